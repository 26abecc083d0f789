import { DynamicModule, Module } from '@nestjs/common';
import { LockGrants } from '../access/lock-grants';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../../lock.constants';
import { AccountCredentials } from '../persistence/account-credentials';
import type { DatabaseAccountRegistry } from '../persistence/database-account-registry';
import { LockUserRepository } from '../users/lock-user-repository';
import { LockUsers } from '../users/lock-users';
import { PasswordHasher } from '../users/password-hasher';
import { PasswordStore } from '../users/password-store';
import { LockDemo } from './lock-demo';
import { LockDemoSeeder } from './lock-demo-seeder';

/** The features the demo seeds, as `LockModule` composes them. */
export interface LockDemoImports {
  core: DynamicModule;
  persistence: DynamicModule;
  users: DynamicModule;
  access: DynamicModule;
}

/** `LOCK_DEMO=true`: seeds the demo's accounts and users when the app starts (the sandbox lives in the core). */
@Module({})
export class LockDemoModule {
  /** The feature over the other lock features; `consolePrefix` is where the log says the console is. */
  static register(features: LockDemoImports, consolePrefix: string): DynamicModule {
    return {
      module: LockDemoModule,
      imports: Object.values(features),
      providers: [
        {
          provide: LockDemoSeeder,
          useFactory: (
            demo: LockDemo,
            registry: DatabaseAccountRegistry,
            credentials: AccountCredentials,
            users: LockUsers,
            userRepository: LockUserRepository,
            passwords: PasswordStore,
            hasher: PasswordHasher,
            grants: LockGrants,
          ) =>
            new LockDemoSeeder(
              demo,
              { registry, credentials, users, userRepository, passwords, hasher, grants },
              consolePrefix,
            ),
          inject: [
            LockDemo,
            LOCK_DATABASE_ACCOUNT_REGISTRY,
            AccountCredentials,
            LockUsers,
            LockUserRepository,
            PasswordStore,
            PasswordHasher,
            LockGrants,
          ],
        },
      ],
    };
  }
}
