import { performance } from 'node:perf_hooks';
import { ClientKind, CLIENT_KINDS, ClientUnderTest } from './support/clients-under-test';
import { useHostileServer, STALL_HEADERS_AFTER_MS } from './support/hostile-server';

/** The request timeout (seconds) of every client here. */
const TIMEOUT_SECONDS = 1;
/** Only a safety net: the point is that the call ends, not when. */
const SAFETY_NET_MS = 5000;

const hostile = useHostileServer();

/** What the call rejected with, and how long it took. */
async function failedCall(client: ClientUnderTest): Promise<{ error: unknown; elapsedMs: number }> {
  const started = performance.now();
  try {
    await client.call();
  } catch (error) {
    return { error, elapsedMs: performance.now() - started };
  }
  throw new Error('the call did not fail');
}

describe.each(CLIENT_KINDS.map((kind) => [kind.name, kind] as const))(
  'a hostile slow or broken answer for %s (timeout 1 s)',
  (_name, kind: ClientKind) => {
    let client: ClientUnderTest;

    afterEach(async () => {
      await client?.close();
    });

    it('a body trickled one byte every 300 ms ends with "timeout": the timeout is a deadline', async () => {
      client = await kind.start(`${hostile.server.url}/trickle`, TIMEOUT_SECONDS);
      const { error, elapsedMs } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('timeout');
      expect(elapsedMs).toBeLessThan(SAFETY_NET_MS);
      await expect(hostile.server.closedAnswer('trickle')).resolves.toMatchObject({ complete: false });
    }, 10_000);

    it('headers late in the timeout, then a stall: "timeout" at the deadline, not a timeout after the headers', async () => {
      client = await kind.start(`${hostile.server.url}/stall-after-headers`, TIMEOUT_SECONDS);
      const { error, elapsedMs } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('timeout');
      // An idle timer would end it a whole timeout after the headers came (0.8 s + 1 s).
      expect(elapsedMs).toBeLessThan(STALL_HEADERS_AFTER_MS + TIMEOUT_SECONDS * 1000 - 200);
      await hostile.server.closedAnswer('stall-after-headers');
    }, 10_000);

    it('a connection reset in the middle of the body: "reset"', async () => {
      client = await kind.start(`${hostile.server.url}/reset-mid-body`, TIMEOUT_SECONDS);
      const { error } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('reset');
      await hostile.server.closedAnswer('reset-mid-body');
    });
  },
);
