import { lazilyRegisteredConfig } from '../common/config/lazily-registered-config';
import { RegisteredConfig } from '../common/config/registered-config';
import { AccountingOptions } from './interfaces/accounting-options.interface';
import { accountingOptionsFromEnv } from './accounting-env';

/**
 * The `accounting` config namespace for `@nestjs/config`, read from the `ACCOUNTING_*` env variables:
 * `AccountingModule.forRootAsync({ imports: [ConfigModule.forFeature(accountingConfig)],
 * inject: [accountingConfig.KEY], useFactory: (options) => options })`.
 */
export const accountingConfig: RegisteredConfig<AccountingOptions> = lazilyRegisteredConfig(
  'accounting',
  () => accountingOptionsFromEnv(process.env),
);
