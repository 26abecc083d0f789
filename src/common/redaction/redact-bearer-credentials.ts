import { groupRange, RedactedRange } from './redacted-ranges';

/**
 * Any `Bearer <credential>` in a text, also URL- or form-encoded (`Bearer%20...`, `Bearer+...`) or JSON-escaped
 * (`\/`); group 2 is the credential.
 */
const BEARER_CREDENTIAL = /\b(Bearer(?:\s+|%20|\+))([A-Za-z0-9\-._~+/%\\]+=*)/gi;

/** Where the credential of every `Bearer <credential>` stands in the text. */
export function bearerCredentialRanges(text: string): RedactedRange[] {
  return [...text.matchAll(BEARER_CREDENTIAL)].map((match) => groupRange(match, 2));
}
