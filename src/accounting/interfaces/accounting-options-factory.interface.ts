import type { AccountingModuleOptions } from './accounting-module-options.interface';

/** A class that builds the accounting options, for `AccountingModule.forRootAsync({ useClass })`. */
export interface AccountingOptionsFactory {
  /** The module's options, at once or as a promise. */
  createAccountingOptions(): AccountingModuleOptions | Promise<AccountingModuleOptions>;
}
