import { lazilyRegisteredConfig } from '../common/config/lazily-registered-config';
import { RegisteredConfig } from '../common/config/registered-config';
import { deliveryOptionsFromEnv } from './delivery-env';
import { DeliveryModuleOptions } from './interfaces/delivery-module-options.interface';

/**
 * The `delivery` config namespace for `@nestjs/config`:
 * `DeliveryModule.forRootAsync({ imports: [ConfigModule.forFeature(deliveryConfig)], inject: [deliveryConfig.KEY],
 * useFactory: (options) => options })`.
 */
export const deliveryConfig: RegisteredConfig<DeliveryModuleOptions> = lazilyRegisteredConfig(
  'delivery',
  () => deliveryOptionsFromEnv(process.env),
);
