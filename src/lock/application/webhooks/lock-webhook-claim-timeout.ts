import { numberSetting } from '../../../common/config/number-setting';
import { lockSettingError } from '../../support/lock-setting-error';

/** How long a webhook delivery's claim lasts without its holder renewing it, when none is set: one minute. */
export const DEFAULT_LOCK_WEBHOOK_CLAIM_TIMEOUT_SECONDS = 60;
/** The longest claim timeout accepted: one hour. */
export const MAX_LOCK_WEBHOOK_CLAIM_TIMEOUT_SECONDS = 60 * 60;

/**
 * How long a webhook delivery's claim lasts when its holder stops renewing it (the process died inside a
 * listener), in seconds (`LOCK_WEBHOOK_CLAIM_TIMEOUT`, option `webhook.claimTimeout`, default 60): until then a
 * copy of the delivery is answered 503 with `Retry-After`, after it the next copy runs the listeners. A live holder
 * renews its claim every third of this time, so a slow listener keeps it, up to the listener timeout
 * (`lockWebhookListenerTimeoutSeconds`).
 * @throws LockException for a malformed value or one above an hour, naming the setting
 */
export function lockWebhookClaimTimeoutSeconds(value: unknown): number {
  return numberSetting(
    value,
    {
      name: 'LOCK_WEBHOOK_CLAIM_TIMEOUT (option webhook.claimTimeout)',
      fallback: DEFAULT_LOCK_WEBHOOK_CLAIM_TIMEOUT_SECONDS,
      max: MAX_LOCK_WEBHOOK_CLAIM_TIMEOUT_SECONDS,
      unit: 'seconds',
    },
    lockSettingError,
  );
}
