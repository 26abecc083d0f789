import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { Authorization } from '../../../data/authorization';
import type { LogEntry } from '../../../data/log-entry';
import type { SmartLock } from '../../../data/smart-lock';
import { SmartlockAuths } from '../../../resources/smartlock-auths';
import type { ConsoleContext } from '../console-context';
import type { ConsoleViewer } from '../console-viewer';
import type { KeypadCodeMaker } from '../../access/keypad-code-makers';
import { html, SafeHtml } from '../html/html';
import type { LogFilter, LogFilterProblem, LogPage } from '../http/log-filter';
import { authorizationTypeLabel } from '../i18n/authorization-type-labels';
import { deviceTypeLabel } from '../i18n/device-type-labels';
import { LOCK_PAGE_MESSAGES } from '../i18n/lock-page-messages';
import { LOCK_SETTINGS_MESSAGES } from '../i18n/lock-settings-messages';
import { lockStateLabel } from '../i18n/lock-state-labels';
import { logActionLabel, logActorLabel, logStateLabel, logTriggerLabel } from '../i18n/log-entry-labels';
import { weekdaysText, windowText } from '../i18n/grant-labels';
import { KEYPAD_CODE_MESSAGES } from '../i18n/keypad-code-messages';
import type { LockAbilities } from '../lock-abilities';
import { deviceVersionText } from '../device-version';
import { CONFIRM_MESSAGES } from '../i18n/confirm-messages';
import { ConsoleConfirmation, confirmAttributes } from './confirm.view';
import { csrfField, renderLayout } from './layout.view';
import { renderLockCard } from './lock-card.view';
import { LogListPlace, renderLogFilter, renderLogPager } from './log-filter.view';

type LockPageKey = keyof (typeof LOCK_PAGE_MESSAGES)['en'];
type Say = (key: LockPageKey, values?: Record<string, string>) => string;

/** The activity section of a lock's page: the filter as read, its problem, and the page of logs (null: none asked). */
export interface LockActivityData {
  readonly filter: LogFilter;
  readonly problem: LogFilterProblem | null;
  readonly page: LogPage<LogEntry> | null;
}

/** The authorizations section of a lock's page: the list (a new keypad code has a page of its own). */
export interface LockAuthorizationsData {
  /** What the viewer may touch: a sub-user's list holds its keypad codes only (see `PermittedSmartlockAuths`). */
  readonly list: readonly Authorization[];
  /**
   * The sub-users who made keypad codes, by the id of the code (a keypad code left out was made by a main user),
   * shown as `keypadCodeMakerLabel` says; null where the console has no users of its own, and no column is shown.
   */
  readonly makers: ReadonlyMap<string, KeypadCodeMaker> | null;
}

/** What a lock's page shows; a section the viewer may not see is null. */
export interface LockPageData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly lock: SmartLock;
  readonly abilities: LockAbilities;
  /** Null unless the viewer holds `view_logs` on the lock. */
  readonly activity: LockActivityData | null;
  /** Null unless the viewer holds `manage_auths` on the lock. */
  readonly authorizations: LockAuthorizationsData | null;
}

/**
 * A lock's page: its card with the actions the viewer may use (as on the dashboard), its details, its activity
 * (with `view_logs`: filtered by day, paged) and its keypad codes and other authorizations (with `manage_auths`:
 * list with who made each keypad code, enable, disable, delete, and links to a keypad code's own page to create or
 * change one). A sub-user's list holds only the keypad codes it may touch, so no control for another kind shows.
 */
