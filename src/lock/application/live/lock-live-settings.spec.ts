import { LockLiveSettings } from './lock-live-settings';

const POSTGRES = 'postgres://app:secret@db.internal/lock';
const SQLITE = 'sqlite:///var/lib/app/lock.sqlite';

describe('LockLiveSettings (LOCK_LIVE_EVENTS)', () => {
  it.each([
    ['unset, PostgreSQL database', {}, POSTGRES, undefined, { kind: 'database' }],
    [
      'unset, SQLite, token cache on Redis',
      {},
      SQLITE,
      'redis://cache:6379',
      { kind: 'redis', url: 'redis://cache:6379' },
    ],
    ['unset, SQLite, token cache in memory', {}, SQLITE, 'memory', { kind: 'memory' }],
    ['unset, no database URL (the default SQLite file)', {}, undefined, undefined, { kind: 'memory' }],
    ['memory on PostgreSQL', { liveEvents: ' Memory ' }, POSTGRES, undefined, { kind: 'memory' }],
    ['database', { liveEvents: 'database' }, POSTGRES, undefined, { kind: 'database' }],
    [
      'redis: the token cache Redis',
      { liveEvents: 'redis' },
      POSTGRES,
      'rediss://cache:6380',
      { kind: 'redis', url: 'rediss://cache:6380' },
    ],
    [
      'a Redis URL',
      { liveEvents: 'redis://bus:6379/2' },
      POSTGRES,
      undefined,
      { kind: 'redis', url: 'redis://bus:6379/2' },
    ],
  ])('%s', (_case, given, databaseUrl, store, expected) => {
    const settings = new LockLiveSettings({ ...given, databaseUrl, tokenCache: { store } });
    expect(settings.transport()).toEqual(expected);
  });

  it.each([
    ['database on SQLite', { liveEvents: 'database', databaseUrl: SQLITE }, /is SQLite: use "memory"/],
    [
      'redis without a Redis token cache',
      { liveEvents: 'redis', databaseUrl: POSTGRES },
      /LOCK_TOKEN_CACHE_STORE is not a redis:\/\/ URL/,
    ],
    [
      'an unknown word',
      { liveEvents: 'kafka' },
      /unknown value "kafka": expected "memory", "database", "redis" or a redis:\/\/ URL/,
    ],
    [
      'a URL of another kind',
      { liveEvents: 'amqp://user:pw@mq' },
      /unknown value "amqp:\/\/\[redacted\]@mq"/,
    ],
  ])('refuses %s, naming the setting', (_case, options, message) => {
    const settings = new LockLiveSettings(options);
    expect(() => settings.transport()).toThrow(
      /^Invalid lock setting LOCK_LIVE_EVENTS \(option liveEvents\): /,
    );
    expect(() => settings.transport()).toThrow(message);
  });

  it('never shows a Redis password in its error', () => {
    const settings = new LockLiveSettings({ liveEvents: 'redis://user:hunter2@[bad' });
    expect(() => settings.transport()).toThrow(/is not a URL/);
    expect(() => settings.transport()).toThrow(/^(?!.*hunter2)/);
  });
});
