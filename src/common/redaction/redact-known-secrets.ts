import { RedactedRange, redactRanges } from './redacted-ranges';
import { secretPattern } from './secret-pattern';

/**
 * Replaces only the given secrets, in every form it commonly takes (see `secretPattern`), in one pass so a
 * replacement is never matched again. Empty, blank and missing secrets are ignored; one with white space at an
 * end is also redacted trimmed.
 */
export function redactKnownSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  return redactRanges(text, knownSecretRanges(text, secrets));
}

/** Where the given secrets stand in the text, in every form (see `redactKnownSecrets`). */
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
  for (const match of text.matchAll(knownSecretsExpression(known))) {
    ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
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
