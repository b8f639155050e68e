/** Checks the port is free before anything is created or migrated, so a busy port costs nothing. */
import { createServer } from 'node:net';
import { StartupError } from './startup-error';

export function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') reject(new StartupError(`port ${port} is in use: set PORT to a free port (e.g. PORT=${port + 1} npm start) or stop what is using it`));
      else if (err.code === 'EACCES') reject(new StartupError(`port ${port} needs elevated privileges: set PORT to a port above 1023`));
      else if (err.code === 'EADDRNOTAVAIL') reject(new StartupError(`HOST ${host} is not an address of this machine: set HOST (e.g. 0.0.0.0)`));
      else reject(err);
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
