import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, BrowserProblems, horizontalOverflow } from './browser-page-checks';
import { CodeInbox, CONSOLE_TEST_PASSWORD } from './console-app';
import type { ConsoleClient } from './console-client';

/** A console the browser signs in to: its page addresses and the inbox its sign-in codes go to. */
export interface SignInConsole {
  /** `http://127.0.0.1:<port>/lock<path>`. */
  url(path?: string): string;
  readonly inbox: CodeInbox;
}

/** A tab of its own browser context, with the problems the browser reports on the context's pages. */
export interface BrowserTab {
  context: BrowserContext;
  page: Page;
  problems: BrowserProblems;
}

/** Signs the user in through the console's sign-in and code pages in the tab; the tab ends on the dashboard. */
export async function signInThroughPages(page: Page, console: SignInConsole, email: string): Promise<void> {
  await page.goto(console.url('/sign-in'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CONSOLE_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/lock\/sign-in\/code$/);
  await page.getByLabel('Code').fill(console.inbox.lastCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/lock\/accounts\/default$/);
}

/**
 * Opens a new context (British English, the viewport given) with its problems recorded and one tab (its steps time
 * out after `timeoutMs`), and signs the user in there; the tab ends on the dashboard.
 */
export async function signedInTab(
  browser: Browser,
  console: SignInConsole,
  email: string,
  viewport: { width: number; height: number },
  timeoutMs = 15_000,
): Promise<BrowserTab> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const problems = await BrowserProblems.record(context);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  await signInThroughPages(page, console, email);
  return { context, page, problems };
}

/** The three widths a console page is checked at (desk, tablet, phone). */
export const CONSOLE_SIZES = {
  desk: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 390, height: 844 },
};

/** What `pageFitFindings` opens, and where. */
export interface PageFitCheck {
  browser: Browser;
  console: SignInConsole;
  /** The signed-in client whose cookies the browser context takes. */
  client: ConsoleClient;
  /** The size's name, for the screenshots' names. */
  size: string;
  viewport: { width: number; height: number };
  /** The folder the screenshots go to. */
  shots: string;
  /** The pages to open, each a name and a console path; asked again for each language. */
  pages: () => (readonly [string, string])[];
}

/**
 * Opens the pages in English, Dutch, German and Spanish (the `lock_console_lang` cookie) in a new context of the
 * viewport with the client's session, screenshots each page (`<name>-<lang>-<size>.png`) and answers what is
 * wrong: a status other than 200, another address, horizontal overflow, browser problems and axe violations.
 */
export async function pageFitFindings(check: PageFitCheck): Promise<string[]> {
  const { browser, console, client, size, viewport, shots, pages } = check;
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const problems = await BrowserProblems.record(context);
  const session = [...client.cookies].map(([cookie, value]) => ({
    name: cookie,
    value,
    domain: '127.0.0.1',
    path: '/lock',
  }));
  const findings: string[] = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    for (const lang of ['en', 'nl', 'de', 'es']) {
      await context.clearCookies();
      await context.addCookies([
        ...session.filter((cookie) => cookie.name !== 'lock_console_lang'),
        { name: 'lock_console_lang', value: lang, domain: '127.0.0.1', path: '/lock' },
      ]);
      for (const [pageName, path] of pages()) {
        const answer = await page.goto(console.url(path));
        await page.locator('h1').waitFor();
        const shot = `${pageName}-${lang}-${size}.png`;
        await page.screenshot({ path: join(shots, shot), fullPage: true });
        const overflow = await horizontalOverflow(page);
        if (answer?.status() !== 200) findings.push(`${shot}: answered ${answer?.status()}`);
        if (!page.url().endsWith(path)) findings.push(`${shot}: landed on ${page.url()}`);
        if (overflow !== null) findings.push(`${shot}: ${overflow.scrollWidth}px wide: ${overflow.culprits}`);
        for (const problem of [...problems.take(), ...(await axeViolations(page))]) {
          findings.push(`${shot}: ${problem}`);
        }
      }
    }
  } finally {
    await context.close();
  }
  return findings;
}
