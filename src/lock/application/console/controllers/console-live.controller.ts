import { Get, Param, Res, UseFilters, UseGuards } from '@nestjs/common';
import { hearsLiveEvent } from '../../live/lock-live-audience';
import type { LockLiveEvent } from '../../live/lock-live-event';
import { LockLiveStream, LockLiveStreams } from '../../live/lock-live-streams';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import type { ConsoleViewer } from '../console-viewer';
import type { ConsoleRequest, ConsoleResponse } from '../http/console-exchange';

/** How long the browser waits before opening a closed stream again. */
const RETRY_MS = 3000;

/**
 * `GET <prefix>/accounts/:account/live`: the account's lock events as Server-Sent Events, for the console's script
 * to update the open page's cards (`event: lock`, data `{"smartlockId":…,"change":…}`; ids only). Behind the gate
 * like every page (a 404 for an account the viewer may not open); each event is checked against the viewer's grants
 * as they are when it comes (`hearsLiveEvent`), so a sub-user hears only the locks it holds a grant on, and stops
 * hearing one whose grant is revoked while the page is open. At most `MAX_LIVE_STREAMS_PER_VIEWER` streams per
 * viewer and instance (429 past it: the page works without live cards). A comment every 25 s keeps the connection
 * open through proxies; after ten minutes the stream ends and the browser opens it again through the gate (a
 * signed-out user's page stops hearing); the connection's end releases its listener.
 */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleLiveController {
  constructor(private readonly streams: LockLiveStreams) {}

  @Get('accounts/:account/live')
  async live(@Param('account') account: string, @Res() response: ConsoleResponse): Promise<void> {
    const context = consoleOf(response);
    const viewer = context.signedIn;
    await viewer.resources(account); // 404 unless the viewer may open the account
    const request = context.request;
    if (request.destroyed) return;
    let queue = Promise.resolve();
    const stream = this.streams.open(
      viewerKey(viewer, request),
      (event) => {
        // One event after the other, each checked against the grants as they are now.
        queue = queue.then(() => this.forward(response, viewer, account, event)).catch(() => undefined);
      },
      () => response.end(),
    );
    if (stream === null) {
      response.writeHead(429, { 'Retry-After': '60', 'Cache-Control': 'no-store', 'Content-Length': '0' });
      response.end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Nginx buffers answers unless told not to; an event must not wait in a buffer.
      'X-Accel-Buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n: live\n\n`);
    this.keepOpen(request, response, stream);
  }

  /** Writes the event when the viewer hears it; a failed grant read skips this one event. */
  private async forward(
    response: ConsoleResponse,
    viewer: ConsoleViewer,
    account: string,
    event: LockLiveEvent,
  ): Promise<void> {
    if (response.writableEnded) return;
    if (event.accountKey !== null && event.accountKey !== account) return;
    const grants = await viewer.grantsIn(account);
    if (!hearsLiveEvent(event, account, grants) || response.writableEnded) return;
    const data = JSON.stringify({ smartlockId: event.smartlockId, change: event.change });
    response.write(`event: lock\ndata: ${data}\n\n`);
  }

  /** Heartbeats until the connection ends (or its lifetime is up); then the listener is released. */
  private keepOpen(request: ConsoleRequest, response: ConsoleResponse, stream: LockLiveStream): void {
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), this.streams.bounds.heartbeatMs);
    // Said first, so the page knows it missed nothing and need not fetch its locks again when it reconnects.
    const lifetime = setTimeout(
      () => response.end('event: renew\ndata: {}\n\n'),
      this.streams.bounds.lifetimeMs,
    );
    heartbeat.unref();
    lifetime.unref();
    const release = () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stream.close();
    };
    request.once('close', release);
    response.once('close', release);
    response.once('error', release);
  }
}

/** Whom the stream bound counts against: the signed-in user, or a host visitor by address. */
function viewerKey(viewer: ConsoleViewer, request: ConsoleRequest): string {
  return viewer.user === null
    ? `host:${request.ip ?? request.socket.remoteAddress ?? ''}`
    : `user:${viewer.user.id}`;
}
