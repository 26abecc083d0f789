import { ExecutionContext, ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { AbstractHttpAdapter, HttpAdapterHost, Reflector } from '@nestjs/core';
import {
  LOCK_DATABASE_UNAVAILABLE_ANSWER,
  LockDatabaseUnavailableException,
} from '../../errors/lock-database-unavailable.exception';
import { AllowLockSubUsers, LockAccountParam, LockAuthenticatedRequest } from './lock-auth.decorators';
import {
  LOCK_MAIN_USERS_ONLY_MESSAGE,
  LOCK_SESSION_REQUIRED_MESSAGE,
  LockAuthGuard,
  lockSessionTokenOf,
} from './lock-auth.guard';
import type { LockAuthenticatedUser, LockAuthService } from './lock-auth.service';

/**
 * `LockAuthGuard` without a database (issue 5 "Users and the guard"): the bearer header, the attached user, the
 * account parameter (`:account` by default, another through `@LockAccountParam` on the handler or the class), and
 * sub-users kept out of routes without one unless `@AllowLockSubUsers()` lets them in (issue 24, point 9).
 */

const SESSION = 'S'.repeat(43);
const SIGNED_IN: LockAuthenticatedUser = {
  user: { id: 'u1', email: 'dave@example.com', name: 'Dave', twoFactorEnabled: true, createdAt: '' },
  accountKeys: ['office'],
};

const SUB_SESSION = 'G'.repeat(43);
const SUB_USER: LockAuthenticatedUser = {
  user: { ...SIGNED_IN.user, id: 'u2', email: 'guest@example.com', parentUserId: 'u1' },
  accountKeys: [],
};

class Routes {
  plain(): void {}

  @LockAccountParam('site')
  bySite(): void {}

  @AllowLockSubUsers()
  everyone(): void {}
}

@LockAccountParam('building')
class BuildingRoutes {
  plain(): void {}
}

@AllowLockSubUsers()
class EveryonesRoutes {
  plain(): void {}
}

/** The headers the guard set on the response, by name. */
const RESPONSE_HEADERS = new Map<string, string>();
const RESPONSE = { headers: RESPONSE_HEADERS };

/** The HTTP execution context of a request to the handler of the class. */
function contextOf(request: LockAuthenticatedRequest, type: object, handler: () => void): ExecutionContext {
  return {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => RESPONSE }),
    getHandler: () => handler,
    getClass: () => type,
  } as unknown as ExecutionContext;
}

/** A guard whose service knows the one session (or whose database is down). */
function guard(
  authenticate = async (session: string) =>
    session === SESSION ? SIGNED_IN : session === SUB_SESSION ? SUB_USER : null,
): LockAuthGuard {
  const adapter = {
    setHeader: (response: typeof RESPONSE, name: string, value: string) => response.headers.set(name, value),
  } as unknown as AbstractHttpAdapter;
  const adapterHost = new HttpAdapterHost();
  adapterHost.httpAdapter = adapter;
  return new LockAuthGuard({ authenticate } as unknown as LockAuthService, new Reflector(), adapterHost);
}

function request(headers: LockAuthenticatedRequest['headers'], params: Record<string, string> = {}) {
  return { headers, params } as LockAuthenticatedRequest;
}

describe('lockSessionTokenOf', () => {
  it('reads the token of a bearer header, in any case of the scheme', () => {
    expect(lockSessionTokenOf(request({ authorization: `Bearer ${SESSION}` }))).toBe(SESSION);
    expect(lockSessionTokenOf(request({ authorization: `bearer  ${SESSION} ` }))).toBe(SESSION);
  });

  it('answers null without a header, for another scheme, or for more than one word', () => {
    for (const authorization of [undefined, `Basic ${SESSION}`, 'Bearer', `Bearer ${SESSION} more`, ['x']]) {
      expect(lockSessionTokenOf(request({ authorization }))).toBeNull();
    }
  });
});

