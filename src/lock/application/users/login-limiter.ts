import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import type { LockLoginLimitSettings } from './lock-login-limit-settings';
import type { LockUsersSettings } from './lock-users-settings';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { KnownDevices, KnownDeviceToken } from './known-devices';
import { LockLoginLimitException } from './lock-login-limit.exception';
import type { LoginAttemptCounter } from './login-attempt-counter';
import { recordLoginLimitRefusal } from '../../../common/telemetry/integration-metrics';

/**
 * What a sign-in attempt does: `login` checks a password (a sign-in, or the current password of a password change,
 * and issues a code), `verify` tries a code, `forgot` asks for a password reset code.
 */
export type LockLoginAction = 'login' | 'verify' | 'forgot';

/**
 * The actions counted without the per-email ceiling: what anyone may ask for an email. A reset code request is
 * bounded per email by the mail cap (`PasswordResetMailCap`) instead, so a flood of them refuses nobody else's.
 */
const WITHOUT_EMAIL_CEILING: ReadonlySet<LockLoginAction> = new Set(['forgot']);

/** Whom a sign-in attempt is counted against; a subject left out is not counted. */
export interface LoginAttemptSubjects {
  /** The email the attempt is for. */
  email?: string | null;
  /** The client's address. */
  address?: string | null;
  /** The known-device token the client sent (`KnownDevices`); it counts only when valid for the email. */
  knownDevice?: string | null;
}

/** Which limit a window is counted under (the `limitedBy` of a refusal's log line). */
type LoginLimitKind = 'address' | 'email+address' | 'email' | 'device';

/** One window an attempt is counted in: its limit, its subject (hashed before it is stored) and its most attempts. */
interface CountedWindow {
  kind: LoginLimitKind;
  subject: string;
  max: number;
}

/** How often refusals of one action and limit are logged: once a minute, with how many were left out. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * The limit on sign-in attempts (`LockUsersSettings.loginLimit()`), each action in fixed windows of its own. An attempt
 * from a browser with a known-device token of the email (`KnownDevices`) is counted only in that device's window
 * (`maxAttempts`): what others try for the email, from wherever, never refuses it. Any other attempt is counted
 * per client address (`maxAttemptsPerAddress`), then per email from that address (`maxAttempts`: one client's
 * guesses at one account), then per email (`maxAttemptsPerEmail`: the ceiling over all new devices), and stops at
 * the first window over its limit, so an attempt a narrower limit refused does not count towards a wider one: a
 * single address adds at most `maxAttempts` to an email's ceiling. Reset code requests (`forgot`) are counted per
 * address and per email from it only, in windows of their own: they spend no sign-in budget and have no ceiling
 * (the reset mail cap bounds what an email receives). A refused attempt happens no further, and is logged (logger
 * `LockAuth`, warning `Sign-in attempts over the limit`, with the action and which limit, never the email or
 * address; at most once a minute per action and limit).
 */
export class LoginLimiter {
  private readonly logger = new Logger('LockAuth');
  private readonly refusals = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    REFUSAL_LOG_INTERVAL_MS,
  );

  constructor(
    private readonly config: LockUsersSettings,
    private readonly counter: LoginAttemptCounter,
    private readonly devices: KnownDevices,
    private readonly clock: LockClock,
  ) {}

  /**
   * Counts the attempt in the windows of its subjects (the email lower-cased and trimmed). Nothing is counted
   * while the limit is off. @throws LockLoginLimitException when a count is over its limit, with that window's wait
   */
  async claim(action: LockLoginAction, subjects: LoginAttemptSubjects): Promise<void> {
    const limit = this.config.loginLimit();
    if (limit === null) return;
    const now = this.clock.now();
    await this.counter.forgetEnded(now, limit.windowSeconds);
    for (const { kind, subject, max } of this.windowsOf(action, subjects, limit)) {
      const window = await this.counter.count(`${action}:${kind}`, sha256(subject), now, limit.windowSeconds);
      if (window.attempts <= max) continue;
      const endsInMs = window.startedAt.getTime() + limit.windowSeconds * 1000 - now.getTime();
      const waitSeconds = Math.max(Math.ceil(endsInMs / 1000), 1);
      this.refusals.say(
        `${action}:${kind}`,
        new LogEvent('Sign-in attempts over the limit', {
          action,
          limitedBy: kind,
          retryAfterSeconds: waitSeconds,
        }),
      );
      recordLoginLimitRefusal('lock', action);
      throw new LockLoginLimitException(waitSeconds);
    }
  }

  /** A known-device token for a browser that just signed in as the email; null without a usable `APP_KEY`. */
  rememberDevice(email: string): KnownDeviceToken | null {
    return this.devices.issue(email);
  }

  /** The windows the attempt is counted in, in the order they are checked. */
  private windowsOf(
    action: LockLoginAction,
    subjects: LoginAttemptSubjects,
    limit: LockLoginLimitSettings,
  ): CountedWindow[] {
    const email = subjects.email?.trim().toLowerCase() || null;
    const address = subjects.address || null;
    const device = email === null ? null : this.devices.deviceOf(subjects.knownDevice, email);
    if (device !== null) return [{ kind: 'device', subject: device, max: limit.maxAttempts }];
    const windows: CountedWindow[] = [];
    if (address !== null) {
      windows.push({ kind: 'address', subject: address, max: limit.maxAttemptsPerAddress });
    }
    if (email !== null) {
      // Attempts without an address share one pair per email, so they stay under the small limit.
      const pair = JSON.stringify([email, address ?? '']);
      windows.push({ kind: 'email+address', subject: pair, max: limit.maxAttempts });
      if (!WITHOUT_EMAIL_CEILING.has(action)) {
        windows.push({ kind: 'email', subject: email, max: limit.maxAttemptsPerEmail });
      }
    }
    return windows;
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
