/** One jest run over every package; TypeScript goes through swc, type-checking is `tsc -b`. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Its ES build imports JSON without an import attribute, which Jest's ES modules warn about on every import.
    '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
  },
  testEnvironmentOptions: { customExportConditions: ['@switchboard/source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/packages/*/test/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 20000,
  // A worker per core: Jest's default leaves one core to itself, which on a 2-core machine runs the suite in one
  // worker (204 s here, 151 s with two).
  maxWorkers: '100%',
  setupFiles: ['<rootDir>/jest.setup.ts'],
};
