import { redactCredentials } from '../redaction/redact-credentials';

/**
 * Base class of every error the integration clients throw.
 *
 * It keeps nothing but a message, the fields a subclass adds and, where a subclass takes one, a `cause`: never a
 * request, its headers, an axios config or a credential. The package only ever gives its own (redacted)
 * exceptions as a cause. Whoever builds the message redacts the secrets they know; this constructor redacts, as
 * a last line for every message, what needs no knowing: values under credential-shaped keys, `Bearer`
 * credentials and the userinfo of URLs.
 */
export class IntegrationException extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(redactCredentials(message), options);
    this.name = new.target.name;
  }
}
