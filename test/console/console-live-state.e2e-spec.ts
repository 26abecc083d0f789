// Why this file starts what it starts: live cards are about several app instances, so it boots two (and, for the
// Redis transport, two more) Nest apps with the console and the webhook receiver on ONE PostgreSQL schema and ONE
// lock sandbox, a throw-away redis-server, and one Chromium; a webhook is delivered to one instance and the card
// must change in a browser connected to another. Two more apps try an unreachable Redis and a short stream
// lifetime. It costs about a minute (six app boots, a browser, every step waiting on a real delivery), which is why
// the apps and the browser start once (beforeAll) and the tests share them.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventEmitterModule } from '@nestjs/event-emitter';
import type { TestingModule } from '@nestjs/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AccountCredentials, DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { LockGrants } from '../../src/lock/application/access';
import { LockUsers } from '../../src/lock/application/users';
import { LockLiveEvents } from '../../src/lock/application/live/lock-live-events';
import { LockLiveStreams } from '../../src/lock/application/live/lock-live-streams';
import { signWebhookBody } from '../../src/lock/application/webhooks/webhook-signature';
import { Lock, LOCK_DATABASE_ACCOUNT_REGISTRY, LockModule } from '../../src/lock';
import { LockSandbox } from '../../src/testing';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { signedInTab } from '../support/console-browser';
import { CodeInbox, CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';
import { isolateEnv, LOCK_ENV_PREFIXES } from '../support/isolated-env';
import { describeOnPostgres } from '../support/lock-databases';
import { lockTestingModule } from '../support/password-hash-cost';
import { RedisServer, startRedisServer } from '../support/redis-server';
import { within } from '../support/redis-suite';

jest.setTimeout(90_000);

const FRONT_DOOR = 100101; // Harbour Office, locked at the start
const BACK_ENTRANCE = 400102; // Harbour Office
const STREET_GATE = 200103; // Harbour Office, an opener: never granted to the guest
const OWNER = 'owner@example.com';
const GUEST = 'guest@example.com';
const SIGNATURE = 'x-lock-signature-sha256';
/** A configured signing secret (`LOCK_WEBHOOK_SECRET`): 40 hex characters, as the lock API hands them out. */
const SECRET = randomBytes(20).toString('hex');
/** How long a change may take to show, for the assertions: a few seconds (the bound is 2 s). */
const CHANGE_WAIT_MS = 4000;
/** How long set-up may wait for the instances (a stream released, a page listening) on a busy machine. */
const SETUP_WAIT_MS = 20_000;
const SHOTS = '/work/helpers/shots-E';

/** The page's globals the functions run in the browser use (the project's TypeScript has no DOM library). */
declare const document: {
  querySelector(selector: string): { textContent: string | null } | null;
  activeElement: unknown;
};

function randomAppKey(): string {
  return `base64:${randomBytes(32).toString('base64')}`;
}

/** One app instance: the console and the webhook receiver over the shared database and sandbox. */
interface Instance {
  readonly moduleRef: TestingModule;
  readonly app: INestApplication;
  readonly origin: string;
  readonly inbox: CodeInbox;
  /** `http://127.0.0.1:<port>/lock<path>`. */
  url(path?: string): string;
}

async function startInstance(
  sandbox: LockSandbox,
  databaseUrl: string,
  appKey: string,
  liveEvents?: string,
  lifetimeMs?: number,
): Promise<Instance> {
  const inbox = new CodeInbox();
  const moduleRef = await lockTestingModule({
    imports: [
      EventEmitterModule.forRoot(),
      LockModule.forRoot({
        baseUrl: sandbox.baseUrl,
        tokenResolver: 'database',
        databaseUrl,
        tokenCache: { enabled: false, appKey },
        http: { retries: 1 },
        prune: { enabled: false },
        loginLimit: { enabled: false },
        loginCodeNotifier: inbox,
        webhook: { secret: SECRET },
        ...(liveEvents === undefined ? {} : { liveEvents }),
        console: { enabled: true },
        webhookController: true,
      }),
    ],
  })
    // Heartbeats every 200 ms, so a test sees one without waiting the production 25 s.
    .overrideProvider(LockLiveStreams)
    .useFactory({
      factory: (events: LockLiveEvents) => new LockLiveStreams(events, { heartbeatMs: 200, lifetimeMs }),
      inject: [LockLiveEvents],
    })
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false, rawBody: true });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { moduleRef, app, origin, inbox, url: (path = '') => `${origin}/lock${path}` };
}

