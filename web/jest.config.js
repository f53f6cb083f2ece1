/** Component and unit tests: babel-jest (with the Lingui macro) on jsdom. */
export default {
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  // Every test sits in a __tests__/ folder beside what it tests: src/, and the production web server
  // (__tests__/serve.test.mjs) and build (scripts/__tests__/) beside theirs.
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // jest's default is one worker fewer than the cores: one on this machine's two (88 s; two: 59 s).
  maxWorkers: 2,
  // A test waits for screens (findBy… up to 5 s, src/test/setup.ts); jest's own 5 s limit ended
  // tests that a loaded machine slowed (CI beside a browser run), not tests that were wrong.
  testTimeout: 20_000,
  transform: {
    '^.+\\.[cm]?[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' } }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|apollo-upload-client|extract-files|is-plain-obj)/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/src/test/style-stub.ts', '^@sabil/contracts$': '<rootDir>/../contracts/src/index.ts' },
};
