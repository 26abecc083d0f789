import { Get, Param, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { LogEntry } from '../../../data/log-entry';
import { LockPermissionException } from '../../../errors/lock-permission.exception';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleResponse } from '../http/console-exchange';
import { logPageOf, readLogFilter } from '../http/log-filter';
import { renderActivity } from '../views/activity.view';

/**
 * The account's activity timeline (`GET <prefix>/accounts/:account/activity`): the logs of every lock of the
 * account, filtered by day and paged as on a lock's page, grouped by day with each lock's name. A sub-user sees
 * only the entries of the locks they may see the logs of now (`LockAccess` filters them), and a line instead of
 * an error when there is none; a filter with a problem is shown with it (400) and nothing is asked.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleActivityController {
  @Get('accounts/:account/activity')
  async activity(
    @Param('account') account: string,
    @Query() query: unknown,
    @Res() response: ConsoleResponse,
  ): Promise<void> {
    const context = consoleOf(response);
    const viewer = context.signedIn;
    const resources = await viewer.resources(account);
    const [accounts, grants] = await Promise.all([viewer.accounts(), viewer.grantsIn(account)]);
    const reading = readLogFilter(query, context.timeZone);
    const data = {
      account,
      accounts,
      filter: reading.filter,
      problem: reading.problem,
      onlyPermittedLocks: grants !== null,
    };
    if (reading.problem !== null) {
      const page = { ...data, page: null, noLogPermission: false, lockNames: new Map() };
      return context.html(renderActivity(context, page), 400);
    }
    let answer: LogEntry[];
    try {
      answer = await resources.logs().all(reading.query);
    } catch (error) {
      // A sub-user without an open `view_logs` grant in the account: nothing was asked, the page says so.
      if (!(error instanceof LockPermissionException)) throw error;
      const page = { ...data, page: null, noLogPermission: true, lockNames: new Map() };
      return context.html(renderActivity(context, page));
    }
    const locks = await resources.smartlocks().all();
    const lockNames = new Map(
      locks
        .filter((lock) => lock.smartlockId !== null)
        .map((lock) => [lock.smartlockId as number, lock.name]),
    );
    const page = logPageOf(answer, reading.filter);
    context.html(renderActivity(context, { ...data, page, noLogPermission: false, lockNames }));
  }
}
