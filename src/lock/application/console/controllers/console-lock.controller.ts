import { Body, Get, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Authorization } from '../../../data/authorization';
import { ApiException } from '../../../errors/api.exception';
import type { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleLockResources } from '../console-viewer';
import type { ConsoleResponse } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { smartlockIdParam } from '../http/console-params';
import {
  keypadCodeFormOf,
  keypadCodeProblemField,
  keypadCodeUpdateOf,
  readKeypadCodeForm,
} from '../http/keypad-code-form';
import { LogFilterReading, logPageOf, readLogFilter } from '../http/log-filter';
import { LOCK_PAGE_MESSAGES } from '../i18n/lock-page-messages';
import { confirmedOrAsk } from '../confirm-step';
import { isConfirmed } from '../http/console-confirmation';
import { lockFailureText } from '../lock-failure-text';
import { lockAbilities } from '../lock-abilities';
import { keypadDeleteConfirmation, LockActivityData, renderLockPage } from '../views/lock-page.view';
import { EMPTY_KEYPAD_CODE_FORM, KeypadCodePage, renderKeypadCodePage } from '../views/keypad-code.view';
import { KEYPAD_CODE_MESSAGES } from '../i18n/keypad-code-messages';
import { SmartlockAuths } from '../../../resources/smartlock-auths';
import { KeypadCodeMakerResolution } from '../../access/keypad-code-maker-resolution';
import { KeypadCodeOutsideGrantException } from '../../access/keypad-code-outside-grant.exception';
import { weekdaysText, windowText } from '../i18n/grant-labels';

/** The changes the page offers on an authorization, by their path segment. */
type AuthorizationChange = 'enable' | 'disable' | 'delete';

/** What a lock's page shows besides the lock: its filter as read, and the keypad code form's state. */
interface LockPageRequest {
  readonly reading: LogFilterReading;
  readonly status: number;
}

/**
 * A lock's page (`GET <prefix>/accounts/:account/locks/:smartlockId`): its card and actions (the dashboard's
 * routes), its details, its activity for viewers with `view_logs` (filtered by day and paged through the query)
 * and its authorizations for viewers with `manage_auths`: create a keypad code on its own page
 * (`GET .../locks/:smartlockId/keypad-codes/new`, `POST .../locks/:smartlockId/auths`), change one
 * (`GET .../keypad-codes/:authId/edit`, `POST .../keypad-codes/:authId`), enable, disable or delete one
 * (`POST .../auths/:authId/<change>`, deleting asked first, the question naming the authorization's kind). A
 * sub-user sees and touches its keypad codes only, and a code it makes or changes must lie within its grant: else
 * the form is shown again saying so (403), nothing sent. The list says who made each keypad code.
 * Every call goes through the viewer's resources, so `LockAccess` refuses a sub-user's missing permission before
 * anything is sent; a form that cannot be sent is shown again on its page, its problem beside the field (400),
 * and sends nothing.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleLockController {
  constructor(private readonly makers: KeypadCodeMakerResolution) {}

  @Get('accounts/:account/locks/:smartlockId')
  async page(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Query() query: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const reading = readLogFilter(query, context.timeZone);
    await showLockPage(context, account, smartlockId, this.makers, {
      reading,
      status: reading.problem === null ? 200 : 400,
    });
  }

  @Get('accounts/:account/locks/:smartlockId/keypad-codes/new')
  async newKeypadCode(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    await showKeypadCodePage(context, account, smartlockId, { form: EMPTY_KEYPAD_CODE_FORM });
  }

  @Get('accounts/:account/locks/:smartlockId/keypad-codes/:authId/edit')
  async editKeypadCode(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('authId') authId: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const auth = await keypadCodeOf(context, account, smartlockId, authId);
    await showKeypadCodePage(context, account, smartlockId, {
      edit: { authId, name: auth.name ?? authId },
      form: keypadCodeFormOf(auth, context.timeZone),
    });
  }

  @Post('accounts/:account/locks/:smartlockId/keypad-codes/:authId')
  async updateKeypadCode(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('authId') authId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const auth = await keypadCodeOf(context, account, smartlockId, authId);
    await saveKeypadCode(context, account, smartlockId, body, { authId, name: auth.name ?? authId });
  }

  @Post('accounts/:account/locks/:smartlockId/auths')
  async createKeypadCode(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    await saveKeypadCode(context, account, smartlockId, body);
  }

  @Post('accounts/:account/locks/:smartlockId/auths/:authId/:change')
  async changeAuthorization(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('authId') authId: string,
    @Param('change') change: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    if (change !== 'enable' && change !== 'disable' && change !== 'delete') {
      throw new ConsoleHttpError(404, 'notFound');
    }
    const resources = await context.signedIn.resources(account);
    const back = `${context.url('accounts', account, 'locks', smartlockId)}#authorizations`;
    // Listing needs `manage_auths` too, so a viewer without it is refused here, before anything is sent.
    const auth = (await resources.auths().forSmartlock(smartlockId)).find((held) => held.id === authId);
    if (auth === undefined) {
      return context.redirect(back, { kind: 'error', text: say(context, 'authorizationGone') });
    }
    if (change === 'delete' && !isConfirmed(body)) {
      // Asks first (the lock's name is read only for the question).
      const lockName = await lockNameOf(resources, smartlockId);
      confirmedOrAsk(context, body, keypadDeleteConfirmation(context, auth, lockName, back));
      return;
    }
    try {
      await applyChange(resources, smartlockId, auth, change);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return context.redirect(back, {
        kind: 'error',
        text: lockFailureText(context, error),
      });
    }
    const done = change === 'enable' ? 'enabledDone' : change === 'disable' ? 'disabledDone' : 'deleted';
    context.redirect(back, { kind: 'success', text: say(context, done, { name: auth.name ?? auth.id }) });
  }
}

/**
 * Reads the keypad code form and creates the keypad code, or changes the one of `edit`; a form that cannot be sent,
 * or one the lock API refuses (409: the code is in use), is answered with its page again, the problem beside its
 * field; done, the lock's page says so.
 */
