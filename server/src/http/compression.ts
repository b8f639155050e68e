/**
 * Compresses responses built in memory (the API's envelopes, the OpenAPI document) of 1 KB and more, brotli or gzip as
 * the client accepts; smaller ones are not worth a header and a compressor.
 * The H5 build brings its own .br/.gz files (config/prod.ts) that static-files.ts sends with Content-Encoding already
 * set, and this plugin leaves any response that carries a Content-Encoding alone, so nothing is compressed twice.
 * It works through an onRoute hook: register it before the routes it should cover.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Clients send small form bodies; accepting compressed request bodies would only widen what the server parses.
    globalDecompression: false,
  });
}
