import { accessSync, constants } from 'node:fs';
import { Browser, chromium } from 'playwright-core';

/** The Chromium the browser tests drive: `CHROMIUM_PATH`, or Debian's `chromium` package. Never a download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, and quiet: no sandbox (containers), no GPU, no calls home. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the Chromium of `CHROMIUM_PATH`, headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Runs the suite when the Chromium of `CHROMIUM_PATH` is there. Without it the suite is skipped with a line that
 * says why, except with `CI=true`, where that is a failure (`.ci/run` installs the `chromium` package).
 */
export function describeWithChromium(title: string, suite: () => void): void {
  const problem = chromiumProblem();
  if (problem === undefined) {
    describe(title, suite);
  } else if (process.env.CI === 'true') {
    describe(`${title} (Chromium required, CI=true)`, () => {
      it(`has what it needs: ${problem}`, () => {
        throw new Error(`CI=true, so these tests must run, but ${problem}`);
      });
    });
  } else {
    process.stderr.write(`Skipping ${title}: ${problem} (set CI=true to make this a failure).\n`);
    describe.skip(title, suite);
  }
}

/** Why the tests cannot start Chromium, or undefined when they can. */
function chromiumProblem(): string | undefined {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return undefined;
  } catch {
    return `no Chromium is executable at ${CHROMIUM_PATH}; install Debian's chromium package or set CHROMIUM_PATH`;
  }
}
