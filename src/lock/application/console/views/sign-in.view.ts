import { MIN_LOCK_PASSWORD_LENGTH } from '../../users/lock-password-rules';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { SIGN_IN_MESSAGES } from '../i18n/sign-in-messages';
import { csrfField, renderLayout } from './layout.view';

type SignInKey = keyof (typeof SIGN_IN_MESSAGES)['en'];

/** What a sign-in form shows again after a failed attempt. */
export interface SignInFormState {
  /** The message of the failure (escaped), or null. */
  error?: string | null;
  /** The email typed before (never the password or the code). */
  email?: string;
  /** The name typed before (registration). */
  name?: string;
}

/** The sign-in page: email and password. */
export function renderSignIn(context: ConsoleContext, state: SignInFormState = {}): SafeHtml {
  const t = say(context);
  return page(
    context,
    t('signIn'),
    html` <form method="post" action="${context.url('sign-in')}" class="stack">
        ${csrfField(context)} ${errorLine(state.error)}
        ${field('email', t('email'), 'email', state.email ?? '', 'username', { autofocus: !state.email })}
        ${field('password', t('password'), 'password', '', 'current-password', { autofocus: !!state.email })}
        <button type="submit" class="button">${t('submitSignIn')}</button>
      </form>
      <p class="aside">
        <a href="${context.url('password', 'forgot')}">${t('forgot')}</a>
        ${context.settings.registration ? html` · <a href="${context.url('register')}">${t('register')}</a>` : ''}
      </p>`,
  );
}

/** The code page: the six-digit login code the notifier delivered. */
export function renderCodeEntry(context: ConsoleContext, state: SignInFormState = {}): SafeHtml {
  const t = say(context);
  return page(
    context,
    t('codeTitle'),
    html` <p>${t('codeIntro')}</p>
      <form method="post" action="${context.url('sign-in', 'code')}" class="stack">
        ${csrfField(context)} ${errorLine(state.error)} ${codeField(t('code'))}
        <button type="submit" class="button">${t('submitCode')}</button>
      </form>
      <p class="aside"><a href="${context.url('sign-in')}">${t('startOver')}</a></p>`,
  );
}

/** The page that asks for a password reset code by email. */
export function renderForgotPassword(context: ConsoleContext, state: SignInFormState = {}): SafeHtml {
  const t = say(context);
  return page(
    context,
    t('forgotTitle'),
    html` <p>${t('forgotIntro')}</p>
      <form method="post" action="${context.url('password', 'forgot')}" class="stack">
        ${csrfField(context)} ${errorLine(state.error)}
        ${field('email', t('email'), 'email', state.email ?? '', 'username', { autofocus: true })}
        <button type="submit" class="button">${t('submitForgot')}</button>
      </form>
      <p class="aside"><a href="${context.url('sign-in')}">${t('signIn')}</a></p>`,
  );
}

/** The page that sets a new password with the emailed reset code. */
export function renderResetPassword(context: ConsoleContext, state: SignInFormState = {}): SafeHtml {
  const t = say(context);
  const min = String(MIN_LOCK_PASSWORD_LENGTH);
  return page(
    context,
    t('resetTitle'),
    html` <p>${t('resetIntro', { min })}</p>
      <form method="post" action="${context.url('password', 'reset')}" class="stack">
        ${csrfField(context)} ${errorLine(state.error)} ${codeField(t('code'))}
        ${field('password', t('newPassword'), 'password', '', 'new-password', { minLength: MIN_LOCK_PASSWORD_LENGTH })}
        <button type="submit" class="button">${t('submitReset')}</button>
      </form>
      <p class="aside"><a href="${context.url('password', 'forgot')}">${t('forgotTitle')}</a></p>`,
  );
}

/** The registration page (only when `console.registration` is on): a new main user owning no account yet. */
export function renderRegistration(context: ConsoleContext, state: SignInFormState = {}): SafeHtml {
  const t = say(context);
  return page(
    context,
    t('registerTitle'),
    html` <form method="post" action="${context.url('register')}" class="stack">
        ${csrfField(context)} ${errorLine(state.error)}
        ${field('name', t('name'), 'text', state.name ?? '', 'name', { autofocus: true })}
        ${field('email', t('email'), 'email', state.email ?? '', 'username')}
        ${field('password', t('password'), 'password', '', 'new-password', { minLength: MIN_LOCK_PASSWORD_LENGTH })}
        <p class="hint">${t('passwordRule', { min: String(MIN_LOCK_PASSWORD_LENGTH) })}</p>
        <button type="submit" class="button">${t('submitRegister')}</button>
      </form>
      <p class="aside"><a href="${context.url('sign-in')}">${t('signIn')}</a></p>`,
  );
}

function say(context: ConsoleContext) {
  return (key: SignInKey, values?: Record<string, string>) => context.t(SIGN_IN_MESSAGES, key, values);
}

function page(context: ConsoleContext, title: string, body: SafeHtml): SafeHtml {
  return renderLayout(context, {
    title,
    section: 'none',
    body: html`<section class="panel narrow">
      <h1>${title}</h1>
      ${body}
    </section>`,
  });
}

function errorLine(error: string | null | undefined): SafeHtml {
  return error ? html`<p class="flash flash-error" role="alert">${error}</p>` : html``;
}

/** How a field of these pages behaves beyond its type: focused when the page opens, a shortest length. */
interface FieldOptions {
  autofocus?: boolean;
  minLength?: number;
}

function field(
  name: string,
  label: string,
  type: string,
  value: string,
  autocomplete: string,
  { autofocus = false, minLength }: FieldOptions = {},
): SafeHtml {
  return html`<label class="field" for="${name}"
    ><span>${label}</span>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${value}"
      autocomplete="${autocomplete}"
      required${minLength === undefined ? '' : html` minlength="${minLength}"`}${autofocus ? html` autofocus` : ''}
    />
  </label>`;
}

function codeField(label: string): SafeHtml {
  return html`<label class="field" for="code"
    ><span>${label}</span>
    <input
      id="code"
      name="code"
      type="text"
      inputmode="numeric"
      pattern="[0-9]{6}"
      maxlength="6"
      autocomplete="one-time-code"
      required
      autofocus
    />
  </label>`;
}
