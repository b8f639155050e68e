/**
 * The query flags of spec §2, read from the address the visit opened with and kept for the browser session, since
 * moving between pages drops the query: fromZzkh=1 (opened inside the comprehensive assessment system, which draws
 * its own header), debug=1 (console debugging), hiddenHeader=y (one school's variant without the header) and
 * printer=1 (a self-service printer's browser: sign-out returns to its login page, spec §4 "Login redirect").
 */
import { sessionCache } from '@/services/session-cache';

export interface VisitFlags {
  fromZzkh: boolean;
  debug: boolean;
  hiddenHeader: boolean;
  printer: boolean;
}

const KEY = 'visit_flags';

export function flagsOfQuery(search: string, kept: Partial<VisitFlags> = {}): VisitFlags {
  const params = new URLSearchParams(search);
  return {
    fromZzkh: params.get('fromZzkh') === '1' || Boolean(kept.fromZzkh),
    debug: params.get('debug') === '1' || Boolean(kept.debug),
    hiddenHeader: params.get('hiddenHeader') === 'y' || Boolean(kept.hiddenHeader),
    printer: params.get('printer') === '1' || Boolean(kept.printer),
  };
}

let flags: VisitFlags | undefined;

/** This visit's flags; on H5 the first call reads the address (before the router rewrites it) and keeps them. */
export function visitFlags(): VisitFlags {
  if (!flags) {
    const search = process.env.TARO_ENV === 'h5' ? window.location.search : '';
    flags = flagsOfQuery(search, sessionCache.get<Partial<VisitFlags>>(KEY));
    sessionCache.set(KEY, flags);
  }
  return flags;
}

/** Whether the desktop and mobile headers are left out (the host system or the school's variant draws its own). */
export function headerHidden(): boolean {
  const { fromZzkh, hiddenHeader } = visitFlags();
  return fromZzkh || hiddenHeader;
}
