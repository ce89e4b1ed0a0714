import type { TSESTree } from '@typescript-eslint/utils';
import { anyNode, calleeName, chainBase, EACH_METHODS, isBrowserQueueName, isFunction, isPromiseConstructor, type FunctionNode, memberKey, namesPromiseOrAsyncLibrary, pathOf, startsFromCy, unwrap, wholeChain } from './paths';
import { OSPEC_MODULES, type Resolved, VITEST_MODULES } from './resolve';
import { EVENT_LISTENER_METHODS } from './steps';
import { namesSuiteModule } from './helper-modules';

/**
 * Modules whose exports declare tests: Jest, Vitest (also as Vite+ re-exports it, `vite-plus/test`), Mocha, node:test,
 * Bun, Playwright, tap, tape (and tape-six), AVA, poku, Japa, QUnit, and @hapi/lab through its `script()` (and the global `Deno.test`).
 */
/**
 * A package that hands on AVA's `test` under its own name: `@endo/ses-ava/prepare-endo.js`, `@endo/ses-ava/test.js`
 * (a `-ava` package, or a module inside one).
 */
const AVA_WRAPPER = /^(?:@[\w.-]+\/)?[\w.-]+-ava(?:\/.*)?$/;

/** A runner's own module, or a package that hands one on unchanged. */
function isTestModule(source: string): boolean {
  return TEST_MODULES.includes(source) || AVA_WRAPPER.test(source);
}

export const TEST_MODULES = ['@jest/globals', ...VITEST_MODULES, 'test', 'mocha', 'bun:test', '@playwright/test', 'tap', 'tape', 'ava', 'ava-spec', 'poku', '@japa/runner', 'qunit', '@hapi/lab', 'lab', 'uvu', '@rstest/core', 'brittle', 'tape-six'];

/**
 * Brittle exports its modifiers as functions of their own too: `const { solo, skip } = require('brittle'); solo('x', …)`;
 * `hook` (a test for setup or teardown, not counted) and `stealth` (shown only when it fails) run test code as well.
 */
const BRITTLE_MODIFIER_EXPORTS: ReadonlySet<string> = new Set(['solo', 'skip', 'todo', 'hook', 'stealth']);

/**
 * QUnit: `QUnit.test('x', (assert) => …)` (a global, or `import QUnit from 'qunit'`), `import { test, module } from
 * 'qunit'`; `QUnit.module('x', …)` groups tests as a describe does.
 */
const QUNIT = 'QUnit';
const QUNIT_NAMES: Record<string, string> = { test: 'test', asyncTest: 'test', only: 'test', skip: 'test', todo: 'test', module: 'describe' };

/**
 * Modules that export Cucumber's step definitions: Cucumber itself, its Cypress preprocessors (the old one's `/steps`
 * entry and @badeball's) and WebdriverIO's Cucumber framework.
 */
const CUCUMBER_MODULES = [
  '@cucumber/cucumber', 'cucumber', 'cypress-cucumber-preprocessor', 'cypress-cucumber-preprocessor/steps',
  '@badeball/cypress-cucumber-preprocessor', '@wdio/cucumber-framework',
];
/**
 * Cucumber's step definitions and hooks. A step (`Given`, `When`, `Then`) runs before the steps after it, as a setup
 * hook runs before its tests: what it leaves behind when it ends is what they start from.
 */
const CUCUMBER_HOOKS: Record<string, 'before' | 'after'> = {
  Given: 'before', When: 'before', Then: 'before', And: 'before', But: 'before', Step: 'before', defineStep: 'before',
  Before: 'before', BeforeAll: 'before', BeforeStep: 'before', After: 'after', AfterAll: 'after', AfterStep: 'after',
};
/** Gherkin's step keywords, as globals (CodeceptJS) or imports (Cucumber). */
const GHERKIN_STEPS = new Set(['Given', 'When', 'Then', 'And', 'But']);
/** A step's pattern: text, a template, or a regular expression. */
function isStepPattern(node: TSESTree.Node): boolean {
  return (node.type === 'Literal' && (typeof node.value === 'string' || 'regex' in node)) || node.type === 'TemplateLiteral';
}
/**
 * CodeceptJS declares its tests and hooks as globals: `Scenario('x', async ({ I }) => …)`, `Before(({ I }) => …)`
 * around each scenario, `BeforeSuite(…)` once per file. Read as the Mocha names they run as.
 */
const CODECEPT_GLOBALS: Record<string, string> = {
  Scenario: 'it', xScenario: 'xit', Before: 'beforeEach', After: 'afterEach', BeforeSuite: 'before', AfterSuite: 'after',
};
// (`asyncTest`: QUnit 1's global test that waits for `start()`.)
const TEST_NAMES = new Set(['it', 'test', 'specify', 'fit', 'xit', 'xtest', 'xspecify', 'asyncTest']);
/** mocha-steps's exports: a test that runs only if the steps before it passed, and its skipped form. */
const MOCHA_STEPS = new Set(['step', 'xstep']);
// (`experiment`: @hapi/lab's describe.)
const DESCRIBE_NAMES = new Set(['describe', 'context', 'suite', 'fdescribe', 'xdescribe', 'xcontext', 'experiment']);
/** Meteor's Tinytest declares its tests as `Tinytest.add(…)` and `Tinytest.addAsync(…)`. */
const TINYTEST_ADDS = new Set(['add', 'addAsync']);
/** An imported object whose members declare tests (`Test.it(…)`), whatever package it comes from. */
const TEST_NAMESPACE = /^Tests?$/;
/** Japa's `test.group('x', (group) => …)`: a describe, only as a member of a test function. */
const GROUP_NAME = 'group';
const BEFORE_HOOKS = new Set(['beforeEach', 'beforeAll', 'before', 'setup', 'suiteSetup']);
const AFTER_HOOKS = new Set(['afterEach', 'afterAll', 'after', 'teardown', 'suiteTeardown']);
// (`solo`: Brittle's `only`; `hook` and `stealth`: Brittle's uncounted and quiet tests; `asPromise`: tape-six's test
// that ends when it calls the `resolve` it is handed.)
const MODIFIERS = new Set(['only', 'skip', 'todo', 'concurrent', 'failing', 'sequential', 'fixme', 'serial', 'each', 'skipIf', 'runIf', 'fails', 'cb', 'solo', 'hook', 'stealth', 'asPromise']);

