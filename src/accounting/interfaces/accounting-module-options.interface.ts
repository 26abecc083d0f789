import type { AccountingApiClass } from '../accounting-api';
import type { AccountingOptions } from './accounting-options.interface';

/**
 * Options of `AccountingModule.forRoot()` / `forRootAsync()`: the accounting settings (a field left out is read
 * from its `ACCOUNTING_*` env variable), and the client class.
 */
export interface AccountingModuleOptions extends AccountingOptions {
  /** A subclass of `AccountingApi` to build instead of it (it is still injected as `AccountingApi`). */
  apiClass?: AccountingApiClass;
}
