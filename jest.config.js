// Unit specs sit beside the code (src/, *.spec.ts); e2e suites live in test/ (*.e2e-spec.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];

// Packages that ship ES modules only (Node loads them from our CommonJS build; jest needs them compiled).
const ESM_PACKAGES = ['@nestjs/event-emitter'];
const esmTransform = [
  'ts-jest',
  {
    tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', esModuleInterop: true },
    isolatedModules: true,
  },
];
const transform = {
  '^.+\\.ts$': tsJest,
  [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: esmTransform,
};
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];

// The scale-out suite (several real app processes) runs in a jest run of its own (see package.json `test`).
const SCALE_OUT = '/scale-out\\.e2e-spec\\.ts$';

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  globalSetup: '<rootDir>/test/support/test-run-id.js',
  globalTeardown: '<rootDir>/test/support/drop-test-schemas.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/src'],
      testRegex: '\\.spec\\.ts$',
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/test'],
      testRegex: '\\.e2e-spec\\.ts$',
      testPathIgnorePatterns: [SCALE_OUT],
      transform,
      transformIgnorePatterns,
    },
    {
      // Three app processes under load with faults: `npm test` runs it after the others, on a quiet machine.
      displayName: 'scale-out',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/test'],
      testRegex: SCALE_OUT,
      transform,
      transformIgnorePatterns,
    },
  ],
};
