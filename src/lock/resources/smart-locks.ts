import { AdvancedConfirmation } from '../data/advanced-confirmation';
import { SmartLock } from '../data/smart-lock';
import type { LockApiClient, LockApiRequest } from '../http/lock-api-client';
import type { LockQuery } from '../http/lock-query';
import { integerInRange, LockAttributes, objectArgument, smartlockPath } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The range the API documents for an action code and for an option mask. */
const ACTION_RANGE = [0, 7] as const;

/**
 * The smartlocks of one account: list, read, send lock actions, update and sync. An action that resolves means
 * the API accepted the command, not that the bolt moved: call `sync()` then `find()`, or wait for the
 * `DEVICE_STATUS` webhook.
 */
@TracedCalls('lock', 'smartlocks')
export class SmartLocks {
  /** Action code: unlock. */
  static readonly ACTION_UNLOCK = 1;
  /** Action code: lock. */
  static readonly ACTION_LOCK = 2;
  /** Action code: unlatch. */
  static readonly ACTION_UNLATCH = 3;
  /** Action code: lock 'n' go. */
  static readonly ACTION_LOCK_AND_GO = 4;
  /** Action code: lock 'n' go with unlatch. */
  static readonly ACTION_LOCK_AND_GO_WITH_UNLATCH = 5;

  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/smartlock`: the smartlocks visible to the account; the query (e.g. `authId`, `type`) is passed on. */
  async all(query: LockQuery = {}): Promise<SmartLock[]> {
    return this.api.getList(
      this.accountKey,
      '/smartlock',
      objectArgument('query', query),
      SmartLock.fromArray,
    );
  }

  /** GET `/smartlock/{id}`: one smartlock. */
  async find(smartlockId: number): Promise<SmartLock> {
    return this.api.getObject(this.accountKey, smartlockPath(smartlockId), SmartLock.fromArray);
  }

  /** Locks: `action(id, ACTION_LOCK)`. */
  lock(smartlockId: number): Promise<void> {
    return this.action(smartlockId, SmartLocks.ACTION_LOCK);
  }

  /** Unlocks: `action(id, ACTION_UNLOCK)`. */
  unlock(smartlockId: number): Promise<void> {
    return this.action(smartlockId, SmartLocks.ACTION_UNLOCK);
  }

  /** Unlatches: `action(id, ACTION_UNLATCH)`. */
  unlatch(smartlockId: number): Promise<void> {
    return this.action(smartlockId, SmartLocks.ACTION_UNLATCH);
  }

  /** Lock 'n' go: `action(id, ACTION_LOCK_AND_GO)`. */
  lockAndGo(smartlockId: number): Promise<void> {
    return this.action(smartlockId, SmartLocks.ACTION_LOCK_AND_GO);
  }

  /** Lock 'n' go with unlatch: `action(id, ACTION_LOCK_AND_GO_WITH_UNLATCH)`. */
  lockAndGoWithUnlatch(smartlockId: number): Promise<void> {
    return this.action(smartlockId, SmartLocks.ACTION_LOCK_AND_GO_WITH_UNLATCH);
  }

  /**
   * POST `/smartlock/{id}/action` with JSON `{ action }`, plus `option` only when given (a mask: 2 force, 4 full
   * lock). @throws InvalidArgumentException for an action or option outside 0..7, the API's range; nothing is sent
   */
  async action(smartlockId: number, action: number, option: number | null = null): Promise<void> {
    await this.api.call(this.accountKey, actionRequest(smartlockId, '/action', action, option));
  }

  /**
   * POST `/smartlock/{id}/action/advanced`: the action, confirmed by a `requestId` that the result's webhook
   * carries (the API's advanced API, "action with callback"). Same arguments as `action()`.
   */
  async actionWithCallback(
    smartlockId: number,
    action: number,
    option: number | null = null,
  ): Promise<AdvancedConfirmation> {
    const request = actionRequest(smartlockId, '/action/advanced', action, option);
    return this.api.sendForObject(this.accountKey, request, AdvancedConfirmation.fromArray);
  }

  /** POST `/smartlock/{id}/action/lock/advanced`: locks, confirmed by a `requestId` the result's webhook carries. */
  async lockWithCallback(smartlockId: number): Promise<AdvancedConfirmation> {
    const path = `${smartlockPath(smartlockId)}/action/lock/advanced`;
    return this.api.sendForObject(this.accountKey, { method: 'POST', path }, AdvancedConfirmation.fromArray);
  }

  /** POST `/smartlock/{id}/action/unlock/advanced`: unlocks, confirmed by a `requestId` the result's webhook carries. */
  async unlockWithCallback(smartlockId: number): Promise<AdvancedConfirmation> {
    const path = `${smartlockPath(smartlockId)}/action/unlock/advanced`;
    return this.api.sendForObject(this.accountKey, { method: 'POST', path }, AdvancedConfirmation.fromArray);
  }

  /** POST `/smartlock/{id}` with only the attributes to change (e.g. `name`, `favorite`); the API merges them. */
  async update(smartlockId: number, attributes: LockAttributes): Promise<void> {
    const path = smartlockPath(smartlockId);
    await this.api.call(this.accountKey, {
      method: 'POST',
      path,
      json: objectArgument('attributes', attributes),
    });
  }

  /** POST `/smartlock/{id}/sync`: asks the API to refresh its state of the lock. */
  async sync(smartlockId: number): Promise<void> {
    await this.api.call(this.accountKey, { method: 'POST', path: `${smartlockPath(smartlockId)}/sync` });
  }

  /** DELETE `/smartlock/{id}`: removes the smartlock from the account. */
  async delete(smartlockId: number): Promise<void> {
    await this.api.call(this.accountKey, { method: 'DELETE', path: smartlockPath(smartlockId) });
  }
}

/** The POST of an action, its code and option checked against the API's range. */
function actionRequest(
  smartlockId: number,
  suffix: string,
  action: number,
  option: number | null | undefined,
): LockApiRequest {
  const path = `${smartlockPath(smartlockId)}${suffix}`;
  const code = integerInRange('action', action, ...ACTION_RANGE);
  const json =
    option === null || option === undefined
      ? { action: code }
      : { action: code, option: integerInRange('option', option, ...ACTION_RANGE) };
  return { method: 'POST', path, json };
}
