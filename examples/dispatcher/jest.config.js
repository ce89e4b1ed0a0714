// The example's Jest config, wired as a user of eslint-plugin-dispatch-lag wires it, with one difference: the
// example lives inside the plugin's own repository and runs against its TypeScript sources in shim/, not against a
// built copy. A user who installed the package writes
//   testEnvironment: 'eslint-plugin-dispatch-lag/environment',
//   setupFilesAfterEnv: ['eslint-plugin-dispatch-lag/shim', '<rootDir>/test/lag.ts'],
// and needs no moduleNameMapper. Here those two names would resolve (through the package's exports map) to dist/,
// while the imports in test/ go through moduleNameMapper to shim/*.ts: two copies of the shim. So the setup file and
// the environment point at the sources too, and everything loads one copy, built or not.
const shim = '<rootDir>/../../shim';

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: `${shim}/environment.ts`,
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: [`${shim}/index.ts`, '<rootDir>/test/lag.ts'],
  moduleNameMapper: {
    '^eslint-plugin-dispatch-lag/shim$': `${shim}/index.ts`,
    '^eslint-plugin-dispatch-lag/wait$': `${shim}/wait.ts`,
    '^eslint-plugin-dispatch-lag/environment$': `${shim}/environment.ts`,
  },
  testTimeout: 30_000,
};
