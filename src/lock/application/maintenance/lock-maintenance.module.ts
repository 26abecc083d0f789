import { DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LOCK_CLOCK } from '../../lock.constants';
import { LockAuditSettings } from '../audit/lock-audit-settings';
import { LockDatabase } from '../persistence/lock-database';
import { LockUsersSettings } from '../users/lock-users-settings';
import { LockWebhookSettings } from '../webhooks/lock-webhook-settings';
import { LockMaintenanceSettings } from './lock-maintenance-settings';
import { LockSecrets } from '../../support/lock-secrets';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { LockPruneSchedule } from './lock-prune-schedule';
import { LockPruner } from './lock-pruner';
import { lockSettingsProvider } from '../../lock-settings.providers';
import { EndedKeypadCodeRemoval } from '../access/ended-keypad-code-removal';

/**
 * Upkeep of the lock database: what keeps its tables small. `LockPruner` deletes what nothing reads any more;
 * `LockPruneSchedule` runs it at startup and on an interval (`LOCK_PRUNE`, `LOCK_PRUNE_INTERVAL`). It imports the
 * access feature (a prune removes the keypad codes of ended grants) and the persistence, so Nest ends the schedule (awaiting a prune under way) before it closes the database.
 */
@Module({})
export class LockMaintenanceModule {
  /**
   * The feature over the shared core, the persistence and the access feature (whose ended keypad codes a prune
   * removes; see `LockCoreModule`).
   */
  static register(core: DynamicModule, persistence: DynamicModule, access: DynamicModule): DynamicModule {
    return {
      module: LockMaintenanceModule,
      imports: [core, persistence, access],
      providers: [
        lockSettingsProvider(LockMaintenanceSettings),
        lockSettingsProvider(LockWebhookSettings),
        lockSettingsProvider(LockUsersSettings),
        lockSettingsProvider(LockAuditSettings),
        {
          provide: LockPruner,
          useFactory: (
            database: LockDatabase,
            webhooks: LockWebhookSettings,
            users: LockUsersSettings,
            clock: LockClock,
            keypadCodes: EndedKeypadCodeRemoval,
            audit: LockAuditSettings,
          ) => new LockPruner(database, webhooks, users, clock, keypadCodes, audit),
          inject: [
            LockDatabase,
            LockWebhookSettings,
            LockUsersSettings,
            LOCK_CLOCK,
            EndedKeypadCodeRemoval,
            LockAuditSettings,
          ],
        },
        {
          provide: LockPruneSchedule,
          useFactory: (
            pruner: LockPruner,
            settings: LockMaintenanceSettings,
            secrets: LockSecrets,
            app: ModuleRef,
          ) => new LockPruneSchedule(pruner, settings, secrets, app),
          inject: [LockPruner, LockMaintenanceSettings, LockSecrets, ModuleRef],
        },
      ],
      exports: [LockMaintenanceSettings, LockPruner],
    };
  }
}
