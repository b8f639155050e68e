/**
 * The header menu and the mobile menu under each rule of spec §2 and §6: who sees which entry, Enter back office,
 * and the red dot on My tasks (never on the user name).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { Permit } from '@contract/rules/permissions';
import { MenuBar } from '@/layouts/frame/menu-bar';
import { MenuDrawer } from '@/layouts/frame/menu-drawer';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { UserMenu } from '@/layouts/frame/user-menu';
import { usePermissions } from '@/stores/permissions';
import { startEnvelopeServer } from '../support/envelope-server';
import { renderH5, useApiOrigin } from '../support/render';
import { signIn, signOut, signedRecord, useSite } from './frame-state';

type Server = Awaited<ReturnType<typeof startEnvelopeServer>>;
let server: Server;

beforeAll(async () => {
  server = await startEnvelopeServer();
  useApiOrigin(server.origin);
  server.ok(calls.messageCount, { 1: 0, 2: 0, 3: 0, 4: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  signOut();
  useSite();
});

const shown = (key: string) => screen.queryByTestId(`menu-${key}`) !== null;

describe.each([
  ['the desktop top menu', () => renderH5(<MenuBar />)],
  ['the mobile menu', () => renderH5(<MenuDrawer open onClose={() => undefined} />)],
])('%s', (_name, render) => {
  it('hides document collaboration, efficiency supervision and the data center from a visitor', () => {
    render();
    for (const key of ['home', 'serviceList', 'bookingHall', 'myApplications', 'myAppointments', 'myTasks', 'todo', 'notified', 'myFillIns', 'personalHome']) {
      expect(shown(key)).toBe(true);
    }
    for (const key of ['documents', 'efficiency', 'dataCenter', 'reportIndex']) expect(shown(key)).toBe(false);
  });

  it('shows a student without permits no permit-bound entry', () => {
    signIn('2023010101');
    render();
    for (const key of ['documents', 'myOfficial', 'efficiency', 'serviceSurvey', 'dataCenter', 'reportIndex', 'fillReport']) expect(shown(key)).toBe(false);
  });

  it.each([
    [[Permit.document], ['documents', 'myOfficial', 'officialCenter', 'dispatchManage'], ['efficiency', 'dataCenter']],
    [[Permit.serviceCount], ['efficiency', 'monitoring'], ['serviceSurvey', 'departService']],
    [[Permit.serviceCount, Permit.serviceSituation], ['efficiency', 'serviceSurvey'], ['departService']],
    [[Permit.serviceCount, Permit.departService], ['efficiency', 'departService'], ['serviceSurvey']],
    [[Permit.serviceSituation, Permit.departService], [], ['efficiency', 'serviceSurvey', 'departService']],
    [[Permit.appsReportLists], ['dataCenter', 'reportIndex'], ['fillReport']],
    [[Permit.tbReport], ['dataCenter', 'fillReport'], ['reportIndex']],
  ])('with %j shows %j and hides %j', (permits, visible, hidden) => {
    signIn('T0001', { permits });
    render();
    for (const key of visible) expect(shown(key)).toBe(true);
    for (const key of hidden) expect(shown(key)).toBe(false);
  });

  it('shows a super user every entry', () => {
    signIn('admin', { issuper: 1 });
    render();
    for (const key of ['documents', 'dispatchManage', 'efficiency', 'serviceSurvey', 'departService', 'monitoring', 'dataCenter', 'reportIndex', 'fillReport']) {
      expect(shown(key)).toBe(true);
    }
  });

  it('trusts no permit from a record that was changed after the server signed it', () => {
    signIn('T0001', { permits: [Permit.tbReport] });
    const record = usePermissions.getState().record;
    usePermissions.setState({ record: record && { ...record, permits: [...record.permits, Permit.appsReportLists, Permit.document] } });
    render();
    for (const key of ['dataCenter', 'fillReport', 'reportIndex', 'documents']) expect(shown(key)).toBe(false);
  });

  it('puts the red dot on My tasks when there are to-dos, and only there', () => {
    signIn('T0001', {}, { todo: 3, messages: 5 });
    render();
    const dots = screen.getAllByTestId('todo-dot');
    expect(dots).toHaveLength(1);
    expect(screen.getByTestId('menu-myTasks').contains(dots[0])).toBe(true);
  });

  it('has no red dot without to-dos', () => {
    signIn('T0001', {}, { todo: 0, messages: 5 });
    render();
    expect(screen.queryByTestId('todo-dot')).toBeNull();
  });
});

describe('the phone’s to-do count', () => {
  it('stands on the menu button, where My tasks is, and is read with its name', () => {
    signIn('T0001', {}, { todo: 3, messages: 5 });
    renderH5(<MobileFrame title="首页">首页内容</MobileFrame>);
    const button = screen.getByTestId('menu-button');
    expect(within(button).getByText('3')).toBeTruthy();
    expect(screen.getByRole('button', { name: '菜单，3 项待办' })).toBe(button);
  });

  it('is not there without to-dos', () => {
    signIn('T0001', {}, { todo: 0, messages: 5 });
    renderH5(<MobileFrame title="首页">首页内容</MobileFrame>);
    expect(screen.getByRole('button', { name: '菜单' })).toBe(screen.getByTestId('menu-button'));
  });
});

describe('the user menu', () => {
  it('offers Enter back office to an administrator, at /backHome/index outside the 5.0 main system', () => {
    signIn('admin', { permits: [Permit.serviceCount] });
    renderH5(<UserMenu signIn />);
    fireEvent.click(screen.getByTestId('user-name'));
    expect(screen.getByTestId('user-menu-back-office').textContent).toBe('进入后台');
  });

  it('offers no back office to a student', () => {
    signIn('2023010101');
    renderH5(<UserMenu signIn />);
    fireEvent.click(screen.getByTestId('user-name'));
    expect(screen.queryByTestId('user-menu-back-office')).toBeNull();
    expect(screen.getByTestId('logout')).toBeTruthy();
  });

  it('keeps the red dot off the user name', () => {
    signIn('T0001', {}, { todo: 4, messages: 2 });
    renderH5(<UserMenu signIn />);
    expect(within(screen.getByTestId('user-name')).queryByTestId('todo-dot')).toBeNull();
  });

  it('shows the account switches the page gives, and nothing in their place otherwise', () => {
    signIn('T0001');
    const { unmount } = renderH5(<UserMenu signIn accountSwitches={<p>切换到 李院长</p>} />);
    fireEvent.click(screen.getByTestId('user-name'));
    expect(screen.getByText('切换到 李院长')).toBeTruthy();
    unmount();
    renderH5(<UserMenu signIn />);
    fireEvent.click(screen.getByTestId('user-name'));
    expect(document.querySelector('.ch-user-menu__switches')).toBeNull();
  });

  it('offers a super user with no permits the back office too (spec §6: admin holds a permit or is super)', () => {
    usePermissions.setState({ record: signedRecord('root', { issuper: 1 }), uid: 'root' });
    signIn('root', { issuper: 1 });
    renderH5(<UserMenu signIn />);
    fireEvent.click(screen.getByTestId('user-name'));
    expect(screen.getByTestId('user-menu-back-office')).toBeTruthy();
  });
});
