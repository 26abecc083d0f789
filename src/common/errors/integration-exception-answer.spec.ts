import { AccountingException } from '../../accounting/accounting.exception';
import { DeliveryConfigurationException } from '../../delivery/delivery-configuration.exception';
import { DeliveryException } from '../../delivery/delivery.exception';
import { ApiException } from '../../lock/errors/api.exception';
import { AuthenticationException } from '../../lock/errors/authentication.exception';
import { InvalidGrantException } from '../../lock/errors/invalid-grant.exception';
import { LockAccountDisabledException } from '../../lock/errors/lock-account-disabled.exception';
import { LockDatabaseUnavailableException } from '../../lock/errors/lock-database-unavailable.exception';
import { LockPermissionException } from '../../lock/errors/lock-permission.exception';
import { LockReauthorizationRequiredException } from '../../lock/errors/lock-reauthorization-required.exception';
import { LockException } from '../../lock/errors/lock.exception';
import { UserAuthenticationException } from '../../lock/errors/user-authentication.exception';
import { LockLoginLimitException } from '../../lock/users/lock-login-limit.exception';
import { ConnectionException, type ConnectionFailure } from '../http/connection.exception';
import { MissingPeerException } from '../peers/optional-peer';
import {
  integrationExceptionAnswer,
  UPSTREAM_CREDENTIALS_ANSWER,
  UPSTREAM_ERROR_ANSWER,
  UPSTREAM_RATE_LIMIT_ANSWER,
  UPSTREAM_TIMEOUT_ANSWER,
  UPSTREAM_TOO_LARGE_ANSWER,
  UPSTREAM_UNAVAILABLE_ANSWER,
  UPSTREAM_UNREACHABLE_ANSWER,
} from './integration-exception-answer';
import { InvalidArgumentException } from './invalid-argument.exception';
import type { IntegrationException } from './integration.exception';

const connection = (failure: ConnectionFailure) =>
  new ConnectionException(
    `GET https://api.lock.example/smartlock failed: ${failure}`,
    failure,
    'GET /smartlock',
  );

describe('integrationExceptionAnswer', () => {
  it.each<[string, IntegrationException, number, string]>([
    ['lock API 500', new ApiException(500, 'upstream body', 'GET /smartlock'), 502, UPSTREAM_ERROR_ANSWER],
    ['lock API 404', new ApiException(404, 'upstream body', 'GET /smartlock/1'), 502, UPSTREAM_ERROR_ANSWER],
    ['lock API 429', new ApiException(429, 'slow down', 'GET /smartlock'), 503, UPSTREAM_RATE_LIMIT_ANSWER],
    ['delivery 502', new DeliveryException('portal body', 502), 502, UPSTREAM_ERROR_ANSWER],
    ['delivery 503', new DeliveryException('portal body', 503), 503, UPSTREAM_UNAVAILABLE_ANSWER],
    ['delivery 401', new DeliveryException('portal body', 401), 502, UPSTREAM_ERROR_ANSWER],
    ['accounting 500', new AccountingException('api body', 500), 502, UPSTREAM_ERROR_ANSWER],
    ['accounting 429', new AccountingException('api body', 429), 503, UPSTREAM_RATE_LIMIT_ANSWER],
    ['timeout', connection('timeout'), 504, UPSTREAM_TIMEOUT_ANSWER],
    ['connect timeout', connection('connect-timeout'), 504, UPSTREAM_TIMEOUT_ANSWER],
    ['refused', connection('refused'), 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['reset', connection('reset'), 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['DNS failure', connection('dns'), 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['other network failure', connection('network'), 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['answer too large', connection('response-too-large'), 502, UPSTREAM_TOO_LARGE_ANSWER],
    ['no lock token', new AuthenticationException('No API token'), 502, UPSTREAM_CREDENTIALS_ANSWER],
    ['refused grant', new InvalidGrantException('invalid_grant: body'), 502, UPSTREAM_CREDENTIALS_ANSWER],
    ['re-authorization', new LockReauthorizationRequiredException('depot'), 502, UPSTREAM_CREDENTIALS_ANSWER],
  ])('%s: %i with fixed words, never the exception message', (_name, exception, status, message) => {
    expect(integrationExceptionAnswer(exception)).toEqual({ status, message });
  });

  it.each<[string, IntegrationException, number]>([
    [
      'lock permission',
      new LockPermissionException('ann@example.test', 'unlock', 'depot', 7, 'no grant'),
      403,
    ],
    ['disabled lock account', new LockAccountDisabledException('depot'), 403],
    ['failed sign-in', new UserAuthenticationException('The email or password is wrong.'), 401],
    ['invalid argument', new InvalidArgumentException('Delivery filters must be an object.'), 400],
  ])('%s: %i with its own message', (_name, exception, status) => {
    expect(integrationExceptionAnswer(exception)).toEqual({ status, message: exception.message });
  });

  it('the sign-in limit: 429 with its message and its Retry-After', () => {
    const exception = new LockLoginLimitException(17);
    expect(integrationExceptionAnswer(exception)).toEqual({
      status: 429,
      message: exception.message,
      retryAfterSeconds: 17,
    });
  });

  it('the lock database down: 503 with Retry-After, in words that do not name the database', () => {
    const answer = integrationExceptionAnswer(
      new LockDatabaseUnavailableException('PostgreSQL db.internal:5432/lock', 'connect ECONNREFUSED'),
    );
    expect(answer).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(answer?.message).not.toContain('db.internal');
  });

  it.each<[string, IntegrationException]>([
    ['incomplete delivery settings', new DeliveryConfigurationException('no DELIVERY_PASSWORD')],
    ['incomplete accounting settings', new AccountingException('no client key', 0)],
    ['a missing optional package', new MissingPeerException('pg', 'the lock database')],
    ['an unknown lock setting', new LockException('Unknown LOCK_AUTH value')],
  ])('%s: no answer (it stays a 500)', (_name, exception) => {
    expect(integrationExceptionAnswer(exception)).toBeUndefined();
  });
});
