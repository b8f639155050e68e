import { useEffect, useId, useRef, type FC } from 'react';
import { createPortal } from 'react-dom';
import type { PopupProps } from './types';
import './popup.scss';

// A dialog of our own: antd-mobile's Popup and CenterPopup would bring an animation and a gesture library into every
// page's first load (issue 5). It takes the focus when it opens, Escape and the mask (when dismissible) close it,
// and the focus goes back to where it was.
const Popup: FC<PopupProps> = ({ visible, title, onClose, closeLabel, children, footer, position = 'center', dismissible = true, width, testId }) => {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!visible) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [visible]);

  if (!visible) return null;
  return createPortal(
    <div className={`ch-popup-mask ch-popup-mask--${position}`} onClick={dismissible ? onClose : undefined}>
      <div
        ref={panel}
        className={`ch-popup ${position === 'bottom' ? 'ch-popup--sheet' : 'ch-popup--dialog'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={width ? { width: `${width}px`, maxWidth: '90vw' } : undefined}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="ch-popup__header">
          <h2 id={titleId} className="ch-popup__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="ch-popup__close" onClick={onClose} aria-label={closeLabel}>
              ×
            </button>
          ) : null}
        </div>
        <div className="ch-popup__body">{children}</div>
        {footer ? <div className="ch-popup__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
};

export default Popup;
