import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { USER_MANAGE_MESSAGES } from '../i18n/user-manage-messages';
import { MIN_LOCK_PASSWORD_LENGTH } from '../../users/lock-password-rules';
import { csrfField, renderLayout } from './layout.view';

/** The page where a signed-in user changes their password, with why a try was refused (beside the form). */
export function renderPasswordPage(context: ConsoleContext, error?: string): SafeHtml {
  const m = (key: keyof (typeof USER_MANAGE_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(USER_MANAGE_MESSAGES, key, values);
  const user = context.signedIn.user;
  const min = String(MIN_LOCK_PASSWORD_LENGTH);
  return renderLayout(context, {
    title: m('passwordTitle'),
    section: 'none',
    body: html`<section class="panel narrow" id="change-password">
      <h1>${m('passwordTitle')}</h1>
      <p class="hint">${m('passwordIntro', { name: user?.name ?? '', email: user?.email ?? '' })}</p>
      <form method="post" action="${context.url('password')}" class="stack">
        ${csrfField(context)}
        ${error === undefined ? '' : html`<p class="flash flash-error" role="alert">${error}</p>`}
        <label class="field" for="current-password"
          ><span>${m('currentPassword')}</span>
          <input
            id="current-password"
            name="current"
            type="password"
            autocomplete="current-password"
            required
            autofocus
          />
        </label>
        <label class="field" for="new-password"
          ><span>${m('newPassword')}</span>
          <input
            id="new-password"
            name="password"
            type="password"
            autocomplete="new-password"
            minlength="${min}"
            required
            aria-describedby="new-password-hint"
          />
        </label>
        <p class="hint" id="new-password-hint">${m('passwordHint', { min })}</p>
        <button type="submit" class="button">${m('changePassword')}</button>
      </form>
    </section>`,
  });
}
