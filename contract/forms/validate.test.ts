import { specText } from '../texts';
import { regionLookup } from './region-data';
import { createRegionLookup } from './regions';
import type { FormField, FormSchema, SimpleField } from './schema';
import { validateSubmission, type ValidateOptions } from './validate';

const form = (...fields: FormField[]): FormSchema => ({ form_no: 1, fields });

/** What the user reads under each field: the problems rendered in Chinese, by path. */
function shown(schema: FormSchema, values: unknown, options?: ValidateOptions, lang: 'zh' | 'en' = 'zh'): Record<string, string> {
  const problems = validateSubmission(schema, values, options);
  return Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, specText(p.key, lang, p.params)]));
}

/** The text under one field for one value, or undefined when it passes. */
const under = (field: SimpleField, value: unknown, options?: ValidateOptions) => shown(form(field), { [field.id]: value }, options)[field.id];

const base = { id: 'form1_1', label: '字段' };

describe('Input and MultiInput', () => {
  const name: SimpleField = { ...base, type: 'Input', required: true, min_length: 2, max_length: 5 };

  it.each([
    [undefined, '此项为必填项'],
    [null, '此项为必填项'],
    ['', '此项为必填项'],
    ['   ', '此项为必填项'],
    ['张', '不能少于2个字符'],
    ['张三丰李四王', '不能超过5个字符'],
    [12, '格式不正确'],
    [['张三'], '格式不正确'],
    ['张三', undefined],
    // Characters are counted as people see them: an emoji is one.
    ['😀😀', undefined],
  ])('%j shows %s', (value, text) => expect(under(name, value)).toBe(text));

  it('lets an optional field stay empty and skips its other rules', () => {
    expect(under({ ...name, required: false }, '')).toBeUndefined();
    expect(under({ ...name, required: false }, undefined)).toBeUndefined();
  });

  it("shows the definition's own pattern message, in the reader's language", () => {
    const number: SimpleField = {
      ...base,
      type: 'Input',
      pattern: '[0-9]{8}',
      pattern_message: '请输入8位学号',
      pattern_message_en: 'Enter the 8-digit student number',
    };
    expect(under(number, '1234567')).toBe('请输入8位学号');
    expect(shown(form(number), { form1_1: '1234567' }, undefined, 'en').form1_1).toBe('Enter the 8-digit student number');
    expect(shown(form({ ...number, pattern_message_en: undefined }), { form1_1: 'x' }, undefined, 'en').form1_1).toBe('请输入8位学号');
    expect(under(number, '12345678')).toBeUndefined();
  });

  it('matches the pattern against the whole value, with a generic text when no message is given', () => {
    const code: SimpleField = { ...base, type: 'Input', pattern: '[A-Z]{2}' };
    expect(under(code, 'AB')).toBeUndefined();
    expect(under(code, 'ABC')).toBe('格式不正确');
    expect(under(code, 'xAB')).toBe('格式不正确');
    // Alternatives cannot slip out of the anchors.
    expect(under({ ...code, pattern: 'A|B' }, 'AB')).toBe('格式不正确');
  });

  it('treats a pattern that does not compile as matching nothing', () => {
    expect(under({ ...base, type: 'Input', pattern: '(' }, '(')).toBe('格式不正确');
    expect(under({ ...base, type: 'Input', pattern: 'a)|(b' }, 'a')).toBe('格式不正确');
  });

  it('counts words as spec §5 does', () => {
    const summary: SimpleField = { ...base, type: 'MultiInput', word_count: { min: 2, max: 5 } };
    expect(under(summary, '一二三\n四五六')).toBe('字数不能超过5');
    expect(under(summary, '一')).toBe('字数不能少于2');
    expect(under(summary, '一 二\n三')).toBeUndefined();
    expect(under({ ...summary, word_count: { max: 5, ratio: 2 } }, 'abcdefghij')).toBeUndefined();
  });
});

describe('RichText', () => {
  const body: SimpleField = { ...base, type: 'RichText', required: true, word_count: { max: 3 } };

  it.each([
    ['<p> </p>', '此项为必填项'],
    ['<p>&nbsp;</p>', '此项为必填项'],
    ['<script>alert("hi")</script>', '此项为必填项'],
    ['<p>四个汉字</p>', '字数不能超过3'],
    [5, '格式不正确'],
    ['<p><b>三个</b>字</p>', undefined],
  ])('%j shows %s', (value, text) => expect(under(body, value)).toBe(text));
});

