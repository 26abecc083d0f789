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
  return context.t(FAILURE_MESSAGES, failureKind(error));
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
