/** The ConfirmPopup primitive on both targets: the question, the way back first, and one press of the action while it runs. */
import { fireEvent, screen, within } from '@testing-library/react';
import ConfirmPopup from '@/ui/confirm-popup';
import { renderH5 } from '../support/render';

const question = (props: { busy?: boolean; onConfirm?: () => void; onClose?: () => void }) => (
  <ConfirmPopup visible title="取消预约" cancelLabel="再想想" confirmLabel="确定取消" busy={props.busy} onConfirm={props.onConfirm ?? (() => undefined)} onClose={props.onClose ?? (() => undefined)} testId="cancel-dialog">
    <p>取消后名额将让给候补的同学。</p>
  </ConfirmPopup>
);

it('asks its question in a dialog named by its title, with the way back before the action', async () => {
  renderH5(question({}));
  const dialog = await screen.findByRole('dialog', { name: '取消预约' });
  expect(within(dialog).getByText('取消后名额将让给候补的同学。')).toBeTruthy();
  const back = within(dialog).getByRole('button', { name: '再想想' });
  const action = within(dialog).getByRole('button', { name: '确定取消' });
  expect(back.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('confirms with its action and goes back with its cancel', async () => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  renderH5(question({ onConfirm, onClose }));
  fireEvent.click(await screen.findByTestId('cancel-dialog-cancel'));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByTestId('cancel-dialog-confirm'));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('takes no second press of the action while it runs', async () => {
  const onConfirm = jest.fn();
  renderH5(question({ busy: true, onConfirm }));
  fireEvent.click(await screen.findByTestId('cancel-dialog-confirm'));
  expect(onConfirm).not.toHaveBeenCalled();
});
