import { Body, Get, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { LockException } from '../../../errors/lock.exception';
import { Lock } from '../../../lock';
import { DEFAULT_WEBHOOK_EVENTS } from '../../../resources/webhooks';
import { LockWebhookSettings } from '../../webhooks/lock-webhook-settings';
import { LOCK_WEBHOOK_EVENT_NAMES } from '../../webhooks/lock-webhook-event-names';
import { LockWebhookRegistration } from '../../webhooks/lock-webhook-registration';
import { WebhookSecretStore } from '../../webhooks/webhook-secret-store';
import { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { isLockCallFailure } from '../lock-call-failure';
import { ConsoleResponse, textField, textFields } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { confirmedOrAsk } from '../confirm-step';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { lockFailureText } from '../lock-failure-text';
import { isAllowedWebhookUrl } from '../webhook-url-rule';
import { WEBHOOKS_MESSAGES } from '../i18n/webhooks-messages';
import {
  ConsoleWebhookFormState,
  ConsoleWebhookRow,
  ConsoleWebhookSecretState,
  renderWebhooks,
  webhookEventLabel,
} from '../views/webhooks.view';

/** The webhook features the form offers: every one the receiver knows. */
const WEBHOOK_FEATURES: readonly string[] = Object.keys(LOCK_WEBHOOK_EVENT_NAMES);
/** The longest callback URL taken. */
const MAX_URL = 2048;

/**
 * The webhook subscriptions of an account, for main users and host visitors managing it (sub-users get a 403):
 * `GET <prefix>/accounts/:account/webhooks` lists them (never a secret; whether this module holds each signing
 * secret), `POST .../webhooks` registers one through `LockWebhookRegistration` (the signing secret stored for the
 * receiver, as `lock:webhook-register` does), `POST .../webhooks/:id/events` changes one's events (a new
 * subscription to the same URL, then the old one removed: the API has no update, and the flash names the new id)
 * and `POST .../webhooks/:id/remove` unsubscribes one (asked first). The register form is filled in with `APP_URL`
 * and the receiver's route only when the form takes that address.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleWebhooksController {
  constructor(
    private readonly lock: Lock,
    private readonly config: LockWebhookSettings,
    private readonly registration: LockWebhookRegistration,
    private readonly secrets: WebhookSecretStore,
  ) {}

  @Get('accounts/:account/webhooks')
  @ConsoleMainOnly()
  async list(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    // The form is filled in only with an address it takes: an http `APP_URL` (a development setup) is not.
    const suggested = this.defaultCallbackUrl();
    const taken = suggested !== null && isAllowedWebhookUrl(suggested, context.settings.development());
    await this.renderPage(
      context,
      account,
      { callbackUrl: taken ? suggested : '', events: DEFAULT_WEBHOOK_EVENTS },
      200,
      taken || suggested === null ? undefined : suggested,
    );
  }

  @Post('accounts/:account/webhooks')
  @ConsoleMainOnly()
  async register(
    @Param('account') account: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const callbackUrl = textField(body, 'callbackUrl', MAX_URL).trim();
    const events = textFields(body, 'events').filter((event) => WEBHOOK_FEATURES.includes(event));
    const problem = !isAllowedWebhookUrl(callbackUrl, context.settings.development())
      ? say(context, 'urlInvalid')
      : events.length === 0
        ? say(context, 'eventsMissing')
        : null;
    if (problem !== null)
      return this.renderPage(context, account, { callbackUrl, events, error: problem }, 400);
    const back = context.url('accounts', account, 'webhooks');
    try {
      const { subscription, subscriptionId } = await this.registration.register(
        this.lock.as(account).webhooks(),
        callbackUrl,
        [...new Set(events)],
      );
      const url = subscription.callbackUrl ?? callbackUrl;
      context.redirect(back, {
        kind: 'success',
        text: say(context, 'registered', { url, id: subscriptionId }),
      });
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      context.redirect(back, {
        kind: 'error',
        text: say(context, 'registerFailed', { reason: lockFailureText(context, error) }),
      });
    }
  }

  @Post('accounts/:account/webhooks/:id/remove')
  @ConsoleMainOnly()
  async remove(
    @Param('account') account: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const back = context.url('accounts', account, 'webhooks');
    if (!confirmedOrAsk(context, body, DESTRUCTIVE_CONFIRMATIONS.removeWebhook(context, back))) return;
    try {
      await this.registration.unregister(this.lock.as(account).webhooks(), id);
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      return context.redirect(back, {
        kind: 'error',
        text: say(context, 'removeFailed', { id, reason: lockFailureText(context, error) }),
      });
    }
    context.redirect(back, { kind: 'success', text: say(context, 'removed', { id }) });
  }

  @Post('accounts/:account/webhooks/:id/events')
  @ConsoleMainOnly()
  async changeEvents(
    @Param('account') account: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    await context.signedIn.requireManaged(account);
    const back = context.url('accounts', account, 'webhooks');
    const events = [
      ...new Set(textFields(body, 'events').filter((event) => WEBHOOK_FEATURES.includes(event))),
    ];
    if (events.length === 0)
      return context.redirect(back, { kind: 'error', text: say(context, 'eventsMissing') });
    const webhooks = this.lock.as(account).webhooks();
    try {
      const current = (await webhooks.all()).find(
        (subscription) => LockWebhookRegistration.subscriptionIdOf(subscription) === id,
      );
      if (current?.callbackUrl == null) throw new ConsoleHttpError(404, 'notFound');
      // The lock API has no update: a subscription to the new events first (its own signing secret), then the
      // old one goes. A delivery in between may come twice, which the receiver's claims take care of.
      const { subscriptionId } = await this.registration.register(webhooks, current.callbackUrl, events);
      await this.registration.unregister(webhooks, id);
      context.redirect(back, {
        kind: 'success',
        text: say(context, 'eventsChanged', {
          url: current.callbackUrl,
          events: events.map((event) => webhookEventLabel(context, event)).join(', '),
          id: subscriptionId,
          old: id,
        }),
      });
    } catch (error) {
      if (!isLockCallFailure(error)) throw error;
      context.redirect(back, {
        kind: 'error',
        text: say(context, 'eventsChangeFailed', { reason: lockFailureText(context, error) }),
      });
    }
  }

  /** The page: the account's subscriptions (from the lock API) and the register form. */
  private async renderPage(
    context: ConsoleContext,
    account: string,
    form: ConsoleWebhookFormState,
    status = 200,
    refusedAppUrl?: string,
  ): Promise<void> {
    const [accounts, subscriptions, secretOf] = await Promise.all([
      context.signedIn.accounts(),
      this.lock.as(account).webhooks().all(),
      this.secretStates(account),
    ]);
    const rows = subscriptions.map((subscription): ConsoleWebhookRow => {
      const id = LockWebhookRegistration.subscriptionIdOf(subscription);
      return {
        id,
        callbackUrl: subscription.callbackUrl,
        events: subscription.events,
        creationDate: subscription.creationDate,
        secret: secretOf(id),
      };
    });
    context.html(
      renderWebhooks(context, {
        account,
        accounts,
        rows,
        features: WEBHOOK_FEATURES,
        webhookRoute: this.config.webhookRoute(),
        form,
        refusedAppUrl,
      }),
      status,
    );
  }

  /** Whether this module holds the signing secret of a subscription id of the account (read once per page). */
  private async secretStates(account: string): Promise<(id: string | null) => ConsoleWebhookSecretState> {
    let read;
    try {
      read = await this.secrets.load();
    } catch (error) {
      // No usable APP_KEY while secrets are stored: the page still lists the subscriptions.
      if (!(error instanceof LockException)) throw error;
      return () => 'unknown';
    }
    const stored = new Set(
      read.secrets.filter((secret) => secret.accountKey === account).map((secret) => secret.subscriptionId),
    );
    const unreadable = new Set(read.unreadable);
    return (id) =>
      id === null
        ? 'not-stored'
        : stored.has(id)
          ? 'stored'
          : unreadable.has(id)
            ? 'unreadable'
            : 'not-stored';
  }

  /** `APP_URL` + the webhook route, or null without a usable `APP_URL`. */
  private defaultCallbackUrl(): string | null {
    try {
      return this.config.defaultWebhookUrl();
    } catch (error) {
      if (!(error instanceof LockException)) throw error;
      return null;
    }
  }
}

function say(
  context: ConsoleContext,
  key: keyof (typeof WEBHOOKS_MESSAGES)['en'],
  values?: Record<string, string>,
): string {
  return context.t(WEBHOOKS_MESSAGES, key, values);
}
