import { join } from 'node:path';
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
