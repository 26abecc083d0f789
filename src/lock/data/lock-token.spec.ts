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

  describe('refresh refused (re-authorization)', () => {
    const REFUSED_AT = '2026-11-23T10:30:00.000Z';

    it('is absent by default: no refreshRefusedAt, no re-authorization, no key in the stored or JSON form', () => {
      const token = LockToken.fromArray(storedToken());

      expect(token.refreshRefusedAt).toBeNull();
      expect(token.needsReauthorization()).toBe(false);
      expect(Object.keys(token.toArray())).not.toContain('refresh_refused_at');
      expect(Object.keys(token.toJSON())).not.toContain('refreshRefusedAt');
      expect(new LockToken({ accessToken: ACCESS, refreshRefusedAt: null }).needsReauthorization()).toBe(
        false,
      );
      expect(
        new LockToken({ accessToken: ACCESS, refreshRefusedAt: new Date('nonsense') }).refreshRefusedAt,
      ).toBeNull();
    });

    it('withRefreshRefused(at) marks the token: refreshRefusedAt is that moment and it needs re-authorization', () => {
      const refused = LockToken.fromArray(storedToken()).withRefreshRefused(new Date(REFUSED_AT));

      expect(refused.refreshRefusedAt).toEqual(new Date(REFUSED_AT));
      expect(refused.needsReauthorization()).toBe(true);
    });

    it('withRefreshRefused() without a moment uses the clock', () => {
      const before = Date.now();
      const refused = LockToken.fromArray(storedToken()).withRefreshRefused();
      const after = Date.now();

      expect(refused.refreshRefusedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(refused.refreshRefusedAt?.getTime()).toBeLessThanOrEqual(after);
    });

    it('withRefreshRefused gives a copy that keeps every other field, and leaves the original unmarked', () => {
      const original = LockToken.fromArray(storedToken());
      const refused = original.withRefreshRefused(new Date(REFUSED_AT));

      expect(refused).not.toBe(original);
      expect(refused).toBeInstanceOf(LockToken);
      expect(refused.toArray()).toEqual({ ...storedToken(), refresh_refused_at: REFUSED_AT });
      expect(refused.accessToken).toBe(ACCESS);
      expect(refused.refreshToken).toBe(REFRESH);
      expect(refused.expiresAt).toEqual(original.expiresAt);
      expect(refused.tokenType).toBe('Bearer');
      expect(refused.scope).toBe('account smartlock smartlock.action');
      expect(Object.isFrozen(refused)).toBe(true);
      expect(original.needsReauthorization()).toBe(false);
      expect(original.toArray()).toEqual(storedToken());
    });

    it('the copy keeps a missing refresh token, expiry and scope missing, and a custom token type', () => {
      const refused = new LockToken({ accessToken: ACCESS, tokenType: 'mac' }).withRefreshRefused(
        new Date(REFUSED_AT),
      );

      expect(refused.toArray()).toEqual({
        access_token: ACCESS,
        refresh_token: null,
        expires_at: null,
        token_type: 'mac',
        scope: null,
        refresh_refused_at: REFUSED_AT,
      });
    });

    it('is not reached by a later change to the Date it was marked with, nor to one read from it', () => {
      const at = new Date(REFUSED_AT);
      const refused = LockToken.fromArray(storedToken()).withRefreshRefused(at);

      at.setFullYear(2000);
      (refused.refreshRefusedAt as Date).setFullYear(2001);

      expect(refused.refreshRefusedAt?.toISOString()).toBe(REFUSED_AT);
    });

    it('round-trips through toArray (refresh_refused_at as ISO 8601 UTC) and fromArray', () => {
      const refused = LockToken.fromArray(storedToken()).withRefreshRefused(new Date(REFUSED_AT));
      const stored = refused.toArray();
      const again = LockToken.fromArray(JSON.parse(JSON.stringify(stored)) as Record<string, unknown>);

      expect(stored.refresh_refused_at).toBe(REFUSED_AT);
      expect(again.refreshRefusedAt).toEqual(new Date(REFUSED_AT));
      expect(again.needsReauthorization()).toBe(true);
      expect(again.toArray()).toEqual(stored);
    });

    it('fromArray reads refreshRefusedAt in camelCase too, as an ISO string or a Date', () => {
      const fromString = LockToken.fromArray({ accessToken: ACCESS, refreshRefusedAt: REFUSED_AT });
      const fromDate = LockToken.fromArray({ access_token: ACCESS, refreshRefusedAt: new Date(REFUSED_AT) });

      expect(fromString.refreshRefusedAt?.toISOString()).toBe(REFUSED_AT);
      expect(fromString.needsReauthorization()).toBe(true);
      expect(fromDate.refreshRefusedAt?.toISOString()).toBe(REFUSED_AT);
    });

    it('fromArray leaves an unreadable refresh_refused_at unset', () => {
      const token = LockToken.fromArray({ access_token: ACCESS, refresh_refused_at: 'yesterday' });

      expect(token.refreshRefusedAt).toBeNull();
      expect(token.needsReauthorization()).toBe(false);
    });

    it('toJSON and util.inspect show refreshRefusedAt, but never the tokens', () => {
      const refused = LockToken.fromArray(storedToken()).withRefreshRefused(new Date(REFUSED_AT));
      const json = JSON.stringify(refused);
      const shown = inspect(refused);

      expect(JSON.parse(json)).toEqual({
        tokenType: 'Bearer',
        scope: 'account smartlock smartlock.action',
        expiresAt: '2026-11-23T11:00:00.000Z',
        accessToken: '[redacted]',
        refreshToken: '[redacted]',
        refreshRefusedAt: REFUSED_AT,
      });
      expect(shown).toContain(`refreshRefusedAt: '${REFUSED_AT}'`);
      expect(String(refused)).toContain(`refreshRefusedAt: '${REFUSED_AT}'`);
      for (const text of [json, shown, String(refused), inspect({ list: [refused] }, { depth: 10 })]) {
        expect(text).not.toContain(ACCESS);
        expect(text).not.toContain(REFRESH);
      }
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
