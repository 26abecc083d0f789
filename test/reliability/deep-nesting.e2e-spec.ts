import * as fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { MAX_JSON_DEPTH } from '../../src/common';
import { Lock, LockException, LockModule } from '../../src/lock';
import { MAX_UNPARSED_WEBHOOK_BODY_BYTES } from '../../src/lock/application/webhooks/unparsed-body';
import { CapturedLogger } from '../support/captured-logger';
import { LOCK_ENV_PREFIXES } from '../support/isolated-env';
import { temporarySqliteUrl } from '../support/lock-app';
import { useHostileEchoServer } from './support/hostile-echo-server';
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS } from '../support/property-settings';

/**
 * JSON nested to any depth (issue 24, point 2; `MAX_JSON_DEPTH`): random depths from 1 to 50,000, of lists,
 * objects or both, some with strings full of brackets, escaped quotes and escaped backslashes (what a scanner
 * that does not skip strings properly miscounts), sent to one app as a webhook delivery (signature verification
 * off: anyone can send it) and as the lock API's answer. At or under the limit they are read; over it the
 * delivery gets 400 and the call a `LockException`, both naming the limit. Never a 500, never a `RangeError`, and
 * the app keeps serving.
 */

const ROUTE = '/lock/webhook';
/** Nest's JSON parser reads `application/json` up to 100 KiB; the receiver reads other JSON types up to 1 MiB. */
const PARSER_LIMIT_BYTES = 100 * 1024;
const TOO_DEEP = `nested deeper than ${MAX_JSON_DEPTH} levels of arrays and objects (MAX_JSON_DEPTH)`;

/**
 * JSON strings (as written in JSON text) that hold brackets, braces, escaped quotes and escaped backslashes: a
 * scanner that counts inside strings, or ends a string at `\"` or misses the end after `\\`, gets the depth wrong.
 */
const DECOYS = [
  '"[[[{{{"',
  '"]]]}}}"',
  '"\\"[{"',
  '"a\\\\"',
  '"x\\\\\\"]}"',
  '"\\u005b\\u007b\\""',
  '"{\\"k\\":[1,2]}"',
];

/** How a nested JSON text is made: its depth, the bracket of each level (in turn) and where decoys go. */
interface Nesting {
  depth: number;
  /** `[` for a list, `{` for an object; level `i` takes `shapes[i % shapes.length]`. */
  shapes: ('[' | '{')[];
  /** A decoy beside the nested value on every level whose number is a multiple of this; 0: none. */
  decoyEvery: number;
}

const nestingArb: fc.Arbitrary<Nesting> = fc.record({
  depth: fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 2 * MAX_JSON_DEPTH }), weight: 3 },
    { arbitrary: fc.integer({ min: 1, max: 50_000 }), weight: 2 },
  ),
  shapes: fc.oneof(
    fc.constant<('[' | '{')[]>(['[']),
    fc.constant<('[' | '{')[]>(['{']),
    fc.array(fc.constantFrom<'[' | '{'>('[', '{'), { minLength: 2, maxLength: 8 }),
  ),
  decoyEvery: fc.constantFrom(0, 1, 3, 97),
});

/** The JSON text of `depth` levels around `innermost`, built in a loop (a deep value cannot be stringified). */
function nestedJson({ depth, shapes, decoyEvery }: Nesting, innermost = '1'): string {
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 0; level < depth; level++) {
    const decoy = decoyEvery > 0 && level % decoyEvery === 0 ? DECOYS[level % DECOYS.length] : undefined;
    if (shapes[level % shapes.length] === '[') {
      opening.push(decoy === undefined ? '[' : `[${decoy},`);
      closing.push(']');
    } else {
      opening.push(decoy === undefined ? '{"k":' : `{${decoy}:${decoy},"k":`);
      closing.push('}');
    }
  }
  return `${opening.join('')}${innermost}${closing.reverse().join('')}`;
}

/** One webhook answer: status and the body's `status` or `message`. */
interface WebhookAnswer {
  status: number;
  body: { status?: string; message?: string };
}

/**
 * A property makes PROPERTY_RUNS runs (1,000 in `npm run test:deep`), each two real exchanges: far past jest's 5 s
 * default.
 */
jest.setTimeout(PROPERTY_TIMEOUT_MS);

