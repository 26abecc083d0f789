import { Command, CommandRunner, Option } from 'nest-commander';
import { CommandOutput } from '../../common/cli/command-output';
import { errorLine } from '../../common/cli/error-line';
import { renderTable } from '../../common/cli/text-table';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { LockAuditEntry, LockAuditTrail, MAX_LOCK_AUDIT_READ } from '../application/audit/lock-audit-trail';
import { auditActionText } from '../application/console/views/audit.view';
import type { LockClock } from '../interfaces/lock-clock.interface';
import { LOCK_CLOCK } from '../lock.constants';
import { LockRuntime } from './lock-runtime';

/** The options of `lock:audit`, as nest-commander parsed them. */
export interface LockAuditCommandOptions {
  json?: boolean;
  since?: string;
  account?: string;
  lock?: string;
  user?: string;
  limit?: string;
}

/** One entry as `lock:audit --json` prints it. */
export interface LockAuditListing {
  /** When (ISO 8601 UTC). */
  at: string;
  /** `user` or `host` (a visitor the host's `canAccess` let in). */
  actorKind: 'user' | 'host';
  /** The user's email; null for a host visitor. */
  actorEmail: string | null;
  actorName: string | null;
  /** The console route's template, e.g. `accounts/:account/locks/:smartlockId/actions/:action`. */
  action: string;
  /** The route's own word, e.g. `unlock`. */
  detail: string | null;
  /** What was done, in English words. */
  description: string;
  account: string | null;
  smartlockId: number | null;
  lockName: string | null;
  /** Another id of the route (a user, a webhook, an authorization). */
  target: string | null;
  outcome: 'done' | 'refused' | 'failed';
  /** The HTTP status the console answered with. */
  status: number;
}

/** The default number of entries printed. */
const DEFAULT_LIMIT = 50;
/** `7d`, `12h`, `30m`: a span back from now. */
const SPAN = /^(\d{1,6})([dhm])$/;
const SPAN_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 };

/**
 * `lock:audit`: the console's audit trail for operators, newest first: who changed what through the console,
 * on which account and lock, when, and the answer. `--since` takes a date (`2026-11-01`), a moment (ISO 8601) or
 * a span back from now (`7d`, `12h`, `30m`); `--account`, `--lock` and `--user` filter; `--limit` (default 50, at
 * most 1000); `--json` prints the entries as JSON.
 */
@Command({
  name: 'lock:audit',
  description: "Show the console's audit trail: who changed what, when, and the answer",
})
export class LockAuditCommand extends CommandRunner {
  constructor(
    private readonly runtime: LockRuntime,
    private readonly output: CommandOutput,
  ) {
    super();
  }

  /** Runs `lock:audit` with the options nest-commander parsed. */
  async run(_parameters: string[], options: LockAuditCommandOptions = {}): Promise<void> {
    try {
      const clock = this.runtime.get<LockClock>(LOCK_CLOCK);
      const trail = new LockAuditTrail(this.runtime.database, clock);
      const { entries } = await trail.read({
        accountKey: options.account,
        smartlockId: lockOf(options.lock),
        actorEmail: options.user,
        since: sinceOf(options.since, clock.now()),
        limit: limitOf(options.limit),
      });
      const listings = entries.map(listingOf);
      if (options.json) this.output.printJson(listings);
      else if (listings.length === 0) this.output.print('No console actions recorded.');
      else
        this.output.print(
          renderTable(
            ['When', 'Who', 'What', 'Account', 'Lock', 'Target', 'Answer'],
            listings.map((entry) => [
              entry.at,
              entry.actorKind === 'host'
                ? `host visitor ${entry.actorName ?? ''}`.trim()
                : (entry.actorEmail ?? ''),
              entry.description,
              entry.account ?? '',
              entry.smartlockId === null ? '' : `${entry.lockName ?? ''} #${entry.smartlockId}`.trim(),
              entry.target ?? '',
              entry.outcome === 'done' ? 'done' : `${entry.outcome} (${entry.status})`,
            ]),
          ),
        );
    } catch (error) {
      this.output.fail(errorLine(error));
    }
  }

  /** Reads `--json`: print JSON. */
  @Option({ flags: '--json', description: 'print JSON' })
  parseJson(): boolean {
    return true;
  }

  /** Reads `--since <when>`. */
  @Option({
    flags: '--since <when>',
    description: 'from a date, an ISO 8601 moment or a span back (7d, 12h, 30m)',
  })
  parseSince(value: string): string {
    return value;
  }

  /** Reads `--account <key>`. */
  @Option({ flags: '--account <key>', description: 'only this account' })
  parseAccount(value: string): string {
    return value;
  }

  /** Reads `--lock <id>`. */
  @Option({ flags: '--lock <id>', description: 'only this smartlock id' })
  parseLock(value: string): string {
    return value;
  }

  /** Reads `--user <email>`. */
  @Option({ flags: '--user <email>', description: 'only what this console user did' })
  parseUser(value: string): string {
    return value;
  }

  /** Reads `--limit <n>`. */
  @Option({
    flags: '--limit <n>',
    description: `at most this many entries (default ${DEFAULT_LIMIT}, at most 1000)`,
  })
  parseLimit(value: string): string {
    return value;
  }
}

function listingOf(entry: LockAuditEntry): LockAuditListing {
  return {
    at: entry.at,
    actorKind: entry.actor.kind,
    actorEmail: entry.actor.email,
    actorName: entry.actor.name,
    action: entry.action,
    detail: entry.detail,
    description: auditActionText(entry, 'en'),
    account: entry.accountKey,
    smartlockId: entry.smartlockId,
    lockName: entry.lockName,
    target: entry.target,
    outcome: entry.outcome,
    status: entry.status,
  };
}

function lockOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,15}$/.test(text.trim())) {
    throw new InvalidArgumentException(`--lock must be a smartlock id (digits), not "${text}".`);
  }
  return Number(text.trim());
}

function limitOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  const limit = /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(limit >= 1 && limit <= MAX_LOCK_AUDIT_READ)) {
    throw new InvalidArgumentException(
      `--limit must be a whole number from 1 to ${MAX_LOCK_AUDIT_READ}, not "${text}".`,
    );
  }
  return limit;
}

function sinceOf(text: string | undefined, now: Date): Date | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  const span = SPAN.exec(trimmed);
  if (span !== null) return new Date(now.getTime() - Number(span[1]) * SPAN_MS[span[2]]);
  const date = /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(trimmed) ? new Date(trimmed) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    throw new InvalidArgumentException(
      `--since must be a date (2026-11-01), an ISO 8601 moment or a span back such as 7d, 12h or 30m, not "${text}".`,
    );
  }
  return date;
}
