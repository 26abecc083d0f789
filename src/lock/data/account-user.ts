import { frozenPayload, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/** A user of the account (a person or company given access to its devices), as the lock API returns it. */
export class AccountUser {
  /** The account user id. */
  readonly accountUserId: number | null;
  /** The id of the account the user belongs to. */
  readonly accountId: number | null;
  /** The optional type: 0 user, 1 company. */
  readonly type: number | null;
  /** The email address. */
  readonly email: string | null;
  /** The name. */
  readonly name: string | null;
  /** The language code, e.g. `de`. */
  readonly language: string | null;
  /** The operation id: if set, the user is locked for another operation. */
  readonly operationId: string | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** The payload as received (deep-frozen copy). */
  readonly raw: LockPayload;

  /** Use `AccountUser.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.accountUserId = numberOrNull(raw.accountUserId);
    this.accountId = numberOrNull(raw.accountId);
    this.type = numberOrNull(raw.type);
    this.email = stringOrNull(raw.email);
    this.name = stringOrNull(raw.name);
    this.language = stringOrNull(raw.language);
    this.operationId = stringOrNull(raw.operationId);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.raw = raw;
    Object.freeze(this);
  }

  /** An account user from an API payload; fields of a wrong type read as null. */
  static fromArray(data: Record<string, unknown>): AccountUser {
    return new AccountUser(frozenPayload(data));
  }
}
