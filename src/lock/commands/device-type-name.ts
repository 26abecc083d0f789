import { SmartLock } from '../data/smart-lock';

/** Device type names by type number, as the commands print them. */
const DEVICE_TYPES: Record<number, string> = {
  [SmartLock.TYPE_SMARTLOCK]: 'smartlock',
  1: 'box',
  [SmartLock.TYPE_OPENER]: 'opener',
  [SmartLock.TYPE_SMARTDOOR]: 'smartdoor',
  [SmartLock.TYPE_SMARTLOCK_3]: 'smartlock 3+',
};

/** The name of a device type (`opener`), the number itself for a type without a name, `unknown` for none. */
export function deviceTypeName(type: number | null): string {
  return type === null ? 'unknown' : (DEVICE_TYPES[type] ?? String(type));
}
