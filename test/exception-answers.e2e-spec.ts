import { Controller, Get, INestApplication, Logger, Module, Param } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { IntegrationExceptionFilter } from '../src/common/errors/integration-exception.filter';
import { IntegrationException } from '../src/common/errors/integration.exception';
import type { ConsoleContext } from '../src/lock/application/console/console-context';
import { consoleFailureOf } from '../src/lock/application/console/console-exception.filter';
import { EXCEPTION_SAMPLES } from './support/exception-samples';
import { barrelExports, packageExceptionClasses } from './support/package-exception-classes';
import { RecordingLogger } from './support/recording-logger';

/**
 * Every exception class of the package (found by reading src/, not through a barrel), with a representative
 * instance each (test/support/exception-samples.ts): its status through `IntegrationExceptionFilter` in a real
 * Nest app over HTTP on 127.0.0.1, and on a lock console page (`consoleFailureOf`, as the console's error pages
 * answer it), pinned; and each class is offered by some entry of the package (a `src/**\/index.ts` barrel).
 */

const CLASSES = packageExceptionClasses();

@Controller()
class ThrowingController {
  @Get('throw/:name')
  throwIt(@Param('name') name: string): never {
    throw EXCEPTION_SAMPLES[name].make();
  }
}

@Module({
  controllers: [ThrowingController],
  providers: [{ provide: APP_FILTER, useClass: IntegrationExceptionFilter }],
})
class ThrowingModule {}

/** A console page's context enough for its error answer: English keys as words, nobody signed in. */
/** A console page of a lock, as far as the failure texts read it. */
const CONSOLE_CONTEXT = {
  t: (_catalogue: unknown, key: string) => key,
  viewer: null,
  locale: 'en',
  request: { url: '/lock/accounts/default/locks/100101' },
  settings: { prefix: '/lock' },
  url: (...parts: (string | number)[]) => ['/lock', ...parts].join('/'),
} as unknown as ConsoleContext;

describe('every exception class of the package answers as pinned', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    const logger = new RecordingLogger();
    // The console's failure text logs each lock failure it words.
    Logger.overrideLogger(logger);
    const moduleRef = await Test.createTestingModule({ imports: [ThrowingModule] })
      .setLogger(logger)
      .compile();
    app = moduleRef.createNestApplication({ logger });
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });

  afterAll(async () => {
    await app?.close();
    Logger.overrideLogger(false);
  });

  it('finds the classes in the sources', () => {
    expect(CLASSES.length).toBeGreaterThan(15);
    expect(CLASSES.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'IntegrationException',
        'ConnectionException',
        'ApiException',
        'DeliveryException',
      ]),
    );
  });

  it('each is an IntegrationException (an Error) with a sample of its own class', () => {
    const problems = CLASSES.flatMap(({ name, file, type }) => {
      if (typeof type !== 'function') return [`${name} (${file}) is not exported as a class`];
      if (!(type.prototype instanceof Error) && (type as unknown) !== Error) return [`${name} is no Error`];
      const sample = EXCEPTION_SAMPLES[name];
      if (sample === undefined)
        return [`${name} (${file}) has no sample in test/support/exception-samples.ts`];
      const made = sample.make();
      if (made.constructor !== type) return [`the sample of ${name} is a ${made.constructor.name}`];
      return made instanceof IntegrationException ? [] : [`${name} is no IntegrationException`];
    });
    expect(problems).toEqual([]);
  });

  it('each is exported by an entry of the package', () => {
    const offered = barrelExports();
    const missing = CLASSES.filter(({ type }) => !offered.has(type)).map(
      ({ name, file }) => `${name} (${file})`,
    );
    expect(missing).toEqual([]);
  });

  describe.each(CLASSES.map(({ name }) => [name]))('%s', (name) => {
    const sample = EXCEPTION_SAMPLES[name];

    it(`through IntegrationExceptionFilter over HTTP: ${sample?.api}`, async () => {
      const answer = sample.make().httpAnswer('api');
      const response = await fetch(`${base}/throw/${name}`);
      const body = (await response.json()) as { statusCode: number; message: string };

      expect(response.status).toBe(sample.api);
      expect(body.statusCode).toBe(sample.api);
      if (answer === undefined) {
        expect(body.message).toBe('Internal server error');
      } else {
        expect(body.message).toBe(answer.message);
      }
      const retryAfter = answer?.retryAfterSeconds;
      expect(response.headers.get('retry-after')).toBe(retryAfter === undefined ? null : String(retryAfter));
    });

    it(`on a console page: ${sample?.console}`, async () => {
      const exception = sample.make();
      const failure = await consoleFailureOf(exception, CONSOLE_CONTEXT);

      expect(failure.status).toBe(sample.console);
      expect(failure.retryAfterSeconds).toBe(exception.httpAnswer('console')?.retryAfterSeconds);
    });
  });
});
