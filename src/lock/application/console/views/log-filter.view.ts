import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import {
  DEFAULT_LOG_PAGE_SIZE,
  LOG_PAGE_SIZES,
  LogFilter,
  LogFilterProblem,
  logFilterSearch,
  MAX_LOG_PAGE_DEPTH,
} from '../http/log-filter';
import { LOG_FILTER_MESSAGES } from '../i18n/log-filter-messages';

/** Where a log list lives: the page's path and the id of its section (the filter and pager return to it). */
export interface LogListPlace {
  readonly path: string;
  readonly anchor: string;
}

/** What a list adds to the date filter: its own fields (before the days) and links after the buttons. */
export interface LogFilterExtras {
  readonly fields?: SafeHtml;
  readonly after?: SafeHtml;
}

/**
 * The date filter of a log list: a `GET` form (no script needed) of the list's own fields (`extras`), the first
 * and last day and the page size, with the problem of the filter just sent (escaped) above it. Sending it starts
 * again at the newest page.
 */
export function renderLogFilter(
  context: ConsoleContext,
  place: LogListPlace,
  filter: LogFilter,
  problem: LogFilterProblem | null,
  extras: LogFilterExtras = {},
): SafeHtml {
  const t = sayFilter(context);
  const id = (name: string) => `${place.anchor}-${name}`;
  return html`<form
      class="filters"
      method="get"
      action="${place.path}#${place.anchor}"
      role="search"
      aria-label="${t('filter')}"
    >
      ${extras.fields ?? ''}
      <label class="field" for="${id('from')}"
        ><span>${t('from')}</span>
        <input type="date" id="${id('from')}" name="from" value="${filter.from}" />
      </label>
      <label class="field" for="${id('to')}"
        ><span>${t('to')}</span>
        <input type="date" id="${id('to')}" name="to" value="${filter.to}" />
      </label>
      <label class="field" for="${id('size')}"
        ><span>${t('size')}</span>
        <select id="${id('size')}" name="size">
          ${LOG_PAGE_SIZES.map(
            (size) =>
              html`<option value="${size}" ${size === filter.size ? html` selected` : ''}>${size}</option>`,
          )}
        </select>
      </label>
      <button type="submit" class="button">${t('show')}</button>
      ${
        filter.from !== '' ||
        filter.to !== '' ||
        filter.size !== DEFAULT_LOG_PAGE_SIZE ||
        (filter.more ?? []).some(([, value]) => value !== '')
          ? html`<a class="button-quiet" href="${place.path}#${place.anchor}">${t('clear')}</a>`
          : ''
      }
      ${extras.after ?? ''}
    </form>
    <p class="hint">${t('timeZone', { zone: context.timeZone })}</p>
    ${
      problem === null
        ? ''
        : html`<p class="flash flash-error" role="alert">${t(problem.key, problem.values)}</p>`
    }`;
}

/**
 * The pager of a log list: newest and newer (back along the way the reader came) and older (past the last entry
 * shown, when the lock API had more). `olderThan` is the id of the page's last entry when older entries follow.
 */
export function renderLogPager(
  context: ConsoleContext,
  place: LogListPlace,
  filter: LogFilter,
  olderThan: string | null,
): SafeHtml {
  const t = sayFilter(context);
  const link = (page: readonly string[]) => `${place.path}${logFilterSearch(filter, page)}#${place.anchor}`;
  const newer = filter.before.length > 0;
  const older = olderThan !== null && filter.before.length < MAX_LOG_PAGE_DEPTH;
  if (!newer && !older) return html``;
  return html`<nav class="pager" aria-label="${t('pages')}">
    ${filter.before.length > 1 ? html`<a href="${link([])}">${t('newest')}</a>` : ''}
    ${newer ? html`<a href="${link(filter.before.slice(0, -1))}" rel="prev">${t('newer')}</a>` : ''}
    ${older ? html`<a href="${link([...filter.before, olderThan])}" rel="next">${t('older')}</a>` : ''}
  </nav>`;
}

function sayFilter(context: ConsoleContext) {
  return (key: keyof (typeof LOG_FILTER_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(LOG_FILTER_MESSAGES, key, values);
}
