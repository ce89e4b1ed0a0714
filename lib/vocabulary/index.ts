import { basename, dirname, extname, join, relative } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isResolvedSettings, readSettings, type ResolvedSettings } from '../settings';
import { assertionAt, type Assertion } from './assertions';
import { type Attempt, attemptAt, attemptObservedBy, isDoubleCreation, observe, type Observation, type ObserveOptions, type ObservedAttempt } from './attempts';
import { flagReading, type FlagReading } from './flags';
import { raisedOnlyByCallbacks, settledBefore, startsEmpty } from './settled-values';
import { cypressSupportFiles, exportTarget, type HelperModule, insideTestFolder, instanceMethods, loadHelperModule, mayNameSuiteModule, namesSuiteModule, type ModuleParser, type ParsedModule, resolveSuiteModule, runnerSetupFiles } from './helper-modules';
import { anyNode, calleeName, chainBase, cypressCommandOf, enclosingFunction, type FunctionNode, isArgumentOfCall, isFunction, isNightwatchCommand, isPromiseConstructor, isWebDriverConditionWait, GLOBAL_OBJECTS, matchesAny, memberKey, pathOf, unwrap } from './paths';
import { onlyDefinition, requiredSource, resolvePath, type Origin, type Resolved } from './resolve';
import { helperReaderFor } from './helper-reader';
import {
  blockingSleepAt,
  shellSleepAt,
  busyLoopAt,
  callbackSleepAt,
  promiseSleepAt,
  type Sleep,
  type SleepDefinition,
  isSeriesStep,
  isCapitalisedSleepName,
  isSleepName,
  mayContainSleep,
  unitOfSleepMethod,
  SLEEP_CALLEE_NAMES,
  sleepDefinition,
  hasSleepDefinitionShape,
  sleepDefinitionOfValue,
  singleExpression,
} from './sleeps';
import { classifyStatement, isInputPrimitive, isPollingLoop, type Step, stepsAfter, stepsOfBody, statementOf, statementsBefore } from './steps';
import { callsTestByName, classSuiteTestOf, declaresTestsByShape, type ExportedTest, exportedTestOf, type FunctionRole, isFixtureFunction, isTestName, isTransparentCall, objectSuiteTestOf, parseTestCall, runsCallbackInPlace, runsItsFunction, takesBrowserDriver, type TestCall, titledOptionsDeclarationOf } from './test-code';
import { isBarrierCall, mayBeWaitName, mayContainConditionWait, waitAt, type Wait } from './waits';

export type { Assertion, FlagReading, FunctionRole, Resolved, Sleep, Step, TestCall, Wait };
export type { Attempt, Observation, ObservedAttempt };

type AnyContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** Calls and options that install fake timers (Jest, Vitest, Sinon, node:test, a helper's `{ useFakeTimers: true }`). */
const FAKE_TIMER_INSTALLERS = String.raw`\buseFakeTimers\b|\bFakeTimers\b|\bfakeTimers\b|\bmock\.timers\.enable\b`;
/** `vi.useRealTimers()`; Sinon's and @sinonjs/fake-timers' `clock.restore()`, `clock.uninstall()`; node:test's `mock.timers.reset()`. */
const REAL_TIMER_CALLS = String.raw`\buseRealTimers\b|[cC]lock\.(?:restore|uninstall)\(|\bmock\.timers\.reset\(`;
const REAL_TIMERS = new RegExp(REAL_TIMER_CALLS);
const TIMER_SAYS = new RegExp(REAL_TIMER_CALLS + '|' + FAKE_TIMER_INSTALLERS, 'g');

/** Which way the last call in `text` sets the timers: 'real' for `useRealTimers`, 'fake' for an installer, or null. */
function lastTimerSay(text: string): 'fake' | 'real' | null {
  let last: string | null = null;
  for (const match of text.matchAll(TIMER_SAYS)) last = match[0];
  return last === null ? null : REAL_TIMERS.test(last) ? 'real' : 'fake';
}

/** Source-text evidence that a file drives timers by hand: an installer, or a call that moves the fake clock. */
const FAKE_TIMERS = new RegExp(FAKE_TIMER_INSTALLERS + String.raw`|\blolex\b|\.tickAsync\b|\badvanceTimersBy`);
const INSTALLER = new RegExp(FAKE_TIMER_INSTALLERS);
/**
 * Installers that leave a sleep real: `sinon.useFakeTimers({ shouldAdvanceTime: true })` or Jest's
 * `jest.useFakeTimers({ advanceTimers: true })`, whose fake clock also moves with real time, so a sleep on it still
 * lasts its length while the background work runs (ticking only jumps it ahead); and `sinon.useFakeTimers({ toFake:
 * ['setInterval'] })`, `jest.useFakeTimers({ doNotFake: ['setTimeout'] })`, which fake other timers than `setTimeout`,
 * the one sleeps are made of. (An empty `toFake: []` fakes every timer. Read in the installer's own options only: a
 * file that also names `FakeTimers` elsewhere, `FakeTimers.install(…)`, still counts as faking.)
 */
const LEAVES_SLEEPS_REAL = new RegExp(
  String.raw`\b(?:useFakeTimers|install)\(\s*\{[^}]*(?:\bshouldAdvanceTime\s*:\s*true|\badvanceTimers\s*:\s*(?:true|\d)|\btoFake\s*:\s*\[\s*(?!\])(?![^\]]*\bsetTimeout\b)[^\]]*\]|\bdoNotFake\s*:\s*\[[^\]]*\bsetTimeout\b[^\]]*\])[^}]*\}\s*\)`,
);
const EVERY_LEAVING_SLEEPS_REAL = new RegExp(LEAVES_SLEEPS_REAL.source, 'g');

/** Packages that drive a browser or a device for a test: a module importing one is a page object's. */
const BROWSER_DRIVER_MODULES = /^(protractor|@playwright\/test|playwright(-core)?|webdriverio|@wdio\/globals|testcafe|puppeteer(-core)?|selenium-webdriver|nightwatch|detox|codeceptjs|appium)$/;
/** The globals a browser runner hands its tests: WebdriverIO's and Nightwatch's `browser`, `driver`, `$`, `$$`; Cypress's `cy`. */
const GLOBAL_BROWSER_NAMES = new Set(['browser', 'driver', '$', '$$', 'cy']);
/** `by.id('price')`, `by.css('li')`, `by.xpath(…)`: a locator of Protractor's or Detox's globals, to find an element with. */
const DRIVER_GLOBAL_LOOKUP = /(?<![\w$.])by\.(?:id|css|xpath|text|label|type|traits|className|model|binding|buttonText|partialButtonText|linkText|partialLinkText|cssContainingText|repeater|name|tagName)\s*\(/;

/**
 * The shared vocabulary of one linted file: what is a sleep, a wait, an assertion, a barrier,
 * test code. Every rule of the plugin (and the sweep) asks these questions through this object,
 * so they agree; answers are cached per node, so each node is analysed once per file.
 */
export class Vocabulary {
  readonly settings: ResolvedSettings;
  private readonly resolved = new WeakMap<TSESTree.Node, Resolved | null>();
  private readonly testCalls = new WeakMap<TSESTree.Node, TestCall | null>();
  private readonly sleeps = new WeakMap<TSESTree.Node, Sleep | null>();
  private readonly waits = new WeakMap<TSESTree.Node, Wait | null>();
  private readonly pollingHelpers = new Map<string, boolean>();
  private readonly pollingFunctions = new WeakMap<TSESTree.Node, boolean>();
  private readonly roles = new WeakMap<TSESTree.Node, FunctionRole>();
  private readonly exportedTests = new WeakMap<FunctionNode, ExportedTest | null>();
  /** Functions whose role is being worked out: a helper called from another helper's callbacks asks again. */
  private readonly rolesInProgress = new Set<TSESTree.Node>();
  private readonly definitions = new WeakMap<TSESTree.Node, SleepDefinition | null>();
  private readonly steps = new WeakMap<TSESTree.Node, Step>();
  private readonly observedAttempts = new WeakMap<TSESTree.Node, ObservedAttempt | null>();
  private readonly fakeTimerNodes = new WeakMap<TSESTree.Node, boolean>();
  private fakeTimers: boolean | undefined;
  private constructed: Set<string> | undefined;
  private awaitedMembers: string[] | undefined;
  private declared: Map<string, TSESLint.Scope.Definition[]> | undefined;
  private readonly sleepyNames = new Map<string, boolean>();
  private sleepWords: boolean | undefined;
  private waitWords: boolean | undefined;
  private helperSleeps: boolean | undefined;
  private readonly modules = new Map<string, HelperModule | null>();
  private awaitedNames: Set<string> | undefined;
  /** Plain names called at the start of a line handed a function (see `awaitedCalls`). */
  private callbackNames: Set<string> | undefined;
  private readonly importedDefinitions = new Map<string, SleepDefinition | null>();
  private readonly gestureMembers = new Map<string, boolean>();
  private setupGlobals: Map<string, { source: string; from: string }> | undefined;
  private setupAssignments: Map<string, { module: HelperModule; value: TSESTree.Node }> | undefined;
  private readonly valueDefinitions = new WeakMap<TSESTree.Node, SleepDefinition | null>();
  private cypressCommands: Map<string, { module: HelperModule; fn: TSESTree.Node }> | undefined;
  private readonly commandDefinitions = new Map<string, SleepDefinition | null>();

  /**
   * @param helpers how to read the test file's own helper modules (`import { tick } from './utils'`): the file's
   * path and a parser. Without it (or for a helper module itself) imports are judged by their names only.
   */
  constructor(
    readonly sourceCode: Readonly<TSESLint.SourceCode>,
    settings: Readonly<Record<string, unknown>> | ResolvedSettings | undefined,
    private readonly helpers: HelperReader | null = null,
  ) {
    this.settings = isResolvedSettings(settings) ? settings : readSettings(settings);
  }

  /** The path of the file being linted, when the vocabulary was made for one (not for a helper module). */
  get filename(): string | null {
    return this.helpers?.filename ?? null;
  }

  /** The sleep a declared value is (a function whose body is one, `promisify(setTimeout)`), cached per value. */
  sleepDefinitionOfValue(value: TSESTree.Node): SleepDefinition | null {
    if (!this.valueDefinitions.has(value)) this.valueDefinitions.set(value, sleepDefinitionOfValue(value, this, 0));
    return this.valueDefinitions.get(value)!;
  }

  /**
   * The sleep an export of one of the suite's own files is (`export const tick = () => new Promise((r) =>
   * setTimeout(r, 0))`), read from that file; null when the module is no file of the suite's (a package), cannot be
   * read, or the export is something else.
   */
  importedSleepDefinition(source: string, exportName: string): SleepDefinition | null {
    // Asked for every call of a helper module's member: worked out once per export and linted file.
    const key = `${source}\0${exportName}`;
    if (!this.importedDefinitions.has(key)) this.importedDefinitions.set(key, this.readImportedSleepDefinition(source, exportName));
    return this.importedDefinitions.get(key)!;
  }

  /**
   * The sleep a Cypress command of the suite is, read from the support file that adds it
   * (`Cypress.Commands.add('waitDebounce', () => { cy.wait(500) })` for `cy.waitDebounce()`); null for a command the
   * suite does not add, or one that is something else.
   */
  cypressCommandSleep(name: string): SleepDefinition | null {
    if (!this.commandDefinitions.has(name)) {
      const command = this.suiteCypressCommands().get(name);
      this.commandDefinitions.set(name, command ? portable(helperDefinition(command.module, command.fn, this.settings)) : null);
    }
    return this.commandDefinitions.get(name)!;
  }

  /** The Cypress commands the suite's support files add, by name: read only for a file that drives Cypress. */
  private suiteCypressCommands(): Map<string, { module: HelperModule; fn: TSESTree.Node }> {
    if (this.cypressCommands) return this.cypressCommands;
    this.cypressCommands = new Map();
    const from = this.helpers?.filename;
    if (!this.helpers || !from || !CYPRESS_FILE.test(this.sourceCode.text)) return this.cypressCommands;
    for (const file of cypressSupportFiles(from)) {
      const module = loadHelperModule(file, this.helpers.parse, this.helpers.sourceCodeOf);
      for (const [command, fn] of module?.cypressCommands ?? []) if (!this.cypressCommands.has(command)) this.cypressCommands.set(command, { module: module!, fn });
    }
    return this.cypressCommands;
  }

  /** A command the suite adds is called in this file and sleeps (`cy.waitDebounce()`). */
  private callsSleepingCypressCommand(): boolean {
    for (const name of this.suiteCypressCommands().keys()) {
      if (this.sourceCode.text.includes(`.${name}(`) && this.cypressCommandSleep(name)) return true;
    }
    return false;
  }

  /** The suite's own file that `source` names could be read and exports `exportName` (whatever it is). */
  readsImportedExport(source: string, exportName: string): boolean {
    return this.helperExport(this.helperModule(source), exportName, 0) !== null;
  }

  private readImportedSleepDefinition(source: string, exportName: string): SleepDefinition | null {
    const found = this.helperExport(this.helperModule(source), exportName, 0);
    if (!found) return null;
    return portable(helperDefinition(found.module, found.value, this.settings));
  }

  /**
   * A helper module that is the suite's own test support by where it lives, seen from the test file (beside or below
   * it, `../utils.ts`, `../helpers/server.js`, `../../support/fake-server.ts`): the classes the tests make instances
   * of there are test utilities. A class of the code under test (`new Client()` from `../src/client`) is not read:
   * its methods are what the test exercises.
   */
  private testSupportModule(source: string): HelperModule | null {
    const from = this.helpers?.filename;
    if (!from || !mayNameSuiteModule(source)) return null;
    const file = resolveSuiteModule(from, source);
    if (!file) return null;
    // Judged by the path from the test file: beside or below it, or named as test support on the way, or both in
    // the same test folder (`test/apps/AppRunner.ts` for `test/apps/basics/test.ts`).
    const path = relative(dirname(from), file);
    const support = !path.startsWith('..') || TEST_SUPPORT_PATH.test(path) || insideTestFolder(commonFolder(dirname(from), dirname(file)));
    return support ? this.helperModule(source) : null;
  }

  /**
   * The import names a module of the code under test by where it points, read from the path alone: out of the test
   * file's folder (`../../projects/toast/src/lib/constants`), through no folder or file named for test support, and not
   * into a test folder.
   */
  importsCodeUnderTest(source: string): boolean {
    const from = this.helpers?.filename;
    if (!from || !source.startsWith('../')) return false;
    const target = join(dirname(from), source);
    // `../../src/utils/openPopup`: below the code's source root, `utils` and `helpers` are the code's own; only a
    // name made for tests (`../../src/test-utils/x`, `../../src/__mocks__/y`) is test support there.
    const inward = source.replace(/^(\.\.\/)+/, '');
    const support = SOURCE_ROOT.test(inward) ? TEST_ONLY_PATH : TEST_SUPPORT_PATH;
    return !support.test(source) && !insideTestFolder(dirname(target));
  }

  /**
   * In a file of an end-to-end suite, the import names a module of the suite's own constants or settings, outside the
   * code's source folder (`../constants/timeoutConstants`, `../../config`): its timeouts are the suite's patience. (In a
   * unit suite `../config` may well be the code's own; `../../projects/toast/src/lib/constants` is the code's.)
   */
  importsSuiteConstants(source: string): boolean {
    return !SOURCE_FOLDER_ON_PATH.test(source) && CONSTANTS_MODULE.test(source) && this.isEndToEndFile();
  }

  /** The import names a module of the suite's own test support (see testSupportModule): `import { TestBuilder } from './utils'`. */
  importsTestSupport(source: string): boolean {
    return this.testSupportModule(source) !== null;
  }

  private helperModule(source: string, from = this.helpers?.filename): HelperModule | null {
    if (!this.helpers || !from || !mayNameSuiteModule(source)) return null;
    // Asked once per module and linted file: the disk is looked at once per file, not once per call.
    const key = `${from}\0${source}`;
    if (this.modules.has(key)) return this.modules.get(key)!;
    const file = resolveSuiteModule(from, source);
    const module = file ? loadHelperModule(file, this.helpers.parse, this.helpers.sourceCodeOf) : null;
    this.modules.set(key, module);
    return module;
  }

  /** An export of a helper module, also through its re-exports (`export * from './nextTick'` in an index). */
  private helperExport(module: HelperModule | null, name: string, depth: number): { module: HelperModule; value: TSESTree.Node } | null {
    if (!module || depth > 3) return null;
    const value = module.exported.get(name);
    if (value) return { module, value };
    for (const reexport of module.reexports) {
      if (reexport.exported !== null && reexport.exported !== name) continue;
      const found = this.helperExport(this.helperModule(reexport.source, module.file), reexport.imported ?? name, depth + 1);
      if (found) return found;
    }
    return null;
  }

  /** The file imports a helper module of its own suite that exports a sleep: then `tick()` can be one. */
  private importsHelperSleeps(): boolean {
    if (this.helperSleeps !== undefined) return this.helperSleeps;
    this.helperSleeps = false;
    if (!this.helpers) return false;
    // `require('./test-env')` filling `global.helpers`: the members of it the file awaits (`await helpers.timeout(1000)`).
    for (const global of this.globalsFilledBySetup().keys()) {
      if (this.awaitedMembersOf(global).some((member) => this.globalHelperMemberSleep(global, member))) {
        this.helperSleeps = true;
        return true;
      }
    }
    // Only names the file awaits a call of (`await tick()`, `await TestUtil.wait(5)`) are looked up, so the modules
    // under test that a test file imports (`import { createQueue } from '../src/queue'`) are mostly not read for
    // nothing. (A module required whole whose members the file awaits, `await app.start()`, is read once per file.)
    for (const statement of this.sourceCode.ast.body) {
      if (statement.type !== 'ImportDeclaration' && statement.type !== 'VariableDeclaration') continue;
      for (const imported of suiteImportsOf(statement)) {
        // `const TestUtil = require('../TestUtil')`: the members of the module the file awaits (`await
        // TestUtil.promiseWaitMilliseconds(1000)`).
        const names = imported.name === '*' ? this.awaitedMembersOf(imported.local) : this.callsAsSleep(imported.local, imported.source) ? [imported.name] : [];
        // `import loginPage from './login.page'` … `await loginPage.settle(500)`: the members of a default export.
        if (imported.name === 'default') names.push(...this.awaitedMembersOf(imported.local).map((member) => `default.${member}`));
        if (names.some((name) => this.importedSleepDefinition(imported.source, name))) {
          this.helperSleeps = true;
          return true;
        }
        // `utils = new Utils()` … `await utils.flushPromises()`: the methods the file awaits on any object, when it
        // makes instances of a class it imports. (A module required whole, `const TestHelper = require('./helpers/TestHelper')`,
        // names its `module.exports`, the default export.)
        if (this.constructedNames().has(imported.local)) {
          const className = imported.name === '*' ? 'default' : imported.name;
          if (this.awaitedMemberNames().some((member) => this.importedClassMemberSleep(imported.source, className, member))) {
            this.helperSleeps = true;
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The names the file's text makes instances of (`new Utils(`), found in one pass. */
  private constructedNames(): Set<string> {
    if (!this.constructed) {
      this.constructed = new Set();
      for (const match of this.sourceCode.text.matchAll(CONSTRUCTED)) this.constructed.add(match[1]);
    }
    return this.constructed;
  }

  /** The method names of the member calls the file awaits (`await utils.flushPromises()` gives `flushPromises`). */
  private awaitedMemberNames(): string[] {
    this.awaitedMembers ??= [...new Set([...this.awaitedCalls()].filter((name) => name.includes('.')).map((name) => name.slice(name.lastIndexOf('.') + 1)))];
    return this.awaitedMembers;
  }

  /** The file's text awaits, returns or chains a call of `name` somewhere (`await tick()`, `return later(5).then`). */
  private awaitsCallOf(name: string): boolean {
    return this.awaitedCalls().has(name);
  }

  /**
   * The file calls `name`, imported from `source`, the way a sleep helper is called: awaited, returned or chained, or
   * at the start of a line handed a function (`deferred(() => expect(values)…)`) when `source` is the suite's test
   * support (not the code under test, whose own timers the test exercises).
   */
  private callsAsSleep(name: string, source: string): boolean {
    if (this.awaitsCallOf(name)) return true;
    this.awaitedCalls();
    return !!this.callbackNames?.has(name) && this.importsTestSupport(source);
  }

  /** The members of `object` the file awaits a call of: `await TestUtil.wait(5)` gives `wait` for `TestUtil`. */
  private awaitedMembersOf(object: string): string[] {
    const members: string[] = [];
    for (const name of this.awaitedCalls()) if (name.startsWith(`${object}.`)) members.push(name.slice(object.length + 1));
    return members;
  }

  private awaitedCalls(): Set<string> {
    // One pass over the text collects every name called that way.
    if (!this.awaitedNames) {
      this.awaitedNames = new Set();
      for (const match of this.sourceCode.text.matchAll(AWAITED_CALL)) this.awaitedNames.add(match[1] ?? match[2]);
      // Cypress queues its commands: in a file that drives `cy`, a helper called as a statement (`waitUntil(3000);`)
      // holds the commands after it if its body queues `cy.wait(n)`.
      // (Also in a file of an end-to-end suite that drives it only through such helpers: `apps/gauzy-e2e/…/Expenses.po.ts`.)
      const drivesCypress = CYPRESS_FILE.test(this.sourceCode.text) || END_TO_END_PATH.test(this.helpers?.filename ?? '');
      if (drivesCypress) for (const match of this.sourceCode.text.matchAll(STATEMENT_CALL)) this.awaitedNames.add(match[1]);
      // Protractor's control flow queues a helper module's commands the same way: `actionLib.explicitWait(2000);`.
      // (Elsewhere only a member named for waiting is looked up that way: its definition still decides.)
      const drivesQueue = drivesCypress || PROTRACTOR_FILE.test(this.sourceCode.text) || DRIVER_GLOBAL_LOOKUP.test(this.sourceCode.text);
      for (const match of this.sourceCode.text.matchAll(STATEMENT_MEMBER_CALL)) if (drivesQueue || WAITING_NAME.test(match[1])) this.awaitedNames.add(match[1]);
      // A call at the start of a line handed a function: a callback timer of the suite's own, perhaps, whose definition
      // decides. A member handed a length and then the function, `testHelper.tick(200, () => { … })`, is looked up
      // as an awaited one is; a plain name handed the function first or after one value, `deferred(() =>
      // expect(values)…)`, `later(100, () => { … })`, only when the suite's test support exports it (see
      // `callsAsSleep`: a function of the code under test called that way is what the test exercises).
      this.callbackNames = new Set();
      for (const match of this.sourceCode.text.matchAll(CALLBACK_CALL)) {
        if (match[1].includes('.')) {
          if (match[2]) this.awaitedNames.add(match[1]);
        } else {
          this.callbackNames.add(match[1]);
        }
      }
    }
    return this.awaitedNames;
  }

  /**
   * `TestUtil.promiseWaitMilliseconds(1000)` where `const TestUtil = require('../TestUtil')` or `import * as util from
   * './util'`: a member of the module object of one of the suite's helper modules, when the module defines it as a
   * sleep. A default import names the module's default export: its members count when it is an object the module
   * writes in place (`import testUtil from './util'` with `export default { wait: (cb) => setTimeout(cb, 500) }`).
   */
  helperModuleMemberSleep(resolved: Resolved): SleepDefinition | null {
    const origin = resolved.origin;
    if (resolved.local.length === 2 && origin?.kind === 'global') return this.globalHelperMemberSleep(resolved.local[0], resolved.local[1]);
    if (resolved.local.length !== 2 || origin?.kind !== 'import') return null;
    if (origin.path.length === 1 && origin.path[0] === 'default') return this.importedSleepDefinition(origin.source, `default.${resolved.local[1]}`);
    if (origin.path.length !== 0) return null;
    return this.importedSleepDefinition(origin.source, resolved.local[1]);
  }

  /**
   * `await helpers.timeout(1000)` where the file loads a setup file for its side effects (`require('./test-env')`) that
   * fills the global (`global.helpers = require('./helpers')`): the member, judged by its definition in that module.
   */
  private globalHelperMemberSleep(global: string, member: string): SleepDefinition | null {
    const key = `global\0${global}\0${member}`;
    if (!this.importedDefinitions.has(key)) {
      const filled = this.globalsFilledBySetup().get(global);
      const found = (filled ? this.helperExport(this.helperModule(filled.source, filled.from), member, 0) : null) ?? this.runnerSetupAssignments().get(`${global}.${member}`) ?? null;
      this.importedDefinitions.set(key, found ? portable(helperDefinition(found.module, found.value, this.settings)) : null);
    }
    return this.importedDefinitions.get(key)!;
  }

  /**
   * `pause(500)` where a setup file the test runner loads writes `global.pause = (ms) => new Promise((r) =>
   * setTimeout(r, ms))`: the global, judged by its definition there.
   */
  globalSetupSleep(name: string): SleepDefinition | null {
    const key = `setup\0${name}`;
    if (!this.importedDefinitions.has(key)) {
      const found = this.runnerSetupAssignments().get(name);
      this.importedDefinitions.set(key, found ? portable(helperDefinition(found.module, found.value, this.settings)) : null);
    }
    return this.importedDefinitions.get(key)!;
  }

  /**
   * Functions the runner's setup files (`runnerSetupFiles`: Jasmine's helpers, Jest's setup files, Mocha's requires)
   * write onto globals at their top level: `jasmine.timeout = (t = 100) => new Promise(…)` under `jasmine.timeout`,
   * `global.pause = …` (also `globalThis`, `window`) under `pause`.
   */
  private runnerSetupAssignments(): Map<string, { module: HelperModule; value: TSESTree.Node }> {
    if (this.setupAssignments) return this.setupAssignments;
    this.setupAssignments = new Map();
    if (!this.helpers?.filename) return this.setupAssignments;
    for (const file of runnerSetupFiles(this.helpers.filename)) {
      const module = loadHelperModule(file, this.helpers.parse, this.helpers.sourceCodeOf);
      for (const [name, value] of module ? globalAssignmentsOf(module) : []) {
        if (!this.setupAssignments.has(name)) this.setupAssignments.set(name, { module: module!, value });
      }
    }
    return this.setupAssignments;
  }

  /** The globals the setup files this file loads for their side effects fill with a module: name → that module's source. */
  private globalsFilledBySetup(): Map<string, { source: string; from: string }> {
    if (this.setupGlobals) return this.setupGlobals;
    this.setupGlobals = new Map();
    for (const statement of this.sourceCode.ast.body) {
      const setup = sideEffectSource(statement);
      const module = setup ? this.helperModule(setup) : null;
      if (!module) continue;
      for (const filled of module.sourceCode.ast.body) {
        const global = globalFilledWithModule(filled);
        if (global && !this.setupGlobals.has(global.name)) this.setupGlobals.set(global.name, { source: global.source, from: module.file });
      }
    }
    return this.setupGlobals;
  }

  /**
   * `utils.flushPromises()` where `utils = new Utils()` (every value the variable is given) and `Utils` is a class a
   * helper module of the suite exports: the method, or a field holding a function, judged by its definition there.
   */
  helperInstanceMemberSleep(resolved: Resolved): SleepDefinition | null {
    const member = this.helperClassMemberOf(resolved);
    return member ? this.importedClassMemberSleep(member.source, member.className, member.name) : null;
  }

  /**
   * `I.releaseDrag` with `I = new CarouselModel(page)` (every value the variable is given) and `CarouselModel` imported
   * from a module of the suite: where the class comes from, and the member's name.
   */
  private helperClassMemberOf(resolved: Resolved): { source: string; className: string; name: string } | null {
    const origin = resolved.origin;
    if (resolved.local.length !== 2 || origin?.kind !== 'local' || !this.helpers) return null;
    const created = classOfInstances(origin.variable);
    const imported = created ? this.resolve(created)?.imported : null;
    if (!imported || imported.path.length > 1) return null;
    return { source: imported.source, className: imported.path[0] ?? 'default', name: resolved.local[1] };
  }

  /** A member of a class the suite's test support exports, and the module it is read from; null when not found. */
  private supportClassMember(source: string, className: string, name: string): { module: HelperModule; value: TSESTree.Node } | null {
    const found = this.helperExport(this.testSupportModule(source), className, 0);
    const value = found ? classMember(found.value, name) : null;
    return found && value ? { module: found.module, value } : null;
  }

  /**
   * A part of a gesture on a page's input devices (`page.mouse.up()`, see `isInputPrimitive`), also through a function
   * of the file or a method of the suite's own page model whose body is only such parts: `await I.releaseDrag()` with
   * `I = new CarouselModel(page)` and `async releaseDrag() { await this.page.mouse.up() }`.
   */
  isGesturePart(node: TSESTree.Node): boolean {
    if (isInputPrimitive(node)) return true;
    const call = unwrap(node.type === 'AwaitExpression' ? node.argument : node);
    if (call.type !== 'CallExpression') return false;
    const local = this.localFunction(call.callee);
    if (local) return onlyGestureParts(local);
    const resolved = this.resolve(call.callee);
    const member = resolved ? this.helperClassMemberOf(resolved) : null;
    if (!member) return false;
    const key = `${member.source}\0${member.className}#${member.name}`;
    if (!this.gestureMembers.has(key)) {
      const value = this.supportClassMember(member.source, member.className, member.name)?.value;
      this.gestureMembers.set(key, !!value && isFunction(value) && onlyGestureParts(value));
    }
    return this.gestureMembers.get(key)!;
  }

  private importedClassMemberSleep(source: string, className: string, member: string): SleepDefinition | null {
    const key = `${source}\0${className}#${member}`;
    if (!this.importedDefinitions.has(key)) {
      const found = this.supportClassMember(source, className, member);
      this.importedDefinitions.set(key, found ? portable(helperDefinition(found.module, found.value, this.settings)) : null);
    }
    return this.importedDefinitions.get(key)!;
  }

  /**
   * The call calls a parameter of `fn` by its plain name: the `done` a test or hook was handed (`done()`), not a local
   * of the same name. With `orItsMethods`, also a method of that parameter (`t.end()` on the test's context).
   */
  callsParameterOf(call: TSESTree.Node | null | undefined, fn: TSESTree.Node | null | undefined, orItsMethods = false): boolean {
    if (!fn || call?.type !== 'CallExpression' || (call.callee.type !== 'Identifier' && !orItsMethods)) return false;
    const origin = this.resolve(call.callee)?.origin;
    return origin?.kind === 'parameter' && origin.fn === fn;
  }

  /** What the expression names, through scope and imports. */
  resolve(node: TSESTree.Node): Resolved | null {
    if (this.resolved.has(node)) return this.resolved.get(node)!;
    let result: Resolved | null = null;
    if (pathOf(node)) result = resolvePath(node, this.sourceCode.getScope(node));
    this.resolved.set(node, result);
    return result;
  }

  /**
   * The sleep `this.pause(500)` (or `super.pause(500)`) calls in a method of a class: the class's own method of that
   * name, or, failing that, its base class's: one the file declares, or the class a helper module of the suite exports
   * (`const Page = require('../page'); class AppBrowsePanel extends Page`, a page object's base class). Null when the
   * method is not found or is no sleep.
   */
  thisMethodSleep(callee: TSESTree.MemberExpression): SleepDefinition | null {
    if (callee.computed || callee.property.type !== 'Identifier') return null;
    const name = callee.property.name;
    const start = classOfMethod(callee);
    if (!start) return null;
    let cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression = start;
    // (`super.pause()` skips the class's own method.)
    let own = callee.object.type === 'Super' ? null : classMember(cls, name);
    for (let hops = 0; !own && hops < 3; hops++) {
      const base: TSESTree.Node | null = cls.superClass;
      if (base?.type !== 'Identifier') return null;
      const origin: Origin | null | undefined = this.resolve(base)?.origin;
      const declared: TSESTree.Node | null | undefined = origin?.kind === 'local' ? (origin.init ? unwrap(origin.init) : origin.variable.defs[0]?.node) : null;
      if (declared?.type === 'ClassDeclaration' || declared?.type === 'ClassExpression') {
        cls = declared;
        own = classMember(cls, name);
        continue;
      }
      if (origin?.kind !== 'import' || origin.path.length > 1) return null;
      const found = this.helperExport(this.helperModule(origin.source), origin.path[0] ?? 'default', 0);
      const inherited = found ? classMember(found.value, name) : null;
      return found && inherited ? portable(helperDefinition(found.module, inherited, this.settings)) : null;
    }
    return own ? this.sleepDefinitionOfValue(own) : null;
  }

  /** The function a name stands for when the file declares it (`function testCache() {…}`, `const check = () => …`). */
  localFunction(node: TSESTree.Node): FunctionNode | null {
    if (node.type !== 'Identifier') return null;
    const origin = this.resolve(node)?.origin;
    if (origin?.kind !== 'local' || !origin.init) return null;
    const init = unwrap(origin.init);
    return isFunction(init) ? init : null;
  }

  matchesSetting(key: 'sleeps' | 'waits' | 'attempts' | 'barriers' | 'tests', path: string[] | null): boolean {
    return matchesAny(path, this.settings[key]);
  }

  /** The test-framework call (`it`, `describe.each`, `beforeEach`, `t.test`), or null. */
  testCall(node: TSESTree.CallExpression): TestCall | null {
    if (this.testCalls.has(node)) return this.testCalls.get(node)!;
    const result = parseTestCall(node, {
      resolve: (callee) => this.resolve(callee),
      userTestPatterns: (path) => this.matchesSetting('tests', path),
      isTestContextParameter: (resolved) => this.isTestContextParameter(resolved),
      isSuiteParameter: (resolved) => this.isSuiteParameter(resolved),
    });
    const inferred = result ?? declaresTestsByShape(node, (fn) => this.isTestBody(fn));
    this.testCalls.set(node, inferred);
    return inferred;
  }

  private declaresTestsCache: boolean | undefined;
  private topLevelChecks: boolean | undefined;
  private driverImport: boolean | undefined;
  /**
   * Whether the file declares any test, hook or describe, or calls one by its usual name (`it(…)`, `test.group(…)`) for
   * a runner the vocabulary does not know. A file that does neither (a fixture app, a script a test spawns, a manual
   * check) runs its top-level code as a program, not as a test's steps.
   */
  declaresTests(): boolean {
    this.declaresTestsCache ??= anyNode(this.sourceCode.ast, (node) => node.type === 'CallExpression' && (callsTestByName(node) || this.testCall(node) !== null), {
      intoFunctions: true,
    });
    return this.declaresTestsCache;
  }

  /**
   * The node is part of a program, not of a test: the file declares no test, and the node sits at its top level or in
   * callbacks handed on from there (`server.listen(0, () => { setTimeout(() => server.close(), 1000) })`). Functions
   * the file declares are left to roleOf: a helper module's functions run as steps of the tests that call them.
   */
  runsAsProgram(node: TSESTree.Node): boolean {
    for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
      if (!isArgumentOfCall(fn) || (fn.parent?.type === 'CallExpression' && isCypressCommandDefinition(fn.parent, fn))) return false;
    }
    return !this.declaresTests() && !this.isTestScript();
  }

  /**
   * The function is a helper of the suite's own support module, run by tests in other files: the module declares no
   * test, and the function is one of its top-level declarations (`export async function openMenu(page) { … }`), a
   * method of a top-level object (`module.exports = { async login() { … } }`) or of a support class (a page object:
   * `class GeneralTab extends SettingsTab { async selectLanguage(x) { … } }`). Its name, or null. Functions handed
   * to a call (`server.on('request', …)`) are not helpers of this kind.
   */
  supportHelperName(fn: FunctionNode): string | null {
    if (this.declaresTests() || this.isTestScript()) return null;
    const parent = fn.parent;
    if (isNightwatchCommand(fn)) return fn.id?.name ?? 'command';
    if (fn.type === 'FunctionDeclaration') {
      if (!fn.id) return null;
      if (atModuleTop(parent)) return fn.id.name;
      // `const Applications = (page) => { async function openDetails() { … } return { openDetails } }`: one of the
      // helpers of the object a page factory returns (not a function it returns alone, `return open`).
      const name = fn.id.name;
      const returned =
        parent?.type === 'BlockStatement' &&
        parent.body.some(
          (statement) =>
            statement.type === 'ReturnStatement' &&
            statement.argument?.type === 'ObjectExpression' &&
            returnedByPageFactory(statement.argument) &&
            statement.argument.properties.some((property) => property.type === 'Property' && property.value.type === 'Identifier' && property.value.name === name),
        );
      return returned ? name : null;
    }
    // `export default async (selector) => { … }` in `support/action/click.ts`: called by the name of its file.
    if (parent?.type === 'ExportDefaultDeclaration') {
      if (!this.isPageStepModule(fn)) return null;
      const file = this.helpers?.filename ?? '';
      return basename(file, extname(file)) || 'default';
    }
    // `Cypress.Commands.add('uiCreateBoard', (item) => { … })` at the top of a support file: `cy.uiCreateBoard(item)`.
    const command = parent?.type === 'CallExpression' ? cypressCommandOf(parent) : null;
    if (command?.fn === fn && parent!.parent?.type === 'ExpressionStatement' && atModuleTop(parent!.parent.parent)) return command.name !== null ? `cy.${command.name}` : null;
    if (parent?.type === 'VariableDeclarator' && parent.init === fn && parent.id.type === 'Identifier') {
      return atModuleTop(parent.parent?.parent) ? parent.id.name : null;
    }
    // `module.exports = async function () { const I = this; … }`, `exports.login = function …`: what the module exports.
    if (parent?.type === 'AssignmentExpression' && parent.right === fn && parent.parent?.type === 'ExpressionStatement' && atModuleTop(parent.parent.parent)) {
      const target = exportTarget(parent.left);
      return target === null ? null : target || 'module.exports';
    }
    if (parent?.type !== 'MethodDefinition' && parent?.type !== 'PropertyDefinition' && parent?.type !== 'Property') return null;
    // (A key may be a title: `export const switchMonitorTests = { 'should switch to Log Monitor': async (driver) => … }`.)
    const key = parent.computed ? null : parent.key.type === 'Identifier' ? parent.key.name : parent.key.type === 'Literal' && typeof parent.key.value === 'string' ? parent.key.value : null;
    if (!key) return null;
    if (parent.type === 'Property') {
      // `const helpers = { … }`, `export default { … }`, `module.exports = { … }` at the top of the module.
      const object = parent.parent;
      if (object.type !== 'ObjectExpression') return null;
      if (keptAtModuleTop(object, true)) return key;
      // `var HomePage = Object.create(Page, { clickHome: { value: function () { … } } })`: a method given through its
      // property descriptor (Protractor's older page objects), called by the descriptor's name, `HomePage.clickHome()`.
      const described = (key === 'value' || key === 'get') && parent.value === fn ? describedProperty(object) : null;
      if (described) return described;
      // `module.exports = { commands: [{ submit() { … } }], elements: { … } }`: a Nightwatch page object's commands.
      if (object.parent?.type === 'ArrayExpression' && isPageObjectCommands(object.parent)) return key;
      return returnedByPageFactory(object) ? key : null;
    }
    if (parent.type === 'MethodDefinition' && parent.kind !== 'method') return null;
    const cls = parent.parent.parent;
    return (cls?.type === 'ClassDeclaration' || cls?.type === 'ClassExpression') && this.isSupportClass(cls) ? key : null;
  }

  /**
   * A class of the suite's support rather than a stand-in for something the code under test calls: no decorators (a
   * job handler a framework collects), no `implements` (a fake of an interface), and it extends nothing, a class of
   * this file, or one imported from the suite's own support (`import BasePage from './basepage.js'`), not a class of a
   * package or of the code under test (`class FakeSocket extends EventEmitter`). Or a page object of a library of them,
   * whatever it extends or implements: its methods or its constructor are handed the browser driver (`async
   * closeSearch(page: Page)` in `class FOBasePage extends CommonPage implements FOBasePagePageInterface`,
   * `constructor(page: Page)`), which no stand-in for the code is.
   */
  private isSupportClass(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression): boolean {
    if ((cls.decorators?.length ?? 0) > 0) return false;
    // (Its constructor too: Playwright's page objects are built around the page, `constructor(page: Page)`.)
    if (cls.body.body.some((member) => member.type === 'MethodDefinition' && (member.kind === 'method' || member.kind === 'constructor') && member.value.type === 'FunctionExpression' && takesBrowserDriver(member.value))) return true;
    if ((cls.implements?.length ?? 0) > 0) return false;
    if (!cls.superClass) return true;
    const origin = this.resolve(cls.superClass)?.origin;
    if (origin?.kind === 'import') return (namesSuiteModule(origin.source) && !this.importsCodeUnderTest(origin.source)) || this.drivesBrowser(cls);
    return origin?.kind === 'local';
  }

  /**
   * `class LoginPage extends Core { submit() { $('#login').click(); browser.pause(1000) } }` with `import Core from
   * 'Core'` (a path alias the suite's config maps), `class SignInPage extends BasePage` from `@pages/backoffice`: a
   * method drives the browser through the runner's global (`browser`, `driver`, `$`, `cy`), or the page or driver the
   * object keeps (`this.page.click(…)`, `this.driver.findElement(…)`: `class CreateRecordPage extends BaseCitPage` from
   * a package of the team's page objects), which a stand-in for the code under test never does. A page object,
   * whatever its base.
   */
  private drivesBrowser(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression): boolean {
    let drives = this.classesDrivingBrowser.get(cls);
    if (drives === undefined) {
      drives = anyNode(cls.body, (node) => node.type === 'CallExpression' && (callsOwnBrowser(node) || this.callsBrowserGlobal(node)), { intoFunctions: true });
      this.classesDrivingBrowser.set(cls, drives);
    }
    return drives;
  }
  private readonly classesDrivingBrowser = new WeakMap<TSESTree.Node, boolean>();

  /** `browser.pause(500)`, `$(selector).click()`, `cy.get('a')`: a call on a browser runner's global, not a name of the file's. */
  private callsBrowserGlobal(call: TSESTree.CallExpression): boolean {
    const base = chainBase(call.callee);
    return base.type === 'Identifier' && GLOBAL_BROWSER_NAMES.has(base.name) && this.resolve(base)?.origin?.kind === 'global';
  }

  /**
   * `const watcher = tjs.watch(dir, cb); await sleep(1000); …; assert.ok(eventCount >= 5)` at the top of a file: a
   * script that asserts as it goes is a test of its own (txiki.js's, a project's own runner), not a program a test runs.
   */
  isTestScript(): boolean {
    this.topLevelChecks ??= !this.declaresTests() && this.sourceCode.ast.body.some((statement) => this.classifyStatement(statement).kind === 'assertion');
    return this.topLevelChecks;
  }

  /**
   * The file imports a browser driver (`import { browser, element } from 'protractor'`, `@playwright/test`,
   * `webdriverio`, `testcafe`, …): a page object's module, whose classes and objects act on the page.
   */
  importsBrowserDriver(): boolean {
    // (Or finds elements through the locators Protractor and Detox give as globals, `element(by.id('price'))`, importing nothing.)
    this.driverImport ??= DRIVER_GLOBAL_LOOKUP.test(this.sourceCode.text) || this.sourceCode.ast.body.some((statement) => statement.type === 'ImportDeclaration' && BROWSER_DRIVER_MODULES.test(statement.source.value)) ||
      anyNode(this.sourceCode.ast, (node) => node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal' && typeof node.arguments[0].value === 'string' && BROWSER_DRIVER_MODULES.test(node.arguments[0].value));
    return this.driverImport;
  }

  /**
   * The file belongs to an end-to-end suite: it drives a browser (imports a driver, drives `cy`) or lies in an
   * end-to-end folder or a folder of page objects. Such a suite runs the app from outside; it imports none of its code.
   */
  isEndToEndFile(): boolean {
    const file = this.helpers?.filename ?? '';
    this.endToEnd ??= this.importsBrowserDriver() || CYPRESS_FILE.test(this.sourceCode.text) || END_TO_END_PATH.test(file) || PAGE_OBJECT_FOLDER.test(file);
    return this.endToEnd;
  }
  private endToEnd?: boolean;

  /** The file sits in a folder of page objects (`page_objects/`, `pageObjects/`, `screen-objects/`): its classes drive the app's screens. */
  inPageObjectFolder(): boolean {
    return PAGE_OBJECT_FOLDER.test(this.helpers?.filename ?? '');
  }

  /** The function is the callback of a test call (a test, a hook or a describe). */
  private isTestBody(fn: TSESTree.Node): boolean {
    const call = fn.parent;
    return call?.type === 'CallExpression' && call.arguments.includes(fn as TSESTree.CallExpressionArgument) && this.testCall(call) !== null;
  }

  /**
   * The test or hook the function is as the file exports it (see `exportedTestOf`), or as a function of a suite object
   * (Intern's `registerSuite`, see `objectSuiteTestOf`), or as a method of a class of tests (Ember's `moduleFor`, see
   * `classSuiteTestOf`), or null.
   */
  exportedTest(fn: FunctionNode): ExportedTest | null {
    const parent = fn.parent;
    if (parent?.type === 'MethodDefinition') {
      if (!this.exportedTests.has(fn)) this.exportedTests.set(fn, classSuiteTestOf(fn));
      return this.exportedTests.get(fn)!;
    }
    if (parent?.type !== 'Property' && parent?.type !== 'AssignmentExpression') return null;
    if (!this.exportedTests.has(fn)) this.exportedTests.set(fn, exportedTestOf(fn) ?? objectSuiteTestOf(fn));
    return this.exportedTests.get(fn)!;
  }

  /** True for the `it` of ava-spec's `describe('x', (it) => { it('y', …) })`: the describe hands in its test function. */
  isSuiteParameter(resolved: Resolved): boolean {
    const origin = resolved.origin;
    if (origin?.kind !== 'parameter' || !isFunction(origin.fn)) return false;
    const fn = origin.fn;
    const first = fn.params[0];
    if (first?.type !== 'Identifier' || first.name !== resolved.local[0] || !isTestName(first.name)) return false;
    const parent = fn.parent;
    return parent?.type === 'CallExpression' && parent.arguments.includes(fn as TSESTree.CallExpressionArgument) && this.testCall(parent)?.kind === 'describe';
  }

  /** True for the `t` of `test('x', async (t) => …)`: node:test, tap and AVA test contexts, and nodeunit's `test`. */
  isTestContextParameter(resolved: Resolved): boolean {
    const origin = resolved.origin;
    if (origin?.kind !== 'parameter' || !isFunction(origin.fn)) return false;
    const fn = origin.fn;
    if (fn.params[0]?.type !== 'Identifier' || fn.params[0].name !== resolved.local[0]) return false;
    if (this.exportedTest(fn)?.kind === 'test') return true;
    const parent = fn.parent;
    return parent?.type === 'CallExpression' && parent.arguments.includes(fn as TSESTree.CallExpressionArgument) && this.testCall(parent) !== null;
  }

  /**
   * Whether `name` is declared anywhere in the file (imports, variables, functions, parameters) in a way that can make
   * a call a wait (any declaration) or a sleep (one whose declaration names a sleep word: `const settle = (ms) => new
   * Promise((r) => setTimeout(r, ms))`, `import later from 'delay'`; no other declaration can make a call a sleep).
   * The names are gathered once per file; a declaration's text is read only when a call by that name asks.
   */
  private isDeclared(name: string, key: 'sleeps' | 'waits'): boolean {
    if (!this.declared) {
      this.declared = new Map();
      for (const scope of this.sourceCode.scopeManager?.scopes ?? []) {
        for (const variable of scope.variables) {
          if (variable.defs.length === 0) continue;
          const defs = this.declared.get(variable.name);
          if (defs) defs.push(variable.defs[0]);
          else this.declared.set(variable.name, [variable.defs[0]]);
        }
      }
    }
    const defs = this.declared.get(name);
    if (!defs) return false;
    if (key === 'waits') return true;
    let sleepy = this.sleepyNames.get(name);
    if (sleepy === undefined) {
      sleepy = defs.some((def) => {
        const declaration = sleepDeclarationText(def);
        if (declaration === null) return false;
        if (mayContainSleep(this.sourceCode.getText(declaration), [])) return true;
        // `import { tick } from './utils'`, `const { wait } = require('../helpers')`: the helper file decides.
        const imported = suiteImportOf(def, name);
        return imported !== null && this.callsAsSleep(name, imported.source) && this.importedSleepDefinition(imported.source, imported.name) !== null;
      });
      this.sleepyNames.set(name, sleepy);
    }
    return sleepy;
  }

  /**
   * A cheap first look at a call before resolving it: its callee's last name is one a sleep or a
   * wait can have, or a name declared in the file (a local helper may be called anything), or a
   * name the settings add. Most calls of a test file (`expect`, `it`, `.toBe`) stop here.
   */
  private mayBe(node: TSESTree.CallExpression, known: (name: string) => boolean, key: 'sleeps' | 'waits'): boolean {
    const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
    const name = calleeName(callee);
    if (name === null) return false;
    if (known(name)) return true;
    if (key === 'sleeps' && unitOfSleepMethod(callee) !== undefined) return true;
    if (callee.type === 'Identifier' && this.isDeclared(name, key)) return true;
    // `act(resolveAfter)`: React's act calls a helper of the file's or of the suite's (read when it is resolved).
    const [handed] = node.arguments;
    if (key === 'sleeps' && name === 'act' && node.arguments.length === 1 && handed.type === 'Identifier' && (this.isDeclared(handed.name, key) || this.importsHelperSleeps())) return true;
    // `.then(waitingPromise)`: a promise's chain calls a sleep helper of the file's when it settles.
    if (key === 'sleeps' && (name === 'then' || name === 'catch' || name === 'finally') && node.arguments.length === 1 && handed.type === 'Identifier' && this.isDeclared(handed.name, key)) return true;
    // `this.PauseAction(500)`: a method of the class the call is made in (or of a class it extends), judged by its
    // definition whatever its name.
    if (key === 'sleeps' && callee.type === 'MemberExpression' && (callee.object.type === 'ThisExpression' || callee.object.type === 'Super') && this.thisMethodSleep(callee) !== null) return true;
    // `cy.waitDebounce()`: a command the suite's support adds (read from there).
    if (key === 'sleeps' && callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'cy' && this.cypressCommandSleep(name)) return true;
    // `holdOn(100)`, `jasmine.timeout()`: a global a setup file of the runner writes (read from there).
    if (key === 'sleeps') {
      const setup = this.runnerSetupAssignments();
      if (setup.size > 0 && setup.has(pathOf(callee)?.join('.') ?? '')) return true;
    }
    if (key === 'sleeps' && callee.type === 'MemberExpression' && this.importsHelperSleeps()) {
      const resolved = this.resolve(callee);
      if (resolved && (this.helperModuleMemberSleep(resolved) ?? this.helperInstanceMemberSleep(resolved))) return true;
    }
    const patterns = this.settings[key];
    return patterns.length > 0 && patterns.some((pattern) => {
      const last = pattern[pattern.length - 1];
      return last === '*' || last === name;
    });
  }

  /** False when the file cannot hold a sleep at all (see `mayContainSleep`): rules about sleeps can skip it. */
  mayContainSleeps(): boolean {
    this.sleepWords ??= mayContainSleep(this.sourceCode.text, this.settings.sleeps) || this.importsHelperSleeps() || this.callsSleepingCypressCommand() || this.callsSetupSleep();
    return this.sleepWords;
  }

  /** The file names a sleep a setup file of the runner writes onto a global (`jasmine.timeout`, `pause`). */
  private callsSetupSleep(): boolean {
    for (const name of this.runnerSetupAssignments().keys()) {
      if (!this.sourceCode.text.includes(`${name}(`)) continue;
      const [global, member] = name.includes('.') ? name.split('.') : [name, undefined];
      if (member ? this.globalHelperMemberSleep(global, member) : this.globalSetupSleep(global)) return true;
    }
    return false;
  }

  /** False when the file cannot hold a wait on a condition (see `mayContainConditionWait`). */
  mayContainConditionWaits(): boolean {
    this.waitWords ??= mayContainConditionWait(this.sourceCode.text, this.settings.waits);
    return this.waitWords;
  }

  /**
   * `await waitFor(() => new Promise((r) => setTimeout(r, 500)))`: a wait whose whole check is a sleep passes as soon
   * as that sleep is over; it re-checks nothing, so the call is that sleep.
   */
  private sleepWrappedInWait(node: TSESTree.CallExpression): Sleep | null {
    if (this.sleeps.has(node)) return this.sleeps.get(node) ?? null;
    // (WebDriver's `browser.wait(() => sleepPromise, 5000)` wants a truthy result: it polls until its timeout and then
    // throws, which is no sleep of that length.)
    if (isWebDriverConditionWait(node)) return null;
    const check = node.arguments[0] as FunctionNode;
    const body = singleExpression(check);
    const inner = body && (body.type === 'CallExpression' || body.type === 'NewExpression') ? this.sleepAt(body) : null;
    if (!inner || inner.form !== 'promise' || !this.waitAt(node)) return null;
    const sleep: Sleep = { form: 'promise', node, duration: inner.duration, callback: null, usesGlobalTimer: inner.usesGlobalTimer };
    if (inner.durationScale !== undefined) sleep.durationScale = inner.durationScale;
    this.sleeps.set(node, sleep);
    return sleep;
  }

  /** A sleep anywhere in `node`; with `intoFunctions`, also in the functions it defines. */
  containsSleep(node: TSESTree.Node, intoFunctions = false): boolean {
    return anyNode(node, (inner) => (inner.type === 'CallExpression' || inner.type === 'NewExpression') && this.sleepAt(inner) !== null, { intoFunctions });
  }

  /** The sleep at this node (a call, a `new Promise`, a busy loop), or null. */
  sleepAt(node: TSESTree.Node): Sleep | null {
    if (node.type === 'CallExpression' && isFunction(node.arguments[0]) && mayBeWaitName(calleeName(node.callee) ?? '')) {
      const wrapped = this.sleepWrappedInWait(node);
      if (wrapped) return wrapped;
    }
    // Not a sleep by any name it could have: answered without touching the caches.
    if (node.type === 'CallExpression' && !this.mayBe(node, isSleepCalleeName, 'sleeps') && !promisifiesTimerOnTheSpot(node)) return null;
    if (node.type === 'NewExpression' && !isPromiseConstructor(node.callee)) return null;
    if (this.sleeps.has(node)) return this.sleeps.get(node)!;
    let result: Sleep | null = null;
    if (node.type === 'CallExpression') {
      result = promiseSleepAt(node, this) ?? blockingSleepAt(node, this) ?? shellSleepAt(node, this) ?? callbackSleepAt(node, this);
    } else if (node.type === 'NewExpression') {
      result = promiseSleepAt(node, this);
    } else if (node.type === 'WhileStatement' || node.type === 'ForStatement' || node.type === 'DoWhileStatement') {
      result = busyLoopAt(node);
    }
    // Under fake timers a global-`setTimeout` sleep advances only when the test ticks the clock.
    if (result?.usesGlobalTimer && this.underFakeTimers(node)) result = null;
    this.sleeps.set(node, result);
    return result;
  }

  sleepDefinitionOf(fn: FunctionNode, depth = 0): SleepDefinition | null {
    if (this.definitions.has(fn)) return this.definitions.get(fn)!;
    this.definitions.set(fn, null); // guards against recursion through self-referencing helpers
    const result = sleepDefinition(fn, this, depth);
    this.definitions.set(fn, result);
    return result;
  }

  /**
   * `await retryableAssertion(t, (tt) => tt.is(p.synced, true))` with `retryableAssertion` a function of the file, or
   * exported by a file of the suite, whose body is a loop that sleeps between rounds and has a way out (`while (true) {
   * const attempt = await t.try(fn); if (attempt.passed) break; await sleep(100) }`): a wait on a condition, whatever
   * its name.
   */
  isPollingHelper(callee: TSESTree.Node): boolean {
    const resolved = this.resolve(callee);
    const origin = resolved?.origin;
    if (!resolved || resolved.local.length !== 1 || !origin) return false;
    if (origin.kind === 'local') {
      const fn = origin.init && isFunction(origin.init) ? origin.init : null;
      if (!fn) return false;
      if (!this.pollingFunctions.has(fn)) this.pollingFunctions.set(fn, pollsInBody(fn, this));
      return this.pollingFunctions.get(fn)!;
    }
    if (origin.kind !== 'import' || origin.path.length !== 1) return false;
    const key = `poll\0${origin.source}\0${origin.path[0]}`;
    if (!this.pollingHelpers.has(key)) {
      const found = this.helperExport(this.helperModule(origin.source), origin.path[0], 0);
      const fn = found && isFunction(found.value) ? found.value : null;
      this.pollingHelpers.set(key, !!fn && pollsInBody(fn, helperVocabulary(found!.module, this.settings)));
    }
    return this.pollingHelpers.get(key)!;
  }

  waitAt(node: TSESTree.CallExpression | TSESTree.NewExpression): Wait | null {
    if (node.type === 'CallExpression' && !this.mayBe(node, mayBeWaitName, 'waits')) return null;
    if (this.waits.has(node)) return this.waits.get(node)!;
    const result = waitAt(node, this);
    this.waits.set(node, result);
    return result;
  }

  assertionAt(node: TSESTree.Node): Assertion | null {
    return assertionAt(node, this);
  }

  /**
   * Whether an assertion on a flag set by a callback checks that the callback ran, or that it has not yet. `since`:
   * where the sleep the assertion follows starts (a capture the test read before it was filled by then).
   */
  flagReading(assertion: Assertion, since?: number): FlagReading | null {
    return flagReading(assertion, this.sourceCode, (node) => this.writtenByCallback(node), since);
  }

  /**
   * The assertion's subject holds a value the test's own flow settled before `at` (an awaited result, a caught error,
   * an array it filled itself) and nothing else can change: no background work bears on the check.
   */
  settledBefore(assertion: Assertion, at: number): boolean {
    return settledBefore(assertion, this.sourceCode, at);
  }

  /** The subject is read from a collection or a counter the test declared empty: `const received = []`, `let count = 0`. */
  startsEmpty(subject: TSESTree.Node): boolean {
    return startsEmpty(subject, this.sourceCode);
  }

  /** Starts empty and only callbacks raise or fill it (see `raisedOnlyByCallbacks`). */
  raisedOnlyByCallbacks(subject: TSESTree.Node): boolean {
    return raisedOnlyByCallbacks(subject, this.sourceCode);
  }

  /**
   * Written in a function handed to a call other than a test's or a hook's: `sub.on('updated', (d) => current = d)`,
   * also from a hook. Not one a call runs before it returns: `renderHook(() => { result = useDoc() })`, `act(…)`,
   * `items.forEach(…)`, a promise's executor.
   */
  private writtenByCallback(node: TSESTree.Node): boolean {
    const fn = enclosingFunction(node);
    const call = fn?.parent;
    if (!fn || (call?.type !== 'CallExpression' && call?.type !== 'NewExpression') || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return false;
    return !runsCallbackInPlace(call) && !(call.type === 'CallExpression' && this.testCall(call));
  }

  /** `jest.fn()`, `sinon.spy()`, `new FakeTmux()`: the expression makes a test double. */
  makesDouble(node: TSESTree.Node | null | undefined): boolean {
    return isDoubleCreation(node, this);
  }

  isBarrier(node: TSESTree.CallExpression): boolean {
    return isBarrierCall(node, this);
  }

  /**
   * True when fake timers may drive the timers at `node`: installed in the enclosing test, in a
   * hook of an enclosing describe, or at the top of the file. A file whose other describe blocks
   * use fake timers does not count: sleeps elsewhere in it are real.
   */
  underFakeTimers(node: TSESTree.Node): boolean {
    if (!this.fileMentionsFakeTimers()) return false;
    // The nearest say wins: `vi.useRealTimers()` at the top of a test, or in a `beforeEach` of its describe,
    // undoes fake timers installed further out (`beforeEach(() => setup({ useFakeTimers: true }))` at the top).
    for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
      if (current.type === 'Program') {
        // Top-level calls and hooks (`jest.useFakeTimers()`, `beforeEach(…)`); not declarations that wrap whole suites.
        const statements = current.body.filter((statement) => statement.type === 'ExpressionStatement' && !this.isTestOrDescribe(statement));
        if (this.restoresRealTimers(statements)) return false;
        return this.installsFakeTimers(statements);
      }
      if (!isFunction(current)) continue;
      const role = this.roleOf(current);
      if (role.role === 'test' && role.testCall) {
        const said = lastTimerSay(this.sourceCode.text.slice(current.range[0], node.range[0]));
        if (said) return said === 'fake';
        if (this.installsFakeTimers([current])) return true;
      }
      if (role.role === 'describe' && current.body.type === 'BlockStatement') {
        const hooks = current.body.body.filter((statement) => this.isHookStatement(statement));
        if (this.restoresRealTimers(hooks)) return false;
        if (this.installsFakeTimers(hooks)) return true;
      }
    }
    return false;
  }

  /** A `before*` hook (or a top-level call) whose last say on timers is `useRealTimers()`; an `after*` hook's is cleanup. */
  private restoresRealTimers(statements: TSESTree.Node[]): boolean {
    return statements.some((statement) => this.callOfStatement(statement)?.hook !== 'after' && lastTimerSay(this.sourceCode.getText(statement)) === 'real');
  }

  private fileMentionsFakeTimers(): boolean {
    const text = this.sourceCode.text;
    // (A file whose every installer keeps the clock moving with real time, or fakes no `setTimeout`, sleeps for real.)
    this.fakeTimers ??= FAKE_TIMERS.test(text) && !(LEAVES_SLEEPS_REAL.test(text) && !INSTALLER.test(text.replace(EVERY_LEAVING_SLEEPS_REAL, '')));
    return this.fakeTimers;
  }

  private installsFakeTimers(nodes: TSESTree.Node[]): boolean {
    return nodes.some((node) => {
      const cached = this.fakeTimerNodes.get(node);
      if (cached !== undefined) return cached;
      const result = FAKE_TIMERS.test(this.sourceCode.getText(node));
      this.fakeTimerNodes.set(node, result);
      return result;
    });
  }

  private callOfStatement(statement: TSESTree.Node): TestCall | null {
    if (statement.type !== 'ExpressionStatement') return null;
    const expression = statement.expression.type === 'AwaitExpression' ? statement.expression.argument : statement.expression;
    return expression.type === 'CallExpression' ? this.testCall(expression) : null;
  }

  private isTestOrDescribe(statement: TSESTree.Node): boolean {
    const call = this.callOfStatement(statement);
    return !!call && call.kind !== 'hook';
  }

  private isHookStatement(statement: TSESTree.Node): boolean {
    return this.callOfStatement(statement)?.kind === 'hook';
  }

  /**
   * Whose code a node runs in: the test's own steps (a test, a hook, a helper of the test file),
   * or a callback handed to the code under test (a processor, a handler, a mock implementation).
   */
  roleOf(node: TSESTree.Node): FunctionRole {
    const fn = isFunction(node) ? node : enclosingFunction(node);
    if (!fn) return { role: 'test', fn: null, testCall: null };
    const cached = this.roles.get(fn);
    if (cached) return cached;
    const role = this.computeRole(fn);
    this.roles.set(fn, role);
    return role;
  }

  private computeRole(fn: FunctionNode): FunctionRole {
    const parent = fn.parent;
    if (parent?.type === 'CallExpression' && parent.callee === fn) return this.roleOf(parent); // IIFE
    if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(fn as TSESTree.CallExpressionArgument)) {
      if (parent.type === 'CallExpression') {
        const testCall = this.testCall(parent);
        if (testCall) return testCall.kind === 'describe' ? { role: 'describe', fn, testCall } : { role: 'test', fn, testCall };
      }
      if (isTransparentCall(parent)) return this.roleOf(parent);
      // `Cypress.Commands.add('createBoard', () => { cy.contains('Add').click().wait(500); … })`: a command of the
      // suite's own, whose steps run in the tests that call it.
      if (parent.type === 'CallExpression' && isCypressCommandDefinition(parent, fn)) return { role: 'test', fn, testCall: null };
      // `await use(async (name) => { … })` in a Playwright fixture: handed to the tests, which call it as a step of theirs.
      if (parent.type === 'CallExpression' && this.isFixtureUse(parent)) return { role: 'test', fn, testCall: null };
      // The body of a test wrapped in a call: `it('x', co.wrap(function* () { … }))`.
      const outer = parent.parent;
      if (outer?.type === 'CallExpression' && outer.arguments.at(-1) === parent) {
        const testCall = this.testCall(outer);
        if (testCall?.callback === fn) return testCall.kind === 'describe' ? { role: 'describe', fn, testCall } : { role: 'test', fn, testCall };
      }
      // `await t.throwsAsync(async () => { …; await delay(10); await bree.start('short') })`, `assert.rejects(fn)`,
      // `expect(fn).rejects…`: an assertion that runs the function it is handed, there and then, as a step of the test.
      if (parent.type === 'CallExpression' && runsItsFunction(parent, fn, (call) => !!this.assertionAt(call))) return this.roleOf(parent);
      const callee = parent.callee;
      return { role: 'handed', fn, receiver: pathOf(callee)?.join('.') ?? null };
    }
    // `test('x', timeout(1e4, () => async () => { … }))`: the body a wrapper's factory returns.
    if (parent?.type === 'ArrowFunctionExpression' && parent.body === fn) {
      const wrapper = parent.parent;
      const outer = wrapper?.parent;
      if (wrapper?.type === 'CallExpression' && wrapper.arguments.at(-1) === parent && outer?.type === 'CallExpression' && outer.arguments.at(-1) === wrapper) {
        const testCall = this.testCall(outer);
        if (testCall?.callback === fn) return testCall.kind === 'describe' ? { role: 'describe', fn, testCall } : { role: 'test', fn, testCall };
      }
    }
    // `async.series([function (cb) { … }, …])` in a test: its steps are the test's own, run one after another.
    if (parent?.type === 'ArrayExpression' && isSeriesStep(fn)) return this.roleOf(parent.parent!);
    // `Deno.test({ name: 'x', fn: async () => { … } })`: the test's body in an options object.
    if (parent?.type === 'Property' && parent.value === fn && parent.parent.type === 'ObjectExpression' && parent.parent.parent?.type === 'CallExpression') {
      const testCall = this.testCall(parent.parent.parent);
      if (testCall?.callback === fn) return { role: 'test', fn, testCall };
    }
    // `bothPlatformsIt({ title: 'sends a GIF', ios: { testCb: async (platform) => { … } } })`: a test's body in the
    // titled options of a wrapper the vocabulary does not know.
    if (parent?.type === 'Property' && this.declaresTestThroughOptions(fn)) return { role: 'test', fn, testCall: null };
    // `module.exports = { 'adds': function (t) { …; t.done() } }`: a test declared by exporting it (nodeunit).
    if (this.exportedTest(fn)) return { role: 'test', fn, testCall: null };
    // `connection.processData = async (d) => { … }`: overriding a method of the code under test. (Not a method a
    // constructor gives the object it builds, Protractor's page objects: `var LoginPage = function () { this.login =
    // function () { … } }`; that is a helper of the test file, judged below.)
    // (Nor a step a module exports for CodeceptJS's actor, `module.exports = async function () { const I = this; … }`,
    // or a function a module that drives a browser exports: page helpers of the suite, judged below.)
    // (Nor a Nightwatch custom command, `exports.command = function clickElement(element) { … }`: a step of the suite
    // whose `this` is the browser.)
    if (isNightwatchCommand(fn)) return { role: 'test', fn, testCall: null };
    // `base.extend({ account: async ({ page }, use) => { …; await use(account); … } })`: a fixture, run for the tests
    // that ask for it as their hooks are.
    if (isFixtureFunction(fn)) return { role: 'test', fn, testCall: null };
    // `export default async (selector) => { await $(selector).click(); await browser.pause(500) }`: a step module of
    // the suite (WebdriverIO's `support/action/click.ts`), whose function the steps that import it call.
    if (parent?.type === 'ExportDefaultDeclaration' && this.isPageStepModule(fn)) return { role: 'test', fn, testCall: null };
    if (parent?.type === 'AssignmentExpression' && parent.left.type === 'MemberExpression' && !this.isOwnMethodOfConstructed(parent.left) && !this.exportsPageStep(fn, parent.left)) {
      return { role: 'handed', fn, receiver: pathOf(parent.left)?.join('.') ?? null };
    }
    if (fn.type === 'FunctionDeclaration' || parent?.type === 'VariableDeclarator' || parent?.type === 'AssignmentExpression') {
      // A helper of the test file is test code, unless it is itself handed to the code under test.
      if (this.isHandedAway(fn)) return { role: 'handed', fn, receiver: null };
      const outer = this.roleOf(parent ?? fn);
      return outer.role === 'handed' ? { role: 'handed', fn, receiver: outer.receiver } : { role: 'test', fn, testCall: null };
    }
    return { role: 'handed', fn, receiver: null };
  }

  /**
   * `use(addProduct)` in a fixture (see `isFixtureFunction`), `use` its second parameter, found through scope: the call
   * that hands the fixture's value to the tests. A function handed there is a helper the tests call, not a callback of
   * the code under test.
   */
  private isFixtureUse(call: TSESTree.CallExpression): boolean {
    if (call.callee.type !== 'Identifier') return false;
    const definition = onlyDefinition(this.sourceCode, call.callee);
    const fn = definition?.type === 'Parameter' ? definition.node : null;
    return !!fn && isFunction(fn) && fn.params[1] === definition!.name && isFixtureFunction(fn);
  }

  /**
   * A module whose default export is a function that drives the browser: an end-to-end file, or one whose function
   * calls a browser runner's globals itself (`browser.keys('Enter')`, `$(selector).click()`), not a name of its own.
   */
  private isPageStepModule(fn: FunctionNode): boolean {
    return this.isEndToEndFile() || anyNode(fn.body, (node) => node.type === 'CallExpression' && this.callsBrowserGlobal(node));
  }

  /** `fn` is what the module exports (`module.exports = …`, `exports.x = …`) and a page's step: an actor's, or a browser-driving module's. */
  private exportsPageStep(fn: FunctionNode, target: TSESTree.MemberExpression): boolean {
    if (exportTarget(target) === null || !atModuleTop(target.parent?.parent?.parent)) return false;
    const first = fn.body.type === 'BlockStatement' ? fn.body.body[0] : null;
    const actorThis = first?.type === 'VariableDeclaration' && first.declarations.some((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === 'I' && declarator.init?.type === 'ThisExpression');
    return actorThis || this.importsBrowserDriver();
  }

  /**
   * `this.login = function () { … }` (or through `var self = this`) in a function that is not an arrow function: a
   * method the constructor gives the object it builds; also one given through the prototype of a constructor the
   * file declares, `function BudgetPage() { … } BudgetPage.prototype.open = function () { … }`.
   */
  private isOwnMethodOfConstructed(target: TSESTree.MemberExpression): boolean {
    let object: TSESTree.Node = target.object;
    if (object.type === 'MemberExpression' && memberKey(object) === 'prototype' && object.object.type === 'Identifier') {
      const definition = onlyDefinition(this.sourceCode, object.object);
      if (definition?.type === 'FunctionName') return true;
      return definition?.type === 'Variable' && !!definition.node.init && ['FunctionExpression', 'ClassExpression'].includes(definition.node.init.type);
    }
    if (object.type === 'Identifier') {
      const definition = onlyDefinition(this.sourceCode, object);
      if (definition?.type !== 'Variable' || definition.node.init?.type !== 'ThisExpression') return false;
      object = definition.node.init;
    }
    if (object.type !== 'ThisExpression') return false;
    let scope: TSESTree.Node | undefined = enclosingFunction(object) ?? undefined;
    while (scope?.type === 'ArrowFunctionExpression') scope = enclosingFunction(scope) ?? undefined;
    return scope?.type === 'FunctionExpression' || scope?.type === 'FunctionDeclaration';
  }

  /**
   * The function (or the name it is held by) is a body of a test declared through titled options
   * (`titledOptionsDeclarationOf`), by a statement at the top of the file or in a describe, where tests are declared.
   */
  private declaresTestThroughOptions(value: TSESTree.Node): boolean {
    const call = titledOptionsDeclarationOf(value);
    if (!call) return false;
    const around = enclosingFunction(call);
    return !around || this.roleOf(around).role === 'describe';
  }

  /** A named helper passed as a callback somewhere: `const processor = async () => …; queue.process(processor)`. */
  private isHandedAway(fn: FunctionNode): boolean {
    const id =
      fn.type === 'FunctionDeclaration' ? fn.id : fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier' ? fn.parent.id : null;
    if (!id) return false;
    const variable = this.sourceCode.getScope(fn).upper?.set.get(id.name) ?? this.sourceCode.getScope(fn).set.get(id.name);
    if (!variable) return false;
    if (this.calledOnlyFromHandedCode(variable, fn)) return true;
    return variable.references.some((reference) => {
      const use = reference.identifier.parent;
      // `createRouter({ loader: slowLoader })`: handed over as an option; `<AsyncParent>…</AsyncParent>`: rendered.
      // (Not `bothPlatformsIt({ title: 'sends a GIF', ios: { testCb: sendGifIos } })`: a test's body, by its name.)
      // (Nor `export const Plugin = { apiUploadPlugin, apiEnablePluginById }`, `module.exports = { login }`: an object
      // the module keeps at its top gathers its own helpers, it hands them to nothing.)
      if (use?.type === 'Property' && use.value === reference.identifier && use.parent.type === 'ObjectExpression') {
        // (Nor the object a page factory returns, `const Applications = (page) => { …; return { openDetails } }`.)
        return !this.declaresTestThroughOptions(reference.identifier) && !keptAtModuleTop(use.parent) && !returnedByPageFactory(use.parent);
      }
      if (use?.type === 'JSXOpeningElement' || use?.type === 'JSXClosingElement') return true;
      // `<VDataTableServer onUpdate:options={ load } />`: handed over as a prop.
      if (use?.type === 'JSXExpressionContainer' && use.parent?.type === 'JSXAttribute') return true;
      // `await pipeP([fnA, fnB])({})`: handed over in a list (not the steps of `async.series([…])`, which are the test's).
      const list = use?.type === 'ArrayExpression' ? use.parent : undefined;
      if (list && isArgumentOfCall(use!) && !isSeriesStep(reference.identifier)) return !(list.type === 'CallExpression' && (this.testCall(list) || isTransparentCall(list)));
      if (!use || (use.type !== 'CallExpression' && use.type !== 'NewExpression')) return false;
      if (!use.arguments.includes(reference.identifier as TSESTree.CallExpressionArgument)) return false;
      // (`await use(addProduct)` in a Playwright fixture: handed to the tests, which call it as a step of their own.)
      return !(use.type === 'CallExpression' && (this.testCall(use) || isTransparentCall(use) || this.isFixtureUse(use)));
    });
  }

  /**
   * `const service = async (call) => { await call.command('answer'); await sleep(3000); … }`, called only from
   * callbacks the test hands to the code under test (`server.on('connection', (call) => service(call))`): the helper
   * runs on the far side as those callbacks do. Every call of it must sit in such a callback, and one at least.
   */
  private calledOnlyFromHandedCode(variable: TSESLint.Scope.Variable, fn: FunctionNode): boolean {
    if (this.rolesInProgress.has(fn)) return false; // helpers that call each other: no answer from a cycle
    this.rolesInProgress.add(fn);
    try {
      let calls = 0;
      for (const reference of variable.references) {
        if (reference.init || (reference.isWrite() && !reference.isRead())) continue;
        const use = reference.identifier.parent;
        if (use?.type !== 'CallExpression' || use.callee !== reference.identifier) return false;
        const caller = enclosingFunction(use);
        if (!caller || caller === fn) return false;
        if (this.roleOf(caller).role !== 'handed') return false;
        calls += 1;
      }
      return calls > 0;
    } finally {
      this.rolesInProgress.delete(fn);
    }
  }

  /** The test or hook a node sits in, however deep in callbacks; null outside any. */
  enclosingTest(node: TSESTree.Node): TestCall | null {
    for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
      const role = this.roleOf(fn);
      if (role.role === 'test' && role.testCall) return role.testCall;
      if (role.role === 'describe') return null;
    }
    return null;
  }

  /**
   * The tests a setup hook runs before: those declared beside it, and in the describe blocks beside it, however
   * deep (`before(…)` at the top of a file governs every test of the file). The setup hooks of those describe
   * blocks come too, since they run after it and before their tests.
   */
  testsUnderHook(hook: TestCall): TestCall[] {
    const statement = hook.node.parent;
    const block = statement?.type === 'ExpressionStatement' ? statement.parent : undefined;
    if (block?.type !== 'BlockStatement' && block?.type !== 'Program') return [];
    const tests: TestCall[] = [];
    const collect = (statements: readonly TSESTree.Node[], depth: number) => {
      for (const each of statements) {
        const call = each.type === 'ExpressionStatement' && each.expression.type === 'CallExpression' ? this.testCall(each.expression) : null;
        if (call?.kind === 'test' || (call?.hook === 'before' && depth > 0)) tests.push(call);
        const body = call?.kind === 'describe' && call.callback && isFunction(call.callback) ? call.callback.body : null;
        if (body?.type === 'BlockStatement' && depth < 6) collect(body.body, depth + 1);
      }
    };
    collect(block.body, 0);
    return tests;
  }

  /**
   * The tests that run after a test in its own block, nested describes included: `it('gives kafka time', (done) =>
   * setTimeout(done, 2500)); it('consumes', …)` runs 'consumes' after it.
   */
  testsAfter(test: TestCall): TestCall[] {
    const end = test.node.range[1];
    return this.testsUnderHook(test).filter((each) => each.node.range[0] >= end);
  }

  /** Another test comes before the test in its own `describe` (or file): `it('logs in', …); it('opens the list', …)`. */
  followsAnotherTest(test: TestCall): boolean {
    const statement = test.node.parent;
    if (statement?.type !== 'ExpressionStatement') return false;
    for (const before of statementsBefore(statement)) {
      const expression = before.type === 'ExpressionStatement' ? unwrap(before.expression) : null;
      if (expression?.type === 'CallExpression' && this.testCall(expression)?.kind === 'test') return true;
    }
    return false;
  }

  /** The titles of the test and the describe blocks around a node, innermost first. */
  titlesAround(node: TSESTree.Node): string[] {
    const titles: string[] = [];
    for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
      const role = this.roleOf(fn);
      if (role.role !== 'handed' && role.testCall?.title) titles.push(this.text(role.testCall.title));
      // (A test declared as an object's function is titled by its key: nodeunit's exports, Intern's suite objects.)
      else if (role.role === 'test' && !role.testCall && role.fn) {
        const declared = this.exportedTest(role.fn);
        if (declared?.kind === 'test') titles.push(declared.name);
      }
    }
    return titles;
  }

  /** The steps after the statement holding `node`, for rules that scan forward. */
  stepsAfter(node: TSESTree.Node): Generator<Step> | null {
    const statement = statementOf(node);
    return statement ? stepsAfter(statement, this) : null;
  }

  /** The statement right before the node's own is a wait on a condition (`await once(bree, 'worker created')`). */
  followsWait(node: TSESTree.Node): boolean {
    const statement = statementOf(node);
    const previous = statement ? statementsBefore(statement).next() : null;
    return !!previous && !previous.done && this.classifyStatement(previous.value).kind === 'wait';
  }

  stepsOfBody(fn: FunctionNode): Generator<Step> {
    return stepsOfBody(fn, this);
  }

  /** What a statement does as a step; cached, since rules scan the same statements from several points. */
  classifyStatement(statement: TSESTree.Node): Step {
    let step = this.steps.get(statement);
    if (!step) {
      step = classifyStatement(statement, this);
      this.steps.set(statement, step);
    }
    return step;
  }

  /** What attempt a wait's condition observes (attempt records only), or null when it reads anything else. */
  attemptObservedBy(condition: FunctionNode): ObservedAttempt | null {
    if (this.observedAttempts.has(condition)) return this.observedAttempts.get(condition)!;
    const result = attemptObservedBy(condition, this);
    this.observedAttempts.set(condition, result);
    return result;
  }

  /** The attempt record an expression reads (`spy.mock.calls`, `tmux.delivers`, an alias of one), or null. */
  attemptAt(node: TSESTree.Node): Attempt | null {
    return attemptAt(node, this);
  }

  /** What an expression reads: attempt records, and anything else (state, a query, an action). */
  observe(node: TSESTree.Node, options?: ObserveOptions): Observation[] {
    return observe(node, this, options);
  }

  text(node: TSESTree.Node): string {
    return this.sourceCode.getText(node);
  }
}

const isSleepCalleeName = (name: string): boolean => SLEEP_CALLEE_NAMES.has(name) || isSleepName(name) || isCapitalisedSleepName(name);

/** `promisify(setTimeout)(1000)`: the shape of a function promisified and called at once (the sleep check decides). */
function promisifiesTimerOnTheSpot(node: TSESTree.CallExpression): boolean {
  const callee = unwrap(node.callee);
  return callee.type === 'CallExpression' && callee.arguments.length === 1;
}

/**
 * The part of a declaration that could make its name a sleep: an import with its source, a function whose body is one
 * expression (`sleepDefinition` reads no other), or a variable's initialiser (`promisify(setTimeout)`,
 * `require('delay')`). Null for anything that cannot (parameters, functions with longer bodies, classes).
 */
function sleepDeclarationText(def: TSESLint.Scope.Definition): TSESTree.Node | null {
  if (def.type === 'ImportBinding') return def.parent;
  if (def.type === 'FunctionName') return isFunction(def.node) && hasSleepDefinitionShape(def.node) ? def.node : null;
  if (def.type !== 'Variable' || def.node.type !== 'VariableDeclarator' || !def.node.init) return null;
  const init = def.node.init;
  if (isFunction(init)) return hasSleepDefinitionShape(init) ? init : null;
  return init;
}

/**
 * The module and exported name a local name is imported as: `import { tick as t } from './utils'` → ('./utils',
 * 'tick'); `const { wait } = require('@test/helpers')` → ('@test/helpers', 'wait'). Null for anything else.
 */
function suiteImportOf(def: TSESLint.Scope.Definition, local: string): { source: string; name: string } | null {
  const declaration = def.type === 'ImportBinding' || def.type === 'Variable' ? def.parent : null;
  return (declaration && suiteImportsOf(declaration).find((imported) => imported.local === local && imported.name !== '*')) ?? null;
}

/**
 * `await tick(`, `return later(`, `yield wait(`, `settle(5).then`, `.then(delay(100))`: the name of a call whose
 * completion is waited for (the last: a call that makes the function a promise chain runs and waits for).
 */
const AWAITED_CALL = /\b(?:await|return|yield|\.\s*then\s*\()\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*\(|\b([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*\([^()]*\)\s*\.\s*then\b/g;

/** A file that drives Cypress. */
const CYPRESS_FILE = /\bcy\.[a-z]/;
/** A path inside an end-to-end suite: `cypress/`, `e2e/`, `apps/gauzy-e2e/`. */
const END_TO_END_PATH = /(^|[\\/._-])(cypress|e2e)([\\/._-]|$)/i;
/** A folder of page objects: `features/page_objects/backEnd/password.page.js`, `test/pageobjects/login.page.ts`, `e2e/screens/`. */
const PAGE_OBJECT_FOLDER = /(^|[\\/])(page[-_]?objects?|screen[-_]?objects?)[\\/]/i;
/** `waitUntil(3000);` at the start of a line: a call made as a statement of its own. */
const STATEMENT_CALL = /^[ \t]*([A-Za-z_$][\w$]*)\s*\(/gm;
/** `actionLib.explicitWait(2000);` at the start of a line: a member call made as a statement of its own. */
const STATEMENT_MEMBER_CALL = /^[ \t]*([A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)\s*\(/gm;
/**
 * `deferred(() => {`, `later(100, function () {`, `testHelper.tick(200, () => {` at the start of a line: a call, of a
 * name or a member, handed a function first or after one value (the value, when there is one, in the second group).
 */
const CALLBACK_CALL = /^[ \t]*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*\(\s*([\w$.]+\s*,\s*)?(?:async\s*)?(?:\(|function\b|[A-Za-z_$][\w$]*\s*=>)/gm;
/** A method named for waiting: `explicitWait`, `sleepFor`, `pauseBrowser`, `delay`. */
const WAITING_NAME = /\.\w*(?:wait|sleep|pause|delay)/i;
/**
 * A file that drives Protractor, whose control flow queues commands made as plain statements: its browser's commands
 * here, its element locators in DRIVER_GLOBAL_LOOKUP.
 */
const PROTRACTOR_FILE = /\bbrowser\.(?:sleep|driver|waitForAngular|get)\b|\bprotractor\.ExpectedConditions\b/;

/** The names a top-level statement imports: `import { tick as t } from './utils'`, `const { later } = require('@test/helpers')`. */
function suiteImportsOf(statement: TSESTree.Node): { local: string; source: string; name: string }[] {
  const found: { local: string; source: string; name: string }[] = [];
  // Any source but a `node:` built-in: whether it names a file of the suite (relative, a tsconfig alias, a `#` import)
  // is found out only when a name imported from it is asked about.
  if (statement.type === 'ImportDeclaration' && mayNameSuiteModule(statement.source.value)) {
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier') {
        const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        found.push({ local: specifier.local.name, source: statement.source.value, name });
      } else if (specifier.type === 'ImportDefaultSpecifier') {
        found.push({ local: specifier.local.name, source: statement.source.value, name: 'default' });
      } else {
        found.push({ local: specifier.local.name, source: statement.source.value, name: '*' });
      }
    }
  }
  if (statement.type === 'VariableDeclaration') {
    for (const declarator of statement.declarations) {
      const source = declarator.init ? requiredSource(declarator.init) : null;
      if (!mayNameSuiteModule(source)) continue;
      // `const TestUtil = require('../TestUtil')`: the module object, whose members the file may call.
      if (declarator.id.type === 'Identifier') found.push({ local: declarator.id.name, source, name: '*' });
      if (declarator.id.type !== 'ObjectPattern') continue;
      for (const property of declarator.id.properties) {
        if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.value.type === 'Identifier') {
          found.push({ local: property.value.name, source, name: property.key.name });
        }
      }
    }
  }
  return found;
}

/** `require('./test-env');`, `import './setup';`: a module loaded for its side effects; its source. */
function sideEffectSource(statement: TSESTree.Node): string | null {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.length === 0 && mayNameSuiteModule(statement.source.value) ? statement.source.value : null;
  if (statement.type !== 'ExpressionStatement') return null;
  const source = requiredSource(statement.expression);
  return mayNameSuiteModule(source) ? source : null;
}

/** `global.helpers = require('./helpers')`, `globalThis.utils = require('../utils')`: the global's name and the module's source. */
function globalFilledWithModule(statement: TSESTree.Node): { name: string; source: string } | null {
  const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null;
  if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=' || assignment.left.type !== 'MemberExpression') return null;
  const target = assignment.left;
  if (target.object.type !== 'Identifier' || !GLOBAL_OBJECTS.has(target.object.name)) return null;
  const name = memberKey(target);
  const source = requiredSource(assignment.right);
  return name && mayNameSuiteModule(source) ? { name, source } : null;
}

/**
 * The functions a module assigns at its top level to a global's member (`jasmine.timeout = …`) or to the global object
 * itself (`global.pause = …`, also `globalThis`, `window`, `self`), by the name a test calls them with: read once per
 * version of the module. (A member of a name the module declares, `const utils = {}; utils.settle = …`, or of
 * `exports` and `module`, is no global's.)
 */
const globalAssignments = new WeakMap<HelperModule, Map<string, TSESTree.Node>>();
function globalAssignmentsOf(module: HelperModule): Map<string, TSESTree.Node> {
  let found = globalAssignments.get(module);
  if (found) return found;
  found = new Map();
  const scopes = module.sourceCode.scopeManager?.scopes.filter((scope) => scope.type === 'global' || scope.type === 'module') ?? [];
  const declared = (name: string) => scopes.some((scope) => (scope.set.get(name)?.defs.length ?? 0) > 0);
  for (const statement of module.sourceCode.ast.body) {
    const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=' || assignment.left.type !== 'MemberExpression' || !isFunction(assignment.right)) continue;
    const target = assignment.left;
    const member = memberKey(target);
    if (!member || target.object.type !== 'Identifier' || declared(target.object.name) || ['exports', 'module'].includes(target.object.name)) continue;
    const name = GLOBAL_OBJECTS.has(target.object.name) ? member : `${target.object.name}.${member}`;
    if (!found.has(name)) found.set(name, assignment.right);
  }
  globalAssignments.set(module, found);
  return found;
}

/** `new Utils(`: a name the text makes an instance of. */
const CONSTRUCTED = /\bnew\s+([A-Za-z_$][\w$]*)\s*\(/g;

/** A path through a test folder, or to a file named as test support (`../utils.ts`, `../helpers/server.js`, `fakeServer.ts`). */
const TEST_SUPPORT_PATH = /(^|[\\/])(tests?|__tests__|specs?|e2e|support|helpers?|utils?|testing|test-?utils|mocks?|__mocks__|fakes?|fixtures?)([\\/.]|$)|(test|spec|helper|util|mock|fake|fixture|support)[^\\/]*\.[cm]?[jt]sx?$/i;

/**
 * A function the module keeps at its top that is handed the browser driver and builds the page's helpers around it
 * (`const actions = (page) => ({ … })`, `module.exports = function Applications(page) { … return { … } }`).
 */
function isPageFactory(fn: FunctionNode): boolean {
  const first = fn.params[0];
  if (first?.type !== 'Identifier' || !PAGE_FACTORY_PARAMETER.test(first.name)) return false;
  const holder = fn.parent;
  if (fn.type === 'FunctionDeclaration') return atModuleTop(holder);
  if (holder?.type === 'VariableDeclarator' && holder.init === fn) return atModuleTop(holder.parent?.parent);
  if (holder?.type === 'ExportDefaultDeclaration') return atModuleTop(holder);
  return holder?.type === 'AssignmentExpression' && holder.right === fn && holder.parent?.type === 'ExpressionStatement' && atModuleTop(holder.parent.parent);
}
/** `const actions = (page) => ({ selectItem: async () => { … } })`, or the object such a function returns. */
function returnedByPageFactory(object: TSESTree.ObjectExpression): boolean {
  const maker = object.parent?.type === 'ReturnStatement' ? enclosingFunction(object) : isFunction(object.parent) && object.parent.body === object ? object.parent : null;
  return !!maker && isPageFactory(maker);
}

/** `page`, `pageInstance`, `browser`, `driver`: the driver a page factory is handed. */
const PAGE_FACTORY_PARAMETER = /^(page|browser|driver)(Instance|Object)?$/;

/** At the top of the module: the program itself, or an export statement there. */
function atModuleTop(node: TSESTree.Node | undefined): boolean {
  return node?.type === 'Program' || ((node?.type === 'ExportNamedDeclaration' || node?.type === 'ExportDefaultDeclaration') && node.parent?.type === 'Program');
}

/**
 * The object is kept at the top of the module, as its export or a constant of its own (`export const Plugin = { … }`,
 * `const helpers = { … }`, `module.exports = { … }`, `export default { … }`): a collection of the module's functions.
 * With `anyTarget`, an object assigned there to anything else counts too (`window.helpers = { … }`).
 */
function keptAtModuleTop(object: TSESTree.ObjectExpression | TSESTree.CallExpression, anyTarget = false, depth = 0): boolean {
  const holder = object.parent;
  // `var contactInformation = { phone: { addPhone: function (type, number) { … } } }`: a namespace nested in one kept
  // there (a page object's sections).
  if (holder?.type === 'Property' && holder.value === object && holder.parent.type === 'ObjectExpression' && depth < 2) return keptAtModuleTop(holder.parent, anyTarget, depth + 1);
  if (holder?.type === 'VariableDeclarator' && holder.init === object) return atModuleTop(holder.parent?.parent);
  if (holder?.type === 'ExportDefaultDeclaration') return atModuleTop(holder);
  if (holder?.type === 'AssignmentExpression' && holder.right === object && holder.parent?.type === 'ExpressionStatement' && atModuleTop(holder.parent.parent)) {
    const target = pathOf(holder.left);
    return anyTarget || (!!target && ((target[0] === 'module' && target[1] === 'exports') || target[0] === 'exports'));
  }
  return false;
}

/**
 * The name a property descriptor gives its property when the descriptors are written at the top of the module:
 * `Object.create(Page, { clickHome: { value: fn } })`, `Object.defineProperties(Page.prototype, { … })`.
 */
function describedProperty(descriptor: TSESTree.ObjectExpression): string | null {
  const holder = descriptor.parent;
  if (holder?.type !== 'Property' || holder.value !== descriptor || holder.computed) return null;
  const name = holder.key.type === 'Identifier' ? holder.key.name : holder.key.type === 'Literal' && typeof holder.key.value === 'string' ? holder.key.value : null;
  const descriptors = holder.parent;
  const call = descriptors.type === 'ObjectExpression' ? descriptors.parent : null;
  if (call?.type !== 'CallExpression' || call.arguments[1] !== descriptors) return null;
  const callee = pathOf(call.callee)?.join('.');
  if (callee !== 'Object.create' && callee !== 'Object.defineProperties') return null;
  // Where the call stands: `var HomePage = Object.create(…)`, `module.exports = Object.create(…)`, or a statement.
  const standsAtTop = keptAtModuleTop(call, true) || (call.parent?.type === 'ExpressionStatement' && atModuleTop(call.parent.parent));
  return standsAtTop ? name : null;
}

/** What a page object asks of the page or driver it keeps: `this.page.click(…)`, `this.driver.findElement(…)`. */
const PAGE_METHODS = new Set(['click', 'fill', 'type', 'goto', 'locator', 'waitForTimeout', 'waitForSelector', 'getByRole', 'getByText', 'getByTestId', 'getByLabel', 'getByPlaceholder', 'press', 'hover', 'check', 'selectOption', 'pause', 'findElement', 'findElements', '$', '$$']);

/** `this.page.click(…)`, `this.driver.findElement(…)`, `this.browser.pause(…)`: a call on the page or driver the object keeps. */
function callsOwnBrowser(call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || !PAGE_METHODS.has(callee.property.name)) return false;
  const holder = callee.object;
  return holder.type === 'MemberExpression' && holder.object.type === 'ThisExpression' && !holder.computed && holder.property.type === 'Identifier' && ['page', 'driver', 'browser'].includes(holder.property.name);
}

/** The folder the code's own source starts at, first on a path that climbed out of the tests: `src/utils/x`. */
const SOURCE_ROOT = /^(src|lib|source|sources)\//;
/** The code's source folder anywhere on an import's path: `../../projects/toast/src/lib/constants`. */
const SOURCE_FOLDER_ON_PATH = /(^|\/)(src|lib|source|sources)\//i;
/** A module named for constants or settings: `../constants/timeoutConstants`, `../../config`, `./timeouts`. */
const CONSTANTS_MODULE = /(^|\/)[^/]*(constant|config|timeout|setting)[^/]*$|(^|\/)(constants|config|timeouts|settings)\//i;

/** A folder or file named for tests only, not one any code may have (`utils`, `helpers`, `support`). */
const TEST_ONLY_PATH = /(^|[\\/])(tests?|__tests__|specs?|e2e|testing|test-?utils|mocks?|__mocks__|fakes?|fixtures?)([\\/.]|$)|(test|spec|mock|fake|fixture)[^\\/]*\.[cm]?[jt]sx?$/i;

/** The deepest folder two folders share. */
function commonFolder(a: string, b: string): string {
  let common = a;
  while (relative(common, b).startsWith('..') && dirname(common) !== common) common = dirname(common);
  return common;
}

/**
 * A helper file's sleep definition as the linted file can use it: a duration written there is kept only as a number
 * (its nodes belong to another file).
 */
function portable(definition: SleepDefinition | null): SleepDefinition | null {
  if (!definition) return null;
  const fixed = definition.fixedDuration?.type === 'Literal' ? definition.fixedDuration : null;
  return {
    durationParam: definition.durationParam,
    fixedDuration: fixed,
    usesGlobalTimer: definition.usesGlobalTimer,
    ...(definition.durationScale !== undefined ? { durationScale: definition.durationScale } : {}),
    ...(definition.deferred ? { deferred: true as const } : {}),
    ...(definition.failsOnEvent ? { failsOnEvent: true as const } : {}),
    ...(definition.suspendsCaller ? { suspendsCaller: true as const } : {}),
    ...(definition.driverSleep ? { driverSleep: true as const } : {}),
    ...(definition.callbackParam !== undefined ? { callbackParam: definition.callbackParam } : {}),
    ...(definition.unlessGiven !== undefined ? { unlessGiven: definition.unlessGiven } : {}),
    ...(definition.durationOrThenable ? { durationOrThenable: true as const } : {}),
    ...(definition.sleepsOnlyForALength ? { sleepsOnlyForALength: true as const } : {}),
  };
}

/**
 * The class every value a variable is given is a `new` of (`let utils = new Utils(); … utils = new Utils()`), or the
 * class its declared type names (`let r: AppRunner; … r = await new AppRunner().start(dir)`: TypeScript lets nothing
 * else in), or null.
 */
function classOfInstances(variable: TSESLint.Scope.Variable): TSESTree.Identifier | null {
  const declared = variable.defs.length === 1 && variable.defs[0].type === 'Variable' ? variable.defs[0].name : null;
  const annotation = declared?.typeAnnotation?.typeAnnotation;
  if (annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' && !annotation.typeArguments) return annotation.typeName;
  let found: TSESTree.Identifier | null = null;
  for (const reference of variable.references) {
    const written = reference.writeExpr as TSESTree.Node | null | undefined;
    if (!written) continue;
    const created = unwrap(written);
    if (created.type !== 'NewExpression' || created.callee.type !== 'Identifier') return null;
    if (found && found.name !== created.callee.name) return null;
    found = created.callee;
  }
  return found;
}

/** `Cypress.Commands.add(name, fn)`, `Cypress.Commands.overwrite(name, fn)`: `fn` is a command of the suite. */
function isCypressCommandDefinition(call: TSESTree.CallExpression, fn: FunctionNode): boolean {
  return cypressCommandOf(call)?.fn === fn;
}

/** A function whose body is one or more parts of a gesture and nothing else (`async up() { await this.page.mouse.up() }`). */
function onlyGestureParts(fn: FunctionNode): boolean {
  if (fn.body.type !== 'BlockStatement') return isInputPrimitive(fn.body);
  const statements = fn.body.body;
  return statements.length > 0 && statements.every((statement) => statement.type === 'ExpressionStatement' && isInputPrimitive(statement.expression));
}

/** The list of a Nightwatch page object's commands: `commands: [{ … }]` of an object the module keeps at its top. */
function isPageObjectCommands(list: TSESTree.ArrayExpression): boolean {
  const property = list.parent;
  if (property?.type !== 'Property' || property.value !== list || property.computed || property.key.type !== 'Identifier' || property.key.name !== 'commands') return false;
  return property.parent.type === 'ObjectExpression' && keptAtModuleTop(property.parent, true);
}

/** The class whose method (or a function field of which) the node is in, across arrows, which keep the method's `this`. */
function classOfMethod(node: TSESTree.Node): TSESTree.ClassDeclaration | TSESTree.ClassExpression | null {
  let fn: TSESTree.Node | undefined = node.parent;
  while (fn && !(isFunction(fn) && fn.type !== 'ArrowFunctionExpression')) {
    if (fn.type === 'PropertyDefinition') break;
    fn = fn.parent;
  }
  const member = fn?.type === 'PropertyDefinition' ? fn : fn?.parent;
  if ((member?.type !== 'MethodDefinition' && member?.type !== 'PropertyDefinition') || member.static) return null;
  const cls = member.parent?.parent;
  return cls?.type === 'ClassDeclaration' || cls?.type === 'ClassExpression' ? cls : null;
}

/** A method of a class (`flushPromises() {…}`), or a field holding a function (`flushPromises = () => …`); not static. */
function classMember(value: TSESTree.Node, name: string): TSESTree.Node | null {
  return value.type === 'ClassDeclaration' || value.type === 'ClassExpression' ? (instanceMethods(value).get(name) ?? null) : null;
}

/** How a vocabulary reads the helper modules of the file it belongs to. */
export interface HelperReader {
  filename: string;
  parse: ModuleParser;
  sourceCodeOf: (parsed: ParsedModule, text: string) => TSESLint.SourceCode | null;
}

/** The function's own body (not a function it defines) holds a loop that re-checks with a sleep between rounds. */
function pollsInBody(fn: FunctionNode, vocab: Vocabulary): boolean {
  return anyNode(fn.body, (node) => isPollingLoop(node, vocab));
}

/** The sleep an exported value of a helper module is, judged once per module and settings. */
function helperDefinition(module: HelperModule, value: TSESTree.Node, settings: ResolvedSettings): SleepDefinition | null {
  return helperVocabulary(module, settings).sleepDefinitionOfValue(value);
}

/**
 * A helper module's own vocabulary, with the settings of the files that import it (read once per settings object;
 * it reads no further modules itself: one hop).
 */
const helperVocabularies = new WeakMap<HelperModule, WeakMap<ResolvedSettings, Vocabulary>>();
function helperVocabulary(module: HelperModule, settings: ResolvedSettings): Vocabulary {
  let bySettings = helperVocabularies.get(module);
  if (!bySettings) helperVocabularies.set(module, (bySettings = new WeakMap()));
  let vocab = bySettings.get(settings);
  if (!vocab) bySettings.set(settings, (vocab = new Vocabulary(module.sourceCode, settings)));
  return vocab;
}

const perFile = new WeakMap<object, Vocabulary>();

/** The vocabulary of the file being linted, shared by every rule that lints it. */
export function getVocabulary(context: AnyContext): Vocabulary {
  const sourceCode = context.sourceCode;
  let vocabulary = perFile.get(sourceCode.ast);
  if (!vocabulary) {
    vocabulary = new Vocabulary(sourceCode, context.settings as Record<string, unknown>, helperReaderFor(context));
    perFile.set(sourceCode.ast, vocabulary);
  }
  return vocabulary;
}
