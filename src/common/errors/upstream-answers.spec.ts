import { ConnectionException, type ConnectionFailure } from '../http/connection.exception';
import { MissingPeerException } from '../peers/optional-peer';
import { integrationExceptionAnswer } from './integration-exception-answer-of';
import { InvalidArgumentException } from './invalid-argument.exception';
import { IntegrationException } from './integration.exception';
import {
  UPSTREAM_ERROR_ANSWER,
  UPSTREAM_RATE_LIMIT_ANSWER,
  UPSTREAM_TIMEOUT_ANSWER,
  UPSTREAM_TOO_LARGE_ANSWER,
  UPSTREAM_UNAVAILABLE_ANSWER,
  UPSTREAM_UNREACHABLE_ANSWER,
  upstreamStatusAnswer,
} from './upstream-answers';

// The modules' own exceptions are pinned against docs/errors-and-logs.md by test/exception-answers-doc.e2e-spec.ts.

const connection = (failure: ConnectionFailure) =>
  new ConnectionException(`GET https://api.example/items failed: ${failure}`, failure, 'GET /items');

describe('upstreamStatusAnswer', () => {
  it.each<[number, number | undefined, object]>([
    [500, undefined, { status: 502, message: UPSTREAM_ERROR_ANSWER }],
    [404, 30, { status: 502, message: UPSTREAM_ERROR_ANSWER }],
    [200, undefined, { status: 502, message: UPSTREAM_ERROR_ANSWER }],
    [429, undefined, { status: 503, message: UPSTREAM_RATE_LIMIT_ANSWER }],
    [429, 42, { status: 503, message: UPSTREAM_RATE_LIMIT_ANSWER, retryAfterSeconds: 42 }],
    [503, 7, { status: 503, message: UPSTREAM_UNAVAILABLE_ANSWER, retryAfterSeconds: 7 }],
  ])('a remote %i (Retry-After %s): %j', (status, retryAfter, answer) => {
    expect(upstreamStatusAnswer(status, retryAfter)).toEqual(answer);
  });
});

describe("the shared exceptions' answers", () => {
  it.each<[ConnectionFailure, number, string]>([
    ['timeout', 504, UPSTREAM_TIMEOUT_ANSWER],
    ['connect-timeout', 504, UPSTREAM_TIMEOUT_ANSWER],
    ['refused', 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['reset', 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['dns', 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['network', 503, UPSTREAM_UNREACHABLE_ANSWER],
    ['response-too-large', 502, UPSTREAM_TOO_LARGE_ANSWER],
  ])(
    'a connection failure %s: %i with fixed words, never the exception message',
    (failure, status, message) => {
      expect(integrationExceptionAnswer(connection(failure))).toEqual({ status, message });
      expect(integrationExceptionAnswer(connection(failure), 'console')).toEqual({ status, message });
    },
  );

  it('an invalid argument: 400 with its own message', () => {
    const exception = new InvalidArgumentException('Delivery filters must be an object.');
    expect(integrationExceptionAnswer(exception)).toEqual({ status: 400, message: exception.message });
  });

  it.each([
    ['the base class', new IntegrationException('incomplete settings')],
    ['a missing optional package', new MissingPeerException('pg', 'the lock database')],
  ])('%s: no answer (it stays a 500)', (_name, exception) => {
    expect(integrationExceptionAnswer(exception)).toBeUndefined();
    expect(integrationExceptionAnswer(exception, 'console')).toBeUndefined();
  });
});
