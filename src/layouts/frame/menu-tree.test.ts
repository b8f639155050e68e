import { Permit } from '@contract/rules/permissions';
import { MENU, isActive, visibleMenu, type MenuViewer } from './menu-tree';

const keys = (viewer: MenuViewer) => visibleMenu(MENU, viewer).map((n) => [n.key, ...(n.children ?? []).map((c) => c.key)].join(':'));
const holding = (...permits: string[]): MenuViewer => ({ signedIn: true, can: (k) => [k].flat().some((p) => permits.includes(p)) });

describe('menu visibility (spec §2 "Header and menu", §6)', () => {
  it('shows a visitor who has not signed in everything but document collaboration, efficiency supervision and the data center', () => {
    expect(keys({ signedIn: false, can: () => true })).toEqual([
      'home',
      'serviceList',
      'bookingHall',
      'myApplications:myAppointments',
      'myTasks:todo:notified:myFillIns',
      'personalHome',
    ]);
  });

  it('hides every permit-bound entry from a signed-in user without permits', () => {
    expect(keys(holding())).toEqual(keys({ signedIn: false, can: () => false }));
  });

  it('shows the official document items only with the document permit', () => {
    expect(keys(holding(Permit.document))).toContain('documents:myOfficial:officialCenter:dispatchManage');
  });

  it('needs service-count for the efficiency group, and the page permits for overview and department services', () => {
    expect(keys(holding(Permit.serviceSituation, Permit.departService)).some((k) => k.startsWith('efficiency'))).toBe(false);
    expect(keys(holding(Permit.serviceCount))).toContain('efficiency:monitoring');
    expect(keys(holding(Permit.serviceCount, Permit.serviceSituation))).toContain('efficiency:serviceSurvey:monitoring');
    expect(keys(holding(Permit.serviceCount, Permit.departService))).toContain('efficiency:departService:monitoring');
  });

  it('shows report statistics with apps-report-lists and fill-in statistics with tb-report, and no data center with neither', () => {
    expect(keys(holding(Permit.appsReportLists))).toContain('dataCenter:reportIndex');
    expect(keys(holding(Permit.tbReport))).toContain('dataCenter:fillReport');
    expect(keys(holding(Permit.appsReportLists, Permit.tbReport))).toContain('dataCenter:reportIndex:fillReport');
    expect(keys(holding(Permit.document)).some((k) => k.startsWith('dataCenter'))).toBe(false);
  });

  it('shows a super user the whole tree', () => {
    const all = keys({ signedIn: true, can: () => true });
    expect(all).toHaveLength(MENU.length);
    expect(all).toContain('efficiency:serviceSurvey:departService:monitoring');
  });

  it('marks a group active when one of its children is the page', () => {
    const tasks = MENU.find((n) => n.key === 'myTasks');
    expect(tasks && isActive(tasks, '/matter/read')).toBe(true);
    expect(tasks && isActive(tasks, '/site/index')).toBe(false);
  });
});
