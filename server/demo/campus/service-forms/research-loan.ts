/** 科研项目经费借款: research office; a vice-president above 50,000 yuan; finance audit; the cashier pays. */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '项目名称', label_en: 'Project', required: true, max_length: 100 },
    {
      id: 'form1_2', type: 'Input', label: '项目编号', label_en: 'Project code', required: true, placeholder: 'KY20250123',
      pattern: '^[A-Z]{2}[0-9]{8}$', pattern_message: '项目编号为 2 位大写字母加 8 位数字', pattern_message_en: 'Two capital letters and eight digits',
    },
    {
      id: 'form1_3', type: 'Select', label: '借款用途', label_en: 'Use', required: true,
      options: [
        opt('equipment', '设备购置费', 'Equipment'),
        opt('materials', '材料费', 'Materials'),
        opt('testing', '测试化验加工费', 'Testing and processing'),
        opt('conference', '会议费', 'Conference costs'),
        opt('travel', '差旅费', 'Travel'),
        opt('labour', '劳务费', 'Research assistants'),
      ],
    },
    {
      id: 'form1_4', type: 'Numeric', label: '借款金额', label_en: 'Amount', required: true, precision: 2, min: 0.01, max: 500000, unit: '元', unit_en: 'yuan',
      help: '超过 5 万元须分管校领导审批。', help_en: 'Above 50,000 yuan a vice-president approves.',
    },
    { id: 'form1_5', type: 'Calendar', label: '预计冲账日期', label_en: 'Expected settlement date', required: true, mode: 'date',
      help: '借款须在 3 个月内凭发票冲账。', help_en: 'Loans are settled with invoices within three months.' },
    {
      id: 'form1_6', type: 'Radio', label: '支付方式', label_en: 'Payment', required: true, default: 'transfer',
      options: [opt('transfer', '转账至收款单位', 'Transfer to the payee'), opt('card', '转入本人银行卡', 'To my bank account')],
    },
    { id: 'form1_7', type: 'Input', label: '收款单位 / 收款人', label_en: 'Payee', required: true, max_length: 100 },
    {
      id: 'form1_8', type: 'Input', label: '收款账号', label_en: 'Account number', required: true,
      pattern: '^[0-9]{8,30}$', pattern_message: '账号为 8 至 30 位数字', pattern_message_en: '8 to 30 digits',
    },
    { id: 'form1_9', type: 'Input', label: '开户银行', label_en: 'Bank', required: true, max_length: 60, placeholder: '如 中国工商银行××支行', placeholder_en: 'Bank and branch' },
    { id: 'form1_10', type: 'MultiInput', label: '借款事由', label_en: 'Reason', required: true, word_count: { min: 5, max: 300 } },
    {
      id: 'form1_11', type: 'Attachment', label: '合同或报价单', label_en: 'Contract or quotation', accept: ['pdf', 'jpg', 'png'], max_files: 5, max_size: 20 * MB,
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'research', name: '科研处审核', name_en: 'Research office review', approvers: post('research_officer'), mode: 'any', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_amount', name: '按借款金额', name_en: 'By amount',
      branches: [
        {
          label: '超过 5 万元', label_en: 'Over 50,000 yuan', when: { field: 'form1_4', op: 'gt', value: 50000 },
          nodes: [{ kind: 'approval', id: 'leader', name: '分管校领导审批', name_en: 'Vice-president approval', approvers: post('vice_president'), mode: 'any', sla_hours: 48 }],
        },
        { label: '5 万元及以下', label_en: '50,000 yuan or less', nodes: [] },
      ],
    },
    { kind: 'approval', id: 'finance', name: '财务处审核', name_en: 'Finance audit', approvers: post('finance_auditor'), mode: 'any', sla_hours: 24 },
    { kind: 'approval', id: 'cashier', name: '出纳付款', name_en: 'Payment', approvers: post('finance_cashier'), mode: 'any', sla_hours: 16 },
  ],
};
