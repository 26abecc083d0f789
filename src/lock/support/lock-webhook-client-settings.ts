import { nonEmptyString } from '../../common/config/config-parsing';
import type { LockOptions, LockWebhookApi } from '../interfaces/lock-options.interface';
import { lockChoiceSetting } from './lock-choice-setting';

/**
 * The webhook settings the client uses as well as the receiver: which API registers webhooks
 * (`LOCK_WEBHOOK_API`) and the signing secrets (`LOCK_WEBHOOK_SECRET`), which the client sends when it registers
 * one and redacts from every message. Read from the module's resolved options when used.
 */
export class LockWebhookClientSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;

  constructor(options: LockOptions = {}) {
    this.#options = options;
  }

  /** `notification` (default) or `decentral`. @throws LockException for any other value */
  webhookApi(): LockWebhookApi {
    return lockChoiceSetting(
      'webhook API',
      'LOCK_WEBHOOK_API',
      this.#options.webhook?.api,
      ['notification', 'decentral'],
      'notification',
    );
  }

  /**
   * The configured webhook signing secrets (`LOCK_WEBHOOK_SECRET`, comma-separated; option `webhook.secret`, a
   * string or a list), trimmed, blanks left out; the newest first by convention.
   */
  webhookSecrets(): string[] {
    const configured = this.#options.webhook?.secret;
    const items = typeof configured === 'string' ? configured.split(',') : [...(configured ?? [])];
    return items
      .map((secret) => nonEmptyString(secret))
      .filter((secret): secret is string => secret !== undefined);
  }
}
