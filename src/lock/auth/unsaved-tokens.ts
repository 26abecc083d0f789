import { Logger } from '@nestjs/common';
import { LogEvent } from '../../common/logging/log-event';
import type { LockToken } from '../data/lock-token';

/** The pauses between attempts to store a token, in ms; the last one repeats. */
const RETRY_PAUSES_MS = [250, 500, 1000, 2000, 5000];
/** After how long without success the failure is logged as an error (once; the writes go on). */
const ERROR_AFTER_MS = 5 * 60_000;

/** One token waiting to be stored. */
interface Unsaved {
  readonly token: LockToken;
  readonly since: number;
  attempt: number;
  reported: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * Refreshed OAuth tokens the token store did not take (it was down at that moment): the token endpoint already
 * spent the refresh token, so the new token must not be lost. Each is used by this process (it is newer than
 * anything stored) and written again in the background, with growing pauses (then every 5 s), until the store
 * takes it or another write of the account replaces it; after five minutes that is logged as an error. Timers are
 * unref'd: a process never stays up for them.
 */
export class UnsavedTokens {
  private readonly logger = new Logger('LockOAuth');
  // Private (#), so no inspect output shows the tokens.
  readonly #tokens = new Map<string, Unsaved>();

  /** The account's token waiting to be stored, if any. */
  get(accountKey: string): LockToken | undefined {
    return this.#tokens.get(accountKey)?.token;
  }

  /**
   * Keeps the token and writes it again later with `write`, which answers false when the token is no longer the
   * one to store (a newer write happened) and throws while the store is down.
   */
  keep(accountKey: string, token: LockToken, write: () => Promise<boolean>, failure: unknown): void {
    this.drop(accountKey);
    const unsaved: Unsaved = { token, since: Date.now(), attempt: 0, reported: false };
    this.#tokens.set(accountKey, unsaved);
    this.logger.warn(
      new LogEvent('Refreshed OAuth token could not be stored; this process uses it and stores it later', {
        account: accountKey,
        reason: messageOf(failure),
      }),
    );
    this.schedule(accountKey, unsaved, write);
  }

  /** Forgets the account's waiting token: a write of the account replaced it. */
  drop(accountKey: string): void {
    clearTimeout(this.#tokens.get(accountKey)?.timer);
    this.#tokens.delete(accountKey);
  }

  private schedule(accountKey: string, unsaved: Unsaved, write: () => Promise<boolean>): void {
    const pause = RETRY_PAUSES_MS[Math.min(unsaved.attempt, RETRY_PAUSES_MS.length - 1)];
    unsaved.timer = setTimeout(() => void this.retry(accountKey, unsaved, write), pause);
    unsaved.timer.unref();
  }

  private async retry(accountKey: string, unsaved: Unsaved, write: () => Promise<boolean>): Promise<void> {
    if (this.#tokens.get(accountKey) !== unsaved) return;
    unsaved.attempt += 1;
    try {
      const stored = await write();
      if (this.#tokens.get(accountKey) === unsaved) this.#tokens.delete(accountKey);
      if (stored) this.logger.log(new LogEvent('Refreshed OAuth token stored', { account: accountKey }));
    } catch (error) {
      if (this.#tokens.get(accountKey) !== unsaved) return;
      if (!unsaved.reported && Date.now() - unsaved.since >= ERROR_AFTER_MS) {
        unsaved.reported = true;
        this.logger.error(
          new LogEvent('Refreshed OAuth token still not stored; other processes cannot use it until it is', {
            account: accountKey,
            reason: messageOf(error),
            retryEverySeconds: RETRY_PAUSES_MS[RETRY_PAUSES_MS.length - 1] / 1000,
          }),
        );
      }
      this.schedule(accountKey, unsaved, write);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
