/**
 * 差旅费报销: department head; above 5,000 yuan a vice-president approves and the finance audit and the budget check
 * run in parallel, otherwise the finance office audits alone; then the cashier pays.
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { MB, opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Input', label: '出差事由', label_en: 'Purpose of the trip', required: true, max_length: 100,
      placeholder: '如：参加第十届全国计算机教育大会', placeholder_en: 'e.g. attending the 10th National Computing Education Conference',
    },
    { id: 'form1_2', type: 'CountryV2', label: '出差地点', label_en: 'Destination', required: true, level: 2 },
    { id: 'form1_3', type: 'Calendar', label: '出差日期', label_en: 'Dates of travel', required: true, mode: 'date', range: true },
    {
      id: 'form1_4', type: 'User', label: '同行人员', label_en: 'Travelling with', multiple: true, max_choices: 10,
      help: '同行人员的费用可在本单合并报销。', help_en: "Colleagues' expenses may be claimed on this form too.",
    },
    {
      id: 'form1_5', type: 'Input', label: '经费项目编号', label_en: 'Budget code', required: true,
      pattern: '^[A-Z]{2}[0-9]{8}$', pattern_message: '项目编号为 2 位大写字母加 8 位数字，如 KY20250123',
      pattern_message_en: 'Two capital letters and eight digits, e.g. KY20250123', placeholder: 'KY20250123',
    },
    {
      id: 'form1_6', type: 'RepeatTable', label: '费用明细', label_en: 'Expenses', required: true, min_rows: 1, max_rows: 50,
      columns: [
        {
          id: 'form1_6_1', type: 'Select', label: '费用类别', label_en: 'Category', required: true,
          options: [
            opt('transport', '城市间交通费', 'Intercity transport'),
            opt('hotel', '住宿费', 'Accommodation'),
            opt('meals', '伙食补助', 'Meal allowance'),
            opt('local', '市内交通费', 'Local transport'),
            opt('registration', '会议注册费', 'Conference fee'),
          ],
        },
        { id: 'form1_6_2', type: 'Numeric', label: '金额', label_en: 'Amount', required: true, precision: 2, min: 0.01, unit: '元', unit_en: 'yuan' },
        {
          id: 'form1_6_3', type: 'Input', label: '发票号码', label_en: 'Invoice number',
          pattern: '^([0-9]{8}|[0-9]{20})$', pattern_message: '发票号码为 8 位或 20 位（数电票）数字',
          pattern_message_en: 'Invoice numbers have 8 digits, or 20 for fully digital invoices',
          help: '伙食补助无需发票。', help_en: 'Meal allowances need no invoice.',
        },
      ],
    },
    {
      id: 'form1_7', type: 'Numeric', label: '报销总额', label_en: 'Total claimed', required: true, precision: 2, min: 0.01, unit: '元', unit_en: 'yuan',
      help: '须与费用明细合计一致；超过 5000 元需分管校领导审批，并由财务处同时核对预算。',
      help_en: 'Must equal the sum of the expenses; above 5,000 yuan a vice-president approves and the budget is checked as well.',
    },
    {
      id: 'form1_8', type: 'Attachment', label: '发票及行程单', label_en: 'Invoices and itineraries', required: true,
      accept: ['pdf', 'ofd', 'jpg', 'png'], max_files: 20, max_size: 10 * MB,
      help: '电子发票请上传 PDF 或 OFD 原件。', help_en: 'Upload e-invoices as their original PDF or OFD files.',
    },
    {
      id: 'form1_9', type: 'Radio', label: '支付方式', label_en: 'Payment', required: true, default: 'salary_card',
      options: [opt('salary_card', '转入本人工资卡', 'To my salary account'), opt('official_card', '公务卡还款', 'Repay my official credit card')],
    },
    {
      id: 'form1_10', type: 'MultiInput', label: '财务审核意见', label_en: "Finance auditor's notes", max_length: 500,
      permissions: { start: 'hidden', finance: 'edit', finance_check: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'dept_head', name: '部门负责人审批', name_en: 'Head of department approval', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_amount', name: '按报销金额', name_en: 'By amount',
      branches: [
        {
          label: '超过 5000 元', label_en: 'Over 5,000 yuan', when: { field: 'form1_7', op: 'gt', value: 5000 },
          nodes: [
            { kind: 'approval', id: 'leader', name: '分管校领导审批', name_en: 'Vice-president approval', approvers: post('vice_president'), mode: 'any', sla_hours: 48 },
            {
              kind: 'parallel', id: 'checks', name: '财务与预算审核', name_en: 'Finance and budget checks',
              branches: [
                {
                  label: '财务审核', label_en: 'Finance audit',
                  nodes: [{ kind: 'approval', id: 'finance_check', name: '财务处审核', name_en: 'Finance audit', approvers: post('finance_auditor'), mode: 'any', sla_hours: 40 }],
                },
                {
                  label: '预算核对', label_en: 'Budget check',
                  nodes: [{ kind: 'approval', id: 'budget', name: '预算执行核对', name_en: 'Budget check', approvers: post('budget_officer'), mode: 'any', sla_hours: 40 }],
                },
              ],
            },
          ],
        },
        {
          label: '5000 元及以下', label_en: '5,000 yuan or less',
          nodes: [{ kind: 'approval', id: 'finance', name: '财务处审核', name_en: 'Finance audit', approvers: post('finance_auditor'), mode: 'any', sla_hours: 40 }],
        },
      ],
    },
    { kind: 'approval', id: 'cashier', name: '出纳支付', name_en: 'Payment', approvers: post('finance_cashier'), mode: 'any', sla_hours: 24 },
  ],
};
