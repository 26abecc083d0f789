import { isEnabled, joinUrl, nonEmptyString } from '../../../common/config/config-parsing';
import { numberSetting } from '../../../common/config/number-setting';
import type { LockOptions } from '../../interfaces/lock-options.interface';
import { lockOptionsOverEnv } from '../../lock-env';
import { lockSettingError } from '../../support/lock-setting-error';
import { lockUrlSetting } from '../../support/lock-url-setting';
import { LockWebhookClientSettings } from '../../support/lock-webhook-client-settings';
import { lockWebhookClaimTimeoutSeconds } from './lock-webhook-claim-timeout';
import { lockWebhookListenerTimeoutSeconds } from './lock-webhook-listener-timeout';
import { LOCK_SIGNATURE_HEADER } from './lock-webhook-headers';

/** Route of the inbound webhook receiver when none is set. */
export const DEFAULT_LOCK_WEBHOOK_ROUTE = '/lock/webhook';
/** How long a webhook delivery id is remembered when none is set: ten minutes, as the original package keeps it. */
export const DEFAULT_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS = 600;
/** The longest duplicate window: thirty days. */
export const MAX_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS = 30 * 24 * 60 * 60;

/**
 * The webhook settings (`LOCK_WEBHOOK_*`, `APP_URL`), those of the receiver over those the client uses too
 * (`LockWebhookClientSettings`), read from the module's resolved options when used, so a
 * malformed one fails the delivery or call that needs it (with `LockException`, naming the setting).
 */
export class LockWebhookSettings extends LockWebhookClientSettings {
  /** The settings; private, so no inspect or JSON output shows a secret. */
  readonly #options: LockOptions;
  /** The env whose `NODE_ENV` decides whether signatures may be switched off, read when used. */
  readonly #env: NodeJS.ProcessEnv;

  constructor(options: LockOptions = {}, env: NodeJS.ProcessEnv = {}) {
    super(options);
    this.#options = options;
    this.#env = env;
  }

  /** The route of the inbound webhook receiver, with a leading slash. */
  webhookRoute(): string {
    const route = nonEmptyString(this.#options.webhook?.route) ?? DEFAULT_LOCK_WEBHOOK_ROUTE;
    return route.startsWith('/') ? route : `/${route}`;
  }

  /**
   * The request header that carries a delivery's signature, lower case (default `x-lock-signature-sha256`).
   * @throws LockException for a name that is not an HTTP header name
   */
  webhookSignatureHeader(): string {
    const header = nonEmptyString(this.#options.webhook?.signatureHeader) ?? LOCK_SIGNATURE_HEADER;
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(header)) {
      throw lockSettingError(
        `LOCK_WEBHOOK_SIGNATURE_HEADER (option webhook.signatureHeader) must be an HTTP header name, got "${header}".`,
      );
    }
    return header.toLowerCase();
  }

  /**
   * Whether deliveries must carry a valid signature: true unless switched off with a "no"
   * (`LOCK_WEBHOOK_VERIFY_SIGNATURE`), which is for development only.
   * @throws LockException when it is switched off and `NODE_ENV` is `production`
   */
  webhookVerifySignature(): boolean {
    if (isEnabled(this.#options.webhook?.verifySignature)) return true;
    if ((this.#env.NODE_ENV ?? '').trim().toLowerCase() === 'production') {
      throw lockSettingError(
        'LOCK_WEBHOOK_VERIFY_SIGNATURE (option webhook.verifySignature) is off, which is for development only ' +
          'and refused when NODE_ENV=production: anyone could post events. Configure LOCK_WEBHOOK_SECRET instead.',
      );
    }
    return false;
  }

  /** How long a delivery id is remembered to drop a repeat, in seconds (default 600, at most 30 days). */
  webhookDuplicateWindowSeconds(): number {
    return numberSetting(
      this.#options.webhook?.duplicateWindow,
      {
        name: 'LOCK_WEBHOOK_DUPLICATE_WINDOW (option webhook.duplicateWindow)',
        fallback: DEFAULT_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS,
        max: MAX_LOCK_WEBHOOK_DUPLICATE_WINDOW_SECONDS,
        unit: 'seconds',
        integer: true,
      },
      lockSettingError,
    );
  }

  /** How long a delivery's claim lasts without renewal, in seconds (see `lockWebhookClaimTimeoutSeconds`). */
  webhookClaimTimeoutSeconds(): number {
    return lockWebhookClaimTimeoutSeconds(this.#options.webhook?.claimTimeout);
  }

  /**
   * How long a delivery's listeners may run before its claim is released and it is answered 500, in seconds
   * (default 10 x the claim timeout; see `lockWebhookListenerTimeoutSeconds`).
   */
  webhookListenerTimeoutSeconds(): number {
    return lockWebhookListenerTimeoutSeconds(
      this.#options.webhook?.listenerTimeout,
      this.webhookClaimTimeoutSeconds(),
    );
  }

  /**
   * The application's public URL (`APP_URL`), or null without one.
   * @throws LockException when it is not an absolute http(s) URL
   */
  appUrl(): string | null {
    return lockUrlSetting(this.#options.appUrl, 'APP_URL (option appUrl)') ?? null;
  }

  /**
   * The default callback URL of a webhook subscription (`APP_URL` + the webhook route), or null without `APP_URL`.
   * @throws LockException when `APP_URL` is not an absolute http(s) URL
   */
  defaultWebhookUrl(): string | null {
    const appUrl = this.appUrl();
    return appUrl === null ? null : joinUrl(appUrl, this.webhookRoute());
  }
}

/**
 * The receiver's route as `LockModule` needs it before dependency injection runs: the given options' route over
 * `LOCK_WEBHOOK_ROUTE` (the env is read by `lockOptionsOverEnv`), with a leading slash.
 */
export function lockWebhookRouteBeforeInjection(options: LockOptions, env?: NodeJS.ProcessEnv): string {
  return new LockWebhookSettings(lockOptionsOverEnv(options, env)).webhookRoute();
}
