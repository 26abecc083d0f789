/**
 * The Lock module's web console (`console: { enabled: true }`): its module and settings. Loaded by `LockModule`
 * only when the console is on.
 *
 * - Module: {@link LockConsoleModule}.
 * - Options: {@link LockConsoleSettings}.
 * @module @vendor/nest-integrations/lock/console
 */
export * from './lock-console-settings';
export * from './lock-console.module';
