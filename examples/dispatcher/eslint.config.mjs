// How a user wires the plugin: the recommended config on the test files, plus the one thing the rules
// cannot see from a test file: FakeTmux is built in test/support/harness.ts, so its records are named here.
import tsParser from '@typescript-eslint/parser';
import dispatchLag from 'eslint-plugin-dispatch-lag';

export default [
  { files: ['**/*.ts'], languageOptions: { parser: tsParser } },
  dispatchLag.configs.recommended,
  {
    settings: {
      'dispatch-lag': {
        attempts: ['tmux.spawns', 'tmux.delivers', 'tmux.kills'],
        waitHelper: { call: 'waitFor', from: 'eslint-plugin-dispatch-lag/wait' },
      },
    },
  },
];
