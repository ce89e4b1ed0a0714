import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve as resolvePath, sep } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { createPathsMatcher, getTsconfig, type PathsMatcher, type TsConfigResult } from 'get-tsconfig';
import { resolveImports } from 'resolve-pkg-maps';
import { globSync } from 'tinyglobby';
import { cypressCommandOf, isFunction, someChildNode } from './paths';

/**
 * Test helpers a test file imports from a file of its own suite (`import { tick } from './utils'`, `const { wait } =
 * require('../helpers')`). A helper called `tick()` or `nextTwoTick()` says nothing by its name; its definition
 * does. This module finds that file, parses it with the parser the linted file was parsed with, and hands back its
 * exported functions, so the vocabulary can judge them as it judges a helper declared in the test file.
 *
 * The suite's own files are named by relative imports, by the `paths` aliases of the nearest tsconfig.json or
 * jsconfig.json (`@test/utils`), by package.json `imports` (`#test/utils`), and from the project's root as Vite reads
 * them (`/test/utils`). Packages are not read (a file found under node_modules is not the suite's). Files under
 * 256 KB; a file that cannot be found or parsed is simply not a source of sleeps. Parsed files are kept per path,
 * size and modification time for the process.
 */

/** What a parser gives back: the AST, and the scope analysis and visitor keys when it computes them. */
export interface ParsedModule {
  ast: TSESTree.Program;
  scopeManager?: TSESLint.Scope.ScopeManager | null;
  visitorKeys?: Record<string, readonly string[]>;
}
export type ModuleParser = (text: string, file: string) => ParsedModule | null;

/** An exported value of a helper module: the function (or initialiser) that defines it. */
export interface HelperModule {
  file: string;
  sourceCode: TSESLint.SourceCode;
  exported: ReadonlyMap<string, TSESTree.Node>;
  /** `export * from './nextTick'` (name null), `export { tick as wait } from './tick'`: where else to look. */
  reexports: readonly { source: string; exported: string | null; imported: string | null }[];
  /** The Cypress commands it adds at its top: `Cypress.Commands.add('waitDebounce', () => { cy.wait(500) })`. */
  cypressCommands: ReadonlyMap<string, TSESTree.Node>;
}

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const MAX_BYTES = 256 * 1024;

/** The file a relative import names: `./utils` → utils.ts, utils/index.js; `./utils.js` → utils.ts too (TS ESM). */
export function resolveRelativeModule(fromFile: string, source: string): string | null {
  if (!isRelative(source)) return null;
  return cachedFile(resolvePath(dirname(fromFile), source));
}

/**
 * The file of the suite's own that an import names: a relative import, an alias of the `paths` of the tsconfig.json
 * (else jsconfig.json) nearest the importing file (`@test/utils` → test/utils/index.ts), an entry of the `imports`
 * of the nearest package.json (`#test/utils`), or a path from the project's root (`/test/utils`). Null for a package,
 * a built-in module, or a name nothing maps.
 */
export function resolveSuiteModule(fromFile: string, source: string): string | null {
  if (isRelative(source)) return resolveRelativeModule(fromFile, source);
  if (isRootRelative(source)) return remembered(rootImports, `${dirname(fromFile)}\0${source}`, () => resolveRootRelative(dirname(fromFile), source));
  if (!mayNameSuiteModule(source) || isAbsolutePath(source)) return null;
  const targets = source.startsWith('#') ? packageImportTargets(dirname(fromFile), source) : [...aliasTargets(dirname(fromFile), source), ...workspacePackageTargets(dirname(fromFile), source)];
  for (const target of targets) {
    const file = cachedFile(target);
    // `"*": ["node_modules/*"]` maps packages too: what they export is not the suite's own helper.
    if (file && !file.includes(`${sep}node_modules${sep}`)) return file;
  }
  return null;
}

/** An import source that can name one of the suite's own files: anything but a `node:` built-in (and not empty). */
export function mayNameSuiteModule(source: unknown): source is string {
  return typeof source === 'string' && source.length > 0 && !source.startsWith('node:');
}

