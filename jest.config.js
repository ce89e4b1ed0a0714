/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // Fixture suites are run by the tests in child processes, never collected here.
  testPathIgnorePatterns: ['/node_modules/', '/fixtures/'],
  reporters: ['default', '<rootDir>/tests/summary-reporter.js'],
};
