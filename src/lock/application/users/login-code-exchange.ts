import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { errorClassName } from '../../../common/http/failure-code';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import { LockException } from '../../errors/lock.exception';
import { UserAuthenticationException } from '../../errors/user-authentication.exception';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { isAuthTokenShaped, randomAuthToken, sha256Hex } from './lock-auth-tokens';
import type { LockUser } from '../../interfaces/lock-user.interface';
import type { LockUserRepository } from './lock-user-repository';
import type { LoginCodeNotifier, LoginCodePurpose } from '../../interfaces/login-code-notifier.interface';
import type { LoginCodeRepository } from './login-code-repository';
import { LOGIN_CODE_LIFETIME_SECONDS, LOGIN_CODE_MAX_ATTEMPTS } from './login-code-limits';
import type { LoginLimiter } from './login-limiter';

/** A code just issued: the challenge to hand to the client, the code to deliver, and when both expire. */
export interface IssuedLoginCode {
  readonly id: string;
  readonly purpose: LoginCodePurpose;
  readonly challenge: string;
  /** The six digits, zero-padded; only its keyed hash is stored. */
  readonly code: string;
  readonly expiresAt: Date;
}

/** A code made and hashed by `prepare`: what `store` keeps of it (the hashes) and what is delivered (`issued`). */
export interface PreparedLoginCode {
  readonly issued: IssuedLoginCode;
  readonly challengeHash: string;
  readonly codeHash: string;
}

/** How often failed deliveries of one purpose are logged: once a minute, with how many were left out. */
const DELIVERY_FAILURE_LOG_INTERVAL_MS = 60_000;

/** The words of the messages of each purpose: what the code is called and what to do after a failure. */
const WORDING: Record<LoginCodePurpose, { code: string; again: string }> = {
  login: { code: 'login', again: 'sign in again' },
  password_reset: { code: 'reset', again: 'ask for a new code' },
};

/**
 * The six-digit codes of a challenge, shared by login (`LockAuthService`) and password reset
 * (`LockPasswordReset`): issued with a random challenge, delivered through the `LoginCodeNotifier`, valid ten
 * minutes, five tries per challenge, used once, compared in constant time, each try under the sign-in limit. Only
 * hashes of challenges and codes are stored, each with its purpose: a code of one purpose never serves the other.
 */
export class LoginCodeExchange {
  private readonly logger = new Logger('LockAuth');
  private readonly failedDeliveries = new ThrottledLogEvents(
    (event) => this.logger.error(event),
    DELIVERY_FAILURE_LOG_INTERVAL_MS,
  );

  constructor(
    private readonly codes: LoginCodeRepository,
    private readonly users: LockUserRepository,
    private readonly notifier: LoginCodeNotifier,
    private readonly limiter: LoginLimiter,
    private readonly clock: LockClock,
  ) {}

  /** Stores a new code of the purpose for the user (hashes only); nothing is delivered yet. */
  async issue(userId: string, purpose: LoginCodePurpose): Promise<IssuedLoginCode> {
    return this.store(userId, this.prepare(purpose));
  }

  /**
   * A new challenge and code of the purpose, hashed, not stored yet. Its challenge can be answered before `store`
   * runs (or, for an unknown email, instead of it: it is then never found), so an answer takes the same time
   * whether a code is stored or not.
   */
  prepare(purpose: LoginCodePurpose): PreparedLoginCode {
    const challenge = randomAuthToken();
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const expiresAt = new Date(this.clock.now().getTime() + LOGIN_CODE_LIFETIME_SECONDS * 1000);
    return {
      issued: { id: randomUUID(), purpose, challenge, code, expiresAt },
      challengeHash: sha256Hex(challenge),
      codeHash: keyedCodeHash(challenge, code),
    };
  }

  /** Stores the prepared code for the user (hashes only); nothing is delivered yet. */
  async store(userId: string, prepared: PreparedLoginCode): Promise<IssuedLoginCode> {
    const { issued, challengeHash, codeHash } = prepared;
    const purpose = issued.purpose;
    await this.codes.create({
      id: issued.id,
      userId,
      challengeHash,
      codeHash,
      expiresAt: issued.expiresAt,
      purpose,
    });
    return issued;
  }

  /**
   * Sends the issued code to the user through the notifier, with its purpose. A failure is logged (logger
   * `LockAuth`, error `Login code could not be delivered`, with the purpose and the class of the notifier's error,
   * never its text, which may hold the code; once a minute per purpose).
   * @throws LockException when the notifier fails; the code is spent first, so it can never be used
   */
  async deliver(user: LockUser, issued: IssuedLoginCode): Promise<void> {
    try {
      await this.notifier.notify(user, issued.code, issued.expiresAt, { purpose: issued.purpose });
    } catch (error) {
      this.failedDeliveries.say(
        issued.purpose,
        new LogEvent('Login code could not be delivered', {
          purpose: issued.purpose,
          notifierError: errorClassName(error),
        }),
      );
      await this.codes.markUsed(issued.id, this.clock.now());
      throw new LockException(
        `The ${WORDING[issued.purpose].code} code could not be delivered; try again later.`,
      );
    }
  }

  /**
   * Uses the code of the challenge up and answers its user. Every try counts: under the sign-in limit (`verify`:
   * the email of the challenge's user, the client's address `clientAddress` when known, and the browser's
   * `knownDevice` token when it sent one), and against the challenge, which locks after five.
   * @throws LockLoginLimitException over the sign-in limit, before the code is looked at
   * @throws UserAuthenticationException for an unknown challenge (or one of another purpose, or of a user since
   *   deleted), a wrong, expired or used code, or a locked challenge
   */
  async redeem(
    challenge: string,
    code: string,
    purpose: LoginCodePurpose,
    clientAddress?: string,
    knownDevice?: string,
  ): Promise<LockUser> {
    const words = WORDING[purpose];
    const stored = isAuthTokenShaped(challenge)
      ? await this.codes.findByChallengeHash(sha256Hex(challenge), purpose)
      : null;
    const challenged = stored === null ? null : await this.users.findById(stored.userId);
    await this.limiter.claim('verify', { email: challenged?.email, address: clientAddress, knownDevice });
    if (stored === null || challenged === null) {
      throw new UserAuthenticationException(`The ${words.code} challenge is not known; ${words.again}.`);
    }
    const used = `The ${words.code} code has been used already; ${words.again}.`;
    if (stored.usedAt !== null) throw new UserAuthenticationException(used);
    const now = this.clock.now();
    if (now.getTime() >= stored.expiresAt.getTime()) {
      throw new UserAuthenticationException(`The ${words.code} code has expired; ${words.again}.`);
    }
    if (!(await this.codes.claimAttempt(stored.id, LOGIN_CODE_MAX_ATTEMPTS))) {
      throw new UserAuthenticationException(`Too many wrong ${words.code} codes; ${words.again}.`);
    }
    if (!sameHash(keyedCodeHash(challenge, code), stored.codeHash)) {
      throw new UserAuthenticationException(`The ${words.code} code is wrong.`);
    }
    if (!(await this.codes.markUsed(stored.id, now))) throw new UserAuthenticationException(used);
    return challenged;
  }
}

/** The code keyed with its challenge: the stored hash cannot be guessed back without the challenge token. */
function keyedCodeHash(challenge: string, code: string): string {
  return createHmac('sha256', challenge).update(code).digest('hex');
}

function sameHash(actual: string, expected: string): boolean {
  const a = Buffer.from(actual, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
