import path from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { requireWithEsbuild } from '@tarojs/helper';
import devConfig from './dev';
import { trimH5Entry } from './h5-first-load';
import prodConfig from './prod';
import type * as Routes from '../src/routes';

// The H5 paths come from the client's module list (src/modules.ts). Taro compiles only config/ when it loads this
// file, so the routes are read the way Taro reads app.config.ts: bundled by esbuild.
const { H5_BASE, customRoutes } = requireWithEsbuild(path.resolve(__dirname, '..', 'src', 'routes.ts')) as typeof Routes;

// One source tree, two targets; each target writes to its own folder so both can be built side by side.
// contract/ sits beside src/ and is shared with the server; Taro compiles only src/ unless told.
const contractDir = path.resolve(__dirname, '..', 'contract');
const isContract = (modulePath: string) => modulePath.startsWith(contractDir);

export default defineConfig<'webpack5'>(async (merge) => {
  const target = process.env.TARO_ENV ?? 'h5';
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'campus-hall',
    date: '2026-11-22',
    // Designed at 375 px (spec §2: mobile base font = 100 * width / 375).
    designWidth: 375,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${target}`,
    // The mini-program's templates carry the primitives' aria-* attributes (config/mini-aria).
    plugins: [path.resolve(__dirname, 'mini-aria')],
    // The mini-program calls the API by absolute https origin; H5 is served by the API server itself.
    defineConstants: { API_BASE: JSON.stringify(process.env.API_BASE ?? '') },
    alias: {
      '@contract': path.resolve(__dirname, '..', 'contract'),
      '@': path.resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      // Code that only subpackages use goes to them, never to the main package: what one subpackage alone uses is
      // written to it, what several use is copied into each (they cannot load each other's code). Taro's default, kept
      // on purpose: the main package has the tighter budget (bench/size-budget.ts).
      optimizeMainPackage: { enable: true },
      // Taro does not transpile node_modules for mini-programs; these ship modern syntax.
      compile: {
        include: [
          isContract,
          (modulePath: string) => /node_modules[\\/](i18next|zustand|@noble[\\/]hashes)[\\/]/.test(modulePath),
        ],
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      // Taro's components as plain React elements (@tarojs/components-react) instead of web components: the Stencil
      // runtime behind those is the largest piece of the first load after React (issue 5, ≤ 150 KB gzip).
      useHtmlComponents: true,
      // Without what Taro adds to every app's entry and this one never runs (config/h5-first-load.ts).
      webpackChain: trimH5Entry,
      publicPath: `${H5_BASE}/`,
      compile: { include: [isContract] },
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: { mode: 'browser', basename: H5_BASE, customRoutes },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // 100 design px = 1rem; src/index.html sets the root font size (spec §2).
        pxtransform: { enable: true, config: { baseFontSize: 100 } },
        cssModules: { enable: false },
      },
    },
  };
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig);
});
