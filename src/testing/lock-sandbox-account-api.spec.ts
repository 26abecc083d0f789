import { LockSandbox } from './lock-sandbox';
import { callSandbox, SandboxAnswer } from '../../test/support/sandbox-call';

const OFFICE = 1001;
const DEPOT = 1002;
const HOME = 1003;
const STORE_ROOM = 100202;
const FRONT_DOOR = 100101;
const OFFICE_API_KEY = 7101;
const HOME_API_KEY = 7301;
const OFFICE_ADDRESS = 8101;
const HOLIDAY_FLAT = 8301;
const RECEPTION = 1101;

/** One request and the error it must get: status and `detailMessage`. */
type ErrorCase = [
  name: string,
  account: number,
  method: string,
  path: string,
  body: unknown,
  status: number,
  message: string,
];

describe("LockSandbox: the account's own data (settings, keys, addresses, subscriptions, services)", () => {
  let sandbox: LockSandbox;

  beforeEach(async () => {
    sandbox = await LockSandbox.start();
  });

  afterEach(() => sandbox.close());

  function call(method: string, path: string, accountId = OFFICE, body?: unknown): Promise<SandboxAnswer> {
    return callSandbox(method, `${sandbox.baseUrl}${path}`, { token: sandbox.apiToken(accountId), body });
  }

  function account(accountId: number) {
    const found = sandbox.data.accounts.find((data) => data.account.accountId === accountId);
    if (found === undefined) throw new Error(`no account ${accountId}`);
    return found;
  }

  const reservationId = (state: string, issued: boolean) =>
    account(HOME).addressReservations.find(
      (reservation) => reservation.state === state && reservation.keypadIssued === issued,
    )?.id;

  describe("answers bad input, unknown ids and another account's items as the API does", () => {
    const cases: ErrorCase[] = [
      [
        'account update without language',
        OFFICE,
        'POST',
        '/account',
        { name: 'X' },
        400,
        'language is required',
      ],
      [
        'account update, short password',
        OFFICE,
        'POST',
        '/account',
        { language: 'en', password: 'short' },
        400,
        'password must be a string of at least 7 characters',
      ],
      [
        "account update to another account's email",
        OFFICE,
        'POST',
        '/account',
        { language: 'en', email: 'depot@lock.example' },
        409,
        'The email address is already used by an account',
      ],
      [
        "email change to a sub account's email",
        DEPOT,
        'POST',
        '/account/email/change',
        { email: 'reception@office.lock.example' },
        409,
        'The email address is already used by an account',
      ],
      [
        'verifying a verified email',
        OFFICE,
        'POST',
        '/account/email/verify',
        undefined,
        409,
        'The email address is already verified',
      ],
      [
        'password reset without email',
        OFFICE,
        'POST',
        '/account/password/reset',
        {},
        400,
        'email is required',
      ],
      [
        'a one-time password secret while it is on',
        HOME,
        'PUT',
        '/account/otp',
        undefined,
        405,
        'The one time password is already enabled',
      ],
      [
        'an empty one-time password',
        OFFICE,
        'POST',
        '/account/otp',
        { otp: ' ' },
        400,
        'The one time password is empty',
      ],
      [
        'a one-time password without a secret',
        OFFICE,
        'POST',
        '/account/otp',
        { otp: '123456' },
        401,
        'The one time password is wrong',
      ],
      [
        'an unknown device view',
        OFFICE,
        'PUT',
        '/account/setting',
        { web: { deviceViewType: 'GRID' } },
        400,
        'web.deviceViewType must be one of LIST, TILE',
      ],
      [
        'integration delete without ids',
        OFFICE,
        'DELETE',
        '/account/integration',
        undefined,
        400,
        'apiKeyId or tokenId is required',
      ],
      [
        'integration delete of an unknown token',
        OFFICE,
        'DELETE',
        '/account/integration?tokenId=99999',
        undefined,
        404,
        'Integration not found',
      ],
      [
        "another account's sub account",
        DEPOT,
        'GET',
        `/account/sub/${RECEPTION}`,
        undefined,
        403,
        'Forbidden',
      ],
      [
        'an unknown sub account',
        OFFICE,
        'GET',
        '/account/sub/999999',
        undefined,
        404,
        'Sub account not found',
      ],
      [
        'a sub account search that finds none',
        DEPOT,
        'GET',
        '/account/sub',
        undefined,
        404,
        'Sub account not found',
      ],
      [
        'a sub account search with a bad expression',
        OFFICE,
        'GET',
        '/account/sub?email=(',
        undefined,
        400,
        'email must be a regular expression',
      ],
      [
        'a sub account without rights',
        OFFICE,
        'PUT',
        '/account/sub',
        { email: 'a@b.example', password: 'secret-1', name: 'A', language: 'en' },
        400,
        'rights is required',
      ],
      [
        "another account's API key",
        DEPOT,
        'GET',
        `/api/key/${OFFICE_API_KEY}/advanced`,
        undefined,
        403,
        'Forbidden',
      ],
      ['an unknown API key', OFFICE, 'DELETE', '/api/key/999', undefined, 404, 'API key not found'],
      [
        'an advanced part twice',
        OFFICE,
        'PUT',
        `/api/key/${OFFICE_API_KEY}/advanced`,
        {},
        400,
        'The API key has an advanced API key',
      ],
      [
        'reactivating active webhooks',
        OFFICE,
        'POST',
        `/api/key/${OFFICE_API_KEY}/advanced/reactivate`,
        undefined,
        400,
        'The webhooks of the advanced API key are active',
      ],
      [
        'an unknown webhook feature',
        OFFICE,
        'POST',
        `/api/key/${OFFICE_API_KEY}/advanced`,
        { webhookUrl: 'https://a.example', webhookFeatures: ['DOOR'] },
        400,
        'webhookFeatures must be a list of distinct values of DEVICE_STATUS, DEVICE_MASTERDATA, DEVICE_CONFIG, DEVICE_LOGS, DEVICE_AUTHS, ACCOUNT_USER',
      ],
      [
        'a token with an unknown scope',
        OFFICE,
        'PUT',
        `/api/key/${OFFICE_API_KEY}/token`,
        { scopes: ['admin'] },
        400,
        'scopes must be a non-empty list of account, notification, smartlock, smartlock.readOnly, smartlock.action, smartlock.auth, smartlock.config, smartlock.log, smartlock.create, webhook.decentral',
      ],
      [
        'an unknown token',
        OFFICE,
        'DELETE',
        `/api/key/${OFFICE_API_KEY}/token/1`,
        undefined,
        404,
        'API token not found',
      ],
      [
        "an address of another account's smartlock",
        OFFICE,
        'PUT',
        '/address',
        { name: 'Depot', smartlockIds: [STORE_ROOM] },
        403,
        'Forbidden',
      ],
      [
        'an address of an unknown smartlock',
        OFFICE,
        'PUT',
        '/address',
        { name: 'Nowhere', smartlockIds: [1] },
        404,
        'Smartlock not found',
      ],
      [
        'an address without smartlocks',
        OFFICE,
        'PUT',
        '/address',
        { name: 'Nothing' },
        400,
        'smartlockIds is required',
      ],
      [
        "another account's address",
        OFFICE,
        'GET',
        `/address/${HOLIDAY_FLAT}/unit`,
        undefined,
        403,
        'Forbidden',
      ],
      ['an unknown address', OFFICE, 'DELETE', '/address/1', undefined, 404, 'Address not found'],
      [
        "deleting units that are not the address's",
        HOME,
        'DELETE',
        `/address/${HOLIDAY_FLAT}/unit`,
        ['000000000000000000000000'],
        400,
        'The body must list ids of units of the address',
      ],
      [
        'an unknown unit',
        HOME,
        'DELETE',
        `/address/${HOLIDAY_FLAT}/unit/000000000000000000000000`,
        undefined,
        404,
        'Address unit not found',
      ],
      [
        'an unknown booking',
        HOME,
        'POST',
        `/address/${HOLIDAY_FLAT}/reservation/1/issue`,
        undefined,
        400,
        'Unknown reservation of the address',
      ],
      [
        'a check-in time past midnight',
        HOME,
        'POST',
        `/address/${HOLIDAY_FLAT}/reservation/{pending}/update/accesstimes`,
        { checkInTime: 1440 },
        400,
        'checkInTime must be an integer from 0 to 1439',
      ],
      [
        'issuing a canceled booking',
        HOME,
        'POST',
        `/address/${HOLIDAY_FLAT}/reservation/{canceled}/issue`,
        undefined,
        400,
        'The reservation is canceled',
      ],
      [
        'revoking a booking with nothing issued',
        HOME,
        'POST',
        `/address/${HOLIDAY_FLAT}/reservation/{pending}/revoke`,
        undefined,
        400,
        'The reservation has no issued authorizations',
      ],
      [
        'an unknown address token',
        DEPOT,
        'GET',
        '/address/token/unknown',
        undefined,
        404,
        'Address token not found',
      ],
      [
        'redeeming a redeemed invitation',
        DEPOT,
        'POST',
        '/address/token/{redeemed}/redeem',
        undefined,
        400,
        'The address token is already redeemed',
      ],
      [
        'redeeming with email not a boolean',
        DEPOT,
        'POST',
        '/address/token/{open}/redeem?email=yes',
        undefined,
        400,
        'email must be true or false',
      ],
      [
        'an unknown subscription',
        OFFICE,
        'GET',
        '/subscription/99',
        undefined,
        404,
        'Subscription not found',
      ],
      [
        'an unknown account subscription',
        HOME,
        'POST',
        '/account/subscription/000000000000000000000000/terminate',
        undefined,
        404,
        'Account subscription not found',
      ],
      ['an unknown service', OFFICE, 'GET', '/service/hotelbooker', undefined, 404, 'Service not found'],
      [
        'an unknown service in the filter',
        OFFICE,
        'GET',
        '/service?serviceIds=airbnb,hotelbooker',
        undefined,
        400,
        'Unknown service hotelbooker: serviceIds takes airbnb, bookingsync, guesty, smoobu',
      ],
      [
        'syncing a service that is not linked',
        OFFICE,
        'POST',
        '/service/airbnb/sync',
        undefined,
        400,
        'The service airbnb is not linked',
      ],
      [
        'linking a linked service',
        HOME,
        'POST',
        '/service/airbnb/link',
        undefined,
        400,
        'The service airbnb is already linked',
      ],
    ];

    it.each(cases)('%s', async (_name, accountId, method, template, body, status, detailMessage) => {
      const tokens = account(HOME).addressTokens;
      const path = template
        .replace('{pending}', reservationId('accepted', false) ?? '')
        .replace('{canceled}', reservationId('canceled', false) ?? '')
        .replace('{redeemed}', tokens.find((token) => token.redeemAccountId !== 0)?.id ?? '')
        .replace('{open}', tokens.find((token) => token.redeemAccountId === 0)?.id ?? '');
      const answer = await call(method, path, accountId, body);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status,
        body: { detailMessage, stackTrace: [] },
      });
    });

    it('needs a token for every new operation, also the catalogues', async () => {
      for (const path of [
        '/company',
        '/subscription',
        '/service',
        '/api/key',
        '/address',
        '/account/setting',
      ]) {
        const answer = await callSandbox('GET', `${sandbox.baseUrl}${path}`, { token: null });
        expect({ path, status: answer.status }).toEqual({ path, status: 401 });
      }
    });
  });

  describe('changes what it serves', () => {
    it('a new password deletes the API tokens (they answer 401), unless deleteApiTokens=false', async () => {
      const seeded = account(OFFICE).apiKeys[0].tokens[0].accessToken;
      const kept = await call('POST', '/account?deleteApiTokens=false', OFFICE, {
        language: 'nl',
        password: 'first passphrase',
      });
      const stillWorks = await callSandbox('GET', `${sandbox.baseUrl}/account`, { token: seeded });
      const changed = await call('POST', '/account', OFFICE, {
        language: 'nl',
        password: 'second passphrase',
      });
      const refused = await callSandbox('GET', `${sandbox.baseUrl}/account`, { token: seeded });
      expect([kept.status, stillWorks.status, changed.status, refused.status]).toEqual([204, 200, 204, 401]);
      expect(account(OFFICE).apiKeys[0].tokens).toEqual([]);
    });

    it('five wrong one-time passwords in a row lock its enabling (429), also for the right code', async () => {
      await call('PUT', '/account/otp');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await call('POST', '/account/otp', OFFICE, { otp: 'wrong!' })).status);
      }
      const right = await call('POST', '/account/otp', OFFICE, { otp: sandbox.otpCode(OFFICE) });
      expect([...statuses, right.status]).toEqual([401, 401, 401, 401, 401, 429]);
      expect(account(OFFICE).otp.enabled).toBe(false);
    });

    it('an integration delete with only apiKeyId removes every token of that key', async () => {
      await call('PUT', `/api/key/${OFFICE_API_KEY}/token`, OFFICE, { scopes: ['account'] });
      expect(account(OFFICE).apiKeys[0].tokens).toHaveLength(2);
      const answer = await call('DELETE', `/account/integration?apiKeyId=${OFFICE_API_KEY}`);
      expect(answer.status).toBe(204);
      expect(account(OFFICE).apiKeys[0].tokens).toEqual([]);
    });

    it('a deleted API key takes its webhook logs and tokens with it (404, 401)', async () => {
      const homeToken = account(HOME).apiKeys[0].tokens[0].accessToken;
      expect((await call('DELETE', `/api/key/${HOME_API_KEY}`, HOME)).status).toBe(204);
      const logs = await call('GET', `/api/key/${HOME_API_KEY}/webhook/logs`, HOME);
      const byToken = await callSandbox('GET', `${sandbox.baseUrl}/account`, { token: homeToken });
      expect([logs.status, logs.body, byToken.status]).toEqual([
        404,
        { detailMessage: 'API key not found', stackTrace: [] },
        401,
      ]);
    });

    it('a deleted address is gone with its units, bookings and invitations', async () => {
      expect((await call('DELETE', `/address/${HOLIDAY_FLAT}`, HOME)).status).toBe(204);
      const home = account(HOME);
      expect([home.addresses, home.addressUnits, home.addressReservations, home.addressTokens]).toEqual([
        [],
        [],
        [],
        [],
      ]);
      expect((await call('GET', `/address/${HOLIDAY_FLAT}/unit`, HOME)).status).toBe(404);
    });

    it('an address update checks its smartlocks and keeps them', async () => {
      const refused = await call('POST', `/address/${OFFICE_ADDRESS}`, OFFICE, {
        smartlockIds: [FRONT_DOOR, FRONT_DOOR],
      });
      expect(refused.body).toEqual({ detailMessage: 'smartlockIds must not repeat an id', stackTrace: [] });
      expect(
        (await call('POST', `/address/${OFFICE_ADDRESS}`, OFFICE, { smartlockIds: [FRONT_DOOR] })).status,
      ).toBe(204);
      expect(account(OFFICE).addresses[0].smartlockIds).toEqual([FRONT_DOOR]);
    });

    it('a closed account answers 401 to its API token and OAuth tokens; the others go on', async () => {
      const code = sandbox.issueAuthorizationCode(DEPOT);
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: sandbox.oauthClientId,
        client_secret: sandbox.oauthClientSecret,
        redirect_uri: sandbox.redirectUri,
      });
      const tokens = (await (await fetch(sandbox.tokenUrl, { method: 'POST', body: form })).json()) as {
        access_token: string;
        refresh_token: string;
      };
      expect((await call('DELETE', '/account', DEPOT)).status).toBe(204);
      const byApiToken = await call('GET', '/account', DEPOT);
      const byAccessToken = await callSandbox('GET', `${sandbox.baseUrl}/account`, {
        token: tokens.access_token,
      });
      const refresh = await fetch(sandbox.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: sandbox.oauthClientId,
          client_secret: sandbox.oauthClientSecret,
        }),
      });
      const office = await call('GET', '/account', OFFICE);
      expect([byApiToken.status, byAccessToken.status, refresh.status, office.status]).toEqual([
        401, 401, 400, 200,
      ]);
    });
  });
});
