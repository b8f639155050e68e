import type { FormSchema } from '@contract/forms/schema';
import { moved, newField, nextFieldId, placed, withProps } from './form-rules';

const form: FormSchema = { form_no: 1, fields: [newField('Input', 'form1_1', '事由', String), newField('Select', 'form1_7', '期限', (n) => `选项 ${n}`)] };

describe("the form designer's edits", () => {
  it('numbers a new field after the highest, so ids already used by records never come back', () => {
    expect(nextFieldId(form)).toBe('form1_8');
    expect(nextFieldId({ form_no: 2, fields: [] })).toBe('form2_1');
  });

  it('gives a new field what its type needs to be valid', () => {
    expect(form.fields[1]).toMatchObject({ type: 'Select', options: [{ value: 'option1', label: '选项 1' }, { value: 'option2', label: '选项 2' }] });
    expect(newField('RepeatTable', 'form1_3', '明细', String)).toMatchObject({ columns: [{ id: 'form1_3_1', type: 'Input' }] });
  });

  it('moves and drops fields into place, and leaves out emptied properties', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(placed(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(withProps(form.fields[0], { help: '', max_length: 20 })).toEqual({ id: 'form1_1', type: 'Input', label: '事由', max_length: 20 });
  });
});
