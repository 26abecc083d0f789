import { OperationTimeouts } from './operation-timeouts';

describe('OperationTimeouts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const timeouts = () =>
    new OperationTimeouts(1000, () => new Error('the store did not answer within 1000 ms'));

  it('settles like the operation when it answers in time, value or error', async () => {
    const watch = timeouts();
    await expect(watch.watch(Promise.resolve('value'))).resolves.toBe('value');
    await expect(watch.watch(Promise.reject(new Error('store down')))).rejects.toThrow('store down');
  });

  it('fails an operation that does not answer within the timeout with the timeout error', async () => {
    const watch = timeouts();
    const hanging = watch.watch(new Promise(() => undefined));
    const outcome = hanging.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(999);
    await expect(Promise.race([outcome, Promise.resolve('pending')])).resolves.toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('the store did not answer within 1000 ms');
  });

  it('fails each late operation at its own deadline, and none that answered', async () => {
    const watch = timeouts();
    const settled: string[] = [];
    let answer!: (value: string) => void;
    const first = watch.watch(new Promise(() => undefined)).catch(() => settled.push('first timed out'));
    await jest.advanceTimersByTimeAsync(400);
    const second = watch
      .watch(new Promise<string>((resolve) => (answer = resolve)))
      .then((v) => settled.push(v));
    const third = watch.watch(new Promise(() => undefined)).catch(() => settled.push('third timed out'));
    await jest.advanceTimersByTimeAsync(600);
    expect(settled).toEqual(['first timed out']);
    answer('second answered');
    await second;
    await jest.advanceTimersByTimeAsync(400);
    await Promise.all([first, third]);
    expect(settled).toEqual(['first timed out', 'second answered', 'third timed out']);
  });

  it('keeps one timer for any number of open operations, and none keeps the process alive', async () => {
    const watch = timeouts();
    for (let index = 0; index < 100; index += 1)
      void watch.watch(new Promise(() => undefined)).catch(() => undefined);
    expect(jest.getTimerCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
