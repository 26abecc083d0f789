import { type IncomingMessage, STATUS_CODES } from 'node:http';
import {
  Controller,
  HttpCode,
  HttpException,
  Inject,
  InternalServerErrorException,
  Logger,
  OnModuleInit,
  Post,
  Query,
  RawBodyRequest,
  Req,
  Res,
  Type,
  UnsupportedMediaTypeException,
  UseFilters,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { TOO_DEEP } from '../../../common/json/json-depth';
import { LogEvent } from '../../../common/logging/log-event';
import { LockDatabaseUnavailableFilter } from '../persistence/lock-database-unavailable.filter';
import { DEFAULT_LOCK_WEBHOOK_ROUTE, LockWebhookSettings } from './lock-webhook-settings';
import { LockWebhookReceiver } from './lock-webhook-receiver';
import { recordWebhookDelivery } from '../../../common/telemetry/integration-metrics';
import { LockWebhookRefusalLog } from './lock-webhook-refusal-log';
import { LOCK_WEBHOOK_REFUSALS, type LockWebhookRefusedStatus } from './lock-webhook-refusals';
import { bodyUnread, readUnparsedBody } from './unparsed-body';

/** The answer to a delivery that was taken: its listeners completed (`accepted`) or did before (`duplicate`). */
export interface LockWebhookAnswer {
  /** What became of the delivery. */
  status: 'accepted' | 'duplicate';
}

/**
 * The inbound webhook endpoint (POST only), at least once across the app's processes: 200 `{"status":"accepted"}`
 * once the listeners of its event completed, 200 `{"status":"duplicate"}` for a delivery processed within the
 * duplicate window, 503 `{"status":"in-progress"}` with `Retry-After` while another process runs its listeners,
 * 500 `{"status":"failed"}` when a listener threw or ran past `LOCK_WEBHOOK_LISTENER_TIMEOUT` (the next copy runs
 * them again), 503 with `Retry-After` while the
 * lock database is down, 401 for a missing or wrong signature in the configured header
 * (`LOCK_WEBHOOK_SIGNATURE_HEADER`, default `X-Lock-Signature-SHA256`), 400 for a signed body that is no JSON
 * object or is nested deeper than `MAX_JSON_DEPTH` (64 levels). The callback URL's `?account=` is
 * passed on as the event's `accountHint` (not verified). The signature covers the raw body, so the app must be
 * created with `{ rawBody: true }`; without it every delivery gets a 500 and the first one logs why. It fails the
 * app's init when no `EventEmitterModule` is registered, when a webhook setting is malformed, and when signature
 * verification is off while `NODE_ENV=production` (off in development, it logs a warning at init). Register it at
 * a route with `lockWebhookController(route)`.
 */
export class LockWebhookController implements OnModuleInit {
  private readonly logger = new Logger('LockWebhooks');
  private readonly refusals = new LockWebhookRefusalLog();
  #rawBodyMissingLogged = false;
  #signatureHeader?: string;

  constructor(
    @Inject(LockWebhookReceiver) private readonly receiver: LockWebhookReceiver,
    @Inject(LockWebhookSettings) private readonly config: LockWebhookSettings,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Fails the app's init when the receiver cannot work (see `LockWebhookReceiver.assertReady`) or a setting is bad. */
  onModuleInit(): void {
    this.receiver.assertReady();
    this.#signatureHeader = this.config.webhookSignatureHeader();
  }

  /** Takes one delivery. */
  @Post()
  @HttpCode(200)
  @UseFilters(LockDatabaseUnavailableFilter)
  async receive(
    @Req() request: RawBodyRequest<IncomingMessage>,
    @Res({ passthrough: true }) response: unknown,
    @Query('account') account?: unknown,
  ): Promise<LockWebhookAnswer> {
    const header = (this.#signatureHeader ??= this.config.webhookSignatureHeader());
    const outcome = await this.receiver.receive({
      rawBody: await this.rawBodyOf(request),
      signature: firstValue(request.headers[header]),
      accountHint: typeof account === 'string' ? account : null,
    });
    recordWebhookDelivery('lock', outcome.status);
    this.refusals.report(outcome);
    switch (outcome.status) {
      case 'unsigned':
        throw refusal('unsigned', `The delivery has no ${header} header.`);
      case 'forged':
        throw refusal('forged', 'The delivery signature does not match.');
      case 'too-deep':
        throw refusal('too-deep', `The delivery body is ${TOO_DEEP}.`);
      case 'malformed':
        throw refusal('malformed', 'The delivery body is not a JSON object.');
      case 'in-progress':
        this.adapterHost.httpAdapter.setHeader(response, 'Retry-After', String(outcome.retryAfterSeconds));
        throw new HttpException(
          {
            statusCode: LOCK_WEBHOOK_REFUSALS['in-progress'].status,
            status: 'in-progress',
            message: 'The delivery is being processed; send it again later.',
          },
          LOCK_WEBHOOK_REFUSALS['in-progress'].status,
        );
      case 'failed':
        throw new InternalServerErrorException({
          statusCode: 500,
          status: 'failed',
          message: 'The delivery could not be processed; send it again.',
        });
      default:
        return { status: outcome.status };
    }
  }

  /**
   * The body as received: the JSON parser's raw body, or read here for a JSON type no parser takes
   * (`application/vnd.api+json`, `text/json`); an empty body when none was sent.
   * @throws UnsupportedMediaTypeException (415) for a type that is not JSON, PayloadTooLargeException (413) past
   *   `MAX_UNPARSED_WEBHOOK_BODY_BYTES`, InternalServerErrorException when a parser read it without keeping it
   */
  private async rawBodyOf(request: RawBodyRequest<IncomingMessage>): Promise<Buffer> {
    if (Buffer.isBuffer(request.rawBody)) return request.rawBody;
    if (!hasBody(request)) return Buffer.alloc(0);
    if (!/\bjson\b/i.test(request.headers['content-type'] ?? '')) {
      throw new UnsupportedMediaTypeException(
        'Webhook deliveries are JSON (Content-Type: application/json).',
      );
    }
    // A JSON type the app's JSON parser does not take (`application/vnd.api+json`, `text/json`) is still unread.
    if (bodyUnread(request)) return readUnparsedBody(request);
    if (!this.#rawBodyMissingLogged) {
      this.#rawBodyMissingLogged = true;
      this.logger.error(
        new LogEvent('Webhook receiver cannot verify signatures without the raw request body', {
          remedy: 'NestFactory.create(AppModule, { rawBody: true })',
        }),
      );
    }
    throw new InternalServerErrorException(
      'The webhook receiver is misconfigured: it cannot read the raw body.',
    );
  }
}

/** The answer of a refused delivery: its status (`LOCK_WEBHOOK_REFUSALS`) and Nest's body with these words. */
function refusal(outcome: LockWebhookRefusedStatus, message: string): HttpException {
  const { status } = LOCK_WEBHOOK_REFUSALS[outcome];
  return new HttpException({ statusCode: status, message, error: STATUS_CODES[status] }, status);
}

/** A header's value (the first when it came as a list). */
function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** True when the request announces a body (a length above zero, or chunked), as body parsers decide it. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

/** The webhook controller class at the route (default `/lock/webhook`), for a module's `controllers`. */
export function lockWebhookController(
  route: string = DEFAULT_LOCK_WEBHOOK_ROUTE,
): Type<LockWebhookController> {
  @Controller(route)
  class RoutedLockWebhookController extends LockWebhookController {}
  return RoutedLockWebhookController;
}
