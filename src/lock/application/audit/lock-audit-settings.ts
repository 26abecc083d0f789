import { numberSetting } from '../../../common/config/number-setting';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockSettingError } from '../../support/lock-setting-error';

/** Days the console's audit trail keeps an entry when none is set: 90. */
export const DEFAULT_LOCK_AUDIT_RETENTION_DAYS = 90;
/** The longest retention: ten years. */
export const MAX_LOCK_AUDIT_RETENTION_DAYS = 3650;

/** The audit trail's settings (`LOCK_AUDIT_RETENTION`, option `auditRetention`), read when used. */
export class LockAuditSettings {
  readonly #options: Pick<LockOptions, 'auditRetention'>;

  constructor(options: Pick<LockOptions, 'auditRetention'> = {}) {
    this.#options = options;
  }

  /**
   * Days an entry of the trail is kept; `LockPruner` deletes older ones. @throws LockException when malformed
   */
  retentionDays(): number {
    return numberSetting(
      this.#options.auditRetention,
      {
        name: 'LOCK_AUDIT_RETENTION (option auditRetention)',
        fallback: DEFAULT_LOCK_AUDIT_RETENTION_DAYS,
        max: MAX_LOCK_AUDIT_RETENTION_DAYS,
        unit: 'days',
        integer: true,
      },
      lockSettingError,
    );
  }
}
