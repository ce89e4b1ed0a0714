import type { TSESLint } from '@typescript-eslint/utils';

/** Where tests live by convention; the recommended configs turn the rules on only there. */
export const TEST_FILE_GLOBS = [
  '**/*.{test,spec}.{js,cjs,mjs,jsx,ts,cts,mts,tsx}',
  '**/__tests__/**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}',
  '**/test/**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}',
  '**/tests/**/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx}',
];

export const RECOMMENDED_RULES = {
  'dispatch-lag/no-sleep-as-signal': 'error',
  'dispatch-lag/wait-on-outcome': 'warn',
} satisfies TSESLint.Linter.RulesRecord;

export function recommendedFlat(plugin: unknown): TSESLint.FlatConfig.Config {
  return {
    name: 'dispatch-lag/recommended',
    files: TEST_FILE_GLOBS,
    plugins: { 'dispatch-lag': plugin as TSESLint.FlatConfig.Plugin },
    rules: RECOMMENDED_RULES,
  };
}

export function recommendedLegacy(): TSESLint.ClassicConfig.Config {
  return {
    plugins: ['dispatch-lag'],
    overrides: [{ files: TEST_FILE_GLOBS, rules: RECOMMENDED_RULES }],
  };
}
