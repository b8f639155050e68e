import { useEffect, useId, useRef, type FC } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/i18n';
import { openLayer } from './dialog-stack';
import { initialTarget } from './focusable';
import { takeOpener } from './opener';
import type { PopupProps } from './types';
import './popup.scss';

// A dialog of our own: antd-mobile's Popup and CenterPopup would bring an animation and a gesture library into every
// page's first load (issue 5). While open it is the top layer of dialog-stack.ts (focus kept inside, Escape closes
// it alone, the rest inert); it takes the focus when it opens and gives it back to its opener when it closes.
const Popup: FC<PopupProps> = (props) => {
  const { visible, title, onClose, children, footer, position = 'center', dismissible = true, width, initialFocus = 'field', testId } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const mask = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const wish = useRef(initialFocus);
  wish.current = initialFocus;

  useEffect(() => {
    if (!visible || !mask.current || !panel.current || !heading.current) return;
    const opener = takeOpener(panel.current);
    const closeLayer = openLayer({ mask: mask.current, panel: panel.current, close: () => close.current() });
    initialTarget(panel.current, heading.current, closeButton.current, wish.current).focus();
    return () => {
      // The layer goes first: the dialog below stops being inert, so an opener inside it can take the focus.
      closeLayer();
      opener.restore();
    };
  }, [visible]);

  if (!visible) return null;
  return createPortal(
    <div ref={mask} className={`ch-popup-mask ch-popup-mask--${position}`} onClick={dismissible ? onClose : undefined}>
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
          <h2 ref={heading} id={titleId} className="ch-popup__title" tabIndex={-1}>
            {title}
          </h2>
          {dismissible ? (
            <button ref={closeButton} type="button" className="ch-popup__close" onClick={onClose} aria-label={t('dialogClose')}>
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
