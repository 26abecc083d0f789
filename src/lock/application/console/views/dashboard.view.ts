import type { LockGrant } from '../../access/lock-grant';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import type { LastActivity } from '../dashboard-activity';
import { html, SafeHtml } from '../html/html';
import {
  DASHBOARD_STATE_FILTERS,
  DashboardFilter,
  DashboardPage,
  dashboardPageNumbers,
  dashboardPageOf,
  dashboardSearch,
  isDashboardFiltered,
} from '../http/dashboard-filter';
import { DASHBOARD_SORTS, DashboardSort, DashboardView, DASHBOARD_VIEWS } from '../http/dashboard-sort';
import { DASHBOARD_FILTER_MESSAGES } from '../i18n/dashboard-filter-messages';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { grantClosureText } from '../i18n/grant-closure-text';
import { lockAbilities } from '../lock-abilities';
import { renderLayout } from './layout.view';
import { renderLockCard } from './lock-card.view';
import { renderLockRow, renderLockTable } from './lock-list.view';

/** What the dashboard shows for one account. */
export interface DashboardData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  /** The locks the viewer may use now; null when a sub-user has no open grant in the account. */
  readonly locks: readonly SmartLock[] | null;
  /** A sub-user's grants in the account (null for a main user or host visitor). */
  readonly grants: readonly LockGrant[] | null;
  /** The name search, state, order, view and page asked for. */
  readonly filter: DashboardFilter;
  /** The last activity of the locks the viewer may see the activity of. */
  readonly activity?: LastActivity;
  /** The names of the locks of a sub-user's grants that are closed now (lock id to name), for saying which. */
  readonly closedNames?: ReadonlyMap<number, string>;
}

type FilterLine = keyof (typeof DASHBOARD_FILTER_MESSAGES)['en'];

/** The catalogue line of each sort choice. */
const SORT_LINES: Readonly<Record<DashboardSort, FilterLine>> = {
  name: 'sortName',
  'name-desc': 'sortNameDesc',
  state: 'sortState',
  'state-desc': 'sortStateDesc',
  battery: 'sortBattery',
  'battery-desc': 'sortBatteryDesc',
  activity: 'sortActivity',
  'activity-desc': 'sortActivityDesc',
};

/**
 * The dashboard: the locks of the current account, a page at a time, as cards or as a compact list, each with its
 * state and the actions the viewer may use, under a search by name and state and a choice of order (a `GET` form:
 * links to a search, an order or a page can be kept), with the page numbers above and below the locks.
 */