/** A console client (cookies, CSRF) on an instance. */
function clientOf(instance: Instance): ConsoleClient {
  return new ConsoleClient({ url: instance.url, inbox: instance.inbox } as unknown as ConsoleApp);
}

/** Delivers a signed status webhook of the lock to the instance, as the lock API does (`?account=` as registered). */
async function deliverStatus(instance: Instance, smartlockId: number, state: number): Promise<void> {
  const body = JSON.stringify({
    id: `delivery-${randomUUID()}`,
    feature: 'DEVICE_STATUS',
    smartlockId,
    state: { state, doorState: 2 },
  });
  const response = await fetch(`${instance.origin}/lock/webhook?account=default`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE]: signWebhookBody(body, SECRET) },
    body,
  });
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 200,
    body: { status: 'accepted' },
  });
}

/** An open event stream of the console, read event by event. */
interface EventStream {
  readonly status: number;
  /** The next `lock` event's data, or null when none comes within `ms`. */
  nextLock(ms?: number): Promise<{ smartlockId: number; change: string } | null>;
  /** How many heartbeat comments came (so far). */
  readonly heartbeats: number;
  /** Whether the server ended the stream, saying `renew` first. */
  readonly renewed: boolean;
  /** Whether the stream has ended. */
  readonly ended: boolean;
  close(): void;
}

