import { RequestDeadline } from './request-deadline';

describe('RequestDeadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts its signal once the timeout has passed, and counts as expired', () => {
    const deadline = new RequestDeadline(1000);
    jest.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.expired).toBe(false);
    jest.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.expired).toBe(true);
  });

  it('keeps one timer per exchange and clears it at end(): nothing is left running, nothing aborts', () => {
    const deadline = new RequestDeadline(30_000);
    expect(jest.getTimerCount()).toBe(1);
    deadline.end();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(60_000);
    expect(deadline.expired).toBe(false);
  });
});