async function saveKeypadCode(
  context: ConsoleContext,
  account: string,
  smartlockId: number,
  body: unknown,
  edit?: KeypadCodePage['edit'],
): Promise<void> {
  const reading = readKeypadCodeForm(body, context.timeZone, { codeRequired: edit === undefined });
  const again = (problem: KeypadCodePage['problem'], status: number) =>
    showKeypadCodePage(context, account, smartlockId, { edit, form: reading.state, problem }, status);
  if (reading.problem !== null) {
    const text = say(context, reading.problem.key, reading.problem.values);
    return again({ field: keypadCodeProblemField(reading.problem), text }, 400);
  }
  const auths = (await context.signedIn.resources(account)).auths();
  try {
    if (edit === undefined) await auths.create(smartlockId, reading.attributes);
    else await auths.update(smartlockId, edit.authId, keypadCodeUpdateOf(reading.attributes));
  } catch (error) {
    if (error instanceof KeypadCodeOutsideGrantException) {
      const { grant } = error;
      const text = context.t(KEYPAD_CODE_MESSAGES, 'outsideGrant', {
        window: windowText(context, grant.allowedFrom, grant.allowedUntil),
        days: weekdaysText(context, grant.allowedWeekDays),
      });
      return again({ field: 'form', text }, 403);
    }
    if (!isRefusal(error)) throw error;
    const conflict = error.status === 409;
    return again(
      { field: conflict ? 'code' : 'form', text: lockFailureText(context, error) },
      conflict ? 409 : 400,
    );
  }
  const name = reading.state.name;
  context.redirect(`${context.url('accounts', account, 'locks', smartlockId)}#authorizations`, {
    kind: 'success',
    text:
      edit === undefined
        ? say(context, 'created', { name })
        : context.t(KEYPAD_CODE_MESSAGES, 'updated', { name }),
  });
}

/**
 * Answers a keypad code's own page (new, or to change): the authorizations are listed first, which needs
 * `manage_auths`, so `LockAccess` refuses a viewer without it (403) before the form is shown.
 */
