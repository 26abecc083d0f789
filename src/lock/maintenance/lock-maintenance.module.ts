import { DynamicModule, Module } from '@nestjs/common';

/** Upkeep of the lock database: what keeps its tables small. */
@Module({})
export class LockMaintenanceModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(core: DynamicModule, persistence: DynamicModule): DynamicModule {
    return { module: LockMaintenanceModule, imports: [core, persistence], providers: [], exports: [] };
  }
}
