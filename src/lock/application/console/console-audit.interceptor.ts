import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  NestInterceptor,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Observable, tap } from 'rxjs';
import type { LockClock } from '../../interfaces/lock-clock.interface';
import { LOCK_SYSTEM_CLOCK } from '../../interfaces/lock-clock.interface';
import { LOCK_CLOCK } from '../../lock.constants';
import { LockAuditOutcome, LockAuditTrail } from '../audit/lock-audit-trail';
import { LockDatabase } from '../persistence/lock-database';
import type { ConsoleContext } from './console-context';
import { CONSOLE_COOKIES } from './console-context';
import { consoleContextOf } from './console-context-store';
import { consoleFailureOf } from './console-exception.filter';
import type { SafeHtml } from './html/html';
import { CONSOLE_CONFIRMED_FIELD, isConfirmed } from './http/console-confirmation';
import type { ConsoleRequest, ConsoleResponse } from './http/console-exchange';
import { textField } from './http/console-exchange';
import { decodeFlash } from './http/console-flash';
import { LOCK_CARD_FIELDS } from './views/lock-card.view';

/** The methods that change something; a `GET` is never recorded. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What the confirm page's form carries: an answer holding it asked first, and nothing was changed. */
const CONFIRM_MARK = `name="${CONSOLE_CONFIRMED_FIELD}" value="1"`;
/** Route parameters that name the target beside the account and the lock, in the order they are looked for. */
const TARGET_PARAMS = ['userId', 'personId', 'notificationId', 'authId', 'id'] as const;
/** Route parameters that are the route's own word (what was done), not a target. */
const DETAIL_PARAMS = ['action', 'change'] as const;

/**
 * The console's audit trail, recorded in one place: every state-changing request (`POST`) of a signed-in viewer
 * to any console controller is written to `lock_audit` after the console answered: who (the user's email and
 * name, or the host's visitor), what (the route's template and its own word, e.g. `unlock`), on what (the
 * account, the lock id, the lock's name as the console's form posted it, another id of the route), and the answer:
 * done (2xx, or a redirect without an error message), refused (4xx, or a redirect with an error message) or
 * failed (5xx), with the status. The form's body is never read beyond the confirm mark and the lock's name: no
 * PIN, password, code or token reaches the trail. A request that only showed the confirm step is not recorded
 * (nothing changed), nor one without a viewer (signing in). A trail that cannot be written is logged, and the
 * console's answer stands. Writes still running when the app closes are awaited before the database closes.
 */
@Injectable()
export class ConsoleAuditInterceptor implements NestInterceptor, OnModuleDestroy {
  private readonly logger = new Logger('LockConsoleAudit');
  private readonly trail: LockAuditTrail | null;
  /** The writes under way. */
  private readonly pending = new Set<Promise<void>>();

  constructor(@Optional() database?: LockDatabase, @Optional() @Inject(LOCK_CLOCK) clock?: LockClock) {
    this.trail = database === undefined ? null : new LockAuditTrail(database, clock ?? LOCK_SYSTEM_CLOCK);
  }

  intercept(execution: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.trail === null || execution.getType() !== 'http') return next.handle();
    const http = execution.switchToHttp();
    const request = http.getRequest<ConsoleRequest & { params?: Record<string, string>; body?: unknown }>();
    if (!STATE_CHANGING.has(request.method ?? '')) return next.handle();
    const response = http.getResponse<ConsoleResponse>();
    const context = consoleContextOf(response);
    if (context === undefined || context.viewer === null) return next.handle();
    const template = routeTemplate(execution);
    const confirmed = isConfirmed(request.body);
    const asked = confirmed ? null : watchConfirmStep(context);
    const record = (outcome: LockAuditOutcome, status: number) =>
      this.track(this.record(context, request, template, outcome, status));
    return next.handle().pipe(
      tap({
        next: () => {
          if (asked?.value === true) return;
          const status = response.statusCode;
          void record(outcomeOf(status, flashKindOf(response)), status);
        },
        error: (error: unknown) => {
          this.track(
            consoleFailureOf(error, context)
              .then((failure) => failure.status)
              .catch(() => 500)
              .then((status) => record(status >= 500 ? 'failed' : 'refused', status)),
          );
        },
      }),
    );
  }

  /** Waits for the writes under way (the lock database closes after the console). */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private track(write: Promise<void>): Promise<void> {
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
    return write;
  }

  private async record(
    context: ConsoleContext,
    request: { params?: Record<string, string>; body?: unknown },
    template: string,
    outcome: LockAuditOutcome,
    status: number,
  ): Promise<void> {
    const viewer = context.signedIn;
    const params = request.params ?? {};
    const smartlockText = params.smartlockId;
    const smartlockId =
      smartlockText !== undefined && /^\d{1,15}$/.test(smartlockText) ? Number(smartlockText) : null;
    const lockName = textField(request.body, LOCK_CARD_FIELDS.name, 100).trim();
    try {
      await (this.trail as LockAuditTrail).record({
        actor: {
          kind: viewer.kind,
          email: viewer.user?.email ?? null,
          name: viewer.user?.name ?? viewer.displayName,
        },
        action: template,
        detail: firstParam(params, DETAIL_PARAMS),
        accountKey: params.account ?? null,
        smartlockId,
        lockName: smartlockId !== null && lockName !== '' ? lockName : null,
        target: firstParam(params, TARGET_PARAMS),
        outcome,
        status,
      });
    } catch (error) {
      this.logger.error(
        `The console's audit trail could not record ${template}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/** The route's template under the console's prefix (`accounts/:account/rename`), as its handler declares it. */
function routeTemplate(execution: ExecutionContext): string {
  const path: unknown = Reflect.getMetadata(PATH_METADATA, execution.getHandler());
  const first = Array.isArray(path) ? path[0] : path;
  return typeof first === 'string' ? first.replace(/^\/+/, '') : '';
}

/** The first of the route parameters present, or null. */
function firstParam(params: Record<string, string>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/**
 * Watches the request's page answers for the confirm step (`confirmedOrAsk`): the flag turns true when an
 * answer was the confirm page or form, which changed nothing.
 */
function watchConfirmStep(context: ConsoleContext): { value: boolean } {
  const asked = { value: false };
  const html = context.html.bind(context);
  context.html = (markup: SafeHtml, status?: number) => {
    if (markup.toString().includes(CONFIRM_MARK)) asked.value = true;
    html(markup, status);
  };
  return asked;
}

/** The kind of the flash the answer set (a redirect's message for the next page), or null. */
function flashKindOf(response: ConsoleResponse): 'success' | 'error' | null {
  const header = response.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  const prefix = `${CONSOLE_COOKIES.flash}=`;
  const cookie = cookies.find((line) => line.startsWith(prefix));
  if (cookie === undefined) return null;
  return decodeFlash(cookie.slice(prefix.length).split(';')[0])?.kind ?? null;
}

/** Done, refused or failed, from the status and the redirect's message. */
function outcomeOf(status: number, flash: 'success' | 'error' | null): LockAuditOutcome {
  if (status >= 500) return 'failed';
  if (status >= 400) return 'refused';
  return flash === 'error' ? 'refused' : 'done';
}
