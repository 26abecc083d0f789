/**
 * Base class of every error the integration clients throw.
 *
 * It keeps nothing but a message (already redacted by whoever built it) and the fields a subclass adds:
 * never a request, its headers, an axios config or a credential.
 */
export class IntegrationException extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
