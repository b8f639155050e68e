/**
 * The feedback dialog drawn into a root of its own, as the change-password dialog is: any desktop page's right
 * navigation opens it without the page holding a place for it. Closing removes it, so it opens empty every time.
 */
import { createRoot } from 'react-dom/client';
import { FeedbackDialog } from './feedback-dialog';

export function showFeedbackDialog(): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<FeedbackDialog onClose={close} />);
}