describe('LockAuthGuard', () => {
  it('lets a valid session through and attaches the user', async () => {
    const incoming = request({ authorization: `Bearer ${SESSION}` });
    await expect(guard().canActivate(contextOf(incoming, Routes, Routes.prototype.plain))).resolves.toBe(
      true,
    );
    expect(incoming.lockUser).toBe(SIGNED_IN);
  });

  it('answers 401 without a session or with an unknown one, and attaches nothing', async () => {
    for (const headers of [{}, { authorization: `Bearer ${'X'.repeat(43)}` }]) {
      const incoming = request(headers);
      await expect(guard().canActivate(contextOf(incoming, Routes, Routes.prototype.plain))).rejects.toThrow(
        new UnauthorizedException(LOCK_SESSION_REQUIRED_MESSAGE),
      );
      expect(incoming.lockUser).toBeUndefined();
    }
  });

  it('checks the :account parameter by default', async () => {
    const mine = request({ authorization: `Bearer ${SESSION}` }, { account: 'office' });
    await expect(guard().canActivate(contextOf(mine, Routes, Routes.prototype.plain))).resolves.toBe(true);
    const other = request({ authorization: `Bearer ${SESSION}` }, { account: 'depot' });
    await expect(guard().canActivate(contextOf(other, Routes, Routes.prototype.plain))).rejects.toThrow(
      new ForbiddenException('The lock account "depot" is not one of yours.'),
    );
  });

  it('checks the parameter named by @LockAccountParam on the handler, and then not :account', async () => {
    const other = request({ authorization: `Bearer ${SESSION}` }, { site: 'depot', account: 'office' });
    await expect(guard().canActivate(contextOf(other, Routes, Routes.prototype.bySite))).rejects.toThrow(
      ForbiddenException,
    );
    const mine = request({ authorization: `Bearer ${SESSION}` }, { site: 'office', account: 'depot' });
    await expect(guard().canActivate(contextOf(mine, Routes, Routes.prototype.bySite))).resolves.toBe(true);
  });

  it('checks the parameter named by @LockAccountParam on the class', async () => {
    const other = request({ authorization: `Bearer ${SESSION}` }, { building: 'depot' });
    await expect(
      guard().canActivate(contextOf(other, BuildingRoutes, BuildingRoutes.prototype.plain)),
    ).rejects.toThrow(ForbiddenException);
  });

  it('answers 403 to a sub-user on a route without an account parameter; a main user passes', async () => {
    const guest = request({ authorization: `Bearer ${SUB_SESSION}` });
    await expect(guard().canActivate(contextOf(guest, Routes, Routes.prototype.plain))).rejects.toThrow(
      new ForbiddenException(LOCK_MAIN_USERS_ONLY_MESSAGE),
    );
    const owner = request({ authorization: `Bearer ${SESSION}` });
    await expect(guard().canActivate(contextOf(owner, Routes, Routes.prototype.plain))).resolves.toBe(true);
  });

  it('lets a sub-user in with @AllowLockSubUsers on the handler or the class, an account still checked', async () => {
    const guest = () => request({ authorization: `Bearer ${SUB_SESSION}` });
    await expect(guard().canActivate(contextOf(guest(), Routes, Routes.prototype.everyone))).resolves.toBe(
      true,
    );
    await expect(
      guard().canActivate(contextOf(guest(), EveryonesRoutes, EveryonesRoutes.prototype.plain)),
    ).resolves.toBe(true);
    const withAccount = request({ authorization: `Bearer ${SUB_SESSION}` }, { account: 'office' });
    await expect(
      guard().canActivate(contextOf(withAccount, EveryonesRoutes, EveryonesRoutes.prototype.plain)),
    ).rejects.toThrow(new ForbiddenException('The lock account "office" is not one of yours.'));
  });

  it('answers 503 with Retry-After, naming no database, while the lock database is down', async () => {
    RESPONSE_HEADERS.clear();
    const down = guard(async () => {
      throw new LockDatabaseUnavailableException('PostgreSQL db.internal:5432/app', 'connect ECONNREFUSED');
    });
    const incoming = request({ authorization: `Bearer ${SESSION}` });
    const refusal = await down
      .canActivate(contextOf(incoming, Routes, Routes.prototype.plain))
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(HttpException);
    expect((refusal as HttpException).getStatus()).toBe(503);
    expect((refusal as HttpException).getResponse()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: LOCK_DATABASE_UNAVAILABLE_ANSWER,
    });
    expect(RESPONSE_HEADERS.get('Retry-After')).toBe('5');
    expect(incoming.lockUser).toBeUndefined();
  });
});
