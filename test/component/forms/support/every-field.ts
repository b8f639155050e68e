/** A form with a field of every type (contract/forms/schema.ts), each with a rule to break, and fields per node. */
import type { FormSchema } from '@contract/forms';

const MB = 1024 * 1024;
const levels = [
  { value: 'national', label: '国家级', label_en: 'National' },
  { value: 'provincial', label: '省级', label_en: 'Provincial' },
];

export const everyField: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '申请人', label_en: 'Applicant', required: true, max_length: 10, help: '与证件一致', help_en: 'As on your ID' },
    { id: 'form1_2', type: 'MultiInput', label: '申请事由', label_en: 'Reason', required: true, word_count: { min: 5, max: 50 } },
    { id: 'form1_3', type: 'RichText', label: '个人陈述', label_en: 'Statement', word_count: { max: 100 } },
    {
      id: 'form1_4', type: 'Radio', label: '类型', label_en: 'Kind', required: true,
      options: [{ value: 'a', label: '事假', label_en: 'Personal' }, { value: 'b', label: '病假', label_en: 'Sick' }],
    },
    {
      id: 'form1_5', type: 'Checkbox', label: '需求', label_en: 'Needs', min_choices: 2,
      options: [{ value: 'p', label: '投影', label_en: 'Projector' }, { value: 'v', label: '视频', label_en: 'Video' }, { value: 't', label: '茶水', label_en: 'Tea' }],
    },
    { id: 'form1_6', type: 'Select', label: '级别', label_en: 'Level', required: true, options: levels },
    {
      id: 'form1_7', type: 'SelectV2', label: '国家', label_en: 'Countries', multiple: true, max_choices: 2,
      options: [{ value: 'US', label: '美国', label_en: 'United States' }, { value: 'GB', label: '英国', label_en: 'United Kingdom' }, { value: 'JP', label: '日本', label_en: 'Japan' }],
    },
    { id: 'form1_8', type: 'User', label: '同行人员', label_en: 'Companions', multiple: true, max_choices: 3 },
    { id: 'form1_9', type: 'CountryV2', label: '目的地', label_en: 'Destination', required: true, level: 3, with_detail: true },
    { id: 'form1_10', type: 'Calendar', label: '起止日期', label_en: 'Dates', required: true, mode: 'date', range: true, min: '2026-01-01' },
    { id: 'form1_11', type: 'PhoneNumber', label: '联系电话', label_en: 'Phone', required: true },
    { id: 'form1_12', type: 'Integer', label: '天数', label_en: 'Days', required: true, min: 1, max: 30, unit: '天' },
    { id: 'form1_13', type: 'Numeric', label: '预算', label_en: 'Budget', precision: 2, min: 0, unit: '元' },
    {
      id: 'form1_14', type: 'RepeatTable', label: '费用明细', label_en: 'Expenses', min_rows: 1, max_rows: 3,
      columns: [
        { id: 'form1_14_1', type: 'Input', label: '项目', label_en: 'Item', required: true },
        { id: 'form1_14_2', type: 'Numeric', label: '金额', label_en: 'Amount', required: true, precision: 2 },
      ],
    },
    { id: 'form1_15', type: 'Attachment', label: '证明材料', label_en: 'Documents', accept: ['pdf', 'png'], max_files: 2, max_size: 1 * MB },
    { id: 'form1_16', type: 'Input', label: '审批意见', label_en: 'Comments', permissions: { start: 'hidden', dept_head: 'edit' } },
    { id: 'form1_17', type: 'Input', label: '批件编号', label_en: 'Approval number', permissions: { start: 'read', dept_head: 'read' } },
  ],
};
