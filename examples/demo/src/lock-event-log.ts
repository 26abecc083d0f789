import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { LockWebhookEvent } from '@vendor/nest-integrations/lock/webhooks';

/** One received lock webhook event, as `GET /locks/events` shows it. */
export interface LoggedLockEvent {
  name: string;
  feature: string | null;
  deliveryId: string | null;
  accountKey: string | null;
  smartlockId: number | null;
  receivedAt: string;
}

/** How many events the log keeps. */
const KEPT_EVENTS = 20;

/** Listens to every lock webhook event (`lock.*` names), logs it and keeps the last ones. */
@Injectable()
export class LockEventLog {
  private readonly logger = new Logger('LockEventLog');
  private readonly events: LoggedLockEvent[] = [];

  @OnEvent('lock.**')
  record(event: LockWebhookEvent): void {
    const smartlockId = typeof event.payload.smartlockId === 'number' ? event.payload.smartlockId : null;
    this.events.push({
      name: event.name,
      feature: event.feature,
      deliveryId: event.deliveryId,
      accountKey: event.accountKey,
      smartlockId,
      receivedAt: new Date().toISOString(),
    });
    this.events.splice(0, Math.max(0, this.events.length - KEPT_EVENTS));
    this.logger.log(
      `Lock webhook event ${event.name}${smartlockId === null ? '' : ` for smartlock ${smartlockId}`} ` +
        `(account key "${event.accountKey}")`,
    );
  }

  /** The received events, oldest first. */
  received(): readonly LoggedLockEvent[] {
    return this.events;
  }
}
