/**
 * Everything of `./common`, `./delivery`, `./accounting` and `./lock` from one import. Importing a subpath instead
 * loads only that module.
 * @packageDocumentation
 */
export * from './common';
export * from './delivery';
export * from './accounting';
export * from './lock';
