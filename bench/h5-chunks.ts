/**
 * Which files of the H5 build a page needs before it can render: the scripts index.html loads (the entry), plus the
 * chunks its route loads. Taro's app entry lists each page as `"path":"pages/…","load":function load(…){return[
 * <require>.e(<chunk id>)….then(…)` and webpack names the chunk file `js/<chunk id>.<contenthash>.js` (config/index.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const scriptSrc = /<script[^>]+src="\/v2\/([^"]+\.js)"/g;
/** An inline script's body: it may write a script of its own (config/h5-first-load.ts). */
const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function indexHtml(h5Dir: string): string {
  return readFileSync(path.join(h5Dir, 'index.html'), 'utf8');
}

/** Paths relative to the build folder, e.g. `js/app.0a1b2c3d.js`: the scripts index.html loads in every browser. */
export function entryScripts(h5Dir: string): string[] {
  const tags = indexHtml(h5Dir).replace(inlineScript, '');
  return [...tags.matchAll(scriptSrc)].map((m) => m[1]);
}

/** The scripts index.html's inline scripts load only in some browsers (the fetch polyfills, where fetch is missing). */
export function onDemandScripts(h5Dir: string): string[] {
  return [...indexHtml(h5Dir).matchAll(inlineScript)].flatMap((m) => [...m[1].matchAll(scriptSrc)].map((s) => s[1]));
}

/**
 * The chunk files the page at `pagePath` (e.g. `pages/site/m_indexs/index`) loads on top of the entry. Throws when the
 * route table cannot be read, so a change in Taro's output shows up as a failed benchmark, not as a smaller figure.
 */
export function routeChunks(h5Dir: string, pagePath: string): string[] {
  const entry = entryScripts(h5Dir).find((f) => /(^|\/)app\.[^/]*\.js$/.test(f));
  if (!entry) throw new Error('index.html loads no app.*.js: cannot find the route table');
  const code = readFileSync(path.join(h5Dir, entry), 'utf8');
  const start = code.indexOf(`"path":${JSON.stringify(pagePath)},"load":`);
  const end = start < 0 ? -1 : code.indexOf('.then(', start);
  if (end < 0) throw new Error(`${entry} has no route loader for ${pagePath}`);
  const ids = [...code.slice(start, end).matchAll(/\.e\("?([\w-]+)"?\)/g)].map((m) => m[1]);
  const files = readdirSync(path.join(h5Dir, 'js'));
  return ids.map((id) => {
    const file = files.find((f) => new RegExp(`^${id}\\.[0-9a-f]+\\.js$`).test(f));
    if (!file) throw new Error(`chunk ${id} of ${pagePath} has no file in js/`);
    return `js/${file}`;
  });
}
