/**
 * The Lock module's inbound webhooks: the receiver, its controller, signatures, the typed events and the processed
 * deliveries. Loaded by `LockModule` unless it is client-only.
 *
 * - Module: {@link LockWebhooksModule}.
 * - Receiver: {@link LockWebhookReceiver} verifies a delivery's signature and emits it as a typed
 *   {@link LockWebhookEvent}; {@link LockWebhookController} is its route.
 * - Options: {@link LockWebhookSettings}.
 * - Live state: {@link LockLiveEvents}, the bus the receiver publishes each delivery's lock change on (the
 *   console's open pages listen to it).
 * @module @vendor/nest-integrations/lock/webhooks
 */
export * from './lock-webhook-claim-timeout';
export * from './lock-webhook-event-names';
export * from './lock-webhook-events';
export * from './lock-webhook-headers';
export * from './lock-webhook-listener-timeout';
export * from './lock-webhook-receiver';
export * from './lock-webhook-registration';
export * from './lock-webhook-settings';
export * from './lock-webhook.controller';
export * from './lock-webhooks.module';
export * from './processed-webhooks';
export * from './webhook-secret-store';
export * from './webhook-signature';
export { LockLiveEvents, type LockLiveListener } from '../live/lock-live-events';
export type { LockLiveChange, LockLiveEvent } from '../live/lock-live-event';
export type { LockLiveTransport, LockLiveTransportName } from '../live/lock-live-transport';