export type TestCallKind = 'test' | 'describe' | 'hook';

export interface TestCall {
  kind: TestCallKind;
  /** For hooks: runs before or after the tests. */
  hook: 'before' | 'after' | null;
  /** The framework name as resolved: 'it', 'describe', 'beforeEach', or the user's wrapper path. */
  name: string;
  modifiers: string[];
  /** The callback holding the test code, when there is one. */
  callback: FunctionNode | null;
  /** The title node (first argument) when it is a string or template. */
  title: TSESTree.Node | null;
  node: TSESTree.CallExpression;
}

/**
 * Splits a callee such as `it.concurrent.each(table)` or `test.describe.only` into its
 * framework name and modifiers. The name is the first segment that is a known framework name
 * after an optional receiver (`t.test`, `test.describe`, `test.step`).
 */
function splitName(path: string[]): { name: string; modifiers: string[]; receiver: string[] } | null {
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    const rest = path.slice(i + 1);
    const groupOfTest = segment === GROUP_NAME && i > 0 && TEST_NAMES.has(path[i - 1]);
    if ((TEST_NAMES.has(segment) || DESCRIBE_NAMES.has(segment) || BEFORE_HOOKS.has(segment) || AFTER_HOOKS.has(segment) || groupOfTest) &&
      rest.every((modifier) => MODIFIERS.has(modifier))) {
      return { name: segment, modifiers: rest, receiver: path.slice(0, i) };
    }
  }
  return null;
}

/**
 * The callee of a test call with `.each(table)` / `.each\`…\`` and `.skipIf(c)` unwrapped:
 * `it.each(rows)('t', fn)` has the callee `it.each(rows)`, whose own callee is `it.each`.
 */
export function testCalleeOf(call: TSESTree.CallExpression): TSESTree.Node {
  let callee: TSESTree.Node = call.callee;
  for (let i = 0; i < 8; i++) {
    const configured: TSESTree.Node | null = callee.type === 'CallExpression' ? callee.callee : callee.type === 'TaggedTemplateExpression' ? callee.tag : null;
    // TestCafe configures a test before it is called: `test.meta('id', 'x').page\`url\`('title', async (t) => …)`.
    // Playwright's and Vitest's `test.extend({ … })('x', async ({ page }) => …)`: the test with fixtures added.
    if (configured?.type === 'MemberExpression' && (TESTCAFE_CONFIG.has(memberKey(configured) ?? '') || memberKey(configured) === 'extend')) callee = configured.object;
    else if (configured) callee = configured;
    else break;
  }
  return callee;
}

/** TestCafe's test and fixture settings, each returning the test function configured: `test.meta(…)(…)`. */
const TESTCAFE_CONFIG = new Set(['meta', 'page', 'before', 'after', 'requestHooks', 'clientScripts', 'httpAuth', 'skipJsErrors', 'timeouts']);

export interface TestCallResolver {
  resolve(node: TSESTree.Node): Resolved | null;
  userTestPatterns(path: string[]): boolean;
  /** True when the node is a parameter of a test callback (node:test's `t`, tap's `t`). */
  isTestContextParameter(resolved: Resolved): boolean;
  /** True when the node is the test function a describe hands its callback (ava-spec's `describe('x', (it) => …)`). */
  isSuiteParameter(resolved: Resolved): boolean;
}

/** Whether a name is one of the test functions (`it`, `test`, `specify`, …). */
export function isTestName(name: string): boolean {
  return TEST_NAMES.has(name);
}

export function parseTestCall(call: TSESTree.CallExpression, resolver: TestCallResolver): TestCall | null {
  return testCafeFixtureHook(call, resolver) ?? parseWithCallee(call, testCalleeOf(call), resolver, 0);
}

/** TestCafe's fixture hooks, each run around the fixture's tests (`before`/`after` once, the others around each). */
const TESTCAFE_FIXTURE_HOOKS: Record<string, 'before' | 'after'> = { beforeEach: 'before', before: 'before', afterEach: 'after', after: 'after' };

/**
 * ``fixture`Home`.page`https://…`.beforeEach(async (t) => { …; await t.wait(5000); })``: a hook of the fixture the
 * chain declares (TestCafe's global `fixture`, or the one imported from 'testcafe'), through its settings.
 */
function testCafeFixtureHook(call: TSESTree.CallExpression, resolver: TestCallResolver): TestCall | null {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression') return null;
  const name = memberKey(callee) ?? '';
  if (!Object.hasOwn(TESTCAFE_FIXTURE_HOOKS, name)) return null;
  let base: TSESTree.Node = callee.object;
  for (let i = 0; i < 16; i++) {
    const inner = unwrap(base);
    if (inner.type === 'TaggedTemplateExpression') base = inner.tag;
    else if (inner.type === 'CallExpression') base = inner.callee;
    else if (inner.type === 'MemberExpression') base = inner.object;
    else break;
  }
  if (base.type !== 'Identifier' || base.name !== 'fixture' || base === callee.object) return null;
  const origin = resolver.resolve(base)?.origin;
  if (!(origin?.kind === 'global' || (origin?.kind === 'import' && origin.source === 'testcafe'))) return null;
  const callback = lastFunctionArgument(call);
  return callback ? { kind: 'hook', hook: TESTCAFE_FIXTURE_HOOKS[name], name, modifiers: [], callback, title: null, node: call } : null;
}

