import { Get, Param, Post, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import { LockPermissionException } from '../../errors/lock-permission.exception';
import { CONSOLE_COOKIES, ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleResponse } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { smartlockIdParam } from '../http/console-params';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import { lockAbilities } from '../lock-abilities';
import { CONSOLE_LOCK_ACTIONS, isConsoleLockAction } from '../lock-actions';
import { renderDashboard } from '../views/dashboard.view';
import { errorFragment } from '../views/error.view';
import { renderLockCard } from '../views/lock-card.view';

/** How long the console remembers the account opened last: thirty days. */
const ACCOUNT_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The dashboard of an account (`GET <prefix>/accounts/:account`) and the actions on its locks
 * (`POST .../locks/:smartlockId/actions/:action`, `lock`, `unlock`, `unlatch`, `lock-and-go`). Every action goes
 * through the viewer's resources, so a sub-user's permission, window and weekdays are checked before anything is
 * sent. An accepted action says so, then shows the state after a sync: in a redirect's flash without script, or
 * in the card, updated in place, with it (`GET .../locks/:smartlockId/card?sync=1`).
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleDashboardController {
  @Get('accounts/:account')
  async dashboard(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
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
    context.setCookie(CONSOLE_COOKIES.account, account, ACCOUNT_COOKIE_SECONDS);
    context.html(renderDashboard(context, { account, accounts, locks, grants }));
  }

  @Post('accounts/:account/locks/:smartlockId/actions/:action')
  async act(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Param('action') action: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    if (!isConsoleLockAction(action)) throw new ConsoleHttpError(404, 'notFound');
    const resources = await context.signedIn.resources(account);
    const label = say(context, CONSOLE_LOCK_ACTIONS[action].label);
    try {
      await CONSOLE_LOCK_ACTIONS[action].run(resources, smartlockId);
    } catch (error) {
      if (!(error instanceof LockPermissionException)) throw error;
      const text = say(context, 'refused', { action: label, lock: `#${smartlockId}`, reason: error.reason });
      if (context.partial) return context.html(errorFragment(text), 403);
      return context.redirect(context.url('accounts', account), { kind: 'error', text });
    }
    if (context.partial) {
      const lock = await resources.smartlocks().find(smartlockId);
      const accepted = say(context, 'accepted', { action: label, lock: lock.name ?? `#${smartlockId}` });
      const abilities = lockAbilities(
        await context.signedIn.grantsIn(account),
        smartlockId,
        context.now(),
        context.timeZone,
      );
      return context.html(
        renderLockCard(context, account, lock, abilities, {
          lines: [{ kind: 'success', text: accepted }],
          refreshUrl: `${context.url('accounts', account, 'locks', smartlockId, 'card')}?sync=1`,
        }),
      );
    }
    await resources.smartlocks().sync(smartlockId);
    const lock = await resources.smartlocks().find(smartlockId);
    const text = [
      say(context, 'accepted', { action: label, lock: lock.name ?? `#${smartlockId}` }),
      say(context, 'syncedState', { state: lockStateLabel(lock, context.locale) ?? say(context, 'unknown') }),
    ].join(' ');
    context.redirect(context.url('accounts', account), { kind: 'success', text });
  }

  @Get('accounts/:account/locks/:smartlockId/card')
  async card(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Query('sync') sync: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const resources = await context.signedIn.resources(account);
    if (sync === '1') await resources.smartlocks().sync(smartlockId);
    const lock = await resources.smartlocks().find(smartlockId);
    const abilities = lockAbilities(
      await context.signedIn.grantsIn(account),
      smartlockId,
      context.now(),
      context.timeZone,
    );
    const state = lockStateLabel(lock, context.locale) ?? say(context, 'unknown');
    context.html(
      renderLockCard(context, account, lock, abilities, {
        lines: sync === '1' ? [{ kind: 'success', text: say(context, 'syncedState', { state }) }] : [],
      }),
    );
  }
}

function say(
  context: ConsoleContext,
  key: keyof (typeof DASHBOARD_MESSAGES)['en'],
  values?: Record<string, string>,
): string {
  return context.t(DASHBOARD_MESSAGES, key, values);
}
