import { switchSetting } from '../../../common/config/config-parsing';
import { LockException } from '../../errors/lock.exception';
import { LOCK_DEMO_MAX_LOCKS } from './lock-demo-locks';

/**
 * Whether the demo is on: the `demo` option, else `LOCK_DEMO` (default false).
 * @throws LockException when it is on and `NODE_ENV=production` (see `assertLockDemoAllowed`)
 */
export function lockDemoEnabled(given: boolean | string | undefined, env: NodeJS.ProcessEnv): boolean {
  const demo = switchSetting(given ?? env.LOCK_DEMO, false);
  if (demo) assertLockDemoAllowed(env);
  return demo;
}

/** @throws LockException when `NODE_ENV=production`: the demo logs login codes and serves made-up locks */
export function assertLockDemoAllowed(env: NodeJS.ProcessEnv): void {
  if ((env.NODE_ENV ?? '').trim().toLowerCase() === 'production') {
    throw new LockException(
      'Invalid lock setting: LOCK_DEMO (option demo) is on, which serves made-up locks and logs login codes, and is ' +
        'refused when NODE_ENV=production.',
    );
  }
}

/**
 * How many locks the demo's first account (Harbour Office) holds: `LOCK_DEMO_LOCKS`, a whole number from 3 (its
 * own locks) to 2000; null when not set (its three locks).
 * @throws LockException for another value, naming the setting and what it takes
 */
export function lockDemoLockCount(env: NodeJS.ProcessEnv): number | null {
  const given = (env.LOCK_DEMO_LOCKS ?? '').trim();
  if (given === '') return null;
  const count = /^\d{1,6}$/.test(given) ? Number(given) : NaN;
  if (!(count >= 3 && count <= LOCK_DEMO_MAX_LOCKS)) {
    throw new LockException(
      `Invalid lock setting: LOCK_DEMO_LOCKS is "${given}"; it takes a whole number of locks from 3 to ` +
        `${LOCK_DEMO_MAX_LOCKS}, e.g. 300, the locks of the demo's Harbour Office account.`,
    );
  }
  return count;
}
