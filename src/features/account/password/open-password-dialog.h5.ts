/**
 * Opens the change-password dialog on H5 (desktops: layout two's user menu, the personal centre). The dialog and its
 * form load on the first open, outside every page's first load (bench/size.bench.ts).
 */
import { openLazily } from '@/services/open-lazily';

export function openPasswordDialog(): void {
  openLazily(() => import('./password-dialog-root'), (m) => m.showPasswordDialog());
}
