import type { ConsoleContext } from '../console-context';
import type { ConsoleFailure } from '../console-failure';
import { html, SafeHtml } from '../html/html';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { FAILURE_MESSAGES } from '../i18n/failure-messages';
import { lockGoneDashboard } from '../lock-failure-text';
import { renderLayout } from './layout.view';

/**
 * The page of a failed console request: a title for the kind of failure, its message (escaped), a way back: to the
 * account's dashboard when the lock API did not know the page's lock (it is not, or no longer, in the account),
 * else to the console's start.
 */
export function renderErrorPage(context: ConsoleContext, failure: ConsoleFailure): SafeHtml {
  const accountDashboard = lockGoneDashboard(context);
  const title = context.t(
    FAILURE_MESSAGES,
    accountDashboard === null ? titleOf(failure.status) : 'titleLockGone',
  );
  const back =
    accountDashboard === null
      ? html`<a href="${context.settings.prefix}">${context.t(ERROR_MESSAGES, 'back')}</a>`
      : html`<a href="${accountDashboard}">${context.t(ERROR_MESSAGES, 'backToAccount')}</a>`;
  return renderLayout(context, {
    title,
    section: 'none',
    body: html`<section class="panel error-page">
      <h1>${title}</h1>
      ${errorFragment(failure.message)} ${context.viewer === null ? '' : html`<p>${back}</p>`}
    </section>`,
  });
}

/** The message of a failed request alone, for the console's script to show in place. */
export function errorFragment(message: string): SafeHtml {
  return html`<p class="flash flash-error" role="alert">${message}</p>`;
}

function titleOf(status: number): keyof (typeof FAILURE_MESSAGES)['en'] {
  if (status === 404) return 'titleNotFound';
  if (status === 401) return 'titleSignIn';
  if (status === 403) return 'titleRefused';
  if (status === 429) return 'titleTooMany';
  if (status === 502 || status === 503 || status === 504) return 'titleUnavailable';
  if (status >= 400 && status < 500) return 'titleBadRequest';
  return 'titleUnexpected';
}
