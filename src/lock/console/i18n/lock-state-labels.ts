import type { Locale } from '../../../common/i18n/translator';
import type { SmartLock } from '../../data/smart-lock';

/** Dutch words for the English state names `SmartLock.stateName` gives (the lock API's documented states). */
const DUTCH_STATE_NAMES: ReadonlyMap<string, string> = new Map([
  ['uncalibrated', 'niet gekalibreerd'],
  ['locked', 'vergrendeld'],
  ['unlocking', 'ontgrendelt'],
  ['unlocked', 'ontgrendeld'],
  ['locking', 'vergrendelt'],
  ['unlatched', 'geopend'],
  ["unlocked (lock 'n' go)", "ontgrendeld (lock 'n' go)"],
  ['unlatching', 'opent'],
  ['error wrong entry code', 'fout: verkeerde code'],
  ['error wrong fingerprint', 'fout: verkeerde vingerafdruk'],
  ['motor blocked', 'motor geblokkeerd'],
  ['undefined', 'onbepaald'],
  ['untrained', 'niet ingeleerd'],
  ['online', 'online'],
  ['ring to open active', 'bellen om te openen actief'],
  ['open', 'open'],
  ['opening', 'opent'],
  ['boot run', 'start op'],
]);

/** The lock's state in the page's language; a state the API reports by name only is shown as it came. */
export function lockStateLabel(lock: SmartLock, locale: Locale): string | null {
  const name = lock.stateName;
  if (name === null) return lock.state === null ? null : `#${lock.state}`;
  return locale === 'nl' ? (DUTCH_STATE_NAMES.get(name) ?? name) : name;
}
