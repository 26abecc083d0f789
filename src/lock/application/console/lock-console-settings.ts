import { nonEmptyString, switchSetting } from '../../../common/config/config-parsing';
import { LockException } from '../../errors/lock.exception';
import type {
  LockConsoleAccessCheck,
  LockConsoleOptions,
} from '../../interfaces/lock-console-options.interface';

/** The console's path when none is set. */
export const DEFAULT_LOCK_CONSOLE_PREFIX = '/lock';

/** A path of segments of letters, digits, `.`, `_`, `~` and `-` (not `.` or `..`): it goes into routes and cookies. */
const PREFIX = /^(\/[A-Za-z0-9._~-]+)+$/;

/** How visitors get in: the module's own users, or the host's check. */
export type LockConsoleGate =
  | {
      /** The module's own users sign in. */
      readonly kind: 'users';
    }
  | {
      /** The host lets visitors in. */
      readonly kind: 'host';
      /** The host's check of a request; null: everyone is refused, except while `NODE_ENV=development`. */
      readonly canAccess: LockConsoleAccessCheck | null;
    };

/**
 * The console settings, read from `console` options over the `LOCK_CONSOLE_*` env variables of the env it is given
 * (the module's resolved env) when `LockModule` is registered.
 */
export class LockConsoleSettings {
  /** Whether the console is served. */
  readonly enabled: boolean;
  /** The path the pages live under, e.g. `/lock` (no trailing slash). */
  readonly prefix: string;
  /** Whether the registration page is open. */
  readonly registration: boolean;
  /** How visitors get in. */
  readonly gate: LockConsoleGate;
  /** The env whose `NODE_ENV` says whether this is development, read when asked. */
  readonly #env: NodeJS.ProcessEnv;

  /** @throws LockException for a prefix that is not a plain path, naming the setting */
  constructor(options: LockConsoleOptions, env: NodeJS.ProcessEnv) {
    this.#env = env;
    this.enabled = switchSetting(options.enabled ?? env.LOCK_CONSOLE_ENABLED, false);
    this.prefix = prefixOf(options.prefix ?? env.LOCK_CONSOLE_PREFIX);
    this.registration = switchSetting(options.registration ?? env.LOCK_CONSOLE_REGISTRATION, false);
    this.gate = switchSetting(options.users ?? env.LOCK_CONSOLE_USERS, true)
      ? { kind: 'users' }
      : { kind: 'host', canAccess: options.canAccess ?? null };
  }

  /** True while `NODE_ENV=development`: a console without users and `canAccess` opens, http callbacks to this machine pass. */
  development(): boolean {
    return (this.#env.NODE_ENV ?? '').trim().toLowerCase() === 'development';
  }
}

function prefixOf(value: string | undefined): string {
  const given = nonEmptyString(value);
  if (given === undefined) return DEFAULT_LOCK_CONSOLE_PREFIX;
  const prefix = `/${given.replace(/^\/+|\/+$/g, '')}`;
  if (!PREFIX.test(prefix) || prefix.split('/').some((segment) => /^\.+$/.test(segment))) {
    throw new LockException(
      `Invalid lock setting: LOCK_CONSOLE_PREFIX (option console.prefix) "${given}" must be a path such as /lock ` +
        '(letters, digits, "-", "_", "." and "~" between slashes).',
    );
  }
  return prefix;
}
