import type { DemoStep } from './demo-step';
import type { LockView } from './demo-session';
import { expectStatus, expectThat } from './step-checks';

/** A message reference the Delivery sandbox knows. */
const MESSAGE_REFERENCE = 'INV-2026-0001';
const HEALTH_KEYS = ['delivery', 'accounting', 'lock'];

interface HealthAnswer {
  info?: Record<string, { status?: string }>;
  error?: Record<string, { status?: string; message?: string }>;
}

interface DeliveryView {
  functioneelId: string | null;
  status: string;
  description: string;
  delivered: boolean;
  failed: boolean;
}

/** The calls to the demo app's routes, each served by one of the clients. */
export const HTTP_STEPS: DemoStep[] = [
  {
    title: 'GET /health (the three health indicators)',
    async run(demo) {
      const answer = await demo.request('GET', '/health');
      const health = (answer.json ?? {}) as HealthAnswer;
      const states = HEALTH_KEYS.map((key) => {
        const down = health.error?.[key];
        return `${key} ${down === undefined ? (health.info?.[key]?.status ?? 'missing') : `down (${down.message})`}`;
      });
      expectThat(
        answer.status === 200,
        `expected HTTP 200 with every API up, got ${answer.status}: ${states.join(', ')}`,
      );
      expectThat(
        HEALTH_KEYS.every((key) => health.info?.[key]?.status === 'up'),
        `expected delivery, accounting and lock up, got ${states.join(', ')}`,
      );
      return `200: ${states.join(', ')}`;
    },
  },
  {
    title: `GET /deliveries?functioneelId=${MESSAGE_REFERENCE} (DeliveryClient)`,
    async run(demo) {
      const answer = await demo.request('GET', `/deliveries?functioneelId=${MESSAGE_REFERENCE}`);
      expectStatus(answer, 200);
      const messages = Array.isArray(answer.json) ? (answer.json as DeliveryView[]) : [];
      const message = messages.find((found) => found.functioneelId === MESSAGE_REFERENCE);
      expectThat(message !== undefined, `expected the message ${MESSAGE_REFERENCE}, got ${answer.text}`);
      const progress = message.delivered ? 'delivered' : message.failed ? 'failed' : 'pending';
      return `200: ${MESSAGE_REFERENCE} is "${message.status}" (${message.description}), ${progress}`;
    },
  },
  {
    title: 'GET /accounting/company (AccountingApi)',
    async run(demo) {
      const answer = await demo.request('GET', '/accounting/company');
      expectStatus(answer, 200);
      const company = (answer.json ?? {}) as { naam?: unknown };
      expectThat(
        typeof company.naam === 'string',
        `expected the company info with its name, got ${answer.text}`,
      );
      return `200: the company info of "${company.naam}"`;
    },
  },
  {
    title: 'GET /locks (Lock, API token of the default account)',
    async run(demo) {
      const answer = await demo.request('GET', '/locks');
      expectStatus(answer, 200);
      const locks = Array.isArray(answer.json) ? (answer.json as LockView[]) : [];
      expectThat(locks.length > 0, `expected the account's smartlocks, got ${answer.text}`);
      demo.lock = locks[0];
      const listed = locks.map((lock) => `${lock.name} (${lock.state})`).join(', ');
      return `200: ${locks.length} smartlocks: ${listed}`;
    },
  },
  {
    title: 'POST /locks/:id/lock (a lock action)',
    async run(demo) {
      const lock = demo.lock;
      expectThat(lock !== undefined, 'no smartlock to act on: GET /locks listed none');
      const answer = await demo.request('POST', `/locks/${lock.id}/lock`);
      expectStatus(answer, 202);
      const sent = demo.sandboxes.sandboxes.lock.actions.at(-1);
      expectThat(
        sent?.smartlockId === lock.id && sent.action === 2,
        `expected the lock API to receive action 2 (lock) for smartlock ${lock.id}, it received ${JSON.stringify(sent ?? null)}`,
      );
      return `202: the lock API accepted "lock" for ${lock.name} (${lock.id})`;
    },
  },
];
