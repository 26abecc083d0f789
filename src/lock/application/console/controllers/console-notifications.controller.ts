import { Body, Get, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import type { LockNotification } from '../../../data/lock-notification';
import { ApiException } from '../../../errors/api.exception';
import { Lock } from '../../../lock';
import type { Notifications } from '../../../resources/notifications';
import type { ConsoleContext } from '../console-context';
import { namedLocksOf } from '../account-locks';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { confirmedOrAsk } from '../confirm-step';
import { isLockCallFailure } from '../lock-call-failure';
import { lockFailureText } from '../lock-failure-text';
import { ConsoleResponse } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import {
  hasMixedEvents,
  NotificationFormState,
  notificationFormOf,
  readNotificationForm,
} from '../http/notification-form';
import { NOTIFICATION_MESSAGES } from '../i18n/notification-messages';
import {
  notificationAddress,
  removeNotificationConfirmation,
  renderNotificationPage,
  renderNotificationsPage,
} from '../views/notifications.view';

type NotificationKey = keyof (typeof NOTIFICATION_MESSAGES)['en'];

/**
 * The notifications of an account (the lock API's `/notification`: messages to a phone app or a web address when
 * something happens at the locks), for main users and host visitors managing the account (a sub-user gets a 403):
 * `GET/POST <prefix>/accounts/:account/notifications` lists them in words and creates one,
 * `GET/POST .../notifications/:id` shows one's form and changes it, `POST .../notifications/:id/remove` removes
 * one (asked first). A refused form is shown again (400) and nothing is sent; a signing secret is never shown.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
@ConsoleMainOnly()
export class ConsoleNotificationsController {
  constructor(private readonly lock: Lock) {}

  @Get('accounts/:account/notifications')
  async list(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    await this.renderList(context, account, emptyForm(context));
  }

  @Post('accounts/:account/notifications')
  async create(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const locks = await namedLocksOf(this.lock, account);
    const reading = readNotificationForm(body, {
      lockIds: locks.map((lock) => lock.smartlockId),
      development: context.settings.development(),
    });
    if (reading.problem !== null) {
      return this.renderList(context, account, reading.state, say(context, reading.problem), 400);
    }
    const back = context.url('accounts', account, 'notifications');
    let created: LockNotification;
    try {
      created = await this.notifications(account).create(reading.notification);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(back, {
        kind: 'error',
        text: say(context, 'createFailed', { reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(back, {
      kind: 'success',
      text: say(context, 'created', { address: notificationAddress(context, created) }),
    });
  }

  @Get('accounts/:account/notifications/:notificationId')
  async show(
    @Param('account') account: string,
    @Param('notificationId') notificationId: string,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const notification = await this.notificationOf(account, notificationId);
    await this.renderEdit(context, account, notification, notificationFormOf(notification));
  }

  @Post('accounts/:account/notifications/:notificationId')
  async change(
    @Param('account') account: string,
    @Param('notificationId') notificationId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const [notification, locks] = await Promise.all([
      this.notificationOf(account, notificationId),
      namedLocksOf(this.lock, account),
    ]);
    const reading = readNotificationForm(body, {
      lockIds: locks.map((lock) => lock.smartlockId),
      current: notification,
      development: context.settings.development(),
    });
    if (reading.problem !== null) {
      return this.renderEdit(
        context,
        account,
        notification,
        reading.state,
        say(context, reading.problem),
        400,
      );
    }
    const back = context.url('accounts', account, 'notifications');
    let saved: LockNotification;
    try {
      saved = await this.notifications(account).update(notificationId, reading.notification);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(context.url('accounts', account, 'notifications', notificationId), {
        kind: 'error',
        text: say(context, 'saveFailed', { reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(back, {
      kind: 'success',
      text: say(context, 'saved', { address: notificationAddress(context, saved) }),
    });
  }

  @Post('accounts/:account/notifications/:notificationId/remove')
  async remove(
    @Param('account') account: string,
    @Param('notificationId') notificationId: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const notification = await this.notificationOf(account, notificationId);
    const back = context.url('accounts', account, 'notifications');
    if (!confirmedOrAsk(context, body, removeNotificationConfirmation(context, notification, back))) return;
    const address = notificationAddress(context, notification);
    try {
      await this.notifications(account).delete(notificationId);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(back, {
        kind: 'error',
        text: say(context, 'removeFailed', { reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(back, { kind: 'success', text: say(context, 'removed', { address }) });
  }

  private notifications(account: string): Notifications {
    return this.lock.as(account).notifications();
  }

  /** The account's notification with this id. @throws ConsoleHttpError 404 for a bad id or one not of the account */
  private async notificationOf(account: string, notificationId: string): Promise<LockNotification> {
    try {
      return await this.notifications(account).find(notificationId);
    } catch (error) {
      // Another account's (403) or none (404): whether it exists elsewhere is not told.
      const unknown =
        error instanceof InvalidArgumentException ||
        (error instanceof ApiException && (error.status === 404 || error.status === 403));
      if (unknown) throw new ConsoleHttpError(404, 'notFound');
      throw error;
    }
  }

  private async renderList(
    context: ConsoleContext,
    account: string,
    form: NotificationFormState,
    error?: string,
    status = 200,
  ): Promise<void> {
    const [accounts, notifications, locks] = await Promise.all([
      context.signedIn.accounts(),
      this.notifications(account).all(),
      namedLocksOf(this.lock, account),
    ]);
    context.html(
      renderNotificationsPage(context, { account, accounts, notifications, locks, form, error }),
      status,
    );
  }

  private async renderEdit(
    context: ConsoleContext,
    account: string,
    notification: LockNotification,
    form: NotificationFormState,
    error?: string,
    status = 200,
  ): Promise<void> {
    const [accounts, locks] = await Promise.all([
      context.signedIn.accounts(),
      namedLocksOf(this.lock, account),
    ]);
    const mixed = hasMixedEvents(notification.settings);
    context.html(
      renderNotificationPage(context, { account, accounts, notification, locks, form, error, mixed }),
      status,
    );
  }
}

/** The new notification form: a webhook in the page's language, every lock, the everyday events ticked. */
function emptyForm(context: ConsoleContext): NotificationFormState {
  return {
    channel: 'webhook',
    address: '',
    language: context.locale,
    scope: 'all',
    locks: [],
    events: ['lock', 'unlock', 'doorsensor', 'warnings'],
  };
}

function say(context: ConsoleContext, key: NotificationKey, values?: Record<string, string>): string {
  return context.t(NOTIFICATION_MESSAGES, key, values);
}