export function renderDashboard(context: ConsoleContext, data: DashboardData): SafeHtml {
  const t = (key: keyof (typeof DASHBOARD_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(DASHBOARD_MESSAGES, key, values);
  const record = data.accounts.find((account) => account.key === data.account);
  const now = context.now();
  const shown = new Set((data.locks ?? []).map((lock) => lock.smartlockId));
  const closed = (data.grants ?? [])
    .filter((grant) => !shown.has(grant.smartlockId))
    .map((grant) => ({
      grant,
      abilities: lockAbilities(data.grants, grant.smartlockId, now, context.timeZone),
    }))
    .filter(({ abilities }) => abilities.closure !== null);
  const usable = (data.locks ?? []).filter((lock) => lock.smartlockId !== null);
  const path = context.url('accounts', data.account);
  const activity = data.activity?.dates ?? new Map<number, string>();
  const activityBefore = data.activity?.before ?? null;
  const page = dashboardPageOf(usable, data.filter, context.locale, activity);
  const back = dashboardSearch(data.filter, page.page);
  const items = page.locks.map((lock) => {
    const id = lock.smartlockId as number;
    const abilities = lockAbilities(data.grants, id, now, context.timeZone);
    const options = {
      ...(back === '' ? {} : { back: `${path}${back}` }),
      ...(abilities.permissions.has('view_logs')
        ? { activity: activity.get(id) ?? null, activityBefore }
        : {}),
    };
    return data.filter.view === 'list'
      ? renderLockRow(context, data.account, lock, abilities, options)
      : renderLockCard(context, data.account, lock, abilities, options);
  });
  return renderLayout(context, {
    title: t('title'),
    section: 'dashboard',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${t('locksOf', { account: record?.name ?? data.account })}</h1>
      ${data.locks === null ? html`<p class="empty">${t('noOpenGrant')}</p>` : ''}
      ${data.locks !== null && usable.length === 0 ? html`<p class="empty">${t('noLocks')}</p>` : ''}
      ${usable.length === 0 ? '' : renderLockList(context, path, data.filter, page, items)}
      ${
        closed.length === 0
          ? ''
          : html`<section class="panel">
              <h2>${t('closedGrants')}</h2>
              <ul class="plain">
                ${closed.map(
                  ({ grant, abilities }) =>
                    html`<li>
                      ${data.closedNames?.get(grant.smartlockId) ?? `#${grant.smartlockId}`}:
                      ${grantClosureText(context, abilities.closure!)}
                    </li>`,
                )}
              </ul>
            </section>`
      }`,
  });
}

/**
 * The search form (name, state, order), the view switch, how many locks it shows of how many, the page numbers,
 * the page's cards or rows (or that none match) and the page numbers again.
 */
function renderLockList(
  context: ConsoleContext,
  path: string,
  filter: DashboardFilter,
  page: DashboardPage,
  items: readonly SafeHtml[],
): SafeHtml {
  const t = (key: FilterLine, values?: Record<string, string>) =>
    context.t(DASHBOARD_FILTER_MESSAGES, key, values);
  const filtered = isDashboardFiltered(filter);
  const count = filtered
    ? t(page.total === 1 ? 'matchingOne' : 'matchingMany', {
        count: String(page.matching),
        total: String(page.total),
      })
    : t(page.total === 1 ? 'countOne' : 'countMany', { total: String(page.total) });
  const sortLink = (sort: DashboardSort) => `${path}${dashboardSearch(filter, 1, { sort })}`;
  const list =
    filter.view === 'list'
      ? renderLockTable(context, filter.sort, sortLink, items)
      : html`<div class="lock-grid">${items}</div>`;
  return html`<form class="filters" method="get" action="${path}" role="search" aria-label="${t('search')}">
      <label class="field" for="lock-search"
        ><span>${t('name')}</span>
        <input type="search" id="lock-search" name="q" value="${filter.name}" maxlength="100" />
      </label>
      <label class="field" for="lock-state-filter"
        ><span>${t('state')}</span>
        <select id="lock-state-filter" name="state">
          ${DASHBOARD_STATE_FILTERS.map(
            (state) =>
              html`<option value="${state}" ${state === filter.state ? html` selected` : ''}>
                ${t(state)}
              </option>`,
          )}
        </select>
      </label>
      <label class="field" for="lock-sort"
        ><span>${t('sortBy')}</span>
        <select id="lock-sort" name="sort">
          ${DASHBOARD_SORTS.map(
            (sort) =>
              html`<option value="${sort}" ${sort === filter.sort ? html` selected` : ''}>
                ${t(SORT_LINES[sort])}
              </option>`,
          )}
        </select>
      </label>
      ${filter.view === 'cards' ? '' : html`<input type="hidden" name="view" value="${filter.view}" />`}
      <button type="submit" class="button">${t('show')}</button>
      ${filtered ? html`<a class="button-quiet" href="${path}${dashboardSearch({ ...filter, name: '', state: 'all' }, 1)}">${t('showAll')}</a>` : ''}
    </form>
    <div class="list-bar">
      <p class="hint lock-count">${count}</p>
      ${renderViewSwitch(context, path, filter)}
    </div>
    ${page.matching === 0 ? html`<p class="empty">${t('noMatch')}</p>` : html`${renderPager(context, path, filter, page, 'above')}${list}`}
    ${renderPager(context, path, filter, page, 'below')}`;
}

/** Cards or list: two links, the one in effect marked (the choice is kept in a cookie for the next visit). */
function renderViewSwitch(context: ConsoleContext, path: string, filter: DashboardFilter): SafeHtml {
  const t = (key: FilterLine) => context.t(DASHBOARD_FILTER_MESSAGES, key);
  const label = (view: DashboardView) => t(view);
  return html`<p class="view-switch">
    <span id="view-switch-label">${t('showAs')}</span>
    ${DASHBOARD_VIEWS.map((view) =>
      view === filter.view
        ? html`<a
            href="${path}${dashboardSearch(filter, 1, { view })}"
            aria-current="true"
            aria-describedby="view-switch-label"
            >${label(view)}</a
          >`
        : html`<a href="${path}${dashboardSearch(filter, 1, { view })}" aria-describedby="view-switch-label"
            >${label(view)}</a
          >`,
    )}
  </p>`;
}

/**
 * Previous, the page numbers and next (the search, order and view kept), with where the reader is; above and below
 * the locks (two navigations, each named); nothing for a single page.
 */
function renderPager(
  context: ConsoleContext,
  path: string,
  filter: DashboardFilter,
  page: DashboardPage,
  where: 'above' | 'below',
) {
  if (page.pages === 1) return '';
  const t = (key: FilterLine, values?: Record<string, string>) =>
    context.t(DASHBOARD_FILTER_MESSAGES, key, values);
  const link = (number: number) => `${path}${dashboardSearch(filter, number)}`;
  const word = html`<span class="visually-hidden">${t('page')} </span>`;
  return html`<nav class="pager pager-${where}" aria-label="${t(where === 'above' ? 'pages' : 'pagesBelow')}">
    ${page.page > 1 ? html`<a href="${link(page.page - 1)}" rel="prev">${t('previous')}</a>` : ''}
    <ol class="page-numbers">
      ${dashboardPageNumbers(page.page, page.pages).map((number) =>
        number === null
          ? html`<li aria-hidden="true">…</li>`
          : number === page.page
            ? html`<li><a href="${link(number)}" aria-current="page">${word}${number}</a></li>`
            : html`<li><a href="${link(number)}">${word}${number}</a></li>`,
      )}
    </ol>
    ${page.page < page.pages ? html`<a href="${link(page.page + 1)}" rel="next">${t('next')}</a>` : ''}
    <span class="page-of">${t('pageOf', { page: String(page.page), pages: String(page.pages) })}</span>
  </nav>`;
}
