import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { AllowLockSubUsers, CurrentLockUser } from './lock-auth.decorators';
import type { LockAuthenticatedRequest } from './lock-auth.decorators';
import { lockSessionTokenOf, LockAuthGuard } from './lock-auth.guard';
import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { UserAuthenticationException } from '../../errors/user-authentication.exception';
import { LockAuthService } from './lock-auth.service';
import type { LockAuthenticatedUser, LockLoginChallenge, LockSessionGrant } from './lock-auth.service';
import { LockDatabaseUnavailableFilter } from '../persistence/lock-database-unavailable.filter';
import { knownDeviceCookie, knownDeviceOf } from './known-device-cookie';
import { LockLoginLimitFilter } from './lock-login-limit.filter';
import { LockPasswordReset } from './lock-password-reset';

/** The longest value a field of a sign-in body may have. */
const MAX_FIELD_LENGTH = 1024;

/** The answer of a login (or a password reset request) that waits for its code. */
export interface LockChallengeAnswer {
  /** The challenge to send back with the code. */
  challenge: string;
  /** When the code expires (ISO 8601). */
  expiresAt: string;
}

/** The answer of a done password reset. */
export interface LockPasswordResetAnswer {
  /** That the password has been changed (`PASSWORD_RESET_MESSAGE`). */
  message: string;
}

/** What a done password reset answers: no session, the user signs in with the new password. */
export const PASSWORD_RESET_MESSAGE = 'The password has been changed; sign in with the new one.';

/** The answer that hands out a session token. */
export interface LockSessionAnswer {
  /** The session token, for the `Authorization: Bearer` header. */
  session: string;
  /** When the session expires (ISO 8601). */
  expiresAt: string;
}

/** What the routes that start a session read of the request besides the body. */
export interface LockSignInRequest {
  /** The headers, for the known-device cookie. */
  headers: {
    /** The `Cookie` header. */
    cookie?: string | string[];
  };
  /** True over HTTPS (directly, or through a proxy Express trusts). */
  secure?: boolean;
  /** The route that matched (Express), whose parent path the known-device cookie is sent to. */
  route?: {
    /** The matched path pattern (`/lock/auth/login`, with a global prefix). */
    path?: unknown;
  };
}

/** What the routes that start a session set on the answer: the known-device cookie. */
export interface LockSignInResponse {
  /** Sets a header of the answer (`Set-Cookie` for the known-device cookie). */
  setHeader(name: string, value: string): unknown;
}

/** The answer of `GET /lock/auth/me`. */
export interface LockMeAnswer {
  /** The user's id. */
  id: string;
  /** The user's email. */
  email: string;
  /** The user's name. */
  name: string;
  /** Keys of the accounts the user owns. */
  accounts: string[];
}

/**
 * The sign-in routes of the module's own guard (opt-in: `LockModule.forRoot({ authController: true })`):
 * `POST /lock/auth/login`, `POST /lock/auth/verify`, `POST /lock/auth/logout`, `GET /lock/auth/me`, and the
 * password reset `POST /lock/auth/password/forgot`, `POST /lock/auth/password/reset`. A failed sign-in or reset
 * is a 401 with one message, a malformed body or a refused new password a 400; no answer repeats a password or a
 * code. Attempts over the limit (`loginLimit`: per `req.ip`, per email from it, per email, or per known device)
 * are a 429 with `Retry-After`. A route that starts a session sets the known-device cookie (`KNOWN_DEVICE_COOKIE`,
 * path `/lock/auth`), and `login` and `verify` read it.
 */
@Controller('lock/auth')
@UseFilters(LockLoginLimitFilter, LockDatabaseUnavailableFilter)
export class LockAuthController {
  constructor(
    private readonly auth: LockAuthService,
    private readonly passwordReset: LockPasswordReset,
  ) {}

