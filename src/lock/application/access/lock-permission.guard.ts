import {
  BadRequestException,
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import { httpErrorOf } from '../persistence/database-unavailable-answer';
import { LOCK_ACCOUNT_PARAM_METADATA, LOCK_PERMISSION_METADATA } from '../../lock.constants';
import { DEFAULT_LOCK_ACCOUNT } from '../../auth/lock-auth-settings';
import { DEFAULT_LOCK_ACCOUNT_PARAM, LockAuthenticatedRequest } from '../users/lock-auth.decorators';
import { LOCK_SESSION_REQUIRED_MESSAGE } from '../users/lock-auth.guard';
import { LockAccess } from './lock-access';
import type { LockPermission } from '../../interfaces/lock-permission.interface';

/** The route parameter `LockPermissionGuard` reads the smartlock id from. */
export const LOCK_SMARTLOCK_PARAM = 'smartlockId';

/**
 * Lets a request through when the user `LockAuthGuard` signed in may use the route's permission
 * (`@RequireLockPermission()`) on the `:smartlockId` of the route, in the account of the route's account parameter
 * (see `@LockAccountParam()`, default `:account`; without one, `default`). Refuses with `LockPermissionException`;
 * answers 503 with `Retry-After` while the lock database is down.
 */
@Injectable()
export class LockPermissionGuard implements CanActivate {
  constructor(
    private readonly access: LockAccess,
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Checks the permission of the route for the signed-in user. */
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const permission = this.reflector.get<LockPermission | undefined>(
      LOCK_PERMISSION_METADATA,
      context.getHandler(),
    );
    if (permission === undefined) return true;
    const request = context.switchToHttp().getRequest<LockAuthenticatedRequest>();
    if (request.lockUser === undefined) throw new UnauthorizedException(LOCK_SESSION_REQUIRED_MESSAGE);
    const smartlock = request.params?.[LOCK_SMARTLOCK_PARAM];
    if (smartlock === undefined) {
      throw new ForbiddenException(
        `The route has no "${LOCK_SMARTLOCK_PARAM}" parameter naming a smartlock.`,
      );
    }
    if (!/^[1-9]\d{0,15}$/.test(smartlock) || !Number.isSafeInteger(Number(smartlock))) {
      throw new BadRequestException(
        `The route parameter "${LOCK_SMARTLOCK_PARAM}" must be a smartlock id (a positive integer), got "${smartlock}".`,
      );
    }
    const named = this.reflector.getAllAndOverride<string | undefined>(LOCK_ACCOUNT_PARAM_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    const account = request.params?.[named ?? DEFAULT_LOCK_ACCOUNT_PARAM] ?? DEFAULT_LOCK_ACCOUNT;
    await this.access
      .for(request.lockUser)
      .as(account)
      .require(permission, Number(smartlock))
      .catch((error: unknown) => {
        throw httpErrorOf(error, context.switchToHttp().getResponse(), this.adapterHost);
      });
    return true;
  }
}
