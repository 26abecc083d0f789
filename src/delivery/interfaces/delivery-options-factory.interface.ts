import { DeliveryModuleOptions } from './delivery-module-options.interface';

/** A class that builds the Delivery options, for `DeliveryModule.forRootAsync({ useClass })`. */
export interface DeliveryOptionsFactory {
  createDeliveryOptions(): DeliveryModuleOptions | Promise<DeliveryModuleOptions>;
}
