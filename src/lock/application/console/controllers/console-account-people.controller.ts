import { Body, Get, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { AccountUser } from '../../../data/account-user';
import type { Authorization } from '../../../data/authorization';
import { ApiException } from '../../../errors/api.exception';
import { Lock } from '../../../lock';
import { SmartlockAuths } from '../../../resources/smartlock-auths';
import type { AccountUsers } from '../../../resources/account-users';
import type { ConsoleContext } from '../console-context';
import { namedLocksOf } from '../account-locks';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { confirmedOrAsk } from '../confirm-step';
import { isLockCallFailure } from '../lock-call-failure';
import { lockFailureText } from '../lock-failure-text';
import {
  appAccessNameOf,
  personChanges,
  personFormOf,
  personIdOf,
  readAppAccessForm,
  readPersonForm,
} from '../http/account-person-form';
import { ConsoleResponse, textFields } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { smartlockIdParam } from '../http/console-params';
import { ACCOUNT_PEOPLE_MESSAGES } from '../i18n/account-people-messages';
import {
  AppAccessRow,
  PeopleLock,
  PersonPageData,
  personName,
  removeAppAccessConfirmation,
  removePersonConfirmation,
  renderPeoplePage,
  renderPersonPage,
  RefusedPersonForm,
} from '../views/account-people.view';

/** The most people one listing call answers (the lock API's maximum `limit`). */
const PAGE_SIZE = 100;
/** The most listing calls for one page of people (10,000 people). */
const MAX_PAGES = 100;

type PeopleKey = keyof (typeof ACCOUNT_PEOPLE_MESSAGES)['en'];

/**
 * The people of a lock account (the lock API's account users: who open doors with the lock app) and their app
 * access, for main users and host visitors managing the account (a sub-user gets a 403): `GET/POST
 * <prefix>/accounts/:account/people` lists them and adds one, `GET/POST .../people/:personId` shows one and changes
 * their name, email and app language, `POST .../people/:personId/remove` removes one (asked first),
 * `POST .../people/:personId/app-access` gives app access to locks (an app authorization per lock) and
 * `POST .../people/:personId/app-access/:smartlockId/:authId/remove` takes one away (asked first). Keypad codes
 * belong to no person and stay on each lock's page. A refused form is shown again (400) and nothing is sent.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
@ConsoleMainOnly()
export class ConsoleAccountPeopleController {
  constructor(private readonly lock: Lock) {}

  @Get('accounts/:account/people')
  async list(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    await this.renderList(context, account);
  }

  @Post('accounts/:account/people')
  async create(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const reading = readPersonForm(body);
    if (reading.problem !== null) {
      return this.renderList(
        context,
        account,
        { state: reading.state, error: say(context, reading.problem) },
        400,
      );
    }
    let created: AccountUser;
    try {
      created = await this.lock.as(account).accountUsers().create(reading.person);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      if (error instanceof ApiException && error.status === 409) {
        const refused = {
          state: reading.state,
          error: say(context, 'emailTaken', { email: reading.person.email }),
        };
        return this.renderList(context, account, refused, 409);
      }
      return context.redirect(context.url('accounts', account, 'people'), {
        kind: 'error',
        text: say(context, 'addFailed', { reason: lockFailureText(context, error) }),
      });
    }
    const name = created.name ?? reading.person.name;
    const at =
      created.accountUserId === null
        ? context.url('accounts', account, 'people')
        : context.url('accounts', account, 'people', String(created.accountUserId));
    context.redirect(at, { kind: 'success', text: say(context, 'added', { name }) });
  }

  @Get('accounts/:account/people/:personId')
  async show(
    @Param('account') account: string,
    @Param('personId') personId: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const person = await this.personOf(account, personId);
    await this.renderPerson(context, account, person, { form: personFormOf(person) });
  }

  @Post('accounts/:account/people/:personId')
  async change(
    @Param('account') account: string,
    @Param('personId') personId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const person = await this.personOf(account, personId);
    const here = context.url('accounts', account, 'people', personId);
    const reading = readPersonForm(body);
    if (reading.problem !== null) {
      const refused = { form: reading.state, formError: say(context, reading.problem) };
      return this.renderPerson(context, account, person, refused, 400);
    }
    const changes = personChanges(person, reading.person);
    if (Object.keys(changes).length === 0) {
      return context.redirect(here, { kind: 'success', text: say(context, 'unchanged') });
    }
    try {
      await this.people(account).update(person.accountUserId ?? Number(personId), changes);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      if (error instanceof ApiException && error.status === 409) {
        const refused = {
          form: reading.state,
          formError: say(context, 'emailTaken', { email: reading.person.email }),
        };
        return this.renderPerson(context, account, person, refused, 409);
      }
      return context.redirect(here, {
        kind: 'error',
        text: say(context, 'saveFailed', { reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(here, { kind: 'success', text: say(context, 'saved', { name: reading.person.name }) });
  }

  @Post('accounts/:account/people/:personId/remove')
  async remove(
    @Param('account') account: string,
    @Param('personId') personId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const person = await this.personOf(account, personId);
    const here = context.url('accounts', account, 'people', personId);
    if (!confirmedOrAsk(context, body, removePersonConfirmation(context, person, here))) return;
    const name = personName(person);
    try {
      await this.people(account).delete(person.accountUserId ?? Number(personId));
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(here, {
        kind: 'error',
        text: say(context, 'removeFailed', { name, reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(context.url('accounts', account, 'people'), {
      kind: 'success',
      text: say(context, 'removed', { name }),
    });
  }

  @Post('accounts/:account/people/:personId/app-access')
  async giveAppAccess(
    @Param('account') account: string,
    @Param('personId') personId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const person = await this.personOf(account, personId);
    const here = context.url('accounts', account, 'people', personId);
    const [locks, appAccess] = await Promise.all([
      namedLocksOf(this.lock, account),
      this.appAccessOf(account, person),
    ]);
    const offered = offeredLocks(locks, appAccess);
    const reading = readAppAccessForm(
      body,
      offered.map((lock) => lock.smartlockId),
    );
    if (reading.problem !== null) {
      const give = {
        locks: textFields(body, 'locks', 256),
        remote: reading.remoteAllowed,
        error: say(context, reading.problem, { name: personName(person) }),
      };
      return this.renderPerson(context, account, person, { form: personFormOf(person), give }, 400);
    }
    try {
      await this.lock
        .as(account)
        .auths()
        .createMany({
          type: SmartlockAuths.TYPE_APP,
          name: appAccessNameOf(person),
          accountUserId: person.accountUserId ?? Number(personId),
          smartlockIds: [...reading.smartlockIds],
          remoteAllowed: reading.remoteAllowed,
        });
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(`${here}#app-access`, {
        kind: 'error',
        text: say(context, 'accessGiveFailed', { reason: lockFailureText(context, error) }),
      });
    }
    const names = reading.smartlockIds.map((id) => lockNameOf(context, locks, id));
    context.redirect(`${here}#app-access`, {
      kind: 'success',
      text: say(context, 'accessGiven', { name: personName(person), locks: names.join(', ') }),
    });
  }

  @Post('accounts/:account/people/:personId/app-access/:smartlockId/:authId/remove')
  async removeAppAccess(
    @Param('account') account: string,
    @Param('personId') personId: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('authId') authId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const person = await this.personOf(account, personId);
    const here = context.url('accounts', account, 'people', personId);
    const [locks, appAccess] = await Promise.all([
      namedLocksOf(this.lock, account),
      this.appAccessOf(account, person),
    ]);
    // Only an app access of this person: a keypad code or another person's access is never removed here.
    const auth = appAccess.find((held) => held.id === authId && held.smartlockId === smartlockId);
    if (auth === undefined) {
      return context.redirect(`${here}#app-access`, { kind: 'error', text: say(context, 'accessGone') });
    }
    const lockName = lockNameOf(context, locks, smartlockId);
    if (!confirmedOrAsk(context, body, removeAppAccessConfirmation(context, person, lockName, here))) return;
    try {
      await this.lock.as(account).auths().delete(smartlockId, auth.id);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(`${here}#app-access`, {
        kind: 'error',
        text: say(context, 'accessRemoveFailed', { reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(`${here}#app-access`, {
      kind: 'success',
      text: say(context, 'accessRemoved', { name: personName(person), lock: lockName }),
    });
  }

  private people(account: string): AccountUsers {
    return this.lock.as(account).accountUsers();
  }

  /** The person of the account with this id. @throws ConsoleHttpError 404 for a bad id or one of no person here */
  private async personOf(account: string, personId: string): Promise<AccountUser> {
    const id = personIdOf(personId);
    if (id === null) throw new ConsoleHttpError(404, 'notFound');
    try {
      return await this.people(account).find(id);
    } catch (error) {
      // Another account's person (403) or none (404): whether it exists elsewhere is not told.
      if (error instanceof ApiException && (error.status === 404 || error.status === 403)) {
        throw new ConsoleHttpError(404, 'notFound');
      }
      throw error;
    }
  }

  /** Every person of the account, page after page of the lock API's listing. */
  private async allPeople(account: string): Promise<AccountUser[]> {
    const found: AccountUser[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const batch = await this.people(account).all({ offset: page * PAGE_SIZE, limit: PAGE_SIZE });
      found.push(...batch);
      if (batch.length < PAGE_SIZE) break;
    }
    return found;
  }

  /** The app authorizations of the account (keypad codes, fobs and the rest left out). */
  private async appAuthorizations(account: string): Promise<Authorization[]> {
    const auths = await this.lock.as(account).auths().all();
    return auths.filter((auth) => auth.type === SmartlockAuths.TYPE_APP);
  }

  /** The person's app access: the app authorizations that name them. */
  private async appAccessOf(account: string, person: AccountUser): Promise<Authorization[]> {
    return (await this.appAuthorizations(account)).filter(
      (auth) => auth.accountUserId !== null && auth.accountUserId === person.accountUserId,
    );
  }

  private async renderList(
    context: ConsoleContext,
    account: string,
    form?: RefusedPersonForm,
    status = 200,
  ): Promise<void> {
    const [accounts, people, locks, apps] = await Promise.all([
      context.signedIn.accounts(),
      this.allPeople(account),
      namedLocksOf(this.lock, account),
      this.appAuthorizations(account),
    ]);
    const items = people.map((user) => ({
      user,
      appAccessLocks: [
        ...new Set(
          apps
            .filter((auth) => auth.accountUserId !== null && auth.accountUserId === user.accountUserId)
            .map((auth) => lockNameOf(context, locks, auth.smartlockId)),
        ),
      ],
    }));
    context.html(renderPeoplePage(context, { account, accounts, people: items, form }), status);
  }

  private async renderPerson(
    context: ConsoleContext,
    account: string,
    person: AccountUser,
    parts: Pick<PersonPageData, 'form' | 'formError' | 'give'>,
    status = 200,
  ): Promise<void> {
    const [accounts, locks, appAccess] = await Promise.all([
      context.signedIn.accounts(),
      namedLocksOf(this.lock, account),
      this.appAccessOf(account, person),
    ]);
    const rows = appAccess.map((auth): AppAccessRow => ({
      auth,
      lockName: lockNameOf(context, locks, auth.smartlockId),
    }));
    context.html(
      renderPersonPage(context, {
        account,
        accounts,
        person,
        appAccess: rows,
        offered: offeredLocks(locks, appAccess),
        ...parts,
      }),
      status,
    );
  }
}

/** The account's locks the person has no app access to yet. */
function offeredLocks(locks: readonly PeopleLock[], appAccess: readonly Authorization[]): PeopleLock[] {
  return locks.filter((lock) => !appAccess.some((auth) => auth.smartlockId === lock.smartlockId));
}

/** A lock's name; a lock the account no longer lists is said in words. */
function lockNameOf(
  context: ConsoleContext,
  locks: readonly PeopleLock[],
  smartlockId: number | null,
): string {
  const lock = locks.find((candidate) => candidate.smartlockId === smartlockId);
  return lock?.name || say(context, 'unknownLock');
}

function say(context: ConsoleContext, key: PeopleKey, values?: Record<string, string>): string {
  return context.t(ACCOUNT_PEOPLE_MESSAGES, key, values);
}
