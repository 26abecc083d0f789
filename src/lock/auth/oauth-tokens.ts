import { Logger } from '@nestjs/common';
import { KeyedQueue } from '../../common/auth/keyed-queue';
import { LogEvent, type LogFields } from '../../common/logging/log-event';
import { ThrottledLogEvents } from '../../common/logging/throttled-log-events';
import { SingleFlight } from '../../common/auth/single-flight';
import type { LockToken } from '../data/lock-token';
import { AuthenticationException } from '../errors/authentication.exception';
import { InvalidGrantException } from '../errors/invalid-grant.exception';
import { LockReauthorizationRequiredException } from '../errors/lock-reauthorization-required.exception';
import { isCoordinatedTokenStore, markRefusedIn } from './coordinated-token-store';
import type { LockTokenStore } from '../interfaces/lock-token-store.interface';
import type { LockOAuthClient } from './oauth-client';
import type { LockSecrets } from '../support/lock-secrets';
import { UnsavedTokens } from './unsaved-tokens';

/** Seconds before its expiry at which a stored OAuth token is refreshed. */
export const LOCK_TOKEN_LEEWAY_SECONDS = 30;

/**
 * How long a token read from the store is used from memory before the store is read again, so a token another
 * process replaced or revoked stops being used within this time even when it has no expiry.
 */
export const LOCK_TOKEN_RECHECK_MS = 60_000;

/** How often one account's failing refreshes, or calls refused for a needed re-authorization, are logged: once a minute. */
const REPEATED_FAILURE_LOG_MS = 60_000;

/** A token this process uses from memory: until when, and the store's write count it was read or written at. */
interface HeldToken {
  token: LockToken;
  recheckAt: number;
  writes: number;
}

/**
 * The OAuth tokens of every account key: stored after a code exchange, refreshed when expired (30 s leeway)
 * with one refresh request per account however many callers wait for it (and however many processes: under a
 * lease in the module database, or a lock in a shared Redis token cache), removed on revoke. Over the module's own
 * stores (`DatabaseTokenStore`, `CacheTokenStore`) a usable token is kept in memory until it nears expiry, this
 * process writes the key, or `LOCK_TOKEN_RECHECK_MS` pass, so a call costs no store read; a store of your own is
 * read at every call. Every process sees the same expiry, so the one that refreshes and the ones holding the old
 * token in memory reach the store at the same moment. The writes of one account (exchange, refresh, revoke) run
 * one after another, so a revoke during a refresh is not undone by it. A refresh token the vendor refused is never
 * sent again (see `refreshStored`), and a refreshed token the store could not take is kept (see `UnsavedTokens`).
 */
