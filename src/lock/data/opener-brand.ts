import { frozenPayload, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/** A brand of intercoms an Opener can be wired to, as the lock API's `OpenerIntercomBrand` schema describes it. */
export class OpenerBrand {
  /** The brand id. */
  readonly brandId: number | null;
  /** The brand name. */
  readonly brand: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `OpenerBrand.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.brandId = numberOrNull(raw.brandId);
    this.brand = stringOrNull(raw.brand);
    this.raw = raw;
    Object.freeze(this);
  }

  /** A brand from an API payload; fields of a wrong type read as null. */
  static fromArray(data: Record<string, unknown>): OpenerBrand {
    return new OpenerBrand(frozenPayload(data));
  }
}
