import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
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
});
