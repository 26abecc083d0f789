import { redactCredentials } from './redact-credentials';
import { REDACTED } from './redacted-marker';
import { secretPattern } from './secret-pattern';

export { REDACTED } from './redacted-marker';

/**
 * Replaces every secret in the text with `[redacted]`, in every form it commonly takes (see `secretPattern`:
 * raw, JSON/JS-escaped also twice, percent- and form-encoded, HTML-escaped, base64 and hex), in one pass so a
 * replacement is never matched again; secrets shorter than 8 characters only as whole tokens. Then redacts what
 * no secret list can know (`redactCredentials`): values under credential-shaped keys, `Bearer` credentials and
 * the userinfo of URLs. Empty, blank and missing secrets are ignored.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  return redactCredentials(redactKnownSecrets(text, secrets));
}

/** Replaces only the given secrets, in every form (see `redactSecrets`). */
export function redactKnownSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const known = [
    ...new Set(
      secrets.filter((secret): secret is string => typeof secret === 'string' && secret.trim() !== ''),
    ),
  ];
  if (known.length === 0 || text === '') return text;
  return text.replace(knownSecretsExpression(known), REDACTED);
}

/** Compiled expressions of recent secret lists: a client redacts with the same secrets again and again. */
const compiled = new Map<string, RegExp>();
const COMPILED_KEPT = 32;

function knownSecretsExpression(secrets: string[]): RegExp {
  // Longer secrets first, so a secret that contains another is replaced whole.
  const ordered = [...secrets].sort((a, b) => b.length - a.length);
  const key = JSON.stringify(ordered);
  let expression = compiled.get(key);
  if (!expression) {
    expression = new RegExp(ordered.map((secret) => `(?:${secretPattern(secret)})`).join('|'), 'gu');
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, expression);
  }
  expression.lastIndex = 0;
  return expression;
}
