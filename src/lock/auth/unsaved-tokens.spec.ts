import { Logger } from '@nestjs/common';
import { LockToken } from '../data/lock-token';
import { UnsavedTokens } from './unsaved-tokens';

const KEY = 'depot';
const MINUTE_MS = 60_000;

describe('UnsavedTokens', () => {
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  let logs: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('writes a token again until the store takes it, past five minutes (logged once as an error), then forgets it', async () => {
    const unsaved = new UnsavedTokens();
    const token = new LockToken({ accessToken: 'a1', refreshToken: 'r1' });
    let storeDown = true;
    let attempts = 0;
    const write = async () => {
      attempts += 1;
      if (storeDown) throw new Error('the token store is not answering');
      return true;
    };

    unsaved.keep(KEY, token, write, new Error('the token store is not answering'));
    expect(warnings).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10 * MINUTE_MS);

    expect(unsaved.get(KEY)).toBe(token);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toMatchObject({ account: KEY, retryEverySeconds: 5 });
    expect(String(errors.mock.calls[0][0])).not.toContain('r1');
    const attemptsInTenMinutes = attempts;
    expect(attemptsInTenMinutes).toBeGreaterThan(100);

    storeDown = false;
    await jest.advanceTimersByTimeAsync(5000);
    expect(attempts).toBe(attemptsInTenMinutes + 1);
    expect(unsaved.get(KEY)).toBeUndefined();
    expect(logs.mock.calls.map(([event]) => ({ ...event }))).toEqual([
      { msg: 'Refreshed OAuth token stored', account: KEY },
    ]);
    await jest.advanceTimersByTimeAsync(MINUTE_MS);
    expect(attempts).toBe(attemptsInTenMinutes + 1);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
