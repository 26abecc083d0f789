import { frozenPayload, idOrNull, LockPayload, stringOrNull } from './lock-payload';

/**
 * The answer of an asynchronous ("advanced") lock API call: the id of the webhook answer still to come, as the
 * lock API's `AdvancedConfirmationResponse` schema describes it.
 */
export class AdvancedConfirmation {
  /** A UUID to identify the webhook answer still to come (a number is converted to text; null when empty). */
  readonly requestId: string | null;
  /** The error message and smartlock ids when authorizations need a subscription and cannot be created. */
  readonly error: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `AdvancedConfirmation.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.requestId = idOrNull(raw.requestId);
    this.error = stringOrNull(raw.error);
    this.raw = raw;
    Object.freeze(this);
  }

  /** A confirmation from an API answer; fields of a wrong type read as null. */
  static fromArray(data: Record<string, unknown>): AdvancedConfirmation {
    return new AdvancedConfirmation(frozenPayload(data));
  }
}
