import type { DynamicModule } from '@nestjs/common';

/**
 * What `registerAs` of `@nestjs/config` gives for a namespace of options: the factory for
 * `ConfigModule.forRoot({ load: [...] })` / `ConfigModule.forFeature(...)`, its `KEY` to inject, and `asProvider()`
 * for `forRootAsync`. Written out here so that the package's types never import `@nestjs/config`'s own, which are
 * ESM-only from v12 (a CommonJS host type-checking under `node16` could not read them).
 */
export type RegisteredConfig<T> = (() => T) & {
  /** The token to inject the namespace's options with (`@Inject(config.KEY)`). */
  readonly KEY: string | symbol;
  /** The factory as a provider for `forRootAsync({ ...config.asProvider() })`. */
  asProvider(): {
    /** `ConfigModule.forFeature()` of the namespace. */
    imports: [DynamicModule];
    /** Hands the namespace's options on. */
    useFactory: (config: T) => T;
    /** The namespace's `KEY`. */
    inject: [string | symbol];
  };
};
