/**
 * Shared by bench/rules.mjs and bench/rules-crash-check.mjs: arguments, the corpus, and the BUILT plugin
 * (dist/lib/index.js, as users get it), next to the reference plugins and parsers from node_modules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A corpus file's text. ESLint 10 refuses a whole file over an old eslint-env comment (`/* eslint-env mocha` …), which ESLint 8 and 9
 * only warned about; the comment is renamed in place (same length, same positions) so the rules are measured on it.
 */
export function readSource(path) {
  return readFileSync(path, 'utf8').replace(/(\/\*\s*)eslint-env\b/g, '$1eslint_env');
}

export const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DEFAULT_CORPUS = '/work/corpus/suites';
const require = createRequire(join(REPO, 'package.json'));

/** `--name value` from argv, or the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) {
    console.error(`--${name} needs a value`);
    process.exit(2);
  }
  return typeof fallback === 'number' ? Number(value) : value;
}

export function loadPlugin() {
  const entry = join(REPO, 'dist/lib/index.js');
  if (!existsSync(entry)) {
    console.error(`The benchmark runs the BUILT plugin, but ${entry} is missing. Run \`npm run build\` first.`);
    process.exit(2);
  }
  return require(entry);
}

export const tsParser = () => require('@typescript-eslint/parser');

/**
 * The parsers a file is tried with, in order: @typescript-eslint/parser, then espree as module, script and
 * commonjs, the way a project without TypeScript would read a `.js` file the TypeScript parser rejects, and last
 * hermes-eslint for Flow-typed files (`// @flow`), the parser a Flow project configures.
 */
export function parserChoices(parser) {
  const hermes = require('hermes-eslint');
  const sourceTypeOf = (path) => (path.endsWith('.cjs') ? 'commonjs' : 'module');
  return [
    { name: '@typescript-eslint/parser', options: (path) => ({ parser, ecmaVersion: 'latest', sourceType: sourceTypeOf(path) }) },
    { name: 'espree (module)', options: () => ({ ecmaVersion: 'latest', sourceType: 'module' }) },
    { name: 'espree (script)', options: () => ({ ecmaVersion: 'latest', sourceType: 'script' }) },
    { name: 'espree (commonjs)', options: () => ({ ecmaVersion: 'latest', sourceType: 'commonjs' }) },
    { name: 'hermes-eslint (Flow)', options: () => ({ parser: hermes, sourceType: 'module' }) },
  ];
}
export const eslintPackage = () => require('eslint/package.json');
export const { Linter } = require('eslint');

export function referencePlugins() {
  const playwright = require('eslint-plugin-playwright');
  const jest = require('eslint-plugin-jest');
  return {
    playwright: playwright.default ?? playwright,
    jest: jest.default ?? jest,
    versions: {
      playwright: JSON.parse(readFileSync(join(REPO, 'node_modules/eslint-plugin-playwright/package.json'), 'utf8')).version,
      jest: JSON.parse(readFileSync(join(REPO, 'node_modules/eslint-plugin-jest/package.json'), 'utf8')).version,
    },
  };
}

export const EXTENSIONS = ['.js', '.ts', '.mjs', '.cjs', '.jsx', '.tsx', '.mts', '.cts'];

/**
 * Every .js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts file under the corpus (sorted), as paths only; exits with a message if
 * there is none. Symbolic links are not followed (some repositories hold loops).
 */
export function listCorpus(dir) {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(
      `Corpus directory ${root} not found. Pass --corpus DIR: a folder of test files (.js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts), ` +
        `e.g. test folders exported from a few public repositories.`,
    );
    process.exit(2);
  }
  const files = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (entry.isFile() && EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
        files.push({ path, name: relative(root, path) });
      }
    }
  };
  walk(root);
  if (files.length === 0) {
    console.error(`No .js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts files under ${root}.`);
    process.exit(2);
  }
  return { root, files };
}

/**
 * The same files with their texts, read once up front: for timing runs, which must not time the disk. A run over a
 * corpus too large to hold in memory reads each file as it goes (listCorpus, then readSource).
 */
export function readCorpus(dir) {
  const { root, files } = listCorpus(dir);
  return { root, files: files.map((file) => ({ ...file, text: readSource(file.path) })) };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The commit the plugin was built from, and whether lib/ or rules/ had uncommitted changes (dist/ may differ). */
export function sourceRevision() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'lib', 'rules') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes in lib/ or rules/' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
