/** The optional peer the health indicators are built on. */
export const TERMINUS_PACKAGE = '@nestjs/terminus';

/**
 * Throws one line naming the package to install when `@nestjs/terminus` cannot be found, instead of Node's
 * "Cannot find module" with its require stack. `resolve` is Node's `require.resolve` (a test passes another).
 */
export function assertTerminusInstalled(resolve: (id: string) => string = require.resolve): void {
  try {
    resolve(TERMINUS_PACKAGE);
  } catch {
    const needs = `@vendor/nest-integrations/health needs the optional peer ${TERMINUS_PACKAGE}`;
    throw new Error(`${needs}: run npm install ${TERMINUS_PACKAGE}`);
  }
}

// Runs when `./health` is imported; index.ts imports this file before any file that loads @nestjs/terminus.
assertTerminusInstalled();
