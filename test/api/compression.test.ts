/**
 * Compressed delivery over real HTTP: the H5 build's precompressed twins are sent as the client accepts them (and the
 * plain file otherwise), with the build's cache headers kept; large API responses are compressed on the fly and decode
 * to the same envelope; small ones are sent plain. Raw node:http, so what is checked is what crosses the wire.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { calls } from '../../contract';
import { startTestServer, type TestServer } from '../support/test-server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === undefined) return res.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

/** A fake H5 build as config/prod.ts writes it: each text file with its .br and .gz twins. */
function fakeBuild(): { dir: string; shell: string; script: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ch-h5-'));
  const script = `console.log(${JSON.stringify('校园办事大厅 '.repeat(400))});\n`;
  const shell = '<!doctype html><html><head><script defer src="/v2/js/app.0a1b2c3d.js"></script></head><body><div id="app"></div></body></html>';
  mkdirSync(path.join(dir, 'js'));
  for (const [file, text] of [['index.html', shell], ['js/app.0a1b2c3d.js', script]]) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return { dir, shell, script };
}

describe('compressed delivery', () => {
  const build = fakeBuild();
  const appScript = '/v2/js/app.0a1b2c3d.js';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ staticDir: build.dir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(build.dir, { recursive: true, force: true });
  });

  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br' },
    { accept: 'br', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'gzip, deflate', encoding: 'gzip' },
  ])('sends the app script $encoding to a client accepting "$accept", cached for a year', async ({ accept, encoding }) => {
    const res = await get(`${server.url}${appScript}`, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(res).toString()).toBe(build.script);
  });

  it.each<Record<string, string>>([{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }])(
    'sends the plain app script when the client asks %j',
    async (headers) => {
      const res = await get(`${server.url}${appScript}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString()).toBe(build.script);
    },
  );

  it.each(['/v2/index.html', '/v2/site/m_indexs', '/v2/some/deep/link'])(
    'sends the app shell at %s brotli-compressed and never cached without revalidation',
    async (url) => {
      const res = await get(`${server.url}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res).toString()).toBe(build.shell);
    },
  );

  it.each([
    { name: 'homehotapps with more', url: `${calls.homehotapps.path}?more=1`, accept: 'gzip, deflate, br', encoding: 'br' },
    { name: 'homehotapps with more', url: `${calls.homehotapps.path}?more=1`, accept: 'gzip', encoding: 'gzip' },
    { name: 'the OpenAPI document', url: '/api/openapi.json', accept: 'gzip, deflate, br', encoding: 'br' },
  ])('compresses $name ($encoding) to the same JSON as the plain answer', async ({ url, accept, encoding }) => {
    const plain = await get(`${server.url}${url}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await get(`${server.url}${url}`, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decoded(res).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('keeps the envelope of a large compressed answer intact', async () => {
    const res = await get(`${server.url}${calls.homehotapps.path}?more=1`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(decoded(res).toString()) as { e: number; m: string; d: unknown[] };
    expect(body.e).toBe(0);
    expect(body.d.length).toBeGreaterThan(5);
  });

  it('sends small answers plain: a compressor and a header would outweigh the bytes saved', async () => {
    const res = await get(`${server.url}/readyz`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ e: 0 });
  });
});
