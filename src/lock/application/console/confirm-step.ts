import type { ConsoleContext } from './console-context';
import { fieldsToConfirm, isConfirmed } from './http/console-confirmation';
import { isConsolePath } from './http/console-path';
import { ConsoleConfirmation, confirmForm, renderConfirmPage } from './views/confirm.view';

/**
 * The confirm step of a destructive action: true when the posted form was confirmed (go ahead); otherwise it
 * answers the confirm page (a script's partial request gets the confirm form as a 409 fragment, shown where the
 * action's feedback goes) and is false. Nothing is changed before the confirmed form comes back.
 */
export function confirmedOrAsk(
  context: ConsoleContext,
  body: unknown,
  confirmation: ConsoleConfirmation,
): boolean {
  if (isConfirmed(body)) return true;
  const requested = (context.request as { originalUrl?: string }).originalUrl ?? context.request.url;
  const action = isConsolePath(requested, context.settings.prefix) ? requested : context.settings.prefix;
  const fields = fieldsToConfirm(body);
  if (context.partial) {
    context.html(confirmForm(context, confirmation, action, fields), 409);
  } else {
    context.html(renderConfirmPage(context, confirmation, action, fields));
  }
  return false;
}
