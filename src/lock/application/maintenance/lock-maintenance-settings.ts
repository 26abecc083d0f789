import { isEnabled } from '../../../common/config/config-parsing';
import { numberSetting } from '../../../common/config/number-setting';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockSettingError } from '../../support/lock-setting-error';

/** Seconds between two prunes when none is set: one hour. */
export const DEFAULT_LOCK_PRUNE_INTERVAL_SECONDS = 60 * 60;
/** The longest prune interval: one week. */
export const MAX_LOCK_PRUNE_INTERVAL_SECONDS = 7 * 24 * 60 * 60;

/** The maintenance settings (`LOCK_PRUNE`, `LOCK_PRUNE_INTERVAL`), read from the module's resolved options when used. */
export class LockMaintenanceSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /**
   * Seconds between two prunes of expired sessions, used codes and old webhook ids while the app runs, or null when
   * pruning is switched off with a "no" (`LOCK_PRUNE`). @throws LockException when the interval is malformed
   */
  pruneIntervalSeconds(): number | null {
    const prune = this.#options.prune;
    if (!isEnabled(prune?.enabled)) return null;
    return numberSetting(
      prune?.interval,
      {
        name: 'LOCK_PRUNE_INTERVAL (option prune.interval)',
        fallback: DEFAULT_LOCK_PRUNE_INTERVAL_SECONDS,
        max: MAX_LOCK_PRUNE_INTERVAL_SECONDS,
        unit: 'seconds',
        integer: true,
      },
      lockSettingError,
    );
  }
}
