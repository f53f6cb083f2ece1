/** The contracts' own tests: the rules and the reasons they give. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true, esModuleInterop: true, strict: true, types: ['jest'] } }] },
};
