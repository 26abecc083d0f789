import type { LockPermission } from '../../interfaces/lock-permission.interface';
import { SmartLock } from '../../data/smart-lock';
import { SmartLocks } from '../../resources/smart-locks';
import { permissionOfLockAction } from '../access/lock-permission';
import type { ConsoleLockResources } from './console-viewer';
import type { DASHBOARD_MESSAGES } from './i18n/dashboard-messages';

/** The actions the console offers on a lock, by their path segment. */
export type ConsoleLockAction = 'lock' | 'unlock' | 'unlatch' | 'lock-and-go';

/** The dashboard line that names an action's button. */
export type ConsoleActionLabel = Extract<
  keyof (typeof DASHBOARD_MESSAGES)['en'],
  'lock' | 'unlock' | 'unlatch' | 'lockAndGo' | 'ringToOpenOn' | 'ringToOpenOff' | 'open'
>;

/** The lock API's device type of a box, which takes no lock action. */
const BOX_TYPE = 1;

/** Each action: the permission it needs and the call it makes (`LockAccess` checks it again before sending). */
export const CONSOLE_LOCK_ACTIONS: Readonly<
  Record<
    ConsoleLockAction,
    { permission: LockPermission; run(resources: ConsoleLockResources, smartlockId: number): Promise<void> }
  >
> = {
  lock: { permission: 'lock', run: (on, id) => on.smartlocks().lock(id) },
  unlock: { permission: 'unlock', run: (on, id) => on.smartlocks().unlock(id) },
  unlatch: { permission: 'unlock', run: (on, id) => on.smartlocks().unlatch(id) },
  'lock-and-go': {
    permission: permissionOfLockAction(SmartLocks.ACTION_LOCK_AND_GO),
    run: (on, id) => on.smartlocks().lockAndGo(id),
  },
};

/** The buttons of a lock-type device (smart lock, smart door, 3rd generation) and of a device of unknown type. */
const LOCK_BUTTONS: readonly (readonly [ConsoleLockAction, ConsoleActionLabel])[] = [
  ['lock', 'lock'],
  ['unlock', 'unlock'],
  ['unlatch', 'unlatch'],
  ['lock-and-go', 'lockAndGo'],
];

/**
 * The buttons of an opener: the API's action 1 turns ring to open on, 2 off, 3 opens the door (electric strike);
 * it has no lock 'n' go.
 */
const OPENER_BUTTONS: readonly (readonly [ConsoleLockAction, ConsoleActionLabel])[] = [
  ['unlatch', 'open'],
  ['unlock', 'ringToOpenOn'],
  ['lock', 'ringToOpenOff'],
];

/** The actions the device takes, with their labels: an opener's own, none for a box (type 1), a lock's else. */
export function consoleActionsOf(
  deviceType: number | null,
): readonly (readonly [ConsoleLockAction, ConsoleActionLabel])[] {
  if (deviceType === SmartLock.TYPE_OPENER) return OPENER_BUTTONS;
  return deviceType === BOX_TYPE ? [] : LOCK_BUTTONS;
}

/** The label of an action on a device of the type. */
export function consoleActionLabel(action: ConsoleLockAction, deviceType: number | null): ConsoleActionLabel {
  return (
    consoleActionsOf(deviceType).find(([candidate]) => candidate === action)?.[1] ?? labelOnALock(action)
  );
}

/** True for the path segment of an action. */
export function isConsoleLockAction(value: unknown): value is ConsoleLockAction {
  return typeof value === 'string' && Object.hasOwn(CONSOLE_LOCK_ACTIONS, value);
}

function labelOnALock(action: ConsoleLockAction): ConsoleActionLabel {
  return LOCK_BUTTONS.find(([candidate]) => candidate === action)?.[1] ?? 'lock';
}
