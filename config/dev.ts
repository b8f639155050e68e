import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      // The API server answers /api and the other configured paths during development.
      proxy: [{ context: ['/api', '/site/user', '/system', '/open'], target: 'http://localhost:8080' }],
    },
  },
} satisfies UserConfigExport<'webpack5'>;
