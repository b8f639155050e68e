import { regionLookup } from './region-data';
import type { FormSchema, FormValues } from './schema';
import { renderTemplate, type TemplateContext } from './template';

const options = [
  { value: 'agree', label: '同意', label_en: 'Agree' },
  { value: 'revise', label: '修改后同意' },
  { value: 'reject', label: '不同意', label_en: 'Reject' },
];

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '事由' },
    { id: 'form1_2', type: 'CountryV2', label: '地点', with_detail: true },
    { id: 'form1_3', type: 'Calendar', label: '日期' },
    { id: 'form1_4', type: 'Calendar', label: '时间', mode: 'datetime' },
    { id: 'form1_5', type: 'Calendar', label: '期间', range: true },
    { id: 'form1_6', type: 'Radio', label: '意见', options },
    { id: 'form1_7', type: 'Checkbox', label: '意见', options },
    { id: 'form1_8', type: 'User', label: '同行人', multiple: true },
    { id: 'form1_9', type: 'RepeatTable', label: '行程', columns: [{ id: 'form1_9_1', type: 'Input', label: '城市' }] },
    { id: 'form1_10', type: 'Integer', label: '天数' },
    { id: 'form1_11', type: 'Numeric', label: '金额', precision: 2 },
    { id: 'form1_12', type: 'Attachment', label: '附件' },
    { id: 'form1_13', type: 'RichText', label: '说明' },
    { id: 'form1_14', type: 'SelectV2', label: '单选', options },
    { id: 'form1_15', type: 'PhoneNumber', label: '电话' },
  ],
};

const values: FormValues = {
  form1_1: '参加学术会议',
  form1_2: { codes: ['330000', '330100', '330106'], detail: '文三路90号' },
  form1_3: '2024-05-01',
  form1_4: '2024-05-01 08:30',
  form1_5: ['2024-05-01', '2024-05-03'],
  form1_6: 'agree',
  form1_7: ['agree', 'revise'],
  form1_8: [
    { uid: 'u1', name: '张三' },
    { uid: 'u2', name: '李四' },
  ],
  form1_9: [{ form1_9_1: '杭州' }, { form1_9_1: '上海' }, {}],
  form1_10: '3',
  form1_11: 1280.5,
  form1_12: [
    { id: 'f1', name: '邀请函.pdf', size: 1000 },
    { id: 'f2', name: '日程.docx', size: 2000 },
  ],
  form1_13: '<p>会议<b>议程</b>&amp;安排</p><script>x()</script>',
  form1_14: 'reject',
  form1_15: '13812345678',
};

const ctx: TemplateContext = {
  schema,
  values,
  user: { name: '王五', number: '20240001' },
  app: { name: '出差申请' },
  regions: regionLookup,
};
const zh = (template: string, extra: Partial<TemplateContext> = {}) => renderTemplate(template, { ...ctx, ...extra });
const en = (template: string) => renderTemplate(template, { ...ctx, lang: 'en' });

describe('renderTemplate', () => {
  it.each([
    ['{form1_1}', '参加学术会议'],
    ['{form1_2}', '浙江省杭州市西湖区 文三路90号'],
    ['{form1_3}', '2024-05-01'],
    ['{form1_4}', '2024-05-01'],
    ['{form1_5}', '2024-05-01 至 2024-05-03'],
    ['{form1_6}', '同意'],
    ['{form1_7}', '同意、修改后同意'],
    ['{form1_8}', '张三、李四'],
    ['{form1_9}', '3'],
    ['{form1_10}', '3'],
    ['{form1_11}', '1280.5'],
    ['{form1_12}', '邀请函.pdf、日程.docx'],
    ['{form1_13}', '会议议程&安排'],
    ['{form1_14}', '不同意'],
    ['{form1_15}', '13812345678'],
  ])('in Chinese %s reads %s', (template, text) => expect(zh(template)).toBe(text));

  it.each([
    ['{form1_5}', '2024-05-01 to 2024-05-03'],
    ['{form1_6}', 'Agree'],
    // An option without an English label keeps its Chinese one.
    ['{form1_7}', 'Agree, 修改后同意'],
    ['{form1_8}', '张三, 李四'],
    ['{form1_2}', '浙江省杭州市西湖区 文三路90号'],
  ])('in English %s reads %s', (template, text) => expect(en(template)).toBe(text));

  it('fills user and app variables inside running text', () => {
    expect(zh('{user.name}（{user.number}）提交的{app.name}：{form1_1}，共{form1_10}天')).toBe(
      '王五（20240001）提交的出差申请：参加学术会议，共3天',
    );
  });

  it('shows nothing for unknown or empty placeholders', () => {
    const empty = { form1_1: '', form1_6: null, form1_8: [] };
    expect(zh('[{form1_1}][{form1_6}][{form1_8}][{form1_99}][{form1_9_1}]', { values: empty })).toBe('[][][][][]');
    expect(zh('[{user.email}][{user.constructor}][{app.__proto__}][{site.name}][{nothing}]')).toBe('[][][][][]');
    expect(renderTemplate('[{user.name}][{form1_1}]', {})).toBe('[][]');
  });

  it('leaves braces that are not placeholders as written', () => {
    expect(zh('{ form1_1 } {}')).toBe('{ form1_1 } {}');
  });

  it('shows a region by its street address alone when no region names are loaded', () => {
    expect(zh('{form1_2}', { regions: undefined })).toBe('文三路90号');
  });
});
