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

// `npm test` (scripts/run-tests.mjs) runs the projects in two jest runs: `unit` and `e2e` with two workers (their
// files mostly wait on loopback HTTP, PostgreSQL, Redis and child processes), then `serial` and `scale-out` in band
// on a quiet machine: those files measure timing across processes (claims, single flights, outages, several app
// processes under load) and must not share the cores with another file.
const SCALE_OUT = '/scale-out\\.e2e-spec\\.ts$';
const SERIAL = ['lock-webhook-claims', 'cross-process-token', 'lock-database-outages'].map(
  (name) => `/${name}\\.e2e-spec\\.ts$`,
);

/** What every project shares: TypeScript through ts-jest and the per-file setup. */
const common = {
  testEnvironment: 'node',
  rootDir: '.',
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/test/support/process-flags.js'],
  setupFilesAfterEnv: ['<rootDir>/test/support/property-runs.ts'],
};

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/src'],
      testRegex: '\\.spec\\.ts$',
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testRegex: '\\.e2e-spec\\.ts$',
      testPathIgnorePatterns: [SCALE_OUT, ...SERIAL],
    },
    {
      ...common,
      displayName: 'serial',
      roots: ['<rootDir>/test'],
      testRegex: SERIAL,
    },
    {
      // Three app processes under load with faults.
      ...common,
      displayName: 'scale-out',
      roots: ['<rootDir>/test'],
      testRegex: SCALE_OUT,
    },
  ],
};
