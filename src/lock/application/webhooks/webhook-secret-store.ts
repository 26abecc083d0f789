import type { TokenCipher } from '../../../common/crypto/token-cipher';
import { LockException } from '../../errors/lock.exception';
import type { LockDatabase } from '../persistence/lock-database';

/** One subscription's signing secret, decrypted. */
export interface StoredWebhookSecret {
  /** The id of the subscription at the lock API. */
  subscriptionId: string;
  /** The account key the subscription was registered for. */
  accountKey: string;
  /** The secret the lock API signs the subscription's deliveries with. Never print or log it. */
  secret: string;
}

/** What `WebhookSecretStore.load` read: the secrets that decrypt, and the subscription ids of rows that did not. */
export interface WebhookSecretsRead {
  /** The secrets that decrypted. */
  secrets: StoredWebhookSecret[];
  /** Subscription ids whose row does not decrypt (written under a key no longer configured, or tampered with). */
  unreadable: string[];
}

/**
 * The signing secrets of the webhook subscriptions, in `lock_webhook_secrets`: one row per subscription id with
 * its account key, the secret always encrypted with the shared `TokenCipher` and bound to both, so a row edited
 * to another subscription or account does not decrypt.
 */
export class WebhookSecretStore {
  constructor(
    private readonly database: LockDatabase,
    /** Builds the cipher (from `APP_KEY`); a missing key fails the store's use with a clear message. */
    private readonly cipher: () => TokenCipher,
  ) {}

  /** Stores (or replaces) the secret of the subscription, for the account key. */
  async put(subscriptionId: string, accountKey: string, secret: string): Promise<void> {
    const ciphertext = this.readyCipher().encrypt(secret, contextOf(subscriptionId, accountKey));
    const createdAt = new Date().toISOString();
    const db = await this.database.db();
    await db
      .insertInto('lock_webhook_secrets')
      .values({ subscription_id: subscriptionId, account_key: accountKey, ciphertext, created_at: createdAt })
      .onConflict((conflict) =>
        conflict
          .column('subscription_id')
          .doUpdateSet({ account_key: accountKey, ciphertext, created_at: createdAt }),
      )
      .execute();
  }

  /**
   * Removes the stored secret of the account's subscription (nothing happens when there is none), so a
   * subscription that was removed verifies no delivery any more. Needs no key.
   */
  async forget(subscriptionId: string, accountKey: string): Promise<void> {
    const db = await this.database.db();
    await db
      .deleteFrom('lock_webhook_secrets')
      .where('subscription_id', '=', subscriptionId)
      .where('account_key', '=', accountKey)
      .execute();
  }

  /**
   * The secret of one subscription (when given), else of every subscription, decrypted. Without stored rows it
   * needs no key, so an app that only verifies configured secrets (`LOCK_WEBHOOK_SECRET`) needs no `APP_KEY`.
   */
  async load(subscriptionId?: string): Promise<WebhookSecretsRead> {
    const db = await this.database.db();
    let query = db
      .selectFrom('lock_webhook_secrets')
      .select(['subscription_id', 'account_key', 'ciphertext']);
    if (subscriptionId !== undefined) query = query.where('subscription_id', '=', subscriptionId);
    const rows = await query.orderBy('created_at', 'desc').execute();
    const read: WebhookSecretsRead = { secrets: [], unreadable: [] };
    if (rows.length === 0) return read;
    const cipher = this.readyCipher();
    for (const row of rows) {
      try {
        const secret = cipher.decrypt(row.ciphertext, contextOf(row.subscription_id, row.account_key));
        read.secrets.push({ subscriptionId: row.subscription_id, accountKey: row.account_key, secret });
      } catch {
        read.unreadable.push(row.subscription_id);
      }
    }
    return read;
  }

  /** Checks that the cipher has its key and the database answers (before a secret is fetched to be stored). */
  async verify(): Promise<void> {
    this.readyCipher();
    await this.database.db();
  }

  private readyCipher(): TokenCipher {
    try {
      return this.cipher();
    } catch (error) {
      throw new LockException(
        `Webhook signing secrets are kept encrypted, and ${error instanceof Error ? error.message : String(error)}.`,
      );
    }
  }
}

/** The associated data a secret's ciphertext is bound to: its subscription id and account key. */
function contextOf(subscriptionId: string, accountKey: string): string {
  return `lock.webhook-secret.${JSON.stringify([subscriptionId, accountKey])}`;
}
