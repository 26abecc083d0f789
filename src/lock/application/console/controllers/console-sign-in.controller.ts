import { Body, Get, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import { LockException } from '../../../errors/lock.exception';
import { UserAuthenticationException } from '../../../errors/user-authentication.exception';
import { KNOWN_DEVICE_COOKIE } from '../../users/known-device-cookie';
import { KNOWN_DEVICE_LIFETIME_SECONDS } from '../../users/known-devices';
import { LockAuthService, LockSessionGrant } from '../../users/lock-auth.service';
import { LockPasswordReset } from '../../users/lock-password-reset';
import { LockPasswordRuleException } from '../../users/lock-password-rule.exception';
import { LockUsers } from '../../users/lock-users';
import { LoginLimiter } from '../../users/login-limiter';
import { CONSOLE_COOKIES, ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsolePublic } from '../console-route.decorators';
import { ConsoleResponse, textField } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';
import { SIGN_IN_MESSAGES } from '../i18n/sign-in-messages';
import {
  renderCodeEntry,
  renderForgotPassword,
  renderRegistration,
  renderResetPassword,
  renderSignIn,
} from '../views/sign-in.view';

/** What a waiting challenge is for: it sits in the challenge cookie as `<purpose>.<challenge>`. */
type ChallengePurpose = 'login' | 'reset';
/** How long a challenge cookie lives: the code's ten minutes. */
const CHALLENGE_COOKIE_SECONDS = 10 * 60;
/** The longest field the pages take (the JSON routes take the same). */
const MAX_FIELD = 1024;

/**
 * The console's sign-in pages over the module's own users (`LockAuthService`, `LockPasswordReset`): sign in with
 * email and password, the login code while OTP is on, sign out, a password reset by emailed code and, when
 * `console.registration` is on, registration. The session goes into an `HttpOnly`, `SameSite=Lax` cookie; every
 * attempt counts against the module's sign-in limit, as on the JSON routes, and a signed-in browser keeps the
 * known-device cookie of its email on the pages that check a password: the sign-in pages (`<prefix>/sign-in`) and
 * the password change (`<prefix>/password`).
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleSignInController {
  constructor(
    private readonly auth: LockAuthService,
    private readonly passwordReset: LockPasswordReset,
    private readonly users: LockUsers,
    private readonly limiter: LoginLimiter,
  ) {}

  @Get('sign-in')
  @ConsolePublic()
  signInPage(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    if (context.viewer !== null) return context.redirect(context.settings.prefix);
    context.html(renderSignIn(context));
  }

  @Post('sign-in')
  @ConsolePublic()
  async signIn(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const email = textField(body, 'email', MAX_FIELD);
    const password = textField(body, 'password', MAX_FIELD);
    if (email === '' || password === '') {
      return context.html(renderSignIn(context, { email, error: say(context, 'fieldsMissing') }), 400);
    }
    try {
      const result = await this.auth.login(email, password, context.request.ip, knownDeviceOf(context));
      if ('session' in result) return await this.startSession(context, result);
      this.keepChallenge(context, 'login', result.challenge);
      context.redirect(context.url('sign-in', 'code'));
    } catch (error) {
      if (!(error instanceof UserAuthenticationException)) throw error;
      context.html(renderSignIn(context, { email, error: say(context, 'wrongCredentials') }), 401);
    }
  }

  @Get('sign-in/code')
  @ConsolePublic()
  codePage(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    if (challengeOf(context, 'login') === null) return context.redirect(context.url('sign-in'));
    context.html(renderCodeEntry(context));
  }

  @Post('sign-in/code')
  @ConsolePublic()
  async code(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const challenge = challengeOf(context, 'login');
    if (challenge === null) return context.redirect(context.url('sign-in'));
    try {
      const code = textField(body, 'code', MAX_FIELD);
      const grant = await this.auth.verify(challenge, code, context.request.ip, knownDeviceOf(context));
      context.clearCookie(CONSOLE_COOKIES.challenge);
      await this.startSession(context, grant);
    } catch (error) {
      if (!(error instanceof UserAuthenticationException)) throw error;
      context.html(renderCodeEntry(context, { error: say(context, 'wrongCode') }), 401);
    }
  }

  @Post('sign-out')
  async signOut(@Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const session = context.cookies.get(CONSOLE_COOKIES.session);
    if (session !== undefined) await this.auth.logout(session);
    context.clearCookie(CONSOLE_COOKIES.session);
    context.redirect(context.url('sign-in'), { kind: 'success', text: say(context, 'signedOut') });
  }

  @Get('password/forgot')
  @ConsolePublic()
  forgotPage(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    context.html(renderForgotPassword(context));
  }

  @Post('password/forgot')
  @ConsolePublic()
  async forgot(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const email = textField(body, 'email', MAX_FIELD);
    if (email === '') {
      return context.html(renderForgotPassword(context, { error: say(context, 'fieldsMissing') }), 400);
    }
    // The same answer for every email: a code goes out only to a known one.
    const waiting = await this.passwordReset.request(email, context.request.ip);
    this.keepChallenge(context, 'reset', waiting.challenge);
    context.redirect(context.url('password', 'reset'));
  }

  @Get('password/reset')
  @ConsolePublic()
  resetPage(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    if (challengeOf(context, 'reset') === null) return context.redirect(context.url('password', 'forgot'));
    context.html(renderResetPassword(context));
  }

  @Post('password/reset')
  @ConsolePublic()
  async reset(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const challenge = challengeOf(context, 'reset');
    if (challenge === null) return context.redirect(context.url('password', 'forgot'));
    const password = textField(body, 'password', MAX_FIELD);
    try {
      await this.passwordReset.reset(
        challenge,
        textField(body, 'code', MAX_FIELD),
        password,
        context.request.ip,
      );
    } catch (error) {
      if (error instanceof LockPasswordRuleException) {
        const text = say(context, 'passwordRule', { min: String(error.minLength) });
        return context.html(renderResetPassword(context, { error: text }), 400);
      }
      if (!(error instanceof UserAuthenticationException)) throw error;
      return context.html(renderResetPassword(context, { error: say(context, 'wrongResetCode') }), 401);
    }
    context.clearCookie(CONSOLE_COOKIES.challenge);
    context.clearCookie(CONSOLE_COOKIES.session);
    context.redirect(context.url('sign-in'), { kind: 'success', text: say(context, 'passwordChanged') });
  }

  @Get('register')
  @ConsolePublic()
  registerPage(@Res() response: ConsoleResponse): void {
    const context = consoleOf(response);
    this.requireRegistration(context);
    context.html(renderRegistration(context));
  }

  @Post('register')
  @ConsolePublic()
  async register(@Body() body: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    this.requireRegistration(context);
    const name = textField(body, 'name', MAX_FIELD).trim();
    const email = textField(body, 'email', MAX_FIELD);
    const password = textField(body, 'password', MAX_FIELD);
    const refuse = (error: string) => context.html(renderRegistration(context, { name, email, error }), 400);
    if (name === '' || email === '' || password === '') return refuse(say(context, 'fieldsMissing'));
    // Registration counts as a sign-in attempt of the email and the address: the same limit, the same counters.
    await this.limiter.claim('login', { email, address: context.request.ip });
    try {
      await this.users.create({ name, email, password });
    } catch (error) {
      if (error instanceof LockPasswordRuleException) {
        return refuse(say(context, 'passwordRule', { min: String(error.minLength) }));
      }
      if (error instanceof InvalidArgumentException) return refuse(say(context, 'emailInvalid'));
      // A taken email gets the answer a new one gets, so the page tells no one who has a user.
      if (!(error instanceof LockException)) throw error;
    }
    context.redirect(context.url('sign-in'), { kind: 'success', text: say(context, 'registered') });
  }

  /**
   * Sets the new session's cookie, after revoking the session the browser held before (if any), and the
   * known-device cookie on the sign-in pages and the password change page.
   */
  private async startSession(context: ConsoleContext, grant: LockSessionGrant): Promise<void> {
    const previous = context.cookies.get(CONSOLE_COOKIES.session);
    if (previous !== undefined) await this.auth.logout(previous);
    const seconds = Math.max(1, Math.floor((grant.expiresAt.getTime() - Date.now()) / 1000));
    context.setCookie(CONSOLE_COOKIES.session, grant.session, seconds);
    if (grant.knownDevice !== null) {
      const { value } = grant.knownDevice;
      for (const path of [context.url('sign-in'), context.url('password')]) {
        context.setCookie(KNOWN_DEVICE_COOKIE, value, KNOWN_DEVICE_LIFETIME_SECONDS, path);
      }
    }
    context.redirect(context.settings.prefix);
  }

  private keepChallenge(context: ConsoleContext, purpose: ChallengePurpose, challenge: string): void {
    context.setCookie(CONSOLE_COOKIES.challenge, `${purpose}.${challenge}`, CHALLENGE_COOKIE_SECONDS);
  }

  private requireRegistration(context: ConsoleContext): void {
    if (!context.settings.registration) throw new ConsoleHttpError(404, 'notFound');
  }
}

/** The known-device token the browser sent to the sign-in pages, or undefined. */
function knownDeviceOf(context: ConsoleContext): string | undefined {
  return context.cookies.get(KNOWN_DEVICE_COOKIE);
}

/** The challenge waiting for a code of this purpose, from the challenge cookie, or null. */
function challengeOf(context: ConsoleContext, purpose: ChallengePurpose): string | null {
  const value = context.cookies.get(CONSOLE_COOKIES.challenge) ?? '';
  return value.startsWith(`${purpose}.`) ? value.slice(purpose.length + 1) : null;
}

function say(
  context: ConsoleContext,
  key: keyof (typeof SIGN_IN_MESSAGES)['en'],
  values?: Record<string, string>,
) {
  return context.t(SIGN_IN_MESSAGES, key, values);
}
