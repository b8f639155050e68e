/** Business constants and limits (spec §9), shared by client and server. */

export const HOME_LIST_SIZE = {
  hotApps: 5,
  recentApps: 5,
  favourites: 5,
  todo: 5,
  fillIns: 5,
  notices: 5,
  launched: 3,
} as const;

export const BANNER_INTERVAL_MS = 5000;
export const BANNER_HEIGHT = 240;

export const HEADER_FIXED_AFTER = { layoutOne: 300, layoutTwo: 70 } as const;
export const BACK_TO_TOP_AFTER = 300;

export const CODE_RESEND_SECONDS = 60;
export const FEEDBACK_MAX_LENGTH = 255;
export const FEEDBACK_TYPE_LABEL_MAX = 7;
export const FOLDER_APP_NAME_CUT = [10, 20] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 1000;

export const SEARCH_DEBOUNCE_MS = 30;
export const SEARCH_BLUR_HIDE_MS = 300;
export const SEARCH_CLICK_GRACE_MS = 1000;
export const DEFAULT_THROTTLE_MS = 200;
export const AJAX_IDLE_DELAY_MS = 200;

export const PROGRESS = { target: 98, durationMs: 3000, finishMs: 200 } as const;
export const LOADER_DELAY_MS = 500;

export const MOBILE_MAX_WIDTH = 640;
export const FONT_SCALE = { designWidth: 375, minWidth: 320, maxWidth: 480, base: 100 } as const;

/** Site, rh and system config are cached in local storage (version 5) for an hour. */
export const CONFIG_CACHE = { version: 5, ttlMs: 3_600_000 } as const;
export const DOWNLOAD_FRAME_TTL_MS = 60_000;

export const MINI_PROGRAM_DOWNLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
export const MINI_PROGRAM_DOC_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const;

export const STORAGE_NAME = 'officeDb';
export const UPLOAD_ID_KEY = 'vjuid';

export const DEFAULTS = {
  identity: 'inside',
  loginType: 'password',
  pageVersion: 2,
  version: '1.0',
  env: 'product',
  keywordType: 'user',
  orderBy: 'createdDesc',
  personalPath: 'site/personal',
  template: 'inst',
} as const;

export const PASSWORD_DIALOG_WIDTH = 390;

/** Cookies: the session is http-only; the user id cookie is readable by the client's session logic (spec §4). */
export const SESSION_COOKIE = 'ch_sid';
export const USER_ID_COOKIE = 'ch_uid';

/** Message types (spec §4). */
export const MessageType = { application: 1, approval: 2, notification: 3, urging: 4 } as const;

/** Launched instance status (spec §4). */
export const InstanceStatus = { inProgress: 0, terminated: 1, completed: 2, withdrawn: 4 } as const;

/** Application types (spec §3). */
/** 5: a fill-in mission (填报), filled in periods from 我的填报 rather than started as an application. */
export const AppType = { thirdParty: 4, fillIn: 5, startPageA: 7, startPageB: 8 } as const;

/**
 * Password sign-in asks for the idiom picture challenge after this many failures within the window: per account,
 * and per address (higher, since a campus gateway puts many people behind one address). A challenge is answered
 * once and lives a few minutes.
 */
export const LOGIN_CHALLENGE = { afterAccountFailures: 3, afterAddressFailures: 10, windowMs: 15 * 60_000, ttlMs: 5 * 60_000 } as const;

/** TOTP (RFC 6238): six digits every 30 s, one step either side for clock skew; recovery codes issued at enrolment. */
export const TOTP = { digits: 6, periodSeconds: 30, skewSteps: 1, recoveryCodes: 10 } as const;
/** A sensitive call needs a second factor given within this long in the same session. */
export const SECOND_FACTOR_FRESH_MS = 15 * 60_000;
