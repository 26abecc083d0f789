export * from './common';
export * from './delivery';
export * from './accounting';
export * from './lock';
