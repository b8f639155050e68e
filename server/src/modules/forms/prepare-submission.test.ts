import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import { fieldAccess } from '../../../../contract/forms/field-access';
import { regionLookup } from '../../../../contract/forms/region-data';
import { FormSchema, type FormField, type FormValues, type SimpleField } from '../../../../contract/forms/schema';
import { validateSubmission, type FormProblems } from '../../../../contract/forms/validate';
import { specText } from '../../../../contract/texts';
import { draftToKeep, imageSourceAllowed, prepareSubmission, sanitizeRichText } from './prepare-submission';

const regions = regionLookup;
const shown = (problems: FormProblems) => Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, specText(p.key, 'zh', p.params)]));

describe('sanitizeRichText', () => {
  it.each([
    ['<p>会议<script>alert(1)</script>议程</p>', '<p>会议议程</p>'],
    ['<p onclick="steal()">点我</p>', '<p>点我</p>'],
    ['<a href="javascript:alert(1)">链接</a>', '<a>链接</a>'],
    ['<a href="JaVaScRiPt:alert(1)">链接</a>', '<a>链接</a>'],
    ['<img src="x.png" onerror="steal()">', '<img src="x.png" />'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<p>看<img src="https://tracker.example/pixel.gif">这里</p>', '<p>看这里</p>'],
    ['<span style="position:fixed">文字</span><style>body{}</style>', '<span>文字</span>'],
    ['<iframe src="https://evil.example"></iframe>正文', '正文'],
  ])('%s is stored as %s', (html, stored) => expect(sanitizeRichText(html)).toBe(stored));

  it("keeps formatting, headings, lists, tables, web links and the portal's pictures", () => {
    const html =
      '<h2>议程</h2><p><strong>上午</strong> <em>报告</em></p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td colspan="2">表格</td></tr></tbody></table>' +
      '<a href="https://example.edu/agenda">详情</a><a href="mailto:office@example.edu">邮件</a><img src="/static/demo/banner-1.svg" alt="图">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="图">', 'alt="图" />'));
  });

  it('keeps pictures of the configured image hosts, and only theirs', () => {
    const html = '<img src="https://img.example.edu/a.png"><img src="https://img.example.edu.evil.example/a.png">';
    expect(sanitizeRichText(html, ['https://img.example.edu'])).toBe('<img src="https://img.example.edu/a.png" />');
  });
});

