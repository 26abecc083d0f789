import { parseCookies, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads the pairs of a Cookie header, the first of a repeated name winning', () => {
    const cookies = parseCookies('a=1; b="two"; a=3; c=; =x; broken; d=x y');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', ''],
    ]);
  });

  it('reads nothing from no header, and joins a repeated header', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies(['a=1', 'b=2']).get('b')).toBe('2');
  });

  it('sets HttpOnly and SameSite=Lax always, Secure over HTTPS, Max-Age when given', () => {
    expect(serializeCookie('s', 'v', { path: '/lock', secure: false })).toBe(
      's=v; Path=/lock; HttpOnly; SameSite=Lax',
    );
    expect(serializeCookie('s', 'v', { path: '/lock', secure: true, maxAge: 90.7 })).toBe(
      's=v; Path=/lock; HttpOnly; SameSite=Lax; Max-Age=90; Secure',
    );
    expect(serializeCookie('s', '', { path: '/x', secure: false, maxAge: -5 })).toContain('Max-Age=0');
  });

  it.each(['a;b', 'a b', 'a\r\nSet-Cookie: x=1', 'é', 'a,b', 'a"b'])('refuses the value %j', (value) => {
    expect(() => serializeCookie('s', value, { path: '/', secure: false })).toThrow(RangeError);
  });
});
