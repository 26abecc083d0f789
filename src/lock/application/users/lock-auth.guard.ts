import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import { httpErrorOf } from '../persistence/database-unavailable-answer';
import {
  LOCK_ACCOUNT_PARAM_METADATA,
  LOCK_PERMISSION_METADATA,
  LOCK_SUB_USERS_METADATA,
} from '../../lock.constants';
import { DEFAULT_LOCK_ACCOUNT_PARAM, LockAuthenticatedRequest } from './lock-auth.decorators';
import { LockAuthService } from './lock-auth.service';
import { isLockSubUser } from './lock-user';

/** The 401 message of a request without a valid session. */
export const LOCK_SESSION_REQUIRED_MESSAGE =
  'A valid lock session is required (Authorization: Bearer <session>).';

/** The 403 message of a sub-user on a route for main users (no account parameter, no `@AllowLockSubUsers()`). */
export const LOCK_MAIN_USERS_ONLY_MESSAGE = 'This route is for main users; a sub-user may not use it.';

/**
 * Lets a request through with a valid, unexpired session in `Authorization: Bearer <session>` (else 401) and
 * attaches `request.lockUser` (see `@CurrentLockUser()`). When the route has the account parameter (see
 * `@LockAccountParam()`, default `:account`), the user must own that account (else 403), unless the route is
 * `@RequireLockPermission()`'s: there `LockPermissionGuard` checks the user's grant on the route's lock instead,
 * which is how a sub-user (who owns no account) gets in. A route with neither is for main users: a sub-user gets a
 * 403 there unless the route is `@AllowLockSubUsers()`'s. While the lock database is down it answers 503 with
 * `Retry-After`.
 */
@Injectable()
export class LockAuthGuard implements CanActivate {
  constructor(
    private readonly auth: LockAuthService,
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Signs the request's session in and checks the account of the route. */
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<LockAuthenticatedRequest>();
    const session = lockSessionTokenOf(request);
    const signedIn =
      session === null
        ? null
        : await this.auth.authenticate(session).catch((error: unknown) => {
            throw httpErrorOf(error, http.getResponse(), this.adapterHost);
          });
    if (signedIn === null) throw new UnauthorizedException(LOCK_SESSION_REQUIRED_MESSAGE);
    request.lockUser = signedIn;
    const named = this.reflector.getAllAndOverride<string | undefined>(LOCK_ACCOUNT_PARAM_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    const account = request.params?.[named ?? DEFAULT_LOCK_ACCOUNT_PARAM];
    if (named !== undefined && account === undefined) {
      // A route that names its account parameter but has none: refuse rather than let everyone through.
      throw new ForbiddenException(`The route has no "${named}" parameter naming a lock account.`);
    }
    const checkedPerLock =
      this.reflector.get<string | undefined>(LOCK_PERMISSION_METADATA, context.getHandler()) !== undefined;
    if (checkedPerLock) return true;
    if (account !== undefined && !signedIn.accountKeys.includes(account)) {
      throw new ForbiddenException(`The lock account "${account}" is not one of yours.`);
    }
    if (account === undefined && isLockSubUser(signedIn.user) && !this.opensToSubUsers(context)) {
      throw new ForbiddenException(LOCK_MAIN_USERS_ONLY_MESSAGE);
    }
    return true;
  }

  /** True for a route (or its controller) with `@AllowLockSubUsers()`. */
  private opensToSubUsers(context: ExecutionContext): boolean {
    return (
      this.reflector.getAllAndOverride<boolean | undefined>(LOCK_SUB_USERS_METADATA, [
        context.getHandler(),
        context.getClass(),
      ]) === true
    );
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function lockSessionTokenOf(request: LockAuthenticatedRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match === null ? null : match[1];
}
