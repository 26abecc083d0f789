import { lazilyRegisteredConfig } from '../common/config/lazily-registered-config';
import { RegisteredConfig } from '../common/config/registered-config';
import { LockOptions } from './interfaces/lock-options.interface';
import { lockOptionsFromEnv } from './lock-env';

/**
 * The `lock` config namespace for `@nestjs/config`, read from the `LOCK_*` env variables:
 * `LockModule.forRootAsync({ imports: [ConfigModule.forFeature(lockConfig)], inject: [lockConfig.KEY],
 * useFactory: (options) => options })`.
 */
export const lockConfig: RegisteredConfig<LockOptions> = lazilyRegisteredConfig('lock', () =>
  lockOptionsFromEnv(),
);
