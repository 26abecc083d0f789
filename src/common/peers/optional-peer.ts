import { IntegrationException } from '../errors/integration.exception';

/**
 * Thrown when a feature is used whose package is an optional peer dependency the app has not installed (a database
 * driver, a store client). The message names the package and the line that installs it.
 */
export class MissingPeerException extends IntegrationException {
  /**
   * @param packageName the npm package to install @param feature what needs it, e.g. "the lock database (SQLite)"
   * @param installSpec what to write after `npm install` when the package's version matters (`@nestjs/terminus@^11`)
   */
  constructor(
    readonly packageName: string,
    feature: string,
    installSpec: string = packageName,
  ) {
    super(`${feature} needs the package ${packageName}, which is not installed: npm install ${installSpec}`);
  }
}

/**
 * Loads an optional peer dependency at its first use, so an app that never uses the feature neither installs nor
 * loads the package (the way `@nestjs/cache-manager` leaves stores to the app).
 * @param installSpec what the message tells to install, asked only when the package is missing (default: the name)
 * @throws MissingPeerException when the package is not installed; any other load error as it is
 */
export function requireOptionalPeer<T>(
  packageName: string,
  feature: string,
  installSpec: () => string = () => packageName,
): T {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(packageName) as T;
  } catch (error) {
    if (isNotInstalled(error, packageName))
      throw new MissingPeerException(packageName, feature, installSpec());
    throw error;
  }
}

/** True for the error of a package that is not there at all (not for a package that fails to load its own parts). */
function isNotInstalled(error: unknown, packageName: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 'MODULE_NOT_FOUND' &&
    typeof message === 'string' &&
    message.startsWith(`Cannot find module '${packageName}'`)
  );
}
