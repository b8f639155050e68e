/**
 * What the H5 build keeps out of the entry, which every first load downloads (bench/size.bench.ts: the mobile home
 * within 150 KB gzip JS). Each is something Taro puts into every app's entry.
 */
import type { IH5Config } from '@tarojs/taro/types/compile';

type Chain = Parameters<NonNullable<IH5Config<'webpack5'>['webpackChain']>>[0];

/** webpack resolves an alias to `false` to an empty module; webpack-chain's types know only string targets. */
const emptyModule = false as unknown as string;

/**
 * - The Stencil components' stylesheet, which Taro's H5 runtime imports even with `useHtmlComponents` and which
 *   style-loader carries inside the JS (≈ 4.5 KB gzip). It holds the weui icon font of Taro's <Icon> and rules for
 *   `.taro-app-wrap`, and the pages use neither: icons come from antd-mobile-icons, and the React components Taro
 *   renders on H5 have their own stylesheet (@tarojs/components-react/dist/index.css).
 * - The JSONP helper of Taro.request (≈ 2 KB): the request wrapper (src/services/request.ts) never asks for JSONP.
 */
export function trimH5Entry(chain: Chain): void {
  chain.resolve.alias.set('@tarojs/components/dist/taro-components/taro-components.css$', emptyModule);
  chain.resolve.alias.set('jsonp-retry$', emptyModule);
}
