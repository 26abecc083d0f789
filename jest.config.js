// Unit specs sit beside the code (src/, *.spec.ts); e2e suites live in test/ (*.e2e-spec.ts).
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];

/** @type {import('jest').Config} */
module.exports = {
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/src'],
      testRegex: '\\.spec\\.ts$',
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      rootDir: '.',
      roots: ['<rootDir>/test'],
      testRegex: '\\.e2e-spec\\.ts$',
      transform: { '^.+\\.ts$': tsJest },
    },
  ],
};
