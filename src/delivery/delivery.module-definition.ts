import { ConfigurableModuleBuilder } from '@nestjs/common';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

export const {
  ConfigurableModuleClass: ConfigurableDeliveryModule,
  /** The injection token of the options given to `DeliveryModule.forRoot()` or `forRootAsync()`. */
  MODULE_OPTIONS_TOKEN: DELIVERY_MODULE_OPTIONS,
  OPTIONS_TYPE: DELIVERY_OPTIONS_TYPE,
  ASYNC_OPTIONS_TYPE: DELIVERY_ASYNC_OPTIONS_TYPE,
} = new ConfigurableModuleBuilder<DeliveryModuleOptions>()
  .setClassMethodName('forRoot')
  .setFactoryMethodName('createDeliveryOptions')
  .setExtras({ isGlobal: false }, (definition, extras) => ({ ...definition, global: extras.isGlobal }))
  .build();
