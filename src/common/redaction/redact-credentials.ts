import { maskUrlCredentials } from './mask-url-credentials';
import { redactBearerCredentials } from './redact-bearer-credentials';
import { credentialFieldValues, redactCredentialFields } from './redact-credential-fields';
import { redactKnownSecrets } from './redact-known-secrets';

/**
 * Redacts the credentials a text can hold without anyone knowing them: values under credential-shaped keys
 * (JSON, form and header-like text), also where the same value stands elsewhere in the text in another form (a
 * token answer echoed base64-encoded), every `Bearer <credential>`, and the userinfo of every URL.
 */
export function redactCredentials(text: string): string {
  const values = credentialFieldValues(text);
  const withoutValues = values.length > 0 ? redactKnownSecrets(text, values) : text;
  return maskUrlCredentials(redactBearerCredentials(redactCredentialFields(withoutValues)));
}
