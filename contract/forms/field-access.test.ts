import { fieldAccess, readableFields, visibleFields } from './field-access';
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

describe('what the applicant reads on their application', () => {
  const booking: FormSchema = {
    form_no: 1,
    fields: [
      { id: 'form1_1', type: 'Input', label: '活动名称' },
      { id: 'form1_2', type: 'Input', label: '安排教室', permissions: { start: 'hidden', allocate: 'edit' } },
      { id: 'form1_3', type: 'Input', label: '内部备注', permissions: { start: 'hidden', allocate: 'edit' }, hidden_from_applicant: true },
      { id: 'form1_4', type: 'Input', label: '未使用', permissions: { start: 'hidden' } },
    ],
  };
  const labels = (values: Record<string, unknown>, node = 'start') => readableFields(booking, node, values).map((f) => f.label);

  it('reads what a later step filled in once it is filled, unless the definition keeps it from them', () => {
    expect(labels({ form1_1: '讲座' })).toEqual(['活动名称']);
    expect(labels({ form1_1: '讲座', form1_2: '', form1_3: '' })).toEqual(['活动名称']);
    expect(labels({ form1_1: '讲座', form1_2: 'A203', form1_3: '已核实', form1_4: 'x' })).toEqual(['活动名称', '安排教室']);
  });

  it("leaves an approver's view as their step shows it", () => {
    expect(labels({ form1_2: 'A203', form1_3: '已核实' }, 'allocate')).toEqual(['活动名称', '安排教室', '内部备注', '未使用']);
    expect(labels({}, 'other')).toEqual(['活动名称', '安排教室', '内部备注', '未使用']);
  });
});
