import { grantClosure, LockGrant } from '../../access/lock-grant';
import { grantClosureText } from '../i18n/grant-closure-text';
import type { LockUser } from '../../../interfaces/lock-user.interface';
import type { AccountLocks } from '../account-locks';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { permissionLabel, weekdaysText, windowText } from '../i18n/grant-labels';
import { USER_MANAGE_MESSAGES } from '../i18n/user-manage-messages';
import { USERS_MESSAGES } from '../i18n/users-messages';
import { GrantFormState, renderGrantForm } from './grant-form.view';
import { DESTRUCTIVE_CONFIRMATIONS } from '../destructive-confirmations';
import { confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

/** What one sub-user's page shows. */
export interface SubUserPageData {
  readonly subUser: LockUser;
  readonly grants: readonly LockGrant[];
  /** The locks of each of the main user's accounts, for the lock names and the grant form. */
  readonly accountLocks: readonly AccountLocks[];
  /** The grant form as it was posted, with why it was refused; left out for an empty form. */
  readonly form?: GrantFormState;
}

type UsersKey = keyof (typeof USERS_MESSAGES)['en'];

/**
 * One sub-user of the main user: its grants (account, lock, permissions, window, weekdays, whether open now, and
 * forms to revoke all or some permissions) and the form to grant a lock.
 */
export function renderSubUserPage(context: ConsoleContext, data: SubUserPageData): SafeHtml {
  const t = (key: UsersKey, values?: Record<string, string>) => context.t(USERS_MESSAGES, key, values);
  const { subUser } = data;
  return renderLayout(context, {
    title: subUser.name,
    section: 'users',
    body: html`<p><a href="${context.url('users')}">${t('allSubUsers')}</a></p>
      <h1>${t('manage', { name: subUser.name })}</h1>
      <p class="hint">${t('subUserIntro', { email: subUser.email })}</p>
      ${
        data.grants.length === 0
          ? html`<p class="empty">${t('noGrants')}</p>`
          : html`<table id="grants">
              <thead>
                <tr>
                  <th scope="col">${t('account')}</th>
                  <th scope="col">${t('lock')}</th>
                  <th scope="col">${t('permissions')}</th>
                  <th scope="col">${t('window')}</th>
                  <th scope="col">${t('weekdays')}</th>
                  <th scope="col">${t('now')}</th>
                  <th scope="col">${t('revoke')}</th>
                </tr>
              </thead>
              <tbody>
                ${data.grants.map((grant) => grantRow(context, data, grant))}
              </tbody>
            </table>`
      }
      ${renderGrantForm(context, subUser, data.accountLocks, data.form)}
      <div class="grid-2">${profileForm(context, subUser)} ${deleteForm(context, subUser)}</div>`,
  });
}

/** The name of the grant's lock where the API listed it (`Front Door (#100101)`), else `#100101`. */
export function grantedLockLabel(
  accountLocks: readonly AccountLocks[],
  accountKey: string,
  smartlockId: number,
): string {
  const lock = accountLocks
    .find((entry) => entry.account.key === accountKey)
    ?.locks.find((listed) => listed.smartlockId === smartlockId);
  return grantLockLabel(lock?.name ?? null, smartlockId);
}

/** A granted lock as the pages name it: `Front Door (#100101)`, or `#100101` without a name. */
export function grantLockLabel(name: string | null, smartlockId: number): string {
  return name ? `${name} (#${smartlockId})` : `#${smartlockId}`;
}

function grantRow(context: ConsoleContext, data: SubUserPageData, grant: LockGrant): SafeHtml {
  const t = (key: UsersKey) => context.t(USERS_MESSAGES, key);
  const account = data.accountLocks.find((entry) => entry.account.key === grant.accountKey)?.account;
  const action = context.url(
    'users',
    data.subUser.id,
    'grants',
    grant.accountKey,
    grant.smartlockId,
    'revoke',
  );
  return html`<tr>
    <td data-label="${t('account')}">${account?.name ?? grant.accountKey}</td>
    <td data-label="${t('lock')}">
      ${grantedLockLabel(data.accountLocks, grant.accountKey, grant.smartlockId)}
    </td>
    <td data-label="${t('permissions')}">
      ${grant.permissions.map((permission) => permissionLabel(context, permission)).join(', ')}
    </td>
    <td data-label="${t('window')}">${windowText(context, grant.allowedFrom, grant.allowedUntil)}</td>
    <td data-label="${t('weekdays')}">${weekdaysText(context, grant.allowedWeekDays)}</td>
    <td data-label="${t('now')}">${openNow(context, grant)}</td>
    <td data-label="${t('revoke')}">
      <form
        method="post"
        action="${action}"
        class="stack"
        ${confirmAttributes(
          context,
          DESTRUCTIVE_CONFIRMATIONS.revokeGrant(
            context,
            data.subUser.name,
            grantedLockLabel(data.accountLocks, grant.accountKey, grant.smartlockId),
            context.url('users', data.subUser.id),
          ),
        )}
      >
        ${csrfField(context)}
        ${
          grant.permissions.length < 2
            ? ''
            : html`<fieldset class="checks">
                  <legend>${t('permissions')}</legend>
                  ${grant.permissions.map(
                    (permission) =>
                      html`<label
                        ><input type="checkbox" name="permissions" value="${permission}" />
                        ${permissionLabel(context, permission)}</label
                      >`,
                  )}
                </fieldset>
                <button type="submit" name="scope" value="some" class="button-warn">
                  ${t('revokeChosen')}
                </button>`
        }
        <button type="submit" name="scope" value="all" class="button-danger">${t('revokeAll')}</button>
      </form>
    </td>
  </tr>`;
}

/** Open or closed at the module clock's now, and why closed (`grantClosure`). */
function openNow(context: ConsoleContext, grant: LockGrant): SafeHtml {
  const closure = grantClosure(grant, context.now(), context.timeZone);
  if (closure === null) {
    return html`<span class="badge grant-open">${context.t(USERS_MESSAGES, 'openNow')}</span>`;
  }
  return html`<span class="badge grant-closed">${context.t(USERS_MESSAGES, 'closedNow')}</span>
    <span class="hint">${grantClosureText(context, closure)}</span>`;
}

/** The sub-user's name and email, to change. */
function profileForm(context: ConsoleContext, subUser: LockUser): SafeHtml {
  const m = (key: keyof (typeof USER_MANAGE_MESSAGES)['en']) => context.t(USER_MANAGE_MESSAGES, key);
  return html`<section class="panel" id="sub-user-profile">
    <h2>${m('profileTitle')}</h2>
    <form method="post" action="${context.url('users', subUser.id, 'profile')}" class="stack">
      ${csrfField(context)}
      <label class="field" for="profile-name"
        ><span>${m('name')}</span>
        <input id="profile-name" name="name" type="text" value="${subUser.name}" required maxlength="255" />
      </label>
      <label class="field" for="profile-email"
        ><span>${m('email')}</span>
        <input
          id="profile-email"
          name="email"
          type="email"
          value="${subUser.email}"
          required
          autocomplete="off"
        />
      </label>
      <button type="submit" class="button">${m('save')}</button>
    </form>
  </section>`;
}

/** Deleting the sub-user (asks first). */
function deleteForm(context: ConsoleContext, subUser: LockUser): SafeHtml {
  const m = (key: keyof (typeof USER_MANAGE_MESSAGES)['en']) => context.t(USER_MANAGE_MESSAGES, key);
  return html`<section class="panel" id="sub-user-delete">
    <h2>${m('deleteTitle')}</h2>
    <p class="hint">${m('deleteHint')}</p>
    <form
      method="post"
      action="${context.url('users', subUser.id, 'delete')}"
      ${confirmAttributes(
        context,
        DESTRUCTIVE_CONFIRMATIONS.deleteSubUser(context, subUser.name, context.url('users', subUser.id)),
      )}
    >
      ${csrfField(context)}
      <button type="submit" class="button-danger">${m('delete')}</button>
    </form>
  </section>`;
}