/**
 * `base.extend({ addProduct: async ({ page }, use) => { … } })` (also one written with its options, `[async ({ page },
 * use) => { … }, { scope: 'worker' }]`): a fixture of Playwright's or Vitest's test, whose steps set up (before `use`)
 * and tear down (after it) for the tests that ask for it, as a hook's do.
 */
export function isFixtureFunction(fn: FunctionNode): boolean {
  // (A fixture takes the fixtures it needs destructured and `use`: not a Backbone model's `fetch()` in
  // `Model.extend({ … })`, nor a matcher's `(received, expected)` in `expect.extend({ … })`.)
  if (fn.params[0]?.type !== 'ObjectPattern' || fn.params[1]?.type !== 'Identifier') return false;
  const value: TSESTree.Node = fn.parent?.type === 'ArrayExpression' && fn.parent.elements[0] === fn ? fn.parent : fn;
  const property = value.parent;
  if (property?.type !== 'Property' || property.value !== value) return false;
  const extend = property.parent.parent;
  return extend?.type === 'CallExpression' && extend.arguments[0] === property.parent && extendedTestOf(extend) !== null;
}

/** `base.extend({ … })` (also with type arguments): the test function fixtures were added to, or null. */
function extendedTestOf(node: TSESTree.Node): TSESTree.Node | null {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.callee.computed) return null;
  return node.callee.property.type === 'Identifier' && node.callee.property.name === 'extend' ? node.callee.object : null;
}

/**
 * A test function chosen where it is called or where it is named: `(isWindows ? describe.skip : describe)('x', …)`,
 * `const describeIf = hasRedis ? describe : describe.skip`, `const test = it`. Both choices must be the same kind of
 * call (two describes, two tests); the one that runs stands for both.
 */
function parseChoice(call: TSESTree.CallExpression, choice: TSESTree.Node, resolver: TestCallResolver, depth: number): TestCall | null {
  if (depth >= 2) return null;
  if (choice.type !== 'ConditionalExpression') return parseWithCallee(call, choice, resolver, depth + 1);
  const [first, second] = [parseWithCallee(call, choice.consequent, resolver, depth + 1), parseWithCallee(call, choice.alternate, resolver, depth + 1)];
  if (!first || !second || first.kind !== second.kind) return null;
  return first.modifiers.includes('skip') ? second : first;
}

function parseWithCallee(call: TSESTree.CallExpression, callee: TSESTree.Node, resolver: TestCallResolver, depth: number): TestCall | null {
  const inner = unwrap(callee);
  if (inner.type === 'ConditionalExpression') return parseChoice(call, inner, resolver, depth);
  const resolved = resolver.resolve(callee);
  if (!resolved) return null;
  if (resolved.origin?.kind === 'local' && resolved.local.length === 1 && resolved.origin.init) {
    const init = unwrap(resolved.origin.init);
    if (init.type === 'ConditionalExpression' || init.type === 'Identifier' || init.type === 'MemberExpression') return parseChoice(call, init, resolver, depth);
    // `const test = base.extend<Fixtures>({ … })`, then `test('x', …)` and `test.describe(…)`.
    const base = extendedTestOf(init);
    if (base && resolved.local.length === 1) return depth >= 2 ? null : parseWithCallee(call, base, resolver, depth + 1);
  }
  const callback = lastFunctionArgument(call);
  const title = call.arguments[0] && !isFunction(call.arguments[0]) ? call.arguments[0] : null;
  if (resolver.userTestPatterns(resolved.local)) {
    return { kind: 'test', hook: null, name: resolved.local.join('.'), modifiers: [], callback, title, node: call };
  }
  const origin = resolved.origin;
  let path: string[];
  if (origin?.kind === 'import' && CUCUMBER_MODULES.includes(origin.source)) {
    const hook = CUCUMBER_HOOKS[resolved.imported!.path[0] ?? ''];
    return hook ? { kind: 'hook', hook, name: resolved.imported!.path[0], modifiers: [], callback, title, node: call } : null;
  }
  if (origin?.kind === 'import' && OSPEC_MODULES.includes(origin.source)) {
    const imported = resolved.imported!.path;
    return ospecCall(call, imported[0] === 'default' ? imported.slice(1) : imported, callback, title);
  }
  // mocha-steps: `step('x', async () => …)` is a Mocha test that runs only if the steps before it passed.
  if (origin?.kind === 'import' && origin.source === 'mocha-steps' && resolved.local.length === 1 && MOCHA_STEPS.has(resolved.imported!.path[0] ?? '')) {
    return callback ? { kind: 'test', hook: null, name: 'step', modifiers: resolved.imported!.path[0] === 'xstep' ? ['skip'] : [], callback, title, node: call } : null;
  }
  const handedOn = origin?.kind === 'import' ? origin.path : [];
  if (origin?.kind === 'import' && !isTestModule(origin.source) && namesSuiteModule(origin.source) && handedOn.length === 1 && TEST_NAMES.has(handedOn[0]) && callback) {
    // `import { test, expect } from './fixtures'`: the suite's own module handing on a runner's test (Playwright's with
    // fixtures added, most often), called as the runner's is: `test('x', …)`, `test.describe(…)`, `test.beforeEach(…)`.
    path = [handedOn[0], ...resolved.local.slice(1)];
  } else if (origin?.kind === 'import' && !isTestModule(origin.source)) {
    // `import { Test } from '@sinclair/carbon'; Test.describe('x', () => { Test.it('y', async () => …) })`: a runner's
    // namespace named for what it holds, from a package the vocabulary does not know; titled calls only.
    if (resolved.local.length !== 2 || !TEST_NAMESPACE.test(resolved.local[0]) || !title || !callback) return null;
    path = resolved.local.slice(1);
  } else if (origin?.kind === 'import') {
    // `import { test } from 'node:test'` → path ['test', …]; `import test from 'ava'` → ['default', …].
    // `import test from 'ava'` / `const test = require('node:test')`: the module itself is `test`.
    const imported = resolved.imported!.path;
    // (`import QUnit from 'qunit'; QUnit.test(…)`: the default export is QUnit, not a test function.)
    if (origin.source === 'qunit') return qunitCall(call, imported[0] === 'default' ? imported.slice(1) : imported, callback, title);
    path = imported.length === 0 ? ['test'] : imported[0] === 'default' ? ['test', ...imported.slice(1)] : imported;
    if (origin.source === 'brittle' && BRITTLE_MODIFIER_EXPORTS.has(path[0])) path = ['test', ...path];
  } else if (origin?.kind === 'global' && resolved.local.length === 2 && resolved.local[0] === 'Tinytest' && TINYTEST_ADDS.has(resolved.local[1]) && title && callback) {
    // Meteor's Tinytest: `Tinytest.addAsync('x', async (test) => { … })`, a global.
    return { kind: 'test', hook: null, name: resolved.local[1], modifiers: [], callback, title, node: call };
  } else if ((origin?.kind === 'global' || origin?.kind === 'parameter') && resolved.local[0] === QUNIT && resolved.local.length > 1) {
    // (Also handed in by an AMD loader: `define(['qunit', 'jquery'], function (QUnit, $) { QUnit.test(…) })`.)
    return qunitCall(call, resolved.local.slice(1), callback, title);
  } else if (origin?.kind === 'global' && resolved.local.length === 1 && GHERKIN_STEPS.has(resolved.local[0]) && title && isStepPattern(title) && callback) {
    // CodeceptJS's Gherkin steps are globals of its step-definition files: `Then('the list shows {string}', async (id)
    // => { I.wait(5); … })`. Read as Cucumber's: each runs before the steps after it.
    return { kind: 'hook', hook: 'before', name: resolved.local[0], modifiers: [], callback, title, node: call };
  } else if (origin?.kind === 'global') {
    // (An own-property check: a global `constructor(…)` or `toString(…)` is no CodeceptJS name.)
    const codecept = Object.hasOwn(CODECEPT_GLOBALS, resolved.local[0]) ? CODECEPT_GLOBALS[resolved.local[0]] : null;
    path = codecept ? [codecept, ...resolved.local.slice(1)] : resolved.local;
  } else if (origin?.kind === 'parameter' && resolver.isSuiteParameter(resolved)) {
    path = resolved.local; // `it('x', …)`, `it.beforeEach(…)` with the `it` a describe handed in
  } else if (origin?.kind === 'parameter' && resolver.isTestContextParameter(resolved)) {
    path = resolved.local.slice(1); // `t.test(...)`, `t.beforeEach(...)`
  } else {
    return null;
  }
  const split = splitName(path);
  if (!split || split.receiver.length > 1) return null;
  // A receiver is only allowed for `test.describe` / `test.beforeEach` (Playwright), `t.test`, or Deno's global `Deno.test`.
  const deno = split.receiver.length === 1 && split.receiver[0] === 'Deno' && origin?.kind === 'global' && split.name === 'test';
  if (split.receiver.length === 1 && !TEST_NAMES.has(split.receiver[0]) && !deno) return null;
  const kind: TestCallKind = DESCRIBE_NAMES.has(split.name) || split.name === GROUP_NAME
    ? 'describe'
    : BEFORE_HOOKS.has(split.name) || AFTER_HOOKS.has(split.name)
      ? 'hook'
      : 'test';
  if (kind !== 'describe' && !callback && !split.modifiers.includes('todo') && call.arguments.length === 0) return null;
  return {
    kind,
    hook: BEFORE_HOOKS.has(split.name) ? 'before' : AFTER_HOOKS.has(split.name) ? 'after' : null,
    name: split.name,
    modifiers: split.modifiers,
    callback,
    title,
    node: call,
  };
}

