import { findLeaks, secretForms, withoutMarkers } from './support/leak-check';

/** Example cases that make the leak check's own behaviour obvious (the properties rely on it). */
describe('the leak check of the reliability suite', () => {
  const leaked = (output: string, secret: string) => findLeaks({ output }, [secret]).map((leak) => leak.form);

  it('finds a long secret raw, JSON-escaped, \\u-escaped, URL/form-encoded, base64 and hex', () => {
    const secret = 'pa ss"wörd/€&=😀';
    for (const { form, value } of secretForms(secret)) {
      expect({ form, found: leaked(`customer Jansen: ${value} (end)`, secret).length > 0 }).toEqual({
        form,
        found: true,
      });
    }
    expect(leaked('x p%61ss', secret)).toEqual([]);
    expect(
      leaked(`pass: ${Buffer.from('S3cretValue9x').toString('base64').replace(/=+$/, '')}.`, 'S3cretValue9x'),
    ).toEqual(['base64 without padding']);
    expect(leaked('pa+ss%22w%c3%b6rd%2f%e2%82%ac%26%3d%f0%9f%98%80', secret)).toContain('form (lower hex)');
  });

  it('finds a long secret inside a word too, and ignores the [redacted] markers', () => {
    expect(leaked('tokenS3cretValue9x', 'S3cretValue9')).toEqual(['raw']);
    expect(leaked('Response: [redacted] and [redacted]', 'redacted')).toEqual([]);
    expect(withoutMarkers('a[redacted]b')).toBe('a\u0000b');
    // A marker never joins its neighbours into a secret.
    expect(leaked('S3cret[redacted]Value9', 'S3cretValue9')).toEqual([]);
  });

  it('counts a short secret only as a whole token, Unicode-aware', () => {
    expect(leaked('the café is open', 'é')).toEqual([]);
    expect(leaked('password é was refused', 'é')).toEqual(['raw']);
    expect(leaked('key=%C3%A9&x', 'é')).toEqual(['url']);
    expect(leaked('key=x%C3%A9', 'é')).toEqual([]);
    expect(leaked('ok: 😀.', '😀')).toEqual(['raw']);
    expect(leaked('ok: a😀b', '😀')).toEqual([]);
    expect(leaked('中文 text', '中')).toEqual([]);
    expect(leaked('[redacted]é[redacted]', 'é')).toEqual(['raw']);
  });

  it('reports nothing for an output without the secret', () => {
    expect(
      findLeaks({ a: 'Delivery status request failed. HTTP status: 500. Response: down' }, [
        'S3cret!Value',
        'é',
      ]),
    ).toEqual([]);
  });
});
