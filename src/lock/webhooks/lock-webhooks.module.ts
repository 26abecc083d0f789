import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../common/crypto/token-cipher';
import { LOCK_CLOCK } from '../lock.constants';
import { LockDatabase } from '../persistence/lock-database';
import { LockConfig } from '../support/lock-config';
import type { LockClock } from '../users/lock-auth.service';
import { lockWebhookController } from './lock-webhook.controller';
import { LockWebhookReceiver } from './lock-webhook-receiver';
import { LockWebhookRegistration } from './lock-webhook-registration';
import { ProcessedWebhooks } from './processed-webhooks';
import { WebhookSecretStore } from './webhook-secret-store';

/** What shapes the webhooks feature. */
export interface LockWebhooksFeature {
  /** The receiver's route when its controller is wanted, else null. */
  controllerRoute: string | null;
}

/**
 * Inbound webhooks: the subscriptions' stored secrets, the registration that stores them, the ids of deliveries
 * taken within the duplicate window (on the module's clock), the receiver that verifies, deduplicates and emits
 * them and, when asked for, its controller at the webhook route.
 */
@Module({})
export class LockWebhooksModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(
    core: DynamicModule,
    persistence: DynamicModule,
    feature: LockWebhooksFeature,
  ): DynamicModule {
    return {
      module: LockWebhooksModule,
      imports: [core, persistence],
      controllers: feature.controllerRoute === null ? [] : [lockWebhookController(feature.controllerRoute)],
      providers: [
        {
          provide: WebhookSecretStore,
          useFactory: (database: LockDatabase, config: LockConfig) =>
            new WebhookSecretStore(database, () => new TokenCipher(config.cipherKeys())),
          inject: [LockDatabase, LockConfig],
        },
        {
          provide: ProcessedWebhooks,
          useFactory: (database: LockDatabase, clock: LockClock, config: LockConfig) =>
            new ProcessedWebhooks(database, clock, () => config.webhookDuplicateWindowSeconds()),
          inject: [LockDatabase, LOCK_CLOCK, LockConfig],
        },
        LockWebhookReceiver,
        LockWebhookRegistration,
      ],
      exports: [WebhookSecretStore, ProcessedWebhooks, LockWebhookReceiver, LockWebhookRegistration],
    };
  }
}