export function renderLockPage(context: ConsoleContext, data: LockPageData): SafeHtml {
  const t: Say = (key, values) => context.t(LOCK_PAGE_MESSAGES, key, values);
  const id = data.lock.smartlockId as number;
  return renderLayout(context, {
    title: data.lock.name ?? `#${id}`,
    section: 'dashboard',
    account: data.account,
    accounts: data.accounts,
    body: html`<p class="aside">
        <a href="${context.url('accounts', data.account)}">${t('backToDashboard')}</a>
      </p>
      <h1>${data.lock.name ?? `#${id}`}</h1>
      <div class="grid-2">
        ${renderLockCard(context, data.account, data.lock, data.abilities, {
          back: context.url('accounts', data.account, 'locks', data.lock.smartlockId as number),
        })}
        ${details(context, data.lock, t)}
      </div>
      ${manageLinks(context, data)} ${data.activity === null ? '' : activity(context, data, data.activity, t)}
      ${data.authorizations === null ? '' : authorizations(context, data, data.authorizations, t)}`,
  });
}

/**
 * Links to the lock's settings pages the viewer may open: its settings with "Change settings" (`manage_settings`;
 * a main user always), its admin PIN, renaming and removing it for a main user. Each page checks again below the
 * console; a hidden link is not the check.
 */
function manageLinks(context: ConsoleContext, data: LockPageData): SafeHtml | '' {
  const s = (key: keyof (typeof LOCK_SETTINGS_MESSAGES)['en']) => context.t(LOCK_SETTINGS_MESSAGES, key);
  const page = (segment: string) =>
    context.url('accounts', data.account, 'locks', data.lock.smartlockId as number, segment);
  const links: SafeHtml[] = [];
  if (data.abilities.permissions.has('manage_settings')) {
    links.push(html`<a class="button button-quiet" href="${page('settings')}">${s('linkSettings')}</a>`);
  }
  if (context.signedIn.isMain) {
    links.push(
      html`<a class="button button-quiet" href="${page('admin-pin')}">${s('linkAdminPin')}</a>`,
      html`<a class="button button-quiet" href="${page('rename')}">${s('linkRename')}</a>`,
      html`<a class="button button-quiet button-danger" href="${page('remove')}">${s('linkRemove')}</a>`,
    );
  }
  if (links.length === 0) return '';
  return html`<section class="panel" id="manage" aria-labelledby="manage-title">
    <h2 id="manage-title">${s('manageTitle')}</h2>
    <div class="actions">${links}</div>
  </section>`;
}

function details(context: ConsoleContext, lock: SmartLock, t: Say): SafeHtml {
  const battery = [lock.batteryCharge === null ? t('unknown') : `${lock.batteryCharge}%`];
  if (lock.batteryCritical) battery.push(t('batteryCritical'));
  if (lock.batteryCharging) battery.push(t('batteryCharging'));
  const row = (label: string, value: string) =>
    html`<tr>
      <th scope="row">${label}</th>
      <td>${value === '' ? t('unknown') : value}</td>
    </tr>`;
  return html`<section class="panel" aria-labelledby="lock-details">
    <h2 id="lock-details">${t('details')}</h2>
    <table>
      <tbody>
        ${row(t('smartlockId'), String(lock.smartlockId))}
        ${row(t('type'), deviceTypeLabel(lock.type, context.locale))}
        ${row(t('state'), lockStateLabel(lock, context.locale) ?? '')}
        ${row(t('doorState'), lock.doorStateLabel(context.locale))} ${row(t('battery'), battery.join(', '))}
        ${row(t('keypadBattery'), lock.keypadBatteryCritical ? t('critical') : t('ok'))}
        ${row(t('doorSensorBattery'), lock.doorsensorBatteryCritical ? t('critical') : t('ok'))}
        ${row(t('firmware'), deviceVersionText(lock.firmwareVersion, 3))}
        ${row(t('hardware'), deviceVersionText(lock.hardwareVersion, 2))}
        ${row(t('lastUpdate'), context.dateTime(lock.updateDate))}
      </tbody>
    </table>
  </section>`;
}

function activity(context: ConsoleContext, data: LockPageData, section: LockActivityData, t: Say): SafeHtml {
  const place: LogListPlace = {
    path: context.url('accounts', data.account, 'locks', data.lock.smartlockId as number),
    anchor: 'activity',
  };
  const entries = section.page?.entries ?? [];
  const empty = section.filter.before.length === 0 ? t('noActivity') : t('noOlderActivity');
  return html`<section class="panel" id="activity" aria-labelledby="activity-title">
    <h2 id="activity-title">${t('activity')}</h2>
    ${renderLogFilter(context, place, section.filter, section.problem)}
    ${
      section.page === null
        ? ''
        : entries.length === 0
          ? html`<p class="empty">${empty}</p>`
          : html`<table>
              <thead>
                <tr>
                  <th scope="col">${t('when')}</th>
                  <th scope="col">${t('who')}</th>
                  <th scope="col">${t('action')}</th>
                  <th scope="col">${t('trigger')}</th>
                  <th scope="col">${t('result')}</th>
                </tr>
              </thead>
              <tbody>
                ${entries.map(
                  (entry) =>
                    html`<tr>
                      <td><time datetime="${entry.date ?? ''}">${context.dateTime(entry.date)}</time></td>
                      <td>${logActorLabel(entry.name, context.locale)}</td>
                      <td>${logActionLabel(entry.action, context.locale, entry.deviceType)}</td>
                      <td>${logTriggerLabel(entry.trigger, context.locale)}</td>
                      <td>${logStateLabel(entry.state, context.locale)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
    }
    ${section.page === null ? '' : renderLogPager(context, place, section.filter, section.page.olderThan)}
    <p>
      <a href="${`${context.url('accounts', data.account, 'activity')}?lock=${data.lock.smartlockId}`}"
        >${t('activityTools')}</a
      >
    </p>
  </section>`;
}

/** The question of deleting each kind of authorization (another kind: `deleteAuthorization`, naming its type). */
const DELETE_QUESTION_OF_TYPE: Readonly<Record<number, keyof (typeof CONFIRM_MESSAGES)['en']>> =
  Object.freeze({
    [SmartlockAuths.TYPE_APP]: 'deleteAppAccess',
    [SmartlockAuths.TYPE_BRIDGE]: 'deleteBridge',
    [SmartlockAuths.TYPE_FOB]: 'deleteFob',
    [SmartlockAuths.TYPE_KEYPAD]: 'deleteKeypad',
    [SmartlockAuths.TYPE_KEYPAD_CODE]: 'deleteKeypadCode',
  });

/**
 * What deleting an authorization asks first, naming its kind: "Delete the app access of ...?", "Delete the
 * keypad code ...?", ...
 */
export function keypadDeleteConfirmation(
  context: ConsoleContext,
  auth: Authorization,
  lockName: string,
  cancelUrl: string,
): ConsoleConfirmation {
  const key = (auth.type === null ? undefined : DELETE_QUESTION_OF_TYPE[auth.type]) ?? 'deleteAuthorization';
  const kind = authorizationTypeLabel(auth.type, context.locale);
  return {
    question: context.t(CONFIRM_MESSAGES, key, { name: auth.name ?? auth.id, lock: lockName, kind }),
    confirmLabel: context.t(CONFIRM_MESSAGES, 'confirmDelete'),
    cancelUrl,
  };
}

function authorizations(
  context: ConsoleContext,
  data: LockPageData,
  section: LockAuthorizationsData,
  t: Say,
): SafeHtml {
  const lockPath = (...rest: string[]) =>
    context.url('accounts', data.account, 'locks', data.lock.smartlockId as number, 'auths', ...rest);
  const id = data.lock.smartlockId as number;
  const lockName = data.lock.name ?? `#${id}`;
  const back = `${context.url('accounts', data.account, 'locks', id)}#authorizations`;
  const kindOf = (auth: Authorization) => authorizationTypeLabel(auth.type, context.locale);
  const change = (auth: Authorization, what: 'enable' | 'disable' | 'delete') =>
    html`<form
      class="inline-form"
      method="post"
      action="${lockPath(auth.id, what)}"
      ${what === 'delete' ? confirmAttributes(context, keypadDeleteConfirmation(context, auth, lockName, back)) : ''}
    >
      ${csrfField(context)}
      <button type="submit" class="${what === 'delete' ? 'button-danger' : 'button-quiet'}">
        ${t(what)}
      </button>
    </form>`;
  return html`<section class="panel" id="authorizations" aria-labelledby="authorizations-title">
    <h2 id="authorizations-title">${t('authorizations')}</h2>
    ${
      section.list.length === 0
        ? html`<p class="empty">${t('noAuthorizations')}</p>`
        : scrollable(
            html`<table>
                <thead>
                  <tr>
                    <th scope="col">${t('name')}</th>
                    <th scope="col">${t('type')}</th>
                    <th scope="col">${t('code')}</th>
                    <th scope="col">${t('enabled')}</th>
                    <th scope="col">${t('window')}</th>
                    <th scope="col">${t('weekdays')}</th>
                    <th scope="col">${t('lastActive')}</th>
                    ${section.makers === null ? '' : html`<th scope="col">${t('madeBy')}</th>`}
                    <th scope="col">${t('actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${section.list.map(
                    (auth) =>
                      html`<tr>
                        <td data-label="${t('name')}">${auth.name ?? ''}</td>
                        <td data-label="${t('type')}">${kindOf(auth)}</td>
                        <td data-label="${t('code')}">
                          ${auth.type === SmartlockAuths.TYPE_KEYPAD_CODE ? maskedKeypadCode(auth.code) : ''}
                        </td>
                        <td data-label="${t('enabled')}">${auth.enabled ? t('yes') : t('no')}</td>
                        <td data-label="${t('window')}">
                          ${windowText(context, auth.allowedFromDate, auth.allowedUntilDate)}
                        </td>
                        <td data-label="${t('weekdays')}">${weekdaysText(context, auth.allowedWeekDays)}</td>
                        <td data-label="${t('lastActive')}">
                          ${auth.lastActiveDate === null ? t('never') : context.dateTime(auth.lastActiveDate)}
                        </td>
                        ${section.makers === null ? '' : madeBy(auth, section.makers, context.signedIn, t)}
                        <td data-label="${t('actions')}">
                          <div class="actions">
                            ${
                              auth.type === SmartlockAuths.TYPE_KEYPAD_CODE
                                ? html`<a
                                    class="button button-quiet"
                                    href="${context.url('accounts', data.account, 'locks', id, 'keypad-codes', auth.id, 'edit')}"
                                    >${context.t(KEYPAD_CODE_MESSAGES, 'edit')}</a
                                  >`
                                : ''
                            }
                            ${change(auth, auth.enabled ? 'disable' : 'enable')} ${change(auth, 'delete')}
                          </div>
                        </td>
                      </tr>`,
                  )}
                </tbody>
              </table>
              <p class="hint">${t('codesMasked')}</p>`,
          )
    }
    <p>
      <a class="button" href="${context.url('accounts', data.account, 'locks', id, 'keypad-codes', 'new')}"
        >${t('newCode')}</a
      >
    </p>
  </section>`;
}

/**
 * A wide table in a box of its own that scrolls sideways (the authorizations at tablet width), so the page stays
 * as wide as the window; on a phone the rows are cards anyway.
 */
function scrollable(content: SafeHtml): SafeHtml {
  return html`<div class="table-scroll">${content}</div>`;
}

/** The "Made by" cell of an authorization: a keypad code's maker as the viewer may see it (other kinds: nothing). */
function madeBy(
  auth: Authorization,
  makers: ReadonlyMap<string, KeypadCodeMaker>,
  viewer: ConsoleViewer,
  t: Say,
): SafeHtml {
  const maker =
    auth.type === SmartlockAuths.TYPE_KEYPAD_CODE ? keypadCodeMakerLabel(makers.get(auth.id), viewer, t) : '';
  return html`<td data-label="${t('madeBy')}">${maker}</td>`;
}

/**
 * Who made a keypad code, as the viewer may see it: a code without a maker was made by the main user; a main user
 * sees the sub-user's email; a sub-user sees "You" for its own codes and "Another sub-user" for another's (a
 * sub-user is not told who else its main user let in).
 */
function keypadCodeMakerLabel(
  maker: Pick<KeypadCodeMaker, 'userId' | 'userEmail'> | undefined,
  viewer: Pick<ConsoleViewer, 'isMain' | 'user'>,
  t: Say,
): string {
  if (maker === undefined) return t('madeByMainUser');
  if (viewer.isMain) return maker.userEmail;
  return viewer.user !== null && viewer.user.id === maker.userId ? t('madeByYou') : t('madeByAnotherSubUser');
}

/**
 * A keypad code as the page shows it: its last two digits only (`••••41`). The code is a door credential: anyone
 * who reads it off a screen, a shared link's page or a screenshot can open the door, so the page never carries it
 * whole; the last digits are enough to tell two codes apart. (The issue names API tokens, OAuth tokens and
 * webhook secrets as secrets that are never shown; a keypad code is masked for the same reason.)
 */
function maskedKeypadCode(code: number | null): string {
  if (code === null) return '';
  return `••••${String(code).slice(-2)}`;
}
