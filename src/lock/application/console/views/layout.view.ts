import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import { Locale, LOCALES } from '../../../../common/i18n/translator';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { CONSOLE_CSRF_FIELD } from '../http/console-csrf';
import { LAYOUT_MESSAGES } from '../i18n/layout-messages';

/** Each language in its own words, as the switcher offers it. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  es: 'Español',
};

/** The sections of the navigation. */
export type ConsoleSection =
  | 'dashboard'
  | 'activity'
  | 'accounts'
  | 'webhooks'
  | 'people'
  | 'notifications'
  | 'users'
  | 'audit'
  | 'none';

/** What a page puts in the frame. */
export interface ConsolePage {
  /** The page's title (escaped). */
  title: string;
  /** The page's content. */
  body: SafeHtml;
  /** The navigation item to mark. */
  section?: ConsoleSection;
  /** The account the page is about, for the navigation (default: the one opened last) and the switcher. */
  account?: string;
  /** The accounts of the switcher (left out: no switcher). */
  accounts?: readonly LockAccountRecord[];
}

/** The hidden CSRF field every form of the console carries. */
export function csrfField(context: ConsoleContext): SafeHtml {
  return html`<input type="hidden" name="${CONSOLE_CSRF_FIELD}" value="${context.csrfToken}" />`;
}

/** A whole console page: head, header with navigation, account switcher, language and sign-out, flash, content. */
export function renderLayout(context: ConsoleContext, page: ConsolePage): SafeHtml {
  const t = (key: keyof (typeof LAYOUT_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(LAYOUT_MESSAGES, key, values);
  return html`<!doctype html>
    <html lang="${context.locale}" class="no-js">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${page.title} · ${t('console')}</title>
        <link rel="stylesheet" href="${context.url('assets', 'console.css')}" />
        <script src="${context.url('assets', 'console.js')}" defer></script>
        <script src="${context.url('assets', 'console-confirm.js')}" defer></script>
        ${
          context.viewer === null || page.account === undefined
            ? ''
            : html`<script
                src="${context.url('assets', 'console-live.js')}"
                data-live="${context.url('accounts', page.account, 'live')}"
                defer
              ></script>`
        }
      </head>
      <body data-network-error="${t('networkError')}">
        <a class="skip" href="#main">${t('skip')}</a>
        <header class="topbar">
          <a class="brand" href="${context.settings.prefix}">${t('console')}</a>
          ${navigation(context, page)}
          <div class="topbar-tools">
            ${accountSwitcher(context, page)} ${languageSwitcher(context)} ${signOut(context)}
          </div>
        </header>
        <main id="main" class="page">${flash(context)} ${page.body}</main>
      </body>
    </html> `;
}

/** The flash of the previous request, if any. */
export function flash(context: ConsoleContext): SafeHtml {
  if (context.flash === null) return html``;
  const role = context.flash.kind === 'error' ? 'alert' : 'status';
  return html`<p class="flash flash-${context.flash.kind}" role="${role}">${context.flash.text}</p>`;
}

function navigation(context: ConsoleContext, page: ConsolePage): SafeHtml {
  const viewer = context.viewer;
  if (viewer === null) return html``;
  // Pages about no account (users, errors) keep the menu of the account opened last.
  const account = page.account ?? context.rememberedAccount();
  const item = (section: ConsoleSection, href: string, label: string) =>
    html`<li>
      <a href="${href}" ${page.section === section ? html` aria-current="page"` : ''}>${label}</a>
    </li>`;
  const t = (key: Exclude<ConsoleSection, 'none'>) => context.t(LAYOUT_MESSAGES, key);
  const ofAccount = viewer.isMain && account !== undefined;
  return html`<nav aria-label="${context.t(LAYOUT_MESSAGES, 'console')}">
    <ul>
      ${item('dashboard', account === undefined ? context.settings.prefix : context.url('accounts', account), t('dashboard'))}
      ${account === undefined ? '' : item('activity', context.url('accounts', account, 'activity'), t('activity'))}
      ${viewer.isMain ? item('accounts', context.url('accounts'), t('accounts')) : ''}
      ${ofAccount ? item('webhooks', context.url('accounts', account, 'webhooks'), t('webhooks')) : ''}
      ${ofAccount ? item('people', context.url('accounts', account, 'people'), t('people')) : ''}
      ${ofAccount ? item('notifications', context.url('accounts', account, 'notifications'), t('notifications')) : ''}
      ${viewer.isMain && viewer.kind === 'user' ? item('users', context.url('users'), t('users')) : ''}
      ${viewer.isMain ? item('audit', context.url('audit'), t('audit')) : ''}
    </ul>
  </nav>`;
}

function accountSwitcher(context: ConsoleContext, page: ConsolePage): SafeHtml {
  if (page.accounts === undefined || page.accounts.length < 2) return html``;
  return html`<form class="switcher" method="get" action="${context.url('switch')}">
    <label for="account-switch">${context.t(LAYOUT_MESSAGES, 'account')}</label>
    <select id="account-switch" name="account" data-autosubmit>
      ${page.accounts.map(
        (account) =>
          html`<option value="${account.key}" ${account.key === page.account ? html` selected` : ''}>
            ${account.name ?? account.key}
          </option>`,
      )}
    </select>
    <button type="submit" class="no-js-only">${context.t(LAYOUT_MESSAGES, 'switch')}</button>
  </form>`;
}

function languageSwitcher(context: ConsoleContext): SafeHtml {
  const back = context.request.url ?? context.settings.prefix;
  return html`<form class="switcher" method="get" action="${context.url('language')}">
    <label for="language-switch">${context.t(LAYOUT_MESSAGES, 'language')}</label>
    <select id="language-switch" name="lang" data-autosubmit>
      ${LOCALES.map(
        (locale) =>
          html`<option value="${locale}" lang="${locale}" ${locale === context.locale ? html` selected` : ''}>
            ${LANGUAGE_NAMES[locale]}
          </option>`,
      )}
    </select>
    <input type="hidden" name="back" value="${back}" />
    <button type="submit" class="no-js-only">${context.t(LAYOUT_MESSAGES, 'apply')}</button>
  </form>`;
}

function signOut(context: ConsoleContext): SafeHtml {
  const viewer = context.viewer;
  if (viewer === null || viewer.kind !== 'user') return html``;
  return html`<form class="sign-out" method="post" action="${context.url('sign-out')}">
    ${csrfField(context)}
    <a class="who" href="${context.url('password')}"
      >${context.t(LAYOUT_MESSAGES, 'signedInAs', { name: viewer.displayName ?? '' })}</a
    >
    <button type="submit" class="button-quiet">${context.t(LAYOUT_MESSAGES, 'signOut')}</button>
  </form>`;
}
