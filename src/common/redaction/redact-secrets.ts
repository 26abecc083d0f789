/** What a secret is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Replaces every secret in the text with `[redacted]`, in each form it can take in a message:
 * raw, JSON-escaped, URL-encoded (`encodeURIComponent`) and form-encoded (`application/x-www-form-urlencoded`,
 * spaces as `+`). Empty and missing secrets are ignored. Longer forms are replaced first, so a secret that
 * contains another secret is not left half-visible.
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of encodedForms(secret)) forms.add(form);
  }
  let redacted = text;
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    redacted = redacted.split(form).join(REDACTED);
  }
  return redacted;
}

function encodedForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  // encodeURIComponent throws on a lone surrogate; such a character travels as U+FFFD, as URLSearchParams sends it.
  const uri = encodeURIComponent(secret.toWellFormed());
  const form = new URLSearchParams({ s: secret }).toString().slice(2);
  const lowerHex = (encoded: string) => encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
  return [secret, json, uri, form, lowerHex(uri), lowerHex(form), JSON.stringify(uri).slice(1, -1)];
}
