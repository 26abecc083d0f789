import { InvalidArgumentException } from '../../../../common/errors/invalid-argument.exception';
import type { Authorization } from '../../../data/authorization';
import type { AuthorizationCreate, AuthorizationUpdate } from '../../../resources/smartlock-auths';
import { SmartlockAuths } from '../../../resources/smartlock-auths';
import { WeekdayBitmask, WeekdayCode } from '../../../support/weekday-bitmask';
import { GRANT_WEEKDAYS } from '../i18n/grant-labels';
import { textField, textFields } from './console-exchange';
import { zonedDateTimeOf, zonedDateTimeToIso } from './zoned-date-time';

/** The longest authorization name the lock API takes. */
export const MAX_AUTHORIZATION_NAME = 32;
/** A keypad code as the lock API requires it: six digits, each 1 to 9. */
const KEYPAD_CODE = /^[1-9]{6}$/;

/**
 * What the new keypad code form shows again after a refusal: the name, window and weekdays as sent, never the
 * code (a door credential is not written back into a page).
 */
export interface KeypadCodeFormState {
  readonly name: string;
  /** The `datetime-local` text of the window's start ('' for none). */
  readonly from: string;
  /** The `datetime-local` text of the window's end ('' for none). */
  readonly until: string;
  readonly days: readonly WeekdayCode[];
}

/** Why the form cannot be sent, as a line of `LOCK_PAGE_MESSAGES` and its values (`field`: which end of the window). */
export interface KeypadCodeProblem {
  readonly key: 'nameMissing' | 'nameTooLong' | 'badCode' | 'badDateTime' | 'windowOrder' | 'noWeekday';
  readonly values: Record<string, string>;
}

/** The form read: the attributes to create the keypad code with, or the problem. */
export type KeypadCodeReading =
  | { readonly state: KeypadCodeFormState; readonly attributes: AuthorizationCreate; readonly problem: null }
  | { readonly state: KeypadCodeFormState; readonly attributes: null; readonly problem: KeypadCodeProblem };

/**
 * Reads the new keypad code form (`name`, `code`, `from`, `until`, `days`) into the lock API's authorization:
 * type 13, the name (1 to 32 characters), the code (six digits 1 to 9), the window's ends (`datetime-local`
 * read on the clock of the time zone as `zonedDateTimeToIso` reads a grant's, sent as ISO 8601 UTC; either may be
 * left open, the end after the start)
 * and the weekday bitmask of the ticked days (at least one). No remote access: a keypad code is typed on the door.
 */
export function readKeypadCodeForm(
  body: unknown,
  timeZone: string,
  options: { readonly codeRequired: boolean } = { codeRequired: true },
): KeypadCodeReading {
  const state: KeypadCodeFormState = {
    name: textField(body, 'name', 256).trim(),
    from: textField(body, 'from', 64).trim(),
    until: textField(body, 'until', 64).trim(),
    days: GRANT_WEEKDAYS.filter((day) => textFields(body, 'days', 16).includes(day)),
  };
  const code = textField(body, 'code', 64).trim();
  const refuse = (key: KeypadCodeProblem['key'], values: Record<string, string> = {}): KeypadCodeReading => ({
    state,
    attributes: null,
    problem: { key, values },
  });
  if (state.name === '') return refuse('nameMissing');
  if ([...state.name].length > MAX_AUTHORIZATION_NAME) {
    return refuse('nameTooLong', { max: String(MAX_AUTHORIZATION_NAME) });
  }
  const keepsCode = !options.codeRequired && code === '';
  if (!keepsCode && !KEYPAD_CODE.test(code)) return refuse('badCode');
  const ends: (Date | null)[] = [];
  for (const [field, text] of [
    ['from', state.from],
    ['until', state.until],
  ] as const) {
    try {
      ends.push(text === '' ? null : new Date(zonedDateTimeToIso(text, timeZone)));
    } catch (error) {
      if (!(error instanceof InvalidArgumentException)) throw error;
      return refuse('badDateTime', { value: text, field });
    }
  }
  const [from, until] = ends;
  if (from !== null && until !== null && until.getTime() <= from.getTime()) {
    return refuse('windowOrder', { from: state.from, until: state.until });
  }
  if (state.days.length === 0) return refuse('noWeekday');
  const attributes: AuthorizationCreate = {
    type: SmartlockAuths.TYPE_KEYPAD_CODE,
    name: state.name,
    // Kept (an edit left the field empty): 0 is never sent, see `keypadCodeUpdateOf`.
    code: keepsCode ? 0 : Number(code),
    remoteAllowed: false,
    allowedWeekDays: WeekdayBitmask.fromDays(state.days),
  };
  if (from !== null) attributes.allowedFromDate = from.toISOString();
  if (until !== null) attributes.allowedUntilDate = until.toISOString();
  return { state, attributes, problem: null };
}

/** The form field a problem is about, so the page shows it beside that field. */
export function keypadCodeProblemField(
  problem: KeypadCodeProblem,
): 'name' | 'code' | 'from' | 'until' | 'days' {
  switch (problem.key) {
    case 'nameMissing':
    case 'nameTooLong':
      return 'name';
    case 'badCode':
      return 'code';
    case 'badDateTime':
      return problem.values.field === 'from' ? 'from' : 'until';
    case 'windowOrder':
      return 'until';
    case 'noWeekday':
      return 'days';
  }
}

/**
 * What an edit sends: the name, the window's ends that are set and the weekdays, and the code only when a new
 * one was typed (an empty code field keeps the code; an empty window field keeps that end, as the lock API has
 * no way to clear one).
 */
export function keypadCodeUpdateOf(attributes: AuthorizationCreate): AuthorizationUpdate {
  const update: AuthorizationUpdate = { name: attributes.name, allowedWeekDays: attributes.allowedWeekDays };
  if (attributes.code) update.code = attributes.code;
  if (attributes.allowedFromDate) update.allowedFromDate = attributes.allowedFromDate;
  if (attributes.allowedUntilDate) update.allowedUntilDate = attributes.allowedUntilDate;
  return update;
}

/** The edit form of a keypad code as the lock API has it (never its code), its window on the time zone's clock. */
export function keypadCodeFormOf(auth: Authorization, timeZone: string): KeypadCodeFormState {
  return {
    name: auth.name ?? '',
    from: zonedDateTimeOf(auth.allowedFromDate, timeZone),
    until: zonedDateTimeOf(auth.allowedUntilDate, timeZone),
    days: WeekdayBitmask.toDays(auth.allowedWeekDays ?? 127),
  };
}
