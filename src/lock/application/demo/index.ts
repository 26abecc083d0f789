/**
 * The Lock module's demo (`demo: true`, `LOCK_DEMO`): a console over a built-in sandbox of made-up locks. Loaded by
 * `LockModule` only when the demo is on.
 * @packageDocumentation
 */
export * from './lock-demo';
export { LOCK_DEMO_GUEST, LOCK_DEMO_OWNER } from './lock-demo-seeder';
export { assertLockDemoAllowed, lockDemoEnabled } from './lock-demo-settings';
