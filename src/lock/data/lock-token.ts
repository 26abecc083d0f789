import { inspect, InspectOptions } from 'node:util';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { stringOrNull } from './lock-payload';

/**
 * A lock token in its stored form, as `LockToken.toArray()` gives it and `LockToken.fromArray()` reads it (a type,
 * not an interface, so it passes as `Record<string, unknown>`).
 */
export type StoredLockToken = {
  /** The bearer token sent to the lock API. */
  access_token: string;
  /** The OAuth refresh token, when one was issued. */
  refresh_token: string | null;
  /** The moment the access token expires (ISO 8601 UTC), or null when unknown. */
  expires_at: string | null;
  /** The token type, `Bearer` unless the issuer said otherwise. */
  token_type: string;
  /** The granted scopes as issued (space-separated), when known. */
  scope: string | null;
  /**
   * When the OAuth token endpoint refused the refresh token (`invalid_grant`) and no newer token was stored (ISO
   * 8601 UTC); left out while the token may be refreshed. See `LockToken.needsReauthorization()`.
   */
  refresh_refused_at?: string;
};

/** The parts of a lock token; only `accessToken` is required. */
export interface LockTokenFields {
  /** The bearer token sent to the lock API (not empty). */
  accessToken: string;
  /** The OAuth refresh token. */
  refreshToken?: string | null;
  /** The moment the access token expires; null or an invalid date means unknown. */
  expiresAt?: Date | null;
  /** The token type (default `Bearer`). */
  tokenType?: string | null;
  /** The granted scopes. */
  scope?: string | null;
  /** When the token endpoint refused the refresh token (see `LockToken.refreshRefusedAt`). */
  refreshRefusedAt?: Date | null;
}

/** A token as `toJSON()` and inspection show it: the tokens themselves replaced by `[redacted]`. */
export interface RedactedLockToken {
  /** See `LockToken.tokenType`. */
  tokenType: string;
  /** See `LockToken.scope`. */
  scope: string | null;
  /** See `LockToken.expiresAt`, as ISO 8601 UTC. */
  expiresAt: string | null;
  /** Always `[redacted]`. */
  accessToken: string;
  /** `[redacted]`, or null when there is no refresh token. */
  refreshToken: string | null;
  /** See `LockToken.refreshRefusedAt`, as ISO 8601 UTC; only when set. */
  refreshRefusedAt?: string;
}

/** What replaces a token in JSON and inspection output. */
const REDACTED = '[redacted]';

/** The token type when the issuer names none. */
const DEFAULT_TOKEN_TYPE = 'Bearer';

/**
 * An access token for the lock API (an API token or an OAuth token). JSON, `util.inspect` and `toString()` never
 * show the tokens; `toArray()` is the explicit way to read the stored form, secrets included.
 */
export class LockToken {
  /** The bearer token sent to the lock API. */
  readonly accessToken: string;
  /** The OAuth refresh token, when one was issued. */
  readonly refreshToken: string | null;
  /** The token type, `Bearer` unless the issuer said otherwise. */
  readonly tokenType: string;
  /** The granted scopes as issued, when known. */
  readonly scope: string | null;
  /** The expiry in epoch milliseconds, or null when unknown. */
  readonly #expiresAt: number | null;
  /** When the refresh token was refused, in epoch milliseconds, or null. */
  readonly #refreshRefusedAt: number | null;

  /** A token from its parts; throws `InvalidArgumentException` when `accessToken` is missing or empty. */
  constructor(fields: LockTokenFields) {
    if (typeof fields.accessToken !== 'string' || fields.accessToken === '') {
      throw new InvalidArgumentException('A lock token needs a non-empty access_token.');
    }
    this.accessToken = fields.accessToken;
    this.refreshToken = fields.refreshToken || null;
    this.tokenType = fields.tokenType || DEFAULT_TOKEN_TYPE;
    this.scope = fields.scope ?? null;
    this.#expiresAt = finiteOrNull(fields.expiresAt?.getTime());
    this.#refreshRefusedAt = finiteOrNull(fields.refreshRefusedAt?.getTime());
    Object.freeze(this);
  }

  /**
   * A token from its stored form (`access_token`, `refresh_token`, `expires_at` as ISO string or epoch seconds,
   * `token_type`, `scope`, `refresh_refused_at`) or from a token-endpoint answer (`expires_in` seconds, counted from `now`); camelCase
   * keys are read too. Throws `InvalidArgumentException` when `access_token` is missing or empty.
   */
  static fromArray(data: Record<string, unknown>, now: number = Date.now()): LockToken {
    const expiresIn = secondsOrNull(data.expires_in ?? data.expiresIn);
    const expiresAt =
      instantOrNull(data.expires_at ?? data.expiresAt) ??
      (expiresIn === null ? null : now + expiresIn * 1000);
    return new LockToken({
      accessToken: stringOrNull(data.access_token ?? data.accessToken) ?? '',
      refreshToken: stringOrNull(data.refresh_token ?? data.refreshToken),
      expiresAt: dateOrNull(expiresAt),
      tokenType: stringOrNull(data.token_type ?? data.tokenType),
      scope: stringOrNull(data.scope),
      refreshRefusedAt: dateOrNull(instantOrNull(data.refresh_refused_at ?? data.refreshRefusedAt)),
    });
  }

