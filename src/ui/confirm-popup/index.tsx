/** Built on the popup and button primitives, so one file serves both targets. */
import type { FC } from 'react';
import Button from '../button';
import Popup from '../popup';
import type { ConfirmPopupProps } from './types';

const ConfirmPopup: FC<ConfirmPopupProps> = ({ visible, title, children, cancelLabel, confirmLabel, onConfirm, onClose, busy = false, position = 'center', testId }) => (
  <Popup
    visible={visible}
    title={title}
    onClose={onClose}
    position={position}
    testId={testId}
    initialFocus="title"
    footer={
      <>
        <Button onClick={onClose} testId={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button kind="primary" loading={busy} disabled={busy} onClick={onConfirm} testId={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    {children}
  </Popup>
);

export default ConfirmPopup;
export type { ConfirmPopupProps };
