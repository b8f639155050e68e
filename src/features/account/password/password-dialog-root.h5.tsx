/**
 * The change-password dialog drawn into a root of its own, as the mini-program QR dialog is: any desktop page's user
 * menu opens it without the page holding a place for it. Closing removes it, so it opens empty every time.
 */
import { createRoot } from 'react-dom/client';
import { PasswordDialog } from './password-dialog';

export function showPasswordDialog(): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<PasswordDialog visible onClose={close} />);
}
