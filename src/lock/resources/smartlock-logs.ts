import { LogEntry } from '../data/log-entry';
import type { LockApiClient } from '../http/lock-api-client';
import type { LockQuery } from '../http/lock-query';
import { objectArgument, smartlockPath } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The activity logs of one account's smartlocks. */
@TracedCalls('lock', 'logs')
export class SmartlockLogs {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/smartlock/{id}/log`; filters such as `limit`, `fromDate`, `toDate` are passed on. */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<LogEntry[]> {
    const path = `${smartlockPath(smartlockId)}/log`;
    return this.api.getList(this.accountKey, path, objectArgument('filters', filters), LogEntry.fromArray);
  }

  /** GET `/smartlock/log`: the logs of every smartlock of the account. */
  async all(filters: LockQuery = {}): Promise<LogEntry[]> {
    return this.api.getList(
      this.accountKey,
      '/smartlock/log',
      objectArgument('filters', filters),
      LogEntry.fromArray,
    );
  }
}
