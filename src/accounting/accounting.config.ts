import { registerAs } from '@nestjs/config';
import { RegisteredConfig } from '../common/config/registered-config';
import { AccountingOptions } from './interfaces/accounting-options.interface';
import { accountingOptionsFromEnv } from './accounting-env';

/**
 * The `accounting` config namespace for `@nestjs/config`, read from the `ACCOUNTING_*` env variables:
 * `AccountingModule.forRootAsync({ imports: [ConfigModule.forFeature(accountingConfig)],
 * inject: [accountingConfig.KEY], useFactory: (options) => options })`.
 */
export const accountingConfig: RegisteredConfig<AccountingOptions> = registerAs('accounting', () =>
  accountingOptionsFromEnv(process.env),
);
