import { decodeFlash, encodeFlash } from './console-flash';

describe('console flash', () => {
  it('round-trips through a cookie-safe value', () => {
    const value = encodeFlash({ kind: 'error', text: 'Niet toegestaan: <b>"x"</b>; ✓' });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFlash(value)).toEqual({ kind: 'error', text: 'Niet toegestaan: <b>"x"</b>; ✓' });
  });

  it('keeps a long text short', () => {
    const flash = decodeFlash(encodeFlash({ kind: 'success', text: 'x'.repeat(5000) }));
    expect(flash?.text.length).toBe(600);
    expect(flash?.text.endsWith('…')).toBe(true);
  });

  it.each([
    undefined,
    '',
    'not base64 json',
    Buffer.from('"text"').toString('base64url'),
    Buffer.from('{"kind":"html","text":"x"}').toString('base64url'),
    Buffer.from('{"kind":"error","text":1}').toString('base64url'),
    'x'.repeat(5000),
  ])('reads %j as no flash', (value) => {
    expect(decodeFlash(value)).toBeNull();
  });
});
