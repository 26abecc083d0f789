import { registerAs } from '@nestjs/config';
import { lockOptionsFromEnv } from './lock-env';

/**
 * The `lock` config namespace for `@nestjs/config`, read from the `LOCK_*` env variables:
 * `LockModule.forRootAsync({ imports: [ConfigModule.forFeature(lockConfig)], inject: [lockConfig.KEY],
 * useFactory: (options) => options })`.
 */
export const lockConfig = registerAs('lock', () => lockOptionsFromEnv(process.env));
