import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { signWebhookBody } from '../../src/lock/application/webhooks/webhook-signature';
import type { LoadTarget } from './scale-out-load';

/** The header the package reads a delivery's signature from by default. */
const SIGNATURE_HEADER = 'x-lock-signature-sha256';

/** What one POST of a delivery came to. */
export interface DeliveryAttempt {
  target: string;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The answer's `status` (`accepted`, `duplicate`, `in-progress`, `failed`), when it had one. */
  outcome?: string;
  /** The `Retry-After` header, when sent. */
  retryAfter?: string;
  at: number;
}

/** One delivery the vendor keeps sending until an instance takes it (a 2xx answer). */
export interface SentDelivery {
  id: string;
  attempts: DeliveryAttempt[];
  /** True once an instance answered 2xx. */
  taken: boolean;
}

/** Sends signed deliveries the way the vendor does: a new one every interval, a refused one again until taken. */
export interface WebhookSender {
  readonly deliveries: readonly SentDelivery[];
  /** Stops making new deliveries and sends the ones not taken again until they are, or `drainMs` passes. */
  stop(drainMs?: number): Promise<void>;
}

/**
 * Posts a new signed delivery (`DEVICE_STATUS` with a unique id) every `intervalMs` to the next target, and sends
 * every delivery not answered 2xx again (the vendor's retry) to another target on the next round.
 */
export function startWebhookSender(
  targets: readonly LoadTarget[],
  secret: string,
  intervalMs: number,
): WebhookSender {
  const deliveries: SentDelivery[] = [];
  let round = 0;
  let stopped = false;

  const sendPending = async () => {
    const pending = deliveries.filter((delivery) => !delivery.taken);
    await Promise.all(pending.map((delivery) => post(targets[round++ % targets.length], delivery, secret)));
  };

  const loop = (async () => {
    while (!stopped) {
      deliveries.push({ id: `delivery-${randomUUID()}`, attempts: [], taken: false });
      await sendPending();
      await sleep(intervalMs);
    }
  })();

  return {
    deliveries,
    stop: async (drainMs = 15_000) => {
      stopped = true;
      await loop;
      const until = Date.now() + drainMs;
      while (deliveries.some((delivery) => !delivery.taken) && Date.now() < until) {
        await sendPending();
        await sleep(250);
      }
    },
  };
}

/** POSTs the delivery once to the target and records the attempt. */
async function post(target: LoadTarget, delivery: SentDelivery, secret: string): Promise<void> {
  const body = JSON.stringify({ id: delivery.id, feature: 'DEVICE_STATUS', smartlockId: 100101 });
  const attempt: DeliveryAttempt = { target: target.name, status: 0, at: Date.now() };
  try {
    const response = await fetch(`${target.url}/lock/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(body, secret) },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    attempt.status = response.status;
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter !== null) attempt.retryAfter = retryAfter;
    const answer = (await response.json().catch(() => ({}))) as { status?: unknown };
    if (typeof answer.status === 'string') attempt.outcome = answer.status;
  } catch {
    // no answer: sent again on the next round
  }
  delivery.attempts.push(attempt);
  if (attempt.status >= 200 && attempt.status < 300) delivery.taken = true;
}

/** Signs and POSTs one delivery with the given payload; answers the status, body and `Retry-After`. */
export async function postDelivery(
  target: LoadTarget,
  payload: Record<string, unknown>,
  secret: string,
): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${target.url}/lock/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(body, secret) },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** One line of the events file the app's webhook listener writes. */
export interface JournalLine {
  phase: 'start' | 'done';
  pid: number;
  deliveryId: string | null;
  at: number;
}

/** The lines of the app's events file so far. */
export function readJournal(file: string): JournalLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as JournalLine);
}

/** How many times the listener completed for each delivery id. */
export function completionsById(lines: readonly JournalLine[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const line of lines) {
    if (line.phase === 'done' && line.deliveryId !== null) {
      done.set(line.deliveryId, (done.get(line.deliveryId) ?? 0) + 1);
    }
  }
  return done;
}
