import { inspect } from 'node:util';
import { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
import { LockToken } from './lock-token';

const ACCESS = 'access-5b0d2c7e9a1f4e3d';
const REFRESH = 'refresh-8f6a1c3b2d4e5f70';
const NOW = Date.parse('2026-11-23T10:00:00.000Z');

function storedToken(): Record<string, unknown> {
  return {
    access_token: ACCESS,
    refresh_token: REFRESH,
    expires_at: '2026-11-23T11:00:00.000Z',
    token_type: 'Bearer',
    scope: 'account smartlock smartlock.action',
  };
}

describe('LockToken', () => {
  describe('fromArray', () => {
    it('reads the stored form', () => {
      const token = LockToken.fromArray(storedToken());

      expect(token.accessToken).toBe(ACCESS);
      expect(token.refreshToken).toBe(REFRESH);
      expect(token.expiresAt).toEqual(new Date('2026-11-23T11:00:00.000Z'));
      expect(token.tokenType).toBe('Bearer');
      expect(token.scope).toBe('account smartlock smartlock.action');
    });

    it('reads expires_at given as epoch seconds, a number or digits', () => {
      const seconds = Date.parse('2026-11-23T11:00:00.000Z') / 1000;

      expect(
        LockToken.fromArray({ access_token: ACCESS, expires_at: seconds }).expiresAt?.toISOString(),
      ).toBe('2026-11-23T11:00:00.000Z');
      expect(
        LockToken.fromArray({ access_token: ACCESS, expires_at: String(seconds) }).expiresAt?.toISOString(),
      ).toBe('2026-11-23T11:00:00.000Z');
    });

    it('reads a token-endpoint answer: expires_in seconds counted from now', () => {
      const token = LockToken.fromArray(
        {
          access_token: ACCESS,
          token_type: 'bearer',
          expires_in: 3600,
          refresh_token: REFRESH,
          scope: 'account',
        },
        NOW,
      );

      expect(token.expiresAt?.toISOString()).toBe('2026-11-23T11:00:00.000Z');
      expect(token.tokenType).toBe('bearer');
      expect(token.refreshToken).toBe(REFRESH);
      expect(token.scope).toBe('account');
    });

    it('reads expires_in given as digits', () => {
      expect(LockToken.fromArray({ access_token: ACCESS, expires_in: '60' }, NOW).expiresAt?.getTime()).toBe(
        NOW + 60_000,
      );
    });

    it('prefers expires_at over expires_in, and falls back to expires_in when expires_at is unreadable', () => {
      const both = { access_token: ACCESS, expires_at: '2026-11-23T12:00:00.000Z', expires_in: 60 };

      expect(LockToken.fromArray(both, NOW).expiresAt?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
      expect(LockToken.fromArray({ ...both, expires_at: 'soon' }, NOW).expiresAt?.getTime()).toBe(
        NOW + 60_000,
      );
    });

    it('reads camelCase keys too', () => {
      const token = LockToken.fromArray(
        {
          accessToken: ACCESS,
          refreshToken: REFRESH,
          expiresAt: '2026-11-23T11:00:00.000Z',
          tokenType: 'Bearer',
          scope: 'account',
        },
        NOW,
      );

      expect(token.toArray()).toEqual({
        access_token: ACCESS,
        refresh_token: REFRESH,
        expires_at: '2026-11-23T11:00:00.000Z',
        token_type: 'Bearer',
        scope: 'account',
      });
      expect(LockToken.fromArray({ accessToken: ACCESS, expiresIn: 120 }, NOW).expiresAt?.getTime()).toBe(
        NOW + 120_000,
      );
      expect(
        LockToken.fromArray({ accessToken: ACCESS, expiresAt: new Date(NOW) }).expiresAt?.getTime(),
      ).toBe(NOW);
    });

    it('defaults to type Bearer and no refresh token, scope or expiry', () => {
      const token = LockToken.fromArray({ access_token: ACCESS });

      expect(token.tokenType).toBe('Bearer');
      expect(token.refreshToken).toBeNull();
      expect(token.scope).toBeNull();
      expect(token.expiresAt).toBeNull();
      expect(LockToken.fromArray({ access_token: ACCESS, token_type: '' }).tokenType).toBe('Bearer');
    });

    it.each([
      {},
      { access_token: '' },
      { access_token: null },
      { access_token: 12_345 },
      { refresh_token: REFRESH, expires_in: 3600 },
    ])('throws InvalidArgumentException without a usable access_token: %p', (data) => {
      expect(() => LockToken.fromArray(data)).toThrow(InvalidArgumentException);
      expect(() => LockToken.fromArray(data)).toThrow('A lock token needs a non-empty access_token.');
    });

    it('does not put the refresh token into its error message', () => {
      expect(() => LockToken.fromArray({ refresh_token: REFRESH })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining(REFRESH) }),
      );
    });
  });

  describe('constructor', () => {
    it('builds a token from its parts', () => {
      const token = new LockToken({ accessToken: ACCESS, expiresAt: new Date(NOW) });

      expect(token.toArray()).toEqual({
        access_token: ACCESS,
        refresh_token: null,
        expires_at: '2026-11-23T10:00:00.000Z',
        token_type: 'Bearer',
        scope: null,
      });
    });

    it('treats an invalid date as an unknown expiry', () => {
      expect(new LockToken({ accessToken: ACCESS, expiresAt: new Date('nonsense') }).expiresAt).toBeNull();
    });

    it('throws InvalidArgumentException for an empty access token', () => {
      expect(() => new LockToken({ accessToken: '' })).toThrow(InvalidArgumentException);
    });
  });

  describe('expiresAt', () => {
    it('is a new Date on every read, so changing it changes nothing', () => {
      const token = LockToken.fromArray(storedToken());
      const first = token.expiresAt as Date;

      first.setFullYear(2000);

      expect(token.expiresAt?.toISOString()).toBe('2026-11-23T11:00:00.000Z');
      expect(token.expiresAt).not.toBe(token.expiresAt);
    });

    it('is not reached by a later change to the Date it was built from', () => {
      const source = new Date(NOW);
      const token = new LockToken({ accessToken: ACCESS, expiresAt: source });

      source.setFullYear(2000);

      expect(token.expiresAt?.getTime()).toBe(NOW);
    });
  });

  describe('isExpired', () => {
    const expiresAt = NOW + 60_000;
    const token = new LockToken({ accessToken: ACCESS, expiresAt: new Date(expiresAt) });

    it.each([
      [31, false],
      [30, true],
      [29, true],
    ])('with the default 30 s leeway, %p s before expiry: expired %p', (secondsLeft, expired) => {
      expect(token.isExpired(undefined, expiresAt - secondsLeft * 1000)).toBe(expired);
      expect(token.isExpired(30, expiresAt - secondsLeft * 1000)).toBe(expired);
    });

    it.each([
      [11, false],
      [10, true],
      [9, true],
    ])('with a leeway of 10 s, %p s before expiry: expired %p', (secondsLeft, expired) => {
      expect(token.isExpired(10, expiresAt - secondsLeft * 1000)).toBe(expired);
    });

    it('with no leeway is expired exactly at and after the expiry', () => {
      expect(token.isExpired(0, expiresAt - 1)).toBe(false);
      expect(token.isExpired(0, expiresAt)).toBe(true);
      expect(token.isExpired(0, expiresAt + 1)).toBe(true);
    });

    it('uses the clock when no moment is given', () => {
      const soon = new LockToken({ accessToken: ACCESS, expiresAt: new Date(Date.now() + 10_000) });
      const later = new LockToken({ accessToken: ACCESS, expiresAt: new Date(Date.now() + 3_600_000) });

      expect(soon.isExpired()).toBe(true);
      expect(later.isExpired()).toBe(false);
    });

    it('is never expired without a known expiry', () => {
      const token = LockToken.fromArray({ access_token: ACCESS });

      expect(token.isExpired()).toBe(false);
      expect(token.isExpired(1_000_000_000, Number.MAX_SAFE_INTEGER)).toBe(false);
    });
  });

  describe('toArray', () => {
    it('gives the stored form, tokens included', () => {
      expect(LockToken.fromArray(storedToken()).toArray()).toEqual(storedToken());
    });

    it('round-trips through fromArray', () => {
      const answer = LockToken.fromArray({ access_token: ACCESS, expires_in: 3600, scope: 'account' }, NOW);
      const again = LockToken.fromArray(answer.toArray(), NOW + 999_999);

      expect(again.toArray()).toEqual(answer.toArray());
      expect(again.expiresAt).toEqual(answer.expiresAt);
      expect(LockToken.fromArray({ access_token: ACCESS }).toArray()).toEqual({
        access_token: ACCESS,
        refresh_token: null,
        expires_at: null,
        token_type: 'Bearer',
        scope: null,
      });
    });
  });

  describe('redaction', () => {
    const token = LockToken.fromArray(storedToken());

    it('leaves both tokens out of JSON', () => {
      const json = JSON.stringify({ token });

      expect(json).not.toContain(ACCESS);
      expect(json).not.toContain(REFRESH);
      expect(JSON.parse(json)).toEqual({
        token: {
          tokenType: 'Bearer',
          scope: 'account smartlock smartlock.action',
          expiresAt: '2026-11-23T11:00:00.000Z',
          accessToken: '[redacted]',
          refreshToken: '[redacted]',
        },
      });
    });

    it('shows a missing refresh token as null', () => {
      expect(LockToken.fromArray({ access_token: ACCESS }).toJSON().refreshToken).toBeNull();
    });

    it('leaves both tokens out of util.inspect, also when nested', () => {
      const shown = inspect(token);

      expect(shown).not.toContain(ACCESS);
      expect(shown).not.toContain(REFRESH);
      expect(shown).toMatch(/^LockToken \{/);
      expect(shown).toContain("accessToken: '[redacted]'");
      expect(shown).toContain("tokenType: 'Bearer'");
      expect(shown).toContain("expiresAt: '2026-11-23T11:00:00.000Z'");
      expect(inspect({ list: [token] }, { depth: 10 })).not.toContain(ACCESS);
    });

    it('leaves both tokens out of toString and template strings', () => {
      expect(String(token)).not.toContain(ACCESS);
      expect(`${token}`).not.toContain(REFRESH);
      expect(token.toString()).toBe(
        "LockToken { tokenType: 'Bearer', scope: 'account smartlock smartlock.action', expiresAt: " +
          "'2026-11-23T11:00:00.000Z', accessToken: '[redacted]', refreshToken: '[redacted]' }",
      );
    });
  });

  it('is frozen', () => {
    const token = LockToken.fromArray(storedToken());

    expect(Object.isFrozen(token)).toBe(true);
    expect(() => {
      (token as { accessToken: string }).accessToken = 'other';
    }).toThrow(TypeError);
    expect(() => {
      (token as unknown as { expiresAt: Date | null }).expiresAt = null;
    }).toThrow(TypeError);
    expect(token.accessToken).toBe(ACCESS);
    expect(token.expiresAt).not.toBeNull();
  });
});
