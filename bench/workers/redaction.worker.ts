/**
 * Worker of the redaction benchmark: `LockSecrets.redact()` of the built package (`dist/`) on one hostile
 * message of about 17 KB, by LockSecrets that remembered one token for each of many accounts, and by the
 * baseline: a LockSecrets with the configured API token and one account, what every single-account app runs; also
 * by one that remembered only the accounts the message echoes (the few secrets the full patterns get). The
 * sides take turns round by round in a rotating order. Before any timing, each side's redacted message is
 * checked once: a side that leaves an echoed token in it fails the benchmark.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { measureCalls } from '../support/measure-calls';
import { serveRequests } from '../support/worker-channel';
import type { RedactionRequest, RedactionResult, RedactionSide } from './worker-protocols';

// Internal classes (no subpath exports them): loaded from the built files, typed by their sources.
const dist = resolve(__dirname, '..', '..', 'dist');
/* eslint-disable @typescript-eslint/no-require-imports */
const { LockAuthSettings } = require(
  resolve(dist, 'lock/auth/lock-auth-settings.js'),
) as typeof import('../../src/lock/auth/lock-auth-settings');
const { LockWebhookClientSettings } = require(
  resolve(dist, 'lock/support/lock-webhook-client-settings.js'),
) as typeof import('../../src/lock/support/lock-webhook-client-settings');
const { LockSecrets } = require(
  resolve(dist, 'lock/support/lock-secrets.js'),
) as typeof import('../../src/lock/support/lock-secrets');
const { anchoredSecret, SecretCandidates } = require(
  resolve(dist, 'common/redaction/secret-anchors.js'),
) as typeof import('../../src/common/redaction/secret-anchors');
/* eslint-enable @typescript-eslint/no-require-imports */

/** About the size of an error body a server echoes, cut off at a body limit. */
const MESSAGE_LENGTH = 17_000;
/**
 * The accounts whose tokens the message echoes: spread over the first 64 remembered, so that every side knows
 * them, account 0 (the oldest) among them: the one a store of the newest 64 secrets in all lost first.
 */
const ECHOED_ACCOUNTS = [0, 21, 42, 63];

/** A random 40-character base64url token, as an account's access token. */
const token = (): string => randomBytes(30).toString('base64url');
const percentEncoded = (text: string): string =>
  [...text].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`).join('');
const jsonEscaped = (text: string): string =>
  [...text].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Lock records and stack lines, with random nonces shaped like tokens (of no account): what fills a message. */
function filler(length: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < length; index += 1) {
    const part =
      index % 4 === 3
        ? `\n    at LockGateway.handle (/srv/lock-gateway/dist/handlers/lock-${index}.js:${randomInt(1, 900)}:17)\n`
        : JSON.stringify({
            lockId: randomInt(1_000_000, 9_999_999),
            lockAlias: `Door ${index}, floor ${index % 12}`,
            electricQuantity: randomInt(0, 101),
            lockMac: (randomBytes(6).toString('hex').toUpperCase().match(/../g) ?? []).join(':'),
            nonce: token(),
            requestId: randomBytes(16).toString('hex'),
            date: 1_700_000_000_000 + index * 1_000,
          }) + ',';
    parts.push(part);
    size += part.length;
  }
  return parts.join('').slice(0, length);
}

/**
 * The hostile message: the echoed tokens raw, percent-encoded, JSON-escaped and base64, in JSON and in text, the
 * configured API token, lots of filler, and at the end a token answer cut off in its access token.
 */
function hostileMessage(apiToken: string, echoed: readonly string[]): string {
  const [first, second, third, fourth] = echoed;
  const head =
    `Lock API 401 on POST /v3/lock/list for tenant-0 (api token ${apiToken}): token ${first} rejected; ` +
    `upstream said: {"errcode":10003,"errmsg":"invalid token","echo":${JSON.stringify(first)},` +
    `"forwarded":"https://api.lock.example/v3/lock/list?ref=${percentEncoded(second)}&page=1",` +
    `"detail":"session of \\"${jsonEscaped(third)}\\" expired"} `;
  const middle =
    ` X-Echo-Authorization: ${base64(`Bearer ${fourth}`)}; previous: ${second} / ` +
    `{"tokens":[${JSON.stringify(third)},"${encodeURIComponent(fourth)}"],"raw":"${first}"} `;
  const tail = `body (cut off): {"token_type":"bearer","expires_in":7200,"access_token":"${second.slice(0, 26)}`;
  const fill = MESSAGE_LENGTH - head.length - middle.length - tail.length;
  const half = Math.floor(fill / 2);
  return `${head}${filler(half)}${middle}${filler(fill - half)}${tail}`;
}

