import { Logger } from '@nestjs/common';
import { InvalidArgumentException } from '../../../common/errors/invalid-argument.exception';
import { ConnectionException } from '../../../common/http/connection.exception';
import { ApiException } from '../../errors/api.exception';
import { AuthenticationException } from '../../errors/authentication.exception';
import { InvalidGrantException } from '../../errors/invalid-grant.exception';
import { LockAccountDisabledException } from '../../errors/lock-account-disabled.exception';
import { LockReauthorizationRequiredException } from '../../errors/lock-reauthorization-required.exception';
import { UnusableAnswerException } from '../../errors/unusable-answer.exception';
import type { ConsoleContext } from './console-context';
import { FAILURE_MESSAGES } from './i18n/failure-messages';

const logger = new Logger('LockConsole');

/**
 * What a failed lock API call means for the operator, in the page's language: what happened and what to do, never
 * the API's answer, a path or an exception's message. Those go to the log (redacted, as every message of the
 * module is), once per failure shown.
 */
export function lockFailureText(context: ConsoleContext, error: Error): string {
  logger.warn(`A console request's lock call failed: ${error.name}: ${error.message}`);
  const kind = failureKind(error);
  if (kind === 'unknownThere' && isLockLookup(error)) {
    const account = accountOfRequest(context);
    if (account !== null) {
      LOCKS_GONE.set(context, context.url('accounts', account));
      return context.t(FAILURE_MESSAGES, 'lockGone');
    }
  }
  return context.t(FAILURE_MESSAGES, kind);
}

/** The account dashboards of the requests whose lock the lock API did not know (see `lockGoneDashboard`). */
const LOCKS_GONE = new WeakMap<ConsoleContext, string>();

/**
 * The dashboard of the account whose lock the lock API did not know (404 or 410: it is not, or no longer, in
 * the account) when `lockFailureText` said so for this request: the error page links there; else null.
 */
export function lockGoneDashboard(context: ConsoleContext): string | null {
  return LOCKS_GONE.get(context) ?? null;
}

/**
 * True for a lock API call on one lock itself (`/smartlock/{id}`: read, change, act, sync, its settings, its
 * authorizations and logs listed), not on one of its authorizations (`/smartlock/{id}/auth/{authId}`), whose
 * 404 says that authorization is gone.
 */
function isLockLookup(error: Error): boolean {
  if (!(error instanceof ApiException)) return false;
  const path = error.endpoint.replace(/^[A-Z]+ \/?/, '');
  return /^smartlock\/\d+(\/|$)/.test(path) && !/^smartlock\/\d+\/auths?\/[^/]+/.test(path);
}

/** The account key of a console path under `<prefix>/accounts/<key>/`, decoded; null elsewhere. */
function accountOfRequest(context: ConsoleContext): string | null {
  const path = (context.request.url ?? '').split(/[?#]/, 1)[0];
  const prefix = context.settings.prefix.replace(/\/+$/, '');
  if (!path.startsWith(`${prefix}/accounts/`)) return null;
  const segment = path.slice(prefix.length + '/accounts/'.length).split('/', 1)[0];
  try {
    const key = decodeURIComponent(segment);
    return key === '' ? null : key;
  } catch {
    return null;
  }
}

type FailureKind = keyof (typeof FAILURE_MESSAGES)['en'];

function failureKind(error: Error): FailureKind {
  if (error instanceof LockReauthorizationRequiredException) return 'reauthorize';
  if (error instanceof LockAccountDisabledException) return 'accountDisabled';
  if (error instanceof InvalidGrantException) return 'grantRefused';
  if (error instanceof ConnectionException) return 'unreachable';
  if (error instanceof InvalidArgumentException) return 'invalid';
  if (error instanceof AuthenticationException) return 'accountNotReady';
  if (error instanceof UnusableAnswerException) return 'serviceTrouble';
  if (!(error instanceof ApiException)) return 'serverSetup';
  if (error.status === 401) return 'accessRefused';
  if (error.status === 403) return 'notAllowed';
  if (error.status === 404 || error.status === 410) return 'unknownThere';
  if (error.status === 409) return 'conflict';
  if (error.status === 429) return 'busy';
  if (error.status >= 500) return 'serviceTrouble';
  return 'rejected';
}