/** nodeunit's hooks (and qnit's Mocha-named ones), as keys of the exported object. */
const EXPORTED_HOOKS: Record<string, 'before' | 'after'> = {
  setUp: 'before', tearDown: 'after', before: 'before', beforeEach: 'before', beforeAll: 'before',
  after: 'after', afterEach: 'after', afterAll: 'after',
};

/** A test or hook a file declares by exporting it (nodeunit's way), not by calling a test function. */
export interface ExportedTest {
  kind: 'test' | 'hook';
  hook: 'before' | 'after' | null;
  /** The key it is exported under: the test's title, or the hook's name. */
  name: string;
}

/**
 * nodeunit and its kin (qnit, nodeunit-style runners) declare tests as the exported object's functions:
 * `module.exports = { 'adds': function (t) { …; t.done() } }`, `exports.testAdd = function (test) { …; test.done() }`,
 * grouped in nested objects, with `setUp` / `tearDown` (or `beforeEach` / `afterEach`) beside them. A function there is
 * a test when it ends through its first parameter's `done()`; a helper module's exported functions do not.
 */
export function exportedTestOf(fn: FunctionNode): ExportedTest | null {
  const held = heldInObjects(fn);
  const parent = held?.outer.parent;
  // Nightwatch's `export default { 'opens the menu': function (browser) {…} }`.
  if (held?.key && held.outer !== fn && parent?.type === 'ExportDefaultDeclaration') return nightwatchTestOf(fn, held.key);
  if (!held || parent?.type !== 'AssignmentExpression' || parent.right !== held.outer) return null;
  const target = pathOf(parent.left);
  const root = target?.[0] === 'module' && target[1] === 'exports' ? 2 : target?.[0] === 'exports' ? 1 : -1;
  if (!target || root < 0) return null;
  // (`module.exports = function (t) {…}` exports no test by a name.)
  const key = held.outer === fn ? (target.length > root ? target[target.length - 1] : null) : held.key;
  if (key === null) return null;
  if (Object.hasOwn(EXPORTED_HOOKS, key)) return { kind: 'hook', hook: EXPORTED_HOOKS[key], name: key };
  const context = fn.params[0];
  if (context?.type !== 'Identifier') return null;
  const endsThroughContext = anyNode(
    fn.body,
    (inner) => inner.type === 'CallExpression' && inner.callee.type === 'MemberExpression' && inner.callee.object.type === 'Identifier' &&
      inner.callee.object.name === context.name && memberKey(inner.callee) === 'done',
    { intoFunctions: true },
  );
  return endsThroughContext ? { kind: 'test', hook: null, name: key } : nightwatchTestOf(fn, key);
}

