import type { LockGrant } from '../../access/lock-grant';
import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { SmartLock } from '../../../data/smart-lock';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import {
  DASHBOARD_STATE_FILTERS,
  DashboardFilter,
  DashboardPage,
  dashboardPageOf,
  dashboardSearch,
  isDashboardFiltered,
} from '../http/dashboard-filter';
import { DASHBOARD_FILTER_MESSAGES } from '../i18n/dashboard-filter-messages';
import { DASHBOARD_MESSAGES } from '../i18n/dashboard-messages';
import { grantClosureText } from '../i18n/grant-closure-text';
import { lockAbilities } from '../lock-abilities';
import { renderLayout } from './layout.view';
import { renderLockCard } from './lock-card.view';

/** What the dashboard shows for one account. */
export interface DashboardData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  /** The locks the viewer may use now; null when a sub-user has no open grant in the account. */
  readonly locks: readonly SmartLock[] | null;
  /** A sub-user's grants in the account (null for a main user or host visitor). */
  readonly grants: readonly LockGrant[] | null;
  /** The name search, state and page asked for. */
  readonly filter: DashboardFilter;
}

type FilterLine = keyof (typeof DASHBOARD_FILTER_MESSAGES)['en'];

/**
 * The dashboard: the locks of the current account, a page at a time, each with its state and the actions the
 * viewer may use, under a search by name and state (a `GET` form: links to a search or a page can be kept).
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
  const page = dashboardPageOf(usable, data.filter);
  const back = dashboardSearch(data.filter, page.page);
  const cards = page.locks.map((lock) =>
    renderLockCard(
      context,
      data.account,
      lock,
      lockAbilities(data.grants, lock.smartlockId as number, now, context.timeZone),
      back === '' ? {} : { back: `${path}${back}` },
    ),
  );
  return renderLayout(context, {
    title: t('title'),
    section: 'dashboard',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${t('locksOf', { account: record?.name ?? data.account })}</h1>
      ${data.locks === null ? html`<p class="empty">${t('noOpenGrant')}</p>` : ''}
      ${data.locks !== null && usable.length === 0 ? html`<p class="empty">${t('noLocks')}</p>` : ''}
      ${usable.length === 0 ? '' : renderLockList(context, path, data.filter, page, cards)}
      ${
        closed.length === 0
          ? ''
          : html`<section class="panel">
              <h2>${t('closedGrants')}</h2>
              <ul class="plain">
                ${closed.map(
                  ({ grant, abilities }) =>
                    html`<li>#${grant.smartlockId}: ${grantClosureText(context, abilities.closure!)}</li>`,
                )}
              </ul>
            </section>`
      }`,
  });
}

/** The search form, how many locks it shows of how many, the page's cards (or that none match) and the pager. */
function renderLockList(
  context: ConsoleContext,
  path: string,
  filter: DashboardFilter,
  page: DashboardPage,
  cards: readonly SafeHtml[],
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
      <button type="submit" class="button">${t('show')}</button>
      ${filtered ? html`<a class="button-quiet" href="${path}">${t('showAll')}</a>` : ''}
    </form>
    <p class="hint lock-count">${count}</p>
    ${page.matching === 0 ? html`<p class="empty">${t('noMatch')}</p>` : html`<div class="lock-grid">${cards}</div>`}
    ${renderPager(context, path, filter, page)}`;
}

/** Previous and next page links (the search kept), with where the reader is; nothing for a single page. */
function renderPager(context: ConsoleContext, path: string, filter: DashboardFilter, page: DashboardPage) {
  if (page.pages === 1) return '';
  const t = (key: FilterLine, values?: Record<string, string>) =>
    context.t(DASHBOARD_FILTER_MESSAGES, key, values);
  const link = (number: number) => `${path}${dashboardSearch(filter, number)}`;
  return html`<nav class="pager" aria-label="${t('pages')}">
    ${page.page > 1 ? html`<a href="${link(page.page - 1)}" rel="prev">${t('previous')}</a>` : ''}
    <span aria-current="page">${t('pageOf', { page: String(page.page), pages: String(page.pages) })}</span>
    ${page.page < page.pages ? html`<a href="${link(page.page + 1)}" rel="next">${t('next')}</a>` : ''}
  </nav>`;
}
