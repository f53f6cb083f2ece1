/** API tests: real HTTP against a real database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/src/test/temporary-directory.ts'],
  // The shared input rules from their source, so a change there needs no build before the tests.
  moduleNameMapper: { '^@sabil/contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 60000,
  // Three on this machine's two cores: a file spends much of its time waiting on PostgreSQL and HTTP
  // (measured 2026-11-29, the whole PostgreSQL pass: 275 s on two, 227 s on three).
  maxWorkers: 3,
  // A worker is replaced once a test file leaves it above this: what each file's API (and PGlite's
  // WebAssembly memory) left behind made every later file in the worker slower to collect. Measured
  // 2026-11-27 on this machine: PGlite pass 6.9 → 5.1 min, PostgreSQL pass 4.7 → 3.3 min.
  workerIdleMemoryLimit: '512MB',
};
