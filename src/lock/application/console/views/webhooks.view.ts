import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { WEBHOOKS_MESSAGES } from '../i18n/webhooks-messages';
import { checkboxGroup } from './checkbox-group.view';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

type WebhooksKey = keyof (typeof WEBHOOKS_MESSAGES)['en'];

/** Whether this module holds a subscription's signing secret: never the secret itself. */
export type ConsoleWebhookSecretState = 'stored' | 'not-stored' | 'unreadable' | 'unknown';

/** One subscription as the page lists it (no secret). */
export interface ConsoleWebhookRow {
  /** The id the subscription is removed by; null when the answer had none. */
  readonly id: string | null;
  readonly callbackUrl: string | null;
  readonly events: readonly string[];
  readonly creationDate: string | null;
  readonly secret: ConsoleWebhookSecretState;
}

/** What the register form shows: the URL and events (again after a refused attempt, with why). */
export interface ConsoleWebhookFormState {
  readonly callbackUrl: string;
  readonly events: readonly string[];
  readonly error?: string;
}

/** The label key of each webhook feature the receiver knows; another feature shows as the API names it. */
const EVENT_LABELS: Readonly<Record<string, WebhooksKey>> = {
  DEVICE_STATUS: 'eventDeviceStatus',
  DEVICE_CONFIG: 'eventDeviceConfig',
  DEVICE_LOGS: 'eventDeviceLogs',
  DEVICE_AUTHS: 'eventDeviceAuths',
  DEVICE_MASTERDATA: 'eventDeviceMasterdata',
  ACCOUNT_USER: 'eventAccountUser',
};

/** A webhook feature in words, in the page's language (one the console does not know, as the API names it). */
export function webhookEventLabel(context: ConsoleContext, feature: string): string {
  const key = Object.hasOwn(EVENT_LABELS, feature) ? EVENT_LABELS[feature] : undefined;
  return key === undefined ? feature : context.t(WEBHOOKS_MESSAGES, key);
}

/** What the webhooks page shows. */
export interface ConsoleWebhooksPage {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly rows: readonly ConsoleWebhookRow[];
  /** Every webhook feature the form offers. */
  readonly features: readonly string[];
  /** The receiver's route, for the hint. */
  readonly webhookRoute: string;
  readonly form: ConsoleWebhookFormState;
  /** This application's own address when the form cannot take it (not https), to say why nothing is filled in. */
  readonly refusedAppUrl?: string;
}

/**
 * The webhook subscriptions of an account (id, callback URL, events, creation date and whether this module holds
 * the signing secret), each with a remove button, and the form to register one.
 */
export function renderWebhooks(context: ConsoleContext, page: ConsoleWebhooksPage): SafeHtml {
  const t = say(context);
  const record = page.accounts.find((account) => account.key === page.account);
  const title = t('titleOf', { account: record?.name ?? page.account });
  return renderLayout(context, {
    title,
    section: 'webhooks',
    account: page.account,
    accounts: page.accounts,
    body: html`<h1>${title}</h1>
      <section class="panel" id="subscriptions">
        ${
          page.rows.length === 0
            ? html`<p class="empty">${t('noSubscriptions')}</p>`
            : html`${table(context, page)}
                <p class="hint">${t('secretHelp')}</p>`
        }
      </section>
      ${registerForm(context, page)}`,
  });
}

