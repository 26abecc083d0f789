import { AccountingSandbox } from '../../testing/accounting-sandbox';
import { DeliverySandbox } from '../../testing/delivery-sandbox';
import { IssuedToken, TokenProvider } from './token-provider';
import { sendWithUnauthorizedRepeat, UnauthorizedRepeatRule } from './unauthorized-repeat';

/**
 * The one 401 repeat of the token clients, against the real sandboxes over HTTP on 127.0.0.1: `held-token`
 * (the Delivery rule) on the Delivery sandbox, `always` (the Accounting rule) on the Accounting sandbox. Each
 * provider keeps its token in the instance only, so a second call uses a held token and a first call a fresh one.
 */

/** One attempt's answer: its status and body. */
interface Answer {
  status: number;
  body: string;
}

/** A provider asking the token endpoint with the form (the token comes back as `access_token`). */
function providerFor(tokenUrl: string, form: Record<string, string>): TokenProvider {
  const fetchToken = async (): Promise<IssuedToken> => {
    const response = await fetch(tokenUrl, { method: 'POST', body: new URLSearchParams(form) });
    const answer = (await response.json()) as { access_token: string; expires_in?: number };
    return { accessToken: answer.access_token, expiresIn: answer.expires_in };
  };
  return new TokenProvider({
    fetchToken,
    cache: null,
    cacheKey: () => 'unused',
    marginSeconds: 60,
    defaultLifetimeSeconds: 300,
  });
}

/** GETs the URL with a bearer token of the provider under the rule. */
function call(provider: TokenProvider, url: string, repeat?: UnauthorizedRepeatRule): Promise<Answer> {
  return sendWithUnauthorizedRepeat({
    repeat,
    token: () => provider.get(),
    invalidate: (rejected) => provider.invalidate(rejected),
    send: async (token) => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: await response.text() };
    },
  });
}

describe('sendWithUnauthorizedRepeat', () => {
  describe('held-token (the Delivery rule) against the Delivery sandbox', () => {
    let sandbox: DeliverySandbox;
    let provider: TokenProvider;
    let statusUrl: string;

    beforeEach(async () => {
      sandbox = await DeliverySandbox.start();
      provider = providerFor(new URL(sandbox.tokenPath, sandbox.authUrl).toString(), {
        grant_type: 'password',
        client_id: sandbox.clientId,
        username: sandbox.username,
        password: sandbox.password,
      });
      statusUrl = `${sandbox.baseUrl}${sandbox.statusPath}?functioneelId=INV-2026-0004`;
    });

    afterEach(() => sandbox.close());

    it('repeats once with a new token when a held token is refused', async () => {
      await expect(call(provider, statusUrl)).resolves.toMatchObject({ status: 200 });
      sandbox.revokeToken();

      await expect(call(provider, statusUrl)).resolves.toMatchObject({ status: 200 });

      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests().map((request) => request.headers.authorization)).toEqual([
        `Bearer ${sandbox.issuedTokens[0]}`,
        `Bearer ${sandbox.issuedTokens[0]}`,
        `Bearer ${sandbox.issuedTokens[1]}`,
      ]);
    });

    it('answers a 401 on a token fetched for this very call without a repeat (the default rule too)', async () => {
      sandbox.failNext(2, 401, { error: 'missing role' }, { path: /\/status$/ });

      await expect(call(provider, statusUrl, 'held-token')).resolves.toMatchObject({ status: 401 });
      expect(sandbox.tokenRequests()).toHaveLength(1);
      expect(sandbox.statusRequests()).toHaveLength(1);

      await provider.forget();
      await expect(call(provider, statusUrl)).resolves.toMatchObject({ status: 401 });
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests()).toHaveLength(2);
    });

    it('repeats only once: a second 401 is answered as it came', async () => {
      await call(provider, statusUrl);
      sandbox.failNext(2, 401, { error: 'no access' }, { path: /\/status$/ });

      await expect(call(provider, statusUrl)).resolves.toEqual({
        status: 401,
        body: '{"error":"no access"}',
      });

      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests()).toHaveLength(3);
    });

    it('counts a bare token value as held: it is repeated once', async () => {
      sandbox.failNext(1, 401, { error: 'missing role' }, { path: /\/status$/ });

      const answer = await sendWithUnauthorizedRepeat({
        token: async () => (await provider.get()).value,
        invalidate: (rejected) => provider.invalidate(rejected),
        send: async (token) => {
          const response = await fetch(statusUrl, { headers: { authorization: `Bearer ${token}` } });
          await response.text();
          return response;
        },
      });

      expect(answer.status).toBe(200);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.statusRequests()).toHaveLength(2);
    });
  });

  describe('always (the Accounting rule) against the Accounting sandbox', () => {
    let sandbox: AccountingSandbox;
    let provider: TokenProvider;
    let companyInfoUrl: string;

    beforeEach(async () => {
      sandbox = await AccountingSandbox.start({ subscriptionKey: null });
      provider = providerFor(sandbox.tokenUrl, { grant_type: 'clientkey', clientkey: sandbox.clientKey });
      companyInfoUrl = `${sandbox.baseUrl}/companyInfo`;
    });

    afterEach(() => sandbox.close());

    it('repeats a 401 on a token fetched for this very call once, with a new token', async () => {
      sandbox.failNext(1, 401, { message: 'token rejected' }, { path: '/v2/companyInfo' });

      const answer = await call(provider, companyInfoUrl, 'always');

      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(sandbox.data.companyInfo);
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests().map((request) => request.headers.authorization)).toEqual(
        sandbox.issuedTokens.map((token) => `Bearer ${token}`),
      );
    });

    it('repeats a 401 on a held token once', async () => {
      await call(provider, companyInfoUrl, 'always');
      sandbox.revokeToken();

      await expect(call(provider, companyInfoUrl, 'always')).resolves.toMatchObject({ status: 200 });

      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()).toHaveLength(3);
    });

    it('repeats only once: a second 401 is answered as it came', async () => {
      sandbox.failNext(3, 401, { message: 'still rejected' }, { path: '/v2/companyInfo' });

      const answer = await call(provider, companyInfoUrl, 'always');

      expect(answer).toEqual({ status: 401, body: '{"message":"still rejected"}' });
      expect(sandbox.tokenRequests()).toHaveLength(2);
      expect(sandbox.apiRequests()).toHaveLength(2);
    });
  });
});
