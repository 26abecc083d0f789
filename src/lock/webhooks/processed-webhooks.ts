import { createHash } from 'node:crypto';
import type { LockDatabase } from '../persistence/lock-database';

/**
 * The deliveries already taken, in `lock_processed_webhooks`. A delivery is claimed with one insert on the
 * table's unique key, so of two concurrent deliveries of the same id exactly one wins. The key is the sha256 hex
 * of the subscription id and the delivery id together (fixed length; ids of two subscriptions never collide).
 */
export class ProcessedWebhooks {
  constructor(private readonly database: LockDatabase) {}

  /** Records the delivery; true when this call recorded it, false when it had been recorded before. */
  async claim(subscriptionId: string, deliveryId: string): Promise<boolean> {
    const db = await this.database.db();
    const result = await db
      .insertInto('lock_processed_webhooks')
      .values({ delivery_id: keyOf(subscriptionId, deliveryId), received_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('delivery_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}

/** The row key of a delivery of a subscription. */
function keyOf(subscriptionId: string, deliveryId: string): string {
  return createHash('sha256')
    .update(JSON.stringify([subscriptionId, deliveryId]))
    .digest('hex');
}
