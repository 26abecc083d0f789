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
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${t('subscription')}</th>
        <th scope="col">${t('callbackUrl')}</th>
        <th scope="col">${t('events')}</th>
        <th scope="col">${t('created')}</th>
        <th scope="col">${t('secret')}</th>
        <th scope="col">${t('actions')}</th>
      </tr>
    </thead>
    <tbody>
      ${page.rows.map(
        (row) =>
          html`<tr>
            <td data-label="${t('subscription')}">${row.id ?? ''}</td>
            <td data-label="${t('callbackUrl')}">${row.callbackUrl ?? ''}</td>
            <td data-label="${t('events')}">${row.events.join(', ')}</td>
            <td data-label="${t('created')}">${context.dateTime(row.creationDate)}</td>
            <td data-label="${t('secret')}">
              <span class="badge secret-status">${secretLabel(context, row.secret)}</span>
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
                      </form>
                      ${eventsForm(context, page, row.id, row.events)}`
              }
            </td>
          </tr>`,
      )}
    </tbody>
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
      ${csrfField(context)}
      ${checkboxGroup(
        t('events'),
        'events',
        page.features.map((feature) => ({ value: feature, label: feature, checked: chosen.has(feature) })),
      )}
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
      <p class="hint" id="callback-url-hint">${t('callbackUrlHint', { route: page.webhookRoute })}</p>
      ${checkboxGroup(
        t('events'),
        'events',
        page.features.map((feature) => ({ value: feature, label: feature, checked: chosen.has(feature) })),
      )}
      <button type="submit" class="button">${t('submitRegister')}</button>
    </form>
  </section>`;
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
