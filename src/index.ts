export * from './common';
export * from './delivery';
