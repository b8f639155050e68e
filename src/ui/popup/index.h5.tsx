import { useId } from 'react';
import { CenterPopup, Popup as AntPopup } from 'antd-mobile';
import type { PopupProps } from './types';
import './popup.scss';

export default function Popup({ visible, title, onClose, closeLabel, children, position = 'center' }: PopupProps) {
  const titleId = useId();
  const body = (
    <div className="ch-popup" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="ch-popup__header">
        <h2 id={titleId} className="ch-popup__title">
          {title}
        </h2>
        <button type="button" className="ch-popup__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="ch-popup__body">{children}</div>
    </div>
  );
  return position === 'bottom' ? (
    <AntPopup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '80vh' }}>
      {body}
    </AntPopup>
  ) : (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} style={{ '--min-width': 'min(90vw, 640px)' }}>
      {body}
    </CenterPopup>
  );
}
