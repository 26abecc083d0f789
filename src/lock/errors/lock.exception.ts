import { IntegrationException } from '../../common/errors/integration.exception';

/**
 * Base class of the Lock module's errors (`ApiException`, `AuthenticationException`); also thrown on its own for
 * an unknown `auth`, `tokenResolver` or `oauth.tokenStore` setting. A `ConnectionException` is not one.
 */
export class LockException extends IntegrationException {}
