/**
 * Layouts take features through slots the page fills (issue 5: a layout never imports a feature): the search box,
 * header actions and a right rail; the sign-in pages turn the sign-in button off.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { DesktopLayout } from '@/layouts/desktop/desktop-layout';
import { MobileFrame } from '@/layouts/mobile/mobile-frame';
import { serveLayoutCalls } from './frame/frame-state';
import { renderH5 } from './support/render';

serveLayoutCalls();

it('shows what the page puts in the desktop slots beside its own header', async () => {
  renderH5(
    <DesktopLayout
      title="首页"
      search={<input aria-label="搜索服务" />}
      headerActions={<button type="button">AI 服务大厅</button>}
      rightRail={<p>我的审批</p>}
    >
      <p>页面内容</p>
    </DesktopLayout>,
  );
  const header = screen.getByRole('banner');
  expect(within(header).getByTestId('menu-home').textContent).toBe('首页');
  fireEvent.click(within(header).getByTestId('search-toggle'));
  expect(within(header).getByLabelText('搜索服务')).toBeTruthy();
  expect(within(header).getByRole('button', { name: 'AI 服务大厅' })).toBeTruthy();
  expect(within(header).getByTestId('login-button')).toBeTruthy();
  expect(within(screen.getByRole('complementary')).getByText('我的审批')).toBeTruthy();
  expect(within(screen.getByRole('main')).getByText('页面内容')).toBeTruthy();
  expect(await screen.findByText('示范大学网上办事大厅', { selector: '.ch-two__brand-name' })).toBeTruthy();
});

it('leaves out the sign-in button on a sign-in page, and has no right rail unless given one', () => {
  renderH5(
    <MobileFrame title="登录" signIn={false} headerActions={<button type="button">扫一扫</button>}>
      <p>登录表单</p>
    </MobileFrame>,
  );
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('button', { name: '扫一扫' })).toBeTruthy();
  expect(screen.queryByTestId('login-button')).toBeNull();
  expect(screen.queryByRole('complementary')).toBeNull();
});