describe('single choices: Radio, Select, SelectV2', () => {
  const options = [
    { value: 'yes', label: '同意' },
    { value: 'no', label: '不同意' },
  ];

  it.each(['Radio', 'Select', 'SelectV2'] as const)('%s takes one option value', (type) => {
    const field = { ...base, type, options, required: true } as SimpleField;
    expect(under(field, 'yes')).toBeUndefined();
    expect(under(field, 'maybe')).toBe('请选择有效的选项');
    expect(under(field, ['yes'])).toBe('请选择有效的选项');
    expect(under(field, 1)).toBe('请选择有效的选项');
    expect(under(field, '')).toBe('此项为必填项');
  });
});

describe('multiple choices: Checkbox, SelectV2 multiple', () => {
  const options = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value.toUpperCase() }));
  const fields: SimpleField[] = [
    { ...base, type: 'Checkbox', options, required: true, min_choices: 2, max_choices: 3 },
    { ...base, type: 'SelectV2', multiple: true, options, required: true, min_choices: 2, max_choices: 3 },
  ];

  it.each(fields.map((f) => [f.type, f]))('%s takes distinct option values within the bounds', (_type, field) => {
    expect(under(field, ['a', 'b'])).toBeUndefined();
    expect(under(field, ['a'])).toBe('至少选择2项');
    expect(under(field, ['a', 'b', 'c', 'd'])).toBe('最多选择3项');
    expect(under(field, ['a', 'a'])).toBe('不能重复选择');
    expect(under(field, ['a', 'z'])).toBe('请选择有效的选项');
    expect(under(field, 'a')).toBe('请选择有效的选项');
    expect(under(field, [])).toBe('此项为必填项');
  });
});

describe('User', () => {
  const zhang = { uid: 'u1', name: '张三' };
  const li = { uid: 'u2', name: '李四' };

  it('takes one person unless multiple', () => {
    const approver: SimpleField = { ...base, type: 'User', required: true };
    expect(under(approver, [zhang])).toBeUndefined();
    expect(under(approver, [zhang, li])).toBe('最多选择1项');
    expect(under(approver, [])).toBe('此项为必填项');
  });

  it('takes distinct people within the bounds when multiple', () => {
    const members: SimpleField = { ...base, type: 'User', multiple: true, min_choices: 2, max_choices: 2 };
    expect(under(members, [zhang, li])).toBeUndefined();
    expect(under(members, [zhang])).toBe('至少选择2项');
    expect(under(members, [zhang, { ...zhang, name: '张三(2)' }])).toBe('不能重复选择');
  });

  it.each([[zhang], [[{ uid: '', name: '空' }]], [[{ name: '无号' }]], [['u1']]])('refuses the shape %j', (value) => {
    expect(under({ ...base, type: 'User', multiple: true }, value)).toBe('格式不正确');
  });
});

describe('CountryV2 with the region data', () => {
  const place: SimpleField = { ...base, type: 'CountryV2', required: true };
  const withRegions = { regions: regionLookup };

  it.each([
    [['330000', '330100', '330106'], undefined],
    // A municipality: 北京市, its one city entry, a district.
    [['110000', '110100', '110105'], undefined],
    // A county the province administers directly (济源市).
    [['410000', '419000', '419001'], undefined],
    [['330000', '330100'], '请选择完整的地区'],
    [['330000'], '请选择完整的地区'],
    [[], '此项为必填项'],
    [['330000', '330106'], '请选择有效的地区'],
    [['330000', '110100', '110105'], '请选择有效的地区'],
    [['330100', '330106'], '请选择有效的地区'],
    [['999999'], '请选择有效的地区'],
    [['33', '3301'], '格式不正确'],
  ])('codes %j show %s', (codes, text) => expect(under(place, { codes }, withRegions)).toBe(text));

  it('asks for as many levels as the field says', () => {
    expect(under({ ...place, level: 2 }, { codes: ['330000', '330100'] }, withRegions)).toBeUndefined();
    expect(under({ ...place, level: 1 }, { codes: ['330000'] }, withRegions)).toBeUndefined();
    expect(under({ ...place, level: 2 }, { codes: ['330000', '330100', '330106'] }, withRegions)).toBe('请选择有效的地区');
  });

  it('takes fewer codes where the data has nothing deeper', () => {
    // As older @vant/area-data listed places abroad: a 90xxxx "province" with countries under it and nothing below.
    const abroad = createRegionLookup({ province_list: { '900000': '海外' }, city_list: { '900100': '美国' }, county_list: {} });
    expect(under(place, { codes: ['900000', '900100'] }, { regions: abroad })).toBeUndefined();
    expect(under(place, { codes: ['900000'] }, { regions: abroad })).toBe('请选择完整的地区');
  });

  it('asks for the street address when the field wants one and is required', () => {
    const home: SimpleField = { ...place, with_detail: true };
    const codes = ['330000', '330100', '330106'];
    expect(under(home, { codes }, withRegions)).toBe('请填写详细地址');
    expect(under(home, { codes, detail: '  ' }, withRegions)).toBe('请填写详细地址');
    expect(under(home, { codes, detail: '文三路90号' }, withRegions)).toBeUndefined();
    expect(under(home, { codes, detail: '路'.repeat(201) }, withRegions)).toBe('不能超过200个字符');
    expect(under({ ...home, required: false }, { codes }, withRegions)).toBeUndefined();
  });

  it('checks only the shape without a lookup (the client before the data loads)', () => {
    expect(under(place, { codes: ['330000', '330106'] })).toBeUndefined();
    expect(under(place, { codes: ['330000', '330100', '330106', '330106'] })).toBe('格式不正确');
    expect(under(place, '浙江省')).toBe('格式不正确');
    expect(under(place, { codes: ['330000'], detail: 5 })).toBe('格式不正确');
  });
});

