import { frozenPayload, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/**
 * An intercom model and how to wire an Opener to it, as the lock API's `OpenerIntercomModel` schema describes it.
 */
export class OpenerIntercom {
  /** The intercom id. */
  readonly intercomId: number | null;
  /** The id of the brand the model belongs to (see `OpenerBrand`). */
  readonly brandId: number | null;
  /** The type of the model. */
  readonly type: number | null;
  /** The model name. */
  readonly model: string | null;
  /** Verified intercom: 1 verified to work, 2 may be compatible but not verified, 3 not compatible. */
  readonly verified: number | null;
  /** Connection for ground BUS. */
  readonly conGndBus: string | null;
  /** Connection for audio BUS. */
  readonly conBusAudio: string | null;
  /** Connection for audio out. */
  readonly conAudioout: string | null;
  /** Connection for doorbell plus. */
  readonly conDoorbellPlus: string | null;
  /** Connection for doorbell minus. */
  readonly conDoorbellMinus: string | null;
  /** Connection for opening the door. */
  readonly conOpendoor: string | null;
  /** Connection for ground analogue. */
  readonly conGndAnalogue: string | null;
  /** Settings value for the BUS mode switch. */
  readonly busModeSwitch: number | null;
  /** Settings value for the BUS mode switch short circuit duration. */
  readonly busModeSwitchShortCircuitDuration: number | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `OpenerIntercom.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.intercomId = numberOrNull(raw.intercomId);
    this.brandId = numberOrNull(raw.brandId);
    this.type = numberOrNull(raw.type);
    this.model = stringOrNull(raw.model);
    this.verified = numberOrNull(raw.verified);
    this.conGndBus = stringOrNull(raw.conGndBus);
    this.conBusAudio = stringOrNull(raw.conBusAudio);
    this.conAudioout = stringOrNull(raw.conAudioout);
    this.conDoorbellPlus = stringOrNull(raw.conDoorbellPlus);
    this.conDoorbellMinus = stringOrNull(raw.conDoorbellMinus);
    this.conOpendoor = stringOrNull(raw.conOpendoor);
    this.conGndAnalogue = stringOrNull(raw.conGndAnalogue);
    this.busModeSwitch = numberOrNull(raw.busModeSwitch);
    this.busModeSwitchShortCircuitDuration = numberOrNull(raw.busModeSwitchShortCircuitDuration);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.raw = raw;
    Object.freeze(this);
  }

  /** An intercom model from an API payload; fields of a wrong type read as null. */
  static fromArray(data: Record<string, unknown>): OpenerIntercom {
    return new OpenerIntercom(frozenPayload(data));
  }
}