describe('imageSourceAllowed', () => {
  const hosts = ['https://img.example.edu'];
  it.each([
    ['/api/files/download?file_id=abc', true],
    ['banner.png', true],
    ['https://img.example.edu/a.png', true],
    ['https://img.example.edu:8443/a.png', false],
    ['http://img.example.edu/a.png', false],
    ['https://tracker.example/p.gif', false],
    ['//tracker.example/p.gif', false],
    ['/\\tracker.example/p.gif', false],
    ['\t//tracker.example/p.gif', false],
    ['data:image/gif;base64,R0lGOD', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s: %s', (src, allowed) => expect(imageSourceAllowed(src, hosts)).toBe(allowed));

  it('keeps a link opening a new tab from reaching back to the page', () => {
    expect(sanitizeRichText('<a href="https://example.edu" target="_blank">外链</a>')).toBe(
      '<a href="https://example.edu" target="_blank" rel="noopener noreferrer">外链</a>',
    );
  });
});

describe('draftToKeep', () => {
  const fields: FormField[] = [
    { id: 'form1_1', type: 'Input', label: '事由' },
    { id: 'form1_2', type: 'RichText', label: '说明' },
    { id: 'form1_3', type: 'RepeatTable', label: '日程', columns: [{ id: 'form1_3_1', type: 'RichText', label: '安排' }, { id: 'form1_3_2', type: 'Integer', label: '天数' }] },
  ];

  it('sanitises rich text, table cells included, and keeps everything else as typed', () => {
    const draft = {
      form1_1: '<b>不是富文本</b>',
      form1_2: '<img src="a.png" onerror="steal()">',
      form1_3: [{ form1_3_1: '<p onclick="steal()">第一天</p>', form1_3_2: 'abc', extra: 1 }, 'not a row'],
      unknown: '<script>steal()</script>',
    };
    expect(draftToKeep(fields, draft)).toEqual({
      form1_1: '<b>不是富文本</b>',
      form1_2: '<img src="a.png" />',
      form1_3: [{ form1_3_1: '<p>第一天</p>', form1_3_2: 'abc' }],
    });
  });

  it('drops a rich-text value that is not text', () => {
    expect(draftToKeep(fields, { form1_2: { html: '<script>steal()</script>' } })).toEqual({});
  });
});

describe('prepareSubmission', () => {
  const schema: FormSchema = {
    form_no: 1,
    fields: [
      { id: 'form1_1', type: 'Input', label: '事由', required: true },
      { id: 'form1_2', type: 'Integer', label: '天数' },
      { id: 'form1_3', type: 'Numeric', label: '金额', precision: 2 },
      { id: 'form1_4', type: 'RichText', label: '说明', required: true },
      { id: 'form1_5', type: 'User', label: '同行人', multiple: true },
      { id: 'form1_6', type: 'CountryV2', label: '地点' },
      { id: 'form1_7', type: 'PhoneNumber', label: '电话' },
      {
        id: 'form1_8',
        type: 'RepeatTable',
        label: '费用',
        columns: [
          { id: 'form1_8_1', type: 'Input', label: '项目' },
          { id: 'form1_8_2', type: 'Numeric', label: '金额' },
        ],
      },
      { id: 'form1_9', type: 'Input', label: '审批意见', required: true, permissions: { start: 'hidden', approve: 'edit' } },
      { id: 'form1_10', type: 'Input', label: '备注', permissions: { approve: 'hidden' } },
    ],
  };
  const input = {
    form1_1: '  参加会议 ',
    form1_2: '3',
    form1_3: '1280.50',
    form1_4: '<p onclick="x()">议程<script>alert(1)</script></p>',
    form1_5: [{ uid: 'u1', name: '张三', role: 'admin' }],
    form1_6: { codes: ['330000', '330100', '330106'], detail: '文三路90号' },
    form1_7: ' 13812345678 ',
    form1_8: [{ form1_8_1: '住宿', form1_8_2: '300', extra: 1 }, { form1_8_1: '' }],
    form1_9: '不应由申请人填写',
    form9_9: '表单没有的字段',
  };

  it('stores the editable fields in their stored shapes and drops the rest', () => {
    const prepared = prepareSubmission(schema, input, { node: 'start', regions });
    expect(prepared).toEqual({
      ok: true,
      values: {
        form1_1: '  参加会议 ',
        form1_2: 3,
        form1_3: 1280.5,
        form1_4: '<p>议程</p>',
        form1_5: [{ uid: 'u1', name: '张三' }],
        // The field asks for no street address, so none is kept.
        form1_6: { codes: ['330000', '330100', '330106'] },
        form1_7: '13812345678',
        form1_8: [{ form1_8_1: '住宿', form1_8_2: 300 }, {}],
      },
    });
  });

  it('keeps what an approval node may not edit from the previous values', () => {
    const previous: FormValues = { form1_1: '参加会议', form1_10: '申请人备注', form1_9: '旧意见' };
    const prepared = prepareSubmission(schema, { form1_1: '改过的事由', form1_9: '同意', form1_10: '' }, { node: 'approve', previous, regions });
    expect(prepared).toEqual({ ok: true, values: { form1_1: '参加会议', form1_9: '同意', form1_10: '申请人备注' } });
  });

  it('answers with the texts the client shows, before anything is sanitised', () => {
    const prepared = prepareSubmission(schema, { ...input, form1_1: ' ', form1_2: 1.5, form1_4: '<script>只有脚本</script><textarea>草稿</textarea>' }, { node: 'start', regions });
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(shown(prepared.problems)).toEqual({ form1_1: '此项为必填项', form1_2: '请输入整数', form1_4: '此项为必填项' });
  });

  it('checks the region chain with the data', () => {
    const prepared = prepareSubmission(schema, { ...input, form1_6: { codes: ['330000', '330106'] } }, { node: 'start', regions });
    expect(prepared.ok || shown(prepared.problems)).toEqual({ form1_6: '请选择有效的地区' });
  });
});

// ---- Random forms and submissions ----

const NODES = ['start', 'approve'] as const;
const OPTION_VALUES = ['a', 'b', 'c', 'd'];
const REGION_CODES = [
  ['330000', '330100', '330106'],
  ['330000', '330100'],
  ['330000'],
  ['110000', '110100', '110101'],
  ['410000', '419000', '419001'],
  ['330000', '330106'],
  ['330000', '110100'],
  ['999999'],
  [],
];
const DATES = ['2024-02-29', '2023-02-29', '2024-05-01', '2024-05-03', '2024-05-01 08:30', '2024-13-01', '', '5/1'];

const permissions = fc.dictionary(fc.constantFrom(...NODES), fc.constantFrom('edit', 'read', 'hidden'), { maxKeys: 2 });
const options = fc
  .uniqueArray(fc.constantFrom(...OPTION_VALUES), { minLength: 1, maxLength: 4 })
  .map((values) => values.map((value) => ({ value, label: value.toUpperCase() })));
const wordCount = fc.record({ min: fc.nat(3), max: fc.integer({ min: 1, max: 8 }), ratio: fc.integer({ min: 1, max: 3 }) }, { requiredKeys: [] });
const choiceBounds = { min_choices: fc.nat(3), max_choices: fc.integer({ min: 1, max: 3 }) };

/** A field of a random type with random settings; keys a definition may leave out are sometimes absent. */
function simpleField(id: string): fc.Arbitrary<SimpleField> {
  type Settings = Record<string, fc.Arbitrary<unknown>>;
  const field = (type: SimpleField['type'], settings: Settings, always: Settings = {}) =>
    fc
      .tuple(
        fc.record({ id: fc.constant(id), type: fc.constant(type), label: fc.constant('字段'), ...always }),
        fc.record({ required: fc.boolean(), permissions, ...settings }, { requiredKeys: [] }),
      )
      .map(([given, optional]) => ({ ...given, ...optional }));
  const text = {
    min_length: fc.nat(4),
    max_length: fc.integer({ min: 1, max: 10 }),
    pattern: fc.constantFrom('[0-9]+', '[a-z]{2,4}', '.*', '(', 'a)|(b'),
    pattern_message: fc.constant('请按格式填写'),
    word_count: wordCount,
  };
  const arbitraries: fc.Arbitrary<unknown>[] = [
    field('Input', text),
    field('MultiInput', text),
    field('RichText', { word_count: wordCount }),
    field('Radio', {}, { options }),
    field('Select', {}, { options }),
    field('Checkbox', choiceBounds, { options }),
    field('SelectV2', { multiple: fc.boolean(), ...choiceBounds }, { options }),
    field('User', { multiple: fc.boolean(), ...choiceBounds }),
    field('CountryV2', { level: fc.constantFrom(1, 2, 3), with_detail: fc.boolean() }),
    field('Calendar', {
      mode: fc.constantFrom('date', 'datetime'),
      range: fc.boolean(),
      min: fc.constantFrom('2024-03-01', '2024-05-01 09:00', 'soon'),
      max: fc.constantFrom('2024-05-02', '2024-12-31 18:00'),
    }),
    field('PhoneNumber', {}),
    field('Integer', { min: fc.integer({ min: -5, max: 5 }), max: fc.integer({ min: 0, max: 20 }) }),
    field('Numeric', { min: fc.double({ min: -5, max: 5, noNaN: true }), max: fc.double({ min: 0, max: 100, noNaN: true }), precision: fc.nat(6) }),
    field('Attachment', {
      max_files: fc.integer({ min: 1, max: 3 }),
      max_size: fc.integer({ min: 1, max: 2_000_000 }),
      accept: fc.uniqueArray(fc.constantFrom('pdf', 'docx', 'png'), { maxLength: 3 }),
    }),
  ];
  return fc.oneof(...arbitraries) as fc.Arbitrary<SimpleField>;
}

function formField(y: number): fc.Arbitrary<FormField> {
  const id = `form1_${y}`;
  const table = fc.integer({ min: 1, max: 3 }).chain((n) =>
    fc.record(
      {
        id: fc.constant(id),
        type: fc.constant('RepeatTable' as const),
        label: fc.constant('表格'),
        required: fc.boolean(),
        permissions,
        columns: fc.tuple(...Array.from({ length: n }, (_, z) => simpleField(`${id}_${z + 1}`))),
        min_rows: fc.nat(2),
        max_rows: fc.integer({ min: 1, max: 3 }),
      },
      { requiredKeys: ['id', 'type', 'label', 'columns'] },
    ),
  );
  return fc.oneof({ arbitrary: simpleField(id), weight: 4 }, { arbitrary: table, weight: 1 });
}

const formSchema: fc.Arbitrary<FormSchema> = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => formField(i + 1))))
  .map((fields) => ({ form_no: 1, fields }));

