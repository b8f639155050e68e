/** VPN 账号申请: students and partners need their supervisor's consent; the network administrator opens the account. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Radio', label: '账号类型', label_en: 'Account type', required: true, default: 'student',
      options: [
        opt('staff', '教职工账号', 'Staff account'),
        opt('student', '学生账号', 'Student account'),
        opt('partner', '校外合作人员账号', 'External partner account'),
      ],
    },
    {
      id: 'form1_2', type: 'Calendar', label: '有效期', label_en: 'Valid', required: true, mode: 'date', range: true,
      help: '学生账号最长一年，到期可续期。', help_en: 'Student accounts last up to a year and can be renewed.',
    },
    {
      id: 'form1_3', type: 'Checkbox', label: '需访问的资源', label_en: 'Resources needed', required: true, min_choices: 1,
      options: [
        opt('library', '图书馆电子资源', 'Library e-resources'),
        opt('academic', '教务系统', 'Academic system'),
        opt('hpc', '高性能计算平台', 'High-performance computing'),
        opt('oa', 'OA 办公系统', 'Office automation system'),
        opt('finance', '网上财务系统', 'Online finance system'),
      ],
    },
    {
      id: 'form1_4', type: 'MultiInput', label: '用途说明', label_en: 'What you need it for', required: true, word_count: { min: 10, max: 300 },
    },
    {
      id: 'form1_5', type: 'User', label: '导师 / 负责人', label_en: 'Supervisor', max_choices: 1, prefill: 'supervisor',
      help: '学生请选择导师或辅导员，校外合作人员请选择校内合作负责人。', help_en: 'Students choose their supervisor or counsellor; partners their contact at the university.',
    },
    { id: 'form1_6', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true, prefill: 'mobile' },
    {
      id: 'form1_7', type: 'MultiInput', label: '开通说明', label_en: 'Account notes', max_length: 300,
      help: '由网络管理员填写账号开通情况。', help_en: 'Filled in by the network administrator.',
      permissions: { start: 'hidden', it: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    {
      kind: 'condition', id: 'by_type', name: '按账号类型', name_en: 'By account type',
      branches: [
        {
          label: '学生或校外人员', label_en: 'Students and partners', when: { field: 'form1_1', op: 'in', value: ['student', 'partner'] },
          nodes: [{ kind: 'approval', id: 'supervisor', name: '导师 / 负责人审批', name_en: 'Supervisor approval', approvers: { type: 'form_user', field: 'form1_5' }, mode: 'sequential', sla_hours: 24 }],
        },
        { label: '教职工', label_en: 'Staff', nodes: [] },
      ],
    },
    { kind: 'approval', id: 'it', name: '网络管理员开通', name_en: 'Network administrator opens the account', approvers: post('it_network'), mode: 'any', sla_hours: 8 },
  ],
};
