// Starts one console app on a LockSandbox and one Chromium for the file: a lock's settings pages (a smart lock's,
// an opener's and a smart door's settings, a refused form, the admin PIN, rename and remove, and the lock page that
// links them) are opened at 1280, 768 and 390 px in English, Dutch, German and Spanish, each checked with axe and
// for horizontal overflow, and screenshot. One browser context signs in once; the language is its cookie.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCK_SANDBOX_HOME_ACCOUNT_ID } from '../../src/testing';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { signedInTab } from '../support/console-browser';
import { ConsoleApp } from '../support/console-app';

/** Where the screenshots go (`SHOTS_DIR`, else `test-output/`, which is not committed). */
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'console-lock-settings');
const OWNER = 'owner@example.com';
const FRONT_DOOR = 100101;
const STREET_GATE = 200103;
const HOME_DOOR = 300301;
const SIZES = { desk: 1280, tablet: 768, phone: 390 } as const;
const LANGUAGES = ['en', 'nl', 'de', 'es'] as const;

/** The pages checked, each a console path; `refuse` makes the page the one answered for a refused form. */
const PAGES: { name: string; path: string; refuse?: true }[] = [
  { name: 'lock-page', path: `/accounts/default/locks/${FRONT_DOOR}` },
  { name: 'settings-smart-lock', path: `/accounts/default/locks/${FRONT_DOOR}/settings` },
  { name: 'settings-opener', path: `/accounts/default/locks/${STREET_GATE}/settings` },
  { name: 'settings-smart-door', path: `/accounts/home/locks/${HOME_DOOR}/settings` },
  { name: 'settings-refused', path: `/accounts/default/locks/${STREET_GATE}/settings`, refuse: true },
  { name: 'admin-pin', path: `/accounts/default/locks/${STREET_GATE}/admin-pin` },
  { name: 'rename', path: `/accounts/default/locks/${FRONT_DOOR}/rename` },
  { name: 'remove', path: `/accounts/default/locks/${FRONT_DOOR}/remove` },
];

jest.setTimeout(180_000);

describeWithChromium("A lock's settings pages in a real browser, in four languages and three sizes", () => {
  let browser: Browser;
  let app: ConsoleApp;
  let context: BrowserContext;
  let page: Page;
  let problems: BrowserProblems;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [browser, app] = await Promise.all([launchChromium(), ConsoleApp.start()]);
    await app.addAccount('home', 'Lindenhof', app.sandbox.apiToken(LOCK_SANDBOX_HOME_ACCOUNT_ID));
    await app.addMainUser(OWNER, ['default', 'depot', 'home'], 'Olivia Owner');
    ({ context, page, problems } = await signedInTab(browser, app, OWNER, { width: 1280, height: 800 }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    beforeAll(() => context.addCookies([{ name: 'lock_console_lang', value: language, url: app.url('/') }]));

    it.each(Object.entries(SIZES))(
      'at %s size (%i px): 0 axe violations, no overflow',
      async (size, width) => {
        await page.setViewportSize({ width, height: 900 });
        const findings: string[] = [];
        for (const [index, { name, path, refuse }] of PAGES.entries()) {
          await page.goto(app.url(path));
          expect(await page.locator('html').getAttribute('lang')).toBe(language);
          if (refuse === true) {
            // The browser's own check would stop the value: the server's answer is what is under test.
            await page.locator('form.stack').evaluate((form) => form.setAttribute('novalidate', ''));
            await page.locator('#setting-rtoTimeout').fill('999');
            problems.expectFailedStatus(app.url(path));
            await Promise.all([
              page.waitForLoadState('load'),
              page.locator('form.stack button[type=submit]').click(),
            ]);
            await page.locator('#setting-rtoTimeout-error').waitFor();
          }
          const file = `${language}-${size}-${String(index + 1).padStart(2, '0')}-${name}.png`;
          await page.screenshot({ path: join(SHOTS, file), fullPage: true });
          const overflow = await horizontalOverflow(page);
          if (overflow !== null) {
            findings.push(
              `${name}: ${overflow.scrollWidth}px in ${overflow.innerWidth}px: ${overflow.culprits}`,
            );
          }
          for (const violation of await axeViolations(page)) findings.push(`${name}: ${violation}`);
          for (const problem of problems.take()) findings.push(`${name}: ${problem}`);
        }
        expect(findings).toEqual([]);
      },
    );
  });
});
