import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import {
  axeViolations,
  BrowserProblems,
  focusRing,
  horizontalOverflow,
  VIEWPORTS,
  ViewportName,
} from '../support/browser-page-checks';
import { launchChromium, describeWithChromium } from '../support/chromium';
import { CONSOLE_TEST_PASSWORD, ConsoleApp } from '../support/console-app';

/** Where the full-page screenshots go, one folder per size (`test-output/` is not committed). */
const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'console-pages');
/** The README's screenshots, taken again with `UPDATE_DOCS_SCREENSHOTS=1`. */
const DOCS_SCREENSHOTS = join(__dirname, '..', '..', 'docs', 'console');
const UPDATE_DOCS = process.env.UPDATE_DOCS_SCREENSHOTS === '1';
/** Wednesday 3 March 2027, 11:00 in Amsterdam: inside a weekday grant. */
const WEDNESDAY = '2027-03-03T10:00:00Z';
/** Saturday 6 March 2027, 11:00 in Amsterdam: outside it. */
const SATURDAY = '2027-03-06T10:00:00Z';
const FRONT_DOOR = 100101; // a smart lock with a keypad code (Harbour Office)
const STREET_GATE = 200103; // an opener (Harbour Office)
const LONG_CALLBACK_URL =
  'https://operations.harbour-office.example/integrations/lock/webhook/receive-events';
const OWNER = 'owner@example.com';
const GUEST = 'guest@example.com';

jest.setTimeout(60_000);

/** What a page's check found; every list must be empty. */
interface PageFindings {
  overflow: string[];
  problems: string[];
  axe: string[];
}

