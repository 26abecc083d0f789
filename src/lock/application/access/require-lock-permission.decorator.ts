import { applyDecorators, SetMetadata, UseFilters, UseGuards } from '@nestjs/common';
import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { LockAuthGuard } from '../users/lock-auth.guard';
import { isLockPermission, LOCK_PERMISSIONS } from './lock-permission';
import { LockPermission } from '../../interfaces/lock-permission.interface';
import { LOCK_PERMISSION_METADATA } from '../../lock.constants';
import { LockPermissionGuard } from './lock-permission.guard';
import { LockPermissionFilter } from './lock-permission.filter';

/**
 * Guards a route with a `:smartlockId` parameter: a valid session (`LockAuthGuard`, else 401), then the
 * permission on that smartlock in the route's account (`LockPermissionGuard`, else 403 naming the user, the
 * permission and the lock). A `LockPermissionException` of `LockAccess` in the handler is a 403 as well.
 * @throws InvalidArgumentException at startup for an unknown permission
 */
export function RequireLockPermission(permission: LockPermission): MethodDecorator {
  if (!isLockPermission(permission)) {
    throw new InvalidArgumentException(
      `Unknown lock permission "${String(permission)}"; accepted: ${LOCK_PERMISSIONS.join(', ')}.`,
    );
  }
  return applyDecorators(
    SetMetadata(LOCK_PERMISSION_METADATA, permission),
    UseGuards(LockAuthGuard, LockPermissionGuard),
    UseFilters(LockPermissionFilter),
  );
}
