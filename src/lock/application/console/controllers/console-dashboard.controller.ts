import { Body, Get, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { SmartLock } from '../../../data/smart-lock';
import { LockPermissionException } from '../../../errors/lock-permission.exception';
import { Lock } from '../../../lock';
import { grantedLockNames } from '../../access/granted-lock-names';
import type { LockGrant } from '../../access/lock-grant';
import { lastActivityOf, lastActivityOfLock } from '../dashboard-activity';
import type { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleResponse, textField } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { smartlockIdParam } from '../http/console-params';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import { lockAbilities } from '../lock-abilities';
import { isLockCallFailure } from '../lock-call-failure';
import {
  CONSOLE_LOCK_ACTIONS,
  consoleActionLabel,
  ConsoleLockAction,
  isConsoleLockAction,
} from '../lock-actions';
import { isConsolePath } from '../http/console-path';
import { permissionRefusalText } from '../i18n/grant-closure-text';
import { dashboardFilterOf } from '../http/dashboard-filter';
import { asksForView, DASHBOARD_VIEW_COOKIE, dashboardViewOf } from '../http/dashboard-sort';
import { renderDashboard } from '../views/dashboard.view';
import { errorFragment } from '../views/error.view';
import {
  LOCK_CARD_FIELDS,
  LockCardOptions,
  lockActionConfirmation,
  NamedLock,
  renderLockCard,
} from '../views/lock-card.view';
import { renderLockRow } from '../views/lock-list.view';
import type { LockAbilities } from '../lock-abilities';
import type { ConsoleLockResources } from '../console-viewer';
import { confirmedOrAsk } from '../confirm-step';
import { isConfirmed } from '../http/console-confirmation';
import { lockFailureText } from '../lock-failure-text';

/** How long the console remembers the account opened last, and the dashboard's view: thirty days. */
const ACCOUNT_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The dashboard of an account (`GET <prefix>/accounts/:account`, searched by name and state, sorted by name,
 * state, battery or last activity, as cards or a compact list, a page at a time) and the actions on its locks
 * (`POST .../locks/:smartlockId/actions/:action`, `lock`, `unlock`, `unlatch`, `lock-and-go`). Every action goes
 * through the viewer's resources, so a sub-user's permission, window and weekdays are checked before anything is
 * sent. An accepted action says so, then shows the state after a sync made by the same request: in a redirect's
 * flash without script, or in the card (the row, from the list), updated in place, with it. A `GET` changes
 * nothing: `GET .../locks/:smartlockId/card` and `.../row` answer the card and the row as the lock is.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleDashboardController {
  constructor(private readonly lock: Lock) {}

  @Get('accounts/:account')
  async dashboard(
    @Param('account') account: string,
    @Query() query: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const viewer = context.signedIn;
    const resources = await viewer.resources(account);
    const [accounts, grants] = await Promise.all([viewer.accounts(), viewer.grantsIn(account)]);
    let locks;
    try {
      locks = await resources.smartlocks().all();
    } catch (error) {
      // A sub-user whose grants in the account are all closed now: the page says when they open.
      if (!(error instanceof LockPermissionException)) throw error;
      locks = null;
    }
    const ids = (locks ?? []).flatMap((lock) => (lock.smartlockId === null ? [] : [lock.smartlockId]));
    // A sub-user's activity: only of the locks it may see the activity of (the rest is not asked for).
    const withActivity =
      grants === null
        ? ids
        : ids.filter((id) =>
            grants.some((grant) => grant.smartlockId === id && grant.permissions.includes('view_logs')),
          );
    const [activity, closedNames] = await Promise.all([
      withActivity.length === 0
        ? { dates: new Map<number, string>(), before: null }
        : lastActivityOf(resources, withActivity, grants !== null),
      this.closedGrantNames(account, grants, ids),
    ]);
    const view = dashboardViewOf(query, context.cookies.get(DASHBOARD_VIEW_COOKIE));
    if (asksForView(query)) context.setCookie(DASHBOARD_VIEW_COOKIE, view, ACCOUNT_COOKIE_SECONDS);
    context.rememberAccount(account, ACCOUNT_COOKIE_SECONDS);
    context.html(
      renderDashboard(context, {
        account,
        accounts,
        locks,
        grants,
        filter: dashboardFilterOf(query, view),
        activity,
        closedNames,
      }),
    );
  }

  @Post('accounts/:account/locks/:smartlockId/actions/:action')
  async act(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('action') action: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    if (!isConsoleLockAction(action)) throw new ConsoleHttpError(404, 'notFound');
    const resources = await context.signedIn.resources(account);
    const back = textField(body, LOCK_CARD_FIELDS.back);
    const returnTo = isConsolePath(back, context.settings.prefix) ? back : context.url('accounts', account);
    if (!isConfirmed(body) && (await this.asksFirst(context, account, smartlockId, action, body, returnTo))) {
      return;
    }
    try {
      await CONSOLE_LOCK_ACTIONS[action].run(resources, smartlockId);
    } catch (error) {
      if (!(error instanceof LockPermissionException)) throw error;
      const text = await this.refusal(context, account, smartlockId, action, body, error);
      if (context.partial) return context.html(errorFragment(text), 403);
      return context.redirect(returnTo, { kind: 'error', text });
    }
    let lock: SmartLock;
    try {
      // The answer tells the state after the action: in the flash without script, in the card with it.
      await resources.smartlocks().sync(smartlockId);
      lock = await resources.smartlocks().find(smartlockId);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      const sent = accepted(context, action, postedLock(body, smartlockId));
      const reason = lockFailureText(context, error);
      const text = say(context, 'acceptedStateUnknown', { accepted: sent, reason });
      if (context.partial) return context.html(errorFragment(text), 502);
      return context.redirect(returnTo, { kind: 'error', text });
    }
    const done = accepted(context, action, { name: lock.name ?? `#${smartlockId}`, type: lock.type });
    const state = lockStateLabel(lock, context.locale) ?? say(context, 'unknown');
    const synced = say(context, 'syncedState', { state });
    if (context.partial) {
      const abilities = lockAbilities(
        await context.signedIn.grantsIn(account),
        smartlockId,
        context.now(),
        context.timeZone,
      );
      const options: LockCardOptions = {
        lines: [
          { kind: 'success', text: done },
          { kind: 'success', text: synced },
        ],
        ...(returnTo === context.url('accounts', account) ? {} : { back: returnTo }),
        ...(await activityOption(resources, smartlockId, abilities)),
      };
      return context.html(
        textField(body, LOCK_CARD_FIELDS.view, 8) === 'list'
          ? renderLockRow(context, account, lock, abilities, options)
          : renderLockCard(context, account, lock, abilities, options),
      );
    }
    context.redirect(returnTo, { kind: 'success', text: `${done} ${synced}` });
  }

  @Get('accounts/:account/locks/:smartlockId/card')
  async card(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Query('back') back: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    await this.item(response, account, smartlockIdText, back, 'cards');
  }

  /** A lock's row of the dashboard's list as the lock is now (the card's counterpart). */
  @Get('accounts/:account/locks/:smartlockId/row')
  async row(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Query('back') back: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    await this.item(response, account, smartlockIdText, back, 'list');
  }

  /**
   * A lock's card or row alone, as the lock is (its last activity when the viewer may see it); `back` (a console
   * path, e.g. the dashboard page it stands on) is where its plain action form returns to.
   */
  private async item(
    response: ConsoleResponse,
    account: string,
    smartlockIdText: string,
    back: unknown,
    view: 'cards' | 'list',
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const resources = await context.signedIn.resources(account);
    const lock = await resources.smartlocks().find(smartlockId);
    const abilities = lockAbilities(
      await context.signedIn.grantsIn(account),
      smartlockId,
      context.now(),
      context.timeZone,
    );
    const options: LockCardOptions = {
      ...(typeof back === 'string' && isConsolePath(back, context.settings.prefix) ? { back } : {}),
      ...(await activityOption(resources, smartlockId, abilities)),
    };
    context.html(
      view === 'list'
        ? renderLockRow(context, account, lock, abilities, options)
        : renderLockCard(context, account, lock, abilities, options),
    );
  }

  /**
   * The names of a sub-user's locks whose grants are closed now (not listed among `shown`), for the dashboard's
   * "Not available now"; none for a main user or when the lock API does not answer (the page names them by id).
   */
  private async closedGrantNames(
    account: string,
    grants: readonly LockGrant[] | null,
    shown: readonly number[],
  ): Promise<Map<number, string>> {
    const listed = new Set(shown);
    const closed = (grants ?? []).filter((grant) => !listed.has(grant.smartlockId));
    if (closed.length === 0) return new Map();
    try {
      return await grantedLockNames(this.lock.as(account), closed);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return new Map();
    }
  }

  /**
   * Answers the confirm step when the action opens the door (unlock, unlatch, Lock 'n' Go, an opener's open) and the viewer
   * may do it now, and is then true. An action the viewer may not do now is not asked about: it is refused as it
   * is, with the reason. The question names the lock as the lock API does (a lock outside the account is a 404).
   */
  private async asksFirst(
    context: ConsoleContext,
    account: string,
    smartlockId: number,
    action: ConsoleLockAction,
    body: unknown,
    cancelUrl: string,
  ): Promise<boolean> {
    if (action === 'lock') return false;
    const abilities = lockAbilities(
      await context.signedIn.grantsIn(account),
      smartlockId,
      context.now(),
      context.timeZone,
    );
    if (!abilities.permissions.has(CONSOLE_LOCK_ACTIONS[action].permission) || abilities.closure !== null) {
      return false;
    }
    const lock = await (await context.signedIn.resources(account)).smartlocks().find(smartlockId);
    const named = { name: lock.name ?? `#${smartlockId}`, type: lock.type };
    const asked = lockActionConfirmation(context, action, named, cancelUrl);
    if (asked === null) return false;
    return !confirmedOrAsk(context, body, asked);
  }

  /**
   * The refusal line of an action: the device's word for it, the lock's name as its form showed it (display only),
   * and why, in the page's language when the sub-user's grants tell (else the exception's reason).
   */
  private async refusal(
    context: ConsoleContext,
    account: string,
    smartlockId: number,
    action: ConsoleLockAction,
    body: unknown,
    error: LockPermissionException,
  ): Promise<string> {
    const lock = postedLock(body, smartlockId);
    const reason = await permissionRefusalText(context, error);
    const label = consoleActionLabel(action, lock.type);
    if (label === 'ringToOpenOn' || label === 'ringToOpenOff') {
      const key = label === 'ringToOpenOn' ? 'refusedRingToOpenOn' : 'refusedRingToOpenOff';
      return say(context, key, { lock: lock.name, reason });
    }
    return say(context, 'refused', { action: say(context, label), lock: lock.name, reason });
  }
}

/** The card's or row's last activity line: the lock's newest entry when the viewer may see its activity. */
async function activityOption(
  resources: ConsoleLockResources,
  smartlockId: number,
  abilities: LockAbilities,
): Promise<Pick<LockCardOptions, 'activity'>> {
  if (!abilities.permissions.has('view_logs')) return {};
  return { activity: await lastActivityOfLock(resources, smartlockId) };
}

/** The lock the action form posted its name and type for (hidden fields, shown only back to its sender). */
function postedLock(body: unknown, smartlockId: number): NamedLock {
  const name = textField(body, LOCK_CARD_FIELDS.name, 100);
  const type = textField(body, LOCK_CARD_FIELDS.type, 3);
  return { name: name === '' ? `#${smartlockId}` : name, type: /^\d{1,3}$/.test(type) ? Number(type) : null };
}

/**
 * "Unlock of Front Door accepted: the command was sent.", with the device's own word for the action; an opener's
 * ring to open says it was turned on or off.
 */
function accepted(context: ConsoleContext, action: ConsoleLockAction, lock: NamedLock): string {
  const label = consoleActionLabel(action, lock.type);
  if (label === 'ringToOpenOn' || label === 'ringToOpenOff') {
    const key = label === 'ringToOpenOn' ? 'acceptedRingToOpenOn' : 'acceptedRingToOpenOff';
    return say(context, key, { lock: lock.name });
  }
  return say(context, 'accepted', {
    action: say(context, consoleActionLabel(action, lock.type)),
    lock: lock.name,
  });
}

function say(
  context: ConsoleContext,
  key: keyof (typeof DASHBOARD_MESSAGES)['en'],
  values?: Record<string, string>,
): string {
  return context.t(DASHBOARD_MESSAGES, key, values);
}
