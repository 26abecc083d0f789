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
import { KeypadCodeMakerResolution } from './keypad-code-maker-resolution';
import { KeypadCodeDigests } from './keypad-code-digests';
import { PendingKeypadCodes } from './pending-keypad-codes';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
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
 * keypad codes they made (`KeypadCodeMakers`, found in the lock API's list once it shows them:
 * `KeypadCodeMakerResolution`; removed when their grant ends: `EndedKeypadCodeRemoval`, `SubUserDeletion`).
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
          provide: KeypadCodeMakerResolution,
          useFactory: (
            database: LockDatabase,
            auth: LockAuthSettings,
            makers: KeypadCodeMakers,
            grants: LockGrantRepository,
            lock: Lock,
            clock: LockClock,
          ) =>
            new KeypadCodeMakerResolution(
              new PendingKeypadCodes(database),
              new KeypadCodeDigests(() => auth.cipherKeys()),
              makers,
              grants,
              lock,
              clock,
            ),
          inject: [LockDatabase, LockAuthSettings, KeypadCodeMakers, LockGrantRepository, Lock, LOCK_CLOCK],
        },
        {
          provide: EndedKeypadCodeRemoval,
          useFactory: (
            makers: KeypadCodeMakers,
            resolution: KeypadCodeMakerResolution,
            lock: Lock,
            clock: LockClock,
          ) => new EndedKeypadCodeRemoval(makers, resolution, lock, clock),
          inject: [KeypadCodeMakers, KeypadCodeMakerResolution, Lock, LOCK_CLOCK],
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
            resolution: KeypadCodeMakerResolution,
          ) => new LockAccess(lock, users, grants, settings, clock, makers, resolution),
          inject: [
            Lock,
            LockUserRepository,
            LockGrantRepository,
            LockAccessSettings,
            LOCK_CLOCK,
            KeypadCodeMakers,
            KeypadCodeMakerResolution,
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
        KeypadCodeMakerResolution,
        EndedKeypadCodeRemoval,
        SubUserDeletion,
      ],
    };
  }
}
