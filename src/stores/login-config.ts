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

export const useLoginConfig = create<LoginConfigState>((set) => ({
  casLoginUrl: '',
  registerEnabled: false,
  load() {
    // CAS signs in through browser redirects; the mini-program has no browser to send there.
    const browser = process.env.TARO_ENV === 'h5';
    asked ??= api
      .getLoginConfig(undefined, { quiet: true })
      .then((config) => set({ casLoginUrl: browser && config.cas_enabled ? config.cas_login_url : '', registerEnabled: config.register_enabled }))
      .catch(() => {
        asked = null;
      });
    return asked;
  },
}));

/** The CAS sign-in address that brings the browser back to `route` (a spec route, `/matter/m_start?id=7`). */
export function casSignInAddress(casLoginUrl: string, route: string): string {
  return `${casLoginUrl}?redirect_url=${encodeURIComponent(`${H5_BASE}${route}`)}`;
}
