import type { IncomingMessage } from 'node:http';

/**
 * Decides whether a request may use the console when it does not sign in with the module's own users
 * (`users: false`): the host's own session, an IP allow-list, ... Called for every console request.
 */
export type LockConsoleAccessCheck = (request: IncomingMessage) => boolean | Promise<boolean>;

/** The lock console: web pages served by the module (`LockModule.forRoot({ console: { enabled: true } })`). */
export interface LockConsoleOptions {
  /** Serves the console (`LOCK_CONSOLE_ENABLED`, default false). */
  enabled?: boolean | string;
  /** The path the pages live under (`LOCK_CONSOLE_PREFIX`, default `/lock`). */
  prefix?: string;
  /**
   * Sign in with the module's own users, their login codes and per-lock permissions (`LOCK_CONSOLE_USERS`, default
   * true). With `false`, `canAccess` decides, and whoever it lets in manages every account.
   */
  users?: boolean | string;
  /** Lets visitors create a main user (owning no account yet) on a registration page (`LOCK_CONSOLE_REGISTRATION`, default false). */
  registration?: boolean | string;
  /**
   * With `users: false`: whether a request may use the console. Left out, everyone is refused, except while
   * `NODE_ENV=development`.
   */
  canAccess?: LockConsoleAccessCheck;
}
