import type { LogEntry } from '../../data/log-entry';
import type { Lock } from '../../lock';
import type { LockQuery } from '../../http/lock-query';
import { EVERY_SMARTLOCK, LockAccountGate } from './lock-account-gate';

/** `SmartlockLogs` for one user: needs `view_logs`, checked before anything is sent. */
export class PermittedSmartlockLogs {
  constructor(
    private readonly manager: Lock,
    private readonly gate: LockAccountGate,
  ) {}

  /** The logs of one smartlock; needs `view_logs` on it. @throws LockPermissionException */
  async forSmartlock(smartlockId: number, filters: LockQuery = {}): Promise<LogEntry[]> {
    await this.gate.require('view_logs', smartlockId);
    return this.manager.logs().forSmartlock(smartlockId, filters);
  }

  /**
   * The account's logs, only those of the locks the user may see the logs of now (filtered from the API's
   * answer, so a `limit` may give fewer entries). @throws LockPermissionException when there is no such lock
   */
  async all(filters: LockQuery = {}): Promise<LogEntry[]> {
    const open = await this.gate.openSmartlocks('view_logs');
    const all = await this.manager.logs().all(filters);
    return open === EVERY_SMARTLOCK
      ? all
      : all.filter((entry) => entry.smartlockId !== null && open.has(entry.smartlockId));
  }
}
