/** Shared pieces of the demo forms and processes: the campus's posts, option and size helpers. */
import type { FormOption } from '../../../../contract/forms/schema';
import type { ApproverRule } from '../../../../contract/process/definition';

/** Posts the demo processes route to (post code → label). */
export const posts = {
  dean: { label: '学院院长', label_en: 'Dean of the school' },
  counsellor: { label: '辅导员', label_en: 'Counsellor' },
  teaching_secretary: { label: '学院教学秘书', label_en: 'School academic secretary' },
  dorm_manager: { label: '宿舍管理员', label_en: 'Residence hall manager' },
  sa_office: { label: '学生工作处审核员', label_en: 'Student Affairs officer' },
  sa_funding: { label: '学生工作处资助管理员', label_en: 'Student Affairs financial aid officer' },
  aa_registry: { label: '教务处学籍管理员', label_en: 'Registry officer' },
  aa_exam: { label: '教务处考务管理员', label_en: 'Examinations officer' },
  aa_classroom: { label: '教务处教室管理员', label_en: 'Classroom scheduling officer' },
  finance_auditor: { label: '财务处审核员', label_en: 'Finance auditor' },
  finance_cashier: { label: '财务处出纳', label_en: 'Finance cashier' },
  budget_officer: { label: '财务处预算管理员', label_en: 'Budget officer' },
  vice_president: { label: '分管校领导', label_en: 'Vice-president in charge' },
  research_officer: { label: '科研处经费管理员', label_en: 'Research funding officer' },
  hr_officer: { label: '人事处审核员', label_en: 'Human Resources officer' },
  foreign_affairs: { label: '外事办公室审核员', label_en: 'International affairs officer' },
  confidentiality_officer: { label: '保密办公室审核员', label_en: 'Confidentiality officer' },
  go_director: { label: '党政办公室主任', label_en: 'Director of the Party and Administration Office' },
  seal_keeper: { label: '印章管理员', label_en: 'Seal keeper' },
  go_meeting: { label: '党政办公室会务管理员', label_en: 'Meeting room coordinator' },
  legal_reviewer: { label: '法务审核员', label_en: 'Legal reviewer' },
  apartment_office: { label: '后勤保障处公寓管理员', label_en: 'Student housing officer' },
  repair_dispatcher: { label: '后勤维修调度员', label_en: 'Maintenance dispatcher' },
  it_network: { label: '信息化办公室网络管理员', label_en: 'Network administrator' },
  security_duty: { label: '保卫处值班室', label_en: 'Campus security duty office' },
  card_center: { label: '校园卡管理中心', label_en: 'Campus card office' },
  president: { label: '校长', label_en: 'President' },
  document_clerk: { label: '公文收发员', label_en: 'Document clerk' },
} as const;
export type PostCode = keyof typeof posts;

/** Holders of a post; `sameDepartment` limits them to the applicant's department. */
export function post(code: PostCode, sameDepartment = false): ApproverRule {
  return { type: 'post', post: code, ...posts[code], ...(sameDepartment ? { same_department: true } : {}) };
}

export function opt(value: string, label: string, label_en: string): FormOption {
  return { value, label, label_en };
}

export const MB = 1024 * 1024;

/** The yes/no options of a Radio. */
export const yesNo: FormOption[] = [opt('yes', '是', 'Yes'), opt('no', '否', 'No')];

/** Student residence halls of the demo campus. */
export const residenceHalls: FormOption[] = [
  opt('meiyuan1', '梅园1栋', 'Meiyuan Hall 1'),
  opt('meiyuan2', '梅园2栋', 'Meiyuan Hall 2'),
  opt('lanyuan3', '兰园3栋', 'Lanyuan Hall 3'),
  opt('zhuyuan5', '竹园5栋', 'Zhuyuan Hall 5'),
  opt('juyuan6', '菊园6栋', 'Juyuan Hall 6'),
  opt('grad_a', '研究生公寓A座', 'Graduate Apartments, Block A'),
  opt('grad_b', '研究生公寓B座', 'Graduate Apartments, Block B'),
];
