import { createHash } from 'node:crypto';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { nonEmptyString } from '../../../common/config/config-parsing';
import { secondsToTimerMs } from '../../../common/config/number-setting';
import { isJsonObject, parseJsonBody } from '../../../common/json/json-body';
import { isTooDeepJsonText } from '../../../common/json/json-depth';
import { LogEvent } from '../../../common/logging/log-event';
import { ThrottledLogEvents } from '../../../common/logging/throttled-log-events';
import { frozenPayload, idOrNull } from '../../data/lock-payload';
import { LockException } from '../../errors/lock.exception';
import { LockLiveEvents } from '../live/lock-live-events';
import { liveEventOfWebhook } from './lock-live-publishing';
import { LockWebhookSettings } from './lock-webhook-settings';
import { AnyLockWebhookEvent, lockWebhookEventOf } from './lock-webhook-events';
import { HeldDeliveryClaim, ProcessedWebhooks } from './processed-webhooks';
import { WebhookSecretStore } from './webhook-secret-store';
import { hasValidWebhookSignature } from './webhook-signature';

/** How often one kind of failure is logged, with how many were left out: once a minute. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

/** One inbound delivery as the HTTP layer hands it over. */
export interface LockWebhookRequest {
  /** The body exactly as received. */
  rawBody: Buffer;
  /** The signature header's value (`LOCK_WEBHOOK_SIGNATURE_HEADER`, default `X-Lock-Signature-SHA256`), if any. */
  signature?: string;
  /** The callback URL's `?account=` value, if any: passed on as the event's unverified `accountHint`. */
  accountHint?: string | null;
}

/**
 * What became of a delivery: `unsigned` (no signature), `forged` (no stored or configured secret gives its
 * signature), `too-deep` (signed, but nested deeper than `MAX_JSON_DEPTH`: measured, never parsed or walked),
 * `malformed` (signed, but no JSON object), `duplicate` (its listeners completed before, within the
 * duplicate window; nothing emitted), `in-progress` (another process is running its listeners; the sender should
 * send it again after `retryAfterSeconds`), `failed` (a listener threw, or ran past the listener timeout; the
 * delivery is not processed, so the next copy runs the listeners again) or `accepted` (its listeners completed).
 * With signature verification off, a delivery is never `unsigned` or `forged`: it is taken with
 * `verifiedBy: 'unverified'`.
 */
export type LockWebhookOutcome =
  | {
      /** Refused before any listener ran. */
      status: 'unsigned' | 'forged' | 'too-deep' | 'malformed';
    }
  | {
      /** Already processed (`duplicate`), or its listeners completed (`accepted`) or one threw (`failed`). */
      status: 'duplicate' | 'accepted' | 'failed';
      /** The delivery's event. */
      event: AnyLockWebhookEvent;
    }
  | {
      /** Another process runs the delivery's listeners. */
      status: 'in-progress';
      /** The delivery's event. */
      event: AnyLockWebhookEvent;
      /** When the sender should try again. */
      retryAfterSeconds: number;
    };

/** The part of `EventEmitter2` (from `@nestjs/event-emitter`) the receiver uses. */
interface LockEventEmitter {
  emitAsync(event: string, ...values: unknown[]): Promise<unknown[]>;
}

/** How a delivery's listeners ended: all completed, or one threw (its message). */
type ListenerRun = { status: 'completed' } | { status: 'failed'; reason: string };

/** Who signed a delivery, as far as the receiver can tell. */
type WebhookSigner =
  | { verifiedBy: 'subscription'; subscriptionId: string; accountKey: string }
  | { verifiedBy: 'configured-secret' | 'unverified' };

/**
 * Takes inbound webhook deliveries, at least once across the app's processes: verifies the signature against the
 * configured secrets (`LOCK_WEBHOOK_SECRET`) and the stored subscription secrets (only the named one when the
 * payload has a `subscriptionId`, else each), claims the delivery (see `ProcessedWebhooks`), emits the typed event
 * through `EventEmitter2` and waits for its listeners, renewing the claim while they run, and marks it processed
 * once they completed. A listener's failure is logged (its message only) and releases the claim, so the sender's
 * next copy runs the listeners again: listeners must be idempotent. So does a listener still running after
 * `LOCK_WEBHOOK_LISTENER_TIMEOUT` (default 10 x the claim timeout): the renewals stop, the claim is released,
 * the hang is logged and the delivery is `failed`, while the hung listener's own end counts for nothing. Only a
 * failure the listener lets through counts: `@OnEvent` swallows it unless given `{ suppressErrors: false }` (and,
 * with `async: true`, `promisify: true`). With `LOCK_WEBHOOK_VERIFY_SIGNATURE=false` (development only; refused
 * when `NODE_ENV=production`) a delivery no secret verifies is taken as `unverified`.
 * It needs the host's (global) `EventEmitterModule.forRoot()`: without it `LockWebhookController` fails the app's
 * init with a message that says so, and a direct `receive()` fails with that message.
 */
