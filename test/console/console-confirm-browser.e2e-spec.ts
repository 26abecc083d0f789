import { AddressInfo, connect, createServer, Socket } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { LOCK_DATABASE_ACCOUNT_REGISTRY, LockUser } from '../../src/lock';
import { LockGrants } from '../../src/lock/application/access';
import { LockSandbox } from '../../src/testing';
import { BrowserProblems } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';

const FRONT_DOOR = { id: 100101, name: 'Front Door' }; // a smart lock of Harbour Office
const STREET_GATE = { id: 200103, name: 'Street Gate' }; // an opener of Harbour Office
const OWNER = 'owner@example.com';
const GUEST = 'guest@example.com';

jest.setTimeout(60_000);

/** The two ways the console is used: with its script (dialogs, cards updated in place) and without. */
const MODES = [
  { title: 'with JavaScript', javaScriptEnabled: true },
  { title: 'with JavaScript off', javaScriptEnabled: false },
] as const;

/**
 * A TCP forwarder on 127.0.0.1 whose port is known before the app behind it listens: the browser opens the console
 * through it, so the OAuth redirect URI (fixed when the sandbox and the module start) is the console's own origin.
 * Bytes pass unchanged, so the app sees the forwarder's `Host`, as behind a public address.
 */
interface LoopbackForwarder {
  /** `http://127.0.0.1:<port>` of the forwarder. */
  readonly origin: string;
  /** Sends every connection from now on to this port of 127.0.0.1. */
  forwardTo(port: number): void;
  close(): Promise<void>;
}

