import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import { CONSOLE_CONFIRMED_FIELD } from '../http/console-confirmation';
import { CONFIRM_MESSAGES } from '../i18n/confirm-messages';
import { csrfField, renderLayout } from './layout.view';

/** What a destructive action asks before it is done. */
export interface ConsoleConfirmation {
  /** The question, naming what is affected ("Delete the keypad code "Anna" of Front Door?"). */
  readonly question: string;
  /** The confirming button's label ("Delete"). */
  readonly confirmLabel: string;
  /** The console page "Cancel" goes back to. */
  readonly cancelUrl: string;
}

/**
 * The attributes a destructive form carries so the console's script asks in a dialog before it is sent (with the
 * confirmation field set). Without script the form is sent as it is, and the server answers the confirm page.
 */
export function confirmAttributes(context: ConsoleContext, confirmation: ConsoleConfirmation): SafeHtml {
  return html`data-confirm="${confirmation.question}" data-confirm-label="${confirmation.confirmLabel}"
  data-cancel-label="${context.t(CONFIRM_MESSAGES, 'cancel')}"`;
}

/**
 * The confirm page: the question, and a form that sends the same fields again, confirmed, to the same action. Focus
 * starts on Cancel, as in the script's dialog: Enter or a stray key press never does the destructive action.
 */
export function renderConfirmPage(
  context: ConsoleContext,
  confirmation: ConsoleConfirmation,
  action: string,
  fields: readonly [string, string][],
): SafeHtml {
  const title = context.t(CONFIRM_MESSAGES, 'title');
  return renderLayout(context, {
    title,
    section: 'none',
    body: html`<section class="panel confirm-page">
      <h1>${title}</h1>
      ${confirmForm(context, confirmation, action, fields)}
    </section>`,
  });
}

/** The question and its form alone, for the script's partial request that was sent without a confirmation. */
export function confirmForm(
  context: ConsoleContext,
  confirmation: ConsoleConfirmation,
  action: string,
  fields: readonly [string, string][],
): SafeHtml {
  return html`<form method="post" action="${action}" class="confirm-form">
    <p class="confirm-question">${confirmation.question}</p>
    ${csrfField(context)}
    ${fields.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    <input type="hidden" name="${CONSOLE_CONFIRMED_FIELD}" value="1" />
    <div class="actions">
      <button type="submit" class="button-danger">${confirmation.confirmLabel}</button>
      <a class="button button-quiet" href="${confirmation.cancelUrl}" autofocus
        >${context.t(CONFIRM_MESSAGES, 'cancel')}</a
      >
    </div>
  </form>`;
}
