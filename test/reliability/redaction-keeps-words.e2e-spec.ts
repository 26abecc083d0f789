import * as fc from 'fast-check';
import { ApiException } from '../../src/lock';
import { LockSandbox } from '../../src/testing';
import { LockApp, startLockApp } from '../support/lock-app';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/**
 * Redaction decides by where a value sits, not only by its text (issue 24, point 4, the over-redaction
 * direction): a vendor error whose `code` (a credential-shaped key: an OAuth authorization code) holds a common
 * word must not turn that word into `[redacted]` where it is a key, a word of a sentence or part of another value.
 */

/**
 * Words a vendor error uses as codes, keys and types; none is credential-shaped itself, nor a key the error
 * below already has (`code`, `message`, `details`, `text`).
 */
const WORDS = [
  'type',
  'error',
  'status',
  'name',
  'id',
  'value',
  'field',
  'invalid_request',
  'invalid_grant',
  'not_found',
  'validation',
  'smartlock',
  'state',
  'detail',
  'reason',
] as const;
/** Values of the other fields, never one of `WORDS`. */
const VALUES = ['required', 'missing', 'too long', 'expired', 'locked', '42', 'Jansen'] as const;

jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`Redaction keeps the words that equal a credential field's value (${PROPERTY_RUNS} runs per property)`, () => {
  let sandbox: LockSandbox;
  let app: LockApp;

  beforeAll(async () => {
    sandbox = await LockSandbox.start();
    app = await startLockApp(sandbox, { http: { retries: 0 } });
  });

  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  it('Lock ApiException.body and message: the code is redacted; keys, sentences and other values stay', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WORDS),
        fc.constantFrom(...WORDS),
        fc.constantFrom(...VALUES),
        fc.constantFrom(...VALUES),
        fc.constantFrom(400, 403, 404, 409, 422),
        async (word, otherKey, value, otherValue, status) => {
          const error = {
            code: word,
            [word]: value,
            message: `wrong ${word} given for ${value}`,
            details: [{ [otherKey]: otherValue, text: `${word}: ${otherValue}` }],
          };
          const body = JSON.stringify(error);
          sandbox.failNext(1, status, body, { path: /\/smartlock$/ });
          const thrown = await app.lock
            .smartlocks()
            .all()
            .then(
              () => undefined,
              (reason: unknown) => reason,
            );
          expect(thrown).toBeInstanceOf(ApiException);
          const answer = thrown as ApiException;
          expect(answer.body).toBe(body.replace(`"code":"${word}"`, '"code":"[redacted]"'));
          expect(answer.message).toContain(`"${word}":"${value}"`);
          expect(answer.message).toContain(`wrong ${word} given for ${value}`);
        },
      ),
    );
  });
});
