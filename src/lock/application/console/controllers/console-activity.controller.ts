import { Get, Inject, Optional, Param, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { LogEntry } from '../../../data/log-entry';
import { LockPermissionException } from '../../../errors/lock-permission.exception';
import type { LockQuery } from '../../../http/lock-query';
import type { LockClock } from '../../../interfaces/lock-clock.interface';
import { LOCK_SYSTEM_CLOCK } from '../../../interfaces/lock-clock.interface';
import { LOCK_CLOCK } from '../../../lock.constants';
import { LockAuditEntry, LockAuditTrail } from '../../audit/lock-audit-trail';
import { LockDatabase } from '../../persistence/lock-database';
import { activityEntries, activityPage, ActivitySource, MAX_EXPORT_ROWS } from '../activity-entries';
import type { ConsoleContext } from '../console-context';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleLockResources } from '../console-viewer';
import type { ConsoleResponse } from '../http/console-exchange';
import { streamCsv } from '../http/csv-stream';
import { ActivityFilter, ActivityFilterReading, readActivityFilter } from '../http/log-filter';
import { ACTIVITY_MESSAGES } from '../i18n/activity-messages';
import { logActionLabel, logActorLabel, logStateLabel, logTriggerLabel } from '../i18n/log-entry-labels';
import { ActivityData, renderActivity } from '../views/activity.view';

/** The most console entries a lock's activity shows beside its log. */
const CONSOLE_ENTRIES_SHOWN = 20;

