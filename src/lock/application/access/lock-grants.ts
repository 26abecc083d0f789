import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import type { DatabaseAccountRegistry } from '../persistence/database-account-registry';
import { LockException } from '../../errors/lock.exception';
import { DEFAULT_LOCK_ACCOUNT } from '../../auth/lock-auth-settings';
import { WeekdayBitmask } from '../../support/weekday-bitmask';
import type { LockUser } from '../../interfaces/lock-user.interface';
import { isLockSubUser } from '../users/lock-user';
import type { LockUserRepository } from '../users/lock-user-repository';
import type { LockGrant } from './lock-grant';
import type { LockGrantRepository } from './lock-grant-repository';
import { parseLockPermissions } from './lock-permission';
import type { EndedKeypadCodeRemoval } from './ended-keypad-code-removal';

/** Which grant: the sub-user's email, the account (default `default`) and the smartlock id. */
export interface LockGrantTarget {
  /** The sub-user's email. */
  email: string;
  /** The account of the smartlock; left out: `default`. */
  accountKey?: string;
  /** The smartlock's id. */
  smartlockId: string | number;
}

/** What `lock:user-grant` gives: the target and the grant as text, checked by `LockGrants.grant`. */
export interface LockGrantInput extends LockGrantTarget {
  /** A comma list, e.g. `lock,unlock`. */
  permissions: string;
  /** An ISO 8601 date-time with a zone (`Z` or `+01:00`); left out: open. */
  from?: string;
  /** An ISO 8601 date-time with a zone; left out: open. */
  until?: string;
  /** A comma list of Dutch weekday codes, e.g. `ma,wo,vr`; left out: every day. */
  days?: string;
}

/** What `lock:user-revoke` gives: the target and, to take away only some, the permissions as a comma list. */
export interface LockRevokeInput extends LockGrantTarget {
  /** A comma list of the permissions to take away; left out: the whole grant. */
  permissions?: string;
}

/** A date-time with a zone: `2027-01-01T08:00Z`, `2027-01-01T08:00:00.000+01:00`. */
const ZONED_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * Gives and takes sub-users' grants, checking them first: a known sub-user, an existing account its main user
 * owns, a positive smartlock id, known permissions, a window that does not end before it starts, known weekdays.
 */
export class LockGrants {
  constructor(
    private readonly users: LockUserRepository,
    private readonly grants: LockGrantRepository,
    private readonly accounts: DatabaseAccountRegistry,
    private readonly keypadCodes: EndedKeypadCodeRemoval,
  ) {}

  /**
   * Sets the sub-user's grant on the smartlock as given, replacing the one there is (a left-out window end or
   * weekday list is open). The keypad codes the sub-user made on the lock that the new grant no longer covers are
   * removed at the vendor right away (`EndedKeypadCodeRemoval.removeOutside`).
   * @throws InvalidArgumentException for a bad smartlock id, permission, date-time, window or weekday, naming it
   * @throws LockException for an unknown user, a main user, an unknown account or one the main user does not own
   */
  async grant(input: LockGrantInput): Promise<LockGrant> {
    const smartlockId = smartlockIdOf(input.smartlockId);
    const permissions = parseLockPermissions(input.permissions ?? '');
    const allowedFrom = input.from === undefined ? null : utcOf('--from', input.from);
    const allowedUntil = input.until === undefined ? null : utcOf('--until', input.until);
    if (allowedFrom !== null && allowedUntil !== null && allowedFrom > allowedUntil) {
      throw new InvalidArgumentException(
        `--from (${allowedFrom}) is after --until (${allowedUntil}); the grant would never be open.`,
      );
    }
    const allowedWeekDays = input.days === undefined ? null : weekdaysOf(input.days);
    const user = await this.subUser(input.email);
    const accountKey = input.accountKey ?? DEFAULT_LOCK_ACCOUNT;
    if ((await this.accounts.find(accountKey)) === null) {
      throw new LockException(`Unknown lock account "${accountKey}" (see lock:accounts).`);
    }
    if (!(await this.users.accountKeysOf(user.parentUserId as string)).includes(accountKey)) {
      throw new LockException(
        `The main user of ${user.email} does not own the lock account "${accountKey}"; a sub-user is granted locks of its main user's accounts only.`,
      );
    }
    const grant: LockGrant = {
      accountKey,
      smartlockId,
      permissions,
      allowedFrom,
      allowedUntil,
      allowedWeekDays,
    };
    await this.grants.save(user.id, grant);
    await this.keypadCodes.removeOutside(user.id, grant);
    return grant;
  }

