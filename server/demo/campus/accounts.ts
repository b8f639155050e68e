/** Demo sign-ins of the seeded campus: printed on start, listed in the README, used by the tests and journeys. */
export interface DemoAccount {
  account: string;
  password: string;
  name: string;
  role: string;
}

export const demoAccounts = {
  guest: { account: 'guest', password: 'Guest@2026', name: '林晓雨', role: 'off-campus user' },
  student: { account: '2023010101', password: 'Student@2026', name: '王思远', role: 'student' },
  staff: { account: 'T0001', password: 'Staff@2026', name: '陈立华', role: 'staff' },
  admin: { account: 'admin', password: 'Admin@2026', name: '系统管理员', role: 'administrator' },
  /** The dean of 计算机科学与技术学院, so students' leave requests wait on him; he lets his secretary act for him. */
  dean: { account: 'T0101', password: 'Dean@2026', name: '李振华', role: 'dean' },
  secretary: { account: 'T0102', password: 'Secretary@2026', name: '王晓燕', role: 'dean secretary' },
  /** One person, two identities: a lecturer who is also a doctoral student. */
  lecturerStaff: { account: 'T0201', password: 'Dual@2026', name: '周明轩', role: 'staff (2 ids)' },
  lecturerStudent: { account: 'D2025001', password: 'Dual@2026', name: '周明轩', role: 'PhD (2 ids)' },
  /** A librarian who is also studying for a master's degree. */
  librarianStaff: { account: 'T0202', password: 'Library@2026', name: '刘佳怡', role: 'staff (2 ids)' },
  librarianStudent: { account: 'M2024001', password: 'Library@2026', name: '刘佳怡', role: 'master (2 ids)' },
  // The people the demo services route to, so every service can be walked to its end (../org.ts gives them their
  // departments and posts).
  viceDean: { account: 'T0115', password: 'ViceDean@2026', name: '吴海燕', role: 'vice dean' },
  counsellor: { account: 'T0103', password: 'Counsellor@2026', name: '张婷', role: 'counsellor' },
  teachingSecretary: { account: 'T0104', password: 'Teaching@2026', name: '孙丽娟', role: 'school secretary' },
  studentAffairs: { account: 'T0105', password: 'Affairs@2026', name: '黄志强', role: 'student affairs' },
  dormManager: { account: 'T0106', password: 'Dorm@2026', name: '马秀兰', role: 'dorm manager' },
  logistics: { account: 'T0107', password: 'Logistics@2026', name: '郭建华', role: 'logistics' },
  repairWorker: { account: 'T0108', password: 'Repair@2026', name: '刘德明', role: 'repair worker' },
  financeAuditor: { account: 'T0109', password: 'Finance@2026', name: '何静', role: 'finance auditor' },
  cashier: { account: 'T0110', password: 'Cashier@2026', name: '罗晓梅', role: 'finance cashier' },
  vicePresident: { account: 'T0111', password: 'Leader@2026', name: '郑国华', role: 'vice-president' },
  president: { account: 'T0112', password: 'President@2026', name: '韩立群', role: 'president' },
  officeDirector: { account: 'T0113', password: 'Office@2026', name: '宋文博', role: 'office director' },
  hrOfficer: { account: 'T0114', password: 'Personnel@2026', name: '唐雅静', role: 'HR officer' },
  /** An administrator who is not super: the service office runs content and the catalogue, nothing else. */
  serviceOffice: { account: 'T0116', password: 'Service@2026', name: '赵雅琴', role: 'back office: content, catalog' },
} satisfies Record<string, DemoAccount>;
