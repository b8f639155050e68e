/**
 * How a bound phone number and email are shown back (getAccountInfo, getUserName, the answers of update_mobile and
 * setEmail): enough for the owner to recognise them, too little for someone looking over a shoulder or at a log.
 */

/** 13812345678 → 138****5678; empty when none is bound. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return mobile.length >= 8 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** zhang@example.com → z***@example.com: the first character of the name and the whole domain; empty when none. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${Array.from(email)[0]}***${email.slice(at)}`;
}
