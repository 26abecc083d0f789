import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DatabaseAccountRegistry } from '../../src/lock/application/persistence';
import { LOCK_DATABASE_ACCOUNT_REGISTRY } from '../../src/lock';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { signInThroughPages } from '../support/console-browser';
import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/**
 * The webhooks, accounts and account pages in Chromium at 1280, 768 and 390 px in the four languages, every
 * "Change events" disclosure open: no horizontal overflow, no axe violation, no CSP or console error. It starts
 * one console app (on its sandbox) and one browser for the whole file; the screenshots go to SHOTS (or
 * test-output/). Without JavaScript, the confirm page focuses Cancel.
 */
const SHOTS =
  process.env.CONSOLE_SHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'webhooks-accounts');
const OWNER = 'owner@example.com';
const LONG_CALLBACK_URL =
  'https://operations.harbour-office.example/integrations/lock/webhook/receive-events-for-the-front-desk';
const SIZES = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'nl', 'de', 'es'] as const;

jest.setTimeout(120_000);

describeWithChromium('Webhooks and accounts pages in a real browser', () => {
  let browser: Browser;
  let app: ConsoleApp;
  /** The signed-in browser's cookies, for every context. */
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [browser, app] = await Promise.all([
      launchChromium(),
      ConsoleApp.start({ lock: { appUrl: 'https://portal.example' } }),
    ]);
    await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
    const owner = await ConsoleClient.signedIn(app, OWNER);
    await owner.get('/accounts/default/webhooks');
    await owner.post('/accounts/default/webhooks', {
      callbackUrl: LONG_CALLBACK_URL,
      events: [
        'DEVICE_STATUS',
        'DEVICE_CONFIG',
        'DEVICE_LOGS',
        'DEVICE_AUTHS',
        'DEVICE_MASTERDATA',
        'ACCOUNT_USER',
      ],
    });
    await owner.post('/accounts/default/webhooks', {
      callbackUrl: 'https://hooks.example/lock',
      events: ['DEVICE_STATUS'],
    });
    // Signed in through the pages once; every context below starts with that session.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughPages(page, app, OWNER);
    storageState = await context.storageState();
    await context.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  describe.each(SIZES)('at $width px', (size) => {
    let context: BrowserContext;
    let page: Page;
    let problems: BrowserProblems;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: size, storageState });
      problems = await BrowserProblems.record(context);
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
    });

    afterAll(() => context?.close());

    /** Overflow, problems and axe of the page the tab shows, with its screenshot. */
    async function findings(name: string): Promise<string[]> {
      await page.screenshot({ path: join(SHOTS, `${name}-${size.width}.png`), fullPage: true });
      const overflow = await horizontalOverflow(page);
      return [
        ...(overflow === null
          ? []
          : [`${overflow.scrollWidth}px wide in ${overflow.innerWidth}px: ${overflow.culprits.join(', ')}`]),
        ...problems.take(),
        ...(await axeViolations(page)),
      ];
    }

    it.each(LANGUAGES)('the webhooks page in %s, every "Change events" open', async (lang) => {
      await context.addCookies([{ name: 'lock_console_lang', value: lang, url: app.url('/') }]);
      await page.goto(app.url('/accounts/default/webhooks'));
      for (const summary of await page.locator('details.edit-events > summary').all()) await summary.click();
      expect(await page.locator('details.edit-events[open]').count()).toBe(2);

      expect(await findings(`webhooks-${lang}`)).toEqual([]);
      expect(await page.locator('body').innerText()).not.toMatch(/DEVICE_|ACCOUNT_USER|APP_KEY|LOCK_[A-Z]/);
    });

    it.each(LANGUAGES)('the accounts page and an account page in %s', async (lang) => {
      await context.addCookies([{ name: 'lock_console_lang', value: lang, url: app.url('/') }]);
      await page.goto(app.url('/accounts'));
      expect(await findings(`accounts-${lang}`)).toEqual([]);
      await page.goto(app.url('/accounts/default/manage'));
      expect(await findings(`account-manage-${lang}`)).toEqual([]);
      expect(await page.locator('body').innerText()).not.toMatch(/APP_KEY|LOCK_[A-Z]|on behalf of/);
    });
  });

  it('without JavaScript, the confirm page focuses Cancel, not the destructive button', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState });
    try {
      const page = await context.newPage();
      await page.goto(app.url('/accounts/default/manage'));
      await page.getByRole('button', { name: 'Remove account' }).click();
      await page.getByText('Remove account "Harbour Office" from this application?').waitFor();

      const focused = page.locator(':focus');
      expect(await focused.textContent()).toBe('Cancel');
      expect(await focused.getAttribute('href')).toBe('/lock/accounts/default/manage');
      await page.screenshot({ path: join(SHOTS, 'confirm-no-script-1280.png') });
      const registry = app.moduleRef.get<DatabaseAccountRegistry>(LOCK_DATABASE_ACCOUNT_REGISTRY);
      expect(await registry.find('default')).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
