import { timeoutSeconds } from '../../../common/config/number-setting';
import { lockSettingError } from '../../support/lock-setting-error';

/** How many claim timeouts a delivery's listeners may run when no listener timeout is set: ten. */
export const DEFAULT_LOCK_WEBHOOK_LISTENER_TIMEOUT_CLAIMS = 10;

/**
 * How long a delivery's listeners may run, in seconds (`LOCK_WEBHOOK_LISTENER_TIMEOUT`, option
 * `webhook.listenerTimeout`, default 10 x the claim timeout: 600 with its default). Until then the holder renews
 * the delivery's claim; past it the holder stops, releases the claim so the next copy runs the listeners again,
 * answers 500 `failed` and logs the hang. A listener that hangs keeps running, but its late end marks nothing.
 * @param claimTimeoutSeconds the claim timeout in effect (`LOCK_WEBHOOK_CLAIM_TIMEOUT`), for the default
 * @throws LockException for a malformed value or one above 2,147,483 seconds (a timer's limit), naming the setting
 */
export function lockWebhookListenerTimeoutSeconds(value: unknown, claimTimeoutSeconds: number): number {
  return timeoutSeconds(
    value,
    'LOCK_WEBHOOK_LISTENER_TIMEOUT (option webhook.listenerTimeout)',
    DEFAULT_LOCK_WEBHOOK_LISTENER_TIMEOUT_CLAIMS * claimTimeoutSeconds,
    lockSettingError,
  );
}
