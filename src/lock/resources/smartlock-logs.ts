import { LogEntry } from '../data/log-entry';
import type { LockApiClient } from '../http/lock-api-client';
import { LockQuery, objectArgument, smartlockPath } from './lock-answer';

/** The activity logs of one account's smartlocks. */
export class SmartlockLogs {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/smartlock/{id}/log`; filters such as `limit`, `fromDate`, `toDate` are passed on. */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<LogEntry[]> {
    const items = await this.api.getList(
      this.accountKey,
      `${smartlockPath(smartlockId)}/log`,
      objectArgument('filters', filters),
    );
    return items.map((item) => LogEntry.fromArray(item));
  }

  /** GET `/smartlock/log`: the logs of every smartlock of the account. */
  async all(filters: LockQuery = {}): Promise<LogEntry[]> {
    const items = await this.api.getList(
      this.accountKey,
      '/smartlock/log',
      objectArgument('filters', filters),
    );
    return items.map((item) => LogEntry.fromArray(item));
  }
}