@Injectable()
export class LockWebhookReceiver {
  private readonly logger = new Logger('LockWebhooks');
  private readonly warnings = new ThrottledLogEvents(
    (event) => this.logger.warn(event),
    FAILURE_LOG_INTERVAL_MS,
  );
  private readonly errors = new ThrottledLogEvents(
    (event) => this.logger.error(event),
    FAILURE_LOG_INTERVAL_MS,
  );
  private events?: LockEventEmitter;
  #verificationOffLogged = false;

  constructor(
    private readonly secrets: WebhookSecretStore,
    private readonly processed: ProcessedWebhooks,
    private readonly config: LockWebhookSettings,
    private readonly app: ModuleRef,
    @Optional() private readonly live?: LockLiveEvents,
  ) {}

  /**
   * Throws `LockException` when no `EventEmitter2` is registered (the host did not import `EventEmitterModule`),
   * when signature verification is off while `NODE_ENV=production`, or when the duplicate window, the claim
   * timeout or the listener timeout is malformed.
   * Logs one warning (the first time) when signature verification is off.
   */
  assertReady(): void {
    this.emitter();
    this.signatureRequired();
    this.config.webhookDuplicateWindowSeconds();
    this.processed.renewalIntervalMs();
    this.config.webhookListenerTimeoutSeconds();
  }

  /** Verifies, deduplicates and emits one delivery. */
  async receive(request: LockWebhookRequest): Promise<LockWebhookOutcome> {
    this.assertReady();
    const required = this.signatureRequired();
    const signature = request.signature?.trim() ?? '';
    if (signature === '' && required) return { status: 'unsigned' };
    const text = request.rawBody.toString('utf8');
    const body = parseJsonBody(text);
    const named = isJsonObject(body) ? idOrNull(body.subscriptionId) : null;
    const signer =
      (signature === '' ? undefined : await this.signerOf(request.rawBody, signature, named)) ??
      (required ? undefined : ({ verifiedBy: 'unverified' } as const));
    if (signer === undefined) return { status: 'forged' };
    if (body === undefined && isTooDeepJsonText(text)) return { status: 'too-deep' };
    if (!isJsonObject(body)) return { status: 'malformed' };
    // Only signed content identifies a delivery: the payload's `id`, else the digest of the body itself, so a
    // captured delivery sent again is a duplicate whatever headers come with it.
    const deliveryId =
      idOrNull(body.id) ?? `sha256:${createHash('sha256').update(request.rawBody).digest('hex')}`;
    const fromSubscription = signer.verifiedBy === 'subscription';
    const event = lockWebhookEventOf({
      deliveryId,
      verifiedBy: signer.verifiedBy,
      subscriptionId: fromSubscription ? signer.subscriptionId : named,
      accountKey: fromSubscription ? signer.accountKey : null,
      accountHint: nonEmptyString(request.accountHint) ?? null,
      payload: frozenPayload(body),
    });
    const scope = fromSubscription ? { subscriptionId: signer.subscriptionId } : signer.verifiedBy;
    const claim = await this.processed.claim(scope, deliveryId);
    if (claim.status === 'processed') return { status: 'duplicate', event };
    if (claim.status === 'in-progress') {
      return { status: 'in-progress', event, retryAfterSeconds: claim.retryAfterSeconds };
    }
    this.publishLive(event);
    if (!(await this.emitHolding(claim, event))) {
      await this.processed.release(claim).catch(() => undefined); // else the claim expires on its own
      return { status: 'failed', event };
    }
    // Not stored (the database went away just now): the claim expires, and a later copy runs the listeners again.
    await this.processed.complete(claim).catch((error: unknown) => this.logUnrecorded(event, error));
    return { status: 'accepted', event };
  }

  /**
   * Who gives the signature: a configured secret (checked first: no database read, no `APP_KEY`), else a stored
   * subscription (only the named one when a name is given); undefined when none does.
   */
  private async signerOf(
    rawBody: Buffer,
    signature: string,
    subscriptionId: string | null,
  ): Promise<WebhookSigner | undefined> {
    if (this.config.webhookSecrets().some((secret) => hasValidWebhookSignature(rawBody, signature, secret))) {
      return { verifiedBy: 'configured-secret' };
    }
    const read = await this.secrets.load(subscriptionId ?? undefined);
    const signer = read.secrets.find((stored) => hasValidWebhookSignature(rawBody, signature, stored.secret));
    if (signer === undefined && read.unreadable.length > 0) {
      this.warnings.say(
        'unreadable-secrets',
        new LogEvent('Webhook delivery refused while stored subscription secrets do not decrypt', {
          subscriptions: read.unreadable.join(','),
          hint: 'was APP_KEY changed without keeping the old one in APP_PREVIOUS_KEYS?',
        }),
      );
    }
    return signer === undefined
      ? undefined
      : { verifiedBy: 'subscription', subscriptionId: signer.subscriptionId, accountKey: signer.accountKey };
  }