function table(context: ConsoleContext, page: ConsoleWebhooksPage): SafeHtml {
  const t = say(context);
  return html`<table class="webhooks">
    <thead>
      <tr>
        <th scope="col">${t('subscription')}</th>
        <th scope="col">${t('callbackUrl')}</th>
        <th scope="col">${t('events')}</th>
        <th scope="col">${t('actions')}</th>
      </tr>
    </thead>
    ${page.rows.map(
      (row) =>
        html`<tbody class="webhook">
          <tr>
            <td data-label="${t('subscription')}">
              <span class="webhook-id">${row.id ?? ''}</span>
              <span class="webhook-fact">${t('created')}: ${context.dateTime(row.creationDate)}</span>
              <span class="webhook-fact"
                >${t('secret')}:
                <span class="badge secret-status">${secretLabel(context, row.secret)}</span></span
              >
            </td>
            <td data-label="${t('callbackUrl')}" class="webhook-url">${row.callbackUrl ?? ''}</td>
            <td data-label="${t('events')}">
              <ul class="plain webhook-events">
                ${row.events.map((event) => html`<li>${webhookEventLabel(context, event)}</li>`)}
              </ul>
            </td>
            <td data-label="${t('actions')}">
              ${
                row.id === null
                  ? ''
                  : html`<form
                      class="inline-form"
                      method="post"
                      action="${context.url('accounts', page.account, 'webhooks', row.id, 'remove')}"
                      ${confirmAttributes(
                        context,
                        DESTRUCTIVE_CONFIRMATIONS.removeWebhook(
                          context,
                          context.url('accounts', page.account, 'webhooks'),
                        ),
                      )}
                    >
                      ${csrfField(context)}
                      <button type="submit" class="button-danger">${t('remove')}</button>
                    </form>`
              }
            </td>
          </tr>
          ${
            row.id === null
              ? ''
              : html`<tr class="webhook-edit">
                  <td colspan="4">${eventsForm(context, page, row.id, row.events)}</td>
                </tr>`
          }
        </tbody>`,
    )}
  </table>`;
}

/** The events of a subscription, to change (a disclosure that works without script). */
function eventsForm(
  context: ConsoleContext,
  page: ConsoleWebhooksPage,
  id: string,
  events: readonly string[],
): SafeHtml {
  const t = say(context);
  const chosen = new Set(events);
  return html`<details class="edit-events">
    <summary>${t('changeEvents')}</summary>
    <form
      method="post"
      action="${context.url('accounts', page.account, 'webhooks', id, 'events')}"
      class="stack"
    >
      ${csrfField(context)} ${eventCheckboxes(context, page.features, chosen)}
      <p class="hint">${t('changeEventsHint')}</p>
      <button type="submit" class="button">${t('saveEvents')}</button>
    </form>
  </details>`;
}

function registerForm(context: ConsoleContext, page: ConsoleWebhooksPage): SafeHtml {
  const t = say(context);
  const chosen = new Set(page.form.events);
  return html`<section class="panel" id="register-webhook">
    <h2>${t('registerTitle')}</h2>
    <form method="post" action="${context.url('accounts', page.account, 'webhooks')}" class="stack">
      ${csrfField(context)}
      ${page.form.error === undefined ? '' : html`<p class="flash flash-error" role="alert">${page.form.error}</p>`}
      <label class="field" for="callback-url"
        ><span>${t('callbackUrl')}</span>
        <input
          id="callback-url"
          name="callbackUrl"
          type="url"
          value="${page.form.callbackUrl}"
          maxlength="2048"
          required
          aria-describedby="callback-url-hint"
        />
      </label>
      <p class="hint" id="callback-url-hint">
        ${t('callbackUrlHint', { route: page.webhookRoute })}
        ${page.refusedAppUrl === undefined ? '' : t('appUrlNotTaken', { url: page.refusedAppUrl })}
      </p>
      ${eventCheckboxes(context, page.features, chosen)}
      <button type="submit" class="button">${t('submitRegister')}</button>
    </form>
  </section>`;
}

/** The webhook features as checkboxes named `events`, in words, the chosen ones ticked. */
function eventCheckboxes(
  context: ConsoleContext,
  features: readonly string[],
  chosen: ReadonlySet<string>,
): SafeHtml {
  return checkboxGroup(
    context.t(WEBHOOKS_MESSAGES, 'events'),
    'events',
    features.map((feature) => ({
      value: feature,
      label: webhookEventLabel(context, feature),
      checked: chosen.has(feature),
    })),
  );
}

function secretLabel(context: ConsoleContext, state: ConsoleWebhookSecretState): string {
  const t = say(context);
  switch (state) {
    case 'stored':
      return t('secretStored');
    case 'not-stored':
      return t('secretNotStored');
    case 'unreadable':
      return t('secretUnreadable');
    case 'unknown':
      return t('secretUnknown');
  }
}

function say(context: ConsoleContext) {
  return (key: WebhooksKey, values?: Record<string, string>) => context.t(WEBHOOKS_MESSAGES, key, values);
}
