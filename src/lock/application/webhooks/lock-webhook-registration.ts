import { Injectable } from '@nestjs/common';
import { idOrNull } from '../../data/lock-payload';
import type { WebhookSubscription } from '../../data/webhook-subscription';
import { LockException } from '../../errors/lock.exception';
import type { Webhooks } from '../../resources/webhooks';
import { WebhookSecretStore } from './webhook-secret-store';

/** What `LockWebhookRegistration.register` made: the subscription, and the id its signing secret is kept under. */
export interface LockWebhookRegistered {
  /** The subscription as the lock API answered it (its `secret` is never to be shown). */
  readonly subscription: WebhookSubscription;
  /** See `LockWebhookRegistration.subscriptionIdOf`. */
  readonly subscriptionId: string;
}

/**
 * Registers a webhook subscription so that the webhook receiver can verify its deliveries: checks the secret
 * store first (a missing `APP_KEY` or an unreachable database subscribes nothing), subscribes, then stores the
 * signing secret of the answer encrypted under the subscription's id, for the account; removing one forgets its
 * secret. `lock:webhook-register` and the console's webhooks page register through it.
 */
@Injectable()
export class LockWebhookRegistration {
  constructor(private readonly secrets: WebhookSecretStore) {}

  /**
   * Subscribes the callback URL to the events on the account of `webhooks` and stores the signing secret.
   * @throws LockException when the secret store cannot be used (nothing is subscribed), or when the subscription
   *   was made but its secret could not be stored (the message names the subscription); the lock API's errors
   */
  async register(
    webhooks: Webhooks,
    callbackUrl: string,
    events: readonly string[],
  ): Promise<LockWebhookRegistered> {
    await this.secrets.verify();
    const subscription = await webhooks.subscribe(callbackUrl, events);
    const subscriptionId = await this.storeSecret(subscription, webhooks.accountKey);
    return { subscription, subscriptionId };
  }

  /**
   * Removes the subscription at the lock API, then its stored signing secret, so its deliveries verify no more.
   * @throws the lock API's errors (then the secret is kept: the subscription may still deliver)
   */
  async unregister(webhooks: Webhooks, subscriptionId: string): Promise<void> {
    await webhooks.unsubscribe(subscriptionId);
    await this.secrets.forget(subscriptionId, webhooks.accountKey);
  }

  /** The id a subscription's secret is kept under: `id`, else the answer's `notificationId`; null without either. */
  static subscriptionIdOf(subscription: WebhookSubscription): string | null {
    return subscription.id ?? idOrNull(subscription.raw.notificationId);
  }

  /** Stores the subscription's signing secret under its id and answers the id; fails without a secret or an id. */
  private async storeSecret(subscription: WebhookSubscription, accountKey: string): Promise<string> {
    const id = LockWebhookRegistration.subscriptionIdOf(subscription);
    if (id === null || subscription.secret === null || subscription.secret === '') {
      throw new LockException(
        `The subscription was made, but the answer has no ${id === null ? 'subscription id' : 'signing secret'}, ` +
          'so the webhook receiver cannot verify its deliveries.',
      );
    }
    try {
      await this.secrets.put(id, accountKey, subscription.secret);
    } catch (error) {
      throw new LockException(
        `Subscription ${id} was made, but its signing secret could not be stored: ` +
          `${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return id;
  }
}
