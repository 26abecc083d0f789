import { nonEmptyString } from '../../../common/config/config-parsing';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockSettingError } from '../../support/lock-setting-error';

/** The settings of users' access to the locks (`LOCK_TIME_ZONE`), read from the module's resolved options when used. */
export class LockAccessSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /**
   * The IANA time zone of sub-users' permission windows and weekdays (default `UTC`).
   * @throws LockException for a name the runtime does not know
   */
  timeZone(): string {
    const zone = nonEmptyString(this.#options.timeZone) ?? 'UTC';
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      throw lockSettingError(
        `LOCK_TIME_ZONE (option timeZone) must be an IANA time zone such as "Europe/Amsterdam", got "${zone}".`,
      );
    }
  }
}
