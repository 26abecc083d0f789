import { LockException } from '../../errors/lock.exception';
import { LockConsoleSettings } from './lock-console-settings';

describe('LockConsoleSettings', () => {
  it('is off, at /lock, with the module users and no registration by default', () => {
    const settings = new LockConsoleSettings({}, {});
    expect(settings).toMatchObject({
      enabled: false,
      prefix: '/lock',
      registration: false,
      gate: { kind: 'users' },
    });
  });

  it('reads LOCK_CONSOLE_* and lets options override them', () => {
    const env = {
      LOCK_CONSOLE_ENABLED: 'true',
      LOCK_CONSOLE_PREFIX: 'admin/locks/',
      LOCK_CONSOLE_REGISTRATION: 'yes',
      LOCK_CONSOLE_USERS: 'off',
    };
    expect(new LockConsoleSettings({}, env)).toMatchObject({
      enabled: true,
      prefix: '/admin/locks',
      registration: true,
      gate: { kind: 'host', canAccess: null },
    });
    const canAccess = () => true;
    expect(
      new LockConsoleSettings({ enabled: false, prefix: '/x', users: false, canAccess }, env),
    ).toMatchObject({
      enabled: false,
      prefix: '/x',
      gate: { kind: 'host', canAccess },
    });
  });

  it.each(['false', '0', 'off', 'no', ''])('LOCK_CONSOLE_ENABLED=%j keeps it off', (value) => {
    expect(new LockConsoleSettings({}, { LOCK_CONSOLE_ENABLED: value }).enabled).toBe(false);
  });

  it.each(['/lo ck', '/a/../b', '/<script>', '/x;y', '/é', '/a?b'])(
    'refuses the prefix %j, naming the setting',
    (prefix) => {
      expect(() => new LockConsoleSettings({ prefix }, {})).toThrow(LockException);
      expect(() => new LockConsoleSettings({}, { LOCK_CONSOLE_PREFIX: prefix })).toThrow(
        /LOCK_CONSOLE_PREFIX/,
      );
    },
  );
});
