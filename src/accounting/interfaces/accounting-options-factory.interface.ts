import type { AccountingModuleOptions } from './accounting-module-options.interface';

/** A class that builds the accounting options, for `AccountingModule.forRootAsync({ useClass })`. */
export interface AccountingOptionsFactory {
  createAccountingOptions(): AccountingModuleOptions | Promise<AccountingModuleOptions>;
}
