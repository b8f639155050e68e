/**
 * The keyword in the results page's query. H5's router hands query values decoded; the mini-program hands them as
 * they were sent (encoded by src/platform/navigation). A value that is not valid encoding is taken as it is.
 */
export function keywordParam(raw: string | undefined): string {
  if (!raw) return '';
  if (process.env.TARO_ENV === 'h5') return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
