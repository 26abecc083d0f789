import { requireOptionalPeer } from '../common/peers/optional-peer';

/** The optional peer the health indicators are built on. */
export const TERMINUS_PACKAGE = '@nestjs/terminus';

/**
 * Throws `MissingPeerException` (one line naming the package to install) when `@nestjs/terminus` is not installed,
 * instead of Node's "Cannot find module" with its require stack.
 */
export function assertTerminusInstalled(): void {
  requireOptionalPeer(TERMINUS_PACKAGE, '@vendor/nest-integrations/health');
}

// Runs when `./health` is imported; index.ts imports this file before any file that loads @nestjs/terminus.
assertTerminusInstalled();
