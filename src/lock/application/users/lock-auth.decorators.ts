import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { LOCK_ACCOUNT_PARAM_METADATA, LOCK_SUB_USERS_METADATA } from '../../lock.constants';
import type { LockAuthenticatedUser } from './lock-auth.service';

/** The route parameter `LockAuthGuard` reads the account key from when no `@LockAccountParam()` names one. */
export const DEFAULT_LOCK_ACCOUNT_PARAM = 'account';

/** An HTTP request as `LockAuthGuard` leaves it: with the signed-in user attached. */
export interface LockAuthenticatedRequest {
  /** The request's headers (names in lower case). */
  headers: Record<string, string | string[] | undefined>;
  /** The route's parameters. */
  params?: Record<string, string | undefined>;
  /** Set by `LockAuthGuard`. */
  lockUser?: LockAuthenticatedUser;
}

/**
 * Names the route parameter that holds the key of the account a route acts for (default `account`), on a
 * handler or a controller: `LockAuthGuard` answers 403 when the signed-in user does not own that account.
 */
export const LockAccountParam = (name: string = DEFAULT_LOCK_ACCOUNT_PARAM) =>
  SetMetadata(LOCK_ACCOUNT_PARAM_METADATA, name);

/**
 * Opens a `LockAuthGuard` route without an account parameter to sub-users too, on a handler or a controller: for
 * routes meant for every signed-in user (who am I, sign out, a profile). Without it such a route is for main users
 * only, and a sub-user gets a 403. A route with an account parameter keeps its ownership check either way; a
 * sub-user reaches an account's locks through `@RequireLockPermission()`.
 */
export const AllowLockSubUsers = () => SetMetadata(LOCK_SUB_USERS_METADATA, true);

/** The user `LockAuthGuard` signed in for this request, with the keys of the accounts they own. */
export const CurrentLockUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LockAuthenticatedUser | undefined =>
    context.switchToHttp().getRequest<LockAuthenticatedRequest>().lockUser,
);
