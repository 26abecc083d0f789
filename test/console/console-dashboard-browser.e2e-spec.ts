// Starts one console app on a lock sandbox whose Harbour Office holds 300 locks (the demo's LOCK_DEMO_LOCKS
// locks) and one Chromium: the dashboard's cards and list are checked as a browser lays them out (axe, overflow,
// CSP and script errors) at three widths in four languages, and an action from a row of the list with script.
// About a minute: 24 pages of 24 to 50 locks, each scanned by axe.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDemoLocks } from '../../src/lock/application/demo/lock-demo-locks';
import { axeViolations, BrowserProblems, horizontalOverflow } from '../support/browser-page-checks';
import { describeWithChromium, launchChromium } from '../support/chromium';
import { signedInTab } from '../support/console-browser';
import { ConsoleApp } from '../support/console-app';
import { sandboxData } from '../support/sandbox-lock-data';

/** Where the screenshots go: the folder SHOTS_DIR names, else test-output/ (not committed). */
const SHOTS = process.env.SHOTS_DIR ?? join(__dirname, '..', '..', 'test-output', 'console-dashboard');
const OWNER = 'owner@example.com';
const WIDTHS = { desk: 1280, tablet: 768, phone: 390 } as const;
const HEADINGS = {
  en: 'Locks of Harbour Office',
  nl: 'Sloten van Harbour Office',
  de: 'Schlösser von Harbour Office',
  es: 'Cerraduras de Harbour Office',
} as const;

jest.setTimeout(240_000);

describeWithChromium('The dashboard of 300 locks in a real browser: cards and list', () => {
  let browser: Browser;
  let app: ConsoleApp;
  let context: BrowserContext;
  let page: Page;
  let problems: BrowserProblems;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [browser, app] = await Promise.all([
      launchChromium(),
      ConsoleApp.start({ lock: { sessionLifetime: 30 * 24 * 3600, timeZone: 'Europe/Amsterdam' } }),
    ]);
    addDemoLocks(sandboxData(app), 300);
    await app.addMainUser(OWNER, ['default', 'depot'], 'Olivia Owner');
    ({ context, page, problems } = await signedInTab(browser, app, OWNER, { width: 1280, height: 900 }));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    process.stderr.write(`Dashboard screenshots: ${SHOTS}\n`);
  });

  describe.each(Object.keys(HEADINGS) as (keyof typeof HEADINGS)[])('in %s', (language) => {
    it.each(['cards', 'list'] as const)(
      'as %s: fits 1280, 768 and 390 px with no axe violation or browser problem',
      async (view) => {
        await context.addCookies([{ name: 'lock_console_lang', value: language, url: app.url('/') }]);
        const findings: Record<string, string[]> = {};
        for (const [size, width] of Object.entries(WIDTHS)) {
          await page.setViewportSize({ width, height: 900 });
          const sort = view === 'list' ? '&sort=battery' : '';
          await page.goto(app.url(`/accounts/default?view=${view}${sort}&page=2`));
          await page.getByRole('heading', { name: HEADINGS[language], level: 1 }).waitFor();
          await page.screenshot({ path: join(SHOTS, `${language}-${view}-${size}.png`), fullPage: true });
          await page.screenshot({ path: join(SHOTS, `${language}-${view}-${size}-top.png`) });
          const overflow = await horizontalOverflow(page);
          const found = [
            ...(overflow === null
              ? []
              : [`${overflow.scrollWidth}px wide in ${overflow.innerWidth}px`, ...overflow.culprits]),
            ...problems.take(),
            ...(await axeViolations(page)),
          ];
          if (found.length > 0) findings[size] = found;
          expect(await page.locator(view === 'list' ? 'tr.lock-row' : 'article.lock-card').count()).toBe(
            view === 'list' ? 50 : 24,
          );
          expect(await page.locator('nav.pager').count()).toBe(2);
        }
        expect(findings).toEqual({});
      },
    );
  });

  it('with script, an action from a row of the list answers in that row, which stays a row', async () => {
    await context.addCookies([{ name: 'lock_console_lang', value: 'en', url: app.url('/') }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(app.url('/accounts/default?view=list&q=front'));
    const row = page.locator('tr[data-lock-id="100101"]');
    await row.getByRole('button', { name: 'Lock', exact: true }).click();
    await row.getByText('Lock of Front Door accepted: the command was sent.').waitFor();
    expect(await page.locator('tr[data-lock-id="100101"]').count()).toBe(1);
    expect(await page.locator('table.lock-table tbody > tr#lock-100101').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'en-list-row-action-desk.png') });
    expect(problems.take()).toEqual([]);
  });
});
