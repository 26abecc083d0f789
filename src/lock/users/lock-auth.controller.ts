import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Post,
  Req,
  UnauthorizedException,
  UseFilters,
  UseGuards,
} from '@nestjs/common';
import { CurrentLockUser } from './lock-auth.decorators';
import type { LockAuthenticatedRequest } from './lock-auth.decorators';
import { lockSessionTokenOf, LockAuthGuard } from './lock-auth.guard';
import { UserAuthenticationException } from '../errors/user-authentication.exception';
import { LockAuthService } from './lock-auth.service';
import type { LockAuthenticatedUser, LockSessionGrant } from './lock-auth.service';
import { LockLoginLimitFilter } from './lock-login-limit.filter';

/** The longest value a field of a sign-in body may have. */
const MAX_FIELD_LENGTH = 1024;

/** The answer of a login that waits for its code. */
export interface LockChallengeAnswer {
  challenge: string;
  /** When the login code expires (ISO 8601). */
  expiresAt: string;
}

/** The answer that hands out a session token. */
export interface LockSessionAnswer {
  session: string;
  /** When the session expires (ISO 8601). */
  expiresAt: string;
}

/** The answer of `GET /lock/auth/me`. */
export interface LockMeAnswer {
  id: string;
  email: string;
  name: string;
  /** Keys of the accounts the user owns. */
  accounts: string[];
}

/**
 * The sign-in routes of the module's own guard (opt-in: `LockModule.forRoot({ authController: true })`):
 * `POST /lock/auth/login`, `POST /lock/auth/verify`, `POST /lock/auth/logout`, `GET /lock/auth/me`. A failed
 * sign-in is a 401 with one message, a malformed body a 400; no answer repeats a password or a code. Login and
 * verify attempts over the limit (`loginLimit`, per email and per `req.ip`) are a 429 with `Retry-After`.
 */
@Controller('lock/auth')
@UseFilters(LockLoginLimitFilter)
export class LockAuthController {
  constructor(private readonly auth: LockAuthService) {}

  /** `{ email, password }` → `{ challenge, expiresAt }` while OTP is on, else `{ session, expiresAt }`. */
  @Post('login')
  @HttpCode(200)
  async login(
    @Body() body: unknown,
    @Ip() clientAddress: string,
  ): Promise<LockChallengeAnswer | LockSessionAnswer> {
    const { email, password } = fieldsOf(body, 'email', 'password');
    const result = await unauthorizedOnFailure(this.auth.login(email, password, clientAddress));
    return 'challenge' in result
      ? { challenge: result.challenge, expiresAt: result.expiresAt.toISOString() }
      : sessionAnswer(result);
  }

  /** `{ challenge, code }` → `{ session, expiresAt }`. */
  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: unknown, @Ip() clientAddress: string): Promise<LockSessionAnswer> {
    const { challenge, code } = fieldsOf(body, 'challenge', 'code');
    return sessionAnswer(await unauthorizedOnFailure(this.auth.verify(challenge, code, clientAddress)));
  }

  /** Revokes the request's session. */
  @Post('logout')
  @HttpCode(204)
  @UseGuards(LockAuthGuard)
  async logout(@Req() request: LockAuthenticatedRequest): Promise<void> {
    const session = lockSessionTokenOf(request);
    if (session !== null) await this.auth.logout(session);
  }

  /** The signed-in user and the keys of the accounts they own. */
  @Get('me')
  @UseGuards(LockAuthGuard)
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

function sessionAnswer(grant: LockSessionGrant): LockSessionAnswer {
  return { session: grant.session, expiresAt: grant.expiresAt.toISOString() };
}
