// The example's Jest config, wired the way a user of eslint-plugin-dispatch-lag wires it. The moduleNameMapper
// only exists because the example lives inside the plugin's own repository and runs against its TypeScript
// sources; a user who installed the package needs none of it.
const shim = '<rootDir>/../../shim';

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: ['eslint-plugin-dispatch-lag/shim', '<rootDir>/test/lag.ts'],
  moduleNameMapper: {
    '^eslint-plugin-dispatch-lag/shim$': `${shim}/index.ts`,
    '^eslint-plugin-dispatch-lag/wait$': `${shim}/wait.ts`,
    '^eslint-plugin-dispatch-lag/environment$': `${shim}/environment.ts`,
  },
  testTimeout: 30_000,
};
