import { createHash, randomUUID } from 'node:crypto';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockClock } from '../../interfaces/lock-clock.interface';

/** How often a delivery is claimed while its claims keep being released in between. */
const CLAIM_ATTEMPTS = 3;

/**
 * Among which deliveries an id is unique: those of one stored subscription, those signed with a configured secret
 * (`LOCK_WEBHOOK_SECRET`), or those taken unverified (`LOCK_WEBHOOK_VERIFY_SIGNATURE=false`).
 */
export type ProcessedWebhookScope =
  | {
      /** The id of the stored subscription whose secret signed the delivery. */
      subscriptionId: string;
    }
  | 'configured-secret'
  | 'unverified';

/** A delivery this process claimed: its listeners may run; then it is completed or released. */
export interface HeldDeliveryClaim {
  /** The delivery is this process's to run. */
  readonly status: 'claimed';
  /** The row key of the delivery. */
  readonly key: string;
  /** This claim's owner value (a random id), so only its holder completes, renews or releases it. */
  readonly owner: string;
}

/**
 * What claiming a delivery came to: `claimed` (run the listeners), `processed` (its listeners completed within the
 * duplicate window: a duplicate) or `in-progress` (another process holds a live claim on it: the sender should try
 * again after `retryAfterSeconds`).
 */
export type DeliveryClaim =
  | HeldDeliveryClaim
  | {
      /** A duplicate: its listeners completed. */
      readonly status: 'processed';
    }
  | {
      /** Another process holds a live claim on it. */
      readonly status: 'in-progress';
      /** When the sender should try again. */
      readonly retryAfterSeconds: number;
    };

/** The timing of claims, read at each use. */
export interface DeliveryClaimTimes {
  /** The duplicate window in seconds (`LOCK_WEBHOOK_DUPLICATE_WINDOW`). */
  duplicateWindowSeconds(): number;
  /** How long a claim lasts unless renewed, in seconds (`LOCK_WEBHOOK_CLAIM_TIMEOUT`). */
  claimTimeoutSeconds(): number;
}

/**
 * Webhook deliveries, at least once across every process of the app, in `lock_processed_webhooks`. A delivery is
 * claimed with one upsert on the table's unique key (so of concurrent copies exactly one wins), with an owner and
 * an expiry (`LOCK_WEBHOOK_CLAIM_TIMEOUT`) that its holder renews while its listeners run; it counts as processed
 * only once they completed. A copy that arrives while a live claim is held is `in-progress`; a claim whose holder
 * died expires and the next copy takes it over; a released claim (a listener failed) is taken by the next copy; a
 * processed delivery is a duplicate within the duplicate window (`LOCK_WEBHOOK_DUPLICATE_WINDOW`, counted from
 * when it was claimed) and taken again after it. The key is the sha256 hex of the scope and the delivery id
 * together (fixed length; ids of two scopes never collide).
 */
export class ProcessedWebhooks {
  constructor(
    private readonly database: LockDatabase,
    /** The module's clock (`LOCK_CLOCK`): when a delivery is received. */
    private readonly clock: LockClock,
    private readonly times: DeliveryClaimTimes,
  ) {}

  /** Claims the delivery for this process unless it was processed or another process holds it. */
  async claim(scope: ProcessedWebhookScope, deliveryId: string): Promise<DeliveryClaim> {
    // A claim released (its row deleted) between the upsert and the read is claimed again.
    for (let attempt = 1; ; attempt += 1) {
      const claim = await this.claimOnce(keyOf(scope, deliveryId));
      if (claim !== 'released') return claim;
      if (attempt === CLAIM_ATTEMPTS) return { status: 'in-progress', retryAfterSeconds: 1 };
    }
  }