describeWithChromium('Every console page in a real browser, on a desk and on a phone', () => {
  let browser: Browser;
  let app: ConsoleApp;
  /** Each page's width at 390 px, for the report at the end (`page: width`). */
  const phoneWidths: string[] = [];

  beforeAll(async () => {
    rmSync(SCREENSHOTS, { recursive: true, force: true });
    [browser, app] = await Promise.all([
      launchChromium(),
      ConsoleApp.start({ lock: { sessionLifetime: 30 * 24 * 3600, timeZone: 'Europe/Amsterdam' } }),
    ]);
    app.clock.setTo(WEDNESDAY);
    await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
    await app.addSubUser(GUEST, OWNER, 'Gina Guest');
    await app.grant({
      email: GUEST,
      accountKey: 'default',
      smartlockId: FRONT_DOOR,
      permissions: 'unlock',
      days: 'ma,di,wo,do,vr',
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    process.stderr.write(`Console page widths at 390 px: ${phoneWidths.join(', ')}\n`);
    process.stderr.write(`Console page screenshots: ${SCREENSHOTS}\n`);
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])('at the %s size', (size) => {
    const viewport = VIEWPORTS[size];
    let context: BrowserContext;
    let page: Page;
    let problems: BrowserProblems;

    beforeAll(async () => {
      mkdirSync(join(SCREENSHOTS, size), { recursive: true });
      context = await browser.newContext({ viewport, locale: 'en-GB' });
      problems = await BrowserProblems.record(context);
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
    });

    afterAll(() => context?.close());

    /**
     * Checks the page the tab shows (overflow, CSP, console and page errors, axe) and writes its full-page
     * screenshot as `<nn>-<name>.png`. A page that is not HTML (a JSON answer) is only screenshot.
     */
    async function check(number: number, name: string, response?: Response | null): Promise<PageFindings> {
      const file = `${String(number).padStart(2, '0')}-${name}.png`;
      await page.screenshot({ path: join(SCREENSHOTS, size, file), fullPage: true });
      const isHtml = (response?.headers()['content-type'] ?? 'text/html').startsWith('text/html');
      const overflow = isHtml ? await horizontalOverflow(page) : null;
      if (size === 'phone') {
        phoneWidths.push(`${name} ${overflow === null ? 'fits' : `${overflow.scrollWidth}px`}`);
      }
      return {
        overflow:
          overflow === null
            ? []
            : [`${overflow.scrollWidth}px wide in ${overflow.innerWidth}px`, ...overflow.culprits],
        problems: problems.take(),
        axe: isHtml ? await axeViolations(page) : [],
      };
    }

    /** Opens a console path expecting an error status, which the browser's console line then may report. */
    async function openFailing(path: string): Promise<Response | null> {
      problems.expectFailedStatus(app.url(path));
      return page.goto(app.url(path));
    }

    async function docsScreenshot(name: string, fullPage: boolean): Promise<void> {
      if (UPDATE_DOCS) await page.screenshot({ path: join(DOCS_SCREENSHOTS, `${name}.png`), fullPage });
    }

    const fits: PageFindings = { overflow: [], problems: [], axe: [] };

    it('the sign-in page and the code page, with the fields focused', async () => {
      await page.goto(app.url('/sign-in'));
      expect(await page.locator(':focus').getAttribute('id')).toBe('email');
      expect(await check(1, 'sign-in')).toEqual(fits);

      await page.getByLabel('Email').fill(OWNER);
      await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/lock\/sign-in\/code$/);
      expect(await page.locator(':focus').getAttribute('id')).toBe('code');
      expect(await check(2, 'code')).toEqual(fits);

      await page.getByLabel('Code').fill(app.inbox.lastCode(OWNER));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/lock\/accounts\/default$/);
    });

    it('the dashboard of a main user with two accounts, in English and in Dutch', async () => {
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
      if (size === 'desk') await docsScreenshot('dashboard', false);
      if (size === 'phone') await docsScreenshot('dashboard-phone', true);
      expect(await check(3, 'dashboard')).toEqual(fits);

      // The focus ring, by keyboard: on the dark topbar (the console's name) and on a card (a lock's link).
      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab');
      const onTopbar = await focusRing(page);
      await page.getByRole('link', { name: 'Front Door' }).focus();
      const onCard = await focusRing(page);
      for (const ring of [onTopbar, onCard]) {
        expect(ring.outline).toMatch(/^3px solid/);
        expect(ring.contrast).toBeGreaterThanOrEqual(3);
      }

      await page.getByLabel('Language').selectOption('nl');
      await page.getByRole('heading', { name: 'Sloten van Harbour Office' }).waitFor();
      expect(await check(4, 'dashboard-dutch')).toEqual(fits);
      await page.getByLabel('Taal').selectOption('en');
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
    });

    it("a smart lock's page with its keypad codes, and an opener's page", async () => {
      await page.goto(app.url(`/accounts/default/locks/${FRONT_DOOR}`));
      await page.getByRole('heading', { name: 'Keypad codes and other authorizations' }).waitFor();
      if (size === 'desk') await docsScreenshot('lock-page', true);
      if (size === 'phone') await docsScreenshot('lock-page-phone', true);
      expect(await check(5, 'lock-page')).toEqual(fits);

      await page.goto(app.url(`/accounts/default/locks/${STREET_GATE}`));
      await page.getByRole('heading', { name: 'Street Gate', level: 1 }).waitFor();
      expect(await check(6, 'opener-page')).toEqual(fits);
    });

    it("a keypad code's own pages: new (also refused, the problem beside its field) and change", async () => {
      const lockPage = app.url(`/accounts/default/locks/${FRONT_DOOR}`);
      await page.goto(lockPage);
      await page.getByRole('link', { name: 'New keypad code' }).click();
      await page.getByRole('heading', { name: 'New keypad code for Front Door', level: 1 }).waitFor();
      expect(await check(21, 'keypad-code-new')).toEqual(fits);

      // A window that ends before it starts: answered 400, which the browser's console reports as a failed load.
      problems.expectFailedStatus(app.url(`/accounts/default/locks/${FRONT_DOOR}/auths`));
      await page.getByLabel('Name').fill('Window cleaner');
      await page.getByLabel('Code').fill('482913');
      await page.getByLabel('Valid from').fill('2027-05-01T08:00');
      await page.getByLabel('Valid until').fill('2027-04-01T18:00');
      await page.getByRole('button', { name: 'Create the keypad code' }).click();
      await page.locator('#keypad-until-error').waitFor();
      expect(await check(23, 'keypad-code-refused')).toEqual(fits);

      await page.goto(lockPage);
      await page
        .getByRole('row', { name: /Cleaning crew/ })
        .getByRole('link', { name: 'Change' })
        .click();
      await page
        .getByRole('heading', { name: 'Change the keypad code "Cleaning crew" of Front Door', level: 1 })
        .waitFor();
      expect(await check(22, 'keypad-code-change')).toEqual(fits);
    });

    it('the activity, accounts and webhooks pages', async () => {
      await page.goto(app.url('/accounts/default/activity'));
      await page.getByRole('heading', { name: 'Activity of Harbour Office' }).waitFor();
      expect(await check(7, 'activity')).toEqual(fits);

      await page.goto(app.url('/accounts'));
      await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor();
      expect(await check(8, 'accounts')).toEqual(fits);

      await page.goto(app.url('/accounts/default/webhooks'));
      await page.getByRole('heading', { name: 'Webhooks of Harbour Office' }).waitFor();
      if (size === 'desk') {
        // A subscription with a long address, the row that made the page 1057 px wide on a phone.
        await page.getByLabel('Callback URL').fill(LONG_CALLBACK_URL);
        await page.getByRole('button', { name: 'Register' }).click();
        await page.getByRole('cell', { name: LONG_CALLBACK_URL }).waitFor();
      }
      expect(await check(9, 'webhooks')).toEqual(fits);
    });

    it("an account's own page, a confirm page, and the change-password page", async () => {
      await page.goto(app.url('/accounts/default/manage'));
      await page.getByRole('heading', { name: 'Account Harbour Office', level: 1 }).waitFor();
      expect(await check(18, 'account-manage')).toEqual(fits);

      // The confirm page a browser without script gets: the form sent without its submit event (no dialog).
      await page
        .locator('form[action$="/token/clear"]')
        .evaluate((form) => (form as unknown as { submit(): void }).submit());
      await page.getByRole('heading', { name: 'Please confirm' }).waitFor();
      expect(await check(19, 'confirm-page')).toEqual(fits);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.getByRole('heading', { name: 'Account Harbour Office', level: 1 }).waitFor();

      await page.goto(app.url('/password'));
      await page.getByRole('heading', { name: 'Change your password' }).waitFor();
      expect(await check(20, 'password')).toEqual(fits);
    });

    it("the sub-users list and a sub-user's page", async () => {
      await page.goto(app.url('/users'));
      await page.getByRole('link', { name: 'Gina Guest' }).waitFor();
      expect(await check(10, 'sub-users')).toEqual(fits);

      await page.getByRole('link', { name: 'Gina Guest' }).click();
      await page.getByRole('heading', { name: 'Grants of Gina Guest' }).waitFor();
      expect(await check(11, 'sub-user')).toEqual(fits);
    });

    it("an error page (a lock the account does not have) and the console's not-found page", async () => {
      const missingLock = await openFailing('/accounts/default/locks/999999');
      expect(missingLock?.status()).toBe(404);
      expect(await check(12, 'error-page', missingLock)).toEqual(fits);

      // The console's own not-found page, with its headers (checked like every page).
      const notFound = await openFailing('/nope');
      expect(notFound?.status()).toBe(404);
      expect(await check(13, 'not-found', notFound)).toEqual(fits);
    });

    it("a sub-user's dashboard (one account and lock), its refusal on Saturday and a main user's page", async () => {
      await context.clearCookies();
      await page.goto(app.url('/sign-in'));
      await page.getByLabel('Email').fill(GUEST);
      await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/lock\/sign-in\/code$/);
      await page.getByLabel('Code').fill(app.inbox.lastCode(GUEST));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/lock\/accounts\/default$/);
      await page.getByRole('heading', { name: 'Locks of Harbour Office' }).waitFor();
      expect(await check(14, 'sub-user-dashboard')).toEqual(fits);

      app.clock.setTo(SATURDAY);
      try {
        // The refusal answers 403, which the browser's console reports as a failed load.
        problems.expectFailedStatus(app.url(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`));
        const unlock = page.getByRole('button', { name: 'Unlock', exact: true });
        await unlock.click();
        // Unlocking asks first, in a dialog (checked like a page while it is open).
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        expect(await check(17, 'confirm-dialog')).toEqual(fits);
        // Said again: the check above took the page's problems, and with them the failures it expected.
        problems.expectFailedStatus(app.url(`/accounts/default/locks/${FRONT_DOOR}/actions/unlock`));
        await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
        await page.getByRole('alert').waitFor();
        if (size === 'desk') await docsScreenshot('sub-user-refusal', false);
        // Focus is on the refusal, inside the card the action was about.
        expect(await page.locator(`#lock-${FRONT_DOOR} .feedback :focus`).getAttribute('role')).toBe('alert');
        expect(await check(15, 'sub-user-refusal')).toEqual(fits);
      } finally {
        app.clock.setTo(WEDNESDAY);
      }

      const forbidden = await openFailing('/users');
      expect(forbidden?.status()).toBe(403);
      expect(await check(16, 'forbidden', forbidden)).toEqual(fits);
    });
  });
});
