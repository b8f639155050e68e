/**
 * Where the demo accounts who handle the demo services work and which posts they hold (./posts.ts),
 * so every step a demo application reaches waits on someone with a printed sign-in. Each takes the post in their
 * department in place of the campus's other staff; the college posts are 计算机科学与技术学院's, the demo student's.
 */
import type { PostCode } from './service-forms/common';
import { demoAccounts, type DemoAccount } from './accounts';

export interface DemoStaff {
  account: DemoAccount;
  /** A department code (./people.ts). */
  department: string;
  title: string;
  sex: 'male' | 'female';
  posts: PostCode[];
}

export const demoStaff: DemoStaff[] = [
  // Heads 计算机科学与技术学院 (../org.ts), so its students' and staff's requests reach her before the dean.
  { account: demoAccounts.viceDean, department: 'CS', title: '副院长', sex: 'female', posts: [] },
  { account: demoAccounts.counsellor, department: 'CS', title: '辅导员', sex: 'female', posts: ['counsellor'] },
  { account: demoAccounts.teachingSecretary, department: 'CS', title: '教学秘书', sex: 'female', posts: ['teaching_secretary', 'document_clerk'] },
  { account: demoAccounts.studentAffairs, department: 'SA', title: '科长', sex: 'male', posts: ['sa_office', 'sa_funding'] },
  { account: demoAccounts.dormManager, department: 'LS', title: '宿舍管理员', sex: 'female', posts: ['dorm_manager'] },
  { account: demoAccounts.logistics, department: 'LS', title: '科长', sex: 'male', posts: ['apartment_office', 'repair_dispatcher', 'card_center'] },
  { account: demoAccounts.repairWorker, department: 'LS', title: '维修师傅', sex: 'male', posts: [] },
  { account: demoAccounts.financeAuditor, department: 'FI', title: '科长', sex: 'female', posts: ['finance_auditor', 'budget_officer', 'research_officer'] },
  { account: demoAccounts.cashier, department: 'FI', title: '出纳', sex: 'female', posts: ['finance_cashier'] },
  { account: demoAccounts.vicePresident, department: 'GO', title: '副校长', sex: 'male', posts: ['vice_president'] },
  { account: demoAccounts.president, department: 'GO', title: '校长', sex: 'male', posts: ['president'] },
  {
    account: demoAccounts.officeDirector, department: 'GO', title: '主任', sex: 'male',
    posts: ['go_director', 'seal_keeper', 'go_meeting', 'legal_reviewer', 'foreign_affairs', 'confidentiality_officer'],
  },
  { account: demoAccounts.hrOfficer, department: 'HR', title: '科长', sex: 'female', posts: ['hr_officer'] },
  // Holds admin:content and admin:catalog only (../org.ts): the back office as a non-super administrator sees it.
  { account: demoAccounts.serviceOffice, department: 'GO', title: '科员', sex: 'female', posts: [] },
];

/** Posts the demo administrator holds in 信息化建设与管理办公室. */
export const adminPosts: PostCode[] = ['it_network'];
