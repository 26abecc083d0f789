import type { AccountUser } from '../../../data/account-user';
import type { Authorization } from '../../../data/authorization';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import type { PersonFormState } from '../http/account-person-form';
import { MAX_PERSON_EMAIL, MAX_PERSON_NAME } from '../http/account-person-form';
import { ACCOUNT_PEOPLE_MESSAGES } from '../i18n/account-people-messages';
import { languageName, LOCK_API_LANGUAGES } from '../i18n/language-names';
import { checkboxGroup } from './checkbox-group.view';
import { ConsoleConfirmation, confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';

type PeopleKey = keyof (typeof ACCOUNT_PEOPLE_MESSAGES)['en'];

/** A lock of the account as the people pages name it. */
export interface PeopleLock {
  readonly smartlockId: number;
  readonly name: string;
}

/** One person in the list, with the names of the locks their app may open. */
export interface PersonListItem {
  readonly user: AccountUser;
  readonly appAccessLocks: readonly string[];
}

/** A form of the people pages as it was posted, with why it was refused (escaped), for showing it again. */
export interface RefusedPersonForm {
  readonly state: PersonFormState;
  readonly error: string;
}

/** What the people page shows. */
export interface PeoplePageData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly people: readonly PersonListItem[];
  /** The refused add form, or left out for an empty one. */
  readonly form?: RefusedPersonForm;
}

/** One app access of the person: the authorization and its lock's name. */
export interface AppAccessRow {
  readonly auth: Authorization;
  readonly lockName: string;
}

/** What one person's page shows. */
export interface PersonPageData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly person: AccountUser;
  /** The change form (the person as the lock API has it, or as posted and refused). */
  readonly form: PersonFormState;
  readonly formError?: string;
  readonly appAccess: readonly AppAccessRow[];
  /** The account's locks the person has no app access to yet. */
  readonly offered: readonly PeopleLock[];
  /** The refused app access form: the ticked locks, whether from afar, and why. */
  readonly give?: { readonly locks: readonly string[]; readonly remote: boolean; readonly error: string };
}

/** The person's name as the pages show it (the email when the lock API has no name). */
export function personName(user: AccountUser): string {
  return user.name ?? user.email ?? '';
}

/** What removing a person from the lock account asks first. */
export function removePersonConfirmation(
  context: ConsoleContext,
  user: AccountUser,
  cancelUrl: string,
): ConsoleConfirmation {
  return {
    question: say(context)('removeQuestion', { name: personName(user), email: user.email ?? '' }),
    confirmLabel: say(context)('confirmRemove'),
    cancelUrl,
  };
}

/** What removing a person's app access to a lock asks first. */
export function removeAppAccessConfirmation(
  context: ConsoleContext,
  user: AccountUser,
  lockName: string,
  cancelUrl: string,
): ConsoleConfirmation {
  return {
    question: say(context)('removeAccessQuestion', { name: personName(user), lock: lockName }),
    confirmLabel: say(context)('confirmRemove'),
    cancelUrl,
  };
}

/**
 * The people of a lock account (name, email, app language and the locks their app may open), each linking to
 * their own page, and the form to add one.
 */
