import type { LockAccountRecord } from '../../../interfaces/lock-account-registry.interface';
import type { LogEntry } from '../../../data/log-entry';
import type { ConsoleContext } from '../console-context';
import { html, SafeHtml } from '../html/html';
import type { LogFilter, LogFilterProblem, LogPage } from '../http/log-filter';
import { ACTIVITY_MESSAGES } from '../i18n/activity-messages';
import { logActionLabel, logActorLabel } from '../i18n/log-entry-labels';
import { renderLayout } from './layout.view';
import { LogListPlace, renderLogFilter, renderLogPager } from './log-filter.view';

/** What the account's activity timeline shows. */
export interface ActivityData {
  readonly account: string;
  readonly accounts: readonly LockAccountRecord[];
  readonly filter: LogFilter;
  readonly problem: LogFilterProblem | null;
  /** The page of logs; null when none was asked (a filter with a problem, or no lock whose logs the viewer may see). */
  readonly page: LogPage<LogEntry> | null;
  /** True when the viewer is a sub-user without an open `view_logs` grant in the account. */
  readonly noLogPermission: boolean;
  /** True when the entries are only those of the locks the viewer may see the logs of (a sub-user). */
  readonly onlyPermittedLocks: boolean;
  /** The names of the account's locks the viewer may see, by smartlock id. */
  readonly lockNames: ReadonlyMap<number, string | null>;
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
        ${renderLogFilter(context, place, data.filter, data.problem)}
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
                      </tr>`,
                  )}
                </tbody>
              </table>
            </section>`,
        )}
        ${data.page === null ? '' : renderLogPager(context, place, data.filter, data.page.olderThan)}
      </section>`,
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
