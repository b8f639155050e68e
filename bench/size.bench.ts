/**
 * Size benchmark: H5 first-load JS (gzip, the entry chunks index.html loads) and the weapp main package.
 * Run after `npm run build:h5` and `npm run build:weapp`; writes bench/results/size.json.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(__dirname, '..');
const h5 = path.join(root, 'dist/h5');
const weapp = path.join(root, 'dist/weapp');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

function h5Sizes() {
  if (!existsSync(path.join(h5, 'index.html'))) return null;
  const html = readFileSync(path.join(h5, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/v2\/([^"]+\.js)"/g)].map((m) => m[1]);
  const gz = (rel: string) => gzipSync(readFileSync(path.join(h5, rel))).length;
  const allJs = files(h5).filter((f) => f.endsWith('.js'));
  const allCss = files(h5).filter((f) => f.endsWith('.css'));
  return {
    entryChunks: entry.map((f) => ({ file: f, gzipKB: kb(gz(f)) })),
    firstLoadJsGzipKB: kb(entry.reduce((sum, f) => sum + gz(f), 0)),
    allJsGzipKB: kb(allJs.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0)),
    allCssGzipKB: kb(allCss.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0)),
  };
}

function weappSizes() {
  if (!existsSync(path.join(weapp, 'app.json'))) return null;
  const app = JSON.parse(readFileSync(path.join(weapp, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] };
  const subRoots = (app.subPackages ?? []).map((s) => path.join(weapp, s.root));
  const all = files(weapp).filter((f) => !f.endsWith('.LICENSE.txt') && !f.endsWith('project.config.json'));
  const main = all.filter((f) => !subRoots.some((r) => f.startsWith(r)));
  const bytes = (list: string[]) => list.reduce((sum, f) => sum + statSync(f).size, 0);
  // The messaging app allows 2 MB per package.
  return { mainPackageKB: kb(bytes(main)), totalKB: kb(bytes(all)), limitKB: 2048 };
}

const result = { at: new Date().toISOString(), h5: h5Sizes(), weapp: weappSizes() };
writeFileSync(path.join(root, 'bench/results/size.json'), JSON.stringify(result, null, 2));
if (result.h5) {
  console.log(`H5 first-load JS: ${result.h5.firstLoadJsGzipKB} KB gzip in ${result.h5.entryChunks.length} entry chunks`);
  console.log(`H5 all JS: ${result.h5.allJsGzipKB} KB gzip; all CSS: ${result.h5.allCssGzipKB} KB gzip`);
} else console.log('H5 build missing: run npm run build:h5');
if (result.weapp) console.log(`weapp main package: ${result.weapp.mainPackageKB} KB (limit ${result.weapp.limitKB} KB)`);
else console.log('weapp build missing: run npm run build:weapp');
if (result.weapp && result.weapp.mainPackageKB > result.weapp.limitKB) process.exitCode = 1;
