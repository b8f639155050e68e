import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { UserConfigExport } from '@tarojs/cli';
import type { Compiler } from 'webpack';

const compressible = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside each compressible H5 asset. The server
 * sends them as they are (server/src/http/static-files.ts), so phones download the smallest form and the server spends
 * no CPU compressing per request; the strongest levels are affordable because they run once, at build time.
 * It runs after every other asset step, so index.html and minified code are what gets compressed.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => compressible.test(name));
          await Promise.all(
            names.map(async (name) => {
              const plain = assets[name].buffer();
              const [br, gz] = await Promise.all([
                brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
                gzipAsync(plain, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { compressed: true });
            }),
          );
        },
      );
    });
  }
}

export default {
  mini: {},
  h5: {
    enableExtract: true,
    webpackChain(chain) {
      chain.plugin('precompress').use(PrecompressPlugin);
    },
  },
} satisfies UserConfigExport<'webpack5'>;