/**
 * Nightwatch declares tests as the exported object's functions, each handed the browser:
 * `module.exports = { 'Debug Ballot': function (browser) { browser.click('#a').pause(2000)… } }`. A function there is a
 * test when it drives that browser, handed as `browser` or, in its older examples, `client` (calls a command on it); keys that start with `@` are settings (`'@tags'`,
 * `'@disabled'`), and `before` / `after` (with `Each`) are hooks.
 */
function nightwatchTestOf(fn: FunctionNode, key: string): ExportedTest | null {
  if (key.startsWith('@')) return null;
  if (Object.hasOwn(EXPORTED_HOOKS, key)) return { kind: 'hook', hook: EXPORTED_HOOKS[key], name: key };
  const browser = fn.params[0];
  if (browser?.type !== 'Identifier' || !isBrowserQueueName(browser.name)) return null;
  const drivesIt = anyNode(fn.body, (inner) => inner.type === 'CallExpression' && chainBase(inner).type === 'Identifier' && (chainBase(inner) as TSESTree.Identifier).name === browser.name);
  return drivesIt ? { kind: 'test', hook: null, name: key } : null;
}

/** Intern's object interface: the keys of a suite object that are its hooks (Intern 4's names and Intern 3's). */
const OBJECT_SUITE_HOOKS: Record<string, 'before' | 'after'> = {
  before: 'before', beforeEach: 'before', setup: 'before', after: 'after', afterEach: 'after', teardown: 'after',
};

/**
 * Intern's object interface declares tests as the functions of the object handed to `registerSuite`:
 * `registerSuite('Uploads', { tests: { 'shows a preview'() { return this.remote.get(url).sleep(1000)… } } })`, Intern
 * 3's `registerSuite({ name: 'grid', setup() {…}, 'sorts'() {…} })`, nested objects being suites inside it. A function
 * there is a test, or a hook under a hook's key.
 */
export function objectSuiteTestOf(fn: FunctionNode): ExportedTest | null {
  const held = heldInObjects(fn);
  const call = held?.outer.parent;
  if (!held?.key || held.outer === fn || call?.type !== 'CallExpression' || !call.arguments.includes(held.outer as TSESTree.CallExpressionArgument)) return null;
  if (calleeName(call.callee) !== 'registerSuite') return null;
  if (Object.hasOwn(OBJECT_SUITE_HOOKS, held.key)) return { kind: 'hook', hook: OBJECT_SUITE_HOOKS[held.key], name: held.key };
  return { kind: 'test', hook: null, name: held.key };
}

/** The hooks of a class of tests (Ember's `moduleFor` test cases), by method name. */
const CLASS_SUITE_HOOKS: Record<string, 'before' | 'after'> = { beforeEach: 'before', afterEach: 'after' };

/**
 * The prefix that makes a class method a test in Ember's test cases: `'@test renders the title'(assert) {…}`, and
 * `'@skip …'`, read as `it.skip` is: code that runs again once the skip is taken off.
 */
const CLASS_TEST_PREFIX = /^@(?:test|skip) /;

/**
 * Ember's own suites declare tests as methods of a class handed to `moduleFor`:
 * `moduleFor('error handler', class extends AbstractTestCase { ['@test calls onerror'](assert) {…} })`. A method whose
 * key starts with `@test ` (or `@skip `) is a test, titled by the rest of the key; `beforeEach` / `afterEach` are its
 * hooks when the class has such a test. Its other methods are the class's helpers.
 */
export function classSuiteTestOf(fn: FunctionNode): ExportedTest | null {
  const method = fn.parent;
  if (method?.type !== 'MethodDefinition' || method.value !== fn || method.kind !== 'method' || method.static) return null;
  const key = methodKeyText(method);
  const prefix = key === null ? null : CLASS_TEST_PREFIX.exec(key);
  if (key !== null && prefix) return { kind: 'test', hook: null, name: key.slice(prefix[0].length) };
  if (key === null || !Object.hasOwn(CLASS_SUITE_HOOKS, key)) return null;
  const declaresTests = method.parent.body.some((member) => member.type === 'MethodDefinition' && CLASS_TEST_PREFIX.test(methodKeyText(member) ?? ''));
  return declaresTests ? { kind: 'hook', hook: CLASS_SUITE_HOOKS[key], name: key } : null;
}

/** A method's key as text: `name()`, `'a b'()`, `['a b']()`, `[`a b`]()` (a template with no expressions); else null. */
function methodKeyText(method: TSESTree.MethodDefinition): string | null {
  const key = method.key;
  if (!method.computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (method.computed && key.type === 'TemplateLiteral' && key.expressions.length === 0) return key.quasis[0].value.cooked ?? null;
  return null;
}

/** Keys an options object names its test by: `{ title: 'Send GIF 1:1', … }`. */
const OPTION_TITLE_KEYS: ReadonlySet<string> = new Set(['title', 'name', 'description']);

/**
 * `bothPlatformsItSeparate({ title: 'Send GIF 1:1', ios: { testCb: sendGifIos }, android: { testCb: sendGifAndroid } })`:
 * a call standing as a statement of its own, handed an options object that has a title and holds functions, declares a
 * test through a wrapper the vocabulary does not know; those functions are the test's bodies. (A call whose value is
 * kept makes something: `const app = createApp({ name: 'api', handler })` hands `handler` to the code under test.)
 * `value` is the function, or the name it is held by; the declaring call, or null. Where the call stands (at the top
 * of the file, in a describe) is the caller's to check.
 */
export function titledOptionsDeclarationOf(value: TSESTree.Node): TSESTree.CallExpression | null {
  const held = heldInObjects(value);
  if (!held || held.outer === value || held.outer.type !== 'ObjectExpression') return null;
  const options = held.outer;
  const call = options.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(options)) return null;
  const statement = call.parent?.type === 'AwaitExpression' ? call.parent.parent : call.parent;
  if (statement?.type !== 'ExpressionStatement') return null;
  const titled = options.properties.some(
    (property) => property.type === 'Property' && OPTION_TITLE_KEYS.has(propertyName(property) ?? '') && isTitleArgument(property.value),
  );
  return titled ? call : null;
}

