import { initialValues, newRow } from './initial-values';
import type { FormSchema, SimpleField } from './schema';

const columns: SimpleField[] = [
  { id: 'form1_9_1', type: 'Input', label: '城市', default: '杭州' },
  { id: 'form1_9_2', type: 'Integer', label: '天数' },
];
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '事由', default: '出差' },
    { id: 'form1_2', type: 'Input', label: '备注' },
    { id: 'form1_3', type: 'Checkbox', label: '多选', options, default: ['a'] },
    { id: 'form1_4', type: 'SelectV2', label: '多选', options, multiple: true, default: 'b' },
    { id: 'form1_5', type: 'SelectV2', label: '单选', options, default: ['a', 'b'] },
    { id: 'form1_6', type: 'Numeric', label: '金额', default: 0 },
    { id: 'form1_7', type: 'CountryV2', label: '地区', default: { codes: ['330000'] } },
    { id: 'form1_8', type: 'RepeatTable', label: '空表', columns },
    { id: 'form1_9', type: 'RepeatTable', label: '行程', columns, min_rows: 2 },
  ],
};

describe('initialValues', () => {
  it("fills each field's default in the field's shape, and nothing else", () => {
    expect(initialValues(schema)).toEqual({
      form1_1: '出差',
      form1_3: ['a'],
      form1_4: ['b'],
      form1_5: 'a',
      form1_6: 0,
      form1_7: { codes: ['330000'] },
      form1_8: [],
      form1_9: [{ form1_9_1: '杭州' }, { form1_9_1: '杭州' }],
    });
  });

  it('gives copies, so filling in the form leaves the definition alone', () => {
    const values = initialValues(schema);
    (values.form1_3 as string[]).push('b');
    (values.form1_7 as { codes: string[] }).codes.push('330100');
    expect(initialValues(schema)).toMatchObject({ form1_3: ['a'], form1_7: { codes: ['330000'] } });
  });

  it('starts a new row with the column defaults', () => expect(newRow(columns)).toEqual({ form1_9_1: '杭州' }));
});
