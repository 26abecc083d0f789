import { numberSetting } from '../../../common/config/number-setting';
import { lockSettingError } from '../../support/lock-setting-error';

/** Days the console's audit trail keeps an entry when none is set: 90. */
export const DEFAULT_LOCK_AUDIT_RETENTION_DAYS = 90;
/** The longest retention: ten years. */
export const MAX_LOCK_AUDIT_RETENTION_DAYS = 3650;

/** The audit trail's options (`LOCK_AUDIT_RETENTION`: days, as `audit.retention`). */
export interface LockAuditOptions {
  readonly retention?: number | string;
}

/** The audit trail's settings, read when used. */
export class LockAuditSettings {
  readonly #options: LockAuditOptions;

  constructor(options: LockAuditOptions = {}) {
    this.#options = options;
  }

  /**
   * Days an entry of the trail is kept; `LockPruner` deletes older ones. @throws LockException when malformed
   */
  retentionDays(): number {
    return numberSetting(
      this.#options.retention,
      {
        name: 'LOCK_AUDIT_RETENTION (option audit.retention)',
        fallback: DEFAULT_LOCK_AUDIT_RETENTION_DAYS,
        max: MAX_LOCK_AUDIT_RETENTION_DAYS,
        unit: 'days',
        integer: true,
      },
      lockSettingError,
    );
  }
}
