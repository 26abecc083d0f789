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

/** An element, as far as the functions run in the page use it (the project's TypeScript has no DOM library). */
interface PageElement {
  id: string;
  tagName: string;
  classList: Iterable<string>;
  parentElement: PageElement | null;
  getBoundingClientRect(): { right: number };
}

/** The page's globals the functions run in it use; they exist there, not in Node. */
declare const document: {
  documentElement: { scrollWidth: number };
  body: { querySelectorAll(selector: string): Iterable<PageElement> };
  activeElement: PageElement | null;
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (event: { violatedDirective: string; blockedURI: string; documentURI: string }) => void,
  ): void;
};
declare const window: { innerWidth: number };
declare function getComputedStyle(element: PageElement): {
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  backgroundColor: string;
};

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
    const sticksOut = (element: PageElement) => element.getBoundingClientRect().right > innerWidth + 0.5;
    const describe = (element: PageElement) => {
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
    context: typeof document,
    options: { resultTypes: string[] },
  ): Promise<{
    violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  }>;
}

/** The focused element's ring: its width and its contrast with the nearest background behind the element. */
export interface FocusRing {
  /** The outline, e.g. `3px solid rgb(31, 95, 191)`, or `none`. */
  outline: string;
  /** WCAG contrast ratio of the outline's colour with the background it sits on. */
  contrast: number;
}

/** The focus ring of the page's focused element (the offset puts it on the background of its parent). */
export function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const focused = document.activeElement;
    if (focused === null) return { outline: 'none', contrast: 0 };
    const style = getComputedStyle(focused);
    let behind = focused.parentElement;
    while (behind !== null && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) {
      behind = behind.parentElement;
    }
    const background = behind === null ? 'rgb(255, 255, 255)' : getComputedStyle(behind).backgroundColor;
    const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    const outline =
      style.outlineStyle === 'none'
        ? 'none'
        : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    return { outline, contrast: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100 };
  });
}
