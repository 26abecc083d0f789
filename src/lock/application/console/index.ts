/**
 * The Lock module's web console (`console: { enabled: true }`): its module and settings. Loaded by `LockModule`
 * only when the console is on.
 * @packageDocumentation
 */
export * from './lock-console-settings';
export * from './lock-console.module';
