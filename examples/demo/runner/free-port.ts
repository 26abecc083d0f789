import { createServer } from 'node:net';

/**
 * A port on 127.0.0.1 that is free now (the system's choice for port 0), so the demo app's URL is known before
 * it starts: its OAuth redirect URI needs the port.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('The system gave no free port.')),
      );
    });
  });
}
