import { IntegrationException } from './integration.exception';

/** A programming error in the arguments of a call; thrown before anything is sent. */
export class InvalidArgumentException extends IntegrationException {}
