import type { LockOAuthStatus } from '../../../auth/oauth-status';
import { LOCK_ACCOUNT_KEY_PATTERN } from '../../accounts/lock-account-key';
import { MAX_LOCK_ACCOUNT_NAME_LENGTH } from '../../accounts/lock-account-name';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { ACCOUNT_MANAGE_MESSAGES } from '../i18n/account-manage-messages';
import { ACCOUNTS_MESSAGES } from '../i18n/accounts-messages';
import { csrfField, renderLayout } from './layout.view';

type AccountsKey = keyof (typeof ACCOUNTS_MESSAGES)['en'];

/** One account as the accounts page lists it: never a token, only whether one is there. */
export interface ConsoleAccountRow {
  readonly key: string;
  readonly name: string | null;
  /** The row of the lock database (active flag, own API token set); null for an account it does not hold. */
  readonly stored: { readonly active: boolean; readonly tokenSet: boolean } | null;
  /** Whether the account is connected with OAuth. */
  readonly oauth: ConsoleOAuthStatus;
  /** How calls of the account reach the lock API now. */
  readonly connection: ConsoleAccountConnection;
}

/**
 * How calls of an account reach the lock API: its own API token, its OAuth connection, a token of the app's
 * settings, or nothing yet (its pages cannot be shown).
 */
export type ConsoleAccountConnection = 'token' | 'oauth' | 'settings' | 'none';

/** An account's OAuth state (see `LockOAuthStatus`), or `unreadable` when the token store could not be read. */
export type ConsoleOAuthStatus = LockOAuthStatus | 'unreadable';

/** The label of each OAuth state. */
export const OAUTH_STATUS_LABELS: Record<ConsoleOAuthStatus, AccountsKey> = {
  connected: 'oauthConnected',
  'reconnect-needed': 'oauthReconnectNeeded',
  'not-connected': 'oauthNotConnected',
  unreadable: 'oauthUnreadable',
};

/** What an add form shows again after a refused attempt: the key and name typed (never the token) and why. */
export interface ConsoleAccountFormState {
  readonly key: string;
  readonly name: string;
  readonly error: string;
}

/** What the OAuth part of the page shows. */
export interface ConsoleAccountsOAuth {
  /** The OAuth client settings are complete: connecting is offered. */
  readonly ready: boolean;
  /** What to tell about the settings (e.g. calls do not use OAuth, or the redirect URI points elsewhere). */
  readonly notes: readonly string[];
}

/** What the accounts page shows. */
export interface ConsoleAccountsPage {
  readonly rows: readonly ConsoleAccountRow[];
  /** The account opened last, for the navigation; undefined for none. */
  readonly current?: string;
  /** Why stored API tokens and active flags are not read in this configuration; null when they are. */
  readonly unreadNotice: string | null;
  readonly oauth: ConsoleAccountsOAuth;
  /** Adding an account with its API token is offered (calls use API tokens: not in OAuth mode). */
  readonly tokensUsed: boolean;
  readonly addForm?: ConsoleAccountFormState;
  readonly connectForm?: ConsoleAccountFormState;
}

/**
 * The accounts page of a main user (or host visitor): each account with its active flag, whether an API token is
 * set and whether it is connected with OAuth, a link to its own page (name, token, OAuth, active flag), and the
 * forms to add an account with an API token or with OAuth.
 */
export function renderAccounts(context: ConsoleContext, page: ConsoleAccountsPage): SafeHtml {
  const t = say(context);
  return renderLayout(context, {
    title: t('title'),
    section: 'accounts',
    // No switcher: the page lists every account.
    account: page.current,
    body: html`<h1>${t('title')}</h1>
      ${page.unreadNotice === null ? '' : html`<p class="flash flash-error" role="note">${page.unreadNotice}</p>`}
      <section class="panel" id="accounts">
        ${page.rows.length === 0 ? html`<p class="empty">${t('noAccounts')}</p>` : accountsTable(context, page)}
        ${page.oauth.notes.map((note) => html`<p class="hint">${note}</p>`)}
      </section>
      <div class="grid-2">
        ${page.tokensUsed ? addForm(context, page.addForm) : errorLine(page.addForm?.error)}
        ${page.oauth.ready ? connectForm(context, page.connectForm) : ''}
      </div>`,
  });
}

