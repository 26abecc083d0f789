/** The most characters of an answer body a Delivery or Accounting message holds. */
export const MESSAGE_BODY_EXCERPT = 1000;
/**
 * How much more than the excerpt is redacted before it is cut, so a secret that starts inside the excerpt is
 * found whole (its longest encoded form fits in the margin) and a 10 MiB body is not scanned for a message.
 */
const REDACTION_MARGIN = 16 * 1024;

/** The first `limit` characters of the text, never ending in half a surrogate pair. */
export function excerpt(text: string, limit: number): string {
  const cut = text.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The first `limit` characters of the text after `redact`, which sees the excerpt and a margin beyond it. */
export function redactedExcerpt(text: string, limit: number, redact: (text: string) => string): string {
  return excerpt(redact(text.slice(0, limit + REDACTION_MARGIN)), limit);
}
