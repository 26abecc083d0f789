import { isJsonObject } from '../../common/json/json-body';
import type { LockApiSchemas } from '../api/lock-routes';
import {
  booleanOf,
  DeepReadonly,
  frozenPayload,
  LockPayload,
  numberOrNull,
  objectOrNull,
  stringOrNull,
} from './lock-payload';

/** The unlock PINs of the account config, never kept. */
type AccountPin = 'alexaPin' | 'gactionsHomePin';

/** The account behind the credentials, as the lock API's account endpoint returns it. */
export class AccountInfo {
  /** The account id. */
  readonly accountId: number | null;
  /** The type: 0 user, 1 company, 2 caretaker. */
  readonly type: number | null;
  /** The email address of the account. */
  readonly email: string | null;
  /** True when the email address is verified (false also when the payload has no such flag). */
  readonly emailVerified: boolean;
  /** The name of the account. */
  readonly name: string | null;
  /** The id of the master account, if this is a sub account. */
  readonly masterAccountId: number | null;
  /** The rights bitmask of a sub account (1 manage smartlock ... 64 create smartlocks, see the API). */
  readonly rights: number | null;
  /** The language code of the account, e.g. `en`. */
  readonly language: string | null;
  /**
   * The account configuration (schema `Account.Config`) without its unlock PINs (`alexaPin`, `gactionsHomePin`:
   * voice assistants unlock with them, so they are left out like `secret`); null when the payload has none.
   */
  readonly config: DeepReadonly<Omit<LockApiSchemas['Account.Config'], AccountPin>> | null;
  /** The profile: name and address (schema `Account.Profile`); null when the payload has no such object. */
  readonly profile: DeepReadonly<LockApiSchemas['Account.Profile']> | null;
  /** The creation date as the API sent it (ISO 8601). */
  readonly creationDate: string | null;
  /** The date of the last update as the API sent it (ISO 8601). */
  readonly updateDate: string | null;
  /** Where the account came from (schema `Account.Descent`); null when the payload has no such object. */
  readonly descent: DeepReadonly<LockApiSchemas['Account.Descent']> | null;
  /** The subscription type of the account (b2b): `BUSINESS`, `STANDARD`, `BUSINESS_PLUS` or `API_ONLY`. */
  readonly shsSubscriptionType: string | null;
  /** The payload's `b2bActive` flag (undescribed by the API; false when missing). */
  readonly b2bActive: boolean;
  /** The state of the API terms of use (schema `TermsOfUse`); null when the payload has no such object. */
  readonly apiTermsOfUse: DeepReadonly<LockApiSchemas['TermsOfUse']> | null;
  /**
   * The payload as received, without its `secret` and the config's unlock PINs (deep-frozen copy), so no output or
   * cache ever holds them.
   */
  readonly raw: LockPayload;

  /** Use `AccountInfo.fromArray()`. */
  private constructor(raw: LockPayload) {
    this.accountId = numberOrNull(raw.accountId);
    this.type = numberOrNull(raw.type);
    this.email = stringOrNull(raw.email);
    this.emailVerified = booleanOf(raw.emailVerified);
    this.name = stringOrNull(raw.name);
    this.masterAccountId = numberOrNull(raw.masterAccountId);
    this.rights = numberOrNull(raw.rights);
    this.language = stringOrNull(raw.language);
    this.config = objectOrNull(raw.config);
    this.profile = objectOrNull(raw.profile);
    this.creationDate = stringOrNull(raw.creationDate);
    this.updateDate = stringOrNull(raw.updateDate);
    this.descent = objectOrNull(raw.descent);
    this.shsSubscriptionType = stringOrNull(raw.shsSubscriptionType);
    this.b2bActive = booleanOf(raw.b2bActive);
    this.apiTermsOfUse = objectOrNull(raw.apiTermsOfUse);
    this.raw = raw;
    Object.freeze(this);
  }

  /**
   * Account info from an API payload (its `secret` and the config's unlock PINs left out, see `raw`); fields of a wrong type read as null (false
   * for flags); nested objects (`config`, ...) are the frozen `raw`'s own, typed as the API documents them.
   */
  static fromArray(data: Record<string, unknown>): AccountInfo {
    if (!isJsonObject(data)) return new AccountInfo(frozenPayload(null));
    const { secret: _secret, ...payload } = data;
    if (isJsonObject(payload.config)) {
      const { alexaPin: _alexa, gactionsHomePin: _google, ...config } = payload.config;
      payload.config = config;
    }
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
