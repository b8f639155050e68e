/**
 * The personal home (spec §2 /homepage/index): who the user is, their counts each opening its list, the shortcuts,
 * and their recent activity opening where the home's rows open; loading, empty and failed states. And the plugin
 * page (/site/personal/redirect?url=): an allowed address in a titled frame, anything else refused.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import type { Homepage } from '@contract/calls/homepage';
import { PersonalHome } from '@/features/homepage/personal-home';
import { PluginPage } from '@/features/homepage/plugin-page';
import { useSession } from '@/stores/session';
import { appRequestServer } from '../support/app-request-server';
import { userInfo } from '../support/fixtures';
import { renderH5, TARGET } from '../support/render';

const app = appRequestServer();

const started = {
  inst_id: '41', task_id: '', task_status: 0, status: 0 as const, app_type: 1, sess_id: '', nodes: [{ node_name: '教务处审核', steps: [{ node_id: 'registry', node_name: '教务处审核' }] }],
  created: '2026-11-20 09:00:00', finished: '', is_reminder: 'yes' as const, app_name: '在校证明开具',
};
const handled = {
  id: 7, inst_creator_name: '李明', app_name: '请假申请', task_created: '2026-11-21 10:00:00', task_id: '70', inst_id: '52', node_id: 'dean', app_id: 3,
  type: 1 as const, flags: [], task_status: 2 as const, node_config: { steps: [{ node_id: 'dean', node_name: '院长审批' }] }, handler_name: '王思远',
};
const home: Homepage = {
  user: { name: '王思远', number: '2023010101', identity_name: '本科生', college: '计算机学院' },
  counts: { todo: 4, launched: 12, messages: 1 },
  recent: {
    started: [started],
    handled: [handled],
    messages: [{ id: '9', type: 2, title: '您有一条新的审批待办：请假申请', created: '2026-11-22 08:30:00', is_read: 0 }],
  },
};
const empty: Homepage = { ...home, counts: { todo: 0, launched: 0, messages: 0 }, recent: { started: [], handled: [], messages: [] } };

let navigateTo: jest.SpyInstance;
beforeEach(() => {
  useSession.setState({ status: 'signed-in', user: userInfo({ uid: '2023010101', name: '王思远' }), failure: null });
  navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
});

const opened = () => navigateTo.mock.calls.at(-1)?.[0].url as string;
/** The page file of a desktop route as this target opens it: the mini-program always opens the phone twin. */
const pageOf = (folder: string, page: string) => `/pages/${folder}/${TARGET === 'h5' ? page : `m_${page}`}/index`;

describe('the personal home', () => {
  it('says who the user is and shows their counts, each opening its list', async () => {
    app.server.ok(calls.getHomepage, home);
    renderH5(<PersonalHome onMobile={false} />);
    expect((await screen.findByTestId('homepage-name')).textContent).toBe('王思远');
    expect(screen.getByTestId('homepage-who').textContent).toContain('本科生 · 计算机学院');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('个人主页');

    fireEvent.click(screen.getByRole('link', { name: '4 待办事项' }));
    expect(opened()).toBe(`${pageOf('matter', 'todo')}?page=todo`);
    fireEvent.click(screen.getByRole('link', { name: '12 我的申请' }));
    expect(opened()).toBe(`${pageOf('matter', 'launch')}?page=launch`);
    fireEvent.click(screen.getByRole('link', { name: '1 未读消息' }));
    expect(opened()).toContain('ucenter');
  });

  it('offers the main entries as shortcuts', async () => {
    app.server.ok(calls.getHomepage, home);
    renderH5(<PersonalHome onMobile={false} />);
    const shortcuts = await screen.findByRole('navigation', { name: '常用入口' });
    expect(within(shortcuts).getAllByRole('link').map((l) => l.textContent)).toEqual(['我的任务', '我的申请', '消息中心', '个人中心']);
    fireEvent.click(within(shortcuts).getByRole('link', { name: '个人中心' }));
    expect(opened()).toBe(pageOf('account', 'personal'));
  });

  it('lists recent activity, each item opening where the home page opens it', async () => {
    app.server.ok(calls.getHomepage, home);
    renderH5(<PersonalHome onMobile={false} />);
    const startedPanel = await screen.findByRole('region', { name: '最近发起' });
    fireEvent.click(within(startedPanel).getByRole('link', { name: '在校证明开具' }));
    expect(opened()).toBe(`${pageOf('matter', 'examine')}?inst_id=41&type=launch`);
    fireEvent.click(within(screen.getByRole('region', { name: '最近办理' })).getByRole('link', { name: '请假申请' }));
    expect(opened()).toBe(`${pageOf('matter', 'examine')}?inst_id=52&task_id=70&type=todo`);
    const messages = screen.getByRole('region', { name: '最新消息' });
    expect(within(messages).getByText('未读')).toBeTruthy();
    expect(within(messages).getByText('审批消息')).toBeTruthy();
    fireEvent.click(within(messages).getByRole('link', { name: '您有一条新的审批待办：请假申请' }));
    expect(opened()).toContain('mtype=2');
  });

  it('says when there is nothing yet', async () => {
    app.server.ok(calls.getHomepage, empty);
    renderH5(<PersonalHome onMobile />);
    expect(await screen.findByText('暂无发起的事项')).toBeTruthy();
    expect(screen.getByText('暂无办理的事项')).toBeTruthy();
    expect(screen.getByText('暂无消息')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0 待办事项' })).toBeTruthy();
  });

  it('shows loading, then a failure with a retry that loads it again', async () => {
    app.server.answer(calls.getHomepage.path, 'drop');
    renderH5(<PersonalHome onMobile={false} />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(await screen.findByTestId('homepage-failed')).toBeTruthy();
    app.server.ok(calls.getHomepage, home);
    fireEvent.click(screen.getByTestId('homepage-retry'));
    expect((await screen.findByTestId('homepage-name')).textContent).toBe('王思远');
  });
});

describe('the plugin page', () => {
  const run = TARGET === 'h5' ? it : it.skip;

  run('frames an address of an allowed origin, with a title', async () => {
    app.server.ok(calls.getPluginOrigins, ['https://plugin.example.edu.cn']);
    renderH5(<PluginPage url="https://plugin.example.edu.cn/card?x=1" onMobile={false} />);
    const frame = await screen.findByTitle('个人中心插件');
    expect(frame.getAttribute('src')).toBe('https://plugin.example.edu.cn/card?x=1');
  });

  it('refuses any other address with a clear message, and frames nothing', async () => {
    app.server.ok(calls.getPluginOrigins, ['https://plugin.example.edu.cn']);
    renderH5(<PluginPage url="https://evil.example.com/" onMobile={false} />);
    const refused = await screen.findByTestId('plugin-refused');
    expect(refused.textContent).toContain('该地址不在允许嵌入的插件范围内');
    expect(screen.queryByTestId('plugin-frame')).toBeNull();
  });

  it('says so when no address is given', async () => {
    renderH5(<PluginPage url={undefined} onMobile />);
    expect((await screen.findByTestId('plugin-refused')).textContent).toContain('缺少要打开的插件地址');
  });
});
