import type { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import type { DashboardSort, DashboardSortKey } from '../http/dashboard-sort';
import { sortOf, sortParts } from '../http/dashboard-sort';
import { DASHBOARD_FILTER_MESSAGES } from '../i18n/dashboard-filter-messages';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { grantClosureText } from '../i18n/grant-closure-text';
import type { LockAbilities } from '../lock-abilities';
import {
  batteryText,
  feedbackArea,
  lastActivityText,
  LockCardOptions,
  lockActionForm,
  lockStateText,
} from './lock-card.view';

/** The way a key sorts first when its column's heading is chosen: the newest activity, else ascending. */
const FIRST_DIRECTION_DESCENDING: Readonly<Record<DashboardSortKey, boolean>> = {
  name: false,
  state: false,
  battery: false,
  activity: true,
};

/**
 * The dashboard's compact list: a table, one row a lock, with the card's facts (name, state, door, battery, last
 * activity) and buttons. Its headings of name, state, battery and last activity are links that sort by them
 * (again: the other way round), `aria-sort` telling the order in effect. On a phone each row becomes a small card
 * with its labels (the stylesheet's `data-label` rule).
 */
export function renderLockTable(
  context: ConsoleContext,
  sort: DashboardSort,
  sortLink: (sort: DashboardSort) => string,
  rows: readonly SafeHtml[],
): SafeHtml {
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en']) => context.t(DASHBOARD_MESSAGES, key);
  const f = (key: keyof (typeof DASHBOARD_FILTER_MESSAGES)['en']) =>
    context.t(DASHBOARD_FILTER_MESSAGES, key);
  const current = sortParts(sort);
  const heading = (key: DashboardSortKey, label: string) => {
    const sorted = current.key === key;
    const next = sortOf(key, sorted ? !current.descending : FIRST_DIRECTION_DESCENDING[key]);
    return html`<th
      scope="col"
      ${sorted ? html`aria-sort="${current.descending ? 'descending' : 'ascending'}"` : ''}
    >
      <a href="${sortLink(next)}"
        >${label}${sorted ? html`<span aria-hidden="true">${current.descending ? ' ▼' : ' ▲'}</span>` : ''}</a
      >
    </th>`;
  };
  return html`<table class="lock-table">
    <thead>
      <tr>
        ${heading('name', f('name'))} ${heading('state', f('state'))}
        <th scope="col">${t('doorState')}</th>
        ${heading('battery', t('battery'))} ${heading('activity', t('lastActivity'))}
        <th scope="col">${t('actions')}</th>
      </tr>
    </thead>
    <tbody>
      ${rows}
    </tbody>
  </table>`;
}

/**
 * One lock as a row of the list (`<tr id="lock-<id>" data-lock-id="<id>">`): what its card says, in cells, and
 * the same buttons; an action from it answers a row (`GET .../locks/:id/row` answers it as the lock is).
 */
export function renderLockRow(
  context: ConsoleContext,
  account: string,
  lock: SmartLock,
  abilities: LockAbilities,
  options: LockCardOptions = {},
): SafeHtml {
  const id = lock.smartlockId as number;
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en']) => context.t(DASHBOARD_MESSAGES, key);
  const battery = batteryText(context, lock);
  return html`<tr
    class="lock-row${lock.isLocked() ? ' is-locked' : lock.isUnlocked() ? ' is-unlocked' : ''}"
    id="lock-${id}"
    data-lock-id="${id}"
  >
    <th scope="row">
      <a href="${context.url('accounts', account, 'locks', id)}">${lock.name ?? `#${id}`}</a>
    </th>
    <td data-label="${context.t(DASHBOARD_FILTER_MESSAGES, 'state')}">${lockStateText(context, lock)}</td>
    <td data-label="${t('doorState')}">${lock.doorStateLabel(context.locale)}</td>
    <td data-label="${t('battery')}">
      ${lock.batteryCritical ? html`<strong class="battery-critical">${battery}</strong>` : battery}
    </td>
    ${
      options.activity === undefined
        ? html`<td></td>`
        : html`<td data-label="${t('lastActivity')}">
            ${lastActivityText(context, options.activity, options.activityBefore)}
          </td>`
    }
    <td class="row-actions">
      ${abilities.closure === null ? '' : html`<p class="hint">${grantClosureText(context, abilities.closure)}</p>`}
      ${feedbackArea(options)} ${lockActionForm(context, account, lock, abilities, options, 'list')}
    </td>
  </tr>`;
}