  /**
   * Takes the permissions away from the sub-user's grant on the smartlock, or the whole grant without
   * `permissions`; answers what is left, null when the grant is gone. A grant that is gone takes the keypad codes
   * the sub-user made on the lock with it: they are removed at the vendor right away (`EndedKeypadCodeRemoval`;
   * one the vendor cannot be asked to delete now is logged and left to the next prune).
   * @throws InvalidArgumentException for a bad smartlock id or permission
   * @throws LockException for an unknown user or when the user holds no grant on that smartlock
   */
  async revoke(input: LockRevokeInput): Promise<LockGrant | null> {
    const smartlockId = smartlockIdOf(input.smartlockId);
    const taken = input.permissions === undefined ? null : parseLockPermissions(input.permissions);
    const user = await this.user(input.email);
    const accountKey = input.accountKey ?? DEFAULT_LOCK_ACCOUNT;
    const grant = (await this.grants.grantsIn(user.id, accountKey)).find(
      (held) => held.smartlockId === smartlockId,
    );
    if (grant === undefined) {
      throw new LockException(
        `The lock user ${user.email} holds no grant on smartlock ${smartlockId} of account "${accountKey}".`,
      );
    }
    const left = grant.permissions.filter((permission) => !(taken ?? grant.permissions).includes(permission));
    if (left.length === 0) {
      await this.grants.delete(user.id, accountKey, smartlockId);
      await this.keypadCodes.removeEnded(user.id);
      return null;
    }
    const kept: LockGrant = { ...grant, permissions: left };
    await this.grants.save(user.id, kept);
    return kept;
  }

  /** Every grant of the user, ordered by account key and smartlock id. */
  grantsOf(user: LockUser): Promise<LockGrant[]> {
    return this.grants.grantsOf(user.id);
  }

  private async user(email: string): Promise<LockUser> {
    const found = await this.users.findByEmail((email ?? '').trim().toLowerCase());
    if (found === null) throw new LockException(`No lock user has the email ${email} (see lock:users).`);
    return found.user;
  }

  private async subUser(email: string): Promise<LockUser> {
    const user = await this.user(email);
    if (!isLockSubUser(user)) {
      throw new LockException(
        `The lock user ${user.email} is a main user: it may do everything in the accounts it owns, and grants are for sub-users (lock:user-create --parent).`,
      );
    }
    return user;
  }
}

/** @throws InvalidArgumentException unless the value is a positive integer */
function smartlockIdOf(value: string | number): number {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new InvalidArgumentException(
      `--smartlock must be a smartlock id (a positive integer), got "${String(value ?? '')}".`,
    );
  }
  return id;
}

/** The ISO 8601 UTC form of a date-time with a zone. @throws InvalidArgumentException naming the option */
function utcOf(option: string, value: string): string {
  const time = isCalendarDateTime(value.trim()) ? Date.parse(value.trim()) : NaN;
  if (Number.isNaN(time)) {
    throw new InvalidArgumentException(
      `${option} "${value}" is not an ISO 8601 date-time with a zone, e.g. 2027-01-01T08:00:00Z or 2027-01-01T09:00:00+01:00.`,
    );
  }
  return new Date(time).toISOString();
}

/**
 * True for an ISO 8601 date-time with a zone whose fields exist on the calendar: `Date.parse` would move
 * 2027-02-31 to March 3rd, and a typo must not stretch a grant by days.
 */
function isCalendarDateTime(value: string): boolean {
  const parts = ZONED_DATE_TIME.exec(value);
  if (parts === null) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

/** The bitmask of a comma list of weekday codes. @throws InvalidArgumentException naming a bad code */
function weekdaysOf(list: string): number {
  const days = list
    .split(',')
    .map((day) => day.trim())
    .filter((day) => day !== '');
  if (days.length === 0) {
    throw new InvalidArgumentException(`--days names no weekday; give codes such as ma,wo,vr.`);
  }
  return WeekdayBitmask.fromDays(days);
}