/** The import names a module of the suite itself by how it is written: relative (`./fixtures`), or through an alias (`#support/test`, `~/e2e`, `@/test`). */
export function namesSuiteModule(source: string): boolean {
  return /^(\.{1,2}\/|#|~\/|@\/)/.test(source);
}

function isRelative(source: string): boolean {
  return source.startsWith('./') || source.startsWith('../');
}

/** `/test/util`: Vite and Vitest read an import that starts with one slash from the project's root. */
function isRootRelative(source: string): boolean {
  return /^\/[^/]/.test(source);
}

/**
 * The file a root-relative import names: under the nearest folder above the test file that holds it, up to the
 * package (the folder of the nearest package.json). Never the file system's own root: there the path is absolute.
 */
function resolveRootRelative(dir: string, source: string): string | null {
  for (const folder of foldersUpToPackage(dir)) {
    const file = cachedFile(join(folder, source));
    if (file) return file.includes(`${sep}node_modules${sep}`) ? null : file;
  }
  return null;
}

/**
 * `dir` and the folders above it, nearest first, up to and including the package's own (the nearest with a
 * package.json); never the file system's root, and at most MAX_ROOT_LEVELS when no package.json bounds them.
 */
function* foldersUpToPackage(dir: string): Generator<string> {
  for (let current = dir, level = 0; dirname(current) !== current && level < MAX_ROOT_LEVELS; current = dirname(current), level++) {
    yield current;
    if (isFile(join(current, 'package.json'))) return;
  }
}

const TEST_FOLDER = /^(tests?|__tests__|specs?|e2e|cypress|page[-_]?objects?|pageObjects?)$/i;
const testFolders = new Map<string, { value: boolean; at: number }>();

/**
 * The folder is a test folder or inside one (`test/apps` of `test/apps/AppRunner.ts`), looking no higher than the
 * package it belongs to (the nearest folder with a package.json): the code under test seldom lives there.
 */
export function insideTestFolder(dir: string): boolean {
  return remembered(testFolders, dir, () => [...foldersUpToPackage(dir)].some((folder) => TEST_FOLDER.test(basename(folder))));
}

function isFile(path: string): boolean {
  try {
    // (No error is made for a path that is not there: most looked-up paths are not.)
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

function isAbsolutePath(source: string): boolean {
  return source.startsWith('/') || /^[A-Za-z]:[\\/]/.test(source);
}

// Many test files of a folder import the same helpers: an answer is kept for half a minute (an editor that creates
// a file or edits a config sees it soon after; a changed helper file is noticed at once, by its size and time).
const RESOLUTION_TTL_MS = 30_000;
const resolutions = new Map<string, { value: string | null; at: number }>();
const rootImports = new Map<string, { value: string | null; at: number }>();
/** How far up a root-relative import is looked for when no package.json bounds the search. */
const MAX_ROOT_LEVELS = 8;
const aliasMatchers = new Map<string, { value: PathsMatcher | null; at: number }>();
const packageImports = new Map<string, { value: { dir: string; imports: Record<string, unknown> } | null; at: number }>();
const packageNames = new Map<string, { value: string | null; at: number }>();
const packageJsonByFolder = new Map<string, { value: { dir: string; json: unknown } | null; at: number }>();
/** get-tsconfig's own cache of files read; dropped with the answers above so that edited configs are read again. */
let tsconfigCache = new Map<string, unknown>();
let tsconfigCacheAt = 0;

function remembered<T>(map: Map<string, { value: T; at: number }>, key: string, compute: () => T): T {
  const now = Date.now();
  const known = map.get(key);
  if (known && now - known.at < RESOLUTION_TTL_MS) return known.value;
  const value = compute();
  map.set(key, { value, at: now });
  return value;
}

function cachedFile(base: string): string | null {
  return remembered(resolutions, base, () => findModuleFile(base));
}

/** The paths a tsconfig/jsconfig `paths` alias maps `source` to, from the config nearest `dir`. */
function aliasTargets(dir: string, source: string): string[] {
  const matcher = remembered(aliasMatchers, dir, () => pathsMatcherFor(dir));
  if (!matcher) return [];
  try {
    return matcher(source);
  } catch {
    return [];
  }
}

function pathsMatcherFor(dir: string): PathsMatcher | null {
  if (Date.now() - tsconfigCacheAt > RESOLUTION_TTL_MS) {
    tsconfigCache = new Map();
    tsconfigCacheAt = Date.now();
  }
  // The nearer of the two, as an editor picks the project of a file: a jsconfig.json of a JavaScript package inside a
  // TypeScript monorepo is that package's.
  try {
    let nearest: TsConfigResult | null = null;
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const found = getTsconfig(dir, name, tsconfigCache);
      if (found && (!nearest || dirname(found.path).length > dirname(nearest.path).length)) nearest = found;
    }
    return nearest ? createPathsMatcher(nearest) : null;
  } catch {
    // A config that cannot be read (a broken `extends`, bad JSON) maps nothing; the lint of the test goes on.
    return null;
  }
}

/** A workspace package made for testing, by its name: `@simple-git/test-utils`, `@acme/testing`, `test-helpers`. */
const TEST_SUPPORT_PACKAGE = /(^|[/-])(test-?utils|testing|test-?helpers?|test-?support|fixtures?|mocks?|fakes?)$/i;
const workspaceMaps = new Map<string, { value: Map<string, string>; at: number }>();

/**
 * `@simple-git/test-utils` in a monorepo: a package of the workspace (listed by the root package.json's `workspaces`,
 * an array or `{ packages }`) named for test support, read from its folder: the file a subpath names in it, or its
 * `index` (at its root, else under `src/`). (Not a package of the code under test: what it exports is what the tests
 * exercise, not their helpers.)
 */
function workspacePackageTargets(dir: string, source: string): string[] {
  const name = /^(?:@[^/]+\/)?[^/@.][^/]*/.exec(source)?.[0];
  if (!name || !TEST_SUPPORT_PACKAGE.test(name)) return [];
  const folder = workspacePackages(dir)?.get(name);
  if (!folder) return [];
  const subpath = source.slice(name.length).replace(/^\//, '');
  return subpath ? [join(folder, subpath), join(folder, 'src', subpath)] : [folder, join(folder, 'src')];
}

/** The packages of the workspace `dir` lies in, by name, from the nearest package.json above it that lists workspaces. */
function workspacePackages(dir: string): Map<string, string> | null {
  for (let found = nearestPackageJson(dir); found; found = dirname(found.dir) === found.dir ? null : nearestPackageJson(dirname(found.dir))) {
    const workspaces = (found.json as { workspaces?: unknown } | null)?.workspaces;
    const patterns = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
    if (!Array.isArray(patterns)) continue;
    const root = found.dir;
    // (Read once per workspace: every test file of the monorepo shares it.)
    return remembered(workspaceMaps, root, () => {
      const byName = new Map<string, string>();
      const globs = patterns.filter((pattern): pattern is string => typeof pattern === 'string' && !pattern.startsWith('!')).map((pattern) => `${pattern.replace(/\/+$/, '')}/package.json`);
      for (const file of globSync(globs, { cwd: root, absolute: true, ignore: ['**/node_modules/**'] })) {
        try {
          const name = (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name;
          if (typeof name === 'string') byName.set(name, dirname(file));
        } catch {
          // (A package.json that is not JSON names no package.)
        }
      }
      return byName;
    });
  }
  return null;
}

/** The files the `imports` of the package.json nearest `dir` map `#source` to (Node's subpath imports). */
function packageImportTargets(dir: string, source: string): string[] {
  const found = remembered(packageImports, dir, () => nearestPackageImports(dir));
  if (!found) return [];
  try {
    const targets = resolveImports(found.imports as Parameters<typeof resolveImports>[0], source, ['node', 'import', 'require', 'default']);
    return targets.filter((target) => target.startsWith('./')).map((target) => join(found.dir, target));
  } catch {
    return []; // a name the map does not hold
  }
}

/**
 * The name of the package `dir` belongs to (the nearest package.json's `name`, without its scope), lower-cased; null
 * when there is none. Read once per folder.
 */
export function nearestPackageName(dir: string): string | null {
  return remembered(packageNames, dir, () => {
    const name = (nearestPackageJson(dir)?.json as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? (name.split('/').pop() ?? '').toLowerCase() || null : null;
  });
}

function nearestPackageImports(dir: string): { dir: string; imports: Record<string, unknown> } | null {
  // The nearest package.json is the package's scope, as for Node: its `imports`, or none.
  const found = nearestPackageJson(dir);
  const imports = (found?.json as { imports?: unknown } | undefined)?.imports;
  return found && imports && typeof imports === 'object' ? { dir: found.dir, imports: imports as Record<string, unknown> } : null;
}

/** The nearest package.json at or above `dir`, parsed; null when there is none or it is not JSON. Read once per folder. */
function nearestPackageJson(dir: string): { dir: string; json: unknown } | null {
  return remembered(packageJsonByFolder, dir, () => readNearestPackageJson(dir));
}

/** The package.json in `dir` itself, or the nearest above it (through the cache: sibling folders share their parents'). */
function readNearestPackageJson(dir: string): { dir: string; json: unknown } | null {
  const file = join(dir, 'package.json');
  if (isFile(file)) {
    try {
      return { dir, json: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    } catch {
      return null;
    }
  }
  return dirname(dir) === dir ? null : nearestPackageJson(dirname(dir));
}

function findModuleFile(base: string): string | null {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  // `import { tick } from './utils.js'` in TypeScript written as ESM names the compiled file.
  const ext = extname(base);
  if (['.js', '.mjs', '.cjs', '.jsx'].includes(ext)) {
    const stem = base.slice(0, -ext.length);
    candidates.push(...['.ts', '.tsx', '.mts', '.cts'].map((tsExt) => stem + tsExt));
  }
  return candidates.find(isFile) ?? null;
}

const cache = new Map<string, { stamp: string; checked: number; module: HelperModule | null }>();
/** A file asked for again within this time is not looked at on disk again (the test files of a folder come together). */
const RECHECK_MS = 2000;

export function loadHelperModule(file: string, parse: ModuleParser, makeSourceCode: (parsed: ParsedModule, text: string) => TSESLint.SourceCode | null): HelperModule | null {
  const now = Date.now();
  const cached = cache.get(file);
  if (cached && now - cached.checked < RECHECK_MS) return cached.module;
  let stamp: string;
  try {
    const stat = statSync(file);
    if (stat.size > MAX_BYTES) return null;
    stamp = `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
  if (cached?.stamp === stamp) {
    cached.checked = now;
    return cached.module;
  }
  let module: HelperModule | null = null;
  try {
    const text = readFileSync(file, 'utf8');
    const parsed = parse(text, file);
    if (parsed) {
      setParents(parsed.ast, null);
      const sourceCode = makeSourceCode(parsed, text);
      if (sourceCode) module = { file, sourceCode, exported: exportedValues(parsed.ast), reexports: reexportsOf(parsed.ast), cypressCommands: cypressCommandsOf(parsed.ast) };
    }
  } catch {
    module = null; // a helper file we cannot read is no source of sleeps; it must not break the lint of the test
  }
  cache.set(file, { stamp, checked: now, module });
  return module;
}

/** ESLint sets `parent` while it traverses; a file parsed here is not traversed, so set them once. */
function setParents(node: TSESTree.Node, parent: TSESTree.Node | null): void {
  (node as { parent?: TSESTree.Node | null }).parent = parent ?? undefined;
  someChildNode(node, (child) => {
    setParents(child, node);
    return false;
  });
}

/**
 * Exported names and what defines them: `export function f`, `export const f = …`, `export { f as g }`,
 * `export default function`, `module.exports = { f }`, `exports.f = …`, `module.exports.f = …`, and the members of an
 * object exported as the default, under `default.f`.
 */
function exportedValues(program: TSESTree.Program): Map<string, TSESTree.Node> {
  const local = new Map<string, TSESTree.Node>();
  const exported = new Map<string, TSESTree.Node>();
  const declare = (statement: TSESTree.Node | null | undefined, into: Map<string, TSESTree.Node>[]) => {
    if (!statement) return;
    if (statement.type === 'FunctionDeclaration' && statement.id) for (const map of into) map.set(statement.id.name, statement);
    // `export class Utils { flushPromises = () => … }`: a class whose instances' methods the tests call.
    if (statement.type === 'ClassDeclaration' && statement.id) for (const map of into) map.set(statement.id.name, statement);
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init) for (const map of into) map.set(declarator.id.name, declarator.init);
      }
    }
  };
  /** The members of an exported object, by their keys after `prefix` (a shorthand or a name, as the module defines it). */
  const exportMembers = (object: TSESTree.ObjectExpression, prefix: string) => {
    for (const property of object.properties) {
      if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
      const value = property.value.type === 'Identifier' ? local.get(property.value.name) : property.value;
      if (value) exported.set(`${prefix}${property.key.name}`, value);
    }
  };
  /**
   * The methods of the one instance a module exports (`new ActionLib()`), by their keys after `prefix`: a class's own
   * methods and function fields, or what a constructor function gives `this` at the top of its body.
   */
  const exportInstanceMembers = (created: TSESTree.NewExpression, prefix: string) => {
    const made = created.callee.type === 'Identifier' ? local.get(created.callee.name) : created.callee;
    for (const [name, method] of instanceMethods(made)) exported.set(`${prefix}${name}`, method);
  };
  for (const statement of program.body) {
    declare(statement, [local]);
    if (statement.type === 'ExportNamedDeclaration') declare(statement.declaration, [local, exported]);
  }
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      for (const specifier of statement.specifiers) {
        const from = specifier.local.type === 'Identifier' ? specifier.local.name : null;
        const as = specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value);
        const value = from ? local.get(from) : undefined;
        if (value) exported.set(as, value);
      }
    }
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      const value = declaration.type === 'Identifier' ? local.get(declaration.name) : declaration;
      if (value) exported.set('default', value);
      // `export default { wait: (cb) => setTimeout(cb, 500) }`: `import testUtil from './util'; testUtil.wait(…)`.
      if (value?.type === 'ObjectExpression') exportMembers(value, 'default.');
      // `export default new LoginPage()`: `import loginPage from './login.page'; loginPage.pause(500)`.
      if (value?.type === 'NewExpression') exportInstanceMembers(value, 'default.');
    }
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
      const { left, right } = statement.expression;
      const target = exportTarget(left);
      if (target === null) continue;
      const value = right.type === 'Identifier' ? (local.get(right.name) ?? right) : right;
      if (target !== '') {
        exported.set(target, value);
        continue;
      }
      // `module.exports = { tick, wait: (ms) => … }`
      if (right.type === 'ObjectExpression') {
        exportMembers(right, '');
      } else if (isFunction(value)) {
        exported.set('default', value);
      } else if (value.type === 'ClassExpression' || value.type === 'ClassDeclaration') {
        // `module.exports = Page`: the class a page object's `class AppBrowsePanel extends require('../page')` extends.
        exported.set('default', value);
        // `module.exports = class Utils { static async KillTime(ms) { … } }`: `require('./test-utils').KillTime(…)`.
        for (const member of value.body.body) {
          if (member.type === 'MethodDefinition' && member.static && member.kind === 'method' && !member.computed && member.key.type === 'Identifier') {
            exported.set(member.key.name, member.value);
          }
        }
      } else if (value.type === 'NewExpression') {
        // `module.exports = new ActionLib()`: `require('../library/action').explicitWait(2000)`.
        exportInstanceMembers(value, '');
      }
    }
  }
  return exported;
}

const instanceMethodsOf = new WeakMap<TSESTree.Node, Map<string, TSESTree.Node>>();
/**
 * The methods the instances of a class or constructor function get, by name (see exportedValues). Worked out once per
 * class: every `this.x()` in its methods asks.
 */
export function instanceMethods(made: TSESTree.Node | undefined): Map<string, TSESTree.Node> {
  if (!made) return new Map();
  let methods = instanceMethodsOf.get(made);
  if (methods) return methods;
  methods = new Map<string, TSESTree.Node>();
  instanceMethodsOf.set(made, methods);
  if (made.type === 'ClassDeclaration' || made.type === 'ClassExpression') {
    for (const member of made.body.body) {
      if ((member.type !== 'MethodDefinition' && member.type !== 'PropertyDefinition') || member.static || member.computed || member.key.type !== 'Identifier') continue;
      if (member.type === 'MethodDefinition' ? member.kind === 'method' : member.value && isFunction(member.value)) methods.set(member.key.name, member.value!);
    }
  }
  if ((made.type === 'FunctionExpression' || made.type === 'FunctionDeclaration') && made.body.type === 'BlockStatement') {
    // `var ActionLib = function () { this.explicitWait = function (ms) { browser.sleep(ms); }; }`
    for (const statement of made.body.body) {
      const assigned = statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' ? statement.expression : null;
      const target = assigned?.left.type === 'MemberExpression' && assigned.left.object.type === 'ThisExpression' && !assigned.left.computed ? assigned.left.property : null;
      if (target?.type === 'Identifier' && isFunction(assigned!.right)) methods.set(target.name, assigned!.right);
    }
  }
  return methods;
}

/**
 * `Cypress.Commands.add('name', fn)` and `add('name', options, fn)` as statements at the top of a module. (Not
 * `overwrite`: an overwritten built-in, `cy.wait`, is read as itself.)
 */
function cypressCommandsOf(program: TSESTree.Program): Map<string, TSESTree.Node> {
  const found = new Map<string, TSESTree.Node>();
  for (const statement of program.body) {
    const command = statement.type === 'ExpressionStatement' && statement.expression.type === 'CallExpression' ? cypressCommandOf(statement.expression) : null;
    if (command?.method === 'add' && command.name !== null) found.set(command.name, command.fn);
  }
  return found;
}

const supportFileLists = new Map<string, { value: string[]; at: number }>();
/** At most this many support files are read for a suite's Cypress commands. */
const MAX_SUPPORT_FILES = 200;

/**
 * The files of the Cypress suite's `support` folder, where its custom commands are added: the nearest folder named
 * `cypress` at or above the test file (up to the package), then `support/` under it, four levels deep at most.
 */
export function cypressSupportFiles(fromFile: string): string[] {
  const start = dirname(fromFile);
  return remembered(supportFileLists, start, () => {
    const root = [...foldersUpToPackage(start)].find((folder) => basename(folder) === 'cypress');
    const files: string[] = [];
    const walk = (dir: string, depth: number): void => {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (files.length >= MAX_SUPPORT_FILES) return;
        const path = join(dir, entry.name);
        if (entry.isDirectory() && depth < 4 && entry.name !== 'node_modules') walk(path, depth + 1);
        else if (entry.isFile() && EXTENSIONS.includes(extname(entry.name)) && !/\.d\.ts$/.test(entry.name)) files.push(path);
      }
    };
    if (root) walk(join(root, 'support'), 0);
    return files;
  });
}

const setupFileLists = new Map<string, { value: string[]; at: number }>();
/** At most this many setup files are read for a package's runner. */
const MAX_SETUP_FILES = 50;

/**
 * The files a test runner loads before a package's tests, as the package configures them in data (a config that is
 * code, `jest.config.js` or `.mocharc.js`, is not run): Jasmine's `helpers` and `requires` (`spec/support/jasmine.json`
 * or `jasmine.json`, relative to its `spec_dir`), Jest's `setupFiles` and `setupFilesAfterEnv` (package.json `jest`, or
 * `jest.config.json`; `<rootDir>` is the package), and Mocha's `require` and `file` (package.json `mocha`, or
 * `.mocharc.json`). Globs are expanded; only the suite's own files count, not packages.
 */
export function runnerSetupFiles(fromFile: string): string[] {
  // (Asked for every file linted: the package is looked up once per folder, its setup files once per package.)
  const found = nearestPackageJson(dirname(fromFile));
  if (!found) return [];
  return remembered(setupFileLists, found.dir, () => {
    const root = found.dir;
    const files: string[] = [];
    const add = (base: string, entries: unknown): void => {
      for (const entry of typeof entries === 'string' ? [entries] : Array.isArray(entries) ? entries : []) {
        if (typeof entry !== 'string' || files.length >= MAX_SETUP_FILES) continue;
        const pattern = entry.replace(/^<rootDir>[\\/]?/, '');
        // (A package, `ts-node/register`, `@babel/register`, is no file of the suite: nothing is found for it on disk.)
        // (A glob is walked a few levels deep, without following links, and only so far as files are still wanted.)
        const matches = /[*?[{]/.test(pattern)
          ? globSync(pattern, { cwd: base, absolute: true, ignore: ['**/node_modules/**'], deep: 4, followSymbolicLinks: false }).slice(0, MAX_SETUP_FILES)
          : [isFile(resolvePath(base, pattern)) ? resolvePath(base, pattern) : cachedFile(resolvePath(base, pattern))].filter((file): file is string => !!file);
        for (const match of matches) {
          if (files.length < MAX_SETUP_FILES && isFile(match) && EXTENSIONS.includes(extname(match)) && !match.split(sep).includes('node_modules') && !files.includes(match)) files.push(match);
        }
      }
    };
    const json = (path: string): Record<string, unknown> | null => {
      try {
        const value = JSON.parse(readFileSync(path, 'utf8')) as unknown;
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    };
    const pkg = found.json && typeof found.json === 'object' ? (found.json as Record<string, unknown>) : {};
    for (const jasmine of [json(join(root, 'spec', 'support', 'jasmine.json')), json(join(root, 'jasmine.json'))]) {
      if (!jasmine) continue;
      const specDir = resolvePath(root, typeof jasmine.spec_dir === 'string' ? jasmine.spec_dir : 'spec');
      add(specDir, jasmine.helpers);
      add(specDir, jasmine.requires);
    }
    for (const jest of [pkg.jest, json(join(root, 'jest.config.json'))]) {
      if (!jest || typeof jest !== 'object') continue;
      const config = jest as Record<string, unknown>;
      // (`<rootDir>` is the package, or the `rootDir` the config sets relative to it.)
      const rootDir = typeof config.rootDir === 'string' ? resolvePath(root, config.rootDir) : root;
      add(rootDir, config.setupFiles);
      add(rootDir, config.setupFilesAfterEnv);
    }
    for (const mocha of [pkg.mocha, json(join(root, '.mocharc.json'))]) {
      if (!mocha || typeof mocha !== 'object') continue;
      add(root, (mocha as Record<string, unknown>).require);
      add(root, (mocha as Record<string, unknown>).file);
    }
    return files;
  });
}

function reexportsOf(program: TSESTree.Program): HelperModule['reexports'] {
  const found: { source: string; exported: string | null; imported: string | null }[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ExportAllDeclaration' && !statement.exported) found.push({ source: statement.source.value, exported: null, imported: null });
    if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      for (const specifier of statement.specifiers) {
        const name = (node: TSESTree.Node) => (node.type === 'Identifier' ? node.name : String((node as TSESTree.StringLiteral).value));
        found.push({ source: statement.source.value, exported: name(specifier.exported), imported: name(specifier.local) });
      }
    }
  }
  return found;
}

/** `module.exports` → '' (the whole module), `exports.f` / `module.exports.f` → 'f'; anything else → null. */
export function exportTarget(left: TSESTree.Node): string | null {
  if (left.type !== 'MemberExpression' || left.computed || left.property.type !== 'Identifier') return null;
  const object = left.object;
  if (object.type === 'Identifier' && object.name === 'module' && left.property.name === 'exports') return '';
  if (object.type === 'Identifier' && object.name === 'exports') return left.property.name;
  if (
    object.type === 'MemberExpression' &&
    !object.computed &&
    object.object.type === 'Identifier' &&
    object.object.name === 'module' &&
    object.property.type === 'Identifier' &&
    object.property.name === 'exports'
  ) {
    return left.property.name;
  }
  return null;
}
