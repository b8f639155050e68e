// The mini-program shows phone pages only, where the password form is a page of its own (spec §2 /site/m_changePwd).
import { goTo } from '@/platform/navigation';
import { CHANGE_PASSWORD_ROUTE } from '@/routes';

export function openPasswordDialog(): void {
  goTo(CHANGE_PASSWORD_ROUTE);
}