/**
 * Up from a function through the objects that hold it as a property (`{ group: { 'adds'() {…} } }`): its own key, and
 * the outermost of those objects (the function itself when none holds it). Null when a key is no plain name or string.
 */
function heldInObjects(fn: TSESTree.Node): { key: string | null; outer: TSESTree.Node } | null {
  let node: TSESTree.Node = fn;
  let key: string | null = null;
  for (let depth = 0; depth < 8; depth++) {
    const parent: TSESTree.Node | undefined = node.parent;
    if (parent?.type !== 'Property' || parent.value !== node || parent.parent.type !== 'ObjectExpression') return { key, outer: node };
    key ??= propertyName(parent);
    if (key === null) return null;
    node = parent.parent;
  }
  return null;
}

/** The key of an object property written as a name or a string: `a: …`, `'adds two': …`. */
function propertyName(property: TSESTree.Property): string | null {
  if (!property.computed && property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : null;
}

/**
 * `o('adds', fn)` and otest's `o.test('adds', fn)`, `o.only('adds', fn)`, `o.spec('math', fn)`, `o.beforeEach(fn)`:
 * the path after the module's default export.
 */
function ospecCall(call: TSESTree.CallExpression, path: string[], callback: FunctionNode | null, title: TSESTree.Node | null): TestCall | null {
  const [name = '', ...rest] = path;
  if (rest.length > 0) return null;
  if (name === 'spec') return callback ? { kind: 'describe', hook: null, name: 'describe', modifiers: [], callback, title, node: call } : null;
  if (BEFORE_HOOKS.has(name) || AFTER_HOOKS.has(name)) {
    return callback ? { kind: 'hook', hook: BEFORE_HOOKS.has(name) ? 'before' : 'after', name, modifiers: [], callback, title: null, node: call } : null;
  }
  if ((name === '' || name === 'test' || name === 'only') && callback && title) {
    return { kind: 'test', hook: null, name: 'test', modifiers: name === 'only' ? ['only'] : [], callback, title, node: call };
  }
  return null;
}

/** `QUnit.test(…)`, `QUnit.module(…)`, `QUnit.test.each(…)`, `QUnit.only(…)`: the path after `QUnit`. */
function qunitCall(call: TSESTree.CallExpression, path: string[], callback: FunctionNode | null, title: TSESTree.Node | null): TestCall | null {
  const [name, ...modifiers] = path;
  const kind = name ? QUNIT_NAMES[name] : undefined;
  if (!kind || !modifiers.every((modifier) => MODIFIERS.has(modifier))) return null;
  if (kind === 'test' && !callback) return null;
  const extra = name === 'test' || name === 'module' ? [] : [name];
  return { kind: kind as TestCallKind, hook: null, name, modifiers: [...extra, ...modifiers], callback, title, node: call };
}

/**
 * A runner the vocabulary does not know (`import { t } from './test.js'`, a suite's own `scenario(…)`): a plain name
 * called with a title and a callback, as a statement, at least twice among the same statements (the top of the file,
 * the body of a test call, or the callback of another such call). That is how a test file declares its tests,
 * whatever the runner is called.
 */
export function declaresTestsByShape(call: TSESTree.CallExpression, isTestBody: (fn: TSESTree.Node) => boolean): TestCall | null {
  const name = titledCallName(call);
  if (!name) return null;
  let statement: TSESTree.Node | undefined = call.parent;
  if (statement?.type === 'AwaitExpression') statement = statement.parent;
  if (statement?.type !== 'ExpressionStatement') return null;
  const list = statement.parent;
  // (In a test body, or in the callback of another titled call: `describe('x', () => { it('a', …); it('b', …) })` with
  // a describe the vocabulary does not know either.)
  const inTitledCall = (fn: TSESTree.Node) => fn.parent?.type === 'CallExpression' && fn.parent.arguments.at(-1) === fn && titledCallName(fn.parent) !== null;
  const siblings =
    list?.type === 'Program'
      ? list.body
      : list?.type === 'BlockStatement' && list.parent && isFunction(list.parent) && (isTestBody(list.parent) || inTitledCall(list.parent))
        ? list.body
        : null;
  if (!siblings) return null;
  let count = 0;
  for (const sibling of siblings) {
    if (sibling.type !== 'ExpressionStatement') continue;
    const expression = sibling.expression.type === 'AwaitExpression' ? sibling.expression.argument : sibling.expression;
    if (expression.type === 'CallExpression' && titledCallName(expression) === name && ++count >= 2) break;
  }
  if (count < 2) return null;
  return { kind: 'test', hook: null, name, modifiers: [], callback: lastFunctionArgument(call), title: call.arguments[0], node: call };
}

/**
 * A call named like a test framework's (`it(…)`, `test.group(…)`, `describe(…)`, `suite.test(…)`), whatever it resolves
 * to: a file that makes one is a test file of some runner, even one the vocabulary does not know.
 */
export function callsTestByName(call: TSESTree.CallExpression): boolean {
  const callee = testCalleeOf(call);
  const name = calleeName(callee);
  if (name === null || !(TEST_NAMES.has(name) || DESCRIBE_NAMES.has(name) || name === GROUP_NAME)) return false;
  // (A method of that name declares a test only when handed its body: `test.describe('x', () => …)` does,
  // `this.page.context()` and `/^a/.test(name)` do not.)
  return callee.type !== 'MemberExpression' || lastFunctionArgument(call) !== null;
}

/** `t('title', async () => …)`: the callee's name when it is a plain name, the first argument a title and the last a function. */
function titledCallName(call: TSESTree.CallExpression): string | null {
  // (`addEventListener('load', () => …)` in a browser test registers a listener; it declares nothing.)
  if (call.callee.type !== 'Identifier' || call.arguments.length < 2 || EVENT_LISTENER_METHODS.has(call.callee.name)) return null;
  return isTitleArgument(call.arguments[0]) && lastFunctionArgument(call) ? call.callee.name : null;
}

/** A test's title as written: a string or a template (`'adds'`, `` `adds ${n}` ``). */
export function isTitleArgument(node: TSESTree.Node | undefined): boolean {
  return (node?.type === 'Literal' && typeof node.value === 'string') || node?.type === 'TemplateLiteral';
}

function lastFunctionArgument(call: TSESTree.CallExpression): FunctionNode | null {
  for (let i = call.arguments.length - 1; i >= 0; i--) {
    const argument = call.arguments[i];
    if (isFunction(argument)) return argument;
    // `Deno.test({ name: 'x', fn: async () => { … } })`
    if (argument.type === 'ObjectExpression') {
      for (const property of argument.properties) {
        if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === 'fn' && isFunction(property.value)) {
          return property.value;
        }
      }
    }
    // `it('x', co.wrap(function* () { … }))`, `test('x', withServer(async (url) => { … }))`: the wrapped body.
    if (i === call.arguments.length - 1 && argument.type === 'CallExpression') {
      const inner = argument.arguments[argument.arguments.length - 1];
      // (`test('x', timeout(1e4, () => async () => { … }))`: a wrapper handed a factory calls it for the body.)
      if (inner && isFunction(inner)) return isFunction(inner.body) ? inner.body : inner;
    }
  }
  return null;
}

