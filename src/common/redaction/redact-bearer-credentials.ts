import { REDACTED } from './redacted-marker';

/**
 * Any `Bearer <credential>` in a text, also URL- or form-encoded (`Bearer%20...`, `Bearer+...`) or JSON-escaped
 * (`\/`).
 */
const BEARER_CREDENTIAL = /\bBearer(?:\s+|%20|\+)[A-Za-z0-9\-._~+/%\\]+=*/gi;

/**
 * Replaces the credential of every `Bearer <credential>` in the text with `[redacted]`, for credentials the
 * client does not know (a remote side echoing another token); known secrets go through `redactSecrets()`.
 */
export function redactBearerCredentials(text: string): string {
  return text.replace(BEARER_CREDENTIAL, `Bearer ${REDACTED}`);
}
