import { ConnectionException } from './connection.exception';
import { FetchTransport } from './fetch-transport';

const URL_OF_CALL = 'http://127.0.0.1:9/status';

/** What the transport's send rejected with when fetch itself threw `thrown`. */
async function failureWhenFetchThrows(thrown: unknown): Promise<ConnectionException> {
  const spy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(thrown);
  const transport = new FetchTransport({ timeoutMs: 1000, connectTimeoutMs: 1000 });
  try {
    await transport.send({ method: 'GET', url: URL_OF_CALL });
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectionException);
    return error as ConnectionException;
  } finally {
    transport.close();
    spy.mockRestore();
  }
  throw new Error('the request did not fail');
}

describe('FetchTransport: errors of fetch never escape with their message', () => {
  it.each([
    [
      'a TypeError quoting a header value',
      new TypeError('Headers.append: "tok-secret\r" is an invalid header value'),
      'TypeError',
    ],
    ['a RangeError', new RangeError('tok-secret out of range'), 'RangeError'],
    [
      'an error with a code that is no code',
      Object.assign(new Error('x'), { code: 'tok-secret code' }),
      'Error',
    ],
    ['a thrown string', 'tok-secret', 'string'],
  ])(
    'turns %s into ConnectionException "network" naming its class only',
    async (_what, thrown, className) => {
      const error = await failureWhenFetchThrows(thrown);
      expect(error.failure).toBe('network');
      expect(error.message).toBe(`Could not reach GET ${URL_OF_CALL}: network error (${className})`);
      expect(`${error.message}${error.stack}${JSON.stringify(error)}`).not.toContain('tok-secret');
    },
  );
});
