import { frozenPayload, LockPayload, numberOrNull, stringOrNull } from './lock-payload';

/** The account behind the credentials, as the lock API's account endpoint returns it. */
export class AccountInfo {
  /** The account id. */
  readonly accountId: number | null;
  /** The email address of the account. */
  readonly email: string | null;
  /** The name of the account. */
  readonly name: string | null;
  /** The language code of the account, e.g. `en`. */
  readonly language: string | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The payload as received, without its `secret` (deep-frozen copy), so no output or cache ever holds it. */
  readonly raw: LockPayload;

  /** Use `AccountInfo.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.accountId = numberOrNull(raw.accountId);
    this.email = stringOrNull(raw.email);
    this.name = stringOrNull(raw.name);
    this.language = stringOrNull(raw.language);
    this.creationDate = stringOrNull(raw.creationDate);
    this.raw = raw;
    Object.freeze(this);
  }

  /** Account info from an API payload (its `secret` left out); fields of a wrong type read as null. */
  static fromArray(data: Record<string, unknown>): AccountInfo {
    const { secret: _secret, ...payload } = data;
    return new AccountInfo(frozenPayload(payload));
  }

  /**
   * A name to show: `name` when not blank, else `email` when not blank (both trimmed), else `#<accountId>`,
   * and `#?` when the account id is missing too.
   */
  displayName(): string {
    const name = this.name?.trim() || this.email?.trim();
    return name || `#${this.accountId ?? '?'}`;
  }
}
