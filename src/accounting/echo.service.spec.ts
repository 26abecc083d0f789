import { Logger } from '@nestjs/common';
import type { AccountingApi } from './accounting-api';
import { EchoService } from './echo.service';
import type { EchoFailure } from './echo-result';

/** A foreign error's message holding credentials: URL userinfo, a bearer token and a credential-shaped field. */
const FOREIGN_MESSAGE =
  'socket hang up at https://ops:Pa55-userinfo@api.example/v2 (Authorization: Bearer tok-Foreign-91c2e4) ' +
  '{"client_secret":"cs-Foreign-7d3a"}';
const SECRETS = ['Pa55-userinfo', 'tok-Foreign-91c2e4', 'cs-Foreign-7d3a'];

/** An API whose every call rejects with a plain `Error` (not one of the package's redacted exceptions). */
function failingApi(): AccountingApi {
  const fail = () => Promise.reject(new Error(FOREIGN_MESSAGE));
  return { get: fail, head: fail, post: fail } as unknown as AccountingApi;
}

describe('EchoService with a foreign error', () => {
  let logged: string[];

  beforeEach(() => {
    logged = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['GET', (echo: EchoService) => echo.getEchoResource()],
    ['HEAD', (echo: EchoService) => echo.headEchoResource()],
    ['POST', (echo: EchoService) => echo.postEchoResource()],
  ] as const)('%s: the result error is redacted like the log line', async (verb, call) => {
    const result = (await call(new EchoService(failingApi()))) as EchoFailure;

    expect(result).toMatchObject({ success: false, message: `Echo resource ${verb} failed`, error_code: 0 });
    expect(result.error).toContain('socket hang up');
    expect(result.error).toContain('[redacted]');
    expect(logged).toEqual([`Echo resource ${verb} failed: ${result.error}`]);
    for (const secret of SECRETS) {
      expect(result.error).not.toContain(secret);
      expect(logged.join('\n')).not.toContain(secret);
    }
  });
});
