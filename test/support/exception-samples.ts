import { AccountingException } from '../../src/accounting/accounting.exception';
import { IntegrationException } from '../../src/common/errors/integration.exception';
import { InvalidArgumentException } from '../../src/common/errors/invalid-argument.exception';
import { ConnectionException } from '../../src/common/http/connection.exception';
import { JsonTooDeepException } from '../../src/common/json/json-too-deep.exception';
import { MissingPeerException } from '../../src/common/peers/optional-peer';
import { DeliveryConfigurationException } from '../../src/delivery/delivery-configuration.exception';
import { DeliveryException } from '../../src/delivery/delivery.exception';
import { LockAccountRuleException } from '../../src/lock/application/accounts/lock-account-rule.exception';
import { KeypadCodeOutsideGrantException } from '../../src/lock/application/access/keypad-code-outside-grant.exception';
import { KeypadCodeUnrecordableException } from '../../src/lock/application/access/keypad-code-unrecordable.exception';
import { ApiException } from '../../src/lock/errors/api.exception';
import { AuthenticationException } from '../../src/lock/errors/authentication.exception';
import { InvalidGrantException } from '../../src/lock/errors/invalid-grant.exception';
import { LockAccountDisabledException } from '../../src/lock/errors/lock-account-disabled.exception';
import { LockTokenNotConfiguredException } from '../../src/lock/errors/lock-token-not-configured.exception';
import { LockDatabaseUnavailableException } from '../../src/lock/errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../../src/lock/errors/lock-permission.exception';
import { LockReauthorizationRequiredException } from '../../src/lock/errors/lock-reauthorization-required.exception';
import { LockTokenRefreshPendingException } from '../../src/lock/errors/lock-token-refresh-pending.exception';
import { LockException } from '../../src/lock/errors/lock.exception';
import { UnusableAnswerException } from '../../src/lock/errors/unusable-answer.exception';
import { UserAuthenticationException } from '../../src/lock/errors/user-authentication.exception';
import { LockLoginLimitException } from '../../src/lock/application/users/lock-login-limit.exception';
import { LockPasswordRuleException } from '../../src/lock/application/users/lock-password-rule.exception';

/** A representative instance of one of the package's exception classes, and the statuses it must be answered with. */
export interface ExceptionSample {
  /** Makes the instance (a new one each time). */
  make: () => IntegrationException;
  /** Its status through `IntegrationExceptionFilter` (500: Nest's default, the exception has no answer). */
  api: number;
  /** Its status on a lock console page. */
  console: number;
}

/** The `Retry-After` a sample of a remote answer carries. */
export const SAMPLE_RETRY_AFTER_SECONDS = 42;

/**
 * One sample per exception class of the package, by class name: a new exception class fails the walking test
 * (test/exception-answers.e2e-spec.ts) until it has one here, with the statuses it is meant to get.
 */
