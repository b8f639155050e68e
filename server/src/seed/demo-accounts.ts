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
} satisfies Record<string, DemoAccount>;
