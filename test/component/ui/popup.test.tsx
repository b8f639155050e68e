/** The Popup primitive on both targets: a dialog named by its title, closed by its close button, centred or a sheet. */
import { fireEvent, screen, within } from '@testing-library/react';
import Popup from '@/ui/popup';
import { renderH5 } from '../support/render';

const popup = (props: { visible?: boolean; position?: 'center' | 'bottom'; onClose?: () => void; dismissible?: boolean }) => (
  <Popup visible={props.visible ?? true} title="学生事务" onClose={props.onClose ?? (() => undefined)} position={props.position} dismissible={props.dismissible}>
    <p>文件夹里的服务</p>
  </Popup>
);

it('is a dialog named by its title, showing its content', async () => {
  renderH5(popup({}));
  const dialog = await screen.findByRole('dialog', { name: '学生事务' });
  expect(within(dialog).getByText('文件夹里的服务')).toBeTruthy();
});

it('closes with its close button', async () => {
  const onClose = jest.fn();
  renderH5(popup({ onClose }));
  fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows nothing when not visible', () => {
  renderH5(popup({ visible: false }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('is a centred dialog by default and a bottom sheet when asked', async () => {
  // jsdom has no layout: the class popup.scss places the popup by is what shows the position.
  const [centre, sheet] = ['.ch-popup--dialog', '.ch-popup--sheet'];
  const { unmount } = renderH5(popup({}));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.closest(centre)).not.toBeNull();
  expect(dialog.closest(sheet)).toBeNull();
  unmount();
  renderH5(popup({ position: 'bottom' }));
  expect((await screen.findByRole('dialog')).closest(sheet)).not.toBeNull();
});

it('keeps open on a tap outside and has no close icon when not dismissible', async () => {
  const onClose = jest.fn();
  renderH5(popup({ onClose, dismissible: false }));
  const dialog = await screen.findByRole('dialog', { name: '学生事务' });
  expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  fireEvent.click(dialog.parentElement as HTMLElement);
  expect(onClose).not.toHaveBeenCalled();
});

it('closes on a tap outside when dismissible', async () => {
  const onClose = jest.fn();
  renderH5(popup({ onClose }));
  fireEvent.click((await screen.findByRole('dialog')).parentElement as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(1);
});
