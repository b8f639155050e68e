/**
 * The HTTP/1.1 client of the burst benchmarks (booking, fill-in): a fixed set of keep-alive connections, one request
 * in flight on each, requests waiting in order for a free one as behind a proxy. A request is written as one buffer
 * and its answer read from the status line, Content-Length and the body. The load generator shares the machine's
 * cores with the server it measures; Node's http client cost it 0.2 to 0.3 ms of CPU a request, which the server
 * then did not have. An answer without a Content-Length (the server's are all JSON with one) is an error here.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LeanAnswer {
  status: number;
  body: string;
}

interface Pending {
  head: Buffer;
  body: Buffer;
  resolve(answer: LeanAnswer): void;
  reject(error: Error): void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

class Connection {
  private socket: net.Socket | null = null;
  private current: (Pending & { since: number }) | null = null;
  private received: Buffer = Buffer.alloc(0);
  private bodyStart = -1;
  private bodyLength = 0;
  private status = 0;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly idle: (c: Connection) => void,
  ) {}

  get busy(): boolean {
    return this.current !== null;
  }

  send(p: Pending): void {
    this.current = { ...p, since: performance.now() };
    const socket = this.socket ?? this.open();
    socket.write(Buffer.concat([p.head, p.body]));
  }

  /** Fails the request in flight past `timeoutMs`, closing its connection (its answer may still come). */
  expire(timeoutMs: number, now: number): void {
    if (this.current && now - this.current.since > timeoutMs) this.fail(new Error('timeout'));
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): net.Socket {
    const socket = net.connect({ port: this.port, host: this.host, noDelay: true });
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.fail(new Error('connection closed'));
    });
    this.socket = socket;
    return socket;
  }

  private read(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    if (this.bodyStart < 0) {
      const end = this.received.indexOf(HEAD_END);
      if (end < 0) return;
      const head = this.received.subarray(0, end).toString('latin1');
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) return this.fail(new Error('an answer without Content-Length'));
      this.bodyStart = end + HEAD_END.length;
      this.bodyLength = Number(length[1]);
    }
    if (this.received.length < this.bodyStart + this.bodyLength) return;
    const body = this.received.subarray(this.bodyStart, this.bodyStart + this.bodyLength).toString('utf8');
    const done = this.current;
    this.reset();
    done?.resolve({ status: this.status, body });
    this.idle(this);
  }

  private fail(error: Error): void {
    const done = this.current;
    this.reset();
    this.close();
    if (done) {
      done.reject(error);
      this.idle(this);
    }
  }

  private reset(): void {
    this.current = null;
    this.received = Buffer.alloc(0);
    this.bodyStart = -1;
  }
}

export class LeanPool {
  private readonly connections: Connection[];
  private readonly free: Connection[];
  private readonly queue: Pending[] = [];
  private readonly host: string;
  private readonly sweep: NodeJS.Timeout;

  constructor(url: string, sockets: number, timeoutMs: number) {
    const { hostname, port } = new URL(url);
    this.host = `${hostname}:${port}`;
    const idle = (c: Connection) => {
      const next = this.queue.shift();
      if (next) c.send(next);
      else this.free.push(c);
    };
    this.connections = Array.from({ length: sockets }, () => new Connection(Number(port), hostname, idle));
    this.free = [...this.connections];
    this.sweep = setInterval(() => {
      const now = performance.now();
      for (const c of this.connections) c.expire(timeoutMs, now);
    }, 1000);
  }

  /** Sends a request with a body; answers its status and body, or fails (timeout, closed, unreadable). */
  request(method: string, path: string, headers: Record<string, string>, body: string): Promise<LeanAnswer> {
    const bytes = Buffer.from(body);
    const lines = Object.entries({ host: this.host, ...headers, 'content-length': String(bytes.length) }).map(([k, v]) => `${k}: ${v}\r\n`);
    const head = Buffer.from(`${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n`, 'latin1');
    return new Promise((resolve, reject) => {
      const pending = { head, body: bytes, resolve, reject };
      const c = this.free.pop();
      if (c) c.send(pending);
      else this.queue.push(pending);
    });
  }

  close(): void {
    clearInterval(this.sweep);
    for (const c of this.connections) c.close();
  }
}
