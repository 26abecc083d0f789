import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

/** The two sizes every console page is checked at. */
export const VIEWPORTS = {
  desk: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The name of a size of `VIEWPORTS`. */
export type ViewportName = keyof typeof VIEWPORTS;

/** A page wider than the window: its width, the window's, and the elements that stick out on the right. */
export interface HorizontalOverflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements past the window's right edge, e.g. `table (right 733px)`. */
  culprits: string[];
}

/** The name of the function the init script reports CSP violations through. */
const CSP_REPORTER = 'reportCspViolation';

/**
 * The problems the browser reports on the pages of a context: CSP violations (the `securitypolicyviolation`
 * event, through an init script, and Chromium's console lines about the policy), console errors and uncaught
 * page errors. `take()` answers and forgets them.
 */
export class BrowserProblems {
  private readonly reported: string[] = [];
  /** The addresses whose failed status the current step expects (an error page answering 404 is no problem). */
  private readonly expectedFailures = new Set<string>();

  private constructor() {}

  /** Listens on every page the context opens from now on. */
  static async record(context: BrowserContext): Promise<BrowserProblems> {
    const problems = new BrowserProblems();
    await context.exposeFunction(CSP_REPORTER, (text: string) => problems.reported.push(`CSP: ${text}`));
    await context.addInitScript((reporter: string) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[reporter];
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`);
      });
    }, CSP_REPORTER);
    context.on('page', (page) => problems.listen(page));
    return problems;
  }

  /** Says that the next answer from `url` may be an error status (an error page under test). */
  expectFailedStatus(url: string): void {
    this.expectedFailures.add(url);
  }

  /** The problems reported since the last call. */
  take(): string[] {
    this.expectedFailures.clear();
    return this.reported.splice(0);
  }

  private listen(page: Page): void {
    page.on('console', (message) => {
      const text = message.text();
      if (text.includes('Content Security Policy')) {
        this.reported.push(`CSP on ${page.url()}: ${text}`);
      } else if (message.type() === 'error' && !this.isExpectedFailure(text, message.location().url)) {
        this.reported.push(`console error on ${page.url()}: ${text}`);
      }
    });
    page.on('pageerror', (error) => this.reported.push(`page error on ${page.url()}: ${error.message}`));
  }

  /**
   * Chromium logs every answer with an error status; an error page the test asked for is not a problem, nor the
   * host's missing `/favicon.ico` (the browser asks the site's root for it, outside the console).
   */
  private isExpectedFailure(text: string, url: string): boolean {
    if (!text.startsWith('Failed to load resource: the server responded with a status of')) return false;
    return this.expectedFailures.has(url) || new URL(url).pathname === '/favicon.ico';
  }
}

/** How far the page sticks out of the window on the right, or null when it fits. */
export function horizontalOverflow(page: Page): Promise<HorizontalOverflow | null> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= innerWidth) return null;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > innerWidth + 0.5;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${id}${classes} (right ${right}px)`;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element))
      .filter((element) => element.parentElement === null || !sticksOut(element.parentElement))
      .map(describe);
    return { scrollWidth, innerWidth, culprits };
  });
}

/** axe-core's script, read once. */
let axeSource: string | undefined;

/**
 * The axe-core violations on the page, as `rule (impact): what, at selectors` lines. axe is evaluated into the
 * page (a script tag would be refused by the console's `script-src 'self'`, and evaluating is not subject to it).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}, at ` +
        violation.nodes.map((node) => node.target.join(' ')).join('; '),
    );
  });
}

/** The part of axe-core's API the check uses (the page's copy has no types in the test). */
interface AxeApi {
  run(
    context: Document,
    options: { resultTypes: string[] },
  ): Promise<{
    violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  }>;
}
