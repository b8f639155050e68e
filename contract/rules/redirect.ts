/**
 * Where a sign-in may send the browser next (spec §4 "Login redirect"). An open redirect would let a phishing link
 * borrow the portal's sign-in: so only a path on our own origin, our origin itself or an origin the installation
 * allows is followed. Both the server (after CAS sign-in) and the client (after password sign-in) ask this rule.
 */

export interface RedirectPolicy {
  /** Our origin as users reach it; without one (inside the client) only paths are followed. */
  ownOrigin?: string;
  /** Other origins a redirect may point at. */
  allowedOrigins?: readonly string[];
}

/** The longest redirect followed: an address, not a payload. */
export const REDIRECT_MAX_LENGTH = 1000;

/** Stands in for our origin when none is known, so paths are normalised the same way. */
const NO_ORIGIN = 'https://portal.invalid';

/**
 * The address to go to, or null. A path (`/v2/site/index?id=1`) comes back as a normalised path, an absolute
 * address as a whole one. Refused: other origins, protocol-relative `//host`, any backslash, whitespace or control
 * character (browsers drop or reinterpret them: `/\evil`, `java\tscript:`), schemes other than http(s), credentials
 * in the address, and anything that is neither a path nor an http(s) address (a still-encoded `%2F%2Fevil`).
 * A path is judged as the browser will resolve it, dot segments removed: `/.//evil` and `/v2/..//evil` become
 * `//evil`, another host once sent as a Location.
 */
export function allowedRedirect(raw: string, policy: RedirectPolicy = {}): string | null {
  if (!raw || raw.length > REDIRECT_MAX_LENGTH || /[\\\s\p{Cc}]/u.test(raw)) return null;
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(raw)) return null;
  const own = policy.ownOrigin ?? NO_ORIGIN;
  let url: URL;
  try {
    url = new URL(raw, own);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (isPath) return url.origin === own && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : null;
  return policy.ownOrigin && (url.origin === own || (policy.allowedOrigins ?? []).includes(url.origin)) ? url.href : null;
}
