/**
 * The standalone Accounting client: `AccountingApi` without NestJS, for a plain Node script.
 * @packageDocumentation
 */
// The standalone flavour: nothing imported here may load a `@nestjs/*` module (a test checks `require.cache`).
export { InvalidArgumentException } from '../../common/errors/invalid-argument.exception';
export * from '../accounting-client';
export * from '../accounting-payload';
export * from '../accounting.exception';
export * from '../interfaces/accounting-options.interface';
export * from '../support/accounting-config';
export * from './accounting-api';
