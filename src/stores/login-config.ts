/**
 * How this portal signs people in (getLoginConfig): whether campus single sign-on (CAS) is offered and the address
 * of its sign-in frame, and whether off-campus users may register. Asked once per visit; until it answers, and if it
 * fails, neither is offered.
 */
import { create } from 'zustand';
import { H5_BASE } from '@/routes';
import { api } from '@/services/api';

interface LoginConfigState {
  /** The CAS sign-in frame (/api/login/cas), or '' when CAS is off, unknown yet, or out of reach (the mini-program). */
  casLoginUrl: string;
  /** Off-campus sign-up is open (spec §6): the sign-in form offers it. */
  registerEnabled: boolean;
  load(): Promise<void>;
}

let asked: Promise<void> | null = null;
/** Pauses before asking again after each failure in a row; then the next page that needs it asks. */
const RETRY_AFTER_MS = [1_000, 3_000, 10_000];
let failures = 0;

export const useLoginConfig = create<LoginConfigState>((set, get) => ({
  casLoginUrl: '',
  registerEnabled: false,
  load() {
    // CAS signs in through browser redirects; the mini-program has no browser to send there.
    const browser = process.env.TARO_ENV === 'h5';
    asked ??= api
      .getLoginConfig(undefined, { quiet: true })
      .then((config) => {
        failures = 0;
        set({ casLoginUrl: browser && config.cas_enabled ? config.cas_login_url : '', registerEnabled: config.register_enabled });
      })
      .catch(() => {
        asked = null;
        const pause = RETRY_AFTER_MS[failures++];
        if (pause === undefined) failures = 0;
        else setTimeout(() => void get().load(), pause);
      });
    return asked;
  },
}));

/** The CAS sign-in address that brings the browser back to `route` (a spec route, `/matter/m_start?id=7`). */
export function casSignInAddress(casLoginUrl: string, route: string): string {
  return `${casLoginUrl}?redirect_url=${encodeURIComponent(`${H5_BASE}${route}`)}`;
}
