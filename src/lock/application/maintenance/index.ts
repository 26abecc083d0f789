/**
 * The Lock module's maintenance: the pruner of expired rows and its schedule. Loaded by `LockModule` unless it is
 * client-only.
 * @packageDocumentation
 */
export * from './lock-maintenance-settings';
export * from './lock-maintenance.module';
export * from './lock-pruner';
