import { LockException } from '../../errors/lock.exception';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockOptionsFromEnv } from '../../lock-env';
import { errorOf, itKeepsItsOptionsHidden } from '../../support/lock-setting-values.spec-helper';
import { LockMaintenanceSettings } from './lock-maintenance-settings';

/** Settings over loosely typed options, as env strings and junk values arrive. */
function config(options: Record<string, unknown>): LockMaintenanceSettings {
  return new LockMaintenanceSettings(options as LockOptions);
}

describe('LockMaintenanceSettings', () => {
  describe('pruneIntervalSeconds(): 3600 unless set, null when pruning is off', () => {
    it.each([
      [{}, 3600],
      [{ interval: '60' }, 60],
      [{ enabled: 'true', interval: 120 }, 120],
      [{ enabled: 'false' }, null],
      [{ enabled: 'off', interval: '60' }, null],
    ])('%j gives %j', (prune, expected) => {
      expect(config({ prune }).pruneIntervalSeconds()).toBe(expected);
    });

    it('reads LOCK_PRUNE and LOCK_PRUNE_INTERVAL', () => {
      expect(
        new LockMaintenanceSettings(lockOptionsFromEnv({ LOCK_PRUNE_INTERVAL: '30' })).pruneIntervalSeconds(),
      ).toBe(30);
      expect(
        new LockMaintenanceSettings(lockOptionsFromEnv({ LOCK_PRUNE: 'no' })).pruneIntervalSeconds(),
      ).toBeNull();
    });

    it.each(['1.5', String(7 * 24 * 3600 + 1)])('refuses %j, naming the setting', (interval) => {
      const error = errorOf(() => config({ prune: { interval } }).pruneIntervalSeconds());
      expect(error).toBeInstanceOf(LockException);
      expect(error.message).toContain('LOCK_PRUNE_INTERVAL (option prune.interval)');
    });
  });

  itKeepsItsOptionsHidden(config);
});
