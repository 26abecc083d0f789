import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import { MAX_LOCK_ACCOUNT_NAME_LENGTH } from '../../accounts/lock-account-name';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { ACCOUNT_MANAGE_MESSAGES } from '../i18n/account-manage-messages';
import { ACCOUNTS_MESSAGES } from '../i18n/accounts-messages';
import { ConsoleAccountRow, OAUTH_STATUS_LABELS } from './accounts.view';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { CONFIRM_MESSAGES } from '../i18n/confirm-messages';
import { confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

/** What an account's own page shows. */
export interface ConsoleAccountManagePage {
  readonly row: ConsoleAccountRow;
  /** The viewer's accounts, for the switcher. */
  readonly accounts: readonly LockAccountRecord[];
  /** Connecting with OAuth is offered (the client settings are complete). */
  readonly oauthReady: boolean;
  /** Calls use API tokens (not OAuth mode): what to tell an account without a connection. */
  readonly tokensUsed: boolean;
  /** A refused change (e.g. a token the lock service did not accept), shown beside its form. */
  readonly error?: { readonly form: 'name' | 'token'; readonly text: string };
}

/**
 * One account's page for a main user (or host visitor): its name, its API token (set, replace, clear), its OAuth
 * connection and its active flag, each a form of its own; clearing the token and disabling ask first.
 */
export function renderAccountManage(context: ConsoleContext, page: ConsoleAccountManagePage): SafeHtml {
  const m = (key: keyof (typeof ACCOUNT_MANAGE_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ACCOUNT_MANAGE_MESSAGES, key, values);
  const t = (key: keyof (typeof ACCOUNTS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ACCOUNTS_MESSAGES, key, values);
  const { row } = page;
  const title = m('title', { name: row.name ?? row.key });
  return renderLayout(context, {
    title,
    section: 'accounts',
    account: row.key,
    accounts: page.accounts,
    body: html`<h1>${title}</h1>
      <p class="hint">${t('key')}: <code>${row.key}</code></p>
      ${connectionPart(context, row, page.tokensUsed)}
      ${row.stored === null ? html`<p class="hint">${m('notStoredHint')}</p>` : storedParts(context, page)}
      ${page.oauthReady ? oauthPart(context, row) : ''} ${row.stored === null ? '' : removePart(context, row)}
      <p class="actions">
        <a class="button button-quiet" href="${context.url('accounts', row.key)}">${t('dashboard')}</a>
        <a class="button button-quiet" href="${context.url('accounts', row.key, 'webhooks')}"
          >${t('webhooks')}</a
        >
      </p>`,
  });
}

function storedParts(context: ConsoleContext, page: ConsoleAccountManagePage): SafeHtml {
  const m = (key: keyof (typeof ACCOUNT_MANAGE_MESSAGES)['en']) => context.t(ACCOUNT_MANAGE_MESSAGES, key);
  const t = (key: keyof (typeof ACCOUNTS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ACCOUNTS_MESSAGES, key, values);
  const { row } = page;
  const stored = row.stored as NonNullable<ConsoleAccountRow['stored']>;
  const key = row.key;
  const here = context.url('accounts', key, 'manage');
  return html`<section class="panel" id="account-name">
      <h2>${m('nameTitle')}</h2>
      <form method="post" action="${context.url('accounts', key, 'rename')}" class="stack">
        ${csrfField(context)} ${errorLine(page.error?.form === 'name' ? page.error.text : undefined)}
        <label class="field" for="account-name-field"
          ><span>${t('name')}</span>
          <input
            id="account-name-field"
            name="name"
            type="text"
            value="${row.name ?? ''}"
            maxlength="${MAX_LOCK_ACCOUNT_NAME_LENGTH}"
          />
        </label>
        <button type="submit" class="button">${m('rename')}</button>
      </form>
    </section>
    <section class="panel" id="account-token">
      <h2>${m('tokenTitle')}</h2>
      <p><span class="badge token-status">${stored.tokenSet ? t('tokenSet') : t('tokenNotSet')}</span></p>
      <form method="post" action="${context.url('accounts', key, 'token')}" class="stack">
        ${csrfField(context)} ${errorLine(page.error?.form === 'token' ? page.error.text : undefined)}
        <label class="field" for="account-token-field"
          ><span>${t('newToken', { key })}</span>
          <input id="account-token-field" type="password" name="token" autocomplete="off" required />
        </label>
        <p class="hint">${t('tokenHint')}</p>
        <button type="submit" class="button">${stored.tokenSet ? t('replaceToken') : t('setToken')}</button>
      </form>
      ${
        stored.tokenSet
          ? html`<form
              method="post"
              action="${context.url('accounts', key, 'token', 'clear')}"
              ${confirmAttributes(context, DESTRUCTIVE_CONFIRMATIONS.clearToken(context, row.name ?? key, here))}
            >
              ${csrfField(context)}
              <button type="submit" class="button-danger">${t('clearToken')}</button>
            </form>`
          : ''
      }
    </section>
    <section class="panel" id="account-active">
      <h2>${m('activeTitle')}</h2>
      <p>
        <span class="badge account-status">${stored.active ? t('active') : t('disabled')}</span>
        ${stored.active ? m('activeHint') : m('disabledHint')}
      </p>
      <form
        method="post"
        action="${context.url('accounts', key, stored.active ? 'disable' : 'enable')}"
        ${
          stored.active
            ? confirmAttributes(
                context,
                DESTRUCTIVE_CONFIRMATIONS.disableAccount(context, row.name ?? key, here),
              )
            : ''
        }
      >
        ${csrfField(context)}
        <button type="submit" class="${stored.active ? 'button-warn' : 'button'}">
          ${stored.active ? t('disable') : t('enable')}
        </button>
      </form>
    </section>`;
}

/** How the account reaches the lock service now, in words (a warning when it cannot). */
function connectionPart(context: ConsoleContext, row: ConsoleAccountRow, tokensUsed: boolean): SafeHtml {
  const m = (key: keyof (typeof ACCOUNT_MANAGE_MESSAGES)['en']) => context.t(ACCOUNT_MANAGE_MESSAGES, key);
  const line = {
    token: m('connectsWithToken'),
    oauth: m('connectsWithOAuth'),
    settings: m('connectsWithSettings'),
    none: tokensUsed ? m('connectsWithNothing') : m('connectsWithNothingOAuth'),
  }[row.connection];
  return html`<section class="panel" id="account-connection">
    <h2>${m('connectionTitle')}</h2>
    ${
      row.connection === 'none'
        ? html`<p class="flash flash-error" role="note">${line}</p>`
        : html`<p>${line}</p>`
    }
  </section>`;
}

/** Removing the account from this application (asked first). */
function removePart(context: ConsoleContext, row: ConsoleAccountRow): SafeHtml {
  const m = (key: keyof (typeof ACCOUNT_MANAGE_MESSAGES)['en']) => context.t(ACCOUNT_MANAGE_MESSAGES, key);
  const here = context.url('accounts', row.key, 'manage');
  const confirmation = {
    question: context.t(CONFIRM_MESSAGES, 'removeAccount', { account: row.name ?? row.key }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmRemoveAccount'),
    cancelUrl: here,
  };
  return html`<section class="panel" id="account-remove">
    <h2>${m('removeTitle')}</h2>
    <p class="hint">${m('removeHint')}</p>
    <form
      method="post"
      action="${context.url('accounts', row.key, 'remove')}"
      ${confirmAttributes(context, confirmation)}
    >
      ${csrfField(context)}
      <button type="submit" class="button-danger">${m('removeButton')}</button>
    </form>
  </section>`;
}

function oauthPart(context: ConsoleContext, row: ConsoleAccountRow): SafeHtml {
  const t = (key: keyof (typeof ACCOUNTS_MESSAGES)['en']) => context.t(ACCOUNTS_MESSAGES, key);
  return html`<section class="panel" id="account-oauth">
    <h2>${context.t(ACCOUNT_MANAGE_MESSAGES, 'oauthTitle')}</h2>
    <p><span class="badge oauth-status">${t(OAUTH_STATUS_LABELS[row.oauth])}</span></p>
    <form method="post" action="${context.url('accounts', row.key, 'oauth', 'connect')}">
      ${csrfField(context)}
      <button type="submit" class="button">
        ${row.oauth === 'not-connected' ? t('connect') : t('reconnect')}
      </button>
    </form>
  </section>`;
}

function errorLine(error: string | undefined): SafeHtml {
  return error === undefined ? html`` : html`<p class="flash flash-error" role="alert">${error}</p>`;
}
