import { randomUUID } from 'node:crypto';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import type { LockDatabase } from '../persistence/lock-database';
import type { LockTables } from '../persistence/lock-tables';

/** The answer the console gave: done, refused (4xx, or an error message after a redirect), failed (5xx). */
export type LockAuditOutcome = 'done' | 'refused' | 'failed';

/** The outcomes, for filters and checks. */
export const LOCK_AUDIT_OUTCOMES: readonly LockAuditOutcome[] = Object.freeze(['done', 'refused', 'failed']);

/** Who did it: one of the module's users, or a visitor the host's `canAccess` let in. */
export interface LockAuditActor {
  readonly kind: 'user' | 'host';
  /** The user's email; null for a host visitor. */
  readonly email: string | null;
  /** The user's name or the host visitor's display name. */
  readonly name: string | null;
}

/** One console action to record. Never a form's body: no PIN, password, code or token has a field here. */
export interface LockAuditInput {
  readonly actor: LockAuditActor;
  /** The route's template under the console's prefix, e.g. `accounts/:account/locks/:smartlockId/actions/:action`. */
  readonly action: string;
  /** The route's own word (`unlock`, `delete`), or null. */
  readonly detail: string | null;
  readonly accountKey: string | null;
  readonly smartlockId: number | null;
  /** The lock's name as the console's form named it, or null. */
  readonly lockName: string | null;
  /** Another target's id from the route (a user, a webhook, an authorization), or null. */
  readonly target: string | null;
  readonly outcome: LockAuditOutcome;
  /** The HTTP status of the console's answer. */
  readonly status: number;
}

/** One recorded console action. */
export interface LockAuditEntry extends LockAuditInput {
  readonly id: string;
  /** When it was recorded (ISO 8601 UTC). */
  readonly at: string;
}

/** Which entries to read, newest first; every field is optional. */
export interface LockAuditQuery {
  readonly accountKey?: string;
  readonly smartlockId?: number;
  /** The actor's email (exact, any case). */
  readonly actorEmail?: string;
  /** Entries at or after this moment. */
  readonly since?: Date;
  /** Entries before this moment. */
  readonly until?: Date;
  /** At most this many (default 50, at most 1000). */
  readonly limit?: number;
  /** Skips this many (paging). */
  readonly offset?: number;
  /**
   * Only what a viewer may see: entries of these accounts, or made by this email (a main user's own, outside any
   * account). Left out: every entry (a host visitor, an operator's command).
   */
  readonly scope?: { readonly accountKeys: readonly string[]; readonly actorEmail: string | null };
}

/** The most entries one read answers. */
export const MAX_LOCK_AUDIT_READ = 1000;
/** The longest text kept in a column of the trail. */
const MAX_TEXT = 191;

/**
 * The console's audit trail in the lock database (`lock_audit`): who (a user's email, or the host's visitor) did
 * what (the route's action) to which account, lock or other target, when, and the answer (done, refused or
 * failed, with its HTTP status). It records what `ConsoleAuditInterceptor` gives it, reads newest first with
 * filters, and forgets entries older than the retention (`LockPruner`). "Now" is the module's clock.
 */
export class LockAuditTrail {
  constructor(
    private readonly database: LockDatabase,
    private readonly clock: LockClock,
  ) {}

  /** Records one console action, stamped now. */
  async record(input: LockAuditInput): Promise<LockAuditEntry> {
    const entry: LockAuditEntry = {
      ...input,
      action: clip(input.action, 255) as string,
      detail: clip(input.detail),
      accountKey: clip(input.accountKey),
      lockName: clip(input.lockName, 255),
      target: clip(input.target),
      id: randomUUID(),
      at: this.clock.now().toISOString(),
    };
    const db = await this.database.db();
    await db
      .insertInto('lock_audit')
      .values({
        id: entry.id,
        created_at: entry.at,
        actor_kind: entry.actor.kind,
        actor_email: clip(entry.actor.email, 320),
        actor_name: clip(entry.actor.name, 255),
        action: entry.action,
        detail: entry.detail,
        account_key: entry.accountKey,
        smartlock_id: entry.smartlockId,
        lock_name: entry.lockName,
        target: entry.target,
        outcome: entry.outcome,
        status: entry.status,
      })
      .execute();
    return entry;
  }

  /** The entries the query selects, newest first, and how many it selects in all (for paging). */
  async read(query: LockAuditQuery = {}): Promise<{ entries: LockAuditEntry[]; total: number }> {
    if (!(await this.database.hasTables())) return { entries: [], total: 0 };
    const db = await this.database.db();
    let select = db.selectFrom('lock_audit');
    const scope = query.scope;
    if (scope !== undefined) {
      const keys = [...scope.accountKeys];
      const email = scope.actorEmail?.toLowerCase() ?? null;
      if (keys.length === 0 && email === null) return { entries: [], total: 0 };
      select = select.where((eb) =>
        eb.or([
          ...(keys.length > 0 ? [eb('account_key', 'in', keys)] : []),
          ...(email !== null ? [eb('actor_email', '=', email)] : []),
        ]),
      );
    }
    if (query.accountKey !== undefined) select = select.where('account_key', '=', query.accountKey);
    if (query.smartlockId !== undefined) select = select.where('smartlock_id', '=', query.smartlockId);
    if (query.actorEmail !== undefined) {
      select = select.where('actor_email', '=', query.actorEmail.trim().toLowerCase());
    }
    if (query.since !== undefined) select = select.where('created_at', '>=', query.since.toISOString());
    if (query.until !== undefined) select = select.where('created_at', '<', query.until.toISOString());
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? 50), 1), MAX_LOCK_AUDIT_READ);
    const offset = Math.max(Math.trunc(query.offset ?? 0), 0);
    const [rows, count] = await Promise.all([
      select
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      select.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    ]);
    return { entries: rows.map(entryOf), total: Number(count?.total ?? 0) };
  }

  /** Deletes the entries recorded before the moment; answers how many. */
  async prune(before: Date): Promise<number> {
    const db = await this.database.db();
    const deleted = await db
      .deleteFrom('lock_audit')
      .where('created_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}

function clip(text: string | null, max = MAX_TEXT): string | null {
  if (text === null) return null;
  return text.length > max ? text.slice(0, max) : text;
}

function entryOf(row: LockTables['lock_audit']): LockAuditEntry {
  return {
    id: row.id,
    at: row.created_at,
    actor: {
      kind: row.actor_kind === 'host' ? 'host' : 'user',
      email: row.actor_email,
      name: row.actor_name,
    },
    action: row.action,
    detail: row.detail,
    accountKey: row.account_key,
    smartlockId: row.smartlock_id === null ? null : Number(row.smartlock_id),
    lockName: row.lock_name,
    target: row.target,
    outcome: (LOCK_AUDIT_OUTCOMES as readonly string[]).includes(row.outcome)
      ? (row.outcome as LockAuditOutcome)
      : 'failed',
    status: Number(row.status),
  };
}
