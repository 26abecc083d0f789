import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { LogEntry } from '../../../data/log-entry';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import type { LockAuditEntry } from '../../audit/lock-audit-trail';
import type { ActivityFilter, LogFilterProblem, LogPage } from '../http/log-filter';
import { logFilterSearch } from '../http/log-filter';
import { ACTIVITY_MESSAGES } from '../i18n/activity-messages';
import { AUDIT_MESSAGES } from '../i18n/audit-messages';
import {
  LOG_ACTION_CODES,
  LOG_TRIGGER_CODES,
  logActionLabel,
  logActorLabel,
  logTriggerLabel,
} from '../i18n/log-entry-labels';
import { auditActionText, auditAnswer, auditWho } from './audit.view';
import { renderLayout } from './layout.view';
import { LogListPlace, renderLogFilter, renderLogPager } from './log-filter.view';

/** The most rows an export writes, as the page says it. */
export const ACTIVITY_EXPORT_MAX = 10_000;

/** What the account's activity timeline shows. */
export interface ActivityData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly filter: ActivityFilter;
  readonly problem: LogFilterProblem | null;
  /** The page of logs; null when none was asked (a filter with a problem, or no lock whose logs the viewer may see). */
  readonly page: LogPage<LogEntry> | null;
  /** True when the viewer is a sub-user without an open `view_logs` grant in the account. */
  readonly noLogPermission: boolean;
  /** True when the entries are only those of the locks the viewer may see the logs of (a sub-user). */
  readonly onlyPermittedLocks: boolean;
  /** The names of the account's locks the viewer may see, by smartlock id. */
  readonly lockNames: ReadonlyMap<number, string | null>;
  /** True when the page was read only in part (a filter read from the entries): older entries may match. */
  readonly cut?: boolean;
  /** The console's own entries for the filter's lock (a main user's view of one lock); null: none shown. */
  readonly consoleEntries?: readonly LockAuditEntry[] | null;
}

/** One day of the timeline: its heading and its entries, newest first. */
interface ActivityDay {
  readonly label: string;
  readonly entries: LogEntry[];
}

/**
 * The account's activity timeline: the date filter, the entries of the page grouped by day (in the console's
 * time zone), each with its time, its lock (a link to the lock's page), who acted and what, and the pager.
 */
