/** API tests: real HTTP against a real database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  setupFiles: ['reflect-metadata'],
  testTimeout: 60000,
  maxWorkers: 2,
};
