import { credentialFieldEchoes } from './credential-field-echoes';
import { urlCredentialRanges } from './mask-url-credentials';
import { bearerCredentialRanges } from './redact-bearer-credentials';
import { credentialFields } from './redact-credential-fields';
import { RedactedRange, redactRanges } from './redacted-ranges';

/**
 * Redacts the credentials a text can hold without anyone knowing them: values under credential-shaped keys
 * (JSON, form and header-like text), also where the same value stands elsewhere in the text as a value or in
 * another form (a token answer echoed base64-encoded), every `Bearer <credential>`, and the userinfo of every URL.
 */
export function redactCredentials(text: string): string {
  return redactRanges(text, credentialRanges(text));
}

/** Where the credentials of the text stand (see `redactCredentials`). */
export function credentialRanges(text: string): RedactedRange[] {
  const fields = credentialFields(text);
  return [
    ...fields.map((field) => field.range),
    ...credentialFieldEchoes(text, fields),
    ...bearerCredentialRanges(text),
    ...urlCredentialRanges(text),
  ];
}
