import type { ArgumentsHost, HttpServer } from '@nestjs/common';
import { ConnectionException } from '../http/connection.exception';
import { IntegrationExceptionFilter } from './integration-exception.filter';

/** An arguments host of the given type whose response is `response`. */
function hostOf(type: string, response: object = {}): ArgumentsHost {
  return {
    getType: () => type,
    switchToHttp: () => ({ getResponse: () => response }),
    getArgByIndex: () => response,
  } as unknown as ArgumentsHost;
}

/** An HTTP adapter that records what it was asked to do. */
function recordingAdapter(headersSent = false) {
  const calls: unknown[][] = [];
  const adapter = {
    isHeadersSent: () => headersSent,
    setHeader: (...args: unknown[]) => calls.push(['setHeader', ...args.slice(1)]),
    reply: (...args: unknown[]) => calls.push(['reply', ...args.slice(1)]),
    end: () => calls.push(['end']),
  } as unknown as HttpServer;
  return { adapter, calls };
}

const TIMEOUT = new ConnectionException('LOCK API GET /smartlock timed out', 'timeout', 'GET /smartlock');

describe('IntegrationExceptionFilter', () => {
  it.each(['rpc', 'ws'])('rethrows the exception untouched in a %s context, answering nothing', (type) => {
    const { adapter, calls } = recordingAdapter();

    expect(() => new IntegrationExceptionFilter(adapter).catch(TIMEOUT, hostOf(type))).toThrow(TIMEOUT);
    expect(calls).toEqual([]);
  });

  it('answers through the adapter it was given', () => {
    const { adapter, calls } = recordingAdapter();

    new IntegrationExceptionFilter(adapter).catch(TIMEOUT, hostOf('http'));

    expect(calls).toEqual([
      [
        'reply',
        { statusCode: 504, error: 'Gateway Timeout', message: 'An upstream service did not answer in time.' },
        504,
      ],
    ]);
  });

  it('only ends a response whose headers were sent already', () => {
    const { adapter, calls } = recordingAdapter(true);

    new IntegrationExceptionFilter(adapter).catch(TIMEOUT, hostOf('http'));

    expect(calls).toEqual([['end']]);
  });

  it('without an adapter (neither given nor injected) it says how to register it', () => {
    expect(() => new IntegrationExceptionFilter().catch(TIMEOUT, hostOf('http'))).toThrow(
      /register it with \{ provide: APP_FILTER, useClass: IntegrationExceptionFilter \}, or pass app\.get\(HttpAdapterHost\)\.httpAdapter/,
    );
  });
});
