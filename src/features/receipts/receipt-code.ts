/**
 * A check code as someone types it (contract/calls/receipts.ts): 12 Crockford base32 characters, printed
 * XXXX-XXXX-XXXX. Case, spaces and dashes do not matter; the server also reads O as 0 and I or L as 1.
 */
const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** The characters of a code, upper case, without separators, O/I/L read as the digits they stand for. */
export function codeCharacters(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** What the field shows while typing: upper case, grouped in fours (at most 12 characters). */
export function formatTyped(input: string): string {
  const chars = input.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 12);
  return chars.match(/.{1,4}/g)?.join('-') ?? '';
}

/** The code to send, or null when what was typed cannot be one. */
export function typedCode(input: string): string | null {
  const chars = codeCharacters(input);
  return CROCKFORD.test(chars) ? chars.match(/.{4}/g)!.join('-') : null;
}
