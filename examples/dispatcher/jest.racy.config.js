// The racy tests: evidence, not the suite. `npx jest -c examples/dispatcher/jest.racy.config.js`
const base = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = { ...base, testMatch: ['<rootDir>/test/racy/**/*.racy.ts'] };
