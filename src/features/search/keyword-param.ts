/**
 * The keyword in the results page's query. Taro hands query values as they stood in the address, still
 * percent-encoded when the page was opened from the address bar or by src/platform/navigation; a value that is not
 * valid encoding (already decoded, with a bare %) is taken as it is.
 */
export function keywordParam(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
