import { join } from 'node:path';
import { Linter } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import plugin from '../../lib';
import { resolveRelativeModule } from '../../lib/vocabulary/helper-modules';

/** The helper files the rule tests import (tests/rules/fixtures/helper-modules). */
const HELPERS = join(__dirname, '..', 'rules', 'fixtures', 'helper-modules');
const from = join(HELPERS, 'a.test.ts');

describe('resolveRelativeModule: the file a relative import of a test file names', () => {
  it.each([
    ['./support/tick', 'support/tick.ts'],
    ['./support/tick.js', 'support/tick.ts'], // TypeScript written as ESM names the compiled file
    ['./support', 'support/index.ts'],
    ['./cjs/helpers', 'cjs/helpers.js'],
    ['./cjs/helpers.js', 'cjs/helpers.js'],
  ])('resolves %s to %s', (source, file) => {
    expect(resolveRelativeModule(from, source)).toBe(join(HELPERS, file));
  });

  it.each(['./support/missing', 'some-package', '@scope/package/utils', '/abs/path'])('does not resolve %s', (source) => {
    expect(resolveRelativeModule(from, source)).toBeNull();
  });
});

describe('a helper module found from a relative filename (the Linter API takes the filename as given)', () => {
  const code = [
    "import { settle } from './support/tick';",
    "it('sees the row', async () => {",
    '  queue.add(job);',
    '  await settle(50);',
    '  expect(rows).toHaveLength(1);',
    '});',
  ].join('\n');
  const lint = (cwd: string, filename: string) =>
    new Linter({ configType: 'flat', cwd }).verify(code, [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tsParser },
        plugins: { 'dispatch-lag': plugin },
        rules: { 'dispatch-lag/no-sleep-as-signal': 'error' },
      },
    ] as unknown as Linter.Config[], filename);

  it("reads it relative to ESLint's cwd, not to the process's", () => {
    const messages = lint(HELPERS, 'a.test.ts');
    expect(messages.map((message) => message.messageId)).toEqual(['sleepAsSignal']);
  });

  it('finds nothing to read when the cwd holds no such helper', () => {
    expect(lint(join(HELPERS, 'cjs'), 'a.test.ts')).toEqual([]);
  });
});