/** The role a function plays, which decides whether a sleep in it is the test's own step. */
export type FunctionRole =
  /** The body of a test or hook, or a helper declared in the test file: the test's own steps. */
  | { role: 'test'; fn: FunctionNode | null; testCall: TestCall | null }
  /** A callback handed to the code under test or a double (processor, handler, mock implementation). */
  | { role: 'handed'; fn: FunctionNode; receiver: string | null }
  /** A describe body: declarations, not steps. */
  | { role: 'describe'; fn: FunctionNode; testCall: TestCall };

/** A parameter that is the browser driver itself (not `frame` or `popup`, which a handler of messages may be handed). */
const DRIVER_PARAMETER = /^(page|browser|driver)$/;

/**
 * The function's first parameter is a browser driver (`(driver) => …`, `async function (page) { … }`, `({ page }) =>
 * …`): code that drives the browser for the tests, not a handler the code under test calls.
 */
export function takesBrowserDriver(fn: FunctionNode): boolean {
  const first = fn.params[0];
  if (first?.type === 'Identifier') return DRIVER_PARAMETER.test(first.name);
  return first?.type === 'ObjectPattern' && first.properties.some((property) => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && DRIVER_PARAMETER.test(property.key.name));
}

/** Methods whose callbacks run before the call returns (array iteration, `fn.call`): nothing of them is pending after. */
export const SYNCHRONOUS_CALLBACK_METHODS: ReadonlySet<string> = new Set([
  'map', 'forEach', 'filter', 'reduce', 'flatMap', 'some', 'every', 'find', 'findIndex', 'sort', 'call', 'apply',
]);

/** Calls whose callbacks run as part of the caller's own flow: they do not hand code away. */
const TRANSPARENT_METHODS = new Set([
  ...SYNCHRONOUS_CALLBACK_METHODS,
  'then', 'catch', 'finally', 'step', 'all', 'allSettled', 'race', 'any', 'act', 'run', 'runInAsyncScope',
  'on', 'once', 'addListener', 'addEventListener', 'prependListener', 'prependOnceListener',
]);
const TRANSPARENT_FUNCTIONS = new Set(['act', 'step', 'runInAction', 'withFakeTimers']);
/** Assertions that call the function they are handed, to see what it throws or rejects with. */
// (Brittle's `t.exception(fn)` and `t.execution(fn)`.)
const RUNS_ITS_FUNCTION: ReadonlySet<string> = new Set(['throws', 'throwsAsync', 'notThrows', 'notThrowsAsync', 'rejects', 'doesNotReject', 'doesNotThrow', 'toThrow', 'toThrowError', 'exception', 'execution']);

/**
 * `t.throwsAsync(fn)`, `assert.rejects(fn)`, `expect(fn).rejects…`, `expect(fn).toThrow()`: an assertion that calls
 * `fn`, its first argument, there and then. (`expect(fn)` runs it only for a matcher about throwing.)
 */
export function runsItsFunction(call: TSESTree.CallExpression, fn: TSESTree.Node, isAssertion: (call: TSESTree.CallExpression) => boolean): boolean {
  if (call.arguments[0] !== fn) return false;
  if (call.callee.type === 'MemberExpression') return RUNS_ITS_FUNCTION.has(memberKey(call.callee) ?? '') && isAssertion(call);
  if (call.callee.type !== 'Identifier' || call.callee.name !== 'expect') return false;
  const whole = wholeChain(call);
  for (let node: TSESTree.Node = call; node !== whole && node.parent; node = node.parent) {
    if (node.parent.type === 'MemberExpression' && RUNS_ITS_FUNCTION.has(memberKey(node.parent) ?? '')) return true;
  }
  return false;
}

/** Rendering and state helpers of test libraries that also run the callback they are given before they return. */
const IN_PLACE_RUNNERS = new Set([...TRANSPARENT_FUNCTIONS, 'renderHook', 'render', 'mount', 'shallow', 'batch', 'flushSync']);

/**
 * The call runs the callback it is handed before it returns: `renderHook(() => …)`, `act(…)`, `items.forEach(…)`, a
 * promise's executor. What the callback writes is there when the call is done; it is no news from the background.
 */
