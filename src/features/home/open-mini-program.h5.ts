/**
 * Outside the mini-program a mini-program service shows its QR code to scan with the messaging app (spec §4, §2
 * "Other dialogs"). The dialog and the QR library load on the first such click, outside every page's first load.
 */
import type { AppCard } from './use-home-data';

export function openMiniProgram(app: AppCard, _recorded: Promise<void>): void {
  import('./mini-program-qr').then((m) => m.showMiniProgramQr(app)).catch(() => undefined);
}
