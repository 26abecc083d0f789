import { switchSetting } from '../../../common/config/config-parsing';
import { LockException } from '../../errors/lock.exception';

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
