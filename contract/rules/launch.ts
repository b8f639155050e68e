/**
 * Whether and where a service may be started (spec §5 "Mobile-limit", the deadline and the audience), and what a
 * click on its card does (spec §4 "Third-party app click").
 */
import { AppType } from '../constants';
import type { AppCard } from '../schemas';
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

/** Links to campus hall pages and booking venues open outside the portal, by app id (spec §2 "Other dialogs"). */
export const EXTERNAL_LINK_APP_IDS: readonly number[] = [8, 9, 10, 11, 12, 13, 14, 15, 18];

/** Types 7 and 8 open their start page (spec §2 route list; §4 search results). */
export function isStartPageType(type: number): boolean {
  return type === AppType.startPageA || type === AppType.startPageB;
}

type LaunchFacts = Pick<AppCard, 'id' | 'type' | 'is_folder' | 'mobile_limit' | 'jump_type' | 'terminal' | 'url' | 'url_pc' | 'url_mobile'>;

/** A third-party link's address: the mobile one on a phone, the pc one on a desktop when terminal is 1, else url. */
export function thirdPartyUrl(app: Pick<AppCard, 'terminal' | 'url' | 'url_pc' | 'url_mobile'>, onMobile: boolean): string {
  if (onMobile) return app.url_mobile || app.url;
  return app.terminal === 1 && app.url_pc ? app.url_pc : app.url;
}

export type LaunchStep =
  | { kind: 'folder' }
  | { kind: 'refuse'; text: Extract<TextKey, 'desktopOnly' | 'mobileOnly'> }
  /** A third-party service (type 4): its click is recorded first. */
  | { kind: 'thirdPartyLink'; url: string }
  | { kind: 'miniProgram' }
  | { kind: 'external'; url: string }
  | { kind: 'page'; route: string };

/**
 * What a click on a service card does, in this order: a folder opens; a service limited to the other client says
 * where to go; a third-party link or mini-program opens as spec §4 says; an app id of the campus hall or a venue opens
 * its address; types 7 and 8 their start page; anything else its detail page (mobile twins on a phone).
 */
export function launchStep(app: LaunchFacts, onMobile: boolean): LaunchStep {
  if (app.is_folder === 1) return { kind: 'folder' };
  const limit = mobileLimitProblem(app.mobile_limit, onMobile);
  if (limit) return { kind: 'refuse', text: limit };
  if (app.type === AppType.thirdParty && app.jump_type === 2) return { kind: 'miniProgram' };
  const link = thirdPartyUrl(app, onMobile);
  if (app.type === AppType.thirdParty && app.jump_type === 1 && link) return { kind: 'thirdPartyLink', url: link };
  if (EXTERNAL_LINK_APP_IDS.includes(app.id) && link) return { kind: 'external', url: link };
  const page = isStartPageType(app.type) ? 'start' : 'detail';
  return { kind: 'page', route: `/matter/${onMobile ? 'm_' : ''}${page}` };
}

/** json_small_data as an object; anything else (empty, not JSON, not an object) reads as no data. */
function smallData(json: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(json);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The mini-program a service jumps to, from json_small_data: its app id (`appid` or `appId`), the page path and
 * whatever else the service put there, passed on as extra data. Null when no app id is given.
 */
export function miniProgramTarget(json: string): { appId: string; path: string; extras: Record<string, unknown> } | null {
  const { appid, appId, path, ...extras } = smallData(json);
  const id = appId ?? appid;
  if (typeof id !== 'string' || !id) return null;
  return { appId: id, path: typeof path === 'string' ? path : '', extras };
}

const HTTP_URL = /^https?:\/\//i;

/**
 * What the mini-program's QR code encodes outside the mini-program: the registered plain-link QR address (qrcode),
 * else the web address json_small_data's `url`, url_mobile or url gives. Only http(s) addresses: a page path means
 * nothing to a scanner. Null when there is none.
 */
export function miniProgramQrText(app: Pick<AppCard, 'qrcode' | 'json_small_data' | 'url_mobile' | 'url'>): string | null {
  const candidates = [app.qrcode, smallData(app.json_small_data).url, app.url_mobile, app.url];
  return candidates.find((c): c is string => typeof c === 'string' && HTTP_URL.test(c)) ?? null;
}