  /** Whether a delivery must be signed; logs once when it need not. @throws LockException when off in production */
  private signatureRequired(): boolean {
    if (this.config.webhookVerifySignature()) return true;
    if (!this.#verificationOffLogged) {
      this.#verificationOffLogged = true;
      this.logger.warn(
        new LogEvent('Webhook signature verification is OFF: deliveries are taken whoever sent them', {
          setting: 'LOCK_WEBHOOK_VERIFY_SIGNATURE=false',
          note: 'for development only; refused when NODE_ENV=production',
        }),
      );
    }
    return false;
  }

  /**
   * Emits the event and waits for its listeners, renewing the claim meanwhile, at most the listener timeout
   * (`LOCK_WEBHOOK_LISTENER_TIMEOUT`); true when they completed in it. A listener's failure or hang is logged, not
   * thrown. Past the timeout the renewals stop and the caller releases the claim; the hung listener's late end is
   * only logged (nothing marks the delivery then, so it never touches a claim another copy took since).
   */
  private async emitHolding(claim: HeldDeliveryClaim, event: AnyLockWebhookEvent): Promise<boolean> {
    const limitSeconds = this.config.webhookListenerTimeoutSeconds();
    const renewal = setInterval(() => {
      // A missed renewal only shortens the claim: another process may take it over and run the listeners too.
      this.processed.renew(claim).catch((error: unknown) =>
        this.warnings.say(
          'renewal',
          new LogEvent('Webhook claim could not be renewed', {
            event: event.name,
            deliveryId: event.deliveryId ?? undefined,
            reason: error instanceof Error ? error.message : String(error),
          }),
        ),
      );
    }, this.processed.renewalIntervalMs());
    renewal.unref();
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), secondsToTimerMs(limitSeconds));
      timer.unref();
    });
    const listeners = this.runListeners(event);
    try {
      const run = await Promise.race([listeners, timeUp]);
      if (run === 'hung') {
        this.logHang(event, limitSeconds);
        void listeners.then((late) => this.logLateEnd(event, late));
        return false;
      }
      if (run.status === 'failed') this.logFailure(event, run.reason);
      return run.status === 'completed';
    } finally {
      clearInterval(renewal);
      clearTimeout(timer);
    }
  }

  /**
   * Tells the live bus (the console's open pages) which lock changed, once the delivery is claimed: neither waited
   * for nor thrown (the bus logs its own trouble), so it never fails or slows the answer.
   */
  private publishLive(event: AnyLockWebhookEvent): void {
    const live = this.live === undefined ? null : liveEventOfWebhook(event);
    if (live !== null) this.live?.publish(live);
  }

  /** Emits the event and waits for its listeners; never rejects. */
  private async runListeners(event: AnyLockWebhookEvent): Promise<ListenerRun> {
    try {
      await this.emitter().emitAsync(event.name, event);
      return { status: 'completed' };
    } catch (error) {
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private logFailure(event: AnyLockWebhookEvent, reason: string): void {
    this.errors.say(
      `listener:${event.name}`,
      new LogEvent('Webhook listener failed; the delivery counts as not processed', {
        event: event.name,
        deliveryId: event.deliveryId ?? undefined,
        source: sourceOf(event),
        reason,
      }),
    );
  }

  private logHang(event: AnyLockWebhookEvent, limitSeconds: number): void {
    this.errors.say(
      `hung:${event.name}`,
      new LogEvent(
        'Webhook listener did not finish in time; the delivery is released and counts as not processed',
        {
          event: event.name,
          deliveryId: event.deliveryId ?? undefined,
          source: sourceOf(event),
          setting: 'LOCK_WEBHOOK_LISTENER_TIMEOUT',
          seconds: limitSeconds,
        },
      ),
    );
  }

  private logLateEnd(event: AnyLockWebhookEvent, run: ListenerRun): void {
    this.warnings.say(
      `late:${event.name}`,
      new LogEvent('Webhook listener ended after its time was up; its delivery had been released', {
        event: event.name,
        deliveryId: event.deliveryId ?? undefined,
        source: sourceOf(event),
        outcome: run.status,
        reason: run.status === 'failed' ? run.reason : undefined,
      }),
    );
  }

  private logUnrecorded(event: AnyLockWebhookEvent, error: unknown): void {
    this.warnings.say(
      'unrecorded',
      new LogEvent(
        'Webhook listeners completed, but that could not be recorded; a later copy runs them again',
        {
          event: event.name,
          deliveryId: event.deliveryId ?? undefined,
          source: sourceOf(event),
          reason: error instanceof Error ? error.message : String(error),
        },
      ),
    );
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

/**
 * Where a delivery came from, for a log line: `subscription:<id>`, `configured-secret` (which one is never named)
 * or `unverified`.
 */
function sourceOf(event: AnyLockWebhookEvent): string {
  return event.verifiedBy === 'subscription' ? `subscription:${event.subscriptionId}` : event.verifiedBy;
}
