import { Logger } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import type { LockMaintenanceSettings } from './lock-maintenance-settings';
import type { LockSecrets } from '../../support/lock-secrets';
import type { LockPruneCounts, LockPruner } from './lock-pruner';
import { LockPruneSchedule } from './lock-prune-schedule';

const NOTHING: LockPruneCounts = {
  sessions: 0,
  loginCodes: 0,
  processedWebhooks: 0,
  loginAttempts: 0,
  leases: 0,
  auditEntries: 0,
};
const SOME: LockPruneCounts = { ...NOTHING, sessions: 2, leases: 1 };

describe('LockPruneSchedule logs', () => {
  let logs: jest.SpyInstance;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    logs = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('a failure (redacted) once, then that pruning works again, the counts of a prune that deleted rows, and nothing for one that did not', async () => {
    const prune = jest
      .fn<Promise<LockPruneCounts>, []>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED; password s3cret-pw'))
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED again'))
      .mockResolvedValueOnce(SOME)
      .mockResolvedValue(NOTHING);
    const schedule = new LockPruneSchedule(
      { prune } as unknown as LockPruner,
      { pruneIntervalSeconds: () => 60 } as unknown as LockMaintenanceSettings,
      { redact: (text: string) => text.replaceAll('s3cret-pw', '[redacted]') } as unknown as LockSecrets,
      {
        get: () => {
          throw new Error('not registered');
        },
      } as unknown as ModuleRef,
    );

    schedule.onApplicationBootstrap();
    for (let tick = 0; tick < 4; tick += 1) await jest.advanceTimersByTimeAsync(60_000);
    await schedule.onModuleDestroy();

    expect(prune).toHaveBeenCalledTimes(5);
    expect(errors.mock.calls.map(([event]) => ({ ...event }))).toEqual([
      { msg: 'Pruning the lock database failed', reason: 'connect ECONNREFUSED; password [redacted]' },
    ]);
    expect(logs.mock.calls.map(([event]) => ({ ...event }))).toEqual([
      { msg: 'Pruning the lock database works again' },
      { msg: 'Lock database pruned', ...SOME, removed: 3 },
    ]);
  });
});
