import { IntegrationException } from '../common/errors/integration.exception';

/**
 * What a health check says went wrong: the (redacted) message of the package's own exceptions; of anything else
 * only its class name, `while <doing>`.
 */
export function downReason(error: unknown, doing: string): string {
  if (error instanceof IntegrationException) return error.message;
  return `unexpected ${error instanceof Error ? error.name : typeof error} while ${doing}`;
}