export const EXCEPTION_SAMPLES: Readonly<Record<string, ExceptionSample>> = {
  IntegrationException: {
    make: () => new IntegrationException('incomplete settings'),
    api: 500,
    console: 500,
  },
  InvalidArgumentException: {
    make: () => new InvalidArgumentException('Delivery filters must be an object.'),
    api: 400,
    console: 400,
  },
  LockAccountRuleException: {
    make: () => new LockAccountRuleException('key', 'An account key is 1 to 64 letters, digits, "-" or "_".'),
    api: 400,
    console: 400,
  },
  LockPasswordRuleException: { make: () => new LockPasswordRuleException(12), api: 400, console: 400 },
  JsonTooDeepException: { make: () => new JsonTooDeepException('The lock payload'), api: 400, console: 400 },
  ConnectionException: {
    make: () => new ConnectionException('GET https://api.example/items timed out', 'timeout', 'GET /items'),
    api: 504,
    console: 504,
  },
  MissingPeerException: {
    make: () => new MissingPeerException('pg', 'the lock database'),
    api: 500,
    console: 500,
  },
  DeliveryException: { make: () => new DeliveryException('portal body', 502), api: 502, console: 502 },
  DeliveryConfigurationException: {
    make: () => new DeliveryConfigurationException('no DELIVERY_PASSWORD'),
    api: 500,
    console: 500,
  },
  AccountingException: {
    make: () => new AccountingException('api body', 429, { retryAfterSeconds: SAMPLE_RETRY_AFTER_SECONDS }),
    api: 503,
    console: 503,
  },
  LockException: { make: () => new LockException('Unknown LOCK_AUTH value'), api: 500, console: 500 },
  ApiException: {
    make: () => new ApiException(404, 'upstream body', 'GET /smartlock/1'),
    api: 502,
    console: 404,
  },
  UnusableAnswerException: {
    make: () =>
      new UnusableAnswerException(
        'LOCK API GET /smartlock returned HTTP 200 with an answer that is not JSON.',
        'GET /smartlock',
      ),
    api: 502,
    console: 502,
  },
  AuthenticationException: {
    make: () => new AuthenticationException('The OAuth code exchange failed'),
    api: 502,
    console: 502,
  },
  InvalidGrantException: {
    make: () => new InvalidGrantException('invalid_grant: refused'),
    api: 502,
    console: 502,
  },
  LockReauthorizationRequiredException: {
    make: () => new LockReauthorizationRequiredException('depot'),
    api: 502,
    console: 502,
  },
  LockTokenNotConfiguredException: {
    make: () =>
      new LockTokenNotConfiguredException(
        'berlin',
        'No API token is configured for lock account "berlin": set the option accounts.berlin.token of LockModule.',
      ),
    api: 500,
    console: 500,
  },
  LockAccountDisabledException: {
    make: () => new LockAccountDisabledException('depot'),
    api: 403,
    console: 403,
  },
  LockPermissionException: {
    make: () => new LockPermissionException('ann@example.test', 'unlock', 'depot', 7, 'no grant holds it'),
    api: 403,
    console: 403,
  },
  KeypadCodeOutsideGrantException: {
    make: () =>
      new KeypadCodeOutsideGrantException(
        'ann@example.test',
        'depot',
        7,
        'a keypad code they make or change must end (allowedUntilDate) by the end of their grant, 2027-03-11T12:00:00.000Z; this one has no end',
        {
          accountKey: 'depot',
          smartlockId: 7,
          permissions: ['manage_auths'],
          allowedFrom: null,
          allowedUntil: '2027-03-11T12:00:00.000Z',
          allowedWeekDays: null,
        },
      ),
    api: 403,
    console: 403,
  },
  KeypadCodeUnrecordableException: {
    make: () =>
      new KeypadCodeUnrecordableException(
        'a keypad code with these digits sent to smartlock 7 of account "depot" is still awaiting the lock API\'s list; try again once the list shows it',
        'awaiting-list',
      ),
    api: 409,
    console: 409,
  },
  UserAuthenticationException: {
    make: () => new UserAuthenticationException('The email or password is wrong.'),
    api: 401,
    console: 401,
  },
  LockLoginLimitException: { make: () => new LockLoginLimitException(17), api: 429, console: 429 },
  LockDatabaseUnavailableException: {
    make: () =>
      new LockDatabaseUnavailableException('PostgreSQL db.internal:5432/lock', 'connect ECONNREFUSED'),
    api: 503,
    console: 503,
  },
  LockTokenRefreshPendingException: {
    make: () => new LockTokenRefreshPendingException('depot', 10, 6),
    api: 503,
    console: 503,
  },
};

/** The classes whose exceptions stand for a remote API's answer, made with the answer's status. */
const REMOTE_ANSWERS: Readonly<
  Record<string, (status: number, retryAfterSeconds?: number) => IntegrationException>
> = {
  ApiException: (status, retryAfter) =>
    new ApiException(status, 'upstream body', 'GET /smartlock', retryAfter),
  DeliveryException: (status, retryAfter) => new DeliveryException('portal body', status, retryAfter),
  AccountingException: (status, retryAfter) =>
    new AccountingException('api body', status, { retryAfterSeconds: retryAfter }),
  UnusableAnswerException: (status) =>
    new UnusableAnswerException(
      `LOCK API GET /smartlock returned HTTP ${status} with an answer that is not JSON.`,
      'GET /smartlock',
    ),
};

/** An exception of the class for a remote answer with this status (and `SAMPLE_RETRY_AFTER_SECONDS`); undefined for other classes. */
export function remoteAnswerSample(className: string, status: number): IntegrationException | undefined {
  return REMOTE_ANSWERS[className]?.(status, SAMPLE_RETRY_AFTER_SECONDS);
}
