import { redactBearerCredentials } from '../../common/redaction/redact-bearer-credentials';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import type { LockConfig } from './lock-config';

/**
 * The text with the lock module's secrets replaced by `[redacted]`: the OAuth client secret, every configured
 * API token, the `extra` secrets of the call (its bearer token, a code or refresh token) and any
 * `Bearer <credential>`.
 */
export function redactLockSecrets(text: string, config: LockConfig, extra: readonly string[] = []): string {
  return redactBearerCredentials(redactSecrets(text, [...config.secrets(), ...extra]));
}
