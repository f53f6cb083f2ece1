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
  maxWorkers: 2,
};
