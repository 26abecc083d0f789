import { ConfigModule, ConfigService } from '@nestjs/config';
import { LockModule } from '@vendor/nest-integrations/lock';

/** `LockModule` with its settings from `ConfigService`, the way an app with `@nestjs/config` registers it. */
export const LockModuleFromConfig = LockModule.forRootAsync({
  imports: [ConfigModule],
  inject: [ConfigService],
  useFactory: (config: ConfigService) => ({
    baseUrl: config.getOrThrow<string>('LOCK_BASE_URL'),
    apiToken: config.getOrThrow<string>('LOCK_API_TOKEN'),
  }),
});