function accountsTable(context: ConsoleContext, page: ConsoleAccountsPage): SafeHtml {
  const t = say(context);
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${t('key')}</th>
        <th scope="col">${t('name')}</th>
        <th scope="col">${t('status')}</th>
        <th scope="col">${t('apiToken')}</th>
        <th scope="col">${t('oauth')}</th>
        <th scope="col">${t('actions')}</th>
      </tr>
    </thead>
    <tbody>
      ${page.rows.map((row) => accountRow(context, row))}
    </tbody>
  </table>`;
}

function accountRow(context: ConsoleContext, row: ConsoleAccountRow): SafeHtml {
  const t = say(context);
  const stored = row.stored;
  const oauth = t(OAUTH_STATUS_LABELS[row.oauth]);
  const oauthBadge = `badge oauth-status${row.oauth === 'reconnect-needed' ? ' badge-warning' : ''}`;
  return html`<tr id="account-${row.key}">
    <td data-label="${t('key')}"><a href="${context.url('accounts', row.key)}">${row.key}</a></td>
    <td data-label="${t('name')}">${row.name ?? ''}</td>
    <td data-label="${t('status')}">
      ${
        stored === null
          ? html`<span class="hint">${t('notStored')}</span>`
          : html`<span class="badge account-status">${stored.active ? t('active') : t('disabled')}</span>`
      }
      ${
        row.connection === 'none'
          ? html`<span class="badge badge-warning connection-status">${t('noConnection')}</span>`
          : ''
      }
    </td>
    <td data-label="${t('apiToken')}">
      ${stored === null ? '' : html`<span class="badge token-status">${stored.tokenSet ? t('tokenSet') : t('tokenNotSet')}</span>`}
    </td>
    <td data-label="${t('oauth')}"><span class="${oauthBadge}">${oauth}</span></td>
    <td data-label="${t('actions')}">
      <div class="actions">
        <a class="button button-quiet" href="${context.url('accounts', row.key, 'manage')}"
          >${context.t(ACCOUNT_MANAGE_MESSAGES, 'manage')}</a
        >
        <a class="button button-quiet" href="${context.url('accounts', row.key, 'webhooks')}"
          >${t('webhooks')}</a
        >
      </div>
    </td>
  </tr>`;
}

function addForm(context: ConsoleContext, state: ConsoleAccountFormState | undefined): SafeHtml {
  const t = say(context);
  return html`<section class="panel" id="add-account">
    <h2>${t('addTitle')}</h2>
    <form method="post" action="${context.url('accounts')}" class="stack">
      ${csrfField(context)} ${errorLine(state?.error)}
      ${keyField('add-key', t('key'), state?.key ?? '', t('keyRule'))}
      ${nameField('add-name', t('name'), state?.name ?? '')}
      <label class="field" for="add-token"
        ><span>${t('apiToken')}</span>
        <input id="add-token" name="token" type="password" autocomplete="off" required />
      </label>
      <p class="hint">${t('tokenHint')}</p>
      <button type="submit" class="button">${t('submitAdd')}</button>
    </form>
  </section>`;
}

function connectForm(context: ConsoleContext, state: ConsoleAccountFormState | undefined): SafeHtml {
  const t = say(context);
  return html`<section class="panel" id="connect-account">
    <h2>${t('connectTitle')}</h2>
    <p class="hint">${t('connectIntro')}</p>
    <form method="post" action="${context.url('oauth', 'connect')}" class="stack">
      ${csrfField(context)} ${errorLine(state?.error)}
      ${keyField('connect-key', t('key'), state?.key ?? '', t('keyRule'))}
      ${nameField('connect-name', t('name'), state?.name ?? '')}
      <button type="submit" class="button">${t('submitConnect')}</button>
    </form>
  </section>`;
}

function keyField(id: string, label: string, value: string, rule: string): SafeHtml {
  return html`<label class="field" for="${id}"
      ><span>${label}</span>
      <input
        id="${id}"
        name="key"
        type="text"
        value="${value}"
        pattern="${LOCK_ACCOUNT_KEY_PATTERN}"
        maxlength="64"
        autocomplete="off"
        required
        aria-describedby="${id}-rule"
      />
    </label>
    <p class="hint" id="${id}-rule">${rule}</p>`;
}

function nameField(id: string, label: string, value: string): SafeHtml {
  return html`<label class="field" for="${id}"
    ><span>${label}</span>
    <input id="${id}" name="name" type="text" value="${value}" maxlength="${MAX_LOCK_ACCOUNT_NAME_LENGTH}" />
  </label>`;
}

function errorLine(error: string | undefined): SafeHtml {
  return error === undefined ? html`` : html`<p class="flash flash-error" role="alert">${error}</p>`;
}

function say(context: ConsoleContext) {
  return (key: AccountsKey, values?: Record<string, string>) => context.t(ACCOUNTS_MESSAGES, key, values);
}
