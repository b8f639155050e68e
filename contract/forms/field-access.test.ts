import { fieldAccess, visibleFields } from './field-access';
import type { FormSchema } from './schema';

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '事由' },
    { id: 'form1_2', type: 'Input', label: '审批意见', permissions: { start: 'hidden', approve: 'edit' } },
    { id: 'form1_3', type: 'Input', label: '内部备注', permissions: { approve: 'hidden' } },
  ],
};
const [reason, opinion, note] = schema.fields;

describe('field access by node', () => {
  it('lets the applicant edit at the start node and others read, unless a node says otherwise', () => {
    expect(fieldAccess(reason, 'start')).toBe('edit');
    expect(fieldAccess(reason, 'approve')).toBe('read');
    expect(fieldAccess(opinion, 'start')).toBe('hidden');
    expect(fieldAccess(opinion, 'approve')).toBe('edit');
    expect(fieldAccess(note, 'approve')).toBe('hidden');
    expect(fieldAccess(note, 'start')).toBe('edit');
  });

  it('never reads a node id from the object prototype', () => {
    expect(fieldAccess(opinion, 'toString')).toBe('read');
  });

  it('shows each node its editable and read-only fields, in form order', () => {
    expect(visibleFields(schema, 'start').map((f) => f.label)).toEqual(['事由', '内部备注']);
    expect(visibleFields(schema, 'approve').map((f) => f.label)).toEqual(['事由', '审批意见']);
  });
});
