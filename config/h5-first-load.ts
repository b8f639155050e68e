/**
 * What the H5 build keeps out of the entry, which every first load downloads (bench/size.bench.ts: the mobile home
 * within 150 KB gzip JS). Each is something Taro puts into every app's entry.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IH5Config } from '@tarojs/taro/types/compile';
import type { Compiler } from 'webpack';

type Chain = Parameters<NonNullable<IH5Config<'webpack5'>['webpackChain']>>[0];

/** What this file uses of html-webpack-plugin 5, whose tag hooks let a plugin add to index.html. */
interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean>;
  innerHTML?: string;
  meta: { plugin?: string };
}

interface HtmlPluginClass {
  getHooks(compilation: object): {
    alterAssetTagGroups: {
      tap(name: string, update: (data: { headTags: HtmlTag[]; publicPath: string }) => unknown): void;
    };
  };
}

/** webpack resolves an alias to `false` to an empty module; webpack-chain's types know only string targets. */
const emptyModule = false as unknown as string;

/** The polyfills Taro.request imports on H5 (@tarojs/taro-h5), in the order it imports them. */
const fetchPolyfills = ['whatwg-fetch/dist/fetch.umd.js', 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only.js'];

/** When neither polyfill changes anything: the same test each of them makes before it installs itself. */
const fetchIsNative = 'window.fetch&&window.AbortController&&Request.prototype.hasOwnProperty("signal")';

/**
 * Taro.request brings polyfills for fetch and AbortController into the entry (≈ 5.5 KB gzip), and they install
 * themselves only in browsers that lack them: old ones among package.json's targets (Android 4.x, iOS before 12.2).
 * This writes them to a file of their own, which index.html loads before the app's scripts in those browsers only
 * (a parser-blocking script, so the deferred entry runs after it, as it ran after them inside the entry).
 */
class FetchPolyfillOnDemand {
  private readonly name = 'FetchPolyfillOnDemand';

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    // The copies Taro's request module would import.
    const taroH5 = path.dirname(require.resolve('@tarojs/taro-h5'));
    const code = fetchPolyfills.map((request) => readFileSync(require.resolve(request, { paths: [taroH5] }), 'utf8')).join(';\n');
    const file = `js/fetch-polyfill.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      // Added before the minimizer runs, so the file is minified and precompressed like the chunks (config/prod.ts).
      compilation.hooks.processAssets.tap({ name: this.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new sources.RawSource(code));
      });
      // Taro's own html-webpack-plugin, whose hooks are kept per copy of the package.
      const html = compiler.options.plugins.find((p) => p?.constructor.name === 'HtmlWebpackPlugin');
      if (!html) throw new Error(`${this.name}: the H5 build has no HtmlWebpackPlugin to load ${file} from`);
      const { getHooks } = html.constructor as unknown as HtmlPluginClass;
      getHooks(compilation).alterAssetTagGroups.tap(this.name, (data) => {
        const loader = `${fetchIsNative}||document.write('<script src="${data.publicPath}${file}"><\\/script>')`;
        data.headTags.unshift({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: loader, meta: { plugin: this.name } });
        return data;
      });
    });
  }
}

/**
 * - The Stencil components' stylesheet, which Taro's H5 runtime imports even with `useHtmlComponents` and which
 *   style-loader carries inside the JS (≈ 4.5 KB gzip). It holds the weui icon font of Taro's <Icon> and rules for
 *   `.taro-app-wrap`, and the pages use neither: icons come from antd-mobile-icons, and the React components Taro
 *   renders on H5 have their own stylesheet (@tarojs/components-react/dist/index.css).
 * - The JSONP helper of Taro.request (≈ 2 KB): the request wrapper (src/services/request.ts) never asks for JSONP.
 * - The fetch and AbortController polyfills, loaded on demand instead (FetchPolyfillOnDemand).
 */
export function trimH5Entry(chain: Chain): void {
  chain.resolve.alias.set('@tarojs/components/dist/taro-components/taro-components.css$', emptyModule);
  chain.resolve.alias.set('jsonp-retry$', emptyModule);
  chain.resolve.alias.set('whatwg-fetch$', emptyModule);
  chain.resolve.alias.set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', emptyModule);
  chain.plugin('fetch-polyfill-on-demand').use(FetchPolyfillOnDemand);
}
