import { ConfigurableModuleBuilder } from '@nestjs/common';
import { LockModuleOptions } from './interfaces/lock-module-options.interface';

export const {
  ConfigurableModuleClass: ConfigurableLockModule,
  MODULE_OPTIONS_TOKEN: LOCK_MODULE_OPTIONS,
  OPTIONS_TYPE: LOCK_OPTIONS_TYPE,
  ASYNC_OPTIONS_TYPE: LOCK_ASYNC_OPTIONS_TYPE,
} = new ConfigurableModuleBuilder<LockModuleOptions>()
  .setClassMethodName('forRoot')
  .setFactoryMethodName('createLockOptions')
  .setExtras({ isGlobal: false }, (definition, extras) => ({ ...definition, global: extras.isGlobal }))
  .build();
