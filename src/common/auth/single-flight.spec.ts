import { SingleFlight } from './single-flight';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs the work once for concurrent callers of the same key, all sharing its result', async () => {
    const flight = new SingleFlight();
    const gate = deferred<string>();
    let calls = 0;
    const work = () => {
      calls += 1;
      return gate.promise;
    };
    const callers = Array.from({ length: 100 }, () => flight.run('k', work));
    gate.resolve('value');
    await expect(Promise.all(callers)).resolves.toEqual(Array(100).fill('value'));
    expect(calls).toBe(1);
  });

  it('shares a rejection with every concurrent caller', async () => {
    const flight = new SingleFlight();
    const gate = deferred<string>();
    const failure = new Error('endpoint down');
    let calls = 0;
    const callers = Array.from({ length: 5 }, () =>
      flight.run('k', () => {
        calls += 1;
        return gate.promise;
      }),
    );
    gate.reject(failure);
    const results = await Promise.allSettled(callers);
    expect(results.every((result) => result.status === 'rejected' && result.reason === failure)).toBe(true);
    expect(calls).toBe(1);
  });

  it('runs different keys independently', async () => {
    const flight = new SingleFlight<string>();
    const seen: string[] = [];
    const [a, b] = await Promise.all([
      flight.run('a', async () => {
        seen.push('a');
        return 1;
      }),
      flight.run('b', async () => {
        seen.push('b');
        return 2;
      }),
    ]);
    expect([a, b]).toEqual([1, 2]);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('starts a new run for the next caller once the previous one resolved', async () => {
    const flight = new SingleFlight();
    let calls = 0;
    const work = async () => ++calls;
    await expect(flight.run('k', work)).resolves.toBe(1);
    await expect(flight.run('k', work)).resolves.toBe(2);
    expect(calls).toBe(2);
  });

  it('starts a new run for the next caller once the previous one rejected', async () => {
    const flight = new SingleFlight();
    await expect(flight.run('k', async () => Promise.reject(new Error('first')))).rejects.toThrow('first');
    await expect(flight.run('k', async () => 'second')).resolves.toBe('second');
  });

  it('a caller arriving after settlement does not get the old result', async () => {
    const flight = new SingleFlight();
    const first = deferred<string>();
    const running = flight.run('k', () => first.promise);
    first.resolve('old');
    await running;
    await expect(flight.run('k', async () => 'new')).resolves.toBe('new');
  });

  it('work that throws synchronously must not poison the key for later callers', async () => {
    // The async wrapper's `finally` (delete) runs before `inFlight.set`, so the rejected promise stays in the
    // map and every later run() of the key returns the old rejection without calling the work.
    const flight = new SingleFlight();
    await expect(
      flight.run('k', () => {
        throw new Error('sync failure');
      }),
    ).rejects.toThrow('sync failure');
    await expect(flight.run('k', async () => 'recovered')).resolves.toBe('recovered');
  });
});
