import type { IncomingMessage } from 'node:http';
import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  InternalServerErrorException,
  Logger,
  OnModuleInit,
  Post,
  RawBodyRequest,
  Req,
  Type,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { DEFAULT_LOCK_WEBHOOK_ROUTE } from '../support/lock-config';
import { LOCK_SIGNATURE_HEADER } from './lock-webhook-headers';
import { LockWebhookReceiver } from './lock-webhook-receiver';

/** The answer to a delivery that was taken: its event emitted (`accepted`) or its id seen before (`duplicate`). */
export interface LockWebhookAnswer {
  /** What became of the delivery. */
  status: 'accepted' | 'duplicate';
}

/**
 * The inbound webhook endpoint (POST only): 200 `{"status":"accepted"}` once the event is emitted (also when a
 * listener fails), 200 `{"status":"duplicate"}` for a delivery id seen before, 401 for a missing or wrong
 * `X-Lock-Signature-SHA256`, 400 for a signed body that is no JSON object. The signature covers the raw body,
 * so the app must be created with `{ rawBody: true }`; without it every delivery gets a 500 and the first one
 * logs why. It fails the app's init when no `EventEmitterModule` is registered. Register it at a route with
 * `lockWebhookController(route)`.
 */
export class LockWebhookController implements OnModuleInit {
  private readonly logger = new Logger('LockWebhookController');
  #rawBodyMissingLogged = false;

  constructor(@Inject(LockWebhookReceiver) private readonly receiver: LockWebhookReceiver) {}

  /** Fails the app's init when no `EventEmitter2` is registered, so the missing module shows at boot. */
  onModuleInit(): void {
    this.receiver.assertReady();
  }

  /** Takes one delivery. */
  @Post()
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<IncomingMessage>,
    @Headers(LOCK_SIGNATURE_HEADER) signature?: string,
  ): Promise<LockWebhookAnswer> {
    const outcome = await this.receiver.receive({
      rawBody: this.rawBodyOf(request),
      signature,
    });
    switch (outcome.status) {
      case 'unsigned':
        throw new UnauthorizedException(`The delivery has no ${LOCK_SIGNATURE_HEADER} header.`);
      case 'forged':
        throw new UnauthorizedException('The delivery signature does not match.');
      case 'malformed':
        throw new BadRequestException('The delivery body is not a JSON object.');
      default:
        return { status: outcome.status };
    }
  }

  /** The body as received; an empty body when none was sent. @throws when the app keeps no raw body */
  private rawBodyOf(request: RawBodyRequest<IncomingMessage>): Buffer {
    if (Buffer.isBuffer(request.rawBody)) return request.rawBody;
    if (!hasBody(request)) return Buffer.alloc(0);
    if (!/\bjson\b/i.test(request.headers['content-type'] ?? '')) {
      throw new UnsupportedMediaTypeException(
        'Webhook deliveries are JSON (Content-Type: application/json).',
      );
    }
    if (!this.#rawBodyMissingLogged) {
      this.#rawBodyMissingLogged = true;
      this.logger.error(
        'The lock webhook receiver cannot verify signatures without the raw request body: create the app with ' +
          '{ rawBody: true } (NestFactory.create(AppModule, { rawBody: true })).',
      );
    }
    throw new InternalServerErrorException(
      'The webhook receiver is misconfigured: it cannot read the raw body.',
    );
  }
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
