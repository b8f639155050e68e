/** 公章使用申请: head of department; contracts go to legal review, seals taken off site to the office director; then the seal keeper. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post, yesNo } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Checkbox', label: '印章类型', label_en: 'Seals', required: true, min_choices: 1,
      options: [
        opt('university', '学校公章', 'University seal'),
        opt('party', '党委公章', 'Party Committee seal'),
        opt('president', '校长签名章', "President's signature stamp"),
        opt('contract', '合同专用章', 'Contract seal'),
      ],
    },
    {
      id: 'form1_2', type: 'Radio', label: '文件类别', label_en: 'Kind of document', required: true,
      options: [
        opt('contract', '合同 / 协议', 'Contract or agreement'),
        opt('certificate', '证明材料', 'Certificate'),
        opt('report', '请示 / 报告', 'Request or report'),
        opt('other', '其他', 'Other'),
      ],
    },
    { id: 'form1_3', type: 'Input', label: '文件名称', label_en: 'Document title', required: true, max_length: 100 },
    { id: 'form1_4', type: 'Integer', label: '用印份数', label_en: 'Copies to seal', required: true, min: 1, max: 100, default: 1, unit: '份', unit_en: 'copies', unit_en_one: 'copy' },
    {
      id: 'form1_5', type: 'Radio', label: '是否外带印章', label_en: 'Take the seal off site?', required: true, default: 'no', options: yesNo,
      help: '印章原则上不得外带，确需外带的须党政办公室主任批准并两人同行。',
      help_en: 'Seals stay in the office; taking one out needs the director\'s approval and two people.',
    },
    { id: 'form1_6', type: 'Calendar', label: '用印日期', label_en: 'Date', required: true, mode: 'date' },
    { id: 'form1_7', type: 'MultiInput', label: '用印事由', label_en: 'Reason', required: true, word_count: { min: 5, max: 300 } },
    {
      id: 'form1_8', type: 'Attachment', label: '用印文件', label_en: 'Document', required: true,
      accept: ['pdf', 'doc', 'docx'], max_files: 5, max_size: 20 * MB,
      help: '请上传最终定稿，用印时核对纸质文件与电子版一致。', help_en: 'Upload the final version; the paper copy is checked against it.',
    },
    {
      id: 'form1_9', type: 'Input', label: '用印登记号', label_en: 'Register number', max_length: 30,
      permissions: { start: 'read', keeper: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'dept_head', name: '部门负责人审批', name_en: 'Head of department approval', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_kind', name: '按文件类别', name_en: 'By kind of document',
      branches: [
        {
          label: '合同 / 协议', label_en: 'Contracts', when: { field: 'form1_2', op: 'eq', value: 'contract' },
          nodes: [{ kind: 'approval', id: 'legal', name: '法务审核', name_en: 'Legal review', approvers: post('legal_reviewer'), mode: 'any', sla_hours: 40 }],
        },
        { label: '其他文件', label_en: 'Other documents', nodes: [] },
      ],
    },
    {
      kind: 'condition', id: 'by_offsite', name: '是否外带', name_en: 'Off site?',
      branches: [
        {
          label: '外带印章', label_en: 'Off site', when: { field: 'form1_5', op: 'eq', value: 'yes' },
          nodes: [{ kind: 'approval', id: 'director', name: '党政办公室主任审批', name_en: 'Office director approval', approvers: post('go_director'), mode: 'sequential', sla_hours: 24 }],
        },
        { label: '在办公室用印', label_en: 'In the office', nodes: [] },
      ],
    },
    { kind: 'approval', id: 'keeper', name: '印章管理员用印', name_en: 'Seal keeper applies the seal', approvers: post('seal_keeper'), mode: 'any', sla_hours: 8 },
  ],
};
