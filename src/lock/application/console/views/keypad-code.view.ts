import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { KeypadCodeFormState, MAX_AUTHORIZATION_NAME } from '../http/keypad-code-form';
import { GRANT_WEEKDAYS } from '../i18n/grant-labels';
import { KEYPAD_CODE_MESSAGES } from '../i18n/keypad-code-messages';
import { LOCK_PAGE_MESSAGES } from '../i18n/lock-page-messages';
import { weekdayCheckboxes } from './checkbox-group.view';
import { csrfField, renderLayout } from './layout.view';

/** A keypad code form field a problem can be about. */
export type KeypadCodeField = 'name' | 'code' | 'from' | 'until' | 'days';

/** What a keypad code's own page shows: a new one, or one to change (never its code). */
export interface KeypadCodePage {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly lock: SmartLock;
  /** The authorization changed; absent for a new keypad code. */
  readonly edit?: { readonly authId: string; readonly name: string };
  readonly form: KeypadCodeFormState;
  /** Why the form just sent was not accepted, beside the field it is about (`form`: above the whole form). */
  readonly problem?: { readonly field: KeypadCodeField | 'form'; readonly text: string };
}

/** The new keypad code form as first shown: empty, every weekday ticked. */
export const EMPTY_KEYPAD_CODE_FORM: KeypadCodeFormState = {
  name: '',
  from: '',
  until: '',
  days: GRANT_WEEKDAYS,
};

/**
 * A keypad code's own page: the form to create one, or to change one (name, code, window, weekdays), with a
 * refusal shown beside the field it is about, so it is where the eye is.
 */
export function renderKeypadCodePage(context: ConsoleContext, page: KeypadCodePage): SafeHtml {
  const t = (key: keyof (typeof LOCK_PAGE_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(LOCK_PAGE_MESSAGES, key, values);
  const k = (key: keyof (typeof KEYPAD_CODE_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(KEYPAD_CODE_MESSAGES, key, values);
  const id = page.lock.smartlockId as number;
  const lockName = page.lock.name ?? `#${id}`;
  const lockUrl = context.url('accounts', page.account, 'locks', id);
  const title =
    page.edit === undefined
      ? k('newTitle', { lock: lockName })
      : k('editTitle', { lock: lockName, name: page.edit.name });
  const action =
    page.edit === undefined
      ? context.url('accounts', page.account, 'locks', id, 'auths')
      : context.url('accounts', page.account, 'locks', id, 'keypad-codes', page.edit.authId);
  const { form } = page;
  const problemAt = (field: KeypadCodeField | 'form') =>
    page.problem?.field === field
      ? html`<p class="flash flash-error field-error" role="alert" id="keypad-${field}-error">
          ${page.problem.text}
        </p>`
      : '';
  const invalid = (field: KeypadCodeField) =>
    page.problem?.field === field ? html` aria-invalid="true" aria-describedby="keypad-${field}-error"` : '';
  return renderLayout(context, {
    title,
    section: 'dashboard',
    account: page.account,
    accounts: page.accounts,
    body: html`<section class="panel narrow" id="keypad-code">
      <p><a href="${lockUrl}#authorizations">${k('backTo', { lock: lockName })}</a></p>
      <h1>${title}</h1>
      <p class="hint">${t('newCodeIntro')}</p>
      <form method="post" action="${action}" class="stack">
        ${csrfField(context)} ${problemAt('form')} ${problemAt('name')}
        <label class="field" for="keypad-name"
          ><span>${t('name')}</span>
          <input
            id="keypad-name"
            type="text"
            name="name"
            value="${form.name}"
            required
            maxlength="${MAX_AUTHORIZATION_NAME}"
            ${page.problem === undefined || page.problem.field === 'name' ? html` autofocus` : ''}
            ${invalid('name')}
          />
        </label>
        ${problemAt('code')}
        <label class="field" for="keypad-code-field"
          ><span>${t('codeLabel')}</span>
          <input
            id="keypad-code-field"
            type="text"
            name="code"
            inputmode="numeric"
            autocomplete="off"
            pattern="[1-9]{6}"
            minlength="6"
            maxlength="6"
            ${page.edit === undefined ? html` required` : ''}
            ${page.problem?.field === 'code' ? html` autofocus` : ''}
            aria-describedby="keypad-code-hint${page.problem?.field === 'code' ? ' keypad-code-error' : ''}"
            ${page.problem?.field === 'code' ? html` aria-invalid="true"` : ''}
          />
        </label>
        <p class="hint" id="keypad-code-hint">
          ${page.edit === undefined ? t('codeHint') : k('codeKeepHint')}
        </p>
        <div class="grid-2">
          <div>
            ${problemAt('from')}
            <label class="field" for="keypad-from"
              ><span>${t('validFrom')}</span>
              <input
                id="keypad-from"
                type="datetime-local"
                name="from"
                value="${form.from}"
                ${page.problem?.field === 'from' ? html` autofocus` : ''}
                ${invalid('from')}
              />
            </label>
          </div>
          <div>
            ${problemAt('until')}
            <label class="field" for="keypad-until"
              ><span>${t('validUntil')}</span>
              <input
                id="keypad-until"
                type="datetime-local"
                name="until"
                value="${form.until}"
                ${page.problem?.field === 'until' ? html` autofocus` : ''}
                ${invalid('until')}
              />
            </label>
          </div>
        </div>
        <p class="hint">
          ${
            page.edit === undefined
              ? t('windowHint', { zone: context.timeZone })
              : k('windowKeepHint', { zone: context.timeZone })
          }
        </p>
        ${problemAt('days')} ${weekdayCheckboxes(context, t('weekdays'), form.days)}
        <button type="submit" class="button">${page.edit === undefined ? t('create') : k('save')}</button>
      </form>
    </section>`,
  });
}
