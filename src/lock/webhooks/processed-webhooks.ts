import { createHash } from 'node:crypto';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockClock } from '../users/lock-auth.service';

/**
 * Among which deliveries an id is unique: those of one stored subscription, those signed with a configured secret
 * (`LOCK_WEBHOOK_SECRET`), or those taken unverified (`LOCK_WEBHOOK_VERIFY_SIGNATURE=false`).
 */
export type ProcessedWebhookScope = { subscriptionId: string } | 'configured-secret' | 'unverified';

/**
 * The deliveries taken within the duplicate window (`LOCK_WEBHOOK_DUPLICATE_WINDOW`, default 600 s), in
 * `lock_processed_webhooks`. A delivery is claimed with one upsert on the table's unique key that replaces only a
 * row older than the window, so of two concurrent deliveries of the same id exactly one wins, and the same id
 * after the window is taken again. The key is the sha256 hex of the scope and the delivery id together (fixed
 * length; ids of two scopes never collide).
 */
export class ProcessedWebhooks {
  constructor(
    private readonly database: LockDatabase,
    /** The module's clock (`LOCK_CLOCK`): when a delivery is received. */
    private readonly clock: LockClock,
    /** The duplicate window in seconds, read at each use. */
    private readonly windowSeconds: () => number,
  ) {}

  /** Records the delivery; true when this call took it, false when the id was taken within the window. */
  async claim(scope: ProcessedWebhookScope, deliveryId: string): Promise<boolean> {
    const now = this.clock.now();
    const receivedAt = now.toISOString();
    const cutoff = this.cutoffOf(now);
    const db = await this.database.db();
    const result = await db
      .insertInto('lock_processed_webhooks')
      .values({ delivery_id: keyOf(scope, deliveryId), received_at: receivedAt })
      .onConflict((conflict) =>
        conflict
          .column('delivery_id')
          .doUpdateSet({ received_at: receivedAt })
          .where('lock_processed_webhooks.received_at', '<', cutoff),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Deletes the ids received before the window that ends at `now`; answers how many were deleted. */
  async prune(now: Date): Promise<number> {
    const db = await this.database.db();
    const result = await db
      .deleteFrom('lock_processed_webhooks')
      .where('received_at', '<', this.cutoffOf(now))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The oldest receipt time still inside the window that ends at `now` (ISO 8601, compared as text). */
  private cutoffOf(now: Date): string {
    return new Date(now.getTime() - this.windowSeconds() * 1000).toISOString();
  }
}

/** The row key of a delivery id in its scope (a subscription's key is the one earlier versions wrote). */
function keyOf(scope: ProcessedWebhookScope, deliveryId: string): string {
  const parts = typeof scope === 'string' ? [null, scope, deliveryId] : [scope.subscriptionId, deliveryId];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
