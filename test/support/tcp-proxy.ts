/**
 * A TCP proxy a test can cut and restore, standing between a server process and PostgreSQL or Redis: cut, it drops
 * every connection and refuses new ones, as a database that went away does; restored, it listens on the same port.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const listener = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => listener.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      listener.close(() => resolve());
    });
  await listen(0);
  const { port } = listener.address() as net.AddressInfo;
  return { port, cut: stop, restore: () => listen(port), close: async () => (listener.listening ? stop() : undefined) };
}
