import { Body, Get, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { SmartLock } from '../../../data/smart-lock';
import { ApiException } from '../../../errors/api.exception';
import { Lock } from '../../../lock';
import { LockAccess } from '../../access/lock-access';
import { confirmedOrAsk } from '../confirm-step';
import type { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleResponse } from '../http/console-exchange';
import { smartlockIdParam } from '../http/console-params';
import {
  LockSettingsPart,
  lockSettingsValuesOf,
  readAdminPinForm,
  readLockNameForm,
  readLockSettingsForm,
  MAX_LOCK_NAME,
} from '../http/lock-settings-form';
import { LOCK_SETTINGS_MESSAGES } from '../i18n/lock-settings-messages';
import { lockFailureText } from '../lock-failure-text';
import { LockSettingsActor, lockSettingsActorOf } from '../lock-settings-access';
import {
  accountNameOf,
  LockManagePage,
  removeLockConfirmation,
  renderAdminPinPage,
  renderRemovePage,
  renderRenamePage,
} from '../views/lock-manage.view';
import {
  lockNameOf,
  lockSettingsConfirmation,
  LockSettingsPage,
  renderLockSettingsPage,
  settingsFieldLabel,
} from '../views/lock-settings.view';

type SettingsKey = keyof (typeof LOCK_SETTINGS_MESSAGES)['en'];

/**
 * A lock's settings pages, under `<prefix>/accounts/:account/locks/:smartlockId`:
 * - `settings` (GET the form, POST to save): the common settings of the device's type, read from the lock and saved
 *   through the settings resource, each settings object merged into the lock's current one (the lock API requires
 *   every field). A value out of its range answers the form again (400) and sends nothing; a change that makes the
 *   door easier to open or keeps it open longer asks first (`lockSettingsConfirmation`). Opened by a main user, or
 *   a sub-user whose grant on the lock holds "Change settings" (`manage_settings`), open now.
 * - `admin-pin`, `rename`, `remove` (GET the page, POST the change): a main user of the account only; removing asks
 *   first. The admin PIN is never written into a page, a confirm page or a flash.
 * Who may do what is checked below the console, by `LockAccess` (`lockSettingsActorOf`), before anything is sent.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleLockSettingsController {
  constructor(
    private readonly lock: Lock,
    private readonly access: LockAccess,
  ) {}

  @Get('accounts/:account/locks/:smartlockId/settings')
  async settingsPage(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const actor = await this.actor(context, account);
    await actor.requireSettings(smartlockId);
    const lock = await actor.find(smartlockId);
    await showSettings(context, { account, lock, values: lockSettingsValuesOf(lock) });
  }

  @Post('accounts/:account/locks/:smartlockId/settings')
  async saveSettings(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const smartlockId = smartlockIdParam(smartlockIdText);
    const actor = await this.actor(context, account);
    await actor.requireSettings(smartlockId);
    const lock = await actor.find(smartlockId);
    const reading = readLockSettingsForm(body, lock);
    if (reading.problem !== null) {
      const { field, key, values } = reading.problem;
      const text = say(context, key, { ...values, field: settingsFieldLabel(context, field) });
      return showSettings(context, { account, lock, values: reading.values, problem: { field, text } }, 400);
    }
    const pageUrl = context.url('accounts', account, 'locks', smartlockId, 'settings');
    const parts = Object.keys(reading.updates) as LockSettingsPart[];
    if (parts.length === 0) {
      return context.redirect(pageUrl, { kind: 'success', text: say(context, 'nothingChanged') });
    }
    if (
      reading.risks.length > 0 &&
      !confirmedOrAsk(context, body, lockSettingsConfirmation(context, lock, reading.risks, pageUrl))
    ) {
      return;
    }
    const settings = actor.settings();
    try {
      for (const part of parts) {
        const update = reading.updates[part] as never;
        if (part === 'config') await settings.updateConfig(smartlockId, update);
        else if (part === 'advancedConfig') await settings.updateAdvancedConfig(smartlockId, update);
        else if (part === 'openerAdvancedConfig')
          await settings.updateOpenerAdvancedConfig(smartlockId, update);
        else await settings.updateSmartdoorAdvancedConfig(smartlockId, update);
      }
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const problem = { field: 'form', text: lockFailureText(context, error) };
      return showSettings(context, { account, lock, values: reading.values, problem }, 400);
    }
    context.redirect(pageUrl, { kind: 'success', text: say(context, 'saved', { lock: lockNameOf(lock) }) });
  }

  @Get('accounts/:account/locks/:smartlockId/admin-pin')
  async adminPinPage(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock } = await this.mainUserLock(context, account, smartlockIdText);
    await showManagePage(context, renderAdminPinPage, { account, lock });
  }

  @Post('accounts/:account/locks/:smartlockId/admin-pin')
  async setAdminPin(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock, manager } = await this.mainUserLock(context, account, smartlockIdText);
    const reading = readAdminPinForm(body);
    if (reading.problem !== null) {
      const problem = say(context, reading.problem);
      return showManagePage(context, renderAdminPinPage, { account, lock, problem }, 400);
    }
    try {
      await manager.settings().setAdminPin(lock.smartlockId as number, reading.pin);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const problem = lockFailureText(context, error);
      return showManagePage(context, renderAdminPinPage, { account, lock, problem }, 400);
    }
    context.redirect(lockUrl(context, account, lock), {
      kind: 'success',
      text: say(context, 'pinSet', { lock: lockNameOf(lock) }),
    });
  }

  @Get('accounts/:account/locks/:smartlockId/rename')
  async renamePage(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock } = await this.mainUserLock(context, account, smartlockIdText);
    await showManagePage(context, renderRenamePage, { account, lock });
  }

  @Post('accounts/:account/locks/:smartlockId/rename')
  async rename(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock, manager } = await this.mainUserLock(context, account, smartlockIdText);
    const reading = readLockNameForm(body);
    if (reading.problem !== null) {
      const problem = say(context, reading.problem, { max: String(MAX_LOCK_NAME) });
      return showManagePage(context, renderRenamePage, { account, lock, name: reading.name, problem }, 400);
    }
    if (reading.name !== lock.name) {
      try {
        await manager.smartlocks().update(lock.smartlockId as number, { name: reading.name });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        const problem = lockFailureText(context, error);
        return showManagePage(context, renderRenamePage, { account, lock, name: reading.name, problem }, 400);
      }
    }
    context.redirect(lockUrl(context, account, lock), {
      kind: 'success',
      text: say(context, 'renamed', { name: reading.name }),
    });
  }

  @Get('accounts/:account/locks/:smartlockId/remove')
  async removePage(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock } = await this.mainUserLock(context, account, smartlockIdText);
    await showManagePage(context, renderRemovePage, { account, lock });
  }

  @Post('accounts/:account/locks/:smartlockId/remove')
  async remove(
    @Param('account') account: string,
    @Param('smartlockId') smartlockIdText: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { lock, manager } = await this.mainUserLock(context, account, smartlockIdText);
    const name = lockNameOf(lock);
    const accountName = accountNameOf(await context.signedIn.accounts(), account);
    const question = removeLockConfirmation(context, accountName, name, lockUrl(context, account, lock));
    if (!confirmedOrAsk(context, body, question)) return;
    await manager.smartlocks().delete(lock.smartlockId as number);
    context.redirect(context.url('accounts', account), {
      kind: 'success',
      text: say(context, 'removed', { lock: name }),
    });
  }

  private actor(context: ConsoleContext, account: string): Promise<LockSettingsActor> {
    return lockSettingsActorOf(context.signedIn, account, this.lock, this.access);
  }

  /**
   * The account's manager for a main user of it (anyone else: `LockPermissionException`, 403, nothing read) and the
   * lock. @throws ConsoleHttpError 404 for an id that is no lock id
   */
  private async mainUserLock(context: ConsoleContext, account: string, smartlockIdText: string) {
    const smartlockId = smartlockIdParam(smartlockIdText);
    const manager = await (await this.actor(context, account)).mainUser();
    const lock = await manager.smartlocks().find(smartlockId);
    return { lock, manager };
  }
}

async function showSettings(
  context: ConsoleContext,
  page: Omit<LockSettingsPage, 'accounts'>,
  status = 200,
): Promise<void> {
  const accounts = await context.signedIn.accounts();
  context.html(renderLockSettingsPage(context, { ...page, accounts }), status);
}

async function showManagePage(
  context: ConsoleContext,
  render: (context: ConsoleContext, page: LockManagePage) => ReturnType<typeof renderRenamePage>,
  page: Omit<LockManagePage, 'accounts'>,
  status = 200,
): Promise<void> {
  const accounts = await context.signedIn.accounts();
  context.html(render(context, { ...page, accounts }), status);
}

function lockUrl(context: ConsoleContext, account: string, lock: SmartLock): string {
  return context.url('accounts', account, 'locks', lock.smartlockId as number);
}

/** True for the lock API refusing what was asked (a 4xx other than 401, 403 and 404, e.g. a value it refuses). */
function isRefusal(error: unknown): error is ApiException {
  return (
    error instanceof ApiException &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 404].includes(error.status)
  );
}

function say(context: ConsoleContext, key: SettingsKey, values?: Record<string, string>): string {
  return context.t(LOCK_SETTINGS_MESSAGES, key, values);
}
