import type { LockModuleOptions } from './interfaces/lock-module-options.interface';

/** The injection token of the module's options resolved over the env (`LockResolvedOptions`), read once. */
export const LOCK_RESOLVED_OPTIONS = Symbol('LOCK_RESOLVED_OPTIONS');

/** The options given to `LockModule` laid over the `LOCK_*` env variables, and the env they were laid over. */
export interface LockResolvedOptions {
  /** The given options over the env's: a field given wins, the nested sections merge field by field. */
  readonly options: LockModuleOptions;
  /** The env the settings fall back to when used (`NODE_ENV`, `APP_KEY`, `APP_PREVIOUS_KEYS`). */
  readonly env: NodeJS.ProcessEnv;
}
