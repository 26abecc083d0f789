import { DynamicModule, Module } from '@nestjs/common';
import { TokenCipher } from '../../../common/crypto/token-cipher';
import { LOCK_CLOCK } from '../../lock.constants';
import { LockDatabase } from '../persistence/lock-database';
import { LockAuthSettings } from '../../auth/lock-auth-settings';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { lockWebhookController } from './lock-webhook.controller';
import { LockWebhookReceiver } from './lock-webhook-receiver';
import { LockWebhookRegistration } from './lock-webhook-registration';
import { LockWebhookSettings } from './lock-webhook-settings';
import { ProcessedWebhooks } from './processed-webhooks';
import { WebhookSecretStore } from './webhook-secret-store';
import { lockSettingsProvider } from '../../lock-settings.providers';
import { LockLiveModule } from '../live/lock-live.module';

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
    // The live bus the receiver publishes on, exported for the console's open pages.
    const live = LockLiveModule.register(core, persistence);
    return {
      module: LockWebhooksModule,
      imports: [core, persistence, live],
      controllers: feature.controllerRoute === null ? [] : [lockWebhookController(feature.controllerRoute)],
      providers: [
        lockSettingsProvider(LockWebhookSettings),
        {
          provide: WebhookSecretStore,
          useFactory: (database: LockDatabase, auth: LockAuthSettings) =>
            new WebhookSecretStore(database, () => new TokenCipher(auth.cipherKeys())),
          inject: [LockDatabase, LockAuthSettings],
        },
        {
          provide: ProcessedWebhooks,
          useFactory: (database: LockDatabase, clock: LockClock, settings: LockWebhookSettings) =>
            new ProcessedWebhooks(database, clock, {
              duplicateWindowSeconds: () => settings.webhookDuplicateWindowSeconds(),
              claimTimeoutSeconds: () => settings.webhookClaimTimeoutSeconds(),
            }),
          inject: [LockDatabase, LOCK_CLOCK, LockWebhookSettings],
        },
        LockWebhookReceiver,
        LockWebhookRegistration,
      ],
      exports: [
        LockWebhookSettings,
        WebhookSecretStore,
        ProcessedWebhooks,
        LockWebhookReceiver,
        LockWebhookRegistration,
        live,
      ],
    };
  }
}