/** A value that looks like what the field's input sends, right or wrong. */
function likelyValue(field: SimpleField): fc.Arbitrary<unknown> {
  const optionValue = fc.constantFrom(...OPTION_VALUES, 'zz');
  switch (field.type) {
    case 'Input':
    case 'MultiInput':
      return fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('12345', 'abc', '  '));
    case 'RichText':
      return fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('<p>议程</p>', '<script>x()</script>', '<p onclick="y()">文本</p>', '<a href="javascript:x">链接</a>', '<p>&nbsp;</p>'),
      );
    case 'Radio':
    case 'Select':
      return optionValue;
    case 'Checkbox':
    case 'SelectV2':
      return fc.oneof(optionValue, fc.array(optionValue, { maxLength: 5 }));
    case 'User':
      return fc.array(fc.record({ uid: fc.constantFrom('u1', 'u2', 'u3', ''), name: fc.constantFrom('张三', '李四') }), { maxLength: 3 });
    case 'CountryV2':
      return fc.record({ codes: fc.constantFrom(...REGION_CODES), detail: fc.constantFrom('文三路90号', ' ', '') }, { requiredKeys: ['codes'] });
    case 'Calendar':
      return fc.oneof(fc.constantFrom(...DATES), fc.tuple(fc.constantFrom(...DATES), fc.constantFrom(...DATES)));
    case 'PhoneNumber':
      return fc.constantFrom('13812345678', ' 13812345678 ', '12345678901', '138', '');
    case 'Integer':
    case 'Numeric':
      return fc.oneof(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }).map(String), fc.double(), fc.constantFrom('1.50', '0.001', '1e5', ''));
    case 'Attachment':
      return fc.array(
        fc.record({ id: fc.constantFrom('f1', 'f2'), name: fc.constantFrom('a.pdf', 'b.DOCX', 'c.exe', 'README'), size: fc.integer({ min: -1, max: 3_000_000 }) }),
        { maxLength: 4 },
      );
  }
}