describe('Calendar', () => {
  const day: SimpleField = { ...base, type: 'Calendar', required: true };

  it.each([
    ['2024-02-29', undefined],
    ['2023-02-29', '请输入有效的日期'],
    ['2024-13-01', '请输入有效的日期'],
    ['2024-4-1', '请输入有效的日期'],
    ['2024-04-01 08:00', '请输入有效的日期'],
    [20240401, '请输入有效的日期'],
    ['', '此项为必填项'],
  ])('a date %j shows %s', (value, text) => expect(under(day, value)).toBe(text));

  it.each([
    ['2024-05-01 08:30', undefined],
    ['2024-05-01 24:00', '请输入有效的日期和时间'],
    ['2024-05-01 8:30', '请输入有效的日期和时间'],
    ['2024-05-01', '请输入有效的日期和时间'],
  ])('a date-time %j shows %s', (value, text) => expect(under({ ...day, mode: 'datetime' }, value)).toBe(text));

  it('takes a range whose end is not before its start', () => {
    const leave: SimpleField = { ...day, range: true };
    expect(under(leave, ['2024-05-01', '2024-05-03'])).toBeUndefined();
    expect(under(leave, ['2024-05-01', '2024-05-01'])).toBeUndefined();
    expect(under(leave, ['2024-05-03', '2024-05-01'])).toBe('结束时间不能早于开始时间');
    expect(under({ ...leave, mode: 'datetime' }, ['2024-05-01 14:00', '2024-05-01 09:00'])).toBe('结束时间不能早于开始时间');
    expect(under(leave, ['2024-05-01'])).toBe('请输入有效的日期');
    expect(under(leave, '2024-05-01')).toBe('请输入有效的日期');
    expect(under(leave, ['', ''])).toBe('此项为必填项');
    expect(under(leave, ['2024-05-01', ''])).toBe('请输入有效的日期');
  });

  it('keeps within the bounds, comparing a date bound with the date part of a date-time', () => {
    const term: SimpleField = { ...day, mode: 'datetime', min: '2024-09-01', max: '2025-01-15' };
    expect(under(term, '2024-09-01 00:00')).toBeUndefined();
    expect(under(term, '2025-01-15 23:59')).toBeUndefined();
    expect(under(term, '2024-08-31 23:59')).toBe('不能早于2024-09-01');
    expect(under(term, '2025-01-16 00:00')).toBe('不能晚于2025-01-15');
    expect(under({ ...term, range: true }, ['2024-09-02 08:00', '2025-02-01 08:00'])).toBe('不能晚于2025-01-15');
    expect(under({ ...day, min: '2024-09-01 12:00' }, '2024-09-01')).toBeUndefined();
  });
});

describe('PhoneNumber', () => {
  const phone: SimpleField = { ...base, type: 'PhoneNumber', required: true };

  it.each([
    ['', '请输入手机号'],
    [undefined, '请输入手机号'],
    ['12345678901', '手机号格式错误'],
    ['1381234567', '手机号格式错误'],
    [13812345678, '手机号格式错误'],
    ['13812345678', undefined],
  ])('%j shows %s', (value, text) => expect(under(phone, value)).toBe(text));

  it('lets an optional number stay empty', () => expect(under({ ...phone, required: false }, '')).toBeUndefined());
});

