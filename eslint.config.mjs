// The repository lints itself: a sane TypeScript base, eslint-plugin's own checks on the rules,
// and this plugin's recommended config on the tests (built from dist/ by `npm run build`).
import js from '@eslint/js';
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import dispatchLag from './dist/lib/index.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      '**/fixtures/**',
      // Kept in their racy shape on purpose: the evidence the demo and the example's tests lint.
      'examples/dispatcher/test/racy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: ['rules/**/*.ts'], ...eslintPlugin.configs.recommended },
  dispatchLag.configs.recommended,
);
