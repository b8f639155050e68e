/**
 * The built H5 client under /v2/ with history fallback (deep links load index.html), and the demo images under /static/demo/.
 * Hashed assets are cached for a year; index.html is always revalidated so a new build shows at once.
 * The build writes brotli and gzip twins beside each text asset (config/prod.ts); they are sent as they are to clients
 * that accept them, the plain file to the rest, so every answer from the build varies by Accept-Encoding.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const demoAssets = path.resolve(__dirname, '../../assets/demo');

const missingBuildPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Campus Hall</title></head>
<body><h1>The H5 client is not built yet</h1><p>Run <code>npm run build:h5</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: demoAssets, prefix: '/static/demo/', decorateReply: false, maxAge: '1d' });

  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/v2/site/index'));
  app.get('/v2', { schema: { hide: true } }, (_req, reply) => reply.redirect('/v2/site/index'));

  const built = existsSync(path.join(staticDir, 'index.html'));
  await app.register(async (scope) => {
    if (built) {
      await scope.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // filePath is the file actually sent: index.html.br is still the app shell.
          const sent = filePath.replace(/\.(br|gz)$/, '');
          res.setHeader('Cache-Control', sent.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }
    // Any other GET under /v2/ is a client route: hand it the app shell (or say how to build it), compressed like any
    // other file of the build since sendFile shares the registration's options.
    scope.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ e: 404, m: 'Not Found', d: null });
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      return built ? reply.sendFile('index.html', staticDir, { cacheControl: false }) : reply.send(missingBuildPage);
    });
  }, { prefix: '/v2' });
}