export class OAuthTokens {
  private readonly refreshes = new SingleFlight<string>();
  private readonly writes = new KeyedQueue<string>();
  // Private (#), so no inspect output shows the tokens held.
  readonly #held = new Map<string, HeldToken>();
  /** Refresh tokens the token endpoint refused (`invalid_grant`): this process never sends one of them again. */
  readonly #refused = new Set<string>();
  private readonly unsaved = new UnsavedTokens();
  private readonly logger = new Logger('LockOAuth');
  private readonly failedRefreshes = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    REPEATED_FAILURE_LOG_MS,
  );
  private readonly reauthorizationsNeeded = new ThrottledLogEvents(
    (event) => this.logger.error(event),
    REPEATED_FAILURE_LOG_MS,
  );

  constructor(
    private readonly client: LockOAuthClient,
    private readonly store: LockTokenStore,
    private readonly secrets: LockSecrets,
  ) {}

  /** The consent URL (see `LockOAuthClient.authorizationUrl`). */
  authorizationUrl(state?: string | null, scopes?: readonly string[] | null): string {
    return this.client.authorizationUrl(state, scopes);
  }

  /** @throws AuthenticationException when the client id, secret or redirect URI is missing */
  assertConfigured(): void {
    this.client.assertConfigured();
  }

  /**
   * Exchanges the code and stores the token under the account key. The store is read first, so a store that
   * cannot be used (an unknown `LOCK_OAUTH_TOKEN_STORE`, a store of your own that throws) fails before the
   * one-time code is spent.
   */
  exchangeCode(code: string, accountKey: string): Promise<LockToken> {
    return this.writes.run(accountKey, async () => {
      await this.store.get(accountKey);
      const token = await this.client.exchangeCode(code, accountKey);
      await this.put(accountKey, token);
      this.logger.log(
        this.event('Lock account authorized', { account: accountKey, expiresAt: expiryOf(token) }),
      );
      return token;
    });
  }

  /**
   * Refreshes the account's token with its stored refresh token, whatever its expiry, and stores the new one; under
   * the same cross-process lease as an automatic refresh, so no two processes send one refresh token.
   * @throws LockReauthorizationRequiredException when the account's refresh token was refused before (nothing is
   *   sent) or is refused now while no other process stored a newer one
   */
  refresh(accountKey: string): Promise<LockToken> {
    return this.writes.run(accountKey, () => this.refreshAcrossProcesses(accountKey, 'always'));
  }

  /** The stored token (or the newer one this process could not store yet), or null. */
  async token(accountKey: string): Promise<LockToken | null> {
    return this.unsaved.get(accountKey) ?? (await this.store.get(accountKey));
  }

  /** Removes the stored token; nothing is sent anywhere. */
  revoke(accountKey: string): Promise<void> {
    return this.writes.run(accountKey, async () => {
      this.unsaved.drop(accountKey);
      await this.store.forget(accountKey);
      this.logger.log(this.event('OAuth token removed', { account: accountKey }));
    });
  }

  /**
   * A usable access token of the account: the one in memory, else the stored one, refreshed first when expired.
   * @throws LockReauthorizationRequiredException while the account must be authorized again (nothing is sent)
   */
  async accessToken(accountKey: string): Promise<string> {
    const held = this.held(accountKey);
    if (held) return held.accessToken;
    const stored = await this.readAndHold(accountKey);
    if (stored.needsReauthorization()) throw this.reauthorizationRequired(accountKey);
    if (!stored.isExpired(LOCK_TOKEN_LEEWAY_SECONDS)) return stored.accessToken;
    const token = await this.refreshes.run(accountKey, () =>
      this.writes.run(accountKey, async () => {
        // Read again: a caller that read the expired token late finds the one an earlier refresh stored.
        const current = await this.readAndHold(accountKey);
        return usable(current) ? current : this.refreshAcrossProcesses(accountKey, 'when-expired');
      }),
    );
    return token.accessToken;
  }

  /**
   * A usable access token of the account when an OAuth token is stored for it (see `accessToken`), else null
   * (nothing is stored: the account was not connected with OAuth).
   * @throws LockReauthorizationRequiredException while the stored token must be authorized again (nothing is sent)
   */
  async connectedAccessToken(accountKey: string): Promise<string | null> {
    if (this.held(accountKey) === undefined && (await this.token(accountKey)) === null) return null;
    return this.accessToken(accountKey);
  }

  /**
   * Refreshes the token in one process at a time among those sharing the store (its lease or lock): under it the
   * store is read again, so a refresh token another process already spent is never sent. `when-expired` takes a
   * usable token found there instead (`always`: a forced refresh). A refreshed token the store could not take keeps
   * the lease until it expires, so no other process sends the spent refresh token while this one writes it again.
   */
  private refreshAcrossProcesses(accountKey: string, when: 'when-expired' | 'always'): Promise<LockToken> {
    const refresh = async (): Promise<LockToken> =>
      this.refreshStored(accountKey, await this.stored(accountKey));
    if (!isCoordinatedTokenStore(this.store)) return refresh();
    return this.store.refreshOnce(accountKey, {
      read: async () => {
        if (when === 'always') return undefined;
        const current = await this.readAndHold(accountKey);
        return usable(current) ? current : undefined;
      },
      fetch: refresh,
      keepsLock: (token) => this.unsaved.get(accountKey) === token,
    });
  }

  /**
   * Sends the stored refresh token and stores the answer. A refresh token the token endpoint refuses
   * (`invalid_grant`: spent by a process that died before storing its answer, or revoked) is never sent again by
   * this process; the store is read again first, since another process may have stored a newer token, and only
   * when none is there is the account marked, in the store, as needing to be authorized again, so no process sends
   * the spent token again either.
   */
  private async refreshStored(accountKey: string, stored: LockToken): Promise<LockToken> {
    if (stored.needsReauthorization()) throw this.reauthorizationRequired(accountKey);
    const refreshToken = stored.refreshToken;
    if (refreshToken === null) {
      throw new AuthenticationException(
        `The OAuth token of lock account "${accountKey}" has no refresh token; run lock:oauth-authorize again.`,
      );
    }
    if (this.#refused.has(refreshToken)) return this.afterRefusal(accountKey, refreshToken);
    let token: LockToken;
    try {
      token = await this.client.refresh(refreshToken, accountKey);
    } catch (error) {
      if (!(error instanceof InvalidGrantException)) {
        this.failedRefreshes.say(
          accountKey,
          this.event('OAuth token refresh failed', { account: accountKey, reason: messageOf(error) }),
        );
        throw error;
      }
      this.#refused.add(refreshToken);
      return this.afterRefusal(accountKey, refreshToken);
    }
    await this.putRefreshed(accountKey, token);
    this.logger.log(this.event('OAuth token refreshed', { account: accountKey, expiresAt: expiryOf(token) }));
    return token;
  }

  /**
   * After the token endpoint refused `refreshToken`: the token another process stored meanwhile, else the account
   * marked as needing a new authorization.
   */
  private async afterRefusal(accountKey: string, refreshToken: string): Promise<LockToken> {
    const current = await this.stored(accountKey);
    const newer = (token: LockToken | null) =>
      token !== null && token.refreshToken !== refreshToken && !token.needsReauthorization();
    if (newer(current)) return this.use(accountKey, current);
    if (!current.needsReauthorization()) {
      // Marked only while the store still holds the refused token: a newer one stored meanwhile wins.
      const after = await markRefusedIn(this.store, accountKey, refreshToken);
      if (after !== null && newer(after)) return this.use(accountKey, after);
    }
    throw this.reauthorizationRequired(accountKey);
  }

  /** The exception of an account that must be authorized again, logged (once a minute per account). */
  private reauthorizationRequired(accountKey: string): LockReauthorizationRequiredException {
    this.reauthorizationsNeeded.say(
      accountKey,
      this.event('Lock account needs re-authorization', {
        account: accountKey,
        reason: 'invalid_grant',
        remedy: `lock:oauth-authorize --account=${accountKey}`,
      }),
    );
    return new LockReauthorizationRequiredException(accountKey);
  }

  /** A log event, its texts redacted with every secret the module knows. */
  private event(msg: string, fields: LogFields): LogEvent {
    return new LogEvent(msg, fields, (text) => this.secrets.redact(text));
  }

  /** A newer token another write stored: used as it is, or refreshed when it is about to expire too. */
  private use(accountKey: string, token: LockToken): Promise<LockToken> | LockToken {
    return usable(token) ? token : this.refreshStored(accountKey, token);
  }

  /** Stores the token and uses it from memory. */
  private async put(accountKey: string, token: LockToken): Promise<void> {
    this.unsaved.drop(accountKey);
    await this.store.put(accountKey, token);
    this.hold(accountKey, token, this.storeWrites(accountKey));
  }

  /**
   * Stores a refreshed token; when the store cannot take it now, this process uses it anyway and writes it again
   * in the background (see `UnsavedTokens`): its refresh token is the only valid one left.
   */
  private async putRefreshed(accountKey: string, token: LockToken): Promise<void> {
    try {
      await this.put(accountKey, token);
    } catch (error) {
      const write = () =>
        this.writes.run(accountKey, async () => {
          if (this.unsaved.get(accountKey) !== token) return false;
          await this.store.put(accountKey, token);
          return true;
        });
      this.unsaved.keep(accountKey, token, write, error);
      this.hold(accountKey, token, this.storeWrites(accountKey));
    }
  }

  /**
   * The stored token (see `stored`), kept in memory while it is usable, unless a write of this process
   * overtook the read: then what the read found may be gone already.
   */
  private async readAndHold(accountKey: string): Promise<LockToken> {
    const writesBefore = this.storeWrites(accountKey);
    const token = await this.stored(accountKey);
    if (usable(token) && this.storeWrites(accountKey) === writesBefore) {
      this.hold(accountKey, token, writesBefore);
    }
    return token;
  }

  /** The token held in memory while it may still be used without reading the store, else undefined. */
  private held(accountKey: string): LockToken | undefined {
    const held = this.#held.get(accountKey);
    if (!held) return undefined;
    if (held.writes !== this.storeWrites(accountKey) || held.recheckAt <= Date.now() || !usable(held.token)) {
      this.#held.delete(accountKey);
      return undefined;
    }
    return held.token;
  }

  /**
   * Keeps the token in memory while the store's write count stays `writes`, when the store is the token cache
   * (which counts this process's writes); another store is read at every call.
   */
  private hold(accountKey: string, token: LockToken, writes: number | undefined): void {
    this.secrets.remember(accountKey, token.accessToken, token.refreshToken);
    if (writes === undefined || !usable(token)) {
      this.#held.delete(accountKey);
      return;
    }
    this.#held.set(accountKey, { token, recheckAt: Date.now() + LOCK_TOKEN_RECHECK_MS, writes });
  }

  /** How many writes of the account key this process made through the store, when the store counts them. */
  private storeWrites(accountKey: string): number | undefined {
    return isCoordinatedTokenStore(this.store) ? this.store.writeCount(accountKey) : undefined;
  }

  /** The token a store write is still pending for (newer than any stored), else the stored one. */
  private async stored(accountKey: string): Promise<LockToken> {
    const token = this.unsaved.get(accountKey) ?? (await this.store.get(accountKey));
    if (token === null) {
      throw new AuthenticationException(
        `No OAuth token is stored for lock account "${accountKey}"; run lock:oauth-authorize --account=${accountKey}.`,
      );
    }
    this.secrets.remember(accountKey, token.accessToken, token.refreshToken);
    return token;
  }
}

/** The token's expiry as ISO 8601, or null when unknown. */
function expiryOf(token: LockToken): string | null {
  return token.expiresAt?.toISOString() ?? null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** True for a token calls can be made with: not (nearly) expired and not waiting for a new authorization. */
function usable(token: LockToken): boolean {
  return !token.isExpired(LOCK_TOKEN_LEEWAY_SECONDS) && !token.needsReauthorization();
}