describe(`JSON nested to any depth: read within ${MAX_JSON_DEPTH} levels, refused beyond (${PROPERTY_RUNS} runs per property)`, () => {
  const suite = useHostileEchoServer(LOCK_ENV_PREFIXES);
  let app: INestApplication;
  let lock: Lock;
  let webhookUrl: string;
  let logger: CapturedLogger;
  let deliveries = 0;

  beforeAll(async () => {
    logger = new CapturedLogger();
    const moduleRef = await Test.createTestingModule({
      imports: [
        EventEmitterModule.forRoot(),
        LockModule.forRoot({
          baseUrl: suite.server.url,
          apiToken: 'lock-api-token',
          http: { retries: 3, retrySleep: 0, timeout: 10 },
          tokenCache: { store: 'memory', appKey: `base64:${randomBytes(32).toString('base64')}` },
          databaseUrl: temporarySqliteUrl(),
          webhook: { verifySignature: false },
          webhookController: true,
        }),
      ],
    })
      .setLogger(logger)
      .compile();
    app = moduleRef.createNestApplication({ rawBody: true, logger });
    await app.listen(0, '127.0.0.1');
    lock = app.get(Lock);
    webhookUrl = `${await app.getUrl()}${ROUTE}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** POSTs the body unsigned with the content type; answers the status and the JSON body. */
  async function post(body: string, contentType: string): Promise<WebhookAnswer> {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: response.status === 413 ? {} : (JSON.parse(text) as WebhookAnswer['body']),
    };
  }

  it('a webhook delivery: accepted within the limit, 400 naming it beyond, 413 past the body limit, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        nestingArb,
        fc.constantFrom('application/json', 'application/vnd.api+json'),
        async (nesting, contentType) => {
          deliveries++;
          // The delivery is the outermost object: one level of the depth.
          const inner = nestedJson({ ...nesting, depth: nesting.depth - 1 });
          const body = `{"id":"deep-${deliveries}","feature":"DEVICE_STATUS","deep":${inner}}`;
          const bodyLimit =
            contentType === 'application/json' ? PARSER_LIMIT_BYTES : MAX_UNPARSED_WEBHOOK_BODY_BYTES;

          const answer = await post(body, contentType);

          if (Buffer.byteLength(body) > bodyLimit) expect(answer.status).toBe(413);
          else if (nesting.depth > MAX_JSON_DEPTH) {
            expect(answer).toEqual({
              status: 400,
              body: expect.objectContaining({ message: `The delivery body is ${TOO_DEEP}.` }),
            });
          } else expect(answer).toEqual({ status: 200, body: { status: 'accepted' } });
        },
      ),
    );

    // Nest logs the JSON parser's refusal of a body over its limit (answered 413) as an error; nothing else may be.
    expect(logger.errors.filter((line) => !line.startsWith('PayloadTooLargeError'))).toEqual([]);
    await expect(
      post('{"id":"after-the-runs","feature":"DEVICE_STATUS"}', 'application/json'),
    ).resolves.toEqual({
      status: 200,
      body: { status: 'accepted' },
    });
  });

  it('a lock API answer: read within the limit, a LockException naming it beyond, sent once, never a RangeError', async () => {
    await fc.assert(
      fc.asyncProperty(nestingArb, fc.boolean(), async (nesting, asList) => {
        // A list of one smartlock (two levels of the depth), which smartlocks().all() reads when not too deep.
        const text = asList
          ? `[{"smartlockId":1,"deep":${nestedJson({ ...nesting, depth: nesting.depth - 2 })}}]`
          : nestedJson(nesting);
        suite.server.script(() => ({
          status: 200,
          body: text,
          headers: { 'content-type': 'application/json' },
        }));

        const outcome = await (asList ? lock.smartlocks().all() : lock.request('GET /smartlock')).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );

        expect(suite.server.requests).toHaveLength(1);
        if (nesting.depth > MAX_JSON_DEPTH) {
          expect('error' in outcome && outcome.error).toBeInstanceOf(LockException);
          expect((outcome as { error: Error }).error.message).toBe(
            `LOCK API GET /smartlock returned HTTP 200 with an answer ${TOO_DEEP}.`,
          );
        } else if (asList) {
          expect(outcome).toEqual({ value: [expect.objectContaining({ smartlockId: 1 })] });
        } else {
          expect(outcome).toEqual({
            value: expect.objectContaining({ status: 200, data: JSON.parse(text) }),
          });
        }
      }),
    );

    suite.server.script(() => ({ status: 200, body: '[]', headers: { 'content-type': 'application/json' } }));
    await expect(lock.smartlocks().all()).resolves.toEqual([]);
  });
});
