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

describe('RequestDeadline as the abort signal axios takes', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls its abort listeners once when the deadline passes, and reads as aborted', () => {
    const deadline = new RequestDeadline(1000);
    const calls: string[] = [];
    deadline.addEventListener('abort', () => calls.push('first'));
    deadline.addEventListener('abort', () => calls.push('second'));
    jest.advanceTimersByTime(999);
    expect(deadline.aborted).toBe(false);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(deadline.aborted).toBe(true);
    expect(calls).toEqual(['first', 'second']);
  });

  it('does not call a listener that was removed; a signal read after the deadline is aborted already', () => {
    const deadline = new RequestDeadline(1000);
    const removed = jest.fn();
    deadline.addEventListener('abort', removed);
    deadline.removeEventListener('abort', removed);
    jest.advanceTimersByTime(1000);
    expect(removed).not.toHaveBeenCalled();
    expect(deadline.signal.aborted).toBe(true);
  });
});
