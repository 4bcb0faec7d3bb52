/** One jest run over every package; TypeScript goes through swc, type-checking is `tsc -b`. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  // The source map beside the code, not in it (swc's default for Jest is inline): Jest maps a failure's stack from the
  // map file either way, and each module's code is a third as long to compile and to hold for every test file that
  // loads it (the packages' sources: 2.1 MB of code against 6.9 MB with the maps inline).
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, sourceMaps: true }] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Configured for the suite where it is imported (jest.fastCheck.ts), which its own import of the package bypasses.
    '^fast-check$': '<rootDir>/jest.fastCheck.ts',
    // Its ES build imports JSON without an import attribute, which Jest's ES modules warn about on every import.
    '^libphonenumber-js$': '<rootDir>/node_modules/libphonenumber-js/index.cjs',
  },
  testEnvironmentOptions: { customExportConditions: ['@switchboard/source', 'node', 'node-addons'] },
  testMatch: ['<rootDir>/packages/*/test/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 20000,
  // A worker per core: Jest's default leaves one core to itself, which on a 2-core machine runs the suite in one
  // worker (204 s here, 151 s with two).
  maxWorkers: '100%',
  // A worker's heap grows with every test file it runs (ES modules are loaded again for each file) to 600-700 MB by the
  // end of the suite, and such a worker took longer than Jest's 500 ms to exit ("A worker process has failed to exit
  // gracefully"), though no handle, timer or child outlived its test file: past this a worker is replaced between files.
  workerIdleMemoryLimit: '700MB',
  // Such a worker still ends slowly: asked to end, it holds nothing but its pipes to Jest and its exit event comes at
  // once, but a process with a 400-700 MB heap then took 260-460 ms to be gone on this 2-core machine under load (a
  // scratch fork measured it), past Jest's 500 ms now and then. A worker that still runs something is reported after this.
  workerGracefulExitTimeout: 3000,
  // One temporary folder per run, removed at its end (jest.tmpdir.js).
  globalSetup: '<rootDir>/jest.globalSetup.js',
  globalTeardown: '<rootDir>/jest.globalTeardown.js',
};
