import { DeliveryModuleOptions } from './delivery-module-options.interface';

/** A class that builds the Delivery options, for `DeliveryModule.forRootAsync({ useClass })`. */
export interface DeliveryOptionsFactory {
  /** The module's options, at once or as a promise. */
  createDeliveryOptions(): DeliveryModuleOptions | Promise<DeliveryModuleOptions>;
}
