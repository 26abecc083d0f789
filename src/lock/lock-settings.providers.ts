import type { InjectionToken, Provider } from '@nestjs/common';
import { LockAccessSettings } from './access/lock-access-settings';
import { LockAuthSettings } from './auth/lock-auth-settings';
import { LockHttpSettings } from './http/lock-http-settings';
import type { LockModuleOptions } from './interfaces/lock-module-options.interface';
import type { LockOptions } from './interfaces/lock-options.interface';
import { resolveLockOptions } from './lock-env';
import { LOCK_RESOLVED_OPTIONS, LockResolvedOptions } from './lock-resolved-options';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { LockMaintenanceSettings } from './maintenance/lock-maintenance-settings';
import { LockDatabaseSettings } from './persistence/lock-database-settings';
import { LockUsersSettings } from './users/lock-users-settings';
import { LockWebhookSettings } from './webhooks/lock-webhook-settings';

/** The settings readers each feature injects, every one built from the resolved options. */
const SETTINGS: readonly (new (options: LockOptions, env: NodeJS.ProcessEnv) => object)[] = [
  LockHttpSettings,
  LockAuthSettings,
  LockWebhookSettings,
  LockUsersSettings,
  LockAccessSettings,
  LockMaintenanceSettings,
  LockDatabaseSettings,
];

/**
 * The providers of the module's settings, as the lock core holds them: `LOCK_RESOLVED_OPTIONS` (the given options
 * over the `LOCK_*` env variables, read once) and each feature's settings reader over it.
 */
export function lockSettingsProviders(): Provider[] {
  return [
    {
      provide: LOCK_RESOLVED_OPTIONS,
      useFactory: (given: LockModuleOptions) => resolveLockOptions(given),
      inject: [LOCK_MODULE_OPTIONS],
    },
    ...SETTINGS.map((settings): Provider => ({
      provide: settings,
      useFactory: (resolved: LockResolvedOptions) => new settings(resolved.options, resolved.env),
      inject: [LOCK_RESOLVED_OPTIONS],
    })),
  ];
}

/** The tokens of `lockSettingsProviders()`, for the core's exports. */
export const LOCK_SETTINGS_TOKENS: readonly InjectionToken[] = [LOCK_RESOLVED_OPTIONS, ...SETTINGS];
