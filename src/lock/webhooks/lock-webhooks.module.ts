import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../common/crypto/token-cipher';
import type { LockModuleOptions } from '../interfaces/lock-module-options.interface';
import { lockOptionsOverEnv } from '../lock-env';
import { LOCK_CLOCK } from '../lock.constants';
import { LOCK_MODULE_OPTIONS } from '../lock.module-definition';
import { LockDatabase } from '../persistence/lock-database';
import { LockConfig } from '../support/lock-config';
import type { LockClock } from '../users/lock-auth.service';
import { lockWebhookController } from './lock-webhook.controller';
import { lockWebhookClaimTimeoutSeconds } from './lock-webhook-claim-timeout';
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
 * Inbound webhooks: the subscriptions' stored secrets, the registration that stores them, the deliveries claimed
 * and processed (on the module's clock), the receiver that verifies, claims and emits them and, when asked for, its
 * controller at the webhook route.
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
          useFactory: (
            database: LockDatabase,
            clock: LockClock,
            config: LockConfig,
            options: LockModuleOptions,
          ) =>
            new ProcessedWebhooks(database, clock, {
              duplicateWindowSeconds: () => config.webhookDuplicateWindowSeconds(),
              claimTimeoutSeconds: () =>
                lockWebhookClaimTimeoutSeconds(lockOptionsOverEnv(options).webhook?.claimTimeout),
            }),
          inject: [LockDatabase, LOCK_CLOCK, LockConfig, LOCK_MODULE_OPTIONS],
        },
        LockWebhookReceiver,
        LockWebhookRegistration,
      ],
      exports: [WebhookSecretStore, ProcessedWebhooks, LockWebhookReceiver, LockWebhookRegistration],
    };
  }
}
