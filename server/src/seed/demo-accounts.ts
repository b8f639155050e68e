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
} satisfies Record<string, DemoAccount>;
