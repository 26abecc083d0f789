import { credentialRanges } from './redact-credentials';
import { knownSecretRanges } from './redact-known-secrets';
import { redactRanges } from './redacted-ranges';

export { REDACTED } from './redacted-marker';

/**
 * Replaces every secret in the text with `[redacted]`, in every form it commonly takes (see `secretPattern`:
 * raw, JSON/JS-escaped also twice, percent- and form-encoded, HTML-escaped, base64 and hex), in one pass so a
 * replacement is never matched again; secrets shorter than 8 characters only as whole tokens. Then redacts what
 * no secret list can know (`redactCredentials`): values under credential-shaped keys, `Bearer` credentials and
 * the userinfo of URLs. Every part is found in the original text and the parts are replaced together, so a
 * secret such as `:` or `access_token` cannot hide a credential field from redaction. Empty, blank and missing
 * secrets are ignored; one with white space at an end is also redacted trimmed.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  return redactRanges(text, [...knownSecretRanges(text, secrets), ...credentialRanges(text)]);
}
