import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server on 127.0.0.1 for specs: answers with the handler and counts the connections it accepts. */
export interface CountingServer {
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Connections accepted since the test began. */
  readonly connections: number;
}

/**
 * Starts a counting server before the suite and closes it after; the count starts from zero in every test.
 * Call it at the top of a spec file or a `describe`.
 */
export function useCountingServer(handle: http.RequestListener): CountingServer {
  const server = http.createServer(handle);
  let connections = 0;
  let base = '';
  server.on('connection', () => (connections += 1));

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    connections = 0;
  });

  return {
    get base() {
      return base;
    },
    get connections() {
      return connections;
    },
  };
}
