import { ClientKind, CLIENT_KINDS, ClientUnderTest, SECRET_MARK } from './support/clients-under-test';
import { ERROR_BODY_BYTES, useHostileServer } from './support/hostile-server';
import { mebibytes, peakRssGrowth } from './support/rss-growth';

/** Far below what buffering the answer would cost (50 MB, or 1 GB expanded), far above the 10 MiB limit. */
const RSS_GROWTH_BOUND = 40 * 1024 * 1024;
/** The request timeout (seconds): a call that waits for the announced body ends in a timeout instead. */
const TIMEOUT_SECONDS = 5;

const hostile = useHostileServer();

/** What the call rejected with, and how much this process's memory grew meanwhile. */
async function failedCall(client: ClientUnderTest): Promise<{ error: unknown; growthBytes: number }> {
  const { result, growthBytes } = await peakRssGrowth(async () => {
    try {
      await client.call();
    } catch (error) {
      return error;
    }
    throw new Error('the call did not fail');
  });
  return { error: result, growthBytes };
}

describe.each(CLIENT_KINDS.map((kind) => [kind.name, kind] as const))(
  'a hostile answer too large for %s (limit: the default 10 MiB)',
  (_name, kind: ClientKind) => {
    let client: ClientUnderTest;

    afterEach(async () => {
      await client?.close();
    });

    it('a 50 MB error body: "response-too-large", reading stops at the limit, memory grows far less', async () => {
      client = await kind.start(`${hostile.server.url}/error-body-50mb`, TIMEOUT_SECONDS);
      const { error, growthBytes } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('response-too-large');
      expect((error as Error).message).toContain('answer is larger than 10485760 bytes');
      expect((error as Error).message).not.toContain(SECRET_MARK);
      const answer = await hostile.server.closedAnswer('error-body-50mb');
      expect(answer).toMatchObject({ behaviour: 'error-body-50mb', complete: false });
      expect(answer.written).toBeLessThan(ERROR_BODY_BYTES);
      console.info(
        `${kind.name}: 50 MB error body, RSS +${mebibytes(growthBytes)}, server wrote ${mebibytes(answer.written)}`,
      );
      expect(growthBytes).toBeLessThan(RSS_GROWTH_BOUND);
    });

    it('a 1 MB gzip answer expanding to 1 GB: "response-too-large" without expanding it', async () => {
      client = await kind.start(`${hostile.server.url}/gzip-bomb`, TIMEOUT_SECONDS);
      const { error, growthBytes } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('response-too-large');
      await hostile.server.closedAnswer('gzip-bomb');
      console.info(`${kind.name}: gzip bomb, RSS +${mebibytes(growthBytes)}`);
      expect(growthBytes).toBeLessThan(RSS_GROWTH_BOUND);
    });

    it('a Content-Length announcing 1 GB: "response-too-large" before reading, the connection closed', async () => {
      client = await kind.start(`${hostile.server.url}/announce-1gb`, TIMEOUT_SECONDS);
      const { error } = await failedCall(client);
      expect(kind.failureOf(error)).toBe('response-too-large');
      await expect(hostile.server.closedAnswer('announce-1gb')).resolves.toMatchObject({ written: 0 });
    });
  },
);
