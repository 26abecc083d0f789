import { isJsonObject } from '../../../common/json/json-body';
import type { LockLiveChange, LockLiveEvent } from '../live/lock-live-event';
import { liveAccountKey } from '../live/lock-live-events';
import type { AnyLockWebhookEvent } from './lock-webhook-events';

/** The fields of a status's `state` that are about batteries only. */
const BATTERY_FIELDS = new Set([
  'batteryCritical',
  'batteryCharging',
  'batteryCharge',
  'keypadBatteryCritical',
  'doorsensorBatteryCritical',
]);

/**
 * The live event of a webhook delivery, or null when it is about no one lock (an account user, an unknown
 * feature, a payload without a lock id). Its account is the stored subscription's (signed), else the callback
 * URL's `?account=` (a hint: it only chooses which open pages look again, and each page's stream still checks
 * the viewer, and the card it fetches is checked once more). Only ids and the kind of change are taken.
 */
export function liveEventOfWebhook(event: AnyLockWebhookEvent): LockLiveEvent | null {
  const change = changeOf(event);
  const smartlockId = 'smartlockId' in event ? event.smartlockId : null;
  if (change === null || smartlockId === null) return null;
  return { accountKey: liveAccountKey(event.accountKey ?? event.accountHint), smartlockId, change };
}

function changeOf(event: AnyLockWebhookEvent): LockLiveChange | null {
  switch (event.name) {
    case 'lock.device.status':
      return onlyBattery(event.payload.state) ? 'battery' : 'state';
    case 'lock.device.config':
    case 'lock.device.masterdata':
      return 'config';
    case 'lock.device.auths':
      return 'auth';
    case 'lock.device.logs':
      return 'log';
    default:
      return null;
  }
}

/** Whether a status's `state` object names battery fields and nothing else. */
function onlyBattery(state: unknown): boolean {
  if (!isJsonObject(state)) return false;
  const fields = Object.keys(state);
  return fields.length > 0 && fields.every((field) => BATTERY_FIELDS.has(field));
}
