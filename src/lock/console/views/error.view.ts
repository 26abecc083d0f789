import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { renderLayout } from './layout.view';

/** The page of a failed console request: its message (escaped) and a way back. */
export function renderErrorPage(context: ConsoleContext, message: string): SafeHtml {
  const title = context.t(ERROR_MESSAGES, 'title');
  return renderLayout(context, {
    title,
    section: 'none',
    body: html`<section class="panel error-page">
      <h1>${title}</h1>
      ${errorFragment(message)}
      ${context.viewer === null ? '' : html`<p><a href="${context.settings.prefix}">${context.t(ERROR_MESSAGES, 'back')}</a></p>`}
    </section>`,
  });
}

/** The message of a failed request alone, for the console's script to show in place. */
export function errorFragment(message: string): SafeHtml {
  return html`<p class="flash flash-error" role="alert">${message}</p>`;
}
