import { DynamicModule, Module } from '@nestjs/common';
import type { LockModuleOptions } from '../../interfaces/lock-module-options.interface';
import { LOCK_CLOCK, LOCK_LOGIN_CODE_NOTIFIER, LOCK_PASSWORD_HASH_COST } from '../../lock.constants';
import { LOCK_MODULE_OPTIONS } from '../../lock.module-definition';
import { LockDatabase } from '../persistence/lock-database';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
import { LOCK_RESOLVED_OPTIONS, LockResolvedOptions } from '../../lock-resolved-options';
import { LockAuthController } from './lock-auth.controller';
import { LockAuthGuard } from './lock-auth.guard';
import { KnownDevices } from './known-devices';
import { LockAuthService } from './lock-auth.service';
import { LockClock } from '../../interfaces/lock-clock.interface';
import { LockPasswordReset } from './lock-password-reset';
import { LockUserRepository } from './lock-user-repository';
import { LockUsers } from './lock-users';
import { LockUsersSettings } from './lock-users-settings';
import { LoginAttemptCounter } from './login-attempt-counter';
import { LoginCodeExchange } from './login-code-exchange';
import { LoggerLoginCodeNotifier } from './logger-login-code-notifier';
import { LoginCodeNotifier } from '../../interfaces/login-code-notifier.interface';
import { LoginCodeRepository } from './login-code-repository';
import { LoginLimiter } from './login-limiter';
import { PasswordHasher } from './password-hasher';
import { PasswordResetMailCap } from './password-reset-mail-cap';
import { PasswordStore } from './password-store';
import { DEFAULT_SCRYPT_COST, ScryptCost } from './scrypt-cost';
import { SessionRepository } from './session-repository';
import { lockSettingsProvider } from '../../lock-settings.providers';

/** What shapes the users feature. */
export interface LockUsersFeature {
  /** Adds `LockAuthController` (`/lock/auth/login`, `/verify`, `/logout`, `/me`, `/password/forgot`, `/password/reset`). */
  authController: boolean;
}

/**
 * The module's own users: their repositories, sign-in with login codes (`LockAuthService`), the password reset by
 * emailed code (`LockPasswordReset`), the sign-in limit, the guard (`LockAuthGuard`) and, when asked for, the
 * controller of the sign-in routes. Passwords are hashed at the cost of `LOCK_PASSWORD_HASH_COST` (tests override it).
 */
@Module({})
export class LockUsersModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(core: DynamicModule, persistence: DynamicModule, feature: LockUsersFeature): DynamicModule {
    return {
      module: LockUsersModule,
      imports: [core, persistence],
      controllers: feature.authController ? [LockAuthController] : [],
      providers: [
        lockSettingsProvider(LockUsersSettings),
        { provide: LOCK_PASSWORD_HASH_COST, useValue: DEFAULT_SCRYPT_COST },
        {
          provide: PasswordHasher,
          useFactory: (cost: ScryptCost, resolved: LockResolvedOptions) =>
            new PasswordHasher(cost, resolved.env),
          inject: [LOCK_PASSWORD_HASH_COST, LOCK_RESOLVED_OPTIONS],
        },
        {
          provide: LockUserRepository,
          useFactory: (database: LockDatabase) => new LockUserRepository(database),
          inject: [LockDatabase],
        },
        {
          provide: LockUsers,
          useFactory: (
            users: LockUserRepository,
            hasher: PasswordHasher,
            passwords: PasswordStore,
            sessions: SessionRepository,
            loginCodes: LoginCodeRepository,
            limiter: LoginLimiter,
          ) => new LockUsers(users, hasher, passwords, sessions, loginCodes, limiter),
          inject: [
            LockUserRepository,
            PasswordHasher,
            PasswordStore,
            SessionRepository,
            LoginCodeRepository,
            LoginLimiter,
          ],
        },
        {
          provide: LoginCodeRepository,
          useFactory: (database: LockDatabase) => new LoginCodeRepository(database),
          inject: [LockDatabase],
        },
        {
          provide: SessionRepository,
          useFactory: (database: LockDatabase) => new SessionRepository(database),
          inject: [LockDatabase],
        },
        {
          provide: LOCK_LOGIN_CODE_NOTIFIER,
          useFactory: (options: LockModuleOptions) =>
            options.loginCodeNotifier ?? new LoggerLoginCodeNotifier(),
          inject: [LOCK_MODULE_OPTIONS],
        },
        {
          provide: LoginLimiter,
          useFactory: (
            settings: LockUsersSettings,
            auth: LockAuthSettings,
            database: LockDatabase,
            clock: LockClock,
          ) =>
            new LoginLimiter(
              settings,
              new LoginAttemptCounter(database),
              new KnownDevices(auth, clock),
              clock,
            ),
          inject: [LockUsersSettings, LockAuthSettings, LockDatabase, LOCK_CLOCK],
        },
        {
          provide: PasswordResetMailCap,
          useFactory: (settings: LockUsersSettings, database: LockDatabase, clock: LockClock) =>
            new PasswordResetMailCap(settings, database, clock),
          inject: [LockUsersSettings, LockDatabase, LOCK_CLOCK],
        },
        {
          provide: PasswordStore,
          useFactory: (database: LockDatabase) => new PasswordStore(database),
          inject: [LockDatabase],
        },
        {
          provide: LoginCodeExchange,
          useFactory: (
            codes: LoginCodeRepository,
            users: LockUserRepository,
            notifier: LoginCodeNotifier,
            limiter: LoginLimiter,
            clock: LockClock,
          ) => new LoginCodeExchange(codes, users, notifier, limiter, clock),
          inject: [
            LoginCodeRepository,
            LockUserRepository,
            LOCK_LOGIN_CODE_NOTIFIER,
            LoginLimiter,
            LOCK_CLOCK,
          ],
        },
        {
          provide: LockAuthService,
          useFactory: (
            settings: LockUsersSettings,
            users: LockUserRepository,
            hasher: PasswordHasher,
            codes: LoginCodeExchange,
            sessions: SessionRepository,
            limiter: LoginLimiter,
            clock: LockClock,
          ) => new LockAuthService(settings, users, hasher, codes, sessions, limiter, clock),
          inject: [
            LockUsersSettings,
            LockUserRepository,
            PasswordHasher,
            LoginCodeExchange,
            SessionRepository,
            LoginLimiter,
            LOCK_CLOCK,
          ],
        },
        {
          provide: LockPasswordReset,
          useFactory: (
            users: LockUserRepository,
            hasher: PasswordHasher,
            codes: LoginCodeExchange,
            passwords: PasswordStore,
            sessions: SessionRepository,
            loginCodes: LoginCodeRepository,
            limiter: LoginLimiter,
            mailCap: PasswordResetMailCap,
            clock: LockClock,
          ) =>
            new LockPasswordReset(
              users,
              hasher,
              codes,
              passwords,
              sessions,
              loginCodes,
              limiter,
              mailCap,
              clock,
            ),
          inject: [
            LockUserRepository,
            PasswordHasher,
            LoginCodeExchange,
            PasswordStore,
            SessionRepository,
            LoginCodeRepository,
            LoginLimiter,
            PasswordResetMailCap,
            LOCK_CLOCK,
          ],
        },
        LockAuthGuard,
      ],
      exports: [
        LockUsersSettings,
        LockAuthService,
        LockPasswordReset,
        LockAuthGuard,
        LockUsers,
        LockUserRepository,
        SessionRepository,
        LoginCodeRepository,
        PasswordStore,
        PasswordHasher,
        LoginLimiter,
      ],
    };
  }
}
