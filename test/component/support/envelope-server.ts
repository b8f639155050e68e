/**
 * A real local HTTP server answering in the API's envelope, for client tests that must see requests on the wire.
 * Each test sets how a path answers; every request is recorded with its method, query and form body.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from '@sinclair/typebox/value';
import type { CallDef, ResultOf } from '@contract/call';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  form: Record<string, string | string[]>;
  contentType: string;
  authorization?: string;
}

type Answer = { status?: number; body: unknown; delayMs?: number; headers?: Record<string, string | string[]> } | 'drop';

/** Refuses a fixture the real server could never send: each must match its call's `result` schema in the contract. */
export function checkFixture<C extends CallDef>(call: C, d: ResultOf<C>): void {
  const errors = [...Value.Errors(call.result, d)];
  if (errors.length === 0) return;
  const lines = errors.slice(0, 5).map((e) => `  ${e.path || '(root)'}: ${e.message}, got ${JSON.stringify(e.value)}`);
  throw new Error(`The ${call.name} fixture does not match its result schema:\n${lines.join('\n')}`);
}

function parse(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

export async function startEnvelopeServer() {
  const answers = new Map<string, Answer>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: url.pathname, query: parse(url.search.slice(1)), form: parse(body), contentType: req.headers['content-type'] ?? '', authorization: req.headers.authorization });
      const answer = answers.get(url.pathname) ?? { status: 404, body: { e: 404, m: '请求的接口不存在', d: null } };
      if (answer === 'drop') return req.socket.destroy();
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'access-control-allow-origin': 'http://localhost',
          'access-control-allow-credentials': 'true',
          ...answer.headers,
        });
        res.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    answer(path: string, answer: Answer) {
      answers.set(path, answer);
    },
    /** Answers `call` with `d`, checked against the call's result schema first. */
    ok<C extends CallDef>(call: C, d: ResultOf<C>, delayMs = 0, headers?: Record<string, string | string[]>) {
      checkFixture(call, d);
      answers.set(call.path, { body: { e: 0, m: 'ok', d }, delayMs, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
