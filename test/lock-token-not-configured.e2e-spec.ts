import { Controller, Get, INestApplication, Inject, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IntegrationExceptionFilter } from '../src';
import { AuthenticationException, Lock, LockModule, LockTokenNotConfiguredException } from '../src/lock';
import { LockSandbox } from '../src/testing';
import { lockSandboxOptions } from './support/lock-app';

@Controller()
class BerlinController {
  constructor(@Inject(Lock) private readonly lock: Lock) {}

  @Get('berlin/locks')
  locks(): Promise<unknown> {
    return this.lock.as('berlin').smartlocks().all();
  }
}

/**
 * Issue 35, D10: `lock.as('berlin')` when no token is configured or stored for `berlin` is the app's own
 * configuration, not an upstream's refusal: a `LockTokenNotConfiguredException` (still an
 * `AuthenticationException`) whose message names what to set, answered as Nest's default 500 also with
 * `IntegrationExceptionFilter`, never its 502 "could not sign in to an upstream service". Nothing is sent.
 */
describe('A lock account without a token', () => {
  let sandbox: LockSandbox;
  let app: INestApplication;
  let lock: Lock;

  beforeAll(async () => {
    sandbox = await LockSandbox.start();
    @Module({
      imports: [LockModule.forRoot(lockSandboxOptions(sandbox))],
      controllers: [BerlinController],
      providers: [{ provide: APP_FILTER, useClass: IntegrationExceptionFilter }],
    })
    class BerlinModule {}
    const moduleRef = await Test.createTestingModule({ imports: [BerlinModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    lock = app.get(Lock);
  });

  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  it('is a configuration error naming the option and the command that give it a token; nothing is sent', async () => {
    const refusal: unknown = await lock
      .as('berlin')
      .smartlocks()
      .all()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(LockTokenNotConfiguredException);
    expect(refusal).toBeInstanceOf(AuthenticationException);
    expect(refusal).toMatchObject({
      accountKey: 'berlin',
      message:
        'No API token is configured for lock account "berlin": set the option accounts.berlin.token of ' +
        'LockModule, or store one in the lock database with lock:account-token --account=berlin ' +
        '(LOCK_TOKEN_RESOLVER=database). Nothing was sent.',
    });
    expect(sandbox.requests).toEqual([]);
  });

  it('with IntegrationExceptionFilter a route answers 500 (the app is misconfigured), not 502 "could not sign in"', async () => {
    const answer = await fetch(`${await app.getUrl()}/berlin/locks`);
    const text = await answer.text();
    expect(answer.status).toBe(500);
    expect(text).not.toContain('could not sign in');
    expect(sandbox.requests).toEqual([]);
  });
});