export function renderActivity(context: ConsoleContext, data: ActivityData): SafeHtml {
  const t = (key: keyof (typeof ACTIVITY_MESSAGES)['en'], values?: Record<string, string>) =>
    context.t(ACTIVITY_MESSAGES, key, values);
  const record = data.accounts.find((account) => account.key === data.account);
  const place: LogListPlace = { path: context.url('accounts', data.account, 'activity'), anchor: 'timeline' };
  const days = daysOf(context, data.page?.entries ?? [], t('unknownDay'));
  const lockCell = (smartlockId: number | null) => {
    if (smartlockId === null) return '';
    const name = data.lockNames.get(smartlockId) ?? `#${smartlockId}`;
    return html`<a href="${context.url('accounts', data.account, 'locks', smartlockId)}">${name}</a>`;
  };
  const empty = data.filter.before.length === 0 ? t('noActivity') : t('noOlderActivity');
  return renderLayout(context, {
    title: t('title'),
    section: 'activity',
    account: data.account,
    accounts: data.accounts,
    body: html`<h1>${t('activityOf', { account: record?.name ?? data.account })}</h1>
      <section class="panel" id="timeline">
        ${renderLogFilter(context, place, data.filter, data.problem, {
          fields: activityFields(context, data),
          after: html`<a class="button-quiet" href="${csvHref(context, data)}" download>${t('download')}</a>`,
        })}
        <p class="hint" id="timeline-q-hint">${t('searchHint')}</p>
        <p class="hint">${t('downloadHint', { max: ACTIVITY_EXPORT_MAX.toLocaleString(context.locale) })}</p>
        <p class="filter-words" aria-live="polite">${filterInWords(context, data)}</p>
        ${data.onlyPermittedLocks ? html`<p class="hint">${t('onlyYourLocks')}</p>` : ''}
        ${data.noLogPermission ? html`<p class="empty">${t('noLogPermission')}</p>` : ''}
        ${data.page !== null && days.length === 0 ? html`<p class="empty">${empty}</p>` : ''}
        ${days.map(
          (day) =>
            html`<section>
              <h2>${day.label}</h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">${t('time')}</th>
                    <th scope="col">${t('lock')}</th>
                    <th scope="col">${t('who')}</th>
                    <th scope="col">${t('action')}</th>
                    <th scope="col">${t('trigger')}</th>
                  </tr>
                </thead>
                <tbody>
                  ${day.entries.map(
                    (entry) =>
                      html`<tr>
                        <td><time datetime="${entry.date ?? ''}">${timeOf(context, entry.date)}</time></td>
                        <td>${lockCell(entry.smartlockId)}</td>
                        <td>${logActorLabel(entry.name, context.locale)}</td>
                        <td>${logActionLabel(entry.action, context.locale, entry.deviceType)}</td>
                        <td>${logTriggerLabel(entry.trigger, context.locale)}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </section>`,
        )}
        ${data.cut === true ? html`<p class="hint">${t('cut')}</p>` : ''}
        ${data.page === null ? '' : renderLogPager(context, place, data.filter, data.page.olderThan)}
      </section>
      ${renderConsoleEntries(context, data)}`,
  });
}

/** The entries in days of the console's time zone, in the order they came (newest first). */
function daysOf(context: ConsoleContext, entries: readonly LogEntry[], unknownDay: string): ActivityDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone: context.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const days = new Map<string, ActivityDay>();
  for (const entry of entries) {
    const date = entry.date === null ? null : new Date(entry.date);
    const valid = date !== null && !Number.isNaN(date.getTime());
    const key = valid ? dayKey.format(date) : '';
    const label = valid ? context.formatDate(date, { dateStyle: 'full' }) : unknownDay;
    const day = days.get(key) ?? { label, entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return [...days.values()];
}

/** The time of day of an entry in the page's language and the console's time zone ('' for none). */
function timeOf(context: ConsoleContext, iso: string | null): string {
  return context.formatDate(iso, { timeStyle: 'short' });
}

type ActivityKey = keyof (typeof ACTIVITY_MESSAGES)['en'];

function sayActivity(context: ConsoleContext) {
  return (key: ActivityKey, values?: Record<string, string>) => context.t(ACTIVITY_MESSAGES, key, values);
}

/** The activity page's own fields of the filter form: lock, person, action, way and search. */
function activityFields(context: ConsoleContext, data: ActivityData): SafeHtml {
  const t = sayActivity(context);
  const fields = data.filter.fields;
  const locks = [...data.lockNames.entries()].sort(([, a], [, b]) => (a ?? '').localeCompare(b ?? ''));
  if (fields.lock !== null && !data.lockNames.has(fields.lock)) locks.push([fields.lock, null]);
  const option = (value: number, label: string, selected: boolean) =>
    html`<option value="${value}" ${selected ? html` selected` : ''}>${label}</option>`;
  return html`<label class="field" for="timeline-lock"
      ><span>${t('filterLock')}</span>
      <select id="timeline-lock" name="lock">
        <option value="">${t('anyLock')}</option>
        ${locks.map(([id, name]) => option(id, name ?? `#${id}`, id === fields.lock))}
      </select>
    </label>
    <label class="field" for="timeline-person"
      ><span>${t('filterPerson')}</span>
      <input type="text" id="timeline-person" name="person" value="${fields.person}" size="14" />
    </label>
    <label class="field" for="timeline-action"
      ><span>${t('filterAction')}</span>
      <select id="timeline-action" name="action">
        <option value="">${t('anyAction')}</option>
        ${LOG_ACTION_CODES.map((code) =>
          option(code, logActionLabel(code, context.locale), code === fields.action),
        )}
      </select>
    </label>
    <label class="field" for="timeline-trigger"
      ><span>${t('filterTrigger')}</span>
      <select id="timeline-trigger" name="trigger">
        <option value="">${t('anyTrigger')}</option>
        ${LOG_TRIGGER_CODES.map((code) =>
          option(code, logTriggerLabel(code, context.locale), code === fields.trigger),
        )}
      </select>
    </label>
    <label class="field" for="timeline-q"
      ><span>${t('search')}</span>
      <input
        type="search"
        id="timeline-q"
        name="q"
        value="${fields.search}"
        size="14"
        aria-describedby="timeline-q-hint"
      />
    </label>`;
}

/** The export's address: the same filter from the newest entry, as CSV. */
function csvHref(context: ConsoleContext, data: ActivityData): string {
  return `${context.url('accounts', data.account, 'activity.csv')}${logFilterSearch(data.filter, [])}`;
}

/** The filter in a sentence: "Shown: lock Front Door, action “unlocked”, via “app”." (the days have their fields). */
function filterInWords(context: ConsoleContext, data: ActivityData): string {
  const t = sayActivity(context);
  const fields = data.filter.fields;
  const parts: string[] = [];
  if (fields.lock !== null) {
    parts.push(t('shownLock', { lock: data.lockNames.get(fields.lock) ?? `#${fields.lock}` }));
  }
  if (fields.person !== '') parts.push(t('shownPerson', { person: fields.person }));
  if (fields.action !== null) {
    parts.push(t('shownAction', { action: logActionLabel(fields.action, context.locale) }));
  }
  if (fields.trigger !== null) {
    parts.push(t('shownTrigger', { trigger: logTriggerLabel(fields.trigger, context.locale) }));
  }
  if (fields.search !== '') parts.push(t('shownSearch', { search: fields.search }));
  return t('shown', { list: parts.length === 0 ? t('shownAll') : parts.join(', ') });
}

/** The console's own changes to the filter's lock, marked as the console's (a main user viewing one lock). */
function renderConsoleEntries(context: ConsoleContext, data: ActivityData): SafeHtml | string {
  const entries = data.consoleEntries;
  if (entries === undefined || entries === null) return '';
  const t = (key: keyof (typeof AUDIT_MESSAGES)['en']) => context.t(AUDIT_MESSAGES, key);
  return html`<section class="panel" id="console-actions" aria-labelledby="console-actions-title">
    <h2 id="console-actions-title">${t('consoleActions')}</h2>
    ${
      entries.length === 0
        ? html`<p class="empty">${t('noConsoleActions')}</p>`
        : html`<table class="audit-table">
            <thead>
              <tr>
                <th scope="col">${t('when')}</th>
                <th scope="col">${t('who')}</th>
                <th scope="col">${t('action')}</th>
                <th scope="col">${t('answer')}</th>
              </tr>
            </thead>
            <tbody>
              ${entries.map(
                (entry) =>
                  html`<tr class="console-entry">
                    <td data-label="${t('when')}">
                      <time datetime="${entry.at}">${context.dateTime(entry.at)}</time>
                    </td>
                    <td data-label="${t('who')}">${auditWho(context, entry)}</td>
                    <td data-label="${t('action')}">
                      <span class="badge">${t('consoleMark')}</span> ${auditActionText(entry, context.locale)}
                    </td>
                    <td data-label="${t('answer')}">${auditAnswer(context, entry)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`
    }
  </section>`;
}
