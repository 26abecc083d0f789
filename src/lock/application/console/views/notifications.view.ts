import type { LockNotification } from '../../../data/lock-notification';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import {
  channelOfOs,
  MAX_NOTIFICATION_ADDRESS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NotificationChannel,
  NotificationFormState,
} from '../http/notification-form';
import { languageName, LOCK_API_LANGUAGES } from '../i18n/language-names';
import { NOTIFICATION_MESSAGES, notificationEventWords } from '../i18n/notification-messages';
import { checkboxGroup } from './checkbox-group.view';
import { ConsoleConfirmation, confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

type NotificationKey = keyof (typeof NOTIFICATION_MESSAGES)['en'];

/** A lock of the account as the notifications pages name it. */
export interface NotificationLock {
  readonly smartlockId: number;
  readonly name: string;
}

/** What the notifications page shows. */
export interface NotificationsPageData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly notifications: readonly LockNotification[];
  readonly locks: readonly NotificationLock[];
  /** The new notification form (empty, or as posted with why it was refused). */
  readonly form: NotificationFormState;
  readonly error?: string;
}

/** What a notification's own page (to change it) shows. */
export interface NotificationPageData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly notification: LockNotification;
  readonly locks: readonly NotificationLock[];
  readonly form: NotificationFormState;
  readonly error?: string;
  /** True when its locks report different events now (saving aligns them). */
  readonly mixed: boolean;
}

/** What a notification's address reads as: a webhook's web address, or a phone named by its push ID's start. */
export function notificationAddress(context: ConsoleContext, notification: LockNotification): string {
  const pushId = notification.pushId ?? '';
  if (notification.os === NOTIFICATION_CHANNELS.webhook) return pushId;
  return context.t(NOTIFICATION_MESSAGES, 'pushDevice', { start: [...pushId].slice(0, 8).join('') });
}

/** What removing a notification asks first. */
export function removeNotificationConfirmation(
  context: ConsoleContext,
  notification: LockNotification,
  cancelUrl: string,
): ConsoleConfirmation {
  return {
    question: say(context)('removeQuestion', { address: notificationAddress(context, notification) }),
    confirmLabel: say(context)('confirmRemove'),
    cancelUrl,
  };
}

/**
 * The notifications of an account, each in words (where it goes, in which language, which events of which
 * locks, its state), with a link to change it and a button to remove it, and the form to create one.
 */
