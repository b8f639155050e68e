/**
 * What the server logs of its requests, in place of Fastify's two lines for each: one line for a request slower than
 * SLOW_REQUEST_MS at info, and one for every request at debug. Failures are logged where they are answered
 * (./errors.ts); the access log of every request is the proxy's.
 */
import type { FastifyInstance } from 'fastify';

export const SLOW_REQUEST_MS = 1_000;

export function logRequests(app: FastifyInstance): void {
  // The level is fixed at start; a line per request is built only when it will be written.
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const slow = ms >= SLOW_REQUEST_MS;
    if (slow || everyRequest) {
      const line = { method: request.method, url: request.url, status: reply.statusCode, ms };
      if (slow) request.log.info(line, 'slow request');
      else request.log.debug(line, 'request');
    }
    done();
  });
}
