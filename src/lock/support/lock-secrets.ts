import { inspect } from 'node:util';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import type { LockConfig } from './lock-config';

/** How many secrets seen in calls are kept for redaction (the newest). */
const SECRETS_KEPT = 64;

/**
 * The secrets the lock module redacts from every message and `ApiException.body`: the configured ones (the
 * OAuth client secret, every API token) and those its calls held (bearer tokens, authorization codes, OAuth
 * access and refresh tokens, also spent ones a server may still echo), in every form (`redactSecrets`).
 */
export class LockSecrets {
  readonly #seen: string[] = [];

  constructor(private readonly config: LockConfig) {}

  /** Keeps the values (empty ones are ignored) as secrets of the module's later messages. */
  remember(...values: readonly (string | null | undefined)[]): void {
    for (const value of values) {
      if (!value) continue;
      const index = this.#seen.indexOf(value);
      if (index !== -1) this.#seen.splice(index, 1);
      this.#seen.push(value);
    }
    if (this.#seen.length > SECRETS_KEPT) this.#seen.splice(0, this.#seen.length - SECRETS_KEPT);
  }

  /**
   * The text with every known secret, credential-shaped value, bearer credential and URL userinfo redacted; `held`
   * are the secrets of the call at hand, redacted however many others were seen since.
   */
  redact(text: string, held: readonly string[] = []): string {
    return redactSecrets(text, [...this.config.secrets(), ...this.#seen, ...held]);
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
