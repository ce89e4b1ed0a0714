import { join } from 'node:path';
import { Linter } from 'eslint';
import * as tsParser from '@typescript-eslint/parser';
import plugin from '../../lib';
import { insideTestFolder, resolveRelativeModule, resolveSuiteModule, runnerSetupFiles } from '../../lib/vocabulary/helper-modules';

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

describe('runnerSetupFiles: the files a test runner loads before the suite, as the package configures them in data', () => {
  const fixture = (...parts: string[]) => join(__dirname, '..', 'rules', 'fixtures', ...parts);

  it("reads Jasmine's helpers from spec/support/jasmine.json, relative to its spec_dir, globs expanded", () => {
    expect(runnerSetupFiles(fixture('runner-setup-jasmine', 'spec', 'a.spec.js')).sort()).toEqual([
      fixture('runner-setup-jasmine', 'spec', 'helper.js'),
      fixture('runner-setup-jasmine', 'spec', 'helpers', 'globals.js'),
    ]);
  });

  it("reads Jest's setupFilesAfterEnv from package.json, with <rootDir> the package, and leaves a package (jest-extended/all) out", () => {
    expect(runnerSetupFiles(fixture('runner-setup-jest', 'test', 'mail.test.js'))).toEqual([fixture('runner-setup-jest', 'test', 'setup.js')]);
  });

  it("reads Mocha's require and file from .mocharc.json, a path without its extension included, and leaves ts-node/register out", () => {
    expect(runnerSetupFiles(fixture('runner-setup-mocha', 'test', 'a.spec.js'))).toEqual([
      fixture('runner-setup-mocha', 'test', 'bootstrap.js'),
      fixture('runner-setup-mocha', 'test', 'globals.js'),
    ]);
  });

  it('finds none for a package that configures no runner setup', () => {
    expect(runnerSetupFiles(fixture('package-unit', 'source', 'test.ts'))).toEqual([]);
  });
});

describe('resolveSuiteModule: the file of the suite an import names, also through aliases', () => {
  const fixture = (...parts: string[]) => join(__dirname, '..', 'rules', 'fixtures', ...parts);
  const aliased = fixture('aliased-helpers', 'specs', 'a.test.ts');

  it.each([
    ['@test/support', 'test/support/index.ts'], // `@test/*` of the base config the tsconfig extends; a folder's index
    ['@test/support/delay', 'test/support/delay.ts'],
    ['@support', 'test/support/index.ts'], // an exact alias
    ['../test/support/delay.js', 'test/support/delay.ts'], // relative, as resolveRelativeModule
  ])('resolves %s from a tsconfig with a BOM, comments and trailing commas to %s', (source, file) => {
    expect(resolveSuiteModule(aliased, source)).toBe(fixture('aliased-helpers', file));
  });

  it.each([
    ['@vendor/timer-kit', 'an alias into node_modules: a package'],
    ['@test/missing', 'an alias to no file'],
    ['@other/support', 'a name no alias holds'],
    ['react', 'a package'],
    ['node:timers/promises', 'a built-in'],
  ])('does not resolve %s (%s)', (source) => {
    expect(resolveSuiteModule(aliased, source)).toBeNull();
  });

  it('reads the paths of a jsconfig.json where there is no tsconfig.json', () => {
    expect(resolveSuiteModule(fixture('jsconfig-aliases', 'test', 'a.test.js'), '~/wait')).toBe(fixture('jsconfig-aliases', 'helpers', 'wait.js'));
  });

  it('maps # imports through the nearest package.json, choosing the node condition', () => {
    const from = fixture('package-imports', 'specs', 'a.test.ts');
    expect(resolveSuiteModule(from, '#support/pause')).toBe(fixture('package-imports', 'support', 'pause.ts'));
    expect(resolveSuiteModule(from, '#timers')).toBe(fixture('package-imports', 'support', 'timers.ts'));
    expect(resolveSuiteModule(from, '#nothing')).toBeNull();
  });

  it("reads an import from the project's root (Vite's /test/util) from the nearest folder above that holds it", () => {
    const from = fixture('root-imports', 'test', 'unit', 'a.test.js');
    expect(resolveSuiteModule(from, '/test/util')).toBe(fixture('root-imports', 'test', 'util.js'));
    expect(resolveSuiteModule(from, '/test/util.js')).toBe(fixture('root-imports', 'test', 'util.js'));
    expect(resolveSuiteModule(from, '/test/missing')).toBeNull();
  });

  it("does not look for a root-relative import above the package (the nearest package.json) or at the file system's root", () => {
    const from = fixture('root-imports', 'test', 'unit', 'a.test.js');
    // tests/rules/fixtures/package-imports/support/pause.ts exists, one folder above the package of the test file.
    expect(resolveSuiteModule(from, '/package-imports/support/pause')).toBeNull();
    expect(resolveSuiteModule(from, '//cdn.example.com/util.js')).toBeNull();
  });

  it('maps nothing through a tsconfig whose extends cannot be found, without throwing', () => {
    expect(resolveSuiteModule(fixture('broken-tsconfig', 'a.test.ts'), '@test/support')).toBeNull();
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

describe('insideTestFolder: a folder of the test tree, up to the package it belongs to', () => {
  const fixture = (...parts: string[]) => join(__dirname, '..', 'rules', 'fixtures', 'test-folder-class', ...parts);

  it.each([
    [['test'], 'the test folder itself'],
    [['test', 'apps'], 'a folder inside it'],
    [['test', 'apps', 'basics'], 'deeper inside it'],
  ])('is true for %j (%s)', (parts) => {
    expect(insideTestFolder(fixture(...parts))).toBe(true);
  });

  it('is false for the code under test beside it, and stops at the package (tests/ above the package does not count)', () => {
    expect(insideTestFolder(fixture('src'))).toBe(false);
    expect(insideTestFolder(fixture())).toBe(false);
  });
});
