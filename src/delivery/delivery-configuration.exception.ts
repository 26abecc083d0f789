import { DeliveryException } from './delivery.exception';

/** The Delivery settings are incomplete; thrown at the first call that needs a token. Status 0. */
export class DeliveryConfigurationException extends DeliveryException {
  constructor(message: string) {
    super(message, 0);
  }
}
