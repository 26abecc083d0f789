import { consoleCsrfToken, isConsoleCsrfToken, newCsrfNonce } from './console-csrf';

describe('console CSRF tokens', () => {
  it('derives one token per browser secret, never the secret itself', () => {
    const secret = newCsrfNonce();
    const token = consoleCsrfToken(secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(secret);
    expect(consoleCsrfToken(secret)).toBe(token);
    expect(consoleCsrfToken(newCsrfNonce())).not.toBe(token);
  });

  it('accepts the browser token only', () => {
    const secret = newCsrfNonce();
    expect(isConsoleCsrfToken(consoleCsrfToken(secret), secret)).toBe(true);
    expect(isConsoleCsrfToken(consoleCsrfToken(newCsrfNonce()), secret)).toBe(false);
    expect(isConsoleCsrfToken(secret, secret)).toBe(false);
  });

  it.each([undefined, null, '', 42, ['x'], 'x'.repeat(500)])('refuses %j', (sent) => {
    expect(isConsoleCsrfToken(sent, newCsrfNonce())).toBe(false);
  });

  it('makes a new 256-bit nonce each time', () => {
    expect(newCsrfNonce()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newCsrfNonce()).not.toBe(newCsrfNonce());
  });
});
