import { DynamicModule, Module } from '@nestjs/common';

/** The features the access feature builds on, as `LockModule` composes them. */
export interface LockAccessImports {
  core: DynamicModule;
  persistence: DynamicModule;
  client: DynamicModule;
  users: DynamicModule;
}

/** Acting for a signed-in user of the module's own guard, within the permissions they hold on each lock. */
@Module({})
export class LockAccessModule {
  /** The feature over the shared core, the persistence, the API client and the users (see `LockCoreModule`). */
  static register(features: LockAccessImports): DynamicModule {
    return {
      module: LockAccessModule,
      imports: [features.core, features.persistence, features.client, features.users],
      providers: [],
      exports: [],
    };
  }
}
