import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { MAX_LOCK_NAME } from '../http/lock-settings-form';
import { LOCK_SETTINGS_MESSAGES } from '../i18n/lock-settings-messages';
import { ConsoleConfirmation, confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';
import { LockSettingsFrame, lockNameOf } from './lock-settings.view';

type SettingsKey = keyof (typeof LOCK_SETTINGS_MESSAGES)['en'];

/** A page of a main user's change to a lock, with the problem of the form just sent (shown above its field). */
export interface LockManagePage extends LockSettingsFrame {
  readonly problem?: string;
  /** The rename form's name as sent (the admin PIN form never takes anything back). */
  readonly name?: string;
}

function frame(context: ConsoleContext, page: LockManagePage, title: string, body: SafeHtml): SafeHtml {
  const id = page.lock.smartlockId as number;
  return renderLayout(context, {
    title,
    section: 'dashboard',
    account: page.account,
    accounts: page.accounts,
    body: html`<section class="panel narrow">
      <p>
        <a href="${context.url('accounts', page.account, 'locks', id)}"
          >${context.t(LOCK_SETTINGS_MESSAGES, 'backTo', { lock: lockNameOf(page.lock) })}</a
        >
      </p>
      <h1>${title}</h1>
      ${body}
    </section>`,
  });
}

function problemLine(page: LockManagePage, id: string): SafeHtml | '' {
  return page.problem === undefined
    ? ''
    : html`<p class="flash flash-error field-error" role="alert" id="${id}">${page.problem}</p>`;
}

/** The admin PIN states the lock API reports (0 set, 1 missing, 2 not valid), in words. */
const PIN_STATES: Readonly<Record<number, SettingsKey>> = {
  0: 'pinStateOk',
  1: 'pinStateMissing',
  2: 'pinStateInvalid',
};

/**
 * The admin PIN page: whether one is set (the lock API's state), and a form for a new one typed twice, with a box
 * to tick that confirms it. The PIN fields are never filled in, on a problem too: the PIN is never written into a
 * page.
 */
export function renderAdminPinPage(context: ConsoleContext, page: LockManagePage): SafeHtml {
  const t = (key: SettingsKey) => context.t(LOCK_SETTINGS_MESSAGES, key);
  const id = page.lock.smartlockId as number;
  const state = page.lock.adminPinState === null ? undefined : PIN_STATES[page.lock.adminPinState];
  const invalid = page.problem === undefined ? '' : html` aria-invalid="true"`;
  return frame(
    context,
    page,
    context.t(LOCK_SETTINGS_MESSAGES, 'adminPinTitle', { lock: lockNameOf(page.lock) }),
    html`<p class="hint">${t('adminPinIntro')}</p>
      ${state === undefined ? '' : html`<p>${t(state)}</p>`}
      <form
        method="post"
        action="${context.url('accounts', page.account, 'locks', id, 'admin-pin')}"
        class="stack"
        autocomplete="off"
      >
        ${csrfField(context)} ${problemLine(page, 'admin-pin-error')}
        <label class="field" for="admin-pin"
          ><span>${t('pinLabel')}</span>
          <input
            id="admin-pin"
            type="password"
            name="pin"
            inputmode="numeric"
            autocomplete="new-password"
            pattern="[0-9]{4}"
            minlength="4"
            maxlength="4"
            required
            autofocus
            aria-describedby="admin-pin-hint${page.problem === undefined ? '' : ' admin-pin-error'}"
            ${invalid}
          />
        </label>
        <p class="hint" id="admin-pin-hint">${t('pinHint')}</p>
        <label class="field" for="admin-pin-repeat"
          ><span>${t('repeatLabel')}</span>
          <input
            id="admin-pin-repeat"
            type="password"
            name="repeat"
            inputmode="numeric"
            autocomplete="new-password"
            pattern="[0-9]{4}"
            minlength="4"
            maxlength="4"
            required
          />
        </label>
        <div class="checks">
          <label for="admin-pin-understood"
            ><input id="admin-pin-understood" type="checkbox" name="understood" value="1" required />
            ${t('understood')}</label
          >
        </div>
        <button type="submit" class="button">${t('setPin')}</button>
      </form>`,
  );
}

/** The rename page: the lock's new name (as sent again after a problem, else its current one). */
export function renderRenamePage(context: ConsoleContext, page: LockManagePage): SafeHtml {
  const t = (key: SettingsKey, values?: Record<string, string>) =>
    context.t(LOCK_SETTINGS_MESSAGES, key, values);
  const id = page.lock.smartlockId as number;
  const invalid = page.problem === undefined ? '' : html` aria-invalid="true"`;
  return frame(
    context,
    page,
    t('renameTitle', { lock: lockNameOf(page.lock) }),
    html`<form
      method="post"
      action="${context.url('accounts', page.account, 'locks', id, 'rename')}"
      class="stack"
    >
      ${csrfField(context)} ${problemLine(page, 'lock-name-error')}
      <label class="field" for="lock-name"
        ><span>${t('nameLabel')}</span>
        <input
          id="lock-name"
          type="text"
          name="name"
          value="${page.name ?? page.lock.name ?? ''}"
          required
          maxlength="${MAX_LOCK_NAME}"
          autofocus
          aria-describedby="lock-name-hint${page.problem === undefined ? '' : ' lock-name-error'}"
          ${invalid}
        />
      </label>
      <p class="hint" id="lock-name-hint">${t('nameHint', { max: String(MAX_LOCK_NAME) })}</p>
      <button type="submit" class="button">${t('rename')}</button>
    </form>`,
  );
}

/** The account's name for a sentence, else its key. */
export function accountNameOf(accounts: LockSettingsFrame['accounts'], key: string): string {
  return accounts.find((account) => account.key === key)?.name ?? key;
}

/** What removing a lock from the account asks first (`account`: the account's name). */
export function removeLockConfirmation(
  context: ConsoleContext,
  account: string,
  lockName: string,
  cancelUrl: string,
): ConsoleConfirmation {
  return {
    question: context.t(LOCK_SETTINGS_MESSAGES, 'removeQuestion', { lock: lockName, account }),
    confirmLabel: context.t(LOCK_SETTINGS_MESSAGES, 'removeButton'),
    cancelUrl,
  };
}

/** The remove page: what removing means, and the button (which asks first). */
export function renderRemovePage(context: ConsoleContext, page: LockManagePage): SafeHtml {
  const t = (key: SettingsKey, values?: Record<string, string>) =>
    context.t(LOCK_SETTINGS_MESSAGES, key, values);
  const id = page.lock.smartlockId as number;
  const name = lockNameOf(page.lock);
  const lockUrl = context.url('accounts', page.account, 'locks', id);
  const account = accountNameOf(page.accounts, page.account);
  return frame(
    context,
    page,
    t('removeTitle', { lock: name }),
    html`<p>${t('removeIntro', { account })}</p>
      <form
        method="post"
        action="${context.url('accounts', page.account, 'locks', id, 'remove')}"
        ${confirmAttributes(context, removeLockConfirmation(context, account, name, lockUrl))}
      >
        ${csrfField(context)}
        <button type="submit" class="button-danger">${t('removeButton')}</button>
      </form>`,
  );
}
