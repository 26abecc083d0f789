import { DynamicModule, Logger, Module } from '@nestjs/common';
import { lockSettingsProvider } from '../../lock-settings.providers';
import { LockDatabase } from '../persistence/lock-database';
import { LockDatabaseSettings } from '../persistence/lock-database-settings';
import { LockLiveEvents } from './lock-live-events';
import { LockLiveSettings } from './lock-live-settings';
import { LockLiveStreams } from './lock-live-streams';
import { LockLiveTransport, lockLiveLog, MEMORY_LIVE_TRANSPORT } from './lock-live-transport';
import { PostgresLiveTransport } from './postgres-live-transport';
import { RedisLiveTransport } from './redis-live-transport';

/**
 * The live bus of lock events (`LockLiveEvents`) on the transport the settings choose (`LOCK_LIVE_EVENTS`), and
 * the console's open streams on it (`LockLiveStreams`). Nothing connects until an event is published or a stream
 * opens; a malformed setting fails the app's init.
 */
@Module({})
export class LockLiveModule {
  /** The feature over the shared core and the persistence (see `LockCoreModule`). */
  static register(core: DynamicModule, persistence: DynamicModule): DynamicModule {
    return {
      module: LockLiveModule,
      imports: [core, persistence],
      providers: [
        lockSettingsProvider(LockLiveSettings),
        {
          provide: LockLiveEvents,
          useFactory: (
            settings: LockLiveSettings,
            database: LockDatabase,
            databaseSettings: LockDatabaseSettings,
          ) => {
            const logger = new Logger('LockLiveEvents');
            // Checked now, so a malformed setting fails the start rather than every event.
            settings.transport();
            return new LockLiveEvents(
              () => liveTransport(settings, database, databaseSettings, logger),
              logger,
            );
          },
          inject: [LockLiveSettings, LockDatabase, LockDatabaseSettings],
        },
        {
          provide: LockLiveStreams,
          useFactory: (events: LockLiveEvents) => new LockLiveStreams(events),
          inject: [LockLiveEvents],
        },
      ],
      exports: [LockLiveSettings, LockLiveEvents, LockLiveStreams],
    };
  }
}

/** The transport the settings choose. @throws LockException for a malformed setting */
export function liveTransport(
  settings: LockLiveSettings,
  database: LockDatabase,
  databaseSettings: LockDatabaseSettings,
  logger: Logger,
): LockLiveTransport {
  const choice = settings.transport();
  const log = lockLiveLog(logger);
  if (choice.kind === 'memory') return MEMORY_LIVE_TRANSPORT;
  if (choice.kind === 'redis') return new RedisLiveTransport(choice.url, log);
  return new PostgresLiveTransport({
    database,
    connectionString: () => {
      const location = databaseSettings.databaseLocation();
      if (location.dialect !== 'postgres') throw new Error('the lock database is not PostgreSQL');
      return location.connectionString;
    },
    connectTimeoutMs: () => databaseSettings.databaseTimeoutMs(),
    log,
  });
}