  /** `{ email, password }` → `{ challenge, expiresAt }` while OTP is on, else `{ session, expiresAt }`. */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Ip() clientAddress: string,
    @Req() request: LockSignInRequest,
    @Res({ passthrough: true }) response: LockSignInResponse,
  ): Promise<LockChallengeAnswer | LockSessionAnswer> {
    const { email, password } = fieldsOf(body, 'email', 'password');
    const device = knownDeviceOf(request.headers);
    const result = await unauthorizedOnFailure(this.auth.login(email, password, clientAddress, device));
    return 'challenge' in result ? challengeAnswer(result) : sessionAnswer(result, request, response);
  }

  /** `{ challenge, code }` → `{ session, expiresAt }`. */
  @Post('verify')
  @HttpCode(200)
  async verify(
    @Body() body: unknown,
    @Ip() clientAddress: string,
    @Req() request: LockSignInRequest,
    @Res({ passthrough: true }) response: LockSignInResponse,
  ): Promise<LockSessionAnswer> {
    const { challenge, code } = fieldsOf(body, 'challenge', 'code');
    const device = knownDeviceOf(request.headers);
    const grant = await unauthorizedOnFailure(this.auth.verify(challenge, code, clientAddress, device));
    return sessionAnswer(grant, request, response);
  }

  /**
   * `{ email }` → 202 `{ challenge, expiresAt }` for any email: a reset code goes out only to a known one, and the
   * answer tells nothing about which.
   */
  @Post('password/forgot')
  @HttpCode(202)
  async forgotPassword(@Body() body: unknown, @Ip() clientAddress: string): Promise<LockChallengeAnswer> {
    const { email } = fieldsOf(body, 'email');
    return challengeAnswer(await this.passwordReset.request(email, clientAddress));
  }

  /** `{ challenge, code, password }` → `{ message }`: the new password is set and every session of the user ends. */
  @Post('password/reset')
  @HttpCode(200)
  async resetPassword(@Body() body: unknown, @Ip() clientAddress: string): Promise<LockPasswordResetAnswer> {
    const { challenge, code, password } = fieldsOf(body, 'challenge', 'code', 'password');
    try {
      await unauthorizedOnFailure(this.passwordReset.reset(challenge, code, password, clientAddress));
    } catch (error) {
      if (error instanceof InvalidArgumentException) throw new BadRequestException(error.message);
      throw error;
    }
    return { message: PASSWORD_RESET_MESSAGE };
  }

  /** Revokes the request's session (a sub-user's too). */
  @Post('logout')
  @HttpCode(204)
  @UseGuards(LockAuthGuard)
  @AllowLockSubUsers()
  async logout(@Req() request: LockAuthenticatedRequest): Promise<void> {
    const session = lockSessionTokenOf(request);
    if (session !== null) await this.auth.logout(session);
  }

  /** The signed-in user (a sub-user too) and the keys of the accounts they own. */
  @Get('me')
  @UseGuards(LockAuthGuard)
  @AllowLockSubUsers()
  me(@CurrentLockUser() signedIn: LockAuthenticatedUser): LockMeAnswer {
    const { user, accountKeys } = signedIn;
    return { id: user.id, email: user.email, name: user.name, accounts: [...accountKeys] };
  }
}

/** The named fields of a JSON body, each a non-empty string. @throws BadRequestException naming the fields only */
function fieldsOf<K extends string>(body: unknown, ...names: K[]): Record<K, string> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const valid = names.every((name) => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' && value.length <= MAX_FIELD_LENGTH;
  });
  if (!valid) {
    throw new BadRequestException(
      `The JSON body needs ${names.map((name) => `"${name}"`).join(' and ')} as non-empty strings.`,
    );
  }
  return fields as Record<K, string>;
}

/** The result, or a 401 with the message of a failed sign-in. */
async function unauthorizedOnFailure<T>(result: Promise<T>): Promise<T> {
  try {
    return await result;
  } catch (error) {
    if (error instanceof UserAuthenticationException) throw new UnauthorizedException(error.message);
    throw error;
  }
}

function challengeAnswer(waiting: LockLoginChallenge): LockChallengeAnswer {
  return { challenge: waiting.challenge, expiresAt: waiting.expiresAt.toISOString() };
}

/** The session's answer; the grant's known-device token goes into its cookie, for the routes beside this one. */
function sessionAnswer(
  grant: LockSessionGrant,
  request: LockSignInRequest,
  response: LockSignInResponse,
): LockSessionAnswer {
  if (grant.knownDevice !== null) {
    const route = typeof request.route?.path === 'string' ? request.route.path : '/lock/auth/login';
    const path = route.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/';
    response.setHeader('Set-Cookie', knownDeviceCookie(grant.knownDevice, path, request.secure === true));
  }
  return { session: grant.session, expiresAt: grant.expiresAt.toISOString() };
}