const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));

function fieldValue(field: FormField): fc.Arbitrary<unknown> {
  if (field.type !== 'RepeatTable') return fc.oneof({ arbitrary: likelyValue(field), weight: 3 }, { arbitrary: anyJson, weight: 1 });
  const row = fc.record(Object.fromEntries(field.columns.map((c) => [c.id, fieldValue(c)])), { requiredKeys: [] });
  return fc.oneof({ arbitrary: fc.array(row, { maxLength: 4 }), weight: 3 }, { arbitrary: anyJson, weight: 1 });
}

const submissionValues = (schema: FormSchema): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: fc.record(Object.fromEntries(schema.fields.map((f) => [f.id, fieldValue(f)])), { requiredKeys: [] }), weight: 9 },
    { arbitrary: anyJson, weight: 1 },
  );

const formAndValues = formSchema.chain((schema) => fc.tuple(fc.constant(schema), submissionValues(schema)));

describe('client and server on random forms', () => {
  const runs = { numRuns: 300 };

  it('generates only definitions the stored-form schema accepts', () => {
    fc.assert(
      fc.property(formSchema, (schema) => {
        expect(Value.Errors(FormSchema, schema).First()).toBeUndefined();
        expect(Value.Check(FormSchema, schema)).toBe(true);
      }),
      runs,
    );
  });

  it('reach the same verdict with the same problems, and never throw', () => {
    fc.assert(
      fc.property(formAndValues, ([schema, values]) => {
        const client = validateSubmission(schema, values, { regions });
        const server = prepareSubmission(schema, values, { node: 'start', regions });
        expect(server.ok).toBe(Object.keys(client).length === 0);
        expect(server.ok ? {} : server.problems).toEqual(client);
      }),
      runs,
    );
  });

  it('store only fields of the form, keep what the node may not edit as it was, and store what passes again', () => {
    fc.assert(
      fc.property(formAndValues, fc.constantFrom(...NODES), ([schema, values], node) => {
        const previous: FormValues = Object.fromEntries(schema.fields.map((f) => [f.id, `旧值 ${f.id}`]));
        const server = prepareSubmission(schema, values, { node, previous, regions });
        if (!server.ok) return;
        for (const field of schema.fields) {
          if (fieldAccess(field, node) !== 'edit') expect(server.values[field.id]).toBe(previous[field.id]);
        }
        expect(Object.keys(server.values).every((id) => schema.fields.some((f) => f.id === id))).toBe(true);
        expect(validateSubmission(schema, server.values, { node, regions })).toEqual({});
      }),
      runs,
    );
  });
});
