/**
 * The response envelope every API call answers with (spec §3 "Response envelope", §8).
 * `e` is 0 on success; any other value is an error whose meaning the client reads from ErrorCode.
 */
export interface Envelope<D = unknown> {
  e: number;
  m: string;
  d: D;
}

/** Error codes of the spec's catalogue (§8) plus the server's own, all non-zero. */
export const ErrorCode = {
  OK: 0,
  /** Generic business failure (also getDownloadFile: file too large for the mini-program). */
  FAILED: 1,
  /** One-time TOTP verification required. */
  TOTP_REQUIRED: 2,
  /** Input did not match the call's schema. */
  INVALID_INPUT: 400,
  /** Signed in but not allowed. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  /** Unexpected server fault: details are logged, never sent. */
  SERVER_ERROR: 500,
  /** Not signed in: the client goes to the login page. */
  LOGIN_REQUIRED: 10042,
  /** Session revoked: the client logs out. */
  FORCE_LOGOUT: 100421,
  /** Show `m` as an error. */
  SHOW_ERROR: 10044,
  /** One site variant: back to the home page. */
  REDIRECT_HOME: 10055,
  /**
   * Our own, beside the catalogue's 1004x codes: password sign-in needs the idiom picture challenge (after repeated
   * failures), or its answer was wrong or used; the sign-in form shows the picture (GET /site/login/idiom-code).
   */
  CHALLENGE_REQUIRED: 10046,
  // Client-only codes: the request wrapper sets them on its own errors; the server never sends them. They leave 1
  // to its business meaning (spec §8: e = 1 from getDownloadFile is "file over 50M").
  /** The call was aborted or superseded by a newer call with the same key (spec §8: silent). */
  CANCELLED: -1,
  /** No usable answer: the connection failed or the body was not an envelope (spec §8 network failure). */
  NETWORK: -2,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export function ok<D>(d: D, m = 'ok'): Envelope<D> {
  return { e: ErrorCode.OK, m, d };
}

export function fail(e: number, m: string, d: unknown = null): Envelope<unknown> {
  return { e, m, d };
}
