/**
 * The right navigation's official-account QR (spec §2): shown on hover when the message settings give a QR image
 * and none of the user's message channels is switched on, so the QR invites them to follow the account.
 */
import type { MessageSettings } from '@contract/calls/messages';

export function officialAccountQr(settings: MessageSettings | null): string | null {
  if (!settings?.qrcode) return null;
  const channels = Object.values(settings.channels);
  const anyOn = channels.some((c) => c.real.select === '1' || c.timing.select === '1');
  return anyOn ? null : settings.qrcode;
}
