/**
 * 教职工因公出国（境）审批: head of department; Human Resources, Finance and the confidentiality office review in
 * parallel; the international affairs office; trips over 30 days are countersigned by the university leaders.
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { demoAccounts } from '../accounts';
import { MB, opt, post, yesNo } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Select', label: '出访类型', label_en: 'Purpose', required: true,
      options: [
        opt('conference', '参加国际学术会议', 'International conference'),
        opt('research', '合作研究', 'Joint research'),
        opt('visit', '访问交流', 'Academic visit'),
        opt('training', '培训进修', 'Training'),
        opt('students', '带队学生交流', 'Leading a student group'),
        opt('other', '其他', 'Other'),
      ],
    },
    {
      id: 'form1_2', type: 'SelectV2', label: '出访国家（地区）', label_en: 'Countries or regions', required: true, multiple: true, min_choices: 1, max_choices: 5,
      placeholder: '输入名称搜索', placeholder_en: 'Type to search',
      options: [
        opt('US', '美国', 'United States'),
        opt('GB', '英国', 'United Kingdom'),
        opt('DE', '德国', 'Germany'),
        opt('FR', '法国', 'France'),
        opt('JP', '日本', 'Japan'),
        opt('KR', '韩国', 'South Korea'),
        opt('SG', '新加坡', 'Singapore'),
        opt('AU', '澳大利亚', 'Australia'),
        opt('CA', '加拿大', 'Canada'),
        opt('HK', '中国香港', 'Hong Kong, China'),
        opt('MO', '中国澳门', 'Macao, China'),
        opt('TW', '中国台湾', 'Taiwan, China'),
        opt('other', '其他', 'Other'),
      ],
    },
    { id: 'form1_3', type: 'Calendar', label: '出访日期', label_en: 'Dates', required: true, mode: 'date', range: true },
    {
      id: 'form1_4', type: 'Integer', label: '在外天数', label_en: 'Days abroad', required: true, min: 1, max: 365, unit: '天', unit_en: 'days', unit_en_one: 'day',
      help: '含往返路途时间；超过 30 天须校领导会签。', help_en: 'Including travel days; over 30 days the university leaders countersign.',
    },
    { id: 'form1_5', type: 'Input', label: '邀请单位', label_en: 'Host institution', required: true, max_length: 100 },
    { id: 'form1_6', type: 'User', label: '团组其他成员', label_en: 'Other delegation members', multiple: true, max_choices: 10 },
    {
      id: 'form1_7', type: 'Radio', label: '经费来源', label_en: 'Funding', required: true,
      options: [
        opt('research', '科研经费', 'Research grant'),
        opt('school', '学院经费', 'School budget'),
        opt('csc', '国家留学基金', 'China Scholarship Council'),
        opt('host', '邀请方资助', 'Paid by the host'),
        opt('self', '自费', 'Self-funded'),
      ],
    },
    { id: 'form1_8', type: 'Numeric', label: '经费预算', label_en: 'Budget', required: true, precision: 2, min: 0, unit: '元', unit_en: 'yuan' },
    {
      id: 'form1_9', type: 'RichText', label: '出访任务与日程安排', label_en: 'Tasks and itinerary', required: true, word_count: { max: 2000 },
      help: '请逐日列明日程及拟开展的交流活动。', help_en: 'Give the itinerary day by day and the activities planned.',
    },
    { id: 'form1_10', type: 'Radio', label: '是否涉密人员', label_en: 'Holder of classified information?', required: true, default: 'no', options: yesNo },
    { id: 'form1_11', type: 'Attachment', label: '邀请函', label_en: 'Invitation letter', required: true, accept: ['pdf', 'jpg', 'png'], max_files: 3, max_size: 10 * MB },
    {
      id: 'form1_12', type: 'Input', label: '批件编号', label_en: 'Approval number', max_length: 30,
      permissions: { start: 'read', foreign: 'edit' },
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'dept_head', name: '所在单位审批', name_en: 'Head of department approval', approvers: { type: 'department_head', levels: 1 }, mode: 'sequential', sla_hours: 24 },
    {
      kind: 'parallel', id: 'review', name: '职能部门会审', name_en: 'Office reviews',
      branches: [
        { label: '人事处', label_en: 'Human Resources', nodes: [{ kind: 'approval', id: 'hr', name: '人事处审核', name_en: 'Human Resources review', approvers: post('hr_officer'), mode: 'any', sla_hours: 24 }] },
        { label: '财务处', label_en: 'Finance', nodes: [{ kind: 'approval', id: 'finance', name: '财务处审核经费', name_en: 'Finance reviews the budget', approvers: post('finance_auditor'), mode: 'any', sla_hours: 24 }] },
        { label: '保密办公室', label_en: 'Confidentiality office', nodes: [{ kind: 'approval', id: 'secrecy', name: '保密审查', name_en: 'Confidentiality check', approvers: post('confidentiality_officer'), mode: 'any', sla_hours: 24 }] },
      ],
    },
    { kind: 'approval', id: 'foreign', name: '外事办公室审核', name_en: 'International affairs review', approvers: post('foreign_affairs'), mode: 'any', sla_hours: 24 },
    {
      kind: 'condition', id: 'by_days', name: '按在外天数', name_en: 'By days abroad',
      branches: [
        {
          label: '超过 30 天', label_en: 'More than 30 days', when: { field: 'form1_4', op: 'gt', value: 30 },
          nodes: [{ kind: 'approval', id: 'leaders', name: '校领导会签', name_en: 'University leaders countersign', approvers: { type: 'users', uids: [demoAccounts.vicePresident.account, demoAccounts.president.account] }, mode: 'all', sla_hours: 48 }],
        },
        { label: '30 天及以内', label_en: '30 days or fewer', nodes: [] },
      ],
    },
    { kind: 'cc', id: 'archive', name: '抄送人事处备案', name_en: 'Copy to Human Resources for the record', recipients: post('hr_officer') },
  ],
};
