import { RedactedRange } from './redacted-ranges';
import { SecretExpressionCache } from './secret-expression-cache';
import { secretPattern } from './secret-pattern';

/** Where the given secrets stand in the text, in every form `secretPattern` finds; empty, blank and missing secrets are ignored, one with white space at an end also counts trimmed. */
export function knownSecretRanges(
  text: string,
  secrets: readonly (string | null | undefined)[],
): RedactedRange[] {
  // A secret with white space at an end also counts trimmed: a server may echo what it took after trimming.
  const given = secrets.filter(
    (secret): secret is string => typeof secret === 'string' && secret.trim() !== '',
  );
  const known = [...new Set(given.flatMap((secret) => [secret, secret.trim()]))];
  if (known.length === 0 || text === '') return [];
  const ranges: RedactedRange[] = [];
  for (const expression of expressions.expressionsOf(known)) {
    for (const match of text.matchAll(expression)) {
      ranges.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return ranges;
}

/**
 * The compiled expressions of the secrets used last, one per secret (bounded by count and source size): a client
 * redacts with the same secrets again and again, and a list that changes by one secret (a new token) compiles that
 * one alone. Found ranges are joined by `redactRanges`, so a secret inside another is redacted whole either way.
 */
const expressions = new SecretExpressionCache(secretPattern, 'gu');
