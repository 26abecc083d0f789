/**
 * The Lock module's own users: sign-in with login codes, sessions, the sign-in limit, password rules and resets.
 * Loaded by `LockModule` unless it is client-only.
 *
 * - Module: {@link LockUsersModule}; {@link LockUsers} manages the users.
 * - Guard: {@link LockAuthGuard} requires a session, with {@link CurrentLockUser} for the signed-in user;
 *   {@link LockAuthService} and {@link LockAuthController} sign in.
 * - Exceptions: {@link LockLoginLimitException} and {@link LockPasswordRuleException}.
 * - Options: {@link LockUsersSettings} and {@link LockLoginLimitSettings}.
 * @module @vendor/nest-integrations/lock/users
 */
export * from './known-device-cookie';
export * from './known-devices';
export * from './lock-auth.controller';
export * from './lock-auth.decorators';
export * from './lock-auth.guard';
export * from './lock-auth.service';
export * from './lock-login-limit-settings';
export * from './lock-login-limit.exception';
export * from './lock-login-limit.filter';
export * from './lock-password-reset';
export * from './lock-password-rule.exception';
export * from './lock-password-rules';
export * from './lock-user';
export * from './lock-user-repository';
export * from './lock-users';
export * from './lock-users-settings';
export * from './lock-users.module';
export * from './logger-login-code-notifier';
export * from './login-attempt-counter';
export * from './login-code-limits';
export * from './login-code-repository';
export * from './login-limiter';
export * from './password-hasher';
export * from './password-reset-mail-cap';
export type { ScryptCost } from './scrypt-cost';
export { DEFAULT_SCRYPT_COST, MIN_PRODUCTION_SCRYPT_N } from './scrypt-cost';
export * from './session-repository';
