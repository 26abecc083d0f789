import { DynamicModule, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LOCK_CLOCK } from '../lock.constants';
import { LockDatabase } from '../persistence/lock-database';
import { LockConfig } from '../support/lock-config';
import { LockSecrets } from '../support/lock-secrets';
import type { LockClock } from '../users/lock-auth.service';
import { LockPruneSchedule } from './lock-prune-schedule';
import { LockPruner } from './lock-pruner';

/**
 * Upkeep of the lock database: what keeps its tables small. `LockPruner` deletes what nothing reads any more;
 * `LockPruneSchedule` runs it at startup and on an interval (`LOCK_PRUNE`, `LOCK_PRUNE_INTERVAL`). It imports the
 * persistence, so Nest ends the schedule (awaiting a prune under way) before it closes the database.
 */
@Module({})
export class LockMaintenanceModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(core: DynamicModule, persistence: DynamicModule): DynamicModule {
    return {
      module: LockMaintenanceModule,
      imports: [core, persistence],
      providers: [
        {
          provide: LockPruner,
          useFactory: (database: LockDatabase, config: LockConfig, clock: LockClock) =>
            new LockPruner(database, config, clock),
          inject: [LockDatabase, LockConfig, LOCK_CLOCK],
        },
        {
          provide: LockPruneSchedule,
          useFactory: (pruner: LockPruner, config: LockConfig, secrets: LockSecrets, app: ModuleRef) =>
            new LockPruneSchedule(pruner, config, secrets, app),
          inject: [LockPruner, LockConfig, LockSecrets, ModuleRef],
        },
      ],
      exports: [LockPruner],
    };
  }
}
