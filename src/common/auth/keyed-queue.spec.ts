import { KeyedQueue } from './keyed-queue';

/** A promise with its resolve function, to settle work by hand. */
function deferred<T = void>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('KeyedQueue', () => {
  it('starts an operation of a key only when the earlier one of that key has settled', async () => {
    const queue = new KeyedQueue();
    const first = deferred();
    const events: string[] = [];

    const one = queue.run('a', async () => {
      events.push('one started');
      await first.promise;
      events.push('one done');
    });
    const two = queue.run('a', async () => {
      events.push('two started');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['one started']);

    first.resolve();
    await Promise.all([one, two]);
    expect(events).toEqual(['one started', 'one done', 'two started']);
  });

  it('goes on after a failed operation, which rejects its own caller only', async () => {
    const queue = new KeyedQueue();

    const failed = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'next');

    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('runs operations of different keys side by side', async () => {
    const queue = new KeyedQueue();
    const blockA = deferred();
    const events: string[] = [];

    const a = queue.run('a', async () => {
      await blockA.promise;
      events.push('a');
    });
    await queue.run('b', async () => {
      events.push('b');
    });
    expect(events).toEqual(['b']);

    blockA.resolve();
    await a;
    expect(events).toEqual(['b', 'a']);
  });
});