  private async claimOnce(key: string): Promise<DeliveryClaim | 'released'> {
    const now = this.clock.now();
    const owner = randomUUID();
    const receivedAt = now.toISOString();
    const claimedUntil = this.expiryFrom(now);
    const cutoff = this.cutoffOf(now);
    const db = await this.database.db();
    const result = await db
      .insertInto('lock_processed_webhooks')
      .values({
        delivery_id: key,
        received_at: receivedAt,
        claim_owner: owner,
        claimed_until: claimedUntil,
        processed_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .column('delivery_id')
          .doUpdateSet({
            received_at: receivedAt,
            claim_owner: owner,
            claimed_until: claimedUntil,
            processed_at: null,
          })
          .where((eb) =>
            eb.or([
              // Processed before the window: a new delivery of the same id.
              eb.and([
                eb('lock_processed_webhooks.processed_at', 'is not', null),
                eb('lock_processed_webhooks.received_at', '<', cutoff),
              ]),
              // Claimed by a process that died or released it.
              eb.and([
                eb('lock_processed_webhooks.processed_at', 'is', null),
                eb.or([
                  eb('lock_processed_webhooks.claimed_until', 'is', null),
                  eb('lock_processed_webhooks.claimed_until', '<=', now.getTime()),
                ]),
              ]),
            ]),
          ),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return { status: 'claimed', key, owner };
    const row = await db
      .selectFrom('lock_processed_webhooks')
      .select(['processed_at', 'claimed_until'])
      .where('delivery_id', '=', key)
      .executeTakeFirst();
    if (row === undefined) return 'released';
    if (row.processed_at !== null) return { status: 'processed' };
    const left = Number(row.claimed_until ?? 0) - now.getTime();
    // At most a claim's length: this read's `now` may be from before the holder took it.
    const seconds = Math.min(Math.ceil(left / 1000), Math.ceil(this.times.claimTimeoutSeconds()));
    return { status: 'in-progress', retryAfterSeconds: Math.max(1, seconds) };
  }

  /** Extends the claim by the claim timeout from now; false when it is no longer this process's. */
  async renew(claim: HeldDeliveryClaim): Promise<boolean> {
    const db = await this.database.db();
    const result = await db
      .updateTable('lock_processed_webhooks')
      .set({ claimed_until: this.expiryFrom(this.clock.now()) })
      .where('delivery_id', '=', claim.key)
      .where('claim_owner', '=', claim.owner)
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks the delivery processed (its listeners completed), if the claim is still this process's. */
  async complete(claim: HeldDeliveryClaim): Promise<void> {
    const db = await this.database.db();
    await db
      .updateTable('lock_processed_webhooks')
      .set({ processed_at: this.clock.now().toISOString(), claim_owner: null, claimed_until: null })
      .where('delivery_id', '=', claim.key)
      .where('claim_owner', '=', claim.owner)
      .execute();
  }

  /** Gives the claim up (a listener failed), so the next copy of the delivery runs the listeners again. */
  async release(claim: HeldDeliveryClaim): Promise<void> {
    const db = await this.database.db();
    await db
      .deleteFrom('lock_processed_webhooks')
      .where('delivery_id', '=', claim.key)
      .where('claim_owner', '=', claim.owner)
      .where('processed_at', 'is', null)
      .execute();
  }

  /**
   * Deletes the deliveries claimed before the window that ends at `now`, except those under a live claim;
   * answers how many were deleted.
   */
  async prune(now: Date): Promise<number> {
    const db = await this.database.db();
    const result = await db
      .deleteFrom('lock_processed_webhooks')
      .where('received_at', '<', this.cutoffOf(now))
      .where((eb) =>
        eb.or([
          eb('processed_at', 'is not', null),
          eb('claimed_until', 'is', null),
          eb('claimed_until', '<=', now.getTime()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** How often a holder renews its claim: a third of the claim timeout, in milliseconds. */
  renewalIntervalMs(): number {
    return Math.max(1, Math.floor((this.times.claimTimeoutSeconds() * 1000) / 3));
  }

  /** The end of a claim taken or renewed at `now`, in ms since the epoch. */
  private expiryFrom(now: Date): number {
    return now.getTime() + Math.round(this.times.claimTimeoutSeconds() * 1000);
  }

  /** The oldest claim time still inside the window that ends at `now` (ISO 8601, compared as text). */
  private cutoffOf(now: Date): string {
    return new Date(now.getTime() - this.times.duplicateWindowSeconds() * 1000).toISOString();
  }
}

/** The row key of a delivery id in its scope (a subscription's key is the one earlier versions wrote). */
function keyOf(scope: ProcessedWebhookScope, deliveryId: string): string {
  const parts = typeof scope === 'string' ? [null, scope, deliveryId] : [scope.subscriptionId, deliveryId];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