export function renderNotificationsPage(context: ConsoleContext, data: NotificationsPageData): SafeHtml {
  const t = say(context);
  const record = data.accounts.find((account) => account.key === data.account);
  const title = t('titleOf', { account: record?.name ?? data.account });
  return renderLayout(context, {
    title,
    section: 'notifications',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${title}</h1>
      <p class="hint">${t('intro')}</p>
      ${
        data.notifications.length === 0
          ? html`<section class="panel"><p class="empty">${t('noNotifications')}</p></section>`
          : data.notifications.map((notification, index) => card(context, data, notification, index))
      }
      <section class="panel" id="new-notification" aria-labelledby="new-notification-title">
        <h2 id="new-notification-title">${t('newTitle')}</h2>
        ${notificationForm(context, {
          action: context.url('accounts', data.account, 'notifications'),
          prefix: 'new',
          form: data.form,
          error: data.error,
          locks: data.locks,
          submit: t('submitCreate'),
        })}
      </section>`,
  });
}

function card(
  context: ConsoleContext,
  data: NotificationsPageData,
  notification: LockNotification,
  index: number,
): SafeHtml {
  const t = say(context);
  const headingId = `notification-${index + 1}`;
  const id = notification.notificationId;
  const here = context.url('accounts', data.account, 'notifications');
  return html`<article class="panel notification" aria-labelledby="${headingId}">
    <h2 id="${headingId}">${t('sentToChannel', { channel: channelWords(context, notification.os) })}</h2>
    <dl class="facts notification-facts">
      <div class="notification-address">
        <dt>${t('address')}</dt>
        <dd>${notificationAddress(context, notification)}</dd>
      </div>
      <div>
        <dt>${t('messageLanguage')}</dt>
        <dd>${languageName(notification.language, context.locale)}</dd>
      </div>
      <div>
        <dt>${t('state')}</dt>
        <dd>${stateWords(context, notification.status)}</dd>
      </div>
      <div>
        <dt>${t('lastSent')}</dt>
        <dd>
          ${notification.lastActiveDate === null ? t('neverSent') : context.dateTime(notification.lastActiveDate)}
        </dd>
      </div>
    </dl>
    <h3>${t('reports')}</h3>
    <ul class="plain">
      ${(notification.settings ?? []).map(
        (setting) =>
          html`<li>
            ${t('reportLine', {
              locks:
                setting.smartlockId === undefined
                  ? t('everyLock')
                  : lockName(context, data.locks, setting.smartlockId),
              events: (setting.triggerEvents ?? [])
                .map((event) => notificationEventWords(event, context.locale))
                .join(', '),
            })}
            ${setting.authIds !== undefined && setting.authIds.length > 0 ? html`(${t('somePeopleOnly')})` : ''}
          </li>`,
      )}
    </ul>
    ${
      id === null
        ? ''
        : html`<div class="actions">
            <a class="button button-quiet" href="${here}/${encodeURIComponent(id)}"
              >${t('change')}<span class="visually-hidden"
                >: ${notificationAddress(context, notification)}</span
              ></a
            >
            <form
              method="post"
              action="${here}/${encodeURIComponent(id)}/remove"
              ${confirmAttributes(context, removeNotificationConfirmation(context, notification, here))}
            >
              ${csrfField(context)}
              <button type="submit" class="button-danger">
                ${t('remove')}<span class="visually-hidden"
                  >: ${notificationAddress(context, notification)}</span
                >
              </button>
            </form>
          </div>`
    }
  </article>`;
}

/** One notification's page: the form to change it. */
export function renderNotificationPage(context: ConsoleContext, data: NotificationPageData): SafeHtml {
  const t = say(context);
  const record = data.accounts.find((account) => account.key === data.account);
  const title = t('editTitle', { address: notificationAddress(context, data.notification) });
  const list = context.url('accounts', data.account, 'notifications');
  return renderLayout(context, {
    title,
    section: 'notifications',
    account: data.account,
    accounts: data.accounts,
    body: html`<p>
        <a href="${list}">${t('allNotifications', { account: record?.name ?? data.account })}</a>
      </p>
      <h1>${title}</h1>
      <section class="panel" id="edit-notification" aria-label="${title}">
        ${data.mixed ? html`<p class="hint">${t('mixedHint')}</p>` : ''}
        ${notificationForm(context, {
          action: `${list}/${encodeURIComponent(data.notification.notificationId ?? '')}`,
          prefix: 'edit',
          form: data.form,
          error: data.error,
          locks: data.locks,
          submit: t('submitSave'),
        })}
      </section>`,
  });
}

interface FormParts {
  readonly action: string;
  readonly prefix: string;
  readonly form: NotificationFormState;
  readonly error?: string;
  readonly locks: readonly NotificationLock[];
  readonly submit: string;
}

function notificationForm(context: ConsoleContext, parts: FormParts): SafeHtml {
  const t = say(context);
  const { form, prefix } = parts;
  const channels: [NotificationChannel, NotificationKey][] = [
    ['webhook', 'channelWebhook'],
    ['android', 'channelAndroid'],
    ['ios', 'channelIos'],
  ];
  const ticked = new Set(form.locks);
  const chosenEvents = new Set(form.events);
  return html`<form method="post" action="${parts.action}" class="stack">
    ${csrfField(context)}
    ${parts.error === undefined ? '' : html`<p class="flash flash-error" role="alert">${parts.error}</p>`}
    <fieldset class="checks">
      <legend>${t('channelLegend')}</legend>
      ${channels.map(
        ([channel, key]) =>
          html`<label
            ><input
              type="radio"
              name="channel"
              value="${channel}"
              ${form.channel === channel ? html` checked` : ''}
            />
            ${t(key)}</label
          >`,
      )}
    </fieldset>
    <label class="field" for="${prefix}-address"
      ><span>${t('address')}</span>
      <input
        id="${prefix}-address"
        name="address"
        type="text"
        inputmode="url"
        value="${form.address}"
        maxlength="${String(MAX_NOTIFICATION_ADDRESS)}"
        autocomplete="off"
        spellcheck="false"
        aria-describedby="${prefix}-address-hint"
        required
      />
    </label>
    <p class="hint" id="${prefix}-address-hint">${t('addressHint')}</p>
    <label class="field" for="${prefix}-language"
      ><span>${t('messageLanguage')}</span>
      <select id="${prefix}-language" name="language">
        ${LOCK_API_LANGUAGES.map(
          (code) =>
            html`<option value="${code}" ${code === form.language ? html` selected` : ''}>
              ${languageName(code, context.locale)}
            </option>`,
        )}
      </select>
    </label>
    <fieldset class="checks">
      <legend>${t('locksLegend')}</legend>
      <label
        ><input type="radio" name="scope" value="all" ${form.scope === 'all' ? html` checked` : ''} />
        ${t('scopeAll')}</label
      >
      <label
        ><input type="radio" name="scope" value="chosen" ${form.scope === 'chosen' ? html` checked` : ''} />
        ${t('scopeChosen')}</label
      >
    </fieldset>
    ${checkboxGroup(
      t('lockList'),
      'locks',
      parts.locks.map((lock) => ({
        value: String(lock.smartlockId),
        label: lock.name,
        checked: ticked.has(String(lock.smartlockId)),
      })),
    )}
    ${checkboxGroup(
      t('eventsLegend'),
      'events',
      NOTIFICATION_EVENTS.map((event) => ({
        value: event,
        label: notificationEventWords(event, context.locale),
        checked: chosenEvents.has(event),
      })),
    )}
    <button type="submit" class="button">${parts.submit}</button>
  </form>`;
}

function channelWords(context: ConsoleContext, os: number | null): string {
  const t = say(context);
  switch (channelOfOs(os)) {
    case 'webhook':
      return t('toWebhook');
    case 'android':
      return t('toAndroid');
    case 'ios':
      return t('toIos');
    default:
      return t('toOther');
  }
}

function stateWords(context: ConsoleContext, status: number | null): string {
  const t = say(context);
  if (status === 0) return t('stateInit');
  if (status === 1) return t('stateActive');
  if (status === 2) return t('stateFailed');
  return t('stateOther');
}

function lockName(context: ConsoleContext, locks: readonly NotificationLock[], smartlockId: number): string {
  return locks.find((lock) => lock.smartlockId === smartlockId)?.name || say(context)('unknownLock');
}

function say(context: ConsoleContext) {
  return (key: NotificationKey, values?: Record<string, string>) =>
    context.t(NOTIFICATION_MESSAGES, key, values);
}
