import { Body, Get, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { UserAuthenticationException } from '../../../errors/user-authentication.exception';
import type { LockUser } from '../../../interfaces/lock-user.interface';
import { KNOWN_DEVICE_COOKIE } from '../../users/known-device-cookie';
import { LockPasswordRuleException } from '../../users/lock-password-rule.exception';
import { LockUsers } from '../../users/lock-users';
import { CONSOLE_COOKIES, ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleResponse, textField } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { PASSWORD_MESSAGES } from '../i18n/password-messages';
import { USER_MANAGE_MESSAGES } from '../i18n/user-manage-messages';
import { renderPasswordPage } from '../views/password.view';

/** The longest password read (longer ones are refused by the hasher's input, never cut). */
const MAX_PASSWORD = 1024;

/**
 * A signed-in user's own password (only while the console signs in with the module's own users): `GET
 * <prefix>/password` shows the form, `POST <prefix>/password` changes it when the current one is right, ends
 * every session of the user (this one included) and sends them to the sign-in page. A new password the rules
 * refuse (too short, or the current one again) is refused beside the form, in words (`LockUsers.changePassword`). The check of the current
 * password counts against the user's sign-in limit (`LockUsers.changePassword`, from the request's address and
 * with the browser's known-device cookie): over it, the error page says so with a 429 and `Retry-After`, as the
 * sign-in page does.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsolePasswordController {
  constructor(private readonly users: LockUsers) {}

  @Get('password')
  page(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    userOf(context);
    context.html(renderPasswordPage(context));
  }

  @Post('password')
  async change(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const user = userOf(context);
    const say = (key: keyof (typeof USER_MANAGE_MESSAGES)['en'], values?: Record<string, string>) =>
      context.t(USER_MANAGE_MESSAGES, key, values);
    try {
      await this.users.changePassword(
        user.id,
        textField(body, 'current', MAX_PASSWORD),
        textField(body, 'password', MAX_PASSWORD),
        context.now(),
        { clientAddress: context.request.ip, knownDevice: context.cookies.get(KNOWN_DEVICE_COOKIE) },
      );
    } catch (failure) {
      if (failure instanceof LockPasswordRuleException) {
        const text =
          failure.rule === 'unchanged'
            ? context.t(PASSWORD_MESSAGES, 'unchanged')
            : context.t(PASSWORD_MESSAGES, 'tooShort', { min: String(failure.minLength) });
        return context.html(renderPasswordPage(context, text), 400);
      }
      if (failure instanceof UserAuthenticationException) {
        return context.html(renderPasswordPage(context, say('currentWrong')), 400);
      }
      throw failure;
    }
    context.clearCookie(CONSOLE_COOKIES.session);
    context.redirect(context.url('sign-in'), { kind: 'success', text: say('passwordChanged') });
  }
}

/** The signed-in user (a host visitor has no password here: 404). */
function userOf(context: ConsoleContext): LockUser {
  const user = context.signedIn.user;
  if (user === null) throw new ConsoleHttpError(404, 'notFound');
  return user;
}
