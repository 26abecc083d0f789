import type { Span } from '@opentelemetry/api';
import { performance } from 'node:perf_hooks';
import { ConnectionException, type ConnectionFailure } from '../http/connection.exception';
import { maskUrlCredentials } from '../redaction/mask-url-credentials';
import { activeTracer } from './active-tracer';
import type { ExchangeCall } from './exchange-call';
import type { IntegrationExchangeEvent } from './exchange-event';
import type { ExchangeObserver } from './exchange-observer';
import { SINGLE_ACCOUNT_KEY } from './integration-module';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_REQUEST_RESEND_COUNT,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_INTEGRATION_ACCOUNT,
  ATTR_INTEGRATION_MODULE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_FULL,
} from './telemetry-attributes';
import { telemetryApi } from './telemetry-api';
import type { TransportTelemetry } from './transport-telemetry';

const NO_OBSERVERS: readonly ExchangeObserver[] = [];

/**
 * The telemetry of one transport's exchanges: a CLIENT span per exchange (named by the HTTP method, with the
 * stable HTTP semantic-convention attributes, a child of the active call span) when the host registered a tracer
 * provider, and an `IntegrationExchangeEvent` for each observer that wants one. When neither is there, `start`
 * returns null and the exchange costs nothing more.
 */
export class ExchangeRecorder {
  private readonly observers: readonly ExchangeObserver[];

  /** @param redact the transport's redaction of the client's secrets, applied to every URL recorded */
  constructor(
    private readonly telemetry: TransportTelemetry | undefined,
    private readonly redact: ((text: string) => string) | undefined,
  ) {
    this.observers = telemetry?.observers ?? NO_OBSERVERS;
  }

  /** Starts recording an exchange to `url` (with its query), or null when nobody watches. */
  start(method: string, url: string, call: ExchangeCall | undefined): ExchangeRecording | null {
    const tracer = activeTracer();
    const observed = anyWants(this.observers);
    if (tracer === null && !observed) return null;
    const safeUrl = this.safeUrl(url);
    const module = this.telemetry?.module;
    const attempt = call?.attempt ?? 1;
    let span: Span | undefined;
    if (tracer !== null) {
      const api = telemetryApi();
      span = tracer.startSpan(method, {
        kind: api?.SpanKind.CLIENT,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: method,
          ...serverOf(url),
          [ATTR_URL_FULL]: safeUrl,
          ...(attempt > 1 ? { [ATTR_HTTP_REQUEST_RESEND_COUNT]: attempt - 1 } : {}),
          ...(module === undefined ? {} : { [ATTR_INTEGRATION_MODULE]: module }),
          ...(call === undefined ? {} : { [ATTR_INTEGRATION_ACCOUNT]: call.account }),
        },
      });
    }
    const account = call?.account ?? SINGLE_ACCOUNT_KEY;
    const told = observed && module !== undefined ? { module, account, method, url: safeUrl, attempt } : null;
    return new ExchangeRecording(span, told === null ? NO_OBSERVERS : this.observers, told);
  }

  /** The URL without userinfo, then through the client's redaction (known secrets, credential-shaped values). */
  private safeUrl(url: string): string {
    const masked = maskUrlCredentials(url);
    return this.redact ? this.redact(masked) : masked;
  }
}

/** What is known of an exchange before its answer. */
type ExchangeStart = Pick<IntegrationExchangeEvent, 'module' | 'account' | 'method' | 'url' | 'attempt'>;

/** One exchange being recorded; ended once, by `answered` or `failed`. */
export class ExchangeRecording {
  private readonly startedAt = performance.now();

  constructor(
    private readonly span: Span | undefined,
    private readonly observers: readonly ExchangeObserver[],
    private readonly exchange: ExchangeStart | null,
  ) {}

  /** Ends the exchange with the answer's status; 400 and above mark the span as an error. */
  answered(status: number): void {
    const span = this.span;
    if (span !== undefined) {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 400) this.endFailed(span, String(status));
      else span.end();
    }
    this.tell(status, null);
  }

  /** Ends the exchange that got no whole answer: `error.type` is the connection failure (or the error's name). */
  failed(error: unknown): void {
    const failure = error instanceof ConnectionException ? error.failure : null;
    if (this.span !== undefined) {
      this.endFailed(this.span, failure ?? (error instanceof Error ? error.name : 'unknown'));
    }
    this.tell(null, failure);
  }

  private endFailed(span: Span, errorType: string): void {
    span.setAttribute(ATTR_ERROR_TYPE, errorType);
    const code = telemetryApi()?.SpanStatusCode.ERROR;
    if (code !== undefined) span.setStatus({ code });
    span.end();
  }

  private tell(status: number | null, failure: ConnectionFailure | null): void {
    if (this.exchange === null) return;
    const event: IntegrationExchangeEvent = {
      ...this.exchange,
      status,
      failure,
      durationMs: performance.now() - this.startedAt,
    };
    for (const observer of this.observers) if (observer.wants()) observer.observe(event);
  }
}

/** True when one of the observers wants the event (a loop: no closure per exchange). */
function anyWants(observers: readonly ExchangeObserver[]): boolean {
  for (const observer of observers) if (observer.wants()) return true;
  return false;
}

/** `server.address` and `server.port` of the URL (the scheme's default port when it names none). */
function serverOf(url: string): Record<string, string | number> {
  try {
    const { hostname, port, protocol } = new URL(url);
    return {
      [ATTR_SERVER_ADDRESS]: hostname.replace(/^\[(.*)\]$/, '$1'),
      [ATTR_SERVER_PORT]: port === '' ? (protocol === 'https:' ? 443 : 80) : Number(port),
    };
  } catch {
    return {};
  }
}
