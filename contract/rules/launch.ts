/** Whether and where a service may be started (spec §5 "Mobile-limit", the deadline and the audience). */
import type { TextKey } from '../texts';
import type { Audience } from './audience';

export function mobileLimitProblem(mobileLimit: number, onMobile: boolean): Extract<TextKey, 'desktopOnly' | 'mobileOnly'> | null {
  if (mobileLimit === 1 && onMobile) return 'desktopOnly';
  if (mobileLimit === 2 && !onMobile) return 'mobileOnly';
  return null;
}

/** Types started through a form here: 1–3 applications, 7 and 8 start-page (booking) types. 4 is a link. */
export function isApplicationType(type: number): boolean {
  return type !== 4;
}

export interface StartCheck {
  type: number;
  hasForm: boolean;
  audiences: readonly Audience[];
  mobileLimit: number;
  /** The deadline as the card shows it, `YYYY-MM-DD HH:mm:ss` in campus time, or empty. */
  duringUpper: string;
  signedIn: boolean;
  callerAudience: Audience;
  onMobile: boolean;
  /** Now, in the same format as the deadline. */
  now: string;
}

/** The first reason a caller may not start a service now, or null when they may. */
export function startProblem(c: StartCheck): TextKey | null {
  if (!isApplicationType(c.type) || !c.hasForm) return 'startNotApplication';
  if (!c.signedIn) return 'startNeedsSignIn';
  if (!c.audiences.includes(c.callerAudience)) return 'startNotForAudience';
  if (c.duringUpper && c.duringUpper < c.now) return 'startClosed';
  return mobileLimitProblem(c.mobileLimit, c.onMobile);
}
