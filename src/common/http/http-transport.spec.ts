import { HttpService } from '@nestjs/axios';
import { AxiosError } from 'axios';
import { throwError } from 'rxjs';
import { ConnectionException } from './connection.exception';
import { HttpTransport } from './http-transport';

const URL_OF_CALL = 'http://127.0.0.1:9/status';

/** What the transport's send rejected with when the axios request failed with `thrown`. */
async function failureWhenAxiosThrows(thrown: unknown): Promise<ConnectionException> {
  const spy = jest.spyOn(HttpService.prototype, 'request').mockReturnValue(throwError(() => thrown));
  const transport = new HttpTransport({ timeoutMs: 1000, connectTimeoutMs: 1000 });
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

describe('HttpTransport: no AxiosError or TypeError escapes', () => {
  it.each([
    ['an AxiosError', new AxiosError('tok-secret in config', 'ERR_BAD_OPTION_VALUE'), 'ERR_BAD_OPTION_VALUE'],
    [
      'a TypeError of Node quoting a header',
      Object.assign(new TypeError('Invalid character in header content ["tok-secret"]'), {
        code: 'ERR_INVALID_CHAR',
      }),
      'ERR_INVALID_CHAR',
    ],
    ['a TypeError without code', new TypeError('tok-secret'), 'TypeError'],
  ])('turns %s into ConnectionException "network" without its message', async (_what, thrown, code) => {
    const error = await failureWhenAxiosThrows(thrown);
    expect(error.failure).toBe('network');
    expect(error.message).toBe(`Could not reach GET ${URL_OF_CALL}: network error (${code})`);
    expect(`${error.message}${error.stack}${JSON.stringify(error)}`).not.toContain('tok-secret');
  });
});
