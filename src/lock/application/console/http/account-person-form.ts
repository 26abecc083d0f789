import type { AccountUser } from '../../../data/account-user';
import type { AccountUserCreate, AccountUserUpdate } from '../../../resources/account-users';
import { isLockApiLanguage, LockApiLanguage } from '../i18n/language-names';
import { textField, textFields } from './console-exchange';

/** The longest name of a person the lock API takes. */
export const MAX_PERSON_NAME = 255;
/** The longest email address the form takes (RFC 5321's limit). */
export const MAX_PERSON_EMAIL = 254;
/** An email address as the lock API takes it: something, an at sign, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest authorization name the lock API takes: an app access is named after its person, cut to this. */
export const MAX_APP_ACCESS_NAME = 32;

/** What the person form shows again after a refusal: the fields as sent. */
export interface PersonFormState {
  readonly name: string;
  readonly email: string;
  readonly language: string;
}

/** Why the person form cannot be sent, as a line of `ACCOUNT_PEOPLE_MESSAGES`. */
export type PersonProblem = 'nameMissing' | 'nameTooLong' | 'emailInvalid' | 'languageUnknown';

/** The form read: the person to send, or the problem (nothing is sent then). */
export type PersonReading =
  | { readonly state: PersonFormState; readonly person: AccountUserCreate; readonly problem: null }
  | { readonly state: PersonFormState; readonly person: null; readonly problem: PersonProblem };

/**
 * Reads the person form (`name`, `email`, `language`) into the lock API's account user: a name of 1 to 255
 * characters, an email address (one at sign, a dot in the domain, no spaces) and one of the API's languages.
 */
export function readPersonForm(body: unknown): PersonReading {
  const state: PersonFormState = {
    name: textField(body, 'name', 1024).trim(),
    email: textField(body, 'email', 1024).trim(),
    language: textField(body, 'language', 16).trim(),
  };
  const refuse = (problem: PersonProblem): PersonReading => ({ state, person: null, problem });
  if (state.name === '') return refuse('nameMissing');
  if ([...state.name].length > MAX_PERSON_NAME) return refuse('nameTooLong');
  if (state.email.length > MAX_PERSON_EMAIL || !EMAIL.test(state.email)) return refuse('emailInvalid');
  if (!isLockApiLanguage(state.language)) return refuse('languageUnknown');
  return {
    state,
    person: { name: state.name, email: state.email, language: state.language },
    problem: null,
  };
}

/** The person form of an account user as the lock API has it (its language, or English when it has none). */
export function personFormOf(user: AccountUser): PersonFormState {
  return { name: user.name ?? '', email: user.email ?? '', language: user.language ?? 'en' };
}

/** The fields of the read form that differ from the account user's: what a change sends (empty: nothing). */
export function personChanges(user: AccountUser, person: AccountUserCreate): AccountUserUpdate {
  const changes: AccountUserUpdate = {};
  if (person.name !== user.name) changes.name = person.name;
  if (person.email.toLowerCase() !== (user.email ?? '').toLowerCase()) changes.email = person.email;
  if (person.language !== undefined && person.language !== user.language) {
    changes.language = person.language as LockApiLanguage;
  }
  return changes;
}

/** Why the app access form cannot be sent, as a line of `ACCOUNT_PEOPLE_MESSAGES`. */
export type AppAccessProblem = 'locksMissing' | 'lockUnknown';

/** The app access form read: the locks and whether the app may open them from afar, or the problem. */
export type AppAccessReading =
  | {
      readonly smartlockIds: readonly number[];
      readonly remoteAllowed: boolean;
      readonly problem: null;
    }
  | { readonly smartlockIds: null; readonly remoteAllowed: boolean; readonly problem: AppAccessProblem };

/**
 * Reads the app access form (`locks`: smartlock ids, `remote`: "1" when the app may open from afar): at least one
 * lock, each one of `offered` (the account's locks the person has no app access to yet), each once.
 */
export function readAppAccessForm(body: unknown, offered: readonly number[]): AppAccessReading {
  const remoteAllowed = textField(body, 'remote', 8) === '1';
  const posted = [...new Set(textFields(body, 'locks', 256))];
  if (posted.length === 0) return { smartlockIds: null, remoteAllowed, problem: 'locksMissing' };
  const ids = posted.map((value) => (/^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN));
  if (ids.some((id) => !offered.includes(id))) {
    return { smartlockIds: null, remoteAllowed, problem: 'lockUnknown' };
  }
  return { smartlockIds: ids, remoteAllowed, problem: null };
}

/** The name an app access of the person gets at the lock API: the person's name, cut to 32 characters. */
export function appAccessNameOf(user: AccountUser): string {
  const name = (user.name ?? user.email ?? '').trim();
  return [...name].slice(0, MAX_APP_ACCESS_NAME).join('') || String(user.accountUserId);
}

/** A person's id as the console's paths carry it (a positive whole number), or null. */
export function personIdOf(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
