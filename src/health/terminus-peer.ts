import { installedNestMajor } from '../common/peers/installed-nest-major';
import { requireOptionalPeer } from '../common/peers/optional-peer';

/** The optional peer the health indicators are built on. */
export const TERMINUS_PACKAGE = '@nestjs/terminus';

/**
 * What to install: `@nestjs/terminus` of the app's NestJS major (terminus 11 for NestJS 11, 12 for 12; a bare
 * install gets the newest, ES modules only, also on NestJS 11), or both choices when the major is unknown.
 */
export function terminusInstallSpec(nestMajor: number | undefined): string {
  return nestMajor === 11 || nestMajor === 12
    ? `${TERMINUS_PACKAGE}@^${nestMajor}`
    : `${TERMINUS_PACKAGE}@^11 on NestJS 11, ${TERMINUS_PACKAGE}@^12 on NestJS 12`;
}

/**
 * Throws `MissingPeerException` (one line naming the package to install, pinned to the app's NestJS major) when
 * `@nestjs/terminus` is not installed, instead of Node's "Cannot find module" with its require stack.
 */
export function assertTerminusInstalled(): void {
  requireOptionalPeer(TERMINUS_PACKAGE, '@vendor/nest-integrations/health', () =>
    terminusInstallSpec(installedNestMajor()),
  );
}

// Runs when `./health` is imported; index.ts imports this file before any file that loads @nestjs/terminus.
assertTerminusInstalled();