export function renderPeoplePage(context: ConsoleContext, data: PeoplePageData): SafeHtml {
  const t = say(context);
  const record = data.accounts.find((account) => account.key === data.account);
  const title = t('titleOf', { account: record?.name ?? data.account });
  return renderLayout(context, {
    title,
    section: 'people',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${title}</h1>
      <p class="hint">${t('intro')}</p>
      <section class="panel" id="people" aria-label="${title}">
        ${data.people.length === 0 ? html`<p class="empty">${t('noPeople')}</p>` : peopleTable(context, data)}
      </section>
      <section class="panel" id="add-person" aria-labelledby="add-person-title">
        <h2 id="add-person-title">${t('addTitle')}</h2>
        <p class="hint">${t('addIntro')}</p>
        <form method="post" action="${context.url('accounts', data.account, 'people')}" class="stack">
          ${csrfField(context)}
          ${personFields(context, 'new-person', data.form?.state ?? null, data.form?.error)}
          <button type="submit" class="button">${t('submitAdd')}</button>
        </form>
      </section>`,
  });
}

function peopleTable(context: ConsoleContext, data: PeoplePageData): SafeHtml {
  const t = say(context);
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${t('name')}</th>
        <th scope="col">${t('email')}</th>
        <th scope="col">${t('language')}</th>
        <th scope="col">${t('appAccess')}</th>
      </tr>
    </thead>
    <tbody>
      ${data.people.map(
        ({ user, appAccessLocks }) =>
          html`<tr>
            <td data-label="${t('name')}">
              <a
                href="${context.url('accounts', data.account, 'people', String(user.accountUserId))}"
                aria-label="${t('details', { name: personName(user) })}"
                >${personName(user)}</a
              >
            </td>
            <td data-label="${t('email')}">${user.email ?? ''}</td>
            <td data-label="${t('language')}">${languageName(user.language, context.locale)}</td>
            <td data-label="${t('appAccess')}">
              ${appAccessLocks.length === 0 ? t('noAppAccess') : appAccessLocks.join(', ')}
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The name, email and language fields, filled with the state (empty: English chosen), the refusal above them. */
function personFields(
  context: ConsoleContext,
  prefix: string,
  state: PersonFormState | null,
  error: string | undefined,
): SafeHtml {
  const t = say(context);
  const chosen = state?.language ?? context.locale;
  return html`${error === undefined ? '' : html`<p class="flash flash-error" role="alert">${error}</p>`}
    <label class="field" for="${prefix}-name"
      ><span>${t('name')}</span>
      <input
        id="${prefix}-name"
        name="name"
        type="text"
        value="${state?.name ?? ''}"
        maxlength="${String(MAX_PERSON_NAME)}"
        autocomplete="off"
        required
      />
    </label>
    <label class="field" for="${prefix}-email"
      ><span>${t('email')}</span>
      <input
        id="${prefix}-email"
        name="email"
        type="email"
        value="${state?.email ?? ''}"
        maxlength="${String(MAX_PERSON_EMAIL)}"
        autocomplete="off"
        required
      />
    </label>
    <label class="field" for="${prefix}-language"
      ><span>${t('language')}</span>
      <select id="${prefix}-language" name="language">
        ${LOCK_API_LANGUAGES.map(
          (code) =>
            html`<option value="${code}" ${code === chosen ? html` selected` : ''}>
              ${languageName(code, context.locale)}
            </option>`,
        )}
      </select>
    </label>`;
}

/**
 * One person of the lock account: their name, email and app language to change, their app access to the
 * account's locks (apart from keypad codes, which belong to no person) with a way to give and remove it, and
 * removing the person.
 */
export function renderPersonPage(context: ConsoleContext, data: PersonPageData): SafeHtml {
  const t = say(context);
  const name = personName(data.person);
  const id = String(data.person.accountUserId);
  const record = data.accounts.find((account) => account.key === data.account);
  const here = context.url('accounts', data.account, 'people', id);
  return renderLayout(context, {
    title: name,
    section: 'people',
    account: data.account,
    accounts: data.accounts,
    body: html`<p>
        <a href="${context.url('accounts', data.account, 'people')}"
          >${t('allPeople', { account: record?.name ?? data.account })}</a
        >
      </p>
      <h1>${name}</h1>
      ${
        data.person.creationDate === null
          ? ''
          : html`<p class="hint">
              ${t('personIntro', { date: context.dateTime(data.person.creationDate) })}
            </p>`
      }
      <section class="panel" id="app-access" aria-labelledby="app-access-title">
        <h2 id="app-access-title">${t('appAccessTitle', { name })}</h2>
        <p class="hint">${t('appAccessIntro', { name })}</p>
        ${
          data.appAccess.length === 0
            ? html`<p class="empty">${t('noAppAccessOf', { name })}</p>`
            : appAccessTable(context, data, here)
        }
        ${giveForm(context, data, here)}
      </section>
      <section class="panel" id="edit-person" aria-labelledby="edit-person-title">
        <h2 id="edit-person-title">${t('editTitle')}</h2>
        <form method="post" action="${here}" class="stack">
          ${csrfField(context)} ${personFields(context, 'person', data.form, data.formError)}
          <button type="submit" class="button">${t('save')}</button>
        </form>
      </section>
      <section class="panel" id="remove-person" aria-labelledby="remove-person-title">
        <h2 id="remove-person-title">${t('removeTitle')}</h2>
        <p class="hint">${t('removeIntro', { name })}</p>
        <form
          method="post"
          action="${here}/remove"
          ${confirmAttributes(context, removePersonConfirmation(context, data.person, here))}
        >
          ${csrfField(context)}
          <button type="submit" class="button-danger">${t('removePerson', { name })}</button>
        </form>
      </section>`,
  });
}

function appAccessTable(context: ConsoleContext, data: PersonPageData, here: string): SafeHtml {
  const t = say(context);
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${t('lock')}</th>
        <th scope="col">${t('remote')}</th>
        <th scope="col">${t('enabled')}</th>
        <th scope="col">${t('lastUsed')}</th>
        <th scope="col"><span class="visually-hidden">${t('removeAccess')}</span></th>
      </tr>
    </thead>
    <tbody>
      ${data.appAccess.map(
        ({ auth, lockName }) =>
          html`<tr>
            <td data-label="${t('lock')}">
              ${
                auth.smartlockId === null
                  ? lockName
                  : html`<a href="${context.url('accounts', data.account, 'locks', auth.smartlockId)}"
                      >${lockName}</a
                    >`
              }
            </td>
            <td data-label="${t('remote')}">${auth.remoteAllowed ? t('remoteYes') : t('remoteNo')}</td>
            <td data-label="${t('enabled')}">${auth.enabled ? t('enabledYes') : t('enabledNo')}</td>
            <td data-label="${t('lastUsed')}">
              ${auth.lastActiveDate === null ? t('neverUsed') : context.dateTime(auth.lastActiveDate)}
            </td>
            <td>
              <form
                class="inline-form"
                method="post"
                action="${here}/app-access/${String(auth.smartlockId)}/${encodeURIComponent(auth.id)}/remove"
                ${confirmAttributes(context, removeAppAccessConfirmation(context, data.person, lockName, here))}
              >
                ${csrfField(context)}
                <button type="submit" class="button-danger" aria-label="${t('removeAccess')}: ${lockName}">
                  ${t('removeAccess')}
                </button>
              </form>
            </td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function giveForm(context: ConsoleContext, data: PersonPageData, here: string): SafeHtml {
  const t = say(context);
  const name = personName(data.person);
  const refusal =
    data.give === undefined ? '' : html`<p class="flash flash-error" role="alert">${data.give.error}</p>`;
  if (data.offered.length === 0) {
    return html`${refusal}
      <p class="hint">${t('everyLockGiven', { name })}</p>`;
  }
  const ticked = new Set(data.give?.locks ?? []);
  return html`<h3>${t('giveTitle')}</h3>
    <form method="post" action="${here}/app-access" class="stack">
      ${csrfField(context)} ${refusal}
      ${checkboxGroup(
        t('locksLegend'),
        'locks',
        data.offered.map((lock) => ({
          value: String(lock.smartlockId),
          label: lock.name,
          checked: ticked.has(String(lock.smartlockId)),
        })),
      )}
      <label class="check"
        ><input type="checkbox" name="remote" value="1" ${data.give?.remote === true ? html` checked` : ''} />
        ${t('remoteLabel')}</label
      >
      <button type="submit" class="button">${t('submitGive')}</button>
    </form>`;
}

function say(context: ConsoleContext) {
  return (key: PeopleKey, values?: Record<string, string>) => context.t(ACCOUNT_PEOPLE_MESSAGES, key, values);
}
