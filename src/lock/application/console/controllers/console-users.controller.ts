import { Body, Get, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import { ConnectionException } from '../../../../common/http/connection.exception';
import { LockGrants } from '../../access/lock-grants';
import { SubUserDeletion } from '../../access/sub-user-deletion';
import { isLockPermission } from '../../access/lock-permission';
import { LockException } from '../../../errors/lock.exception';
import type { LockUser } from '../../../interfaces/lock-user.interface';
import { LockPasswordRuleException } from '../../users/lock-password-rule.exception';
import { LockUserRepository } from '../../users/lock-user-repository';
import { LockUsers } from '../../users/lock-users';
import type { AccountLocks } from '../account-locks';
import type { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { ConsoleResponse, textField, textFields } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { smartlockIdParam } from '../http/console-params';
import { zonedDateTimeToIso } from '../http/zoned-date-time';
import { GRANT_WEEKDAYS, permissionLabel } from '../i18n/grant-labels';
import { confirmedOrAsk } from '../confirm-step';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { isLockCallFailure } from '../lock-call-failure';
import { lockFailureText } from '../lock-failure-text';
import { USER_MANAGE_MESSAGES } from '../i18n/user-manage-messages';
import { USERS_MESSAGES } from '../i18n/users-messages';
import type { GrantFormState } from '../views/grant-form.view';
import { grantedLockLabel, grantLockLabel, renderSubUserPage } from '../views/sub-user.view';
import { NewSubUserFormState, renderUsersPage } from '../views/users.view';

/** The longest name, email or password the form takes. */
const MAX_FIELD = 1024;
/** The longest `datetime-local` value the grant form takes. */
const MAX_DATE_TIME = 64;
/** A user id as the module makes them (a UUID); anything else names no user. */
const USER_ID = /^[0-9a-f-]{36}$/i;

type UsersKey = keyof (typeof USERS_MESSAGES)['en'];

/**
 * The sub-users pages of a main user (only while the console signs in with the module's own users): the list of
 * its sub-users and a form to add one (`GET`/`POST <prefix>/users`), one sub-user's grants
 * (`GET .../users/:userId`), granting a lock of the main user's accounts with permissions, window and weekdays
 * (`POST .../users/:userId/grants`) and revoking a grant or some of its permissions
 * (`POST .../users/:userId/grants/:account/:smartlockId/revoke`), changing its name and email
 * (`POST .../users/:userId/profile`) and deleting it (`POST .../users/:userId/delete`, confirmed first). A sub-user of another main user is a 404; a
 * lock is granted only when the lock API lists it in an account the main user owns.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
@ConsoleMainOnly()
export class ConsoleUsersController {
  constructor(
    private readonly users: LockUsers,
    private readonly userRepository: LockUserRepository,
    private readonly grants: LockGrants,
    private readonly deletion: SubUserDeletion,
  ) {}

  @Get('users')
  async list(@Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    context.html(await this.usersPage(context));
  }

  @Post('users')
  async create(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const main = mainUserOf(context);
    const name = textField(body, 'name', MAX_FIELD);
    const email = textField(body, 'email', MAX_FIELD);
    const password = textField(body, 'password', MAX_FIELD);
    const refuse = async (error: string) =>
      context.html(await this.usersPage(context, { name, email, error }), 400);

    if (name.trim() === '') return refuse(say(context, 'nameMissing'));
    let created: LockUser;
    try {
      created = await this.users.create({ name, email, password, parentEmail: main.email });
    } catch (failure) {
      if (failure instanceof LockPasswordRuleException) {
        return refuse(say(context, 'passwordShort', { min: String(failure.minLength) }));
      }
      // The name passed above, and a sub-user owns no account: what is left is the email.
      if (failure instanceof InvalidArgumentException) return refuse(say(context, 'emailInvalid', { email }));
      if (failure instanceof LockException) {
        return refuse(say(context, 'emailTaken', { email: email.trim().toLowerCase() }));
      }
      throw failure;
    }
    context.redirect(context.url('users', created.id), {
      kind: 'success',
      text: say(context, 'created', { name: created.name }),
    });
  }

  @Get('users/:userId')
  async subUser(@Param('userId') userId: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const subUser = await this.subUserOf(context, userId);
    context.html(
      renderSubUserPage(context, {
        subUser,
        grants: await this.grants.grantsOf(subUser),
        accountLocks: await accountLocksOf(context),
      }),
    );
  }

  @Post('users/:userId/profile')
  async updateProfile(
    @Param('userId') userId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const subUser = await this.subUserOf(context, userId);
    const back = context.url('users', subUser.id);
    const name = textField(body, 'name', MAX_FIELD).trim();
    const email = textField(body, 'email', MAX_FIELD).trim();
    const refuse = (key: 'emailInvalid' | 'nameMissing' | 'emailTaken') =>
      context.redirect(back, { kind: 'error', text: context.t(USER_MANAGE_MESSAGES, key) });
    if (name === '') return refuse('nameMissing');
    try {
      await this.users.updateProfile(subUser.id, { name, email });
    } catch (failure) {
      if (failure instanceof InvalidArgumentException) return refuse('emailInvalid');
      if (failure instanceof LockException) return refuse('emailTaken');
      throw failure;
    }
    context.redirect(back, {
      kind: 'success',
      text: context.t(USER_MANAGE_MESSAGES, 'profileSaved', { name, email: email.toLowerCase() }),
    });
  }

  @Post('users/:userId/delete')
  async deleteSubUser(
    @Param('userId') userId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const subUser = await this.subUserOf(context, userId);
    const asked = DESTRUCTIVE_CONFIRMATIONS.deleteSubUser(
      context,
      subUser.name,
      context.url('users', subUser.id),
    );
    if (!confirmedOrAsk(context, body, asked)) return;
    // The user, then the keypad codes it made, at the vendor (the dialog says all their access ends).
    await this.deletion.delete(subUser.id);
    context.redirect(context.url('users'), {
      kind: 'success',
      text: context.t(USER_MANAGE_MESSAGES, 'deleted', { name: subUser.name }),
    });
  }

  @Post('users/:userId/grants')
  async grant(
    @Param('userId') userId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const subUser = await this.subUserOf(context, userId);
    const accountLocks = await accountLocksOf(context);
    const posted = {
      lock: textField(body, 'lock', MAX_FIELD),
      permissions: textFields(body, 'permissions'),
      from: textField(body, 'from', MAX_DATE_TIME),
      until: textField(body, 'until', MAX_DATE_TIME),
      days: textFields(body, 'days'),
    };
    const refuse = async (error: string, status = 400) =>
      context.html(
        renderSubUserPage(context, {
          subUser,
          grants: await this.grants.grantsOf(subUser),
          accountLocks,
          form: { ...posted, error } satisfies GrantFormState,
        }),
        status,
      );

    if (posted.lock === '') return refuse(say(context, 'lockMissing'));
    const target = lockTargetOf(posted.lock);
    const listed = accountLocks.find((entry) => entry.account.key === target?.accountKey);
    if (target === null || listed === undefined) {
      return refuse(say(context, 'lockUnknown', { lock: posted.lock }));
    }
    if (listed.failure !== null) {
      const account = listed.account.name ?? listed.account.key;
      return refuse(say(context, 'locksUnavailable', { account, reason: listed.failure }), 502);
    }
    if (!listed.locks.some((lock) => lock.smartlockId === target.smartlockId)) {
      return refuse(say(context, 'lockUnknown', { lock: `#${target.smartlockId}` }));
    }
    if (posted.permissions.length === 0) return refuse(say(context, 'permissionMissing'));
    if (posted.days.length === 0) return refuse(say(context, 'weekdayMissing'));
    const window = windowOf(posted.from, posted.until, context.timeZone);
    if ('invalid' in window) return refuse(say(context, 'dateInvalid', { value: window.invalid }));
    const { from, until } = window;
    if (from !== undefined && until !== undefined && Date.parse(from) > Date.parse(until)) {
      return refuse(say(context, 'windowReversed'));
    }
    // Exactly the seven days is every day: stored as no weekday limit.
    const everyDay =
      GRANT_WEEKDAYS.every((day) => posted.days.includes(day)) &&
      posted.days.every((day) => (GRANT_WEEKDAYS as readonly string[]).includes(day));
    try {
      await this.grants.grant({
        email: subUser.email,
        accountKey: target.accountKey,
        smartlockId: target.smartlockId,
        permissions: posted.permissions.join(','),
        from,
        until,
        days: everyDay ? undefined : posted.days.join(','),
      });
    } catch (failure) {
      if (!(failure instanceof InvalidArgumentException) && !(failure instanceof LockException))
        throw failure;
      // The form's values were checked above in the page's words: what is left is a forged value or the store.
      return refuse(say(context, 'grantRefused', { reason: lockFailureText(context, failure) }));
    }
    const lock = grantedLockLabel(accountLocks, target.accountKey, target.smartlockId);
    context.redirect(context.url('users', subUser.id), {
      kind: 'success',
      text: say(context, 'granted', { lock, name: subUser.name }),
    });
  }

  @Post('users/:userId/grants/:account/:smartlockId/revoke')
  async revoke(
    @Param('userId') userId: string,
    @Param('account') accountKey: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const subUser = await this.subUserOf(context, userId);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const back = context.url('users', subUser.id);
    const some = textField(body, 'scope', 16) === 'some';
    const taken = textFields(body, 'permissions');
    if (some && taken.length === 0) {
      return context.redirect(back, { kind: 'error', text: say(context, 'revokeNothingChosen') });
    }
    const lock = await lockLabelOf(context, accountKey, smartlockId);
    const asked = DESTRUCTIVE_CONFIRMATIONS.revokeGrant(context, subUser.name, lock, back);
    if (!confirmedOrAsk(context, body, asked)) return;
    let left;
    try {
      left = await this.grants.revoke({
        email: subUser.email,
        accountKey,
        smartlockId,
        permissions: some ? taken.join(',') : undefined,
      });
    } catch (failure) {
      if (!(failure instanceof InvalidArgumentException) && !(failure instanceof LockException))
        throw failure;
      return context.redirect(back, {
        kind: 'error',
        text: say(context, 'revokeRefused', { reason: lockFailureText(context, failure) }),
      });
    }
    const text =
      left === null
        ? say(context, 'revoked', { lock, name: subUser.name })
        : say(context, 'revokedSome', {
            lock,
            name: subUser.name,
            permissions: taken
              .filter(isLockPermission)
              .map((permission) => permissionLabel(context, permission))
              .join(', '),
          });
    context.redirect(back, { kind: 'success', text });
  }

  /** The sub-users page of the signed-in main user, with the refused form when there is one. */
  private async usersPage(context: ConsoleContext, form?: NewSubUserFormState) {
    const main = mainUserOf(context);
    const subUsers = await this.userRepository.subUsersOf(main.id);
    return renderUsersPage(context, {
      subUsers: await Promise.all(
        subUsers.map(async (user) => ({ user, grants: await this.grants.grantsOf(user) })),
      ),
      accounts: await context.signedIn.accounts(),
      form,
    });
  }

  /** @throws ConsoleHttpError 404 unless the id names a sub-user of the signed-in main user */
  private async subUserOf(context: ConsoleContext, userId: string): Promise<LockUser> {
    const main = mainUserOf(context);
    const user = USER_ID.test(userId) ? await this.userRepository.findById(userId) : null;
    if (user === null || user.parentUserId !== main.id) throw new ConsoleHttpError(404, 'notFound');
    return user;
  }
}

/**
 * The lock of a grant as the pages name it (`Front Door (#100101)`), read from the lock API; `#100101` when the
 * account is not the main user's or the API does not answer.
 */
async function lockLabelOf(
  context: ConsoleContext,
  accountKey: string,
  smartlockId: number,
): Promise<string> {
  try {
    const lock = await (await context.signedIn.resources(accountKey)).smartlocks().find(smartlockId);
    return grantLockLabel(lock.name, smartlockId);
  } catch (failure) {
    if (!isLockCallFailure(failure)) throw failure;
    return grantLockLabel(null, smartlockId);
  }
}

/** The signed-in main user (`@ConsoleMainOnly()` keeps sub-users out; a host visitor never gets here). */
function mainUserOf(context: ConsoleContext): LockUser {
  const user = context.signedIn.user;
  if (user === null) throw new ConsoleHttpError(403, 'mainUsersOnly');
  return user;
}

/**
 * The locks of each account the main user owns, as the lock API lists them now; an account whose list fails
 * (the API is down, the token was revoked) says why and offers no lock.
 */
async function accountLocksOf(context: ConsoleContext): Promise<AccountLocks[]> {
  const viewer = context.signedIn;
  return Promise.all(
    (await viewer.accounts()).map(async (account) => {
      try {
        const locks = await (await viewer.resources(account.key)).smartlocks().all();
        return { account, locks, failure: null };
      } catch (failure) {
        if (!(failure instanceof LockException) && !(failure instanceof ConnectionException)) throw failure;
        return { account, locks: [], failure: lockFailureText(context, failure) };
      }
    }),
  );
}

/** The account and smartlock of the grant form's lock value (`<account key>:<smartlock id>`), or null. */
function lockTargetOf(value: string): { accountKey: string; smartlockId: number } | null {
  const separator = value.lastIndexOf(':');
  const id = value.slice(separator + 1);
  if (separator <= 0 || !/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) return null;
  return { accountKey: value.slice(0, separator), smartlockId: Number(id) };
}

/**
 * The window's ends as ISO 8601 with offset, read in the time zone (undefined: no start or no end), or the
 * posted value that is no date and time.
 */
function windowOf(
  from: string,
  until: string,
  timeZone: string,
): { from?: string; until?: string } | { invalid: string } {
  const ends: (string | undefined)[] = [];
  for (const value of [from, until]) {
    try {
      ends.push(value === '' ? undefined : zonedDateTimeToIso(value, timeZone));
    } catch (failure) {
      if (!(failure instanceof InvalidArgumentException)) throw failure;
      return { invalid: value };
    }
  }
  return { from: ends[0], until: ends[1] };
}

function say(context: ConsoleContext, key: UsersKey, values?: Record<string, string>): string {
  return context.t(USERS_MESSAGES, key, values);
}
