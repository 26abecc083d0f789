// The refused lock page and the page of a lock that is not in the account, in Chromium at 1280, 768 and 390 px in
// the four languages: their new sentences (longer than the old fragments, German the longest) and the link to the
// account's dashboard must fit the window and pass axe. A real browser, app and sandbox, started once for the file;
// the users sign in over HTTP and the browser takes their cookies.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/** Where the screenshots go (`test-output/` is not committed); `WORDING_SHOTS` moves them. */
const SCREENSHOTS =
  process.env.WORDING_SHOTS ?? join(__dirname, '..', '..', 'test-output', 'console-wording');
const OWNER = 'owner@wording-browser.test';
const GUEST = 'guest@wording-browser.test';
const FRONT_DOOR = 100101;
const BACK_ENTRANCE = 400102; // the guest has no grant on it
const UNKNOWN_LOCK = 999999;
const WIDTHS = { desk: 1280, tablet: 768, phone: 390 } as const;
const LOCALES = ['en', 'nl', 'de', 'es'] as const;

jest.setTimeout(60_000);

describeWithChromium('Console wording in a real browser: the refused and the unknown lock pages fit', () => {
  let browser: Browser;
  let app: ConsoleApp;
  const sessions = new Map<string, ConsoleClient>();

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [browser, app] = await Promise.all([launchChromium(), ConsoleApp.start()]);
    await app.addMainUser(OWNER, ['default']);
    await app.addSubUser(GUEST, OWNER, 'Gina Guest');
    await app.grant({ email: GUEST, smartlockId: FRONT_DOOR, permissions: 'lock' });
    for (const email of [OWNER, GUEST]) sessions.set(email, await ConsoleClient.signedIn(app, email));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** A browser context with the user's session and the language cookie. */
  async function contextOf(email: string, locale: string, width: number): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const cookies = [...sessions.get(email)!.cookies, ['lock_console_lang', locale]];
    await context.addCookies(
      cookies.map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/lock' })),
    );
    return context;
  }

  describe.each(Object.entries(WIDTHS))('at %s width (%i px)', (size, width) => {
    it.each(LOCALES)('in %s: both pages fit, with 0 axe violations', async (locale) => {
      const pages = [
        { email: GUEST, name: 'refused', path: `/accounts/default/locks/${BACK_ENTRANCE}`, status: 403 },
        { email: OWNER, name: 'lock-gone', path: `/accounts/default/locks/${UNKNOWN_LOCK}`, status: 404 },
      ];
      for (const { email, name, path, status } of pages) {
        const context = await contextOf(email, locale, width);
        const problems = await BrowserProblems.record(context);
        problems.expectFailedStatus(app.url(path));
        const page: Page = await context.newPage();
        try {
          const response = await page.goto(app.url(path));
          expect(response?.status()).toBe(status);
          expect(await page.getAttribute('html', 'lang')).toBe(locale);
          await page.screenshot({ path: join(SCREENSHOTS, `${name}-${locale}-${size}.png`), fullPage: true });
          expect({
            page: name,
            overflow: await horizontalOverflow(page),
            axe: await axeViolations(page),
            problems: problems.take(),
          }).toEqual({ page: name, overflow: null, axe: [], problems: [] });
          if (name === 'lock-gone') {
            expect(await page.locator('main a[href="/lock/accounts/default"]').count()).toBe(1);
          }
        } finally {
          await context.close();
        }
      }
    });
  });
});
