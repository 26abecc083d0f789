import type { Type } from '@nestjs/common';
import { LockAccessSettings } from '../../src/lock/application/access/lock-access-settings';
import { LockAuthSettings } from '../../src/lock/auth/lock-auth-settings';
import { LockHttpSettings } from '../../src/lock/http/lock-http-settings';
import { LockMaintenanceSettings } from '../../src/lock/application/maintenance/lock-maintenance-settings';
import { LockDatabaseSettings } from '../../src/lock/application/persistence/lock-database-settings';
import { LockUsersSettings } from '../../src/lock/application/users/lock-users-settings';
import { LockWebhookSettings } from '../../src/lock/application/webhooks/lock-webhook-settings';

/** Every settings reader a registered `LockModule` provides. */
export interface LockSettingsReaders {
  /** API calls: base URL, retries, timeouts, transport. */
  http: LockHttpSettings;
  /** Authentication: mode, resolver, tokens, OAuth client, token cache. */
  auth: LockAuthSettings;
  /** Webhooks: route, API, secrets, default callback URL. */
  webhooks: LockWebhookSettings;
  /** The module's users: login codes, sessions, sign-in limit. */
  users: LockUsersSettings;
  /** Access: the time zone of permission windows. */
  access: LockAccessSettings;
  /** Maintenance: the prune interval. */
  maintenance: LockMaintenanceSettings;
  /** The database: location and deadline. */
  database: LockDatabaseSettings;
}

/** The settings readers of the module an app (or testing module) registered. */
export function lockSettingsOf(moduleRef: { get<T>(token: Type<T>): T }): LockSettingsReaders {
  return {
    http: moduleRef.get(LockHttpSettings),
    auth: moduleRef.get(LockAuthSettings),
    webhooks: moduleRef.get(LockWebhookSettings),
    users: moduleRef.get(LockUsersSettings),
    access: moduleRef.get(LockAccessSettings),
    maintenance: moduleRef.get(LockMaintenanceSettings),
    database: moduleRef.get(LockDatabaseSettings),
  };
}
