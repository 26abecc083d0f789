import { Inject, Injectable, Module } from '@nestjs/common';
import { ConfigModule, getConfigToken, registerAs } from '@nestjs/config';
import { Test } from '@nestjs/testing';
import { lazilyRegisteredConfig } from './lazily-registered-config';

describe('lazilyRegisteredConfig', () => {
  it('reads as registerAs does: the KEY, the call, and asProvider()', () => {
    let calls = 0;
    const lazy = lazilyRegisteredConfig('lazy-a', () => ({ value: ++calls }));
    const eager = registerAs('eager-a', () => ({ value: 0 }));
    expect(calls).toBe(0);
    expect(lazy.KEY).toBe(getConfigToken('lazy-a'));
    expect(lazy()).toEqual({ value: 1 });
    expect(lazy.asProvider().inject).toEqual([getConfigToken('lazy-a')]);
    expect(Reflect.ownKeys(lazy).length).toBe(Reflect.ownKeys(eager).length);
  });

  it('is loaded by ConfigModule.forFeature and injected under its KEY', async () => {
    const config = lazilyRegisteredConfig('lazy-b', () => ({ greeting: 'hello' }));
    @Injectable()
    class Reader {
      constructor(@Inject(config.KEY) readonly options: { greeting: string }) {}
    }
    @Module({
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true }), ConfigModule.forFeature(config)],
      providers: [Reader],
    })
    class AppModule {}
    const app = await Test.createTestingModule({ imports: [AppModule] }).compile();
    expect(app.get(Reader).options).toEqual({ greeting: 'hello' });
    await app.close();
  });
});