async function showKeypadCodePage(
  context: ConsoleContext,
  account: string,
  smartlockId: number,
  page: Pick<KeypadCodePage, 'edit' | 'form' | 'problem'>,
  status = 200,
): Promise<void> {
  const resources = await context.signedIn.resources(account);
  await resources.auths().forSmartlock(smartlockId);
  const [accounts, lock] = await Promise.all([
    context.signedIn.accounts(),
    resources.smartlocks().find(smartlockId),
  ]);
  context.html(renderKeypadCodePage(context, { account, accounts, lock, ...page }), status);
}

/** The keypad code of the lock with this id (listing needs `manage_auths`). @throws ConsoleHttpError 404 */
async function keypadCodeOf(
  context: ConsoleContext,
  account: string,
  smartlockId: number,
  authId: string,
): Promise<Authorization> {
  const resources = await context.signedIn.resources(account);
  const auth = (await resources.auths().forSmartlock(smartlockId)).find((held) => held.id === authId);
  if (auth === undefined || auth.type !== SmartlockAuths.TYPE_KEYPAD_CODE) {
    throw new ConsoleHttpError(404, 'notFound');
  }
  return auth;
}

/**
 * Reads the lock and what the viewer may see of it, and answers its page; with the authorizations, who made each
 * keypad code (for the console's own users: a host visitor's console has no sub-users).
 */
async function showLockPage(
  context: ConsoleContext,
  account: string,
  smartlockId: number,
  makers: KeypadCodeMakerResolution,
  request: LockPageRequest,
): Promise<void> {
  const viewer = context.signedIn;
  const resources = await viewer.resources(account);
  const [accounts, grants] = await Promise.all([viewer.accounts(), viewer.grantsIn(account)]);
  const abilities = lockAbilities(grants, smartlockId, context.now(), context.timeZone);
  const list = abilities.permissions.has('manage_auths')
    ? await resources.auths().forSmartlock(smartlockId)
    : null;
  const lock = await resources.smartlocks().find(smartlockId);
  const activity = abilities.permissions.has('view_logs')
    ? await activityOf(resources, smartlockId, request.reading)
    : null;
  const made = list === null || viewer.kind !== 'user' ? null : await makers.makersOn(account, smartlockId);
  const authorizations = list === null ? null : { list, makers: made };
  context.html(
    renderLockPage(context, { account, accounts, lock, abilities, activity, authorizations }),
    request.status,
  );
}

/** The lock's page of logs for the filter; none is asked for a filter with a problem. */
async function activityOf(
  resources: ConsoleLockResources,
  smartlockId: number,
  reading: LogFilterReading,
): Promise<LockActivityData> {
  if (reading.problem !== null) return { filter: reading.filter, problem: reading.problem, page: null };
  const answer = await resources.logs().forSmartlock(smartlockId, reading.query);
  return { filter: reading.filter, problem: null, page: logPageOf(answer, reading.filter) };
}

/**
 * Enables, disables or deletes the authorization. The update sends the authorization's name with the flag: the
 * lock API's `SmartlockAuthUpdate` requires it.
 */
async function applyChange(
  resources: ConsoleLockResources,
  smartlockId: number,
  auth: Authorization,
  change: AuthorizationChange,
): Promise<void> {
  if (change === 'delete') return resources.auths().delete(smartlockId, auth.id);
  const name = auth.name === null ? {} : { name: auth.name };
  return resources.auths().update(smartlockId, auth.id, { ...name, enabled: change === 'enable' });
}

/** The lock's name for a question (else `#id`); the lock page read it a moment ago. */
async function lockNameOf(resources: ConsoleLockResources, smartlockId: number): Promise<string> {
  const lock = await resources.smartlocks().find(smartlockId);
  return lock.name ?? `#${smartlockId}`;
}

/** True for the lock API refusing what was asked (a 4xx other than 401, 403 and 404, e.g. a code in use). */
function isRefusal(error: unknown): error is ApiException {
  return (
    error instanceof ApiException &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 404].includes(error.status)
  );
}

function say(
  context: ConsoleContext,
  key: keyof (typeof LOCK_PAGE_MESSAGES)['en'],
  values?: Record<string, string>,
): string {
  return context.t(LOCK_PAGE_MESSAGES, key, values);
}
