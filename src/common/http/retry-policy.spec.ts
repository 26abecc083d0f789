import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { AttemptOutcome, withRetries } from './retry-policy';

/** A failure of its own identity, to check it is thrown as it is. */
class AttemptFailure extends Error {
  constructor(readonly attempt: number) {
    super(`attempt ${attempt} failed`);
  }
}

/**
 * An attempt function that plays the given outcomes in turn (`retry`: retryable failure, `stop`: final failure,
 * anything else: done with that value) and records each call's number and start time.
 */
function scripted<T>(outcomes: ('retry' | 'stop' | { value: T })[]) {
  const startedAt: number[] = [];
  const attempt = async (): Promise<AttemptOutcome<T>> => {
    startedAt.push(performance.now());
    const number = startedAt.length;
    const outcome = outcomes[number - 1];
    if (outcome === undefined) throw new Error(`attempt ${number} was not expected`);
    if (outcome === 'retry') return { failed: new AttemptFailure(number), retryable: true };
    if (outcome === 'stop') return { failed: new AttemptFailure(number), retryable: false };
    return { done: outcome.value };
  };
  return { attempt, startedAt };
}

/** What the promise settles to: its value, or `rejected: <error>`. */
async function settled<T>(promise: Promise<T>): Promise<{ value: T } | { rejected: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { rejected: error };
  }
}

describe('withRetries()', () => {
  it('returns the result of a first attempt that is done, with one call', async () => {
    const { attempt, startedAt } = scripted([{ value: 'ok' }]);

    await expect(withRetries({ attempts: 3, pauseMs: 0 }, attempt)).resolves.toBe('ok');
    expect(startedAt).toHaveLength(1);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [5, 5],
    [2.9, 2],
    [0, 1],
    [-4, 1],
    [NaN, 1],
    [Infinity, 1],
  ])(
    'with %j attempts and only retryable failures, makes %j calls and throws the last failure',
    async (attempts, calls) => {
      const { attempt, startedAt } = scripted<string>(Array.from({ length: 10 }, () => 'retry' as const));

      const result = await settled(withRetries({ attempts, pauseMs: 0 }, attempt));

      expect(startedAt).toHaveLength(calls);
      expect(result).toEqual({ rejected: expect.any(AttemptFailure) });
      expect((result as { rejected: AttemptFailure }).rejected.attempt).toBe(calls);
    },
  );

  it('returns the result of a later attempt after retryable failures', async () => {
    const { attempt, startedAt } = scripted(['retry', 'retry', { value: 42 }]);

    await expect(withRetries({ attempts: 3, pauseMs: 0 }, attempt)).resolves.toBe(42);
    expect(startedAt).toHaveLength(3);
  });

  it.each([
    ['the first', ['stop'], 1],
    ['the second', ['retry', 'stop'], 2],
    ['the third', ['retry', 'retry', 'stop'], 3],
  ] as const)('stops at %s attempt when its failure is not retryable', async (_label, outcomes, calls) => {
    const { attempt, startedAt } = scripted<string>([...outcomes, { value: 'never' }]);

    const result = await settled(withRetries({ attempts: 5, pauseMs: 0 }, attempt));

    expect(startedAt).toHaveLength(calls);
    expect((result as { rejected: AttemptFailure }).rejected.attempt).toBe(calls);
  });

  it('throws the last failure as it is: the same object, not a wrapper', async () => {
    const failures = [new Error('first'), { code: 'ECONNRESET' }, 'a bare string'];
    let calls = 0;
    const attempt = async (): Promise<AttemptOutcome<never>> => ({
      failed: failures[calls++],
      retryable: true,
    });

    const result = await settled(withRetries({ attempts: 3, pauseMs: 0 }, attempt));

    expect(result).toEqual({ rejected: 'a bare string' });
  });

  it('throws a non-retryable failure object as it is', async () => {
    const failure = new AttemptFailure(1);
    const attempt = async (): Promise<AttemptOutcome<never>> => ({ failed: failure, retryable: false });

    await expect(withRetries({ attempts: 3, pauseMs: 0 }, attempt)).rejects.toBe(failure);
  });

  it('lets an attempt that throws by itself reject at once, without trying again', async () => {
    let calls = 0;
    const attempt = async (): Promise<AttemptOutcome<never>> => {
      calls += 1;
      throw new Error('attempt threw');
    };

    await expect(withRetries({ attempts: 3, pauseMs: 0 }, attempt)).rejects.toThrow('attempt threw');
    expect(calls).toBe(1);
  });

  it.each([0, -1, -10, 0.5, 0.999])('treats %j attempts as one attempt', async (attempts) => {
    const { attempt, startedAt } = scripted<string>(['retry', { value: 'second' }]);

    const result = await settled(withRetries({ attempts, pauseMs: 0 }, attempt));

    expect(startedAt).toHaveLength(1);
    expect((result as { rejected: AttemptFailure }).rejected.attempt).toBe(1);
  });

  describe('the pause', () => {
    it('makes the first attempt at once, before the call returns', () => {
      const { attempt, startedAt } = scripted([{ value: 'ok' }]);

      const result = withRetries({ attempts: 3, pauseMs: 1000 }, attempt);

      expect(startedAt).toHaveLength(1);
      return expect(result).resolves.toBe('ok');
    });

    it('waits at least pauseMs between each two attempts', async () => {
      const { attempt, startedAt } = scripted(['retry', 'retry', { value: 'ok' }]);

      await expect(withRetries({ attempts: 3, pauseMs: 100 }, attempt)).resolves.toBe('ok');

      expect(startedAt).toHaveLength(3);
      expect(startedAt[1] - startedAt[0]).toBeGreaterThanOrEqual(95);
      expect(startedAt[2] - startedAt[1]).toBeGreaterThanOrEqual(95);
    });

    it.each([
      ['after the last of the attempts', ['retry', 'retry'], 2],
      ['after a failure that is not retryable', ['retry', 'stop'], 5],
    ] as const)('is not taken %s', async (_label, outcomes, attempts) => {
      const pauseMs = 100;
      const events: string[] = [];
      let timer: Promise<void> | undefined;
      const { attempt: scriptedAttempt, startedAt } = scripted<string>([...outcomes]);
      const attempt = () => {
        if (startedAt.length === outcomes.length - 1) {
          timer = sleep(pauseMs).then(() => void events.push('timer started at the last attempt'));
        }
        return scriptedAttempt();
      };

      await settled(withRetries({ attempts, pauseMs }, attempt)).then(() => events.push('settled'));
      await timer;

      expect(startedAt).toHaveLength(outcomes.length);
      expect(events).toEqual(['settled', 'timer started at the last attempt']);
    });

    it('is not taken when pauseMs is 0: every attempt runs before an already scheduled timer', async () => {
      const { attempt, startedAt } = scripted(['retry', 'retry', { value: 'ok' }]);
      const timer = sleep(0, 'timer');

      const first = await Promise.race([withRetries({ attempts: 3, pauseMs: 0 }, attempt), timer]);

      expect(first).toBe('ok');
      expect(startedAt).toHaveLength(3);
    });
  });
});