async function openStream(client: ConsoleClient, instance: Instance, path: string): Promise<EventStream> {
  const abort = new AbortController();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(instance.url(path), {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: { smartlockId: number; change: string }[] = [];
  const waiting: (() => void)[] = [];
  let heartbeats = 0;
  let renewed = false;
  let ended = false;
  if (response.ok && response.body !== null) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes(': heartbeat')) heartbeats += 1;
            if (/^event: renew$/m.test(block)) renewed = true;
            const data = /^data: (.*)$/m.exec(block);
            if (/^event: lock$/m.test(block) && data !== null) {
              events.push(JSON.parse(data[1]) as { smartlockId: number; change: string });
              waiting.splice(0).forEach((wake) => wake());
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    get heartbeats() {
      return heartbeats;
    },
    get renewed() {
      return renewed;
    },
    get ended() {
      return ended;
    },
    nextLock: async (ms = CHANGE_WAIT_MS) => {
      if (events.length === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift() ?? null;
    },
    close: () => abort.abort(),
  };
}

/** Polls until the check holds, or fails after `ms`. */
async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = CHANGE_WAIT_MS) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens the account's dashboard in the tab and waits until its stream listens on the instance, and the instance
 * hears the others (the tab's earlier page, if any, has let go of its stream first).
 */
async function openDashboard(page: Page, instance: Instance, query = ''): Promise<void> {
  const live = instance.moduleRef.get(LockLiveEvents);
  await page.goto('about:blank');
  // The server hears the closed stream when the browser's socket closes, which a busy CI machine may take longer
  // to get to than a change takes to show: set-up, not the bound under test.
  await eventually('the earlier page lets go of its stream', () => live.listenerCount === 0, SETUP_WAIT_MS);
  await page.goto(instance.url(`/accounts/default${query}`));
  await eventually('the page listens', () => live.listenerCount === 1 && live.listening, SETUP_WAIT_MS);
}

/** The state badge's text of a lock's card on the page. */
function cardState(page: Page, smartlockId: number): Promise<string> {
  return page.locator(`#lock-${smartlockId} .state`).innerText();
}

/** Waits until the text of the element the selector finds says the state (a card's state badge, a list row). */
function waitForText(page: Page, selector: string, state: 'locked' | 'unlocked'): Promise<unknown> {
  return page.waitForFunction(
    (wanted) =>
      new RegExp(`\\b${wanted.state}\\b`, 'i').test(
        document.querySelector(wanted.selector)?.textContent ?? '',
      ),
    { selector, state },
    { timeout: CHANGE_WAIT_MS },
  );
}

describeWithChromium('Live lock cards across app instances', () => {
  let browser: Browser;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = isolateEnv(LOCK_ENV_PREFIXES);
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    restoreEnv?.();
  });

  describeOnPostgres('two instances on one database', (database) => {
    let sandbox: LockSandbox;
    let redis: RedisServer;
    const instances: Instance[] = [];
    /** Instance 1 receives the webhooks; instance 2 serves the browser (PostgreSQL LISTEN/NOTIFY between them). */
    let one: Instance;
    let two: Instance;
    /** The same, with the Redis transport. */
    let three: Instance;
    let four: Instance;
    let databaseUrl: string;
    let appKey: string;

    beforeAll(async () => {
      sandbox = await LockSandbox.start();
      redis = await startRedisServer();
      databaseUrl = await database.freshUrl();
      appKey = randomAppKey();
      one = await startInstance(sandbox, databaseUrl, appKey);
      instances.push(one);
      const registry = one.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
      const [office] = sandbox.data.accounts.map(({ account }) => account.accountId);
      await registry.create(
        'default',
        'Harbour Office',
        one.moduleRef.get(AccountCredentials).seal('default', sandbox.apiToken(office)),
      );
      const users = one.moduleRef.get(LockUsers);
      await users.create({
        email: OWNER,
        name: 'Owner',
        password: CONSOLE_TEST_PASSWORD,
        accountKeys: ['default'],
      });
      await users.create({
        email: GUEST,
        name: 'Guest',
        password: CONSOLE_TEST_PASSWORD,
        parentEmail: OWNER,
      });
      const grants = one.moduleRef.get(LockGrants);
      await grants.grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock' });
      await grants.grant({ email: GUEST, smartlockId: BACK_ENTRANCE, permissions: 'lock' });
      two = await startInstance(sandbox, databaseUrl, appKey);
      instances.push(two);
      three = await startInstance(sandbox, databaseUrl, appKey, redis.url);
      instances.push(three);
      four = await startInstance(sandbox, databaseUrl, appKey, redis.url);
      instances.push(four);
    });

    afterAll(async () => {
      for (const instance of instances) await instance.app.close();
      await redis?.stop();
      await sandbox?.close();
    });

    /** Sets the lock's state in the sandbox (as the device would), through instance 1's client. */
    async function setState(action: 'lock' | 'unlock', smartlockId: number): Promise<void> {
      const locks = one.moduleRef.get(Lock).as('default').smartlocks();
      await (action === 'lock' ? locks.lock(smartlockId) : locks.unlock(smartlockId));
    }

    describe.each([
      { transport: 'PostgreSQL LISTEN/NOTIFY', sender: () => one, viewer: () => two, expected: 'database' },
      { transport: 'Redis pub/sub', sender: () => three, viewer: () => four, expected: 'redis' },
    ])('over $transport', ({ transport, sender, viewer, expected }) => {
      let context: BrowserContext;
      let page: Page;
      let problems: BrowserProblems;

      beforeAll(async () => {
        ({ context, page, problems } = await signedInTab(
          browser,
          viewer(),
          OWNER,
          { width: 1280, height: 800 },
          10_000,
        ));
      });

      afterAll(async () => {
        await context?.close();
      });

      it('uses that transport', () => {
        expect(sender().moduleRef.get(LockLiveEvents).transportName()).toBe(expected);
        expect(viewer().moduleRef.get(LockLiveEvents).transportName()).toBe(expected);
      });

      it('a webhook delivered to one instance changes the card in a browser on the other, without a reload', async () => {
        await setState('lock', FRONT_DOOR);
        await openDashboard(page, viewer());
        const before = await cardState(page, FRONT_DOOR);
        expect(before).toMatch(/\blocked\b/i);
        await page.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));
        const tag = transport.startsWith('Redis') ? 'redis' : 'postgres';
        await page.screenshot({ path: join(SHOTS, `live-${tag}-before.png`) });

        await setState('unlock', FRONT_DOOR);
        await deliverStatus(sender(), FRONT_DOOR, 3);

        await waitForText(page, `#lock-${FRONT_DOOR} .state`, 'unlocked');
        expect(
          await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded),
        ).toBe(true);
        // Announced politely for screen readers, and the other cards left as they were.
        expect(await page.locator('[data-live-announcer]').innerText()).toMatch(/Front Door: unlocked/i);
        await page.screenshot({ path: join(SHOTS, `live-${tag}-after.png`) });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.take()).toEqual([]);
      });

      it('keeps the focus on the control that had it, and does not take it when it was elsewhere', async () => {
        await setState('unlock', FRONT_DOOR);
        await openDashboard(page, viewer());
        // Focus on the front door's "Lock" button: the card is replaced, the focus stays on its new "Lock" button.
        await page.locator(`#lock-${FRONT_DOOR} button[data-action="lock"]`).focus();
        await setState('lock', FRONT_DOOR);
        await deliverStatus(sender(), FRONT_DOOR, 1);
        await waitForText(page, `#lock-${FRONT_DOOR} .state`, 'locked');
        expect(
          await page.evaluate(
            (id) =>
              document.activeElement === document.querySelector(`#lock-${id} button[data-action="lock"]`),
            FRONT_DOOR,
          ),
        ).toBe(true);
        // Focus in the back entrance's card: a change of the front door leaves it there.
        const back = page.locator(`#lock-${BACK_ENTRANCE} h2 a`);
        await back.focus();
        await setState('unlock', FRONT_DOOR);
        await deliverStatus(sender(), FRONT_DOOR, 3);
        await waitForText(page, `#lock-${FRONT_DOOR} .state`, 'unlocked');
        expect(await back.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(problems.take()).toEqual([]);
      });

      it('a row of the list view changes the same way, at 390 px too', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await setState('lock', FRONT_DOOR);
        await openDashboard(page, viewer(), '?view=list');
        const row = page.locator(`tr#lock-${FRONT_DOOR}`);
        expect(await row.innerText()).toMatch(/\blocked\b/i);
        await setState('unlock', FRONT_DOOR);
        await deliverStatus(sender(), FRONT_DOOR, 3);
        await waitForText(page, `tr#lock-${FRONT_DOOR}`, 'unlocked');
        expect(await page.locator('[data-live-announcer]').innerText()).toMatch(/Front Door: unlocked/i);
        if (transport.startsWith('PostgreSQL')) {
          await page.screenshot({ path: join(SHOTS, 'live-list-phone-after.png'), fullPage: true });
        }
        expect(await horizontalOverflow(page)).toBeNull();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.take()).toEqual([]);
        await page.goto(viewer().url('/accounts/default?view=cards'));
        await page.setViewportSize({ width: 1280, height: 800 });
      });

      it("a lock's page follows its lock too, and its card's actions still return to that page", async () => {
        await setState('lock', FRONT_DOOR);
        await openDashboard(page, viewer(), `/locks/${FRONT_DOOR}`);
        await setState('unlock', FRONT_DOOR);
        await deliverStatus(sender(), FRONT_DOOR, 3);
        await waitForText(page, `#lock-${FRONT_DOOR} .state`, 'unlocked');
        expect(await page.locator(`#lock-${FRONT_DOOR} input[name="back"]`).getAttribute('value')).toBe(
          `/lock/accounts/default/locks/${FRONT_DOOR}`,
        );
        expect(problems.take()).toEqual([]);
      });

      it('without JavaScript the page opens no stream and shows the lock as it was when loaded', async () => {
        const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
        try {
          await plain.addCookies(await context.cookies());
          const tab = await plain.newPage();
          const live = viewer().moduleRef.get(LockLiveEvents);
          const listening = live.listenerCount;
          await setState('lock', FRONT_DOOR);
          await tab.goto(viewer().url('/accounts/default'));
          expect(await tab.locator(`#lock-${FRONT_DOOR} .state`).innerText()).toMatch(/\blocked\b/i);
          expect(live.listenerCount).toBe(listening);
          await tab.reload();
          expect(live.listenerCount).toBe(listening);
        } finally {
          await plain.close();
        }
      });

      it("closing the page releases its stream's listener", async () => {
        const live = viewer().moduleRef.get(LockLiveEvents);
        const other = await context.newPage();
        await other.goto(viewer().url('/accounts/default'));
        await eventually('both pages listen', () => live.listenerCount === 2);
        await other.close();
        await eventually('the closed page no longer listens', () => live.listenerCount === 1);
      });
    });

    it("a delivery is accepted while the live transport cannot reach its server, and this instance's pages still hear it", async () => {
      // Port 9 (discard) of this machine: nothing answers there.
      const unreachable = await startInstance(
        sandbox,
        await database.freshUrl(),
        randomAppKey(),
        'redis://127.0.0.1:9',
      );
      instances.push(unreachable);
      const live = unreachable.moduleRef.get(LockLiveEvents);
      const heard: number[] = [];
      const detach = live.subscribe((event) => heard.push(event.smartlockId));
      await deliverStatus(unreachable, FRONT_DOOR, 1); // 200, status accepted
      expect(heard).toEqual([FRONT_DOOR]); // this instance's own pages still hear it
      detach();
    });

    it.each(['nl', 'de', 'es'])(
      'in %s at 768 px the card changes and its new state is announced in the language, 0 axe violations',
      async (language) => {
        const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, locale: 'en-GB' });
        try {
          const problems = await BrowserProblems.record(context);
          const client = clientOf(two);
          await client.signIn(OWNER);
          await context.addCookies([
            ...[...client.cookies].map(([name, value]) => ({ name, value, url: two.origin })),
            { name: 'lock_console_lang', value: language, url: two.origin },
          ]);
          const page = await context.newPage();
          await setState('lock', FRONT_DOOR);
          await openDashboard(page, two);
          expect(await page.getAttribute('html', 'lang')).toBe(language);
          const before = await cardState(page, FRONT_DOOR);
          await setState('unlock', FRONT_DOOR);
          await deliverStatus(one, FRONT_DOOR, 3);
          await page.waitForFunction(
            (id) => document.querySelector(`#lock-${id}.is-unlocked`) !== null,
            FRONT_DOOR,
            { timeout: CHANGE_WAIT_MS },
          );
          const after = await cardState(page, FRONT_DOOR);
          expect(after).not.toBe(before);
          const state = after.split('\n').at(-1)?.trim() ?? '';
          expect(await page.locator('[data-live-announcer]').innerText()).toBe(`Front Door: ${state}`);
          await page.screenshot({ path: join(SHOTS, `live-${language}-768-after.png`) });
          expect(await horizontalOverflow(page)).toBeNull();
          expect(await axeViolations(page)).toEqual([]);
          expect(problems.take()).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );

    it('a stream ends after its lifetime saying so, and the page opens it again and still follows its locks', async () => {
      const shortLived = await startInstance(sandbox, databaseUrl, appKey, undefined, 3000);
      instances.push(shortLived);
      const client = clientOf(shortLived);
      await client.signIn(OWNER);
      const stream = await openStream(client, shortLived, '/accounts/default/live');
      await eventually('the stream ends', () => stream.ended, 10_000);
      expect(stream.renewed).toBe(true);

      const context = await browser.newContext({ locale: 'en-GB' });
      try {
        await context.addCookies(
          [...client.cookies].map(([name, value]) => ({ name, value, url: shortLived.origin })),
        );
        const page = await context.newPage();
        await setState('lock', FRONT_DOOR);
        await openDashboard(page, shortLived);
        const live = shortLived.moduleRef.get(LockLiveEvents);
        await eventually('the stream is renewed', () => live.listenerCount === 0, 10_000);
        await eventually('the page listens again', () => live.listenerCount === 1, 10_000);
        await setState('unlock', FRONT_DOOR);
        await deliverStatus(one, FRONT_DOOR, 3);
        await waitForText(page, `#lock-${FRONT_DOOR} .state`, 'unlocked');
      } finally {
        await context.close();
      }
    });

    it('closing an app ends its open streams, so it does not wait for them (the browsers reconnect elsewhere)', async () => {
      const closing = await startInstance(sandbox, databaseUrl, appKey);
      instances.push(closing);
      const client = clientOf(closing);
      await client.signIn(OWNER);
      const stream = await openStream(client, closing, '/accounts/default/live');
      expect(stream.status).toBe(200);
      instances.splice(instances.indexOf(closing), 1);
      await within(10_000, 'closing the app with a stream open', closing.app.close());
      await eventually('the stream has ended', () => stream.ended);
      expect(stream.renewed).toBe(false); // a drop: the page fetches its locks again when it reconnects
    });

    describe('the stream', () => {
      let owner: ConsoleClient;
      let guest: ConsoleClient;

      beforeAll(async () => {
        owner = clientOf(two);
        await owner.signIn(OWNER);
        guest = clientOf(two);
        await guest.signIn(GUEST);
      });

      it('is a text/event-stream under the console CSP, with heartbeats; its end releases the listener', async () => {
        const live = two.moduleRef.get(LockLiveEvents);
        const listening = live.listenerCount;
        const abort = new AbortController();
        const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(two.url('/accounts/default/live'), {
          headers: { cookie },
          signal: abort.signal,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
        expect(live.listenerCount).toBe(listening + 1);
        abort.abort();
        await eventually('the listener is released', () => live.listenerCount === listening);

        const stream = await openStream(owner, two, '/accounts/default/live');
        await eventually('a heartbeat comes', () => stream.heartbeats > 0);
        stream.close();
        await eventually('the listener is released', () => live.listenerCount === listening);
      });

      it('is refused to a visitor who is not signed in, and for an account the viewer may not open', async () => {
        const anonymous = await fetch(two.url('/accounts/default/live'), { redirect: 'manual' });
        expect(anonymous.status).toBe(303);
        const other = await openStream(owner, two, '/accounts/depot/live');
        expect(other.status).toBe(404);
      });

      it("a sub-user's stream hears only the locks it is granted, as its grants are at each event", async () => {
        const stream = await openStream(guest, two, '/accounts/default/live');
        expect(stream.status).toBe(200);
        await eventually('the instance listens', () => two.moduleRef.get(LockLiveEvents).listening);
        // The street gate is not granted: its event does not reach the guest; the front door's, after it, does.
        await deliverStatus(one, STREET_GATE, 1);
        await deliverStatus(one, FRONT_DOOR, 1);
        expect(await stream.nextLock()).toEqual({ smartlockId: FRONT_DOOR, change: 'state' });
        // Revoked while the stream is open: the front door's events stop; the back entrance's still come.
        await one.moduleRef.get(LockGrants).revoke({ email: GUEST, smartlockId: FRONT_DOOR });
        await deliverStatus(one, FRONT_DOOR, 3);
        await deliverStatus(one, BACK_ENTRANCE, 1);
        expect(await stream.nextLock()).toEqual({ smartlockId: BACK_ENTRANCE, change: 'state' });
        expect(await stream.nextLock(500)).toBeNull();
        stream.close();
        await one.moduleRef
          .get(LockGrants)
          .grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock' });
      });

      it('the main user hears every lock of the account, with ids and the kind of change only', async () => {
        const stream = await openStream(owner, two, '/accounts/default/live');
        await eventually('the instance listens', () => two.moduleRef.get(LockLiveEvents).listening);
        await deliverStatus(one, STREET_GATE, 1);
        expect(await stream.nextLock()).toEqual({ smartlockId: STREET_GATE, change: 'state' });
        stream.close();
      });

      it('at most five streams per viewer and instance; a sixth gets 429 until one ends', async () => {
        const streams = [];
        for (let index = 0; index < 5; index += 1) {
          streams.push(await openStream(owner, two, '/accounts/default/live'));
        }
        expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
        const sixth = await openStream(owner, two, '/accounts/default/live');
        expect(sixth.status).toBe(429);
        // Another viewer is not counted against the owner.
        const guests = await openStream(guest, two, '/accounts/default/live');
        expect(guests.status).toBe(200);
        guests.close();
        streams[0].close();
        await eventually('a place is free again', async () => {
          const again = await openStream(owner, two, '/accounts/default/live');
          again.close();
          return again.status === 200;
        });
        streams.slice(1).forEach((stream) => stream.close());
      });
    });
  });
});
