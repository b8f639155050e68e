/**
 * 奖学金申报: counsellor review; every member of the school's evaluation committee signs (countersign); national
 * scholarships then go to a vote of the university committee; Student Affairs confirms.
 */
import type { FormSchema } from '../../../../contract/forms/schema';
import type { ProcessDefinition } from '../../../../contract/process/definition';
import { demoAccounts } from '../accounts';
import { MB, opt, post } from './common';

export const form: FormSchema = {
  form_no: 1,
  fields: [
    {
      id: 'form1_1', type: 'Select', label: '奖学金类别', label_en: 'Scholarship', required: true,
      options: [
        opt('national', '国家奖学金', 'National Scholarship'),
        opt('national_encouragement', '国家励志奖学金', 'National Encouragement Scholarship'),
        opt('school_1', '学校一等奖学金', 'University Scholarship, first class'),
        opt('school_2', '学校二等奖学金', 'University Scholarship, second class'),
        opt('school_3', '学校三等奖学金', 'University Scholarship, third class'),
        opt('donor', '社会捐赠奖学金', 'Donor-funded scholarship'),
      ],
    },
    {
      id: 'form1_2', type: 'Input', label: '评选学年', label_en: 'Academic year', required: true, default: '2025-2026',
      pattern: '^20[0-9]{2}-20[0-9]{2}$', pattern_message: '格式如 2025-2026', pattern_message_en: 'Format: 2025-2026',
    },
    {
      id: 'form1_3', type: 'Numeric', label: '平均学分绩点', label_en: 'GPA', required: true, precision: 2, min: 0, max: 4,
      help: '以教务系统导出的成绩单为准。', help_en: 'As on the transcript from the academic system.',
    },
    { id: 'form1_4', type: 'Integer', label: '专业排名', label_en: 'Rank in major', required: true, min: 1 },
    { id: 'form1_5', type: 'Integer', label: '专业总人数', label_en: 'Students in major', required: true, min: 1, unit: '人', unit_en: 'people', unit_en_one: 'person' },
    {
      id: 'form1_6', type: 'RepeatTable', label: '获奖情况', label_en: 'Awards', max_rows: 10,
      help: '仅填写评选学年内获得的奖项。', help_en: 'Only awards from the academic year being assessed.',
      columns: [
        { id: 'form1_6_1', type: 'Input', label: '奖项名称', label_en: 'Award', required: true, max_length: 100 },
        {
          id: 'form1_6_2', type: 'Select', label: '级别', label_en: 'Level', required: true,
          options: [opt('national', '国家级', 'National'), opt('provincial', '省级', 'Provincial'), opt('university', '校级', 'University')],
        },
        { id: 'form1_6_3', type: 'Calendar', label: '获奖日期', label_en: 'Date', required: true, mode: 'date' },
        { id: 'form1_6_4', type: 'Attachment', label: '证书', label_en: 'Certificate', required: true, accept: ['pdf', 'jpg', 'png'], max_files: 1, max_size: 5 * MB },
      ],
    },
    {
      id: 'form1_7', type: 'RichText', label: '个人陈述', label_en: 'Personal statement', required: true, word_count: { min: 300, max: 1500 },
      help: '包括学习成绩、科研创新、社会工作与志愿服务等方面。', help_en: 'Cover your studies, research, student work and volunteering.',
    },
    {
      id: 'form1_8', type: 'Attachment', label: '成绩单', label_en: 'Transcript', required: true, accept: ['pdf'], max_files: 1, max_size: 10 * MB,
    },
    {
      id: 'form1_9', type: 'MultiInput', label: '评审委员会意见', label_en: "Committee's comments", max_length: 500,
      permissions: { start: 'hidden', committee: 'edit' },
    },
    {
      id: 'form1_10', type: 'MultiInput', label: '资助中心内部备注', label_en: 'Internal note (financial aid office)', max_length: 500,
      help: '仅审核人员可见。', help_en: 'Seen by reviewers only.',
      permissions: { start: 'hidden', counsellor: 'hidden', committee: 'hidden', university: 'hidden', funding: 'edit' },
      hidden_from_applicant: true,
    },
  ],
};

export const process: ProcessDefinition = {
  nodes: [
    { kind: 'approval', id: 'counsellor', name: '辅导员审核', name_en: 'Counsellor review', approvers: post('counsellor', true), mode: 'any', sla_hours: 40 },
    {
      kind: 'approval', id: 'committee', name: '学院评审委员会会签', name_en: 'School evaluation committee countersign',
      approvers: { type: 'users', uids: [demoAccounts.dean, demoAccounts.lecturerStaff, demoAccounts.teachingSecretary].map((a) => a.account) }, mode: 'all', sla_hours: 72,
    },
    {
      kind: 'condition', id: 'by_kind', name: '按奖学金类别', name_en: 'By scholarship',
      branches: [
        {
          label: '国家奖学金', label_en: 'National scholarships', when: { field: 'form1_1', op: 'in', value: ['national', 'national_encouragement'] },
          nodes: [
            {
              kind: 'approval', id: 'university', name: '学校评审委员会表决', name_en: 'University committee vote',
              approvers: { type: 'users', uids: [demoAccounts.vicePresident, demoAccounts.studentAffairs, demoAccounts.staff, demoAccounts.financeAuditor, demoAccounts.officeDirector].map((a) => a.account) }, mode: 'vote', vote_ratio: 0.6, sla_hours: 72,
            },
          ],
        },
        { label: '其他奖学金', label_en: 'Other scholarships', nodes: [] },
      ],
    },
    { kind: 'approval', id: 'funding', name: '学生工作处审定', name_en: 'Student Affairs confirms', approvers: post('sa_funding'), mode: 'any', sla_hours: 40 },
    { kind: 'cc', id: 'notify', name: '抄送辅导员', name_en: 'Copy to the counsellor', recipients: post('counsellor', true) },
  ],
};
