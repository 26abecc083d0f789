import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../../common/crypto/token-cipher';
import type { LockAccountRegistry } from '../../interfaces/lock-account-registry.interface';
import type { LockModuleOptions } from '../../interfaces/lock-module-options.interface';
import {
  LOCK_ACCOUNT_REGISTRY,
  LOCK_ACCOUNT_TOKENS,
  LOCK_DATABASE_ACCOUNT_REGISTRY,
  LOCK_DATABASE_TOKEN_STORE,
} from '../../lock.constants';
import { LOCK_MODULE_OPTIONS } from '../../lock.module-definition';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
import { LockHttpSettings } from '../../http/lock-http-settings';
import { LockSecrets } from '../../support/lock-secrets';
import { AccountCredentials } from './account-credentials';
import { AccountWrites } from './account-writes';
import { DatabaseAccountRegistry } from './database-account-registry';
import { DatabaseAccountTokens } from './database-account-tokens';
import { DatabaseTokenStore } from './database-token-store';
import { LockDatabase } from './lock-database';
import { LockDatabaseSettings } from './lock-database-settings';
import { lockSettingsProvider } from '../../lock-settings.providers';

/** What a refresh lease lasts beyond the deadlines of its request and its write. */
const REFRESH_LEASE_MARGIN_MS = 2000;

/**
 * The lock module's database (`LOCK_DATABASE_URL`, opened at first use) and what lives in it besides users and
 * webhooks: the accounts (`LOCK_ACCOUNT_REGISTRY`, the app's own registry when given), their own API tokens and
 * active flags (`AccountCredentials`, writes reported to `AccountWrites`; the client reads the tokens through
 * `LOCK_ACCOUNT_TOKENS`) and the stored OAuth tokens (`LOCK_DATABASE_TOKEN_STORE`).
 */
@Module({})
export class LockPersistenceModule {
  /** The feature over the shared core (see `LockCoreModule`). */
  static register(core: DynamicModule): DynamicModule {
    return {
      module: LockPersistenceModule,
      imports: [core],
      providers: [
        lockSettingsProvider(LockDatabaseSettings),
        {
          provide: LockDatabase,
          useFactory: (settings: LockDatabaseSettings) =>
            new LockDatabase(
              () => settings.databaseLocation(),
              () => settings.databaseTimeoutMs(),
              () => settings.sqliteDriver(),
            ),
          inject: [LockDatabaseSettings],
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
          useFactory: (database: LockDatabase, auth: LockAuthSettings, writes: AccountWrites) =>
            new AccountCredentials(database, () => new TokenCipher(auth.cipherKeys()), writes),
          inject: [LockDatabase, LockAuthSettings, AccountWrites],
        },
        {
          provide: LOCK_DATABASE_TOKEN_STORE,
          useFactory: (
            database: LockDatabase,
            auth: LockAuthSettings,
            http: LockHttpSettings,
            settings: LockDatabaseSettings,
          ) =>
            new DatabaseTokenStore(
              database,
              () => new TokenCipher(auth.cipherKeys()),
              // The refresh request's deadline, the write of its answer, and a margin.
              () => http.timeout() * 1000 + settings.databaseTimeoutMs() + REFRESH_LEASE_MARGIN_MS,
              // A call waits for another process's refresh no longer than a request may take.
              () => http.timeout() * 1000,
            ),
          inject: [LockDatabase, LockAuthSettings, LockHttpSettings, LockDatabaseSettings],
        },
        {
          provide: LOCK_ACCOUNT_TOKENS,
          useFactory: (
            credentials: AccountCredentials,
            auth: LockAuthSettings,
            secrets: LockSecrets,
            writes: AccountWrites,
          ) => new DatabaseAccountTokens(credentials, auth, secrets, writes),
          inject: [AccountCredentials, LockAuthSettings, LockSecrets, AccountWrites],
        },
        {
          provide: LOCK_ACCOUNT_REGISTRY,
          useFactory: (options: LockModuleOptions, database: LockAccountRegistry) =>
            options.accountRegistry ?? database,
          inject: [LOCK_MODULE_OPTIONS, LOCK_DATABASE_ACCOUNT_REGISTRY],
        },
      ],
      exports: [
        LockDatabaseSettings,
        LockDatabase,
        AccountWrites,
        AccountCredentials,
        LOCK_DATABASE_ACCOUNT_REGISTRY,
        LOCK_DATABASE_TOKEN_STORE,
        LOCK_ACCOUNT_TOKENS,
        LOCK_ACCOUNT_REGISTRY,
      ],
    };
  }
}
