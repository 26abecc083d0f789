import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../common/crypto/token-cipher';
import type { LockAccountRegistry } from '../accounts/lock-account-registry';
import type { LockModuleOptions } from '../interfaces/lock-module-options.interface';
import { lockOptionsOverEnv } from '../lock-env';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LOCK_DATABASE_TOKEN_STORE,
} from '../lock.constants';
import { LOCK_MODULE_OPTIONS } from '../lock.module-definition';
import { LockConfig } from '../support/lock-config';
import { AccountCredentials } from './account-credentials';
import { AccountWrites } from './account-writes';
import { DatabaseAccountRegistry } from './database-account-registry';
import { DatabaseTokenStore } from './database-token-store';
import { LockDatabase } from './lock-database';
import { lockDatabaseTimeoutMs } from './lock-database-settings';

/** What a refresh lease lasts beyond the deadlines of its request and its write. */
const REFRESH_LEASE_MARGIN_MS = 2000;

/**
 * The lock module's database (`LOCK_DATABASE_URL`, opened at first use) and what lives in it besides users and
 * webhooks: the accounts (`LOCK_ACCOUNT_REGISTRY`, the app's own registry when given), their own API tokens and
 * active flags (`AccountCredentials`, writes reported to `AccountWrites`) and the stored OAuth tokens.
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
          useFactory: (config: LockConfig, options: LockModuleOptions) =>
            new LockDatabase(
              () => config.databaseLocation(),
              () => lockDatabaseTimeoutMs(lockOptionsOverEnv(options).databaseTimeout),
            ),
          inject: [LockConfig, LOCK_MODULE_OPTIONS],
        },
        { provide: AccountWrites, useFactory: () => new AccountWrites() },
        {
          provide: LOCK_DATABASE_ACCOUNT_REGISTRY,
          useFactory: (database: LockDatabase, writes: AccountWrites) =>
            new DatabaseAccountRegistry(database, writes),
          inject: [LockDatabase, AccountWrites],
        },
        {
          provide: AccountCredentials,
          useFactory: (database: LockDatabase, config: LockConfig, writes: AccountWrites) =>
            new AccountCredentials(database, () => new TokenCipher(config.cipherKeys()), writes),
          inject: [LockDatabase, LockConfig, AccountWrites],
        },
        {
          provide: LOCK_DATABASE_TOKEN_STORE,
          useFactory: (database: LockDatabase, config: LockConfig, options: LockModuleOptions) =>
            new DatabaseTokenStore(
              database,
              () => new TokenCipher(config.cipherKeys()),
              // The refresh request's deadline, the write of its answer, and a margin.
              () =>
                config.timeout() * 1000 +
                lockDatabaseTimeoutMs(lockOptionsOverEnv(options).databaseTimeout) +
                REFRESH_LEASE_MARGIN_MS,
            ),
          inject: [LockDatabase, LockConfig, LOCK_MODULE_OPTIONS],
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
        AccountWrites,
        AccountCredentials,
        LOCK_DATABASE_ACCOUNT_REGISTRY,
        LOCK_DATABASE_TOKEN_STORE,
        LOCK_ACCOUNT_REGISTRY,
      ],
    };
  }
}
