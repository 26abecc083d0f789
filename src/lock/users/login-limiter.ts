import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { LogEvent } from '../../common/logging/log-event';
import { ThrottledLogEvents } from '../../common/logging/throttled-log-events';
import type { LockConfig } from '../support/lock-config';
import type { LockClock } from './lock-auth.service';
import { LockLoginLimitException } from './lock-login-limit.exception';
import type { LoginAttemptCounter } from './login-attempt-counter';
import { recordLoginLimitRefusal } from '../../common/telemetry/integration-metrics';

/** What a sign-in attempt does: `login` checks a password (and issues a code), `verify` tries a code. */
export type LockLoginAction = 'login' | 'verify';

/** Whom a sign-in attempt is counted against; a subject left out is not counted. */
export interface LoginAttemptSubjects {
  /** The email the attempt is for. */
  email?: string | null;
  /** The client's address. */
  address?: string | null;
}

/** How often refusals of one action and limit are logged: once a minute, with how many were left out. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * The limit on sign-in attempts (`LockConfig.loginLimit()`): each action is counted per email and per client
 * address in fixed windows; an attempt over either limit is refused before anything else happens, and logged
 * (logger `LockAuth`, warning `Sign-in attempts over the limit`, with the action and which limit, never the email
 * or address; at most once a minute per action and limit).
 */
export class LoginLimiter {
  private readonly logger = new Logger('LockAuth');
  private readonly refusals = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    REFUSAL_LOG_INTERVAL_MS,
  );

  constructor(
    private readonly config: LockConfig,
    private readonly counter: LoginAttemptCounter,
    private readonly clock: LockClock,
  ) {}

  /**
   * Counts the attempt against each subject (the email lower-cased and trimmed). Nothing is counted while the
   * limit is off. @throws LockLoginLimitException when a count is over its limit, with the longer wait
   */
  async claim(action: LockLoginAction, subjects: LoginAttemptSubjects): Promise<void> {
    const limit = this.config.loginLimit();
    if (limit === null) return;
    const now = this.clock.now();
    await this.counter.forgetEnded(now, limit.windowSeconds);
    const counted = [
      { kind: 'email', subject: subjects.email?.trim().toLowerCase(), max: limit.maxAttempts },
      { kind: 'address', subject: subjects.address, max: limit.maxAttemptsPerAddress },
    ];
    let waitSeconds = 0;
    const over: string[] = [];
    for (const { kind, subject, max } of counted) {
      if (subject === undefined || subject === null || subject === '') continue;
      const window = await this.counter.count(`${action}:${kind}`, sha256(subject), now, limit.windowSeconds);
      if (window.attempts > max) {
        const endsInMs = window.startedAt.getTime() + limit.windowSeconds * 1000 - now.getTime();
        waitSeconds = Math.max(waitSeconds, Math.ceil(endsInMs / 1000), 1);
        over.push(kind);
      }
    }
    if (waitSeconds === 0) return;
    const limitedBy = over.join('+');
    this.refusals.say(
      `${action}:${limitedBy}`,
      new LogEvent('Sign-in attempts over the limit', { action, limitedBy, retryAfterSeconds: waitSeconds }),
    );
    recordLoginLimitRefusal('lock', action);
    throw new LockLoginLimitException(waitSeconds);
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
