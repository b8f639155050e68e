/** Empty, Loading and the toast on both targets: what the user is told while waiting, when there is nothing, and after. */
import { screen } from '@testing-library/react';
import Taro from '@tarojs/taro';
import Empty from '@/ui/empty';
import Loading from '@/ui/loading';
import { showToast } from '@/ui/toast';
import { renderH5, TARGET } from '../support/render';

it('says what is empty', () => {
  renderH5(<Empty description="暂无服务" />);
  expect(screen.getByText('暂无服务')).toBeTruthy();
});

it('announces loading politely as a status', () => {
  renderH5(<Loading label="加载中" />);
  const status = screen.getByRole('status');
  expect(status.textContent).toContain('加载中');
  expect(status.getAttribute('aria-live')).toBe('polite');
});

it('shows a toast with the whole message', async () => {
  showToast({ content: '该服务仅限手机端使用，请在手机上打开', kind: 'error' });
  expect(await screen.findByText('该服务仅限手机端使用，请在手机上打开')).toBeTruthy();
});

// Mini-program only: its toast cuts the text to 7 characters when it shows an icon; H5's toast has no such limit.
(TARGET === 'weapp' ? it : it.skip)('shows a long mini-program toast without an icon rather than cut it', () => {
  const show = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' });
  showToast({ content: '已保存', kind: 'success' });
  showToast({ content: '该服务仅限手机端使用，请在手机上打开', kind: 'error' });
  expect(show.mock.calls.map(([options]) => [options?.title, options?.icon])).toEqual([
    ['已保存', 'success'],
    ['该服务仅限手机端使用，请在手机上打开', 'none'],
  ]);
  show.mockRestore();
});
