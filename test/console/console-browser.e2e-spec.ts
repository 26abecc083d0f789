import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, describeWithChromium } from '../support/chromium';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';

/** Where the full-page screenshots of every page visited go (`test-output/` is not committed). */
const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'console-browser');
/** Wednesday 3 March 2027, 11:00 in Amsterdam: inside a weekday grant. */
const WEDNESDAY = '2027-03-03T10:00:00Z';
/** Saturday 6 March 2027, 11:00 in Amsterdam: outside it. */
const SATURDAY = '2027-03-06T10:00:00Z';
const FRONT_DOOR = 100101; // account default (Harbour Office)
const LOADING_BAY = 400201; // account depot (Depot North)
/** The sandbox's action codes. */
const UNLOCK = 1;
const LOCK = 2;
/** Monday to Friday in the lock API's weekday bitmask (64 Monday ... 4 Friday). */
const MONDAY_TO_FRIDAY = 64 + 32 + 16 + 8 + 4;
const OWNER = 'owner@example.com';
const GUEST = 'guest@example.com';

jest.setTimeout(30_000);

describeWithChromium('Lock console in a real browser', () => {
  let browser: Browser;
  let app: ConsoleApp;
  /** The CSP violations and page errors the browser reported during the current test. */
  const problems: string[] = [];
  let screenshots = 0;

  beforeAll(async () => {
    rmSync(SCREENSHOTS, { recursive: true, force: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    [browser, app] = await Promise.all([
      launchChromium(),
      ConsoleApp.start({ lock: { sessionLifetime: 30 * 24 * 3600, timeZone: 'Europe/Amsterdam' } }),
    ]);
    // Before anyone signs in, so sessions and codes are made on the same clock the grants are read on.
    app.clock.setTo(WEDNESDAY);
    await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    process.stderr.write(`Console browser screenshots: ${SCREENSHOTS}\n`);
  });

  afterEach(() => {
    const reported = problems.splice(0);
    expect(reported).toEqual([]);
  });

  /** A new tab whose CSP violations and uncaught errors are recorded as problems. */
  async function openPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) {
        problems.push(`CSP on ${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    return page;
  }

  /** A full-page PNG of what the tab shows, numbered in the order taken. */
  async function screenshot(page: Page, name: string): Promise<void> {
    screenshots += 1;
    const file = `${String(screenshots).padStart(2, '0')}-${name}.png`;
    await page.screenshot({ path: join(SCREENSHOTS, file), fullPage: true });
  }

  /** Signs in through the sign-in and code pages; the tab ends on the dashboard of `default`. */
  async function signIn(page: Page, email: string, shots = false): Promise<void> {
    await page.goto(app.url('/sign-in'));
    if (shots) await screenshot(page, 'sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/lock\/sign-in\/code$/);
    if (shots) await screenshot(page, 'code');
    await page.getByLabel('Code').fill(app.inbox.lastCode(email));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/lock\/accounts\/default$/);
  }

  /** The card of a lock on the dashboard, found by its name. */
  function lockCard(page: Page, name: string): Locator {
    return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  }

  /**
   * Clicks an action on a lock card with the script on, and answers what the card says once its answer replaced
   * it in place: the "accepted" line, the lock's state class (`is-locked`, `is-unlocked`), and the id of the card
   * that holds the focus (it stays on the card acted on).
   */
  async function actOnCard(page: Page, card: Locator, action: string) {
    await clickAction(page, card, action);
    // This action's line, not the one the card showed for the action before it (the answer replaces the card).
    const accepted = card.getByText(new RegExp(`^\\s*${action} of .+ accepted: the command was sent`));
    await accepted.waitFor();
    const classes = (await card.getAttribute('class'))?.split(' ') ?? [];
    return {
      accepted: (await accepted.textContent())?.trim(),
      state: classes.find((name) => name.startsWith('is-')),
      focusedCard: await page.locator('article:has(:focus)').getAttribute('id'),
    };
  }

  /**
   * Clicks an action's button on a card; an action that opens the door (unlock, unlatch) asks first in a dialog,
   * which is confirmed with its button of the same name.
   */
  async function clickAction(page: Page, card: Locator, action: string): Promise<void> {
    await card.getByRole('button', { name: action, exact: true }).click();
    if (action !== 'Unlock' && action !== 'Unlatch') return;
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: action, exact: true }).click();
  }

  describe('with JavaScript', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      page = await openPage(context);
    });

    afterAll(() => context?.close());

    it('signs the main user in with email, password and the emailed code', async () => {
      await signIn(page, OWNER, true);

      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
      expect(await page.getByRole('article').count()).toBe(3);
      await screenshot(page, 'dashboard');
    });

    it('switches account with the switcher, which sends itself, and back', async () => {
      // The script hides the switcher's button: choosing is enough.
      expect(await page.getByRole('button', { name: 'Switch' }).isVisible()).toBe(false);

      await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Depot North' });
      await page.waitForURL(/\/lock\/accounts\/depot$/);
      await page.getByRole('heading', { name: 'Locks of Depot North' }).waitFor();
      expect(await lockCard(page, 'Loading Bay').count()).toBe(1);
      await screenshot(page, 'dashboard-switched');

      await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Harbour Office' });
      await page.waitForURL(/\/lock\/accounts\/default$/);
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
    });

    it('locks and unlocks Front Door in place: accepted, the new state, focus still on the card', async () => {
      const card = lockCard(page, 'Front Door');
      const sent = app.sandbox.actions.length;

      const locked = await actOnCard(page, card, 'Lock');
      expect(locked).toEqual({
        accepted: 'Lock of Front Door accepted: the command was sent.',
        state: 'is-locked',
        focusedCard: `lock-${FRONT_DOOR}`,
      });
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR, action: LOCK }),
      ]);
      await screenshot(page, 'after-lock');

      const unlocked = await actOnCard(page, card, 'Unlock');
      expect(unlocked).toEqual({
        accepted: 'Unlock of Front Door accepted: the command was sent.',
        state: 'is-unlocked',
        focusedCard: `lock-${FRONT_DOOR}`,
      });
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR, action: LOCK }),
        expect.objectContaining({ smartlockId: FRONT_DOOR, action: UNLOCK }),
      ]);
      // Still the dashboard: the card changed in place.
      expect(page.url()).toBe(app.url('/accounts/default'));
    });

    it("creates a keypad code from Front Door's page on a page of its own, listed masked, sent with its window and weekdays", async () => {
      await lockCard(page, 'Front Door').getByRole('link', { name: 'Front Door' }).click();
      await page.waitForURL(new RegExp(`/lock/accounts/default/locks/${FRONT_DOOR}$`));
      await page.getByRole('heading', { name: 'Front Door', level: 1 }).waitFor();
      await screenshot(page, 'lock-page');

      await page.getByRole('link', { name: 'New keypad code' }).click();
      await page.waitForURL(new RegExp(`/lock/accounts/default/locks/${FRONT_DOOR}/keypad-codes/new$`));
      await page.getByRole('heading', { name: 'New keypad code for Front Door', level: 1 }).waitFor();
      // A code that is not six digits: refused beside the code, the page's own form shown again.
      await page.getByLabel('Name').fill('Cleaner');
      await page.getByLabel('Code').fill('241560');
      await page.getByLabel('Valid from').fill('2027-03-01T08:00');
      await page.getByLabel('Valid until').fill('2027-12-31T18:00');
      await page.getByRole('checkbox', { name: 'Sat' }).uncheck();
      await page.getByRole('checkbox', { name: 'Sun' }).uncheck();
      // The browser's own check of the pattern is left out, so the server's answer is what is seen.
      await page
        .locator('form')
        .last()
        .evaluate((form) => form.setAttribute('novalidate', ''));
      await page.getByRole('button', { name: 'Create the keypad code' }).click();
      const codeError = page.locator('#keypad-code-error');
      await codeError.waitFor();
      expect(await codeError.textContent()).toContain('The code must be six digits, each from 1 to 9.');
      expect(await page.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Name').inputValue()).toBe('Cleaner');
      expect(await page.getByLabel('Code').inputValue()).toBe('');
      await screenshot(page, 'keypad-code-refused');

      await page.getByLabel('Code').fill('241568');
      await page.getByRole('button', { name: 'Create the keypad code' }).click();

      await page.getByRole('status').getByText('Keypad code "Cleaner" created.').waitFor();
      expect(page.url()).toBe(app.url(`/accounts/default/locks/${FRONT_DOOR}#authorizations`));
      const row = page.getByRole('row', { name: /Cleaner/ });
      expect(await row.textContent()).toMatch(/••••68[\s\S]*Mon, Tue, Wed, Thu, Fri/);
      expect(await page.content()).not.toContain('241568');
      const created = app.sandbox.data.accounts[0].auths.find((auth) => auth.name === 'Cleaner');
      expect(created).toMatchObject({
        smartlockId: FRONT_DOOR,
        type: 13,
        code: 241568,
        allowedWeekDays: MONDAY_TO_FRIDAY,
        // 08:00 and 18:00 in Amsterdam (CET, before the clocks go forward).
        allowedFromDate: expect.stringMatching(/^2027-03-01T07:00:00(\.000)?Z$/),
        allowedUntilDate: expect.stringMatching(/^2027-12-31T17:00:00(\.000)?Z$/),
      });
      await screenshot(page, 'keypad-code-created');
    });

    it('shows the activity, accounts and webhooks pages, and the dashboard in Dutch', async () => {
      const navigation = page.getByRole('navigation');
      await navigation.getByRole('link', { name: 'Activity' }).click();
      await page.waitForURL(/\/lock\/accounts\/default\/activity$/);
      await page.getByRole('heading', { name: 'Activity of Harbour Office' }).waitFor();
      await screenshot(page, 'activity');

      await navigation.getByRole('link', { name: 'Accounts' }).click();
      await page.waitForURL(/\/lock\/accounts$/);
      await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
      expect(await page.getByRole('row', { name: /Depot North/ }).count()).toBe(1);
      await screenshot(page, 'accounts');

      await page.goto(app.url('/accounts/default/webhooks'));
      await page.getByRole('heading', { name: 'Webhooks of Harbour Office' }).waitFor();
      await screenshot(page, 'webhooks');

      await navigation.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByLabel('Language').selectOption('nl');
      await page.getByRole('heading', { name: 'Sloten van Harbour Office' }).waitFor();
      expect(await lockCard(page, 'Front Door').getByRole('button', { name: 'Vergrendelen' }).count()).toBe(
        1,
      );
      await screenshot(page, 'dashboard-dutch');
      await page.getByLabel('Taal').selectOption('en');
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
    });

    it('adds a sub-user and grants it unlock on Front Door only, Monday to Friday', async () => {
      await page.getByRole('navigation').getByRole('link', { name: 'Sub-users' }).click();
      await page.waitForURL(/\/lock\/users$/);
      await page.getByLabel('Name').fill('Gina Guest');
      await page.getByLabel('Email').fill(GUEST);
      await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
      await page.getByRole('button', { name: 'Add sub-user' }).click();
      await page.waitForURL(/\/lock\/users\/[0-9a-f-]{36}$/);
      await page.getByRole('status').getByText('Sub-user Gina Guest was added').waitFor();

      await page.getByRole('link', { name: 'All sub-users' }).click();
      await page.waitForURL(/\/lock\/users$/);
      expect(await page.getByRole('row', { name: /Gina Guest/ }).textContent()).toContain(GUEST);
      await screenshot(page, 'sub-users');

      await page.getByRole('link', { name: 'Gina Guest' }).click();
      await page.getByRole('heading', { name: 'Grants of Gina Guest' }).waitFor();
      await page
        .getByRole('combobox', { name: 'Lock' })
        .selectOption({ label: `Front Door (#${FRONT_DOOR})` });
      const permissions = page.getByRole('group', { name: 'Permissions' });
      await permissions.getByRole('checkbox', { name: 'Unlock', exact: true }).check();
      const weekdays = page.getByRole('group', { name: 'Weekdays' });
      await weekdays.getByRole('checkbox', { name: 'Sat' }).uncheck();
      await weekdays.getByRole('checkbox', { name: 'Sun' }).uncheck();
      await page.getByRole('button', { name: 'Grant', exact: true }).click();

      await page
        .getByRole('status')
        .getByText(`Front Door (#${FRONT_DOOR}) granted to Gina Guest.`)
        .waitFor();
      const grant = (await page.getByRole('row', { name: /Front Door/ }).innerText()).replace(/\s+/g, ' ');
      expect(grant).toContain('Harbour Office');
      expect(grant).toContain('Unlock');
      expect(grant).not.toContain('View activity');
      expect(grant).toContain('Mon, Tue, Wed, Thu, Fri');
      expect(grant).toContain('open');
      expect(await page.getByRole('row').count()).toBe(2); // the head and the one grant
      await screenshot(page, 'sub-user-grant');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/lock\/sign-in$/);
      await page.getByText('You have been signed out.').waitFor();
    });

    it('lets the sub-user unlock Front Door on a weekday and refuses it on Saturday, sending nothing', async () => {
      await signIn(page, GUEST);
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
      expect(await page.getByRole('article').count()).toBe(1);
      const card = lockCard(page, 'Front Door');
      // `unlock` allows unlatching and Lock 'n' Go (which unlocks first) too; nothing that needs `lock`.
      const buttons = (await card.getByRole('button').allTextContents()).map((label) => label.trim());
      expect(buttons).toEqual(['Unlock', 'Unlatch', "Lock 'n' Go"]);
      expect(await page.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
      await screenshot(page, 'sub-user-dashboard');

      const sent = app.sandbox.actions.length;
      const unlocked = await actOnCard(page, card, 'Unlock');
      expect(unlocked.accepted).toBe('Unlock of Front Door accepted: the command was sent.');
      expect(unlocked.state).toBe('is-unlocked');
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: FRONT_DOOR, action: UNLOCK }),
      ]);

      app.clock.setTo(SATURDAY);
      await clickAction(page, card, 'Unlock');
      const refusal = card.getByRole('alert');
      await refusal.waitFor();
      const text = (await refusal.textContent())?.trim();
      expect(text).toBe(
        'Unlock of Front Door was refused: the grant is for Mon, Tue, Wed, Thu, Fri, and today is Saturday ' +
          '(Europe/Amsterdam)',
      );
      expect(app.sandbox.actions.length).toBe(sent + 1);
      // Focus is on the refusal, so a screen reader and a keyboard user are where the news is.
      expect(await card.locator('[role="alert"]:focus').count()).toBe(1);
      await screenshot(page, 'sub-user-refusal');

      await page.reload();
      await page.getByText('None of your locks in this account may be used right now.').waitFor();
      expect(await page.getByRole('article').count()).toBe(0);
      await screenshot(page, 'sub-user-saturday');
    });

    it('answers the sub-user 403 on the accounts and sub-users pages opened by URL', async () => {
      for (const path of ['/accounts', '/users']) {
        const response = await page.goto(app.url(path));
        expect(response?.status()).toBe(403);
        await page.getByText('Only a main user may open this page.').waitFor();
      }
      await screenshot(page, 'forbidden');
    });
  });

  describe('with JavaScript off', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      app.clock.setTo(WEDNESDAY);
      context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 800 },
      });
      page = await openPage(context);
    });

    afterAll(() => context?.close());

    it('signs in, switches account with the Switch button and locks a lock with a plain form', async () => {
      await signIn(page, OWNER);
      const switchButton = page.getByRole('button', { name: 'Switch' });
      // Waits for it (a loaded machine may still be painting the page): it must show without the script.
      await switchButton.waitFor({ state: 'visible' });
      await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Depot North' });
      await switchButton.click();
      await page.waitForURL(/\/lock\/accounts\/depot$/);

      const sent = app.sandbox.actions.length;
      await lockCard(page, 'Loading Bay').getByRole('button', { name: 'Lock', exact: true }).click();
      const flash = page.getByRole('status').getByText('Lock of Loading Bay accepted');
      await flash.waitFor();
      expect((await flash.textContent())?.trim()).toBe(
        'Lock of Loading Bay accepted: the command was sent. State after sync: locked.',
      );
      expect(page.url()).toBe(app.url('/accounts/depot'));
      expect(app.sandbox.actions.slice(sent)).toEqual([
        expect.objectContaining({ smartlockId: LOADING_BAY, action: LOCK }),
      ]);
      await screenshot(page, 'js-off-dashboard');
    });
  });
});
