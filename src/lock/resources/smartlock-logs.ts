import { LogEntry } from '../data/log-entry';
import type { LockApiClient } from '../http/lock-api-client';
import { listAnswer, LockQuery, objectArgument, smartlockPath } from './lock-answer';

/** The activity logs of one account's smartlocks. */
export class SmartlockLogs {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/smartlock/{id}/log`; filters such as `limit`, `fromDate`, `toDate` are passed on. */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<LogEntry[]> {
    return this.list(`${smartlockPath(smartlockId)}/log`, filters);
  }

  /** GET `/smartlock/log`: the logs of every smartlock of the account. */
  async all(filters: LockQuery = {}): Promise<LogEntry[]> {
    return this.list('/smartlock/log', filters);
  }

  private async list(path: string, filters: LockQuery): Promise<LogEntry[]> {
    const answer = await this.api.send(this.accountKey, {
      method: 'GET',
      path,
      query: objectArgument('filters', filters),
    });
    return listAnswer(answer, `GET ${path}`).map((item) => LogEntry.fromArray(item));
  }
}