describe('Integer and Numeric', () => {
  const days: SimpleField = { ...base, type: 'Integer', required: true, min: 1, max: 10 };
  const amount: SimpleField = { ...base, type: 'Numeric', min: 0, precision: 2 };

  it.each([
    [5, undefined],
    ['5', undefined],
    [' 7 ', undefined],
    [1.5, '请输入整数'],
    ['1.0', '请输入整数'],
    ['五', '请输入整数'],
    [true, '请输入整数'],
    [1e21, '请输入整数'],
    [0, '不能小于1'],
    ['-3', '不能小于1'],
    [11, '不能大于10'],
    ['', '此项为必填项'],
  ])('an Integer %j shows %s', (value, text) => expect(under(days, value)).toBe(text));

  it.each([
    [12.34, undefined],
    ['12.34', undefined],
    ['1.50', undefined],
    [0, undefined],
    [12.345, '最多保留2位小数'],
    ['0.001', '最多保留2位小数'],
    [-1, '不能小于0'],
    ['1e5', '请输入数字'],
    ['NaN', '请输入数字'],
    [Number.POSITIVE_INFINITY, '请输入数字'],
    [{ value: 1 }, '请输入数字'],
  ])('a Numeric %j shows %s', (value, text) => expect(under(amount, value)).toBe(text));

  it('asks for a whole number when no decimal places are allowed', () => {
    expect(under({ ...amount, precision: 0 }, 2.5)).toBe('请输入整数');
  });
});

describe('Attachment', () => {
  const files: SimpleField = { ...base, type: 'Attachment', required: true, max_files: 2, max_size: 10 * 1024 * 1024, accept: ['pdf', 'docx'] };
  const file = (name: string, size = 1000) => ({ id: name, name, size });

  it.each([
    [[file('申请表.PDF')], undefined],
    [[file('a.pdf'), file('b.docx')], undefined],
    [[file('a.pdf'), file('b.pdf'), file('c.pdf')], '最多上传2个文件'],
    [[file('setup.exe')], '不支持的文件类型'],
    [[file('README')], '不支持的文件类型'],
    [[file('scan.pdf', 20 * 1024 * 1024)], '文件大小不能超过10MB'],
    [[{ id: '1', name: 'a.pdf' }], '格式不正确'],
    [[{ id: '1', name: 'a.pdf', size: -1 }], '格式不正确'],
    [file('a.pdf'), '格式不正确'],
    [[], '此项为必填项'],
  ])('%j shows %s', (value, text) => expect(under(files, value)).toBe(text));

  it('takes any extension when none is listed', () => expect(under({ ...files, accept: undefined }, [file('setup.exe')])).toBeUndefined());
});

describe('RepeatTable', () => {
  const table: FormField = {
    id: 'form1_7',
    type: 'RepeatTable',
    label: '行程',
    required: true,
    min_rows: 1,
    max_rows: 3,
    columns: [
      { id: 'form1_7_1', type: 'Input', label: '城市', required: true },
      { id: 'form1_7_2', type: 'Integer', label: '天数', min: 0 },
    ],
  };
  const check = (rows: unknown, t: FormField = table) => shown(form(t), { form1_7: rows });

  it('shows a cell problem under the cell, rows counted from 0', () => {
    const rows = [
      { form1_7_1: '杭州', form1_7_2: 2 },
      { form1_7_1: '', form1_7_2: -1 },
    ];
    expect(check(rows)).toEqual({ 'form1_7.1.form1_7_1': '此项为必填项', 'form1_7.1.form1_7_2': '不能小于0' });
  });

  it('shows row counts and a required table at the table', () => {
    const row = { form1_7_1: '杭州' };
    expect(check([])).toEqual({ form1_7: '此项为必填项' });
    expect(check([row, row, row, row])).toEqual({ form1_7: '最多填写3行' });
    expect(check([row], { ...table, min_rows: 2 })).toEqual({ form1_7: '至少填写2行' });
    expect(check([row, row])).toEqual({});
  });

  it('refuses rows that are not objects', () => {
    expect(check('杭州')).toEqual({ form1_7: '格式不正确' });
    expect(check([['杭州']])).toEqual({ form1_7: '格式不正确' });
  });
});

describe('node permissions', () => {
  const opinion: FormField = { id: 'form1_2', type: 'Input', label: '审批意见', required: true, permissions: { start: 'hidden', approve: 'edit' } };
  const reason: FormField = { id: 'form1_1', type: 'Input', label: '事由', required: true };
  const schema = form(reason, opinion);

  it('checks at the start node only what the applicant edits', () => {
    expect(shown(schema, {})).toEqual({ form1_1: '此项为必填项' });
  });

  it('leaves a field read-only at an approval node unchecked', () => {
    expect(shown(schema, { form1_1: 5 }, { node: 'approve' })).toEqual({ form1_2: '此项为必填项' });
    expect(shown(schema, {}, { node: 'archive' })).toEqual({});
  });

  it('ignores keys the form does not have and reads a non-object as no values', () => {
    expect(shown(schema, { form1_1: '出差', form9_9: 'x' })).toEqual({});
    expect(shown(schema, 'form1_1')).toEqual({ form1_1: '此项为必填项' });
    expect(shown(schema, null)).toEqual({ form1_1: '此项为必填项' });
  });
});
