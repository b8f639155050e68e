import type { FormSchema } from '../../../contract/forms/schema';
import type { ProcessDefinition, ProcessNode } from '../../../contract/process/definition';
import { checkProcess, type OrganisationFacts } from './check';

const facts: OrganisationFacts = { active: new Set(['T1']), postsWithHolders: new Set(['dean']), headLevels: 2 };
const kind = (required: boolean): FormSchema => ({
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Radio', label: '类型', required, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
    { id: 'form1_2', type: 'Integer', label: '天数' },
    { id: 'form1_3', type: 'User', label: '导师' },
  ],
});
const approval = (id: string, approvers: Extract<ProcessNode, { kind: 'approval' }>['approvers'] = { type: 'users', uids: ['T1'] }): ProcessNode => ({ kind: 'approval', id, name: id, approvers, mode: 'any' });
const codes = (definition: ProcessDefinition, form = kind(true)) => checkProcess(definition, form, facts).map((p) => [p.code, p.node?.id ?? '']);

describe('checking a process before it is published', () => {
  it('accepts a condition whose branches name every value of a required choice', () => {
    const byKind: ProcessNode = {
      kind: 'condition', id: 'c', name: 'c',
      branches: [
        { label: 'A', when: { field: 'form1_1', op: 'eq', value: 'a' }, nodes: [approval('x')] },
        { label: 'B', when: { field: 'form1_1', op: 'in', value: ['b'] }, nodes: [approval('y')] },
      ],
    };
    expect(codes({ nodes: [byKind] })).toEqual([]);
    // Left empty, an optional choice takes neither branch.
    expect(codes({ nodes: [byKind] }, kind(false))).toEqual([['noDefault', 'c']]);
  });

  it('finds branches that can never be taken, and what they name that is not on the form', () => {
    const branches = (first: object, second: object) => ({ nodes: [{ kind: 'condition', id: 'c', name: 'c', branches: [first, second] } as ProcessNode] });
    expect(codes(branches({ label: '默认', nodes: [approval('x')] }, { label: 'A', when: { field: 'form1_1', op: 'eq', value: 'a' }, nodes: [approval('y')] }))).toEqual([['unreachable', 'y']]);
    expect(codes(branches({ label: 'Z', when: { field: 'form1_1', op: 'eq', value: 'z' }, nodes: [approval('y')] }, { label: '默认', nodes: [approval('x')] }))).toEqual([['unknownValue', 'y']]);
    expect(codes(branches({ label: '多', when: { field: 'form1_1', op: 'gt', value: 3 }, nodes: [approval('y')] }, { label: '默认', nodes: [approval('x')] }))).toEqual([['wrongFieldType', 'c']]);
    expect(codes(branches({ label: '?', when: { field: 'form1_9', op: 'gt', value: 3 }, nodes: [approval('y')] }, { label: '默认', nodes: [approval('x')] }))).toEqual([['unknownField', 'c']]);
  });

  it('finds approver rules nobody can satisfy', () => {
    expect(codes({ nodes: [approval('a', { type: 'users', uids: ['gone'] })] })).toEqual([['noApprover', 'a']]);
    expect(codes({ nodes: [approval('a', { type: 'post', post: 'nobody', label: '无' })] })).toEqual([['noApprover', 'a']]);
    expect(codes({ nodes: [approval('a', { type: 'department_head', levels: 3 })] })).toEqual([['noApprover', 'a']]);
    expect(codes({ nodes: [approval('a', { type: 'previous_choice' })] })).toEqual([['noPrevious', 'a']]);
    expect(codes({ nodes: [approval('a'), approval('b', { type: 'previous_choice' })] })).toEqual([]);
    expect(codes({ nodes: [approval('a', { type: 'form_user', field: 'form1_2' })] })).toEqual([['wrongFieldType', 'a']]);
    expect(codes({ nodes: [approval('a', { type: 'form_user', field: 'form1_3' })] })).toEqual([]);
  });

  it('asks for an approval, one id per node, a vote share, and field rights on nodes that exist', () => {
    expect(codes({ nodes: [] })).toEqual([['noApproval', '']]);
    expect(codes({ nodes: [approval('a'), approval('a')] })).toEqual([['duplicateId', 'a']]);
    expect(codes({ nodes: [{ ...(approval('a') as object), mode: 'vote' } as ProcessNode] })).toEqual([['voteRatio', 'a']]);
    const form = kind(true);
    form.fields[1] = { ...form.fields[1], permissions: { start: 'edit', gone: 'read' } } as FormSchema['fields'][number];
    expect(codes({ nodes: [approval('a')] }, form)).toEqual([['unknownNode', 'gone']]);
  });
});
