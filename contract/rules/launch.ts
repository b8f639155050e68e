/** Where a service may be started (spec §5 "Mobile-limit"): the text key to show, or null when allowed. */
import type { TextKey } from '../texts';

export function mobileLimitProblem(mobileLimit: number, onMobile: boolean): Extract<TextKey, 'desktopOnly' | 'mobileOnly'> | null {
  if (mobileLimit === 1 && onMobile) return 'desktopOnly';
  if (mobileLimit === 2 && !onMobile) return 'mobileOnly';
  return null;
}
