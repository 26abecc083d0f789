import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { ConsoleApp } from '../support/console-app';
import { ConsoleClient } from '../support/console-client';

/**
 * The activity page's filters and the console's audit page (issue 34) in Chromium at 1280, 768 and 390 px in the
 * four languages: no axe violation, no horizontal overflow, no CSP or console error; and the filter form works
 * without script. One console app on the sandbox and one browser for the file; the owner's session (signed in
 * over HTTP) is given to each browser context as its cookie. Screenshots go to `SHOTS` (or test-output/).
 */

const SHOTS = process.env.CONSOLE_SHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'activity-tools');
const OWNER = 'owner@lock.test';
const FRONT_DOOR = 100101;
const SIZES = {
  1280: { width: 1280, height: 800 },
  768: { width: 768, height: 1024 },
  390: { width: 390, height: 844 },
};
const LANGUAGES = ['en', 'nl', 'de', 'es'] as const;

jest.setTimeout(120_000);

describeWithChromium('Console: the activity filters and the audit page in a real browser', () => {
  let browser: Browser;
  let app: ConsoleApp;
  let session: string;

  beforeAll(async () => {
    [browser, app] = await Promise.all([
      launchChromium(),
      ConsoleApp.start({ lock: { timeZone: 'Europe/Amsterdam' } }),
    ]);
    await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
    const owner = await ConsoleClient.signedIn(app, OWNER);
    session = owner.cookies.get('lock_console_session') as string;
    // Entries for the audit page and the lock's activity: done, and failed.
    await owner.get('/accounts/default');
    await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, { lockName: 'Front Door' });
    app.sandbox.failNext(2, 500, {}, { path: `/smartlock/${FRONT_DOOR}/action` });
    await owner.post(`/accounts/default/locks/${FRONT_DOOR}/actions/lock`, { lockName: 'Front Door' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function contextFor(size: keyof typeof SIZES, lang: string, javaScriptEnabled = true) {
    const context = await browser.newContext({ viewport: SIZES[size], locale: 'en-GB', javaScriptEnabled });
    await context.addCookies([
      { name: 'lock_console_session', value: session, url: app.origin + '/lock' },
      { name: 'lock_console_lang', value: lang, url: app.origin + '/lock' },
    ]);
    return context;
  }

  describe.each(Object.keys(SIZES).map(Number) as (keyof typeof SIZES)[])('at %s px', (size) => {
    it.each(LANGUAGES)(
      'in %s: the activity (filtered and not) and the audit page fit, with no axe violation',
      async (lang) => {
        const context: BrowserContext = await contextFor(size, lang);
        const problems = await BrowserProblems.record(context);
        const page: Page = await context.newPage();
        const pages = [
          ['activity', '/accounts/default/activity'],
          [
            'activity-lock',
            `/accounts/default/activity?lock=${FRONT_DOOR}&person=a&trigger=5&q=o&from=2026-01-01`,
          ],
          ['audit', '/audit'],
        ] as const;
        const findings: Record<string, unknown> = {};
        for (const [name, path] of pages) {
          const response = await page.goto(app.url(path));
          expect(response?.status()).toBe(200);
          await page.screenshot({ path: join(SHOTS, `${name}-${lang}-${size}.png`), fullPage: true });
          const overflow = await horizontalOverflow(page);
          findings[name] = {
            overflow: overflow === null ? [] : [`${overflow.scrollWidth}px`, ...overflow.culprits],
            axe: await axeViolations(page),
            problems: problems.take(),
          };
        }
        await context.close();
        const fits = { overflow: [], axe: [], problems: [] };
        expect(findings).toEqual({ activity: fits, 'activity-lock': fits, audit: fits });
      },
    );
  });

  it('filters without script: the form is a GET that keeps every field, and the export link follows it', async () => {
    const context = await contextFor(1280, 'en', false);
    const page = await context.newPage();
    await page.goto(app.url('/accounts/default/activity'));
    await page.locator('#timeline-lock').selectOption(String(FRONT_DOOR));
    await page.locator('#timeline-action').selectOption('2');
    await page.locator('#timeline-person').fill('Anna');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/lock=100101/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lock: '100101',
      action: '2',
      person: 'Anna',
    });
    await expect(
      page.getByText('Shown: lock Front Door, people named “Anna”, action “locked”.'),
    ).toBeTruthy();
    const href = await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href');
    expect(href).toBe('/lock/accounts/default/activity.csv?lock=100101&person=Anna&action=2');
    await context.close();
  });
});
