import { DynamicModule, Module } from '@nestjs/common';
import { Lock } from '../../lock';
import { LOCK_CLOCK, LOCK_DATABASE_ACCOUNT_REGISTRY } from '../../lock.constants';
import type { DatabaseAccountRegistry } from '../persistence/database-account-registry';
import { LockDatabase } from '../persistence/lock-database';
import { LockAccessSettings } from './lock-access-settings';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { LockUserRepository } from '../users/lock-user-repository';
import { LockAccess } from './lock-access';
import { LockGrantRepository } from './lock-grant-repository';
import { LockGrants } from './lock-grants';
import { LockPermissionGuard } from './lock-permission.guard';
import { lockSettingsProvider } from '../../lock-settings.providers';
import { LockUsers } from '../users/lock-users';
import { EndedKeypadCodeRemoval } from './ended-keypad-code-removal';
import { KeypadCodeMakers } from './keypad-code-makers';
import { SubUserDeletion } from './sub-user-deletion';

/** The features the access feature builds on, as `LockModule` composes them. */
export interface LockAccessImports {
  /** The lock core (configuration and client services). */
  core: DynamicModule;
  /** The lock database. */
  persistence: DynamicModule;
  /** The lock API client. */
  client: DynamicModule;
  /** The module's own users. */
  users: DynamicModule;
}

/**
 * Acting for a signed-in user of the module's own guard, within the permissions they hold on each lock:
 * `LockAccess`, `LockPermissionGuard` (of `@RequireLockPermission()`), the sub-users' grants (`LockGrants`) and the
 * keypad codes they made (`KeypadCodeMakers`, removed when their grant ends: `EndedKeypadCodeRemoval`,
 * `SubUserDeletion`).
 */
@Module({})
export class LockAccessModule {
  /** The feature over the shared core, the persistence, the API client and the users (see `LockCoreModule`). */
  static register(features: LockAccessImports): DynamicModule {
    return {
      module: LockAccessModule,
      imports: [features.core, features.persistence, features.client, features.users],
      providers: [
        lockSettingsProvider(LockAccessSettings),
        {
          provide: LockGrantRepository,
          useFactory: (database: LockDatabase) => new LockGrantRepository(database),
          inject: [LockDatabase],
        },
        {
          provide: KeypadCodeMakers,
          useFactory: (database: LockDatabase) => new KeypadCodeMakers(database),
          inject: [LockDatabase],
        },
        {
          provide: EndedKeypadCodeRemoval,
          useFactory: (makers: KeypadCodeMakers, lock: Lock, clock: LockClock) =>
            new EndedKeypadCodeRemoval(makers, lock, clock),
          inject: [KeypadCodeMakers, Lock, LOCK_CLOCK],
        },
        {
          provide: SubUserDeletion,
          useFactory: (users: LockUsers, removal: EndedKeypadCodeRemoval) =>
            new SubUserDeletion(users, removal),
          inject: [LockUsers, EndedKeypadCodeRemoval],
        },
        {
          provide: LockGrants,
          useFactory: (
            users: LockUserRepository,
            grants: LockGrantRepository,
            accounts: DatabaseAccountRegistry,
            removal: EndedKeypadCodeRemoval,
          ) => new LockGrants(users, grants, accounts, removal),
          inject: [
            LockUserRepository,
            LockGrantRepository,
            LOCK_DATABASE_ACCOUNT_REGISTRY,
            EndedKeypadCodeRemoval,
          ],
        },
        {
          provide: LockAccess,
          useFactory: (
            lock: Lock,
            users: LockUserRepository,
            grants: LockGrantRepository,
            settings: LockAccessSettings,
            clock: LockClock,
            makers: KeypadCodeMakers,
          ) => new LockAccess(lock, users, grants, settings, clock, makers),
          inject: [
            Lock,
            LockUserRepository,
            LockGrantRepository,
            LockAccessSettings,
            LOCK_CLOCK,
            KeypadCodeMakers,
          ],
        },
        LockPermissionGuard,
      ],
      exports: [
        LockAccessSettings,
        LockAccess,
        LockGrants,
        LockGrantRepository,
        LockPermissionGuard,
        KeypadCodeMakers,
        EndedKeypadCodeRemoval,
        SubUserDeletion,
      ],
    };
  }
}
