// Nest 12 ships ES modules only, so node_modules is transformed to CommonJS too (shared/STACK.md, pitfall 1).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/@electric-sql/pglite/'],
  moduleNameMapper: {
    '^@arbiter/(swiss|dci|engine|cards)$': '<rootDir>/libs/$1/src',
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/apps/api/src/**/*.spec.ts', '<rootDir>/apps/cli/src/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.medium\\.spec\\.ts$'],
    },
    {
      // Services with their real repositories on the migrated template database, beside the code.
      ...shared,
      displayName: 'medium',
      testMatch: ['<rootDir>/apps/api/src/**/*.medium.spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'],
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      globalSetup: '<rootDir>/test/browser/support/browser-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'],
    },
  ],
};
