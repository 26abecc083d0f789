import { SmartlockAuths } from '../../resources/smartlock-auths';

/** English words for each authorization type, as a refusal names what was asked for. */
const KIND_OF_TYPE: Readonly<Record<number, string>> = Object.freeze({
  [SmartlockAuths.TYPE_APP]: 'app access',
  [SmartlockAuths.TYPE_BRIDGE]: 'a bridge',
  [SmartlockAuths.TYPE_FOB]: 'a fob',
  [SmartlockAuths.TYPE_KEYPAD]: 'a keypad',
  [SmartlockAuths.TYPE_KEYPAD_CODE]: 'a keypad code',
  [SmartlockAuths.TYPE_Z_KEY]: 'a Z-key',
});

/** What an authorization of the type is, in words (`app access`, `a fob`, ...; `of type 7` for another). */
export function authorizationKindOf(type: number | null): string {
  if (type === null) return 'of no stated type';
  return KIND_OF_TYPE[type] ?? `of type ${type}`;
}
