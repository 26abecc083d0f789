import { ConnectionException } from '../../common/http/connection.exception';
import { secondsToTimerMs } from '../../common/config/number-setting';
import type { HttpLimitOptions } from '../../common/http/http-limit-options';
import type { Transport, TransportRequest, TransportResponse } from '../../common/http/transport';
import { UndiciTransport } from '../../common/http/undici-transport';
import { redactSecrets } from '../../common/redaction/redact-secrets';
import type { ExchangeListener } from '../../common/telemetry/exchange-event';
import { transportTelemetry } from '../../common/telemetry/transport-telemetry';
import { AccountingClient } from '../accounting-client';
import { accountingOptionsFromEnv } from '../accounting-env';
import { AccountingException } from '../accounting.exception';
import type { AccountingOptions } from '../interfaces/accounting-options.interface';
import { ACCOUNTING_MAX_REQUEST_BYTES_SETTING, AccountingConfig } from '../support/accounting-config';

/**
 * Settings of the standalone client; URLs fall back to the defaults, timeouts (seconds) to 30 and 10. Its engine is
 * always undici, so `http` holds the limits only.
 */
export type AccountingStandaloneOptions = Omit<AccountingOptions, 'tokenCache' | 'http'> & {
  /** At most `maxSockets` sockets per origin (64), `maxResponseBytes` read, `maxRequestBytes` sent (10 MiB each). */
  http?: Omit<HttpLimitOptions, 'transport'>;
};

/**
 * The accounting API client for code without NestJS (no `@nestjs/*` module is loaded): the undici transport
 * (`undici.request`'s engine, with a deadline over the whole exchange, a connect timeout and a socket limit), the
 * token in memory only, and transport errors (timeout, DNS, refused connection) thrown as `AccountingException`
 * status 0.
 */
export class AccountingApi extends AccountingClient {
  /** @throws AccountingException (status 0) when the client key is empty */
  constructor(options: AccountingStandaloneOptions = {}) {
    const config = new AccountingConfig({ ...options, tokenCache: { enabled: false } });
    super(config, standaloneTransport(config, options.onExchange), null);
  }

  /**
   * A client from `ACCOUNTING_BASE_URL`, `ACCOUNTING_TOKEN_URL`, `ACCOUNTING_CLIENT_KEY`,
   * `ACCOUNTING_SUBSCRIPTION_KEY`, `ACCOUNTING_TIMEOUT`, `ACCOUNTING_CONNECT_TIMEOUT`, `ACCOUNTING_MAX_SOCKETS`,
   * `ACCOUNTING_MAX_RESPONSE_BYTES` and `ACCOUNTING_MAX_REQUEST_BYTES` (`ACCOUNTING_HTTP_TRANSPORT` does not apply:
   * the engine is undici).
   */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): AccountingApi {
    const { tokenCache: _ignored, ...options } = accountingOptionsFromEnv(env);
    return new AccountingApi(options);
  }

  /** Closes the keep-alive connections. */
  close(): void {
    this.transport.close();
  }
}

/** An `UndiciTransport` whose failures to get an answer are `AccountingException`s with status 0. */
function standaloneTransport(config: AccountingConfig, onExchange: ExchangeListener | undefined): Transport {
  const transport = new UndiciTransport({
    timeoutMs: secondsToTimerMs(config.timeout()),
    connectTimeoutMs: secondsToTimerMs(config.connectTimeout()),
    maxResponseBytes: config.maxResponseBytes(),
    maxRequestBytes: config.maxRequestBytes(),
    maxRequestBytesSetting: ACCOUNTING_MAX_REQUEST_BYTES_SETTING,
    maxSockets: config.maxSockets(),
    redact: (text) => redactSecrets(text, [config.clientKey(), config.subscriptionKey()]),
    telemetry: transportTelemetry('accounting', onExchange),
  });
  return {
    send: async (request: TransportRequest): Promise<TransportResponse> => {
      try {
        return await transport.send(request);
      } catch (error) {
        if (!(error instanceof ConnectionException)) throw error;
        throw new AccountingException(`Accounting API call failed. HTTP status: 0. ${error.message}.`, 0, {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}
