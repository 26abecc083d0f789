import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { MAX_JSON_DEPTH } from '../../common/json/json-depth';
import { JsonTooDeepException } from '../../common/json/json-too-deep.exception';
import { lockApiRequest } from './lock-api-request';

describe('lockApiRequest', () => {
  it('fills the path placeholders, puts body in the JSON body and every other parameter in the query', () => {
    expect(lockApiRequest('POST /account', { deleteApiTokens: false, body: { name: 'Office' } })).toEqual({
      method: 'POST',
      path: '/account',
      query: { deleteApiTokens: false },
      json: { name: 'Office' },
    });
    expect(
      lockApiRequest('GET /smartlock/{smartlockId}/auth/{id}', { smartlockId: 17, id: 'a b/c' }),
    ).toEqual({
      method: 'GET',
      path: '/smartlock/17/auth/a%20b%2Fc',
    });
    expect(lockApiRequest('DELETE /smartlock/auth', { body: ['x', 'y'] })).toEqual({
      method: 'DELETE',
      path: '/smartlock/auth',
      json: ['x', 'y'],
    });
  });

  it('takes a concrete path and no parameters', () => {
    expect(lockApiRequest('GET /smartlock/17')).toEqual({ method: 'GET', path: '/smartlock/17' });
    expect(lockApiRequest('GET /smartlock', undefined)).toEqual({ method: 'GET', path: '/smartlock' });
  });

  it.each([
    ['GET smartlock', {}, /must be "<GET\|PUT\|POST\|DELETE> \/path"/],
    ['PATCH /smartlock', {}, /must be "<GET\|PUT\|POST\|DELETE> \/path"/],
    ['GET /smartlock?type=1', {}, /must be "<GET\|PUT\|POST\|DELETE> \/path"/],
    [
      'GET /smartlock/{smartlockId}',
      {},
      /path parameter smartlockId of GET \/smartlock\/\{smartlockId\} is missing/,
    ],
    ['GET /smartlock/{smartlockId}', { smartlockId: '..' }, /smartlockId .* must not be "\.\."/],
    ['GET /smartlock/{smartlockId}', { smartlockId: ' ' }, /smartlockId .* must not be " "/],
    [
      'GET /smartlock/{smartlockId}',
      { smartlockId: { id: 1 } },
      /smartlockId .* must be a string or a number/,
    ],
    [
      'GET /smartlock/{smartlockId}',
      { smartlockId: Number.NaN },
      /smartlockId .* must be a string or a number/,
    ],
    [
      'GET /smartlock',
      { type: { a: 1 } },
      /query parameter type of GET \/smartlock must be a string, number/,
    ],
    ['GET /smartlock', [1], /parameters of GET \/smartlock must be an object/],
  ])('refuses %s with %j before anything is sent', (route, parameters, message) => {
    expect(() => lockApiRequest(route, parameters)).toThrow(InvalidArgumentException);
    expect(() => lockApiRequest(route, parameters)).toThrow(message);
  });

  it('takes a body nested MAX_JSON_DEPTH deep, and refuses a deeper one before it is written', () => {
    const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

    expect(lockApiRequest('PUT /account/setting', { body: nested(MAX_JSON_DEPTH) }).json).toEqual(
      nested(MAX_JSON_DEPTH),
    );
    for (const depth of [MAX_JSON_DEPTH + 1, 30_000]) {
      const request = () => lockApiRequest('PUT /account/setting', { body: nested(depth) });
      expect(request).toThrow(JsonTooDeepException);
      expect(request).toThrow(
        'The body of PUT /account/setting is nested deeper than 64 levels of arrays and objects (MAX_JSON_DEPTH).',
      );
    }
  });
});
