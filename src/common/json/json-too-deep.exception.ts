import { InvalidArgumentException } from '../errors/invalid-argument.exception';
import { MAX_JSON_DEPTH, TOO_DEEP } from './json-depth';

/**
 * A value given to the package nests arrays and objects deeper than `MAX_JSON_DEPTH`, so it is not copied or
 * kept (a Lock data object's payload). JSON the package is sent is measured before it is parsed; over the limit
 * it gives the module's own exception or answer instead (`LockException`, `DeliveryException`,
 * `AccountingException`, a webhook's 400).
 */
export class JsonTooDeepException extends InvalidArgumentException {
  /** The limit the value is over: `MAX_JSON_DEPTH`. */
  readonly limit = MAX_JSON_DEPTH;

  /** @param what the message's subject, e.g. `The lock payload` */
  constructor(what: string) {
    super(`${what} is ${TOO_DEEP}.`);
  }
}
