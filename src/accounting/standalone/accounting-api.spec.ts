import { useCountingServer } from '../../common/http/counting-server.spec-helper';
import { AccountingApi } from './accounting-api';

/** A token endpoint and an API that answers every GET with an empty object; it counts the connections made. */
const server = useCountingServer((req, res) => {
  req.resume();
  res.setHeader('Content-Type', 'application/json');
  if (req.method === 'POST') res.end('{"access_token":"standalone-token","expires_in":3600}');
  else res.end('{}');
});

describe('standalone AccountingApi socket limit', () => {
  /** Makes 1,000 concurrent calls through a fresh client and returns how many connections they opened. */
  async function connectionsFor(http?: { maxSockets?: number | string }): Promise<number> {
    const api = new AccountingApi({
      baseUrl: `${server.base}/v2`,
      tokenUrl: `${server.base}/token`,
      clientKey: 'standalone-key',
      // Generous: a thousand calls on a busy machine must not fail on time, only on the count.
      timeout: 120,
      http,
    });
    try {
      const answers = await Promise.all(Array.from({ length: 1000 }, () => api.getCompanyInfo()));
      expect(answers).toHaveLength(1000);
      return server.connections;
    } finally {
      api.close();
    }
  }

  it('opens at most 64 sockets to the API for 1,000 concurrent calls when no limit is set', async () => {
    const opened = await connectionsFor();
    expect(opened).toBeGreaterThan(1);
    expect(opened).toBeLessThanOrEqual(64);
  });

  it('opens at most http.maxSockets sockets', async () => {
    expect(await connectionsFor({ maxSockets: 3 })).toBeLessThanOrEqual(3);
  });

  it('reads ACCOUNTING_MAX_SOCKETS in fromEnv()', async () => {
    const api = AccountingApi.fromEnv({
      ACCOUNTING_BASE_URL: `${server.base}/v2`,
      ACCOUNTING_TOKEN_URL: `${server.base}/token`,
      ACCOUNTING_CLIENT_KEY: 'standalone-key',
      ACCOUNTING_TIMEOUT: '120',
      ACCOUNTING_MAX_SOCKETS: '2',
    });
    try {
      await Promise.all(Array.from({ length: 200 }, () => api.getCompanyInfo()));
      expect(server.connections).toBeLessThanOrEqual(2);
    } finally {
      api.close();
    }
  });
});
