/**
 * Layout two's user menu offers change password (spec §2): on H5 desktops it opens the dialog, loaded on first use;
 * the mini-program, which has phone pages only, opens the password page instead.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { calls } from '@contract/calls';
import { DesktopPage } from '@/features/frame/desktop-page';
import { appRequestServer } from '../support/app-request-server';
import { siteConfig } from '../support/fixtures';
import { renderH5, TARGET } from '../support/render';
import { signIn } from '../frame/frame-state';

const app = appRequestServer();

beforeEach(() => {
  app.server.ok(calls.getSiteConfig, siteConfig());
  app.server.ok(calls.getRhConfig, {});
  app.server.ok(calls.cHomeGetLinks, []);
  signIn('u-1');
});

it('opens the change-password dialog from the user menu', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
  renderH5(
    <DesktopPage title="首页">
      <p>页面内容</p>
    </DesktopPage>,
  );
  fireEvent.click(within(screen.getByRole('banner')).getByTestId('user-name'));
  await act(async () => fireEvent.click(await screen.findByTestId('user-menu-password')));
  if (TARGET === 'h5') {
    const dialog = await screen.findByTestId('change-password-dialog');
    expect(within(dialog).getByLabelText('原密码')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByTestId('change-password-dialog')).toBeNull();
  } else {
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/account/m_changePwd/index' });
  }
});
