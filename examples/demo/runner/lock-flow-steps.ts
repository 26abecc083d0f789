import { randomUUID } from 'node:crypto';
import type { DemoSession } from './demo-session';
import type { DemoStep } from './demo-step';
import { oneLine } from './demo-cli';
import { consentInBrowser, withCodeHidden } from './oauth-consent';
import type { HttpAnswer } from './http-call';
import { sendSignedWebhook } from './signed-webhook';
import { expectExitZero, expectStatus, expectThat } from './step-checks';

/** The account key the OAuth steps sign in and then use. */
const OAUTH_ACCOUNT = 'office';
/** OAuth mode for one CLI run (the app itself uses the API token). */
const OAUTH_MODE = { LOCK_AUTH: 'oauth' };
const AUTHORIZE_URL = /^(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)$/m;
const WEBHOOK_ROUTE = '/lock/webhook';

/** An event as the demo app's `GET /locks/events` lists it. */
interface LoggedEvent {
  name?: string;
  deliveryId?: string;
}

/** The lock API's subscription for the app's webhook route, with its signing secret (the sandbox plays the API). */
function subscriptionOf(demo: DemoSession): { callbackUrl: string; secret: string | undefined } {
  const callbackUrl = `${demo.app.url}${WEBHOOK_ROUTE}`;
  const subscription = demo.sandboxes.sandboxes.lock
    .subscriptions('notification')
    .find((found) => 'pushId' in found && found.pushId === callbackUrl);
  return { callbackUrl, secret: subscription?.secret };
}

/** The `status` of a webhook answer's JSON body, if any. */
function answerStatus(answer: HttpAnswer): unknown {
  return (answer.json as { status?: unknown } | undefined)?.status;
}

/** The Lock flows that take more than one party: OAuth sign-in, webhook subscription and delivery. */
export const LOCK_FLOW_STEPS: DemoStep[] = [
  {
    title: 'lock:oauth-authorize (CLI, the OAuth code flow)',
    async run(demo) {
      const run = demo.startCli(['lock:oauth-authorize', `--account=${OAUTH_ACCOUNT}`], OAUTH_MODE);
      const [, authorizeUrl] = await run.waitForOutput(AUTHORIZE_URL);
      demo.report.detail(
        `the command prints the consent URL: ${authorizeUrl.split('?')[0]}?client_id=…&state=…`,
      );
      const callbackUrl = await consentInBrowser(authorizeUrl);
      demo.report.detail(`approved in the "browser"; sent back to ${withCodeHidden(callbackUrl)}`);
      run.answer(callbackUrl);
      demo.report.detail('that URL is pasted at the prompt; the command exchanges the code');
      const result = await run.finished();
      const signedIn = /^Signed in as (.+?);.*$/m.exec(result.stdout);
      demo.report.output(signedIn?.[0] ?? '');
      expectExitZero(result);
      expectThat(signedIn !== null, `expected "Signed in as …", got: ${oneLine(result.stdout)}`);
      return `exit 0: signed in as ${signedIn[1]}; the token is stored encrypted for account key "${OAUTH_ACCOUNT}"`;
    },
  },
  {
    title: 'lock:locks --account=office (CLI, with the stored OAuth token)',
    async run(demo) {
      const lockApi = demo.sandboxes.sandboxes.lock;
      const result = await demo.cli(['lock:locks', `--account=${OAUTH_ACCOUNT}`], OAUTH_MODE);
      demo.report.output(result.stdout);
      expectExitZero(result);
      const read = lockApi.requestsTo('GET', '/smartlock').at(-1);
      const token = read?.headers.authorization?.replace(/^Bearer /, '') ?? '';
      expectThat(
        lockApi.issuedTokens.includes(token),
        'expected the lock API to be called with the OAuth access token the sign-in stored',
      );
      return `exit 0: read with the OAuth access token stored for "${OAUTH_ACCOUNT}" (a new process, same database)`;
    },
  },
  {
    title: "lock:webhook-register (CLI, to the app's webhook route)",
    async run(demo) {
      // No URL given: the command subscribes APP_URL + LOCK_WEBHOOK_ROUTE, the app's receiver.
      const result = await demo.cli(['lock:webhook-register']);
      demo.report.output(result.stdout);
      expectExitZero(result);
      const { callbackUrl, secret } = subscriptionOf(demo);
      expectThat(secret !== undefined, `expected the lock API to hold a subscription for ${callbackUrl}`);
      return `exit 0: ${callbackUrl} subscribed; its signing secret is stored encrypted, never printed`;
    },
  },
  {
    title: 'POST /lock/webhook (a signed delivery from the lock API)',
    async run(demo) {
      const { callbackUrl, secret } = subscriptionOf(demo);
      expectThat(secret !== undefined, `no subscription for ${callbackUrl}: the previous step made none`);
      expectThat(demo.lock !== undefined, 'no smartlock to report on: GET /locks listed none');
      const deliveryId = randomUUID();
      const body = JSON.stringify({
        id: deliveryId,
        feature: 'DEVICE_STATUS',
        smartlockId: demo.lock.id,
        state: { state: 1, doorState: 2, batteryCharge: 76, batteryCritical: false },
      });
      demo.report.detail(
        `POST ${callbackUrl}  DEVICE_STATUS, X-Lock-Signature-SHA256: HMAC-SHA256 of the body`,
      );
      const logged = demo.app
        .nextLine(/Lock webhook event/)
        .catch((error: Error) => `(no log line: ${error.message})`);
      const accepted = await sendSignedWebhook(callbackUrl, body, secret);
      expectStatus(accepted, 200);
      expectThat(
        answerStatus(accepted) === 'accepted',
        `expected {"status":"accepted"}, got ${accepted.text}`,
      );
      demo.report.output(`app log: ${(await logged).replace(/^.*?(Lock webhook event)/, '$1')}`);

      const events = await demo.request('GET', '/locks/events');
      expectStatus(events, 200);
      const received = (Array.isArray(events.json) ? (events.json as LoggedEvent[]) : []).find(
        (event) => event.deliveryId === deliveryId,
      );
      expectThat(received !== undefined, `expected GET /locks/events to list delivery ${deliveryId}`);

      demo.report.detail('the same delivery again, then one signed with a wrong secret');
      const replay = await sendSignedWebhook(callbackUrl, body, secret);
      const forged = await sendSignedWebhook(callbackUrl, body, `not-${secret}`);
      expectThat(
        replay.status === 200 && answerStatus(replay) === 'duplicate',
        `expected the replay to get {"status":"duplicate"}, got ${replay.status} ${replay.text}`,
      );
      expectThat(forged.status === 401, `expected the forged delivery to get 401, got ${forged.status}`);
      return `200 accepted, the app received ${received.name}; a replay is a duplicate, a wrong signature gets 401`;
    },
  },
];
