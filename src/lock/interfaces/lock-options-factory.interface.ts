import type { LockModuleOptions } from './lock-module-options.interface';

/** A class that builds the lock options, for `LockModule.forRootAsync({ useClass })`. */
export interface LockOptionsFactory {
  createLockOptions(): LockModuleOptions | Promise<LockModuleOptions>;
}
