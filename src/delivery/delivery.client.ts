import { joinUrl } from '../common/config/config-parsing';
import { readTokenAnswer } from '../common/auth/token-answer';
import { IssuedToken, ProvidedToken, TokenProvider } from '../common/auth/token-provider';
import { sendWithUnauthorizedRepeat } from '../common/auth/unauthorized-repeat';
import { isJsonObject, parseJsonBody } from '../common/json/json-body';
import { isTooDeepJsonText, TOO_DEEP } from '../common/json/json-depth';
import type { Transport, TransportResponse } from '../common/http/transport';
import { maskUrlCredentials } from '../common/redaction/mask-url-credentials';
import { MESSAGE_BODY_EXCERPT, redactedExcerpt } from '../common/redaction/redacted-excerpt';
import { redactSecrets } from '../common/redaction/redact-secrets';
import { inspect } from 'node:util';
import { EncryptedTokenCache } from '../common/token-cache/encrypted-token-cache';
import { tokenCacheKey } from '../common/token-cache/token-cache-key';
import { DeliveryConfigurationException } from './delivery-configuration.exception';
import { DeliveryFilters, toStatusQuery } from './delivery-filters';
import { DeliverySettings } from './delivery-settings';
import { DeliveryException } from './delivery.exception';
import { Message } from './message';
import { traceCall } from '../common/telemetry/client-call';
import { SINGLE_ACCOUNT_KEY } from '../common/telemetry/integration-module';
import { retryAfterSecondsOf } from '../common/http/retry-after';

/** Seconds before expiry at which a token stops being used; shorter-lived tokens are not cached. */
export const DELIVERY_TOKEN_MARGIN_SECONDS = 60;
/** Token lifetime assumed when the token answer has no `expires_in`. */
export const DELIVERY_DEFAULT_TOKEN_LIFETIME_SECONDS = 300;
/** The message when the account is not configured, as the specification words it. */
export const DELIVERY_INCOMPLETE_ACCOUNT_MESSAGE = 'Delivery API config is incomplete (username, password).';

type CompleteSettings = DeliverySettings &
  Required<Pick<DeliverySettings, 'authUrl' | 'realm' | 'clientId' | 'username' | 'password' | 'baseUrl'>>;

/**
 * Reads the delivery status of messages from the portal. A singleton: it is built without checking the
 * account, so it can be injected anywhere; missing settings show at the first call.
 */
export class DeliveryClient {
  // Private (#), so no inspect or JSON output of the client shows the password or a token.
  readonly #settings: DeliverySettings;
  readonly #transport: Transport;
  readonly #tokens: TokenProvider;
  /**
   * The tokens of the last calls (at most two: a rejected one and its successor). Every token held during a call
   * is a secret of its messages, also of a sign-in that fails after a 401.
   */
  #recentTokens: string[] = [];

