import { attachmentField, fileRefsIn } from './file-refs';
import type { FormSchema } from './schema';

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '事由' },
    { id: 'form1_2', type: 'Attachment', label: '附件' },
    {
      id: 'form1_3',
      type: 'RepeatTable',
      label: '获奖',
      columns: [
        { id: 'form1_3_1', type: 'Input', label: '名称' },
        { id: 'form1_3_2', type: 'Attachment', label: '证书' },
      ],
    },
  ],
};

const a = { id: 'a', name: '诊断证明.pdf', size: 1024 };
const b = { id: 'b', name: '证书.jpg', size: 2048 };
const c = { id: 'c', name: '证书2.jpg', size: 10 };

describe('fileRefsIn', () => {
  it('finds the files of attachment fields and of attachment cells in every table row, as the same objects', () => {
    const values = { form1_2: [a], form1_3: [{ form1_3_1: '一等奖', form1_3_2: [b] }, { form1_3_2: [c] }] };
    const found = fileRefsIn(schema, values);
    expect(found).toEqual([a, b, c]);
    expect(found[0]).toBe(values.form1_2[0]);
  });

  it('ignores fields the form does not have, other field types and malformed entries', () => {
    const values = {
      form1_1: [a],
      form9_9: [b],
      form1_2: [{ id: '', name: 'x', size: 1 }, 'a', { id: 'x', name: 'y' }],
      form1_3: 'rows',
      ['__proto__']: { form1_2: [c] },
    };
    expect(fileRefsIn(schema, values)).toEqual([]);
    expect(fileRefsIn(schema, null)).toEqual([]);
    expect(fileRefsIn(schema, [a])).toEqual([]);
  });
});

describe('attachmentField', () => {
  it('finds an attachment field by id, in a table too, and nothing else', () => {
    expect(attachmentField(schema, 'form1_2')?.label).toBe('附件');
    expect(attachmentField(schema, 'form1_3_2')?.label).toBe('证书');
    expect(attachmentField(schema, 'form1_1')).toBeUndefined();
    expect(attachmentField(schema, 'form1_3')).toBeUndefined();
    expect(attachmentField(schema, 'form1_9')).toBeUndefined();
  });
});
