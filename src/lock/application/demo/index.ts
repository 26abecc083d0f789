/**
 * The Lock module's demo (`demo: true`, `LOCK_DEMO`): a console over a built-in sandbox of made-up locks. Loaded by
 * `LockModule` only when the demo is on.
 *
 * - {@link LockDemo} runs the demo; {@link lockDemoEnabled} and {@link assertLockDemoAllowed} decide whether it
 *   may run.
 * @module @vendor/nest-integrations/lock/demo
 */
export * from './lock-demo';
export { LOCK_DEMO_GUEST, LOCK_DEMO_OWNER } from './lock-demo-seeder';
export { assertLockDemoAllowed, lockDemoEnabled } from './lock-demo-settings';