/** The forms of the secret the message holds (its first 20 characters stand for the raw and cut-off ones). */
function formsOf(secret: string): string[] {
  return [secret.slice(0, 20), percentEncoded(secret), jsonEscaped(secret), base64(`Bearer ${secret}`)];
}

async function run(request: RedactionRequest): Promise<RedactionResult> {
  const apiToken = `lock-api-${token()}`;
  const auth = new LockAuthSettings({ apiToken });
  const webhooks = new LockWebhookClientSettings();
  const tokens = Array.from({ length: Math.max(...request.accounts) }, token);
  const echoed = ECHOED_ACCOUNTS.map((index) => tokens[index]);
  const message = hostileMessage(apiToken, echoed);

  const baseline = new LockSecrets(auth, webhooks);
  baseline.remember('tenant-0', tokens[0]);
  const sides = new Map<RedactionSide, { redact: () => string; mustRedact: string[] }>([
    ['baseline', { redact: () => baseline.redact(message), mustRedact: [apiToken, tokens[0]] }],
  ]);
  // The cost the design promises: the configured token and the echoed accounts' tokens, all through the patterns.
  const echoedOnly = new LockSecrets(auth, webhooks);
  for (const index of ECHOED_ACCOUNTS) echoedOnly.remember(`tenant-${index}`, tokens[index]);
  sides.set('echoed', { redact: () => echoedOnly.redact(message), mustRedact: [apiToken, ...echoed] });
  const candidates: Record<string, number> = {};
  for (const accounts of request.accounts) {
    if (accounts <= Math.max(...ECHOED_ACCOUNTS)) {
      throw new Error(
        `${accounts} accounts: the echoed tokens are those of accounts ${ECHOED_ACCOUNTS.join(', ')}`,
      );
    }
    const secrets = new LockSecrets(auth, webhooks);
    for (let index = 0; index < accounts; index += 1) secrets.remember(`tenant-${index}`, tokens[index]);
    sides.set(`${accounts}`, { redact: () => secrets.redact(message), mustRedact: [apiToken, ...echoed] });
    candidates[accounts] = new SecretCandidates(tokens.slice(0, accounts).map(anchoredSecret)).in(
      message,
    ).length;
  }

  // Correctness, once before any timing: no form of a token the side knows stands in its redacted message.
  for (const [side, { redact, mustRedact }] of sides) {
    const redacted = redact();
    const leaked = mustRedact.flatMap(formsOf).filter((form) => redacted.includes(form.slice(0, 40)));
    if (leaked.length > 0) {
      throw new Error(`${side}: the redacted message still holds ${leaked.length} form(s) of echoed tokens`);
    }
  }

  let sink = 0;
  const measure = (redact: () => string, calls: number) =>
    measureCalls(
      async () => {
        sink += redact().length;
      },
      calls,
      1,
    );
  for (const { redact } of sides.values()) await measure(redact, request.warmupRedactions);
  const order = [...sides.keys()];
  const rounds: RedactionResult['rounds'] = [];
  for (let round = 0; round < request.rounds; round += 1) {
    const shift = round % order.length;
    const measured: RedactionResult['rounds'][number] = {};
    for (const side of [...order.slice(shift), ...order.slice(0, shift)]) {
      const { redact } = sides.get(side) ?? {};
      if (redact !== undefined) measured[side] = await measure(redact, request.redactions);
    }
    rounds.push(measured);
  }
  if (sink === 0) throw new Error('nothing was redacted');
  return { messageLength: message.length, echoedAccounts: echoed.length, candidates, rounds };
}

serveRequests({ run: (request: RedactionRequest) => run(request) });