/**
 * The account's activity (`GET <prefix>/accounts/:account/activity`): the logs of every lock of the account,
 * filtered by lock, person, action, way (trigger), words and days, paged, grouped by day with each lock's name;
 * and the same entries as a CSV file (`GET .../activity.csv`), streamed batch by batch. A sub-user sees and exports
 * only the entries of the locks they may see the logs of now (`LockAccess` checks every call), and a line instead
 * of an error when there is none; a filter with a problem is shown with it (400) and nothing is asked. Filtered to
 * one lock, a main user also sees the changes made to it through the console (the audit trail).
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleActivityController {
  private readonly trail: LockAuditTrail | null;

  constructor(@Optional() database?: LockDatabase, @Optional() @Inject(LOCK_CLOCK) clock?: LockClock) {
    this.trail = database === undefined ? null : new LockAuditTrail(database, clock ?? LOCK_SYSTEM_CLOCK);
  }

  @Get('accounts/:account/activity')
  async activity(
    @Param('account') account: string,
    @Query() query: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { data, reading, source } = await this.open(context, account, query);
    if (reading.problem !== null) return context.html(renderActivity(context, data), 400);
    let page;
    try {
      page = await activityPage(source, reading.filter, reading.query);
    } catch (error) {
      // A sub-user without an open `view_logs` grant (in the account, or on the lock chosen): nothing was asked.
      if (!(error instanceof LockPermissionException)) throw error;
      return context.html(renderActivity(context, { ...data, noLogPermission: true }));
    }
    const lockNames = await this.namesFor(source);
    const consoleEntries = await this.consoleEntries(context, account, reading.filter);
    context.html(renderActivity(context, { ...data, lockNames, page, cut: page.cut, consoleEntries }));
  }

  @Get('accounts/:account/activity.csv')
  async export(
    @Param('account') account: string,
    @Query() query: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const { data, reading, source } = await this.open(context, account, query);
    if (reading.problem !== null) return context.html(renderActivity(context, data), 400);
    const { id: _page, limit: _limit, ...asked } = reading.query;
    const entries = activityEntries(source, asked, MAX_EXPORT_ROWS);
    // The first batch is read before anything is written: a refusal is still a page of its own.
    let first: IteratorResult<LogEntry>;
    try {
      first = await entries.next();
    } catch (error) {
      if (!(error instanceof LockPermissionException)) throw error;
      return context.html(renderActivity(context, { ...data, noLogPermission: true }), 403);
    }
    const lockNames = await this.namesFor(source);
    const t = (key: keyof (typeof ACTIVITY_MESSAGES)['en']) => context.t(ACTIVITY_MESSAGES, key);
    const header = [
      t('csvDate'),
      t('lock'),
      t('csvLockId'),
      t('who'),
      t('action'),
      t('trigger'),
      t('csvState'),
    ];
    const stamp = new Intl.DateTimeFormat('sv-SE', {
      timeZone: context.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    const rowOf = (entry: LogEntry) => {
      const date = entry.date === null ? null : new Date(entry.date);
      return [
        date === null || Number.isNaN(date.getTime()) ? (entry.date ?? '') : stamp.format(date),
        entry.smartlockId === null ? '' : (lockNames.get(entry.smartlockId) ?? `#${entry.smartlockId}`),
        entry.smartlockId,
        logActorLabel(entry.name, context.locale),
        logActionLabel(entry.action, context.locale, entry.deviceType),
        logTriggerLabel(entry.trigger, context.locale),
        logStateLabel(entry.state, context.locale),
      ];
    };
    async function* rows() {
      if (first.done === true) return;
      yield rowOf(first.value);
      for await (const entry of entries) yield rowOf(entry);
    }
    const day = new Date().toISOString().slice(0, 10);
    await streamCsv(response, `${t('csvFile')}-${account}-${day}.csv`, header, rows());
  }

  /**
   * The viewer's resources, the page's frame and the filter read from the query. The locks' names are asked
   * first only for a search (it reads them); a filter with a problem asks nothing.
   */
  private async open(
    context: ConsoleContext,
    account: string,
    query: unknown,
  ): Promise<{ data: ActivityData; reading: ActivityFilterReading; source: ActivitySource }> {
    const viewer = context.signedIn;
    const resources: ConsoleLockResources = await viewer.resources(account);
    const [accounts, grants] = await Promise.all([viewer.accounts(), viewer.grantsIn(account)]);
    const reading = readActivityFilter(query, context.timeZone);
    const searching = reading.problem === null && reading.filter.fields.search !== '';
    const lockNames = searching ? await this.lockNames(resources) : new Map<number, string | null>();
    const data: ActivityData = {
      account,
      accounts,
      filter: reading.filter,
      problem: reading.problem,
      onlyPermittedLocks: grants !== null,
      page: null,
      noLogPermission: false,
      lockNames,
    };
    const source: ActivitySource = {
      logs: resources.logs(),
      fields: reading.filter.fields,
      restricted: grants !== null && reading.filter.fields.lock === null,
      locale: context.locale,
      lockNames,
      smartlocks: () => this.lockNames(resources),
    };
    return { data, reading, source };
  }

  /** The locks' names of the source: those read for its search, else asked now. */
  private async namesFor(source: ActivitySource): Promise<ReadonlyMap<number, string | null>> {
    return source.lockNames.size > 0 ? source.lockNames : source.smartlocks();
  }

  /** The names of the account's locks the viewer may see, by smartlock id (none when they may see none). */
  private async lockNames(resources: ConsoleLockResources): Promise<Map<number, string | null>> {
    let locks;
    try {
      locks = await resources.smartlocks().all();
    } catch (error) {
      if (!(error instanceof LockPermissionException)) throw error;
      return new Map();
    }
    return new Map(
      locks
        .filter((lock) => lock.smartlockId !== null)
        .map((lock) => [lock.smartlockId as number, lock.name]),
    );
  }

  /** The console's entries for the filter's lock within its days, for a main user or the host's visitor. */
  private async consoleEntries(
    context: ConsoleContext,
    account: string,
    filter: ActivityFilter,
  ): Promise<LockAuditEntry[] | null> {
    if (this.trail === null || filter.fields.lock === null || !context.signedIn.isMain) return null;
    const range = readActivityFilter({ from: filter.from, to: filter.to }, context.timeZone)
      .query as LockQuery | null;
    const { entries } = await this.trail.read({
      accountKey: account,
      smartlockId: filter.fields.lock,
      since: typeof range?.fromDate === 'string' ? new Date(range.fromDate) : undefined,
      until: typeof range?.toDate === 'string' ? new Date(new Date(range.toDate).getTime() + 1) : undefined,
      limit: CONSOLE_ENTRIES_SHOWN,
    });
    return entries;
  }
}
