/**
 * Which page the personal centre may embed (spec §2 /site/personal/redirect?url={encoded}): an http(s) address on an
 * origin the installation allows (PLUGIN_ORIGINS), nothing else, so the route is no open redirect and no frame for
 * any page a link names. The address is judged as the browser will load it: credentials, whitespace, control
 * characters and backslashes (which browsers drop or reinterpret) are refused outright.
 */
import { REDIRECT_MAX_LENGTH } from './redirect';

/** The address to embed, normalised, or null when it is refused. */
export function allowedPluginUrl(raw: string | undefined, allowedOrigins: readonly string[]): string | null {
  if (!raw || raw.length > REDIRECT_MAX_LENGTH || /[\\\s\p{Cc}]/u.test(raw) || !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

/**
 * The `url` query value as the page receives it: percent-encoded as it stood in the address (spec §2 `{encoded}`),
 * decoded once. A value that is no valid encoding comes back as it is (and the allow-list judges it).
 */
export function pluginParam(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
