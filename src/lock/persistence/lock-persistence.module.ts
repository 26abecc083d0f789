import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../common/crypto/token-cipher';
import type { LockAccountRegistry } from '../accounts/lock-account-registry';
import type { LockModuleOptions } from '../interfaces/lock-module-options.interface';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LOCK_DATABASE_TOKEN_STORE,
} from '../lock.constants';
import { LOCK_MODULE_OPTIONS } from '../lock.module-definition';
import { LockConfig } from '../support/lock-config';
import { DatabaseAccountRegistry } from './database-account-registry';
import { DatabaseTokenStore } from './database-token-store';
import { LockDatabase } from './lock-database';

/**
 * The lock module's database (`LOCK_DATABASE_URL`, opened at first use) and what lives in it besides users and
 * webhooks: the accounts (`LOCK_ACCOUNT_REGISTRY`, the app's own registry when given) and the stored tokens.
 */
@Module({})
export class LockPersistenceModule {
  /** The feature over the shared core (see `LockCoreModule`). */
  static register(core: DynamicModule): DynamicModule {
    return {
      module: LockPersistenceModule,
      imports: [core],
      providers: [
        {
          provide: LockDatabase,
          useFactory: (config: LockConfig) => new LockDatabase(() => config.databaseLocation()),
          inject: [LockConfig],
        },
        {
          provide: LOCK_DATABASE_ACCOUNT_REGISTRY,
          useFactory: (database: LockDatabase) => new DatabaseAccountRegistry(database),
          inject: [LockDatabase],
        },
        {
          provide: LOCK_DATABASE_TOKEN_STORE,
          useFactory: (database: LockDatabase, config: LockConfig) =>
            new DatabaseTokenStore(database, () => new TokenCipher(config.cipherKeys())),
          inject: [LockDatabase, LockConfig],
        },
        {
          provide: LOCK_ACCOUNT_REGISTRY,
          useFactory: (options: LockModuleOptions, database: LockAccountRegistry) =>
            options.accountRegistry ?? database,
          inject: [LOCK_MODULE_OPTIONS, LOCK_DATABASE_ACCOUNT_REGISTRY],
        },
      ],
      exports: [
        LockDatabase,
        LOCK_DATABASE_ACCOUNT_REGISTRY,
        LOCK_DATABASE_TOKEN_STORE,
        LOCK_ACCOUNT_REGISTRY,
      ],
    };
  }
}
