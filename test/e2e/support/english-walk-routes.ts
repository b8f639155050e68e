/** The pages the English walk visits (english-walk.journey.test.ts), as the demo account each is for. */
export type Role = 'visitor' | 'student' | 'staff' | 'dean' | 'twoIdentities' | 'admin';
/** What the walk takes from the seeded campus: a service, an application, a task, a notice, a receipt, a fill-in mission. */
export interface Seeded {
  appId: number;
  instId: string;
  task: { instId: string; taskId: string };
  noticeId: number;
  officeNoticeId: number;
  receiptCode: string;
  /** The demo student's daily health check-in. */
  missionId: number;
}

type Visit = { as: Role; query?: (s: Seeded) => string };

/** A desktop page and its phone twin (`m_` before the page's name), read alike. */
function withTwin(route: string, visit: Visit): [string, Visit][] {
  const slash = route.lastIndexOf('/');
  return [[route, visit], [`${route.slice(0, slash)}/m_${route.slice(slash + 1)}`, visit]];
}

/**
 * Each page, who reads it and the query it needs. Every H5 route is here: test/component/english-walk-routes.test.tsx
 * checks it against src/routes.ts, which a browser journey cannot load.
 */
export const walk: Record<string, Visit> = Object.fromEntries<Visit>([
  ['/site/index', { as: 'student' }],
  ['/site/m_indexs', { as: 'student' }],
  ...withTwin('/site/appSearch', { as: 'student', query: () => 'keyword=leave' }),
  ...withTwin('/site/noticeList', { as: 'student' }),
  ...withTwin('/site/informDetails', { as: 'student', query: (s) => `id=${s.noticeId}` }),
  ...withTwin('/site/billboarddetails', { as: 'staff', query: (s) => `wid=${s.officeNoticeId}` }),
  ...withTwin('/site/serviceList', { as: 'student' }),
  ...withTwin('/site/service', { as: 'student' }),
  ...withTwin('/matter/detail', { as: 'student', query: (s) => `id=${s.appId}` }),
  ...withTwin('/matter/start', { as: 'student', query: (s) => `id=${s.appId}` }),
  ...withTwin('/matter/startStep', { as: 'student', query: (s) => `id=${s.appId}` }),
  ...withTwin('/matter/launch', { as: 'student' }),
  ...withTwin('/matter/examine', { as: 'staff', query: (s) => `inst_id=${s.task.instId}&task_id=${s.task.taskId}` }),
  ...withTwin('/matter/rejectStep', { as: 'student', query: (s) => `inst_id=${s.instId}` }),
  ...withTwin('/matter/todo', { as: 'staff' }),
  ...withTwin('/matter/read', { as: 'staff' }),
  ...withTwin('/site/totpQrcode', { as: 'student' }),
  ...withTwin('/site/personal', { as: 'student' }),
  ...withTwin('/site/ucenter', { as: 'staff', query: () => 'mtype=2' }),
  ...withTwin('/site/grants', { as: 'dean' }),
  ...withTwin('/homepage/index', { as: 'student' }),
  ['/homepage/plugin', { as: 'student' }],
  ['/backHome/index', { as: 'admin' }],
  ['/site/personal/redirect', { as: 'student', query: () => `url=${encodeURIComponent('https://plugin.example.edu.cn/')}` }],
  ...withTwin('/site/login', { as: 'visitor' }),
  ...withTwin('/site/register', { as: 'visitor' }),
  ...withTwin('/site/forgetPwd', { as: 'visitor' }),
  ['/matter/launchPersonal', { as: 'student' }],
  ['/matter/todoPersonal', { as: 'staff' }],
  ['/matter/verify', { as: 'visitor', query: (s) => `code=${s.receiptCode}` }],
  // Booking (issue 27): the pages open on their states without a seeded booking; the journey visits them with one.
  ...withTwin('/site/bookingHall', { as: 'student' }),
  ...withTwin('/reserve/hallView', { as: 'student', query: () => 'id=1' }),
  ...withTwin('/reserve/reserveDetail', { as: 'student', query: () => 'id=2' }),
  ...withTwin('/reserve/specialReserve', { as: 'student', query: () => 'id=1' }),
  ...withTwin('/matter/makeAnAppointment', { as: 'student' }),
  ...withTwin('/reserve/reserveQrcode', { as: 'student', query: () => 'id=1' }),
  ...withTwin('/reserve/checkIn', { as: 'staff', query: () => 'code=expired-or-unknown-code' }),
  ...withTwin('/reserve/consultationScheduling', { as: 'student' }),
  ['/site/m_payment', { as: 'student', query: () => 'id=1' }],
  // Fill-ins (issue 28): 我的填报 and the daily check-in as the demo student, 填报统计 as 陈立华 (tb-report over the whole university).
  ...withTwin('/matter/fill', { as: 'student' }),
  ...withTwin('/fillForm/mission', { as: 'student', query: (s) => `id=${s.missionId}` }),
  ...withTwin('/fillForm/report', { as: 'staff' }),
  // The data center (issue 28), as the administrator, who sees every report; the demo's first report opens.
  ...withTwin('/report/index', { as: 'admin' }),
  ...withTwin('/report/detail', { as: 'admin', query: () => 'id=1' }),
  // Official documents, as 陈立华, who drafts for 教务处.
  ...withTwin('/reserve/myOfficial', { as: 'staff' }),
  ...withTwin('/reserve/officialCenter', { as: 'staff' }),
  ...withTwin('/reserve/dispatchManage', { as: 'staff' }),
  // Efficiency supervision (issue 32), as the administrator, who supervises every service.
  ...withTwin('/site/serviceSurvey', { as: 'admin' }),
  ...withTwin('/site/departService', { as: 'admin' }),
  ...withTwin('/site/monitoring', { as: 'admin' }),
  ['/site/m_changePwd', { as: 'student' }],
  ['/site/m_switchIdentity', { as: 'twoIdentities' }],
  // Signing out ends on the login page, in English too.
  ['/site/loginCasLogout', { as: 'student' }],
  ['/site/login/cas-logout', { as: 'student' }],
]);
