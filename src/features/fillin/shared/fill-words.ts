/** A mission as the fill-in pages word it: its status, its period kind, and stamps to the minute. */
import type { FillinPeriodKind, FillinStatus } from '@contract/rules/fillin';
import { useFillinTranslation } from '../i18n';
import { stampText } from '../rules/words';

/** The campus's year now (campus time is UTC+8 all year). */
export const campusYear = (now = Date.now()) => String(new Date(now + 8 * 3_600_000).getUTCFullYear());

export function useFillWords() {
  const { t } = useFillinTranslation();
  const year = campusYear();
  return {
    status: (status: FillinStatus) => t(`fillStatus_${status}`),
    kind: (kind: FillinPeriodKind) => t(`kind_${kind}`),
    stamp: (stamp: string) => stampText(stamp, year),
  };
}