  /** The expiry moment as a new `Date` on every read (changing it changes nothing here), or null when unknown. */
  get expiresAt(): Date | null {
    return this.#expiresAt === null ? null : new Date(this.#expiresAt);
  }

  /**
   * When the OAuth token endpoint refused this token's refresh token (`invalid_grant`, already used or revoked)
   * while no newer token had been stored, or null. Such a token is never refreshed again: the account must be
   * authorized again (`lock:oauth-authorize`, the console's accounts page), which stores a new token.
   */
  get refreshRefusedAt(): Date | null {
    return dateOrNull(this.#refreshRefusedAt);
  }

  /** True when the account must be authorized again before a call can be made with it (see `refreshRefusedAt`). */
  needsReauthorization(): boolean {
    return this.#refreshRefusedAt !== null;
  }

  /**
   * True while this token may be marked for the refusal of `refreshToken`: it still carries that refresh token and
   * is not marked yet (a token stored since, or already marked, is left as it is).
   */
  awaitsRefusalMark(refreshToken: string): boolean {
    return this.refreshToken === refreshToken && !this.needsReauthorization();
  }

  /** The same token marked as refused at `at` (see `refreshRefusedAt`). */
  withRefreshRefused(at: Date = new Date()): LockToken {
    return new LockToken({
      accessToken: this.accessToken,
      refreshToken: this.refreshToken,
      expiresAt: this.expiresAt,
      tokenType: this.tokenType,
      scope: this.scope,
      refreshRefusedAt: at,
    });
  }

  /** True when the token expires within `leewaySeconds` of `now` (or already has); false when the expiry is unknown. */
  isExpired(leewaySeconds: number = 30, now: number = Date.now()): boolean {
    return this.#expiresAt !== null && now + leewaySeconds * 1000 >= this.#expiresAt;
  }

  /** The stored form, tokens included; `LockToken.fromArray(token.toArray())` gives an equal token. */
  toArray(): StoredLockToken {
    return {
      access_token: this.accessToken,
      refresh_token: this.refreshToken,
      expires_at: this.expiresAt?.toISOString() ?? null,
      token_type: this.tokenType,
      scope: this.scope,
      ...(this.#refreshRefusedAt === null
        ? {}
        : { refresh_refused_at: new Date(this.#refreshRefusedAt).toISOString() }),
    };
  }

  /** The fields for `JSON.stringify`, with both tokens replaced by `[redacted]`. */
  toJSON(): RedactedLockToken {
    return {
      tokenType: this.tokenType,
      scope: this.scope,
      expiresAt: this.expiresAt?.toISOString() ?? null,
      accessToken: REDACTED,
      refreshToken: this.refreshToken === null ? null : REDACTED,
      ...(this.#refreshRefusedAt === null
        ? {}
        : { refreshRefusedAt: new Date(this.#refreshRefusedAt).toISOString() }),
    };
  }

  /** One line `LockToken { tokenType: ..., accessToken: '[redacted]', ... }`, without the tokens. */
  toString(): string {
    return `LockToken ${inspect(this.toJSON(), { breakLength: Infinity })}`;
  }

  /** What `util.inspect` and `console.log` show: the redacted fields of `toJSON()`. */
  [inspect.custom](_depth: number, options: InspectOptions): string {
    return `LockToken ${inspect(this.toJSON(), options)}`;
  }
}

/** The number when finite, else null. */
function finiteOrNull(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

/** A `Date` of epoch milliseconds, or null. */
function dateOrNull(value: number | null): Date | null {
  return value === null ? null : new Date(value);
}

/** A count of seconds given as a number or a numeric string, else null. */
function secondsOrNull(value: unknown): number | null {
  if (typeof value === 'number') return finiteOrNull(value);
  return typeof value === 'string' && value.trim() !== '' ? finiteOrNull(Number(value)) : null;
}

/** A moment in epoch milliseconds from a `Date`, an ISO 8601 string or epoch seconds (number or digits). */
function instantOrNull(value: unknown): number | null {
  if (value instanceof Date) return finiteOrNull(value.getTime());
  const seconds = secondsOrNull(value);
  if (seconds !== null) return seconds * 1000;
  return typeof value === 'string' ? finiteOrNull(Date.parse(value)) : null;
}