export function runsCallbackInPlace(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  if (call.type === 'NewExpression') return isPromiseConstructor(call.callee);
  const name = calleeName(call.callee) ?? '';
  return call.callee.type === 'MemberExpression' ? SYNCHRONOUS_CALLBACK_METHODS.has(name) : IN_PLACE_RUNNERS.has(name);
}

/**
 * `act(() => sleep(50))`, `await act(async () => { … })`, `await t.step('x', async () => { … })`: a call that runs the
 * test's own callback in place, then lets the test go on after it. What follows the call follows its callback.
 */
export function isInPlaceWrapper(call: TSESTree.Node | undefined): call is TSESTree.CallExpression {
  if (call?.type !== 'CallExpression') return false;
  const name = calleeName(call.callee);
  return name === 'act' || name === 'step' || name === 'runInAction';
}

/**
 * Cypress commands that run their callback as part of the test's own queue: `cy.get('form').within(() => { cy.wait(500);
 * cy.contains('OK').click() })`, `.each(($row) => …)`, `.spread((a, b) => …)`. (`cy.intercept(url, (req) => …)` hands its
 * callback to the stubbed network, and `.should(fn)` retries it as a wait.)
 */
const CYPRESS_SCOPE_METHODS = new Set(['within', 'each', 'spread']);

/**
 * A promise or async library's collection method runs the test's function over a list, in order or a few at a time:
 * `Promise.mapSeries(brokers, async (b) => { await b.start(); await b.Promise.delay(100) })` (Bluebird, also on a
 * broker's `broker.Promise`), `async.eachSeries(items, fn, done)`. The list comes first: `broker.Promise.each(handler)`
 * alone is no such call.
 */
function runsOverList(call: TSESTree.CallExpression, callee: TSESTree.MemberExpression, key: string): boolean {
  return EACH_METHODS.has(key) && call.arguments.length >= 2 && !isFunction(call.arguments[0]) && namesPromiseOrAsyncLibrary(callee.object);
}

export function isTransparentCall(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  if (call.type === 'NewExpression') {
    return isPromiseConstructor(call.callee);
  }
  const callee = call.callee;
  if (callee.type === 'Identifier') return TRANSPARENT_FUNCTIONS.has(callee.name);
  // `start().then(…)`: the receiver may be any expression, the method name decides.
  const key = callee.type === 'MemberExpression' ? memberKey(callee) : null;
  if (key !== null && CYPRESS_SCOPE_METHODS.has(key) && startsFromCy((callee as TSESTree.MemberExpression).object)) return true;
  if (key !== null && runsOverList(call, callee as TSESTree.MemberExpression, key)) return true;
  return key !== null && (TRANSPARENT_METHODS.has(key) || runsInThePage(call, callee as TSESTree.MemberExpression, key));
}

/**
 * `page.evaluate(async () => { el.remove(); await sleep(10); return check(); })`, `page.$eval(sel, fn)`,
 * `driver.executeScript(fn)`, `browser.execute(fn)`: the test's own steps, run in the browser it drives. Only an
 * async script, which goes step by step, or one that returns the promise its timer settles; `page.evaluate(() => {
 * setTimeout(() => append(el), 50) })` stages work in the page, like a callback handed to the code.
 */
function runsInThePage(call: TSESTree.CallExpression, callee: TSESTree.MemberExpression, key: string): boolean {
  const script = call.arguments.find((argument) => isFunction(argument)) as FunctionNode | undefined;
  // (Async, or a promise as its whole body: `page.evaluate(() => new Promise((r) => setTimeout(r, 100)))`, also
  // returned at its end: `() => { window.seen = []; return new Promise((resolve) => { …; setTimeout(…) }) }`.)
  if (!script) return false;
  const last = script.body.type === 'BlockStatement' ? script.body.body.at(-1) : undefined;
  const settles = script.body.type === 'BlockStatement' ? (last?.type === 'ReturnStatement' ? last.argument : null) : script.body;
  if (!(script.async || (settles?.type === 'NewExpression' && isPromiseConstructor(settles.callee)))) return false;
  // On what drives a browser (`page`, `frame`, `page.locator('#x')`, `elementHandle`, `pageUtils`), not on the code's
  // own `engine.evaluate(async (facts) => …)`.
  if (PAGE_SCRIPT_METHODS.has(key)) return receiverNames(callee.object).some((name) => PAGE_RECEIVER.test(name));
  return (key === 'execute' || key === 'executeAsync') && calleeName(callee.object) === 'browser';
}
const PAGE_RECEIVER = /page|frame|locator|handle|element|browser|driver|worker|^(el|tab|\$\$?|getBy\w+)$/i;

/** The names along a receiver: `this.page.locator('#x')` → locator, page, this. */
function receiverNames(node: TSESTree.Node): string[] {
  const names: string[] = [];
  let current: TSESTree.Node = unwrap(node);
  for (let i = 0; i < 8; i++) {
    if (current.type === 'Identifier') names.push(current.name);
    if (current.type === 'MemberExpression') {
      names.push(memberKey(current) ?? '');
      current = unwrap(current.object);
    } else if (current.type === 'CallExpression') current = unwrap(current.callee);
    else break;
  }
  return names;
}

/** `await page.evaluate(async () => { …; await sleep(10); return el.textContent; })`: a script run in the page. */
export function isPageScript(call: TSESTree.Node | undefined): call is TSESTree.CallExpression {
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  const key = memberKey(call.callee);
  return key !== null && runsInThePage(call, call.callee, key);
}
/** Playwright's and Puppeteer's `evaluate…`, `$eval`, `$$eval`; WebDriver's `executeScript`. */
const PAGE_SCRIPT_METHODS: ReadonlySet<string> = new Set([
  'evaluate', 'evaluateHandle', 'evaluateAll', 'evaluateScript', '$eval', '$$eval', 'executeScript', 'executeAsyncScript',
]);
