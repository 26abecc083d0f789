import type { LockGrant } from '../../access/lock-grant';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { LockUser } from '../../../interfaces/lock-user.interface';
import { MIN_LOCK_PASSWORD_LENGTH } from '../../users/lock-password-rules';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { USERS_MESSAGES } from '../i18n/users-messages';
import { csrfField, renderLayout } from './layout.view';

/** One sub-user in the list, with the grants it holds. */
export interface SubUserListItem {
  readonly user: LockUser;
  readonly grants: readonly LockGrant[];
}

/** What the new sub-user form shows again after a refusal: the name and email typed (never the password). */
export interface NewSubUserFormState {
  readonly name: string;
  readonly email: string;
  /** Why the sub-user was not created (escaped). */
  readonly error: string;
}

/** What the sub-users page shows. */
export interface UsersPageData {
  readonly subUsers: readonly SubUserListItem[];
  /** The main user's accounts, for the accounts' names. */
  readonly accounts: readonly LockAccountRecord[];
  /** The refused form, or left out for an empty one. */
  readonly form?: NewSubUserFormState;
}

/** The sub-users page of a main user: its sub-users with a summary of their grants, and the form to add one. */
export function renderUsersPage(context: ConsoleContext, data: UsersPageData): SafeHtml {
  const t = (key: keyof (typeof USERS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(USERS_MESSAGES, key, values);
  const rows = data.subUsers.map(
    ({ user, grants }) =>
      html`<tr>
        <td data-label="${t('name')}"><a href="${context.url('users', user.id)}">${user.name}</a></td>
        <td data-label="${t('email')}">${user.email}</td>
        <td data-label="${t('grants')}">${grantSummary(context, grants, data.accounts)}</td>
      </tr>`,
  );
  return renderLayout(context, {
    title: t('title'),
    section: 'users',
    body: html`<h1>${t('title')}</h1>
      <p class="hint">${t('intro')}</p>
      ${
        rows.length === 0
          ? html`<p class="empty">${t('noSubUsers')}</p>`
          : html`<section class="panel">
              <table>
                <thead>
                  <tr>
                    <th scope="col">${t('name')}</th>
                    <th scope="col">${t('email')}</th>
                    <th scope="col">${t('grants')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${rows}
                </tbody>
              </table>
            </section>`
      }
      ${newSubUserForm(context, data.form)}`,
  });
}

/** How many locks the sub-user holds, and in which accounts (by name where known). */
function grantSummary(
  context: ConsoleContext,
  grants: readonly LockGrant[],
  accounts: readonly LockAccountRecord[],
): string {
  if (grants.length === 0) return context.t(USERS_MESSAGES, 'noGrants');
  const names = [...new Set(grants.map((grant) => grant.accountKey))].map(
    (key) => accounts.find((account) => account.key === key)?.name ?? key,
  );
  const values = { count: String(grants.length), accounts: names.join(', ') };
  return context.t(USERS_MESSAGES, grants.length === 1 ? 'grantCountOne' : 'grantCountMany', values);
}

function newSubUserForm(context: ConsoleContext, form: NewSubUserFormState | undefined): SafeHtml {
  const t = (key: keyof (typeof USERS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(USERS_MESSAGES, key, values);
  const min = String(MIN_LOCK_PASSWORD_LENGTH);
  return html`<section class="panel" id="new-sub-user">
    <h2>${t('addTitle')}</h2>
    <form method="post" action="${context.url('users')}" class="stack">
      ${csrfField(context)}
      ${form === undefined ? '' : html`<p class="flash flash-error" role="alert">${form.error}</p>`}
      <label class="field" for="sub-user-name"
        ><span>${t('name')}</span>
        <input
          id="sub-user-name"
          name="name"
          type="text"
          value="${form?.name ?? ''}"
          autocomplete="off"
          required
        />
      </label>
      <label class="field" for="sub-user-email"
        ><span>${t('email')}</span>
        <input
          id="sub-user-email"
          name="email"
          type="email"
          value="${form?.email ?? ''}"
          autocomplete="off"
          required
        />
      </label>
      <label class="field" for="sub-user-password"
        ><span>${t('password')}</span>
        <input
          id="sub-user-password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength="${min}"
          aria-describedby="sub-user-password-rule"
          required
        />
      </label>
      <p class="hint" id="sub-user-password-rule">${t('passwordRule', { min })}</p>
      <button type="submit" class="button">${t('add')}</button>
    </form>
  </section>`;
}
