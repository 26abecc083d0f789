import type { InjectionToken, Provider } from '@nestjs/common';
import { LockAuthSettings } from './auth/lock-auth-settings';
import { LockHttpSettings } from './http/lock-http-settings';
import type { LockModuleOptions } from './interfaces/lock-module-options.interface';
import type { LockOptions } from './interfaces/lock-options.interface';
import { resolveLockOptions } from './lock-env';
import { LOCK_RESOLVED_OPTIONS, LockResolvedOptions } from './lock-resolved-options';
import { LOCK_MODULE_OPTIONS } from './lock.module-definition';
import { LockWebhookClientSettings } from './support/lock-webhook-client-settings';

/** A feature's settings reader: built from the resolved options and the env they were laid over. */
export type LockSettingsReader = new (options: LockOptions, env: NodeJS.ProcessEnv) => object;

/** The settings readers of the client, which the lock core holds; each feature module provides its own. */
const CLIENT_SETTINGS: readonly LockSettingsReader[] = [
  LockHttpSettings,
  LockAuthSettings,
  LockWebhookClientSettings,
];

/** A settings reader as a provider over `LOCK_RESOLVED_OPTIONS`: how each feature module registers its own. */
export function lockSettingsProvider(settings: LockSettingsReader): Provider {
  return {
    provide: settings,
    useFactory: (resolved: LockResolvedOptions) => new settings(resolved.options, resolved.env),
    inject: [LOCK_RESOLVED_OPTIONS],
  };
}

/**
 * The providers of the settings the lock core holds: `LOCK_RESOLVED_OPTIONS` (the given options over the
 * `LOCK_*` env variables, read once, here and nowhere else) and the client's settings readers over it.
 */
export function lockSettingsProviders(): Provider[] {
  return [
    {
      provide: LOCK_RESOLVED_OPTIONS,
      useFactory: (given: LockModuleOptions) => resolveLockOptions(given),
      inject: [LOCK_MODULE_OPTIONS],
    },
    ...CLIENT_SETTINGS.map(lockSettingsProvider),
  ];
}

/** The tokens of `lockSettingsProviders()`, for the core's exports. */
export const LOCK_SETTINGS_TOKENS: readonly InjectionToken[] = [LOCK_RESOLVED_OPTIONS, ...CLIENT_SETTINGS];
