import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { isJsonObject, parseJsonBody } from '../../common/json/json-body';
import { frozenPayload, idOrNull } from '../data/lock-payload';
import { LockException } from '../errors/lock.exception';
import { AnyLockWebhookEvent, lockWebhookEventOf } from './lock-webhook-events';
import { ProcessedWebhooks } from './processed-webhooks';
import { StoredWebhookSecret, WebhookSecretStore } from './webhook-secret-store';
import { hasValidWebhookSignature } from './webhook-signature';

/** One inbound delivery as the HTTP layer hands it over. */
export interface LockWebhookRequest {
  /** The body exactly as received. */
  rawBody: Buffer;
  /** The `X-Lock-Signature-SHA256` header, if any. */
  signature?: string;
}

/**
 * What became of a delivery: `unsigned` (no signature), `forged` (no stored secret gives its signature),
 * `malformed` (signed, but no JSON object), `duplicate` (its id was taken before; nothing emitted) or
 * `accepted` (its event was emitted).
 */
export type LockWebhookOutcome =
  | { status: 'unsigned' | 'forged' | 'malformed' }
  | { status: 'duplicate' | 'accepted'; event: AnyLockWebhookEvent };

/** The part of `EventEmitter2` (from `@nestjs/event-emitter`) the receiver uses. */
interface LockEventEmitter {
  emitAsync(event: string, ...values: unknown[]): Promise<unknown[]>;
}

/**
 * Takes inbound webhook deliveries: verifies the signature against the stored subscription secrets (only the
 * named one when the payload has a `subscriptionId`, else each), drops a delivery id seen before, and emits the
 * typed event through `EventEmitter2`. A listener's failure is logged, never passed back to the sender.
 * It needs the host's (global) `EventEmitterModule.forRoot()`: without it `LockWebhookController` fails the app's
 * init with a message that says so, and a direct `receive()` fails with that message.
 */
@Injectable()
export class LockWebhookReceiver {
  private readonly logger = new Logger('LockWebhookReceiver');
  private events?: LockEventEmitter;

  constructor(
    private readonly secrets: WebhookSecretStore,
    private readonly processed: ProcessedWebhooks,
    private readonly app: ModuleRef,
  ) {}

  /** Throws `LockException` when no `EventEmitter2` is registered (the host did not import `EventEmitterModule`). */
  assertReady(): void {
    this.emitter();
  }

  /** Verifies, deduplicates and emits one delivery. */
  async receive(request: LockWebhookRequest): Promise<LockWebhookOutcome> {
    this.assertReady();
    const signature = request.signature?.trim();
    if (signature === undefined || signature === '') return { status: 'unsigned' };
    const body = parseJsonBody(request.rawBody.toString('utf8'));
    const named = isJsonObject(body) ? idOrNull(body.subscriptionId) : null;
    const signer = await this.signerOf(request.rawBody, signature, named);
    if (signer === undefined) return { status: 'forged' };
    if (!isJsonObject(body)) return { status: 'malformed' };
    // Only signed content identifies a delivery: the payload's `id`, else the digest of the body itself, so a
    // captured delivery sent again is a duplicate whatever headers come with it.
    const deliveryId =
      idOrNull(body.id) ?? `sha256:${createHash('sha256').update(request.rawBody).digest('hex')}`;
    const event = lockWebhookEventOf({
      deliveryId,
      subscriptionId: signer.subscriptionId,
      accountKey: signer.accountKey,
      payload: frozenPayload(body),
    });
    if (!(await this.processed.claim(signer.subscriptionId, deliveryId))) {
      return { status: 'duplicate', event };
    }
    await this.emit(event);
    return { status: 'accepted', event };
  }

  /** The stored subscription whose secret gives the signature (only the named one when a name is given). */
  private async signerOf(
    rawBody: Buffer,
    signature: string,
    subscriptionId: string | null,
  ): Promise<StoredWebhookSecret | undefined> {
    const read = await this.secrets.load(subscriptionId ?? undefined);
    const signer = read.secrets.find((stored) => hasValidWebhookSignature(rawBody, signature, stored.secret));
    if (signer === undefined && read.unreadable.length > 0) {
      this.logger.warn(
        `A webhook delivery was refused while the stored secrets of subscriptions ${read.unreadable.join(', ')} ` +
          'do not decrypt (was APP_KEY changed without keeping the old one in APP_PREVIOUS_KEYS?).',
      );
    }
    return signer;
  }

  /** Emits the event and waits for its listeners; a listener's failure is logged, not thrown. */
  private async emit(event: AnyLockWebhookEvent): Promise<void> {
    try {
      await this.emitter().emitAsync(event.name, event);
    } catch (error) {
      this.logger.error(
        `A listener of ${event.name} failed on delivery ${event.deliveryId} of subscription ` +
          `${event.subscriptionId}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The app's `EventEmitter2`, found at first use: an app that receives no webhook never loads its package. */
  private emitter(): LockEventEmitter {
    if (this.events !== undefined) return this.events;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { EventEmitter2 } = require('@nestjs/event-emitter') as typeof import('@nestjs/event-emitter');
    try {
      this.events = this.app.get<unknown, LockEventEmitter>(EventEmitter2, { strict: false });
    } catch {
      throw new LockException(
        'The lock webhook receiver emits its events through @nestjs/event-emitter: import ' +
          'EventEmitterModule.forRoot() (global) in the application module.',
      );
    }
    return this.events;
  }
}
