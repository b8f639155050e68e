/**
 * The Content-Security-Policy of the portal. Scripts run only from our origin, plus the exact inline scripts
 * the built app shell carries (by their SHA-256), never arbitrary inline script. Pictures come from our origin,
 * data: (generated ones) and the configured image hosts only, so rich text cannot load a tracking pixel. Frames
 * show our own pages and the configured plugin origins only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `'sha256-…'` sources for each inline <script> of the built index.html (none when there is no build). */
export function inlineScriptHashes(staticDir: string): string[] {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function contentSecurityDirectives(staticDir: string, imageOrigins: readonly string[], pluginOrigins: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(staticDir)],
    // antd-mobile and the layouts set styles inline (positions, CSS variables).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...imageOrigins],
    connectSrc: ["'self'"],
    // The personal centre's plugins (PLUGIN_ORIGINS) are the only other pages the portal frames.
    frameSrc: ["'self'", ...pluginOrigins],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  };
}
