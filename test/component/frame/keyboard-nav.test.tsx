/**
 * Keyboard and screen-reader landing (issue: focus after every step): the one live region, the focus a page takes
 * when it opens, the desktop skip link, the top menu's submenu keys, dropdowns closing back onto their trigger, and
 * an action's result taking the focus. H5 only: the mini-program has no keyboard focus to move.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { MenuBar } from '@/layouts/frame/menu-bar';
import { UserMenu } from '@/layouts/frame/user-menu';
import { announce } from '@/platform/announce';
import { focusOpenedPage } from '@/platform/page-focus';
import { ResultCard } from '@/features/matters/shared/result-card';
import { renderH5, TARGET } from '../support/render';
import { serveLayoutCalls, signIn, signOut, useSite } from './frame-state';

serveLayoutCalls();
beforeEach(() => {
  signOut();
  useSite();
});

const describeH5 = TARGET === 'h5' ? describe : describe.skip;
const regions = () => document.querySelectorAll('[aria-live="polite"][role="status"]');

describeH5('the live region', () => {
  it('is one polite status region for the app, saying the latest text again when it repeats', async () => {
    announce('服务大厅');
    await waitFor(() => expect(regions()[0]?.textContent).toBe('服务大厅'));
    announce('服务大厅');
    expect(regions()[0]?.textContent).toBe('');
    announce('我的待办');
    await waitFor(() => expect(regions()[0]?.textContent).toBe('我的待办'));
    expect(regions()).toHaveLength(1);
  });
});

describeH5('a page that opens', () => {
  const page = (heading: boolean) =>
    render(
      <div data-testid="page">
        <button type="button">页头</button>
        <div role="main" aria-label="办事大厅">
          {heading ? <div role="heading" aria-level={1}>办事大厅</div> : null}
          <button type="button">申请</button>
        </div>
      </div>,
    );
  // jsdom lays nothing out; every element counts as shown.
  beforeAll(() => {
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterAll(() => jest.restoreAllMocks());

  it('gives its level-one heading the focus, without a Tab stop, and says its title', async () => {
    page(true);
    focusOpenedPage(() => screen.getByTestId('page'), () => '办事大厅');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(regions()[0]?.textContent).toBe('办事大厅'));
  });

  it('gives its main region the focus when no heading comes', () => {
    jest.useFakeTimers();
    page(false);
    focusOpenedPage(() => screen.getByTestId('page'), () => '办事大厅');
    jest.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
    jest.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    jest.useRealTimers();
  });

  it('hands the focus from the main region to the heading when a slow page’s heading comes', () => {
    jest.useFakeTimers();
    const { rerender } = render(
      <div data-testid="page">
        <div role="main" aria-label="学生请假申请" />
      </div>,
    );
    focusOpenedPage(() => screen.getByTestId('page'), () => '学生请假申请');
    jest.advanceTimersByTime(2000);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    rerender(
      <div data-testid="page">
        <div role="main" aria-label="学生请假申请">
          <div role="heading" aria-level={1}>
            学生请假申请
          </div>
        </div>
      </div>,
    );
    jest.advanceTimersByTime(200);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    jest.useRealTimers();
  });

  it('leaves the focus where the reader already put it inside the page', async () => {
    page(false);
    screen.getByRole('button', { name: '申请' }).focus();
    focusOpenedPage(() => screen.getByTestId('page'), () => '办事大厅');
    await waitFor(() => expect(regions()[0]?.textContent).toBe('办事大厅'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '申请' }));
  });

  it('leaves the focus in a dialog the page opened', async () => {
    page(true);
    render(
      <div role="dialog" aria-label="动态口令">
        <button type="button">确定</button>
      </div>,
    );
    screen.getByRole('button', { name: '确定' }).focus();
    focusOpenedPage(() => screen.getByTestId('page'), () => '办事大厅');
    await waitFor(() => expect(regions()[0]?.textContent).toBe('办事大厅'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
  });
});

describeH5('the desktop skip link', () => {
  it('is the first Tab stop and takes the focus to the main region, which the page title names', () => {
    renderH5(
      <DesktopLayout title="办事大厅">
        <p>页面内容</p>
      </DesktopLayout>,
    );
    const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]');
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main', { name: '办事大厅' });
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('reads Skip to main content in English', () => {
    renderH5(
      <DesktopLayout title="Service hall">
        <p>content</p>
      </DesktopLayout>,
      'en',
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
  });
});

describeH5('the top menu', () => {
  const button = () => screen.getByRole('button', { name: '我的任务子菜单' });
  const menu = () => document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
  const items = () => Array.from(menu().querySelectorAll<HTMLElement>('[role="menuitem"]'));

  it('opens a submenu by Enter, not by focus, and moves with the arrow keys', async () => {
    renderH5(<MenuBar />);
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    button().focus();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button(), { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(items()[0]));
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(items().map((el) => el.textContent)).toEqual(['待办事项', '知会我的', '我的填报']);
    fireEvent.keyDown(items()[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[1]);
    fireEvent.keyDown(items()[1], { key: 'End' });
    expect(document.activeElement).toBe(items()[2]);
    fireEvent.keyDown(items()[2], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
  });

  it('closes on Escape with the focus back on its button, and when the focus leaves it', async () => {
    renderH5(<MenuBar />);
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(items()[0]));
    fireEvent.keyDown(items()[0], { key: 'Escape' });
    expect(document.activeElement).toBe(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button(), { key: ' ' });
    await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.blur(items()[0], { relatedTarget: screen.getByTestId('menu-home') });
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});

describeH5('a header dropdown', () => {
  // Set aside: since campus midnight of 2026-11-28 the focus stays on the page instead of returning, on a quiet
  // machine too, with the client unchanged since a run where it passed; to be found and fixed first.
  it('closes on Escape with the focus back on its trigger', async () => {
    signIn('2023010101');
    renderH5(<UserMenu signIn />);
    const trigger = screen.getByTestId('user-name');
    fireEvent.click(trigger);
    const logout = await screen.findByTestId('logout');
    logout.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('logout')).toBeNull());
    // The focus goes back once the menu has gone, which a busy machine may show a moment later.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describeH5('an action result', () => {
  it('takes the focus on its heading, so the outcome is read and the next control is one Tab away', () => {
    act(() => {
      renderH5(
        <ResultCard title="已同意" testId="examine-done">
          <button type="button">返回待办</button>
        </ResultCard>,
      );
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: '已同意' }));
  });
});
