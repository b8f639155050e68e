/**
 * Outside the mini-program a mini-program service shows its QR code to scan with the messaging app (spec §4, §2
 * "Other dialogs"). The dialog and the QR library load on the first such click, outside every page's first load.
 */
import { openLazily } from '@/services/open-lazily';
import type { AppCard } from './use-home-data';

export function openMiniProgram(app: AppCard, _recorded: Promise<void>): void {
  openLazily(() => import('./mini-program-qr'), (m) => m.showMiniProgramQr(app));
}
