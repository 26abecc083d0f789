/**
 * The Lock module's maintenance: the pruner of expired rows and its schedule. Loaded by `LockModule` unless it is
 * client-only.
 *
 * - Module: {@link LockMaintenanceModule}; {@link LockPruner} prunes.
 * - Options: {@link LockMaintenanceSettings}; {@link LockAuditSettings} for how long the console's audit trail is
 *   kept.
 * @module @vendor/nest-integrations/lock/maintenance
 */
export * from './lock-maintenance-settings';
export * from './lock-maintenance.module';
export * from './lock-pruner';
export { LockAuditSettings } from '../audit/lock-audit-settings';
