import type { LockModuleOptions } from './lock-module-options.interface';

/** A class that builds the lock options, for `LockModule.forRootAsync({ useClass })`. */
export interface LockOptionsFactory {
  /** The module's options, at once or as a promise. */
  createLockOptions(): LockModuleOptions | Promise<LockModuleOptions>;
}
