import { inspect } from 'node:util';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import { AnchoredSecret, anchoredSecret, SecretCandidates } from '../../common/redaction/secret-anchors';
import type { LockAuthSettings } from '../auth/lock-auth-settings';
import type { LockWebhookClientSettings } from './lock-webhook-client-settings';

/**
 * How many secrets each account keeps for redaction, the newest: its API token, its OAuth access and refresh
 * tokens and several generations of spent ones and of authorization codes. Other accounts never push an
 * account's secrets out, however many there are.
 */
export const SECRETS_KEPT_PER_ACCOUNT = 16;

/**
 * The secrets the lock module redacts from every message and `ApiException.body`: the configured ones (the
 * OAuth client secret, every API token) and those its calls held for each account (bearer tokens, authorization
 * codes, OAuth access and refresh tokens, also spent ones a server may still echo), in every form
 * (`redactSecrets`). Each message is redacted with the secrets of every account: those that may stand in it
 * (`SecretCandidates`) go through the full patterns, so the cost stays that of a few secrets.
 */
export class LockSecrets {
  readonly #byAccount = new Map<string, AnchoredSecret[]>();
  /** The candidates of every account's secrets, made anew after a change. */
  #candidates: SecretCandidates | undefined;

  constructor(
    private readonly auth: LockAuthSettings,
    private readonly webhooks: LockWebhookClientSettings,
  ) {}

  /** Keeps the values (empty ones are ignored) as secrets of the module's later messages, under the account. */
  remember(accountKey: string, ...values: readonly (string | null | undefined)[]): void {
    const kept = this.#byAccount.get(accountKey) ?? [];
    for (const value of values) {
      if (!value) continue;
      const index = kept.findIndex(({ secret }) => secret === value);
      if (index !== -1) {
        kept.push(...kept.splice(index, 1));
        continue;
      }
      kept.push(anchoredSecret(value));
      // Only a new secret (and the old one it may push out) changes the set: every call remembers its token.
      this.#candidates = undefined;
    }
    if (kept.length > SECRETS_KEPT_PER_ACCOUNT) kept.splice(0, kept.length - SECRETS_KEPT_PER_ACCOUNT);
    this.#byAccount.set(accountKey, kept);
  }

  /**
   * The text with every known secret, credential-shaped value, bearer credential and URL userinfo redacted; `held`
   * are the secrets of the call at hand.
   */
  redact(text: string, held: readonly string[] = []): string {
    this.#candidates ??= new SecretCandidates([...this.#byAccount.values()].flat());
    const remembered = this.#candidates.in(text);
    return redactSecrets(text, [...configuredLockSecrets(this.auth, this.webhooks), ...held, ...remembered]);
  }

  /** What `util.inspect` shows: never a secret. */
  [inspect.custom](): string {
    return 'LockSecrets { [redacted] }';
  }

  /** What `JSON.stringify` shows: never a secret. */
  toJSON(): string {
    return '[redacted]';
  }
}

/**
 * The secrets of the settings, for redaction: the OAuth client secret, every API token and every configured
 * webhook secret.
 */
export function configuredLockSecrets(auth: LockAuthSettings, webhooks: LockWebhookClientSettings): string[] {
  const secret = auth.oauthClientSecret();
  return [...(secret === null ? [] : [secret]), ...auth.apiTokens(), ...webhooks.webhookSecrets()];
}
