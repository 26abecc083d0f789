import { ConfigurableModuleBuilder } from '@nestjs/common';
import { AccountingModuleOptions } from './interfaces/accounting-module-options.interface';

export const {
  ConfigurableModuleClass: ConfigurableAccountingModule,
  /** The injection token of the options given to `AccountingModule.forRoot()` or `forRootAsync()`. */
  MODULE_OPTIONS_TOKEN: ACCOUNTING_MODULE_OPTIONS,
  OPTIONS_TYPE: ACCOUNTING_OPTIONS_TYPE,
  ASYNC_OPTIONS_TYPE: ACCOUNTING_ASYNC_OPTIONS_TYPE,
} = new ConfigurableModuleBuilder<AccountingModuleOptions>()
  .setClassMethodName('forRoot')
  .setFactoryMethodName('createAccountingOptions')
  .setExtras({ isGlobal: false }, (definition, extras) => ({ ...definition, global: extras.isGlobal }))
  .build();