  constructor(settings: DeliverySettings, transport: Transport, tokenCache: EncryptedTokenCache | null) {
    this.#settings = settings;
    this.#transport = transport;
    this.#tokens = new TokenProvider({
      fetchToken: () => this.requestToken(this.completeSettings()),
      cache: tokenCache,
      // Also computed for an incomplete configuration, so forgetToken() never throws for it.
      cacheKey: () =>
        tokenCacheKey('delivery', [
          this.tokenUrl(settings),
          settings.clientId ?? '',
          settings.username ?? '',
        ]),
      marginSeconds: DELIVERY_TOKEN_MARGIN_SECONDS,
      defaultLifetimeSeconds: DELIVERY_DEFAULT_TOKEN_LIFETIME_SECONDS,
      module: 'delivery',
    });
  }

  /**
   * The messages that match all given filters (an empty list when none match).
   *
   * @throws InvalidArgumentException an unknown filter name or no filter with a value; nothing is sent
   * @throws DeliveryConfigurationException the account or addresses are not configured (status 0)
   * @throws DeliveryException the portal answered another 4xx or 5xx (or 401 on a freshly fetched token), or a
   *   2xx answer that is no list of messages or is nested deeper than `MAX_JSON_DEPTH`
   * @throws ConnectionException timeout or connect failure; not a `DeliveryException`
   */
  status(filters: DeliveryFilters): Promise<Message[]> {
    return traceCall('delivery', 'delivery.status', SINGLE_ACCOUNT_KEY, async () => {
      const query = toStatusQuery(filters);
      const settings = this.completeSettings();
      const response = await sendWithUnauthorizedRepeat({
        // The spec's Authentication rule 7: a 401 on a token fetched for this very call is not repeated.
        repeat: 'held-token',
        token: () => this.token(),
        invalidate: (rejected) => this.#tokens.invalidate(rejected),
        send: (token, attempt) => this.requestStatus(settings, query, token, attempt),
      });
      return this.toMessages(response);
    });
  }

  /**
   * Makes sure a token is at hand, as the first call would: from memory, the cache or a sign-in. For health checks.
   *
   * @throws DeliveryConfigurationException the account or addresses are not configured (status 0)
   * @throws DeliveryException the sign-in was refused
   * @throws ConnectionException timeout or connect failure
   */
  ensureToken(): Promise<void> {
    return traceCall('delivery', 'delivery.ensureToken', SINGLE_ACCOUNT_KEY, async () => {
      this.completeSettings();
      await this.token();
    });
  }

  /** Drops the token in memory and in the cache; the next call signs in again. */
  async forgetToken(): Promise<void> {
    await this.#tokens.forget();
  }

  private async token(): Promise<ProvidedToken> {
    const token = await this.#tokens.get();
    if (this.#recentTokens.at(-1) !== token.value)
      this.#recentTokens = [...this.#recentTokens.slice(-1), token.value];
    return token;
  }

  /** What `JSON.stringify` shows: the addresses, never the password or a token. */
  toJSON(): Record<string, unknown> {
    const { authUrl, realm, clientId, baseUrl, statusPath } = this.#settings;
    return {
      authUrl: authUrl && maskUrlCredentials(authUrl),
      realm,
      clientId,
      baseUrl: baseUrl && maskUrlCredentials(baseUrl),
      statusPath,
      password: this.#settings.password ? 'set' : 'not set',
    };
  }

  /** What `util.inspect` (and so `console.log`) shows: as `toJSON`. */
  [inspect.custom](): string {
    return `DeliveryClient ${inspect(this.toJSON())}`;
  }

  private requestStatus(
    settings: CompleteSettings,
    query: Record<string, string>,
    token: string,
    attempt: number,
  ): Promise<TransportResponse> {
    return this.#transport.send({
      method: 'GET',
      url: joinUrl(settings.baseUrl, settings.statusPath),
      query,
      headers: { Authorization: `Bearer ${token}` },
      call: { account: SINGLE_ACCOUNT_KEY, attempt },
    });
  }

  private toMessages(response: TransportResponse): Message[] {
    const { status, body } = response;
    if (status === 404) return [];
    if (status < 200 || status >= 300) {
      throw this.exception('Delivery status request failed', response);
    }
    if (status === 204 || body.trim() === '') return [];
    const items = parseJsonBody(body);
    if (items === undefined && isTooDeepJsonText(body)) {
      throw this.exception(`Delivery status answer is ${TOO_DEEP}`, response);
    }
    if (!Array.isArray(items) || !items.every(isJsonObject)) {
      throw this.exception('Delivery status answer is not a list of messages', response);
    }
    return items.map((item) => new Message(item, this.#settings.locale));
  }

  private async requestToken(settings: CompleteSettings): Promise<IssuedToken> {
    const response = await this.#transport.send({
      method: 'POST',
      url: this.tokenUrl(settings),
      form: {
        grant_type: 'password',
        client_id: settings.clientId,
        username: settings.username,
        password: settings.password,
      },
      call: { account: SINGLE_ACCOUNT_KEY, attempt: 1 },
    });
    if (response.status < 200 || response.status >= 300) {
      throw this.exception('Delivery token request failed', response);
    }
    const issued = readTokenAnswer(response.body);
    if (!issued) throw this.exception('Delivery token answer has no usable access_token', response);
    return issued;
  }

  private tokenUrl(settings: DeliverySettings): string {
    const realm = encodeURIComponent(settings.realm ?? '');
    return joinUrl(settings.authUrl ?? '', `/realms/${realm}/protocol/openid-connect/token`);
  }

  private completeSettings(): CompleteSettings {
    const settings = this.#settings;
    if (!settings.username || !settings.password) {
      throw new DeliveryConfigurationException(DELIVERY_INCOMPLETE_ACCOUNT_MESSAGE);
    }
    const missing = (['authUrl', 'realm', 'clientId', 'baseUrl'] as const).filter(
      (field) => !settings[field],
    );
    if (missing.length > 0) {
      throw new DeliveryConfigurationException(
        `Delivery API config is incomplete (${missing.map(toEnvName).join(', ')}).`,
      );
    }
    return settings as CompleteSettings;
  }

  /**
   * The exception for an answer the client cannot use: the status and a bounded excerpt of the body, with the
   * password, the tokens of the last calls and any credential-shaped value redacted.
   */
  private exception(what: string, response: TransportResponse): DeliveryException {
    const secrets = [this.#settings.password, this.#tokens.held()?.value, ...this.#recentTokens];
    const body = redactedExcerpt(response.body, MESSAGE_BODY_EXCERPT, (text) => redactSecrets(text, secrets));
    return new DeliveryException(
      `${what}. HTTP status: ${response.status}. Response: ${body}`,
      response.status,
      retryAfterSecondsOf(response.headers),
    );
  }
}

function toEnvName(field: string): string {
  return `DELIVERY_${field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}
