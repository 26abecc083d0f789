import { LOCK_PERMISSIONS } from '../../access/lock-permission';
import type { LockUser } from '../../../interfaces/lock-user.interface';
import type { AccountLocks } from '../account-locks';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { GRANT_WEEKDAYS, permissionLabel } from '../i18n/grant-labels';
import { USERS_MESSAGES } from '../i18n/users-messages';
import { checkboxGroup, weekdayCheckboxes } from './checkbox-group.view';
import { csrfField } from './layout.view';

/** The grant form's fields as posted (the lock as `<account>:<smartlockId>`), and why they were refused. */
export interface GrantFormState {
  readonly lock: string;
  readonly permissions: readonly string[];
  /** `datetime-local` text, read in the module's time zone; '' for no start. */
  readonly from: string;
  /** `datetime-local` text; '' for no end. */
  readonly until: string;
  readonly days: readonly string[];
  /** Why the grant was not stored (escaped). */
  readonly error: string;
}

/** The value of a lock in the grant form's select: `<account key>:<smartlock id>`. */
export function grantLockValue(accountKey: string, smartlockId: number): string {
  return `${accountKey}:${smartlockId}`;
}

/**
 * The form that grants the sub-user a lock of the main user's accounts: one select of every lock (grouped by
 * account, so it needs no script), the permissions, the window as `datetime-local` in the module's time zone, and
 * the weekdays (all ticked at first: every day).
 */
export function renderGrantForm(
  context: ConsoleContext,
  subUser: LockUser,
  accountLocks: readonly AccountLocks[],
  form: GrantFormState | undefined,
): SafeHtml {
  const t = (key: keyof (typeof USERS_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(USERS_MESSAGES, key, values);
  const zone = context.timeZone;
  const days = form?.days ?? GRANT_WEEKDAYS;
  const failures = accountLocks
    .filter((entry) => entry.failure !== null)
    .map(
      (entry) =>
        html`<p class="hint">
          ${t('locksUnavailable', { account: entry.account.name ?? entry.account.key, reason: entry.failure ?? '' })}
        </p>`,
    );
  const listed = accountLocks.filter((entry) => entry.locks.some((lock) => lock.smartlockId !== null));
  const body =
    listed.length === 0
      ? html`<p class="empty">${t('noLocksToGrant')}</p>`
      : html`<form method="post" action="${context.url('users', subUser.id, 'grants')}" class="stack">
          ${csrfField(context)}
          ${form === undefined ? '' : html`<p class="flash flash-error" role="alert">${form.error}</p>`}
          <label class="field" for="grant-lock"
            ><span>${t('lock')}</span>
            <select id="grant-lock" name="lock" required>
              <option value="">${t('chooseLock')}</option>
              ${listed.map(
                (entry) =>
                  html`<optgroup label="${entry.account.name ?? entry.account.key}">
                    ${entry.locks
                      .filter((lock) => lock.smartlockId !== null)
                      .map((lock) => {
                        const value = grantLockValue(entry.account.key, lock.smartlockId as number);
                        return html`<option value="${value}" ${value === form?.lock ? html` selected` : ''}>
                          ${lock.name ?? ''} (#${lock.smartlockId})
                        </option>`;
                      })}
                  </optgroup>`,
              )}
            </select>
          </label>
          ${checkboxGroup(
            t('permissions'),
            'permissions',
            LOCK_PERMISSIONS.map((permission) => ({
              value: permission,
              label: permissionLabel(context, permission),
              checked: form?.permissions.includes(permission) ?? false,
            })),
          )}
          <div class="grid-2">
            ${dateTimeField('grant-from', 'from', t('from'), form?.from ?? '')}
            ${dateTimeField('grant-until', 'until', t('until'), form?.until ?? '')}
          </div>
          <p class="hint">${t('windowHint', { zone })}</p>
          ${weekdayCheckboxes(context, t('weekdays'), days)}
          <p class="hint">${t('weekdaysHint', { zone })}</p>
          <button type="submit" class="button">${t('grant')}</button>
        </form>`;
  return html`<section class="panel" id="grant-form">
    <h2>${t('grantTitle')}</h2>
    <p class="hint">${t('grantIntro')}</p>
    ${failures} ${body}
  </section>`;
}

function dateTimeField(id: string, name: string, label: string, value: string): SafeHtml {
  return html`<label class="field" for="${id}"
    ><span>${label}</span>
    <input id="${id}" name="${name}" type="datetime-local" value="${value}" />
  </label>`;
}
