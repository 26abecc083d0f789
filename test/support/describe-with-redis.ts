import { isLoopbackRedisUrl, isRedisReachableSync } from './redis-server';

/** `describe`, or `describe.skip` with one line saying why; under CI=true a missing Redis fails the suite. */
export function describeWithRedis(reason: string | undefined): jest.Describe {
  if (reason === undefined) return describe;
  if (process.env.CI === 'true') {
    describe('Redis required (CI=true)', () => {
      it(`has what it needs: ${reason}`, () => {
        throw new Error(`CI=true, so these tests must run, but ${reason}`);
      });
    });
  } else {
    process.stderr.write(
      `Skipping Redis token cache tests: ${reason} (set CI=true to make this a failure).\n`,
    );
  }
  return describe.skip;
}

/** Why the machine's Redis at the URL cannot be used by the tests, or undefined when it can. */
export function machineRedisProblem(url: string): string | undefined {
  if (!isLoopbackRedisUrl(url)) {
    return `REDIS_URL is not a redis:// URL on 127.0.0.1/localhost, and tests talk to this machine only`;
  }
  return isRedisReachableSync(url) ? undefined : `no Redis is reachable at ${url}`;
}
