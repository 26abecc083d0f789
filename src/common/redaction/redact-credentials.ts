import { maskUrlCredentials } from './mask-url-credentials';
import { redactBearerCredentials } from './redact-bearer-credentials';
import { redactCredentialFields } from './redact-credential-fields';

/**
 * Redacts the credentials a text can hold without anyone knowing them: values under credential-shaped keys
 * (JSON, form and header-like text), every `Bearer <credential>`, and the userinfo of every URL.
 */
export function redactCredentials(text: string): string {
  return maskUrlCredentials(redactBearerCredentials(redactCredentialFields(text)));
}
