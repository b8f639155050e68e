/** The pages the English walk visits (english-walk.journey.test.ts), as the demo account each is for. */
export type Role = 'visitor' | 'student' | 'staff' | 'dean' | 'twoIdentities';
/** What the walk takes from the seeded campus: a service, an application, a task, a notice, a receipt. */
export interface Seeded {
  appId: number;
  instId: string;
  task: { instId: string; taskId: string };
  noticeId: number;
  officeNoticeId: number;
  receiptCode: string;
}

/**
 * Each page, who reads it and the query it needs. Every H5 route is here: test/component/english-walk-routes.test.tsx
 * checks it against src/routes.ts, which a browser journey cannot load.
 */
export const walk: Record<string, { as: Role; query?: (s: Seeded) => string }> = {
  '/site/index': { as: 'student' },
  '/site/m_indexs': { as: 'student' },
  '/site/appSearch': { as: 'student', query: () => 'keyword=leave' },
  '/site/m_appSearch': { as: 'student', query: () => 'keyword=leave' },
  '/site/noticeList': { as: 'student' },
  '/site/m_noticeList': { as: 'student' },
  '/site/informDetails': { as: 'student', query: (s) => `id=${s.noticeId}` },
  '/site/m_informDetails': { as: 'student', query: (s) => `id=${s.noticeId}` },
  '/site/billboarddetails': { as: 'staff', query: (s) => `wid=${s.officeNoticeId}` },
  '/site/m_billboarddetails': { as: 'staff', query: (s) => `wid=${s.officeNoticeId}` },
  '/site/serviceList': { as: 'student' },
  '/site/m_serviceList': { as: 'student' },
  '/site/service': { as: 'student' },
  '/site/m_service': { as: 'student' },
  '/matter/detail': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/m_detail': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/start': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/m_start': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/startStep': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/m_startStep': { as: 'student', query: (s) => `id=${s.appId}` },
  '/matter/launch': { as: 'student' },
  '/matter/m_launch': { as: 'student' },
  '/matter/launchPersonal': { as: 'student' },
  '/matter/examine': { as: 'staff', query: (s) => `inst_id=${s.task.instId}&task_id=${s.task.taskId}` },
  '/matter/m_examine': { as: 'staff', query: (s) => `inst_id=${s.task.instId}&task_id=${s.task.taskId}` },
  '/matter/rejectStep': { as: 'student', query: (s) => `inst_id=${s.instId}` },
  '/matter/m_rejectStep': { as: 'student', query: (s) => `inst_id=${s.instId}` },
  '/matter/todo': { as: 'staff' },
  '/matter/m_todo': { as: 'staff' },
  '/matter/todoPersonal': { as: 'staff' },
  '/matter/read': { as: 'staff' },
  '/matter/m_read': { as: 'staff' },
  '/matter/verify': { as: 'visitor', query: (s) => `code=${s.receiptCode}` },
  '/site/totpQrcode': { as: 'student' },
  '/site/m_totpQrcode': { as: 'student' },
  '/site/personal': { as: 'student' },
  '/site/m_personal': { as: 'student' },
  '/site/m_changePwd': { as: 'student' },
  '/site/m_switchIdentity': { as: 'twoIdentities' },
  '/site/grants': { as: 'dean' },
  '/site/m_grants': { as: 'dean' },
  '/site/login': { as: 'visitor' },
  '/site/m_login': { as: 'visitor' },
  '/site/register': { as: 'visitor' },
  '/site/m_register': { as: 'visitor' },
  '/site/forgetPwd': { as: 'visitor' },
  '/site/m_forgetPwd': { as: 'visitor' },
  // Signing out ends on the login page, in English too.
  '/site/loginCasLogout': { as: 'student' },
  '/site/login/cas-logout': { as: 'student' },
};
