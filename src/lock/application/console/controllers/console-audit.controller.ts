import { Get, Inject, Optional, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { LockClock } from '../../../interfaces/lock-clock.interface';
import { LOCK_SYSTEM_CLOCK } from '../../../interfaces/lock-clock.interface';
import { LOCK_CLOCK } from '../../../lock.constants';
import { LockAuditTrail } from '../../audit/lock-audit-trail';
import { LockDatabase } from '../../persistence/lock-database';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsoleMainOnly } from '../console-route.decorators';
import { ConsoleResponse, textField } from '../http/console-exchange';
import { AUDIT_MESSAGES } from '../i18n/audit-messages';
import { AuditFilter, renderAudit } from '../views/audit.view';

/** Entries per page of the audit. */
export const AUDIT_PAGE_SIZE = 50;
/** The deepest page the audit opens. */
const MAX_AUDIT_PAGE = 10_000;

/**
 * The console's audit page (`GET <prefix>/audit`, main users and the host's visitors): the changes made through
 * the console (`ConsoleAuditInterceptor` records them), filtered by account, lock number and person, newest
 * first, with page numbers. A main user sees the entries of the accounts they own and their own ones outside any
 * account; a host visitor sees every entry.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleAuditController {
  private readonly trail: LockAuditTrail | null;

  constructor(@Optional() database?: LockDatabase, @Optional() @Inject(LOCK_CLOCK) clock?: LockClock) {
    this.trail = database === undefined ? null : new LockAuditTrail(database, clock ?? LOCK_SYSTEM_CLOCK);
  }

  @ConsoleMainOnly()
  @Get('audit')
  async audit(@Query() query: unknown, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const viewer = context.signedIn;
    const accounts = await viewer.accounts();
    const accountText = textField(query, 'account', 191).trim();
    const lockText = textField(query, 'lock', 20).trim();
    const pageText = textField(query, 'page', 8).trim();
    const page = /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_AUDIT_PAGE) : 1;
    const filter: AuditFilter = {
      account: accounts.some((account) => account.key === accountText) ? accountText : '',
      lock: lockText,
      user: textField(query, 'user', 320).trim(),
      page,
    };
    const badLock = lockText !== '' && !/^\d{1,15}$/.test(lockText);
    const data = { accounts, filter, pageSize: AUDIT_PAGE_SIZE };
    if (badLock || this.trail === null) {
      const problem = badLock ? context.t(AUDIT_MESSAGES, 'badLock', { value: lockText }) : null;
      return context.html(
        renderAudit(context, { ...data, problem, entries: [], total: 0 }),
        badLock ? 400 : 200,
      );
    }
    const { entries, total } = await this.trail.read({
      accountKey: filter.account === '' ? undefined : filter.account,
      smartlockId: lockText === '' ? undefined : Number(lockText),
      actorEmail: filter.user === '' ? undefined : filter.user,
      limit: AUDIT_PAGE_SIZE,
      offset: (page - 1) * AUDIT_PAGE_SIZE,
      scope:
        viewer.kind === 'host'
          ? undefined
          : { accountKeys: accounts.map((account) => account.key), actorEmail: viewer.user?.email ?? null },
    });
    context.html(renderAudit(context, { ...data, problem: null, entries, total }));
  }
}