async function startLoopbackForwarder(): Promise<LoopbackForwarder> {
  let target = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    forwardTo: (appPort) => (target = appPort),
    close: () => {
      open.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A tab of a new browser context whose CSP violations, console errors and page errors are recorded. */
async function openTab(
  browser: Browser,
  javaScriptEnabled: boolean,
): Promise<{ context: BrowserContext; page: Page; problems: BrowserProblems }> {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  const problems = await BrowserProblems.record(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page, problems };
}

/** Signs the user in through the sign-in and code pages, on the console at `origin`; the tab ends on a dashboard. */
async function signIn(page: Page, app: ConsoleApp, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/lock/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/lock\/sign-in\/code$/);
  await page.getByLabel('Code').fill(app.inbox.lastCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/lock\/accounts\/default$/);
}

/** A success line the console shows (a flash after a redirect, or a card's feedback), containing the text. */
function statusLine(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

describeWithChromium('Console confirmations and OAuth connect in a real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(MODES)('OAuth connect $title', ({ javaScriptEnabled }) => {
    let forwarder: LoopbackForwarder;
    let oauthSandbox: LockSandbox;
    let app: ConsoleApp;
    let context: BrowserContext;
    let page: Page;
    let problems: BrowserProblems;
    const consoleUrl = (path: string) => `${forwarder.origin}/lock${path}`;

    beforeAll(async () => {
      forwarder = await startLoopbackForwarder();
      oauthSandbox = await LockSandbox.start({ redirectUri: consoleUrl('/oauth/callback') });
      app = await ConsoleApp.start({
        lock: {
          baseUrl: oauthSandbox.baseUrl,
          auth: 'oauth',
          oauth: { ...oauthSandbox.clientOptions().oauth, tokenStore: 'memory' },
        },
      });
      forwarder.forwardTo(Number(new URL(app.origin).port));
      await app.addMainUser(OWNER, ['default']);
      ({ context, page, problems } = await openTab(browser, javaScriptEnabled));
      // No account is connected yet, so the dashboard the sign-in ends on cannot list locks.
      problems.expectFailedStatus(consoleUrl('/accounts/default'));
      await signIn(page, app, forwarder.origin, OWNER);
      expect(problems.take()).toEqual([]);
    });

    afterAll(async () => {
      await context?.close();
      await app?.close();
      await oauthSandbox?.close();
      await forwarder?.close();
    });

    afterEach(() => {
      expect(problems.take()).toEqual([]);
    });

    it("connects an account from its page: the vendor's consent, back in the console, connected", async () => {
      await page.goto(consoleUrl('/accounts/default/manage'));
      await page.getByRole('button', { name: 'Connect with OAuth' }).click();

      await page.waitForURL(consoleUrl('/accounts'));
      await statusLine(
        page,
        'Account "default" is connected with OAuth, signed in as Harbour Office.',
      ).waitFor();
      expect((await page.locator('#account-default .oauth-status').textContent())?.trim()).toBe('connected');
      expect(oauthSandbox.requestsTo('GET', '/oauth/authorize')).toHaveLength(1);
      expect(oauthSandbox.tokenRequests('authorization_code')).toHaveLength(1);

      await page.goto(consoleUrl('/accounts/default/manage'));
      expect(await page.getByRole('button', { name: 'Connect again with OAuth' }).count()).toBe(1);
      await page.goto(consoleUrl('/accounts/default'));
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
      expect(await page.getByRole('article').filter({ hasText: FRONT_DOOR.name }).count()).toBe(1);
    });

    it('adds an account with "Continue to the lock vendor": a new account, connected and owned', async () => {
      await page.goto(consoleUrl('/accounts'));
      const form = page.locator('#connect-account');
      await form.getByLabel('Key').fill('harbour-oauth');
      await form.getByLabel('Name').fill('Harbour by OAuth');
      await form.getByRole('button', { name: 'Continue to the lock vendor' }).click();

      await page.waitForURL(consoleUrl('/accounts'));
      await statusLine(
        page,
        'Account "harbour-oauth" is connected with OAuth, signed in as Harbour Office.',
      ).waitFor();
      expect((await page.locator('#account-harbour-oauth .oauth-status').textContent())?.trim()).toBe(
        'connected',
      );
      const registry = app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
      expect(await registry.find('harbour-oauth')).toEqual({
        key: 'harbour-oauth',
        name: 'Harbour by OAuth',
      });

      await page.goto(consoleUrl('/accounts/harbour-oauth'));
      await page.getByRole('heading', { name: 'Locks of Harbour by OAuth' }).waitFor();
    });
  });

  describe.each(MODES)('each confirmation $title', ({ javaScriptEnabled }) => {
    let app: ConsoleApp;
    let guest: LockUser;
    let context: BrowserContext;
    let page: Page;
    let problems: BrowserProblems;

    const registry = () => app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
    const defaultAccount = async () =>
      (await registry().overview()).find((account) => account.key === 'default');
    const grantedLocks = async () =>
      (await app.moduleRef.get(LockGrants).grantsOf(guest)).map((grant) => grant.smartlockId);
    /** The calls that change something at the lock vendor (anything but a read). */
    const vendorWrites = () => app.sandbox.requests.filter((request) => request.method !== 'GET').length;

    beforeAll(async () => {
      app = await ConsoleApp.start({ lock: { timeZone: 'Europe/Amsterdam' } });
      await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
      guest = await app.addSubUser(GUEST, OWNER, 'Gina Guest');
      await app.grant({
        email: GUEST,
        accountKey: 'default',
        smartlockId: FRONT_DOOR.id,
        permissions: 'unlock',
      });
      ({ context, page, problems } = await openTab(browser, javaScriptEnabled));
      await signIn(page, app, app.origin, OWNER);
    });

    afterAll(async () => {
      await context?.close();
      await app?.close();
    });

    afterEach(() => {
      expect(problems.take()).toEqual([]);
    });

    /**
     * Presses a destructive button: with the script a modal dialog asks the question, without it the server answers
     * the confirm page. Answers how to cancel (nothing is sent) and how to confirm.
     */
    async function press(trigger: Locator, question: string, confirmLabel: string) {
      await trigger.click();
      if (javaScriptEnabled) {
        const dialog = page.locator('dialog.confirm-dialog');
        await dialog.waitFor();
        expect(await dialog.getAttribute('open')).not.toBeNull();
        expect((await dialog.locator('.confirm-question').textContent())?.trim()).toBe(question);
        return {
          cancel: async () => {
            await dialog.getByRole('button', { name: 'Cancel' }).click();
            await dialog.waitFor({ state: 'detached' });
            // Back where the operator was.
            expect(await trigger.and(page.locator(':focus')).count()).toBe(1);
          },
          confirm: () => dialog.getByRole('button', { name: confirmLabel, exact: true }).click(),
        };
      }
      await page.getByRole('heading', { name: 'Please confirm', level: 1 }).waitFor();
      const form = page.locator('form.confirm-form');
      expect((await form.locator('.confirm-question').textContent())?.trim()).toBe(question);
      return {
        cancel: async () => {
          await form.getByRole('link', { name: 'Cancel' }).click();
          await page.waitForLoadState();
          expect(await page.getByRole('heading', { name: 'Please confirm' }).count()).toBe(0);
        },
        confirm: () => form.getByRole('button', { name: confirmLabel, exact: true }).click(),
      };
    }

    /** The card of a lock on the dashboard of `default`. */
    function card(lock: { id: number }): Locator {
      return page.locator(`#lock-${lock.id}`);
    }

    /** After an action on a card with the script on, focus stays on that card. */
    async function expectFocusOnCard(lock: { id: number }): Promise<void> {
      if (!javaScriptEnabled) return;
      expect(await page.locator(`#lock-${lock.id}:focus, #lock-${lock.id} :focus`).count()).toBe(1);
    }

    it.each([
      ['Unlock', 'Unlock Front Door? The door can then be opened by anyone there.', 1],
      ['Unlatch', 'Unlatch Front Door? The door opens.', 3],
    ])('asks before %s on the Front Door card', async (label, question, actionCode) => {
      await page.goto(app.url('/accounts/default'));
      const button = card(FRONT_DOOR).getByRole('button', { name: label, exact: true });
      const sent = app.sandbox.actions.length;

      await (await press(button, question, label)).cancel();
      expect(app.sandbox.actions.length).toBe(sent);

      await (await press(button, question, label)).confirm();
      await statusLine(page, `${label} of Front Door accepted: the command was sent.`).waitFor();
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR.id, action: actionCode }),
      ]);
      expect(page.url()).toBe(app.url('/accounts/default'));
      await expectFocusOnCard(FRONT_DOOR);
    });

    it("asks before the opener's Open on the Street Gate card", async () => {
      await page.goto(app.url('/accounts/default'));
      const button = card(STREET_GATE).getByRole('button', { name: 'Open', exact: true });
      const question = 'Open Street Gate? The door is buzzed open.';
      const sent = app.sandbox.actions.length;

      await (await press(button, question, 'Open')).cancel();
      expect(app.sandbox.actions.length).toBe(sent);

      await (await press(button, question, 'Open')).confirm();
      await statusLine(page, /of Street Gate accepted: the command was sent\./).waitFor();
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: STREET_GATE.id }),
      ]);
      await expectFocusOnCard(STREET_GATE);
    });

    it("asks before deleting a keypad code on Front Door's page", async () => {
      const name = 'Cleaner';
      const lockPage = app.url(`/accounts/default/locks/${FRONT_DOOR.id}`);
      await page.goto(lockPage);
      await page.getByRole('link', { name: 'New keypad code' }).click();
      await page.getByRole('heading', { name: 'New keypad code for Front Door', level: 1 }).waitFor();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Code').fill('241568');
      await page.getByRole('button', { name: 'Create the keypad code' }).click();
      await statusLine(page, `Keypad code "${name}" created.`).waitFor();
      const held = () => app.sandbox.data.accounts[0].auths.filter((auth) => auth.name === name).length;
      expect(held()).toBe(1);

      const button = page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: 'Delete' });
      const question = `Delete the keypad code "${name}" of Front Door? It stops opening the lock at once.`;
      const writes = vendorWrites();
      await (await press(button, question, 'Delete')).cancel();
      expect(vendorWrites()).toBe(writes);
      expect(held()).toBe(1);

      await (await press(button, question, 'Delete')).confirm();
      await statusLine(page, `"${name}" is deleted.`).waitFor();
      expect(held()).toBe(0);
      expect(page.url()).toBe(`${lockPage}#authorizations`);
    });

    it('asks before removing a webhook', async () => {
      const url = 'https://hooks.harbour.example/lock';
      await page.goto(app.url('/accounts/default/webhooks'));
      await page.getByLabel('Callback URL').fill(url);
      await page.getByRole('group', { name: 'Events' }).getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Register' }).click();
      await statusLine(page, `Subscribed ${url}`).waitFor();
      const subscribed = () =>
        app.sandbox.subscriptions('notification').filter((hook) => 'pushId' in hook && hook.pushId === url)
          .length;
      expect(subscribed()).toBe(1);

      const button = page.getByRole('row', { name: new RegExp(url) }).getByRole('button', { name: 'Remove' });
      const question = 'Remove this webhook? Its address gets no more events.';
      const writes = vendorWrites();
      await (await press(button, question, 'Remove')).cancel();
      expect(vendorWrites()).toBe(writes);
      expect(subscribed()).toBe(1);

      await (await press(button, question, 'Remove')).confirm();
      await statusLine(page, /^\s*Subscription \S+ removed\.\s*$/).waitFor();
      expect(subscribed()).toBe(0);
      expect(page.url()).toBe(app.url('/accounts/default/webhooks'));
    });

    it("asks before revoking a sub-user's grant", async () => {
      await page.goto(app.url(`/users/${guest.id}`));
      const button = page
        .getByRole('row', { name: new RegExp(FRONT_DOOR.name) })
        .getByRole('button', { name: 'Revoke the whole grant' });
      const question = `Revoke the access of Gina Guest to ${FRONT_DOOR.name} (#${FRONT_DOOR.id})?`;
      expect(await grantedLocks()).toContain(FRONT_DOOR.id);

      await (await press(button, question, 'Revoke')).cancel();
      expect(await grantedLocks()).toContain(FRONT_DOOR.id);

      await (await press(button, question, 'Revoke')).confirm();
      await statusLine(page, /was taken from Gina Guest\./).waitFor();
      expect(await grantedLocks()).not.toContain(FRONT_DOOR.id);
      expect(page.url()).toBe(app.url(`/users/${guest.id}`));
    });

    it("asks before clearing the account's API token and before disabling it", async () => {
      const manage = app.url('/accounts/default/manage');
      await page.goto(manage);

      const clear = page.getByRole('button', { name: 'Clear token' });
      const clearQuestion =
        'Clear the API token of account "Harbour Office"? The console and the app cannot reach its locks until a ' +
        'token is set again.';
      await (await press(clear, clearQuestion, 'Clear token')).cancel();
      expect(await defaultAccount()).toMatchObject({ tokenSet: true, active: true });
      await (await press(clear, clearQuestion, 'Clear token')).confirm();
      await statusLine(page, 'API token of "default" cleared.').waitFor();
      expect(await defaultAccount()).toMatchObject({ tokenSet: false, active: true });

      await page.goto(manage);
      const disable = page.getByRole('button', { name: 'Disable', exact: true });
      const disableQuestion =
        'Disable account "Harbour Office"? Its locks cannot be reached from the console or this application until ' +
        'it is enabled again.';
      await (await press(disable, disableQuestion, 'Disable')).cancel();
      expect(await defaultAccount()).toMatchObject({ active: true });
      await (await press(disable, disableQuestion, 'Disable')).confirm();
      await statusLine(page, 'Account "default" disabled').waitFor();
      expect(await defaultAccount()).toMatchObject({ tokenSet: false, active: false });
    });
  });
});
