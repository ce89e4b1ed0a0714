import { textNamesAnySetting } from '../settings';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { anyNode, BROWSER_DRIVER, calleeName, EACH_METHODS, chainBase, constantArithmetic, enclosingFunction, isBrowserCommandChain, isBrowserQueueName, isCypressChain, isFunction, isNightwatchCommand, isNumberLike, isNumberLiteral, isWebDriverConditionWait, GLOBAL_OBJECTS, isPromiseConstructor, type FunctionNode, memberKey, numberValue, pathOf, PROMISE_METHODS, startsFromCy, stringValue, thisOwner, unwrap, wholeChain } from './paths';
import { constInitializer, importIs, normaliseSource, requiredSource } from './resolve';
import { isNullish, mentionsAssertion } from './assertions';
import { flushesTicks } from './clock';
import { isInPlaceWrapper } from './test-code';
import { isErrorName } from './steps';
import type { Vocabulary } from './index';

/**
 * A sleep: a call whose completion is only a fixed amount of time.
 * - promise: `await sleep(200)`, `await new Promise(r => setTimeout(r, 200))`, `await setTimeout(200)` from timers/promises
 * - callback: `setTimeout(() => { expect(…); done(); }, 200)` in test code
 * - blocking: `Atomics.wait`, `execSync('sleep 1')`, a busy loop on `Date.now()`; they freeze the event loop
 */
export interface Sleep {
  form: 'promise' | 'callback' | 'blocking';
  node: TSESTree.Node;
  /** The duration expression as it sits at the call site or in the helper's definition; null when unknown. */
  duration: TSESTree.Node | null;
  /** For the callback form: the function that runs after the delay. */
  callback: FunctionNode | null;
  /** True when the sleep is a timer that fake timers would drive (global `setTimeout`, or a helper built on it). */
  usesGlobalTimer: boolean;
  /**
   * For a promise settled by a timer somewhere inside its executor (`new Promise((r) => { emit(); setTimeout(r, 100); })`):
   * that timer call, which is where the rule points.
   */
  timer?: TSESTree.CallExpression;
  /**
   * For `setTimeout(next, 1500)` in a step of `async.series([…])` / `waterfall`: the timer hands control to the next
   * step, which is the callback judged; the step it sits in belongs to the test, wherever the timer is nested.
   */
  seriesStep?: true;
  /**
   * For `setTimeout(done, 100)` as the last statement of a setup hook (`beforeEach((done) => { connect();
   * setTimeout(done, 100) })`): the timer ends the hook, so the tests after it run when it fires. No callback of its own.
   */
  endsHook?: true;
  /**
   * For `setTimeout(done, 500)` handed the test's own `done` as the last step of the test or of a callback in it
   * (`ws.on('close', () => { wss.close(() => { setTimeout(done, 500) }) })`): the test ends, and the tests after it
   * start, when the timer fires. No callback of its own. (A test that is only the timer has no such flag.)
   */
  endsTest?: true;
  /**
   * For `.then(delay(100))` with `delay = (ms) => () => new Promise(…)`: the call makes a function that sleeps, which
   * the chain runs and waits for; the sleep is that link of the chain.
   */
  deferred?: true;
  /**
   * A helper that counts in other units than milliseconds, read from its definition (`(sec) => new Promise((r) =>
   * setTimeout(r, sec * 1000))`): what the duration written at the call site is multiplied by to give milliseconds.
   */
  durationScale?: number;
  /**
   * A promise settled by a timer that a listener may reject first (`new Promise((resolve, reject) => { setTimeout(resolve,
   * 500); node.on('input', () => reject(new Error('unexpected'))) })`, a helper's `expectNoMessage(node, 500)`): a window
   * in which a would-be event fails the test, a negative guard by its making.
   */
  failsOnEvent?: true;
  /**
   * A sleep that suspends its caller where it is called, with no promise to await: fibjs's `coroutine.sleep(1000)`
   * holds the test's fiber while the others (the code under test among them) run; a helper whose body queues
   * Cypress's `cy.wait(n)` (`export const waitUntil = (time) => { cy.wait(time) }`) holds the commands queued after
   * its call.
   */
  suspendsCaller?: true;
  /** CodeceptJS's actor's `I.wait(n)` (see `isCodeceptActor`): a browser driver's sleep, counted in seconds. */
  codeceptActor?: true;
  /**
   * A helper whose body is a browser driver's own sleep (`pause(ms) { return this.browser.pause(ms) }` of a page object's
   * base class): a call of it drives the browser as the driver's sleep does (see `drivesBrowser`).
   */
  driverSleep?: true;
}

/** The milliseconds a sleep's written number stands for (`delay(5)` of a helper counting in seconds: 5000), or null. */
export function writtenMilliseconds(sleep: Sleep): number | null {
  const written = numberValue(sleep.duration);
  return written === null ? null : written * (sleep.durationScale ?? 1);
}

const SLEEP_NAMES = new Set(['sleep', 'delay', 'wait', 'pause']);
/**
 * `sleepMs`, `waitMs`, `delayAsync`, `setTimeoutAsync`, `setTimeoutPromise`, `PromiseDelay`, `asyncSleep`, `sleepFor`, `delayForDuration`:
 * the common spellings of a sleep helper. (Not `waitFor`, which waits on a condition.)
 */
const SLEEP_NAME = /^((sleep|delay|wait|pause|(?:[pP]romise|[aA]sync)(?:Sleep|Delay|Wait|Pause))(Ms|Millis|Seconds|Async|Promise)?|(sleep|delay|pause)For(Duration)?|setTimeout(Async|Promise|P))$/;

/** A name a helper we cannot read is trusted by, with a duration argument: `sleep`, `waitMs`, `setTimeoutAsync`. */
export function isSleepName(name: string): boolean {
  return SLEEP_NAMES.has(name) || SLEEP_NAME.test(name);
}
/** `Sleep`, `Delay`, `Pause`, `DelayMs`: a sleep name capitalised. (Not `Wait`, a namespace of conditions in testcontainers.) */
const CAPITALISED_SLEEP = /^(Sleep|Delay|Pause)/;
/** A sleep name as a package may export it, capitalised as a class would be: `import { Delay } from 'lakutata/helper'`. */
export function isCapitalisedSleepName(name: string): boolean {
  return CAPITALISED_SLEEP.test(name) && isSleepName(name[0].toLowerCase() + name.slice(1));
}
const ANY_RECEIVER = () => true;
/** Member spellings: `X.sleep(n)`, `X.delay(n)` for any X; the rest only on the receivers that own them. */
const MEMBER_SLEEPS: Record<string, ((receiver: string) => boolean) | undefined> = {
  sleep: ANY_RECEIVER,
  delay: ANY_RECEIVER,
  waitForTimeout: ANY_RECEIVER,
  wait: (receiver) => ['cy', 't', 'browser', 'driver'].includes(receiver),
  // (Nightwatch's older examples name their browser `client`: `client.pause(1000)`.)
  pause: (receiver) => ['browser', 'driver', 'client'].includes(receiver),
  // Meteor's own sleep, common in Meteor apps' tests: `await Meteor._sleepForMs(100)`.
  _sleepForMs: (receiver) => receiver === 'Meteor',
};

/**
 * A sleep a browser driver owns: `page.waitForTimeout(n)` on any receiver, `browser.pause(n)`, `this.driver.sleep(n)`,
 * Cypress's `cy.wait(n)`, also chained off its commands (`cy.get('#a').click().wait(500)`), and CodeceptJS's `I.wait(n)`.
 */
export function drivesBrowser(sleep: Sleep): boolean {
  if (sleep.codeceptActor || sleep.driverSleep) return true;
  if (sleep.node.type === 'CallExpression' && sleep.node.callee.type === 'MemberExpression' && memberKey(sleep.node.callee) === 'wait' && startsFromCy(sleep.node)) return true;
  const path = sleep.node.type === 'CallExpression' ? pathOf(sleep.node.callee) : null;
  if (!path || path.length < 2) return false;
  const method = path.at(-1)!;
  const driver = BROWSER_DRIVER.test(path.at(-2)!) || isNightwatchBrowser(path, sleep.node);
  return method === 'waitForTimeout' || (driver && (method === 'pause' || method === 'sleep'));
}

/**
 * The receiver of `I.wait(1)` is CodeceptJS's actor: the global `I`, one a scenario's callback is handed
 * (`Scenario('x', ({ I }) => …)`), the one a page object gets from CodeceptJS (`const I = actor()`,
 * `const { I } = inject()`), or a step's `this` (`const I = this`); not a value the file builds (`const I = createQueue()`).
 */
export function isCodeceptActor(call: TSESTree.CallExpression, vocab: Vocabulary): boolean {
  const receiver = call.callee.type === 'MemberExpression' ? unwrap(call.callee.object) : null;
  const origin = receiver?.type === 'Identifier' ? vocab.resolve(receiver)?.origin : null;
  if (origin?.kind === 'global' || origin?.kind === 'parameter') return true;
  const init = origin?.kind === 'local' && origin.init ? unwrap(origin.init) : null;
  // (A step a page module adds to the actor, `module.exports = async function () { const I = this; … }`, is called as
  // `I.amendJudgment()`: its `this` is the actor.)
  if (init?.type === 'ThisExpression' && receiver?.type === 'Identifier' && receiver.name === 'I') return true;
  return init?.type === 'CallExpression' && init.callee.type === 'Identifier' && ['actor', 'inject'].includes(init.callee.name) && vocab.resolve(init.callee)?.origin?.kind === 'global';
}

/** `helper.delayAsync(200)`, `utils.sleepMs(50)`, `t.waitSeconds(1)`: a sleep name with a unit or `Async` on any receiver. */
const SUFFIXED_MEMBER_SLEEP = /^(?:(?:sleep|delay)(?:Ms|Millis|Seconds|Async|Promise)|(?:wait|pause)(?:Ms|Millis|Seconds))$/;
/** Packages whose export (path) is a sleep. */
const SLEEP_EXPORTS: { sources: string[]; path: string[]; suspendsCaller?: true }[] = [
  { sources: ['timers/promises'], path: ['setTimeout'] },
  { sources: ['timers/promises'], path: ['scheduler', 'wait'] },
  { sources: ['delay', 'sleep-promise', 'await-sleep', 'then-sleep'], path: [] },
  { sources: ['bluebird'], path: ['delay'] },
  // open-wc's test helpers (and Vaadin's, which re-export them): `await aTimeout(100)`.
  { sources: ['@open-wc/testing', '@open-wc/testing-helpers', '@vaadin/testing-helpers'], path: ['aTimeout'] },
  // es6-sleep exports its promise form as `promise`: `import { promise as sleep } from 'es6-sleep'`.
  { sources: ['es6-sleep'], path: ['promise'] },
  // ThinkJS's helpers: `const helper = require('think-helper'); await helper.timeout(10)`.
  { sources: ['think-helper'], path: ['timeout'] },
  // fibjs's fibers: `coroutine.sleep(1000)` suspends the test's fiber while the others run.
  { sources: ['coroutine'], path: ['sleep'], suspendsCaller: true },
];
/** A unit spelled out as a word, as methods and factories name it: `ms`, `millis`, `milliseconds`, `seconds`, `minutes`. */
const UNIT_WORD = /^(?:(milli?s(?:econds?)?|ms)|(seconds?|secs?)|(minutes?|mins?))$/i;
/**
 * `Duration.seconds(1)`, `utilities.Duration.fromSeconds(2)`, `Duration.ofMillis(500)`: a duration object built by a
 * factory named for its unit; the amount handed to it and the unit in milliseconds.
 */
export function durationFactoryCall(node: TSESTree.Node | undefined): { amount: TSESTree.Node; unit: number } | null {
  const call = node ? unwrap(node) : null;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || call.arguments.length !== 1) return null;
  const callee = call.callee;
  const owner = callee.object.type === 'Identifier' ? callee.object.name : callee.object.type === 'MemberExpression' ? memberKey(callee.object) : null;
  const unit = owner === 'Duration' ? unitWordMilliseconds((memberKey(callee) ?? '').replace(/^(from|of)(?=[A-Z])/, '')) : undefined;
  return unit === undefined ? null : { amount: call.arguments[0], unit };
}

/** The milliseconds a unit word stands for (`seconds` → 1000), or undefined when the word names no unit. */
export function unitWordMilliseconds(word: string): number | undefined {
  const unit = UNIT_WORD.exec(word);
  return !unit ? undefined : unit[1] ? 1 : unit[2] ? 1000 : 60_000;
}

/** `Delay.seconds`, `sleep.ms`: a unit method of a sleep-named object; its unit in milliseconds, or undefined. */
export function unitOfSleepMethod(callee: TSESTree.Node): number | undefined {
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || !SLEEP_NAMES.has(callee.object.name.toLowerCase())) return undefined;
  const key = memberKey(callee);
  return key ? unitWordMilliseconds(key) : undefined;
}
const TIMER_SOURCES = ['timers'];
/**
 * Packages whose export is a callback timer like `setTimeout(callback, delay)`: d3's `timeout`, and lodash's and
 * Underscore's `delay(func, wait, ...args)` (no wait is zero).
 */
const TIMER_EXPORTS: { sources: string[]; path: string[] }[] = [
  { sources: ['d3-timer', 'd3'], path: ['timeout'] },
  { sources: ['lodash', 'lodash-es', 'underscore'], path: ['delay'] },
  { sources: ['lodash/delay', 'lodash.delay', 'lodash-es/delay'], path: [] },
];

/** True when `node` names the real-time `setTimeout` (global, or `timers`' own, or a variable holding it). */
export function isSetTimeout(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const resolved = vocab.resolve(node);
  if (!resolved) return false;
  if (capturedTimer(resolved, vocab)) return true;
  if (resolved.origin?.kind === 'global') return namesGlobalTimer(resolved);
  if (resolved.origin?.kind === 'parameter') return defaultsToTimer(resolved.origin.variable, vocab);
  return importIs(resolved.imported, TIMER_SOURCES, ['setTimeout']) || TIMER_EXPORTS.some((known) => importIs(resolved.imported, known.sources, known.path));
}

/**
 * `const realSetTimeout = setTimeout` (or `global.setTimeout`): the timer kept in a variable, the usual way to
 * escape fake timers installed later. The initializer is the global timer itself, not a call or another alias.
 */
function capturedTimer(resolved: NonNullable<ReturnType<Vocabulary['resolve']>>, vocab: Vocabulary): TSESTree.Node | null {
  if (resolved.local.length !== 1 || resolved.origin?.kind !== 'local' || !resolved.origin.init) return null;
  const variable = resolved.origin.variable;
  if (variable.defs[0]?.type !== 'Variable' || variable.references.some((reference) => reference.isWrite() && !reference.init)) return null;
  const init = resolved.origin.init;
  return init.type === 'Identifier' || init.type === 'MemberExpression' ? (namesGlobalTimer(vocab.resolve(init)) ? init : null) : null;
}

/**
 * `function delay(ms, setTimeoutToUse = setTimeout)`: a parameter that stands for the timer unless a caller hands
 * another (a saved real one, under fake timers). (Never reassigned in the body.)
 */
function defaultsToTimer(variable: TSESLint.Scope.Variable, vocab: Vocabulary): boolean {
  const pattern = variable.defs[0]?.name.parent;
  if (variable.defs.length !== 1 || pattern?.type !== 'AssignmentPattern' || variable.references.some((reference) => reference.isWrite() && !reference.init)) return false;
  return (pattern.right.type === 'Identifier' || pattern.right.type === 'MemberExpression') && namesGlobalTimer(vocab.resolve(pattern.right));
}

function namesGlobalTimer(resolved: ReturnType<Vocabulary['resolve']>): boolean {
  if (resolved?.origin?.kind !== 'global') return false;
  const path = resolved.local;
  return (
    (path.length === 1 && path[0] === 'setTimeout') ||
    (path.length === 2 && GLOBAL_OBJECTS.has(path[0]) && path[1] === 'setTimeout') ||
    // lodash or Underscore loaded as the global `_` (a browser suite): `_.delay(fn, 100)` is `setTimeout(fn, 100)`.
    (path.length === 2 && path[0] === '_' && path[1] === 'delay')
  );
}

/**
 * A sleep on a timer kept in a module-level variable (`const realSetTimeout = setTimeout` at the top of a file)
 * runs on real time: the variable was filled when the module loaded, before a test installs fake timers.
 */
export function escapesFakeTimers(callee: TSESTree.Node, vocab: Vocabulary): boolean {
  const resolved = vocab.resolve(callee);
  if (!resolved || !capturedTimer(resolved, vocab) || resolved.origin?.kind !== 'local') return false;
  const scope = resolved.origin.variable.scope;
  return scope.type === 'module' || scope.type === 'global';
}

/**
 * `new Promise((resolve) => { jest.useRealTimers(); setTimeout(resolve, 10); jest.useFakeTimers() })`: the timer is set
 * right after the test switched to real timers (Jest's or Vitest's), so it runs in real time whatever the file fakes.
 */
function afterRealTimersSwitch(timer: TSESTree.CallExpression): boolean {
  const statement = timer.parent?.type === 'ExpressionStatement' ? timer.parent : null;
  const block = statement?.parent;
  if (!statement || block?.type !== 'BlockStatement') return false;
  for (let index = block.body.indexOf(statement) - 1; index >= 0; index--) {
    const before = block.body[index];
    const call = before.type === 'ExpressionStatement' ? unwrap(before.expression) : null;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') continue;
    const method = memberKey(call.callee);
    if (method === 'useFakeTimers') return false;
    if (method === 'useRealTimers') return true;
  }
  return false;
}

/** `'5s'`, `'500ms'`, `'2 minutes'`, `'1h'`: a duration written as text, in the units `ms` reads. */
const DURATION_STRING = /^(\d+(?:\.\d+)?)\s*(ms|msecs?|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)$/i;

/** The milliseconds in one of a unit written after a number (`ms`, `s`, `sec`, `m`, `min`, `h`, …), as `ms` reads it. */
export function unitMilliseconds(unit: string): number {
  const lower = unit.toLowerCase();
  if (lower.startsWith('ms') || lower.startsWith('milli')) return 1;
  if (lower.startsWith('m')) return 60_000;
  if (lower.startsWith('h')) return 3_600_000;
  return 1000;
}

/** The milliseconds a duration written as text stands for (`'5s'` → 5000), or null. */
export function textDurationMs(node: TSESTree.Node | null | undefined): number | null {
  if (node?.type !== 'Literal' || typeof node.value !== 'string') return null;
  const match = DURATION_STRING.exec(node.value.trim());
  return match ? Number(match[1]) * unitMilliseconds(match[2]) : null;
}

/** A duration that is not a duration: a function, object, string alias (`cy.wait('@req')`), or nothing. */
function looksLikeDuration(node: TSESTree.Node | undefined): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
      // `sleep('5s')`, `sleep('500ms')`: a duration written as text, as `ms` and the helpers built on it read it.
      return typeof node.value === 'number' || textDurationMs(node) !== null;
    case 'Identifier':
      return node.name !== 'undefined';
    case 'MemberExpression':
    case 'BinaryExpression':
    case 'UnaryExpression':
    case 'ConditionalExpression':
    case 'CallExpression':
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return true;
    case 'TemplateLiteral':
    default:
      return false;
  }
}

/**
 * `new Promise(r => setTimeout(r, n))` and its spellings: `resolve => { setTimeout(resolve, n) }`,
 * `r => setTimeout(() => r(), n)`, `function (r) { setTimeout(r, n); }`; and a promise whose executor does some
 * work first and is settled only by one timer (`(r) => { client.write(x); setTimeout(r, 100); }`), also from a
 * callback inside it. Undefined when the promise is anything else (a race between an event and a timer, say).
 */
function promiseTimer(
  node: TSESTree.NewExpression,
  vocab: Vocabulary,
): { duration: TSESTree.Node | null; timer: TSESTree.CallExpression | undefined; callee: TSESTree.Node; failsOnEvent?: true } | undefined {
  const found = promiseTimerOnly(node, vocab);
  return found && rejectsInListener(node, vocab) ? { ...found, failsOnEvent: true } : found;
}

/**
 * The promise's `reject` is called from a function handed to a call (`node.on('input', () => reject(…))`): something
 * other than the timer can settle it, and settling it that way fails whoever awaits it.
 */
function rejectsInListener(node: TSESTree.NewExpression, vocab: Vocabulary): boolean {
  const executor = node.arguments[0];
  const rejectParam = isFunction(executor) ? executor.params[1] : undefined;
  if (!executor || rejectParam?.type !== 'Identifier') return false;
  const variable = vocab.sourceCode.scopeManager?.getDeclaredVariables(executor).find((v) => v.name === rejectParam.name);
  return (variable?.references ?? []).some((reference) => {
    const use = reference.identifier as TSESTree.Node;
    if (use === rejectParam || use.parent?.type !== 'CallExpression' || use.parent.callee !== use) return false;
    for (let fn = enclosingFunction(use); fn && fn !== executor; fn = enclosingFunction(fn)) {
      if (fn.parent?.type === 'CallExpression' && fn.parent.arguments.includes(fn as TSESTree.CallExpressionArgument)) return true;
    }
    return false;
  });
}

function promiseTimerOnly(
  node: TSESTree.NewExpression,
  vocab: Vocabulary,
): { duration: TSESTree.Node | null; timer: TSESTree.CallExpression | undefined; callee: TSESTree.Node } | undefined {
  if (!isPromiseConstructor(node.callee)) return undefined;
  const executor = node.arguments[0];
  if (!isFunction(executor) || executor.params.length === 0) return undefined;
  const resolveParam = executor.params[0];
  if (resolveParam.type !== 'Identifier') return undefined;
  const body = singleExpression(executor);
  // (`new setTimeout(resolve, 500)` runs the same timer.)
  if (body && (body.type === 'CallExpression' || body.type === 'NewExpression') && isSetTimeout(body.callee, vocab)) {
    const [callback, duration] = body.arguments;
    if (callback && callsOnly(callback, resolveParam.name)) return { duration: duration ?? null, timer: undefined, callee: body.callee };
  }
  // Settled by a timer further in: every use of `resolve` must be that one timer's callback.
  const variable = vocab.sourceCode.scopeManager?.getDeclaredVariables(executor).find((v) => v.name === resolveParam.name);
  const uses = variable?.references.filter((reference) => reference.identifier !== resolveParam) ?? [];
  if (uses.length !== 1) return undefined;
  const timer = timerSettledBy(uses[0].identifier as TSESTree.Node, vocab);
  return timer ? { duration: timer.arguments[1] ?? null, timer, callee: timer.callee } : undefined;
}

/** The `setTimeout(…)` call whose callback is `resolve` or `() => resolve()`, for this use of `resolve`. */
function timerSettledBy(use: TSESTree.Node, vocab: Vocabulary): TSESTree.CallExpression | null {
  let argument: TSESTree.Node = use;
  const parent = use.parent;
  if (parent?.type === 'CallExpression' && parent.callee === use) {
    // `() => resolve()` / `function () { resolve(); }`
    const statement = parent.parent?.type === 'ExpressionStatement' ? parent.parent : parent;
    const fn = statement.parent?.type === 'BlockStatement' ? statement.parent.parent : statement.parent;
    if (!fn || !isFunction(fn) || singleExpression(fn) !== parent) return null;
    argument = fn;
  }
  const call = argument.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== argument || !isSetTimeout(call.callee, vocab)) return null;
  return call;
}

/** The one expression a function body consists of (`=> x`, `{ x; }`, `{ return x; }`), or null. */
export function singleExpression(fn: FunctionNode): TSESTree.Node | null {
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const statements = fn.body.body;
  if (statements.length !== 1) return null;
  const [statement] = statements;
  if (statement.type === 'ExpressionStatement') return statement.expression;
  if (statement.type === 'ReturnStatement') return statement.argument ?? null;
  return null;
}

/** The node is all the function does: `() => sleep(100)`, `(done) => { setTimeout(done, 100); }`, `{ return p; }`. */
export function isWholeBody(fn: FunctionNode, node: TSESTree.Node): boolean {
  const only = singleExpression(fn);
  return !!only && unwrap(only) === node;
}

/** `r`, `() => r()`, `function () { r(); }`: the callback does nothing but call `name`. */
export function callsOnly(node: TSESTree.Node, name: string): boolean {
  if (node.type === 'Identifier') return node.name === name;
  if (!isFunction(node)) return false;
  const body = singleExpression(node);
  return (
    !!body &&
    body.type === 'CallExpression' &&
    body.callee.type === 'Identifier' &&
    body.callee.name === name
  );
}

/**
 * `promisify(setTimeout)` / `util.promisify(setTimeout)` (or the function it hands out, `setTimeout[promisify.custom]`),
 * also under another local name (`const pify =
 * require('util').promisify`): the result is a sleep taking the duration first. Only Node's promisify knows the
 * timer's own promise form; a callback-last promisifier of another package would pass the callback as the duration.
 */
export function isPromisifiedTimeout(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const inner = unwrap(node);
  // `setTimeout[promisify.custom]`, `setTimeout[util.promisify.custom]`: the promise form promisify itself hands out.
  if (inner.type === 'MemberExpression' && inner.computed) {
    const key = unwrap(inner.property);
    return key.type === 'MemberExpression' && memberKey(key) === 'custom' && isNodePromisify(unwrap(key.object), vocab) && isSetTimeout(inner.object, vocab);
  }
  if (inner.type !== 'CallExpression' || inner.arguments.length !== 1) return false;
  return isNodePromisify(unwrap(inner.callee), vocab) && isSetTimeout(inner.arguments[0], vocab);
}

/**
 * Node's promisify: imported from `util` under any name, read in place (`require('util').promisify`), or a global
 * `promisify` / `util.promisify` nothing imports; not Bluebird's or `es6-promisify`'s.
 */
function isNodePromisify(callee: TSESTree.Node, vocab: Vocabulary): boolean {
  const resolved = vocab.resolve(callee);
  if (!resolved) {
    const source = callee.type === 'MemberExpression' && memberKey(callee) === 'promisify' ? requiredSource(callee.object) : null;
    return source !== null && normaliseSource(source) === 'util';
  }
  if (resolved.imported) return importIs(resolved.imported, ['util'], ['promisify']);
  const path = resolved.local.join('.');
  return resolved.origin?.kind === 'global' && (path === 'promisify' || path === 'util.promisify');
}

/**
 * A function declared in the file whose body is one sleep, whatever its name. Returns the
 * duration (a parameter index, or an expression fixed in the body) or null when it is not a sleep.
 */
export interface SleepDefinition {
  durationParam: number | null;
  fixedDuration: TSESTree.Node | null;
  usesGlobalTimer: boolean;
  /** The parameter's unit in milliseconds, when the body scales it (`setTimeout(r, sec * 1000)` → 1000). */
  durationScale?: number;
  /** See `Sleep.failsOnEvent`: the helper's window fails the test on an event. */
  failsOnEvent?: true;
  /**
   * The helper returns a function that sleeps rather than sleeping itself (`(ms) => (value) => new Promise((r) =>
   * setTimeout(() => r(value), ms))`): made to be handed to `.then(…)`, and a sleep only there.
   */
  deferred?: true;
  /** See `Sleep.suspendsCaller`: the helper's body queues a Cypress `cy.wait(n)`, so a call holds the commands after it. */
  suspendsCaller?: true;
  /** See `Sleep.driverSleep`: the helper's body is a browser driver's own sleep. */
  driverSleep?: true;
  /**
   * The helper sleeps a length it picks by a parameter (`delayTime('medium')`, a `switch` whose every case sleeps): that
   * parameter's index, and the duration each value written in a case stands for.
   */
  durationChoices?: { param: number; byValue: ReadonlyMap<string, TSESTree.Node | null> };
  /**
   * The helper runs a function it is handed once the time is up (`executeAfterWait(fn, ms)`: `new Promise((resolve) =>
   * { setTimeout(() => { resolve(fn()) }, ms) })`, or `later(fn, ms)`: `setTimeout(fn, ms)`): the index of that
   * parameter. A call is the callback form, with the function handed there as its callback.
   */
  callbackParam?: number;
  /**
   * The helper sleeps only when a call leaves this parameter out (`wait(ms, clock)`: `if (clock) return
   * clock.tickAsync(ms); return new Promise((r) => setTimeout(r, ms))`): its index. A call that hands it over does
   * something else (ticks a fake clock).
   */
  unlessGiven?: number;
  /**
   * The duration parameter may also be a promise the helper chains on before it sleeps (`wait(timeoutOrPromise = 10)`:
   * `if (isThenable(timeoutOrPromise)) return timeoutOrPromise.then(() => wait())`). A call handing it anything but a
   * number waits on that promise first: not a sleep.
   */
  durationOrThenable?: true;
  /**
   * The helper sleeps only for a length of more than nothing (`if (ms > 0) await sleep(ms)`, `if (!ms) return; return
   * new Promise(…)`): a call that hands no length (and the parameter has no default) or a length of nothing does not
   * sleep.
   */
  sleepsOnlyForALength?: true;
}

/** `sec * 1000`, `1000 * seconds`: a name scaled by a literal; the name and the factor. */
function scaledName(duration: TSESTree.Node): { name: string; scale: number } | null {
  if (duration.type !== 'BinaryExpression' || duration.operator !== '*') return null;
  const [name, factor] = duration.left.type === 'Identifier' ? [duration.left, duration.right] : [duration.right, duration.left];
  if (name.type !== 'Identifier' || factor.type !== 'Literal' || typeof factor.value !== 'number' || factor.value <= 0) return null;
  return { name: name.name, scale: factor.value };
}

export function sleepDefinition(fn: FunctionNode, vocab: Vocabulary, depth = 0): SleepDefinition | null {
  if (depth > 3) return null;
  const runsLater = callbackRunnerDefinition(fn, vocab);
  if (runsLater) return runsLater;
  const defaulted = afterDefaultingParameters(fn);
  const expression = singleExpression(fn) ?? afterLocalHelpers(fn) ?? besideLogging(fn) ?? defaulted?.last ?? null;
  if (!expression) return chosenSleepDefinition(fn, vocab, depth) ?? branchedSleepDefinition(fn, vocab, depth) ?? sleepUnlessGivenDefinition(fn, vocab, depth) ?? zeroShortcutSleepDefinition(fn, vocab, depth) ?? durationOrThenableDefinition(fn, vocab, depth) ?? repeatedSleepDefinition(fn, vocab, depth);
  // `function delay(ms) { return () => new Promise((r) => setTimeout(r, ms)); }`: a sleep made for `.then(delay(100))`.
  const returned = unwrap(expression);
  if (isFunction(returned)) {
    const inner = singleExpression(returned);
    const deferred = inner ? sleepWrappedInPlace(inner, vocab, depth) : null;
    const definition = deferred ? definitionOf(fn, deferred) : null;
    return definition ? { ...definition, deferred: true } : null;
  }
  const sleep = sleepWrappedInPlace(expression, vocab, depth);
  // (`exports.command = function clickElement(e) { return this.click(e).pause(1000) }` acts before it sleeps: a step
  // of the suite, not a sleep.)
  if (!sleep || actsBeforeOnChain(sleep)) return null;
  const definition = definitionOf(fn, sleep);
  // (`ms = ms || 500` before the timer: a call that hands no length sleeps that long.)
  const param = definition.durationParam !== null ? parameterName(fn.params[definition.durationParam]) : null;
  const fallback = param && !definition.fixedDuration ? defaulted?.defaults.get(param) : undefined;
  return fallback ? { ...definition, fixedDuration: fallback } : definition;
}

/** The sleep is a link of a browser's command chain after commands that act: `this.click(element).pause(1000)`. */
export function actsBeforeOnChain(sleep: Sleep): boolean {
  return sleep.node.type === 'CallExpression' && sleep.node.callee.type === 'MemberExpression' && unwrap(sleep.node.callee.object).type === 'CallExpression' && isBrowserCommandChain(sleep.node);
}

/**
 * `async function delayTime(time) { switch (time) { case 'short': return await delay(500); case 'long': return await
 * delay(5_000); } }`: a helper whose body is one `switch` on a parameter, each case a sleep (cases may fall through,
 * and a `default` may throw on a name it does not know), sleeps whichever length the call names. Read at a call as the
 * case its argument names; otherwise as the shortest.
 */
function chosenSleepDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  const choice = switchOnParameter(fn);
  if (!choice) return null;
  const byValue = new Map<string, TSESTree.Node | null>();
  let pending: string[] = [];
  let sleeps = 0;
  let usesGlobalTimer = true;
  let shortest: TSESTree.Node | null = null;
  for (const branch of choice.statement.cases) {
    if (branch.test) {
      if (branch.test.type !== 'Literal' || (typeof branch.test.value !== 'string' && typeof branch.test.value !== 'number')) return null;
      pending.push(String(branch.test.value));
    }
    const body = branch.consequent.filter((statement) => statement.type !== 'BreakStatement');
    if (body.length === 0) continue; // falls through to the next case
    if (body.length === 1 && body[0].type === 'ThrowStatement' && !branch.test) continue;
    const [only] = body;
    const expression = body.length !== 1 ? null : only.type === 'ReturnStatement' ? only.argument : only.type === 'ExpressionStatement' ? only.expression : null;
    const sleep = expression ? sleepWrappedInPlace(expression, vocab, depth) : null;
    if (!sleep) return null;
    sleeps += 1;
    usesGlobalTimer &&= sleep.usesGlobalTimer;
    for (const value of pending) byValue.set(value, sleep.duration);
    pending = [];
    if (sleep.duration && (!shortest || (numberValue(sleep.duration) ?? Infinity) < (numberValue(shortest) ?? Infinity))) shortest = sleep.duration;
  }
  if (sleeps < 2) return null;
  return { durationParam: null, fixedDuration: shortest, usesGlobalTimer, durationChoices: { param: choice.param, byValue } };
}

/**
 * `async pause(ms = 500, isLocalDependent = false) { if (isLocalDependent && process.env.IS_LOCAL === 'true') { const
 * waitTime = Math.min(2000, ms); await driver.pause(waitTime); } else { await driver.pause(ms); } }`: a helper whose
 * body is one `if` with an `else`, each branch a sleep (after names it declares), sleeps whichever way the condition
 * goes. Read as the branch whose duration is a parameter, else the first.
 */
function branchedSleepDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length !== 1) return null;
  const [statement] = fn.body.body;
  if (statement.type !== 'IfStatement') return null;
  if (!statement.alternate) return guardedSleepDefinition(fn, statement, vocab, depth);
  const definitions: SleepDefinition[] = [];
  for (const branch of [statement.consequent, statement.alternate]) {
    const statements = branch.type === 'BlockStatement' ? branch.body : [branch];
    const last = statements.at(-1);
    if (!last || !statements.slice(0, -1).every((before) => before.type === 'VariableDeclaration')) return null;
    const awaited = awaitedExpressionOf(last);
    const sleep = awaited ? sleepWrappedInPlace(awaited, vocab, depth) : null;
    if (!sleep) return null;
    definitions.push(definitionOf(fn, sleep));
  }
  return definitions.find((definition) => definition.durationParam !== null) ?? definitions[0];
}

/**
 * `PauseAction(pauseTime) { if (pauseTime > 0) { browser.pause(pauseTime); } }`: a helper that sleeps its duration
 * parameter when that is more than nothing (`if (ms)`, `if (ms > 0)`, `if (ms !== 0)`) sleeps that long either way.
 */
function guardedSleepDefinition(fn: FunctionNode, statement: TSESTree.IfStatement, vocab: Vocabulary, depth: number): SleepDefinition | null {
  const statements = statement.consequent.type === 'BlockStatement' ? statement.consequent.body : [statement.consequent];
  if (statements.length !== 1) return null;
  const awaited = awaitedExpressionOf(statements[0]);
  const sleep = awaited ? sleepWrappedInPlace(awaited, vocab, depth) : null;
  if (!sleep) return null;
  const definition = definitionOf(fn, sleep);
  const param = definition.durationParam !== null ? fn.params[definition.durationParam] : null;
  const name = param ? parameterName(param) : null;
  return name !== null && lengthTest(statement.test, name) === 'some' ? { ...definition, sleepsOnlyForALength: true } : null;
}

/** A parameter's name, also with a default (`clock = null`); null for a pattern. */
function parameterName(param: TSESTree.Parameter): string | null {
  if (param.type === 'Identifier') return param.name;
  return param.type === 'AssignmentPattern' && param.left.type === 'Identifier' ? param.left.name : null;
}

/**
 * `const wait = (ms, clock) => { if (clock) { return clock.tickAsync(ms); } return new Promise((r) => setTimeout(r, ms)); }`:
 * a helper that returns early when handed one parameter (other than the duration) and otherwise ends in a sleep. A
 * call without that argument sleeps; see `SleepDefinition.unlessGiven`.
 */
function sleepUnlessGivenDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  const shape = earlyBranchThenLast(fn);
  const test = shape?.early.test;
  if (!shape || test?.type !== 'Identifier') return null;
  const { branch: consequent, last } = shape;
  if (consequent.at(-1)?.type !== 'ReturnStatement') return null;
  const tested = test.name;
  // (Only a branch that drives what it was handed, `clock.tickAsync(ms)`: one that sleeps too, `if (value) return new
  // Promise((r) => setTimeout(() => r(value), ms))`, sleeps either way.)
  const drivesTested = consequent.some((statement) =>
    anyNode(statement, (node) => node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier' && node.callee.object.name === tested),
  );
  if (!drivesTested || consequent.some((statement) => anyNode(statement, (node) => (node.type === 'CallExpression' || node.type === 'NewExpression') && !!sleepWrappedInPlace(node, vocab, depth + 1)))) return null;
  const index = fn.params.findIndex((param) => parameterName(param) === tested);
  if (index < 0) return null;
  const awaited = awaitedExpressionOf(last);
  const sleep = awaited ? sleepWrappedInPlace(awaited, vocab, depth) : null;
  if (!sleep) return null;
  const definition = definitionOf(fn, sleep);
  if (definition.durationParam === index || definition.callbackParam !== undefined) return null;
  return { ...definition, unlessGiven: index };
}

/**
 * `function resolveIn(ms) { if (ms === 0) { return Promise.resolve(); } return new Promise((r) => setTimeout(r, ms)); }`:
 * a helper that returns at once for a length of nothing and otherwise sleeps that length sleeps whatever length a call
 * hands it (a zero-length call is no sleep either way).
 */
function zeroShortcutSleepDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  const shape = earlyBranchThenLast(fn);
  if (!shape) return null;
  const { early, branch: consequent, last } = shape;
  if (consequent.length !== 1 || consequent[0].type !== 'ReturnStatement') return null;
  const awaited = awaitedExpressionOf(last);
  const sleep = awaited ? sleepWrappedInPlace(awaited, vocab, depth) : null;
  if (!sleep) return null;
  const definition = definitionOf(fn, sleep);
  const param = definition.durationParam !== null && definition.callbackParam === undefined ? fn.params[definition.durationParam] : null;
  const name = param ? parameterName(param) : null;
  return name !== null && lengthTest(early.test, name) === 'none' ? { ...definition, sleepsOnlyForALength: true } : null;
}

/**
 * `function wait(timeoutOrPromise = 10) { if (isThenable(timeoutOrPromise)) return timeoutOrPromise.then(() => wait());
 * return new Promise((ok) => setTimeout(ok, typeof timeoutOrPromise === 'number' ? timeoutOrPromise : 10)); }`: one
 * parameter is either the length or a promise to chain on first. A call with a number, or nothing, sleeps; see
 * `SleepDefinition.durationOrThenable`.
 */
function durationOrThenableDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  const shape = earlyBranchThenLast(fn);
  if (!shape) return null;
  const { early, branch: consequent, last } = shape;
  // (The early branch is taken for a promise: its test asks for one, `typeof x.then === 'function'`, `isPromise(x)`.)
  if (!/then|promise/i.test(vocab.text(early.test))) return null;
  const returned = consequent.length === 1 && consequent[0].type === 'ReturnStatement' ? consequent[0].argument : null;
  const chained = returned ? unwrap(returned) : null;
  if (chained?.type !== 'CallExpression' || chained.callee.type !== 'MemberExpression' || memberKey(chained.callee) !== 'then') return null;
  // (`(timeoutOrPromise as Promise<unknown>).then(…)` too.)
  const thenable = unwrap(chained.callee.object);
  if (thenable.type !== 'Identifier') return null;
  const index = fn.params.findIndex((param) => parameterName(param) === thenable.name);
  if (index < 0) return null;
  const awaited = awaitedExpressionOf(last);
  const sleep = awaited ? sleepWrappedInPlace(awaited, vocab, depth) : null;
  if (!sleep) return null;
  const definition = definitionOf(fn, sleep);
  return definition.durationParam === index ? { ...definition, durationOrThenable: true } : null;
}

/**
 * What a condition asks of the length `name`: 'some' for more than nothing (`ms`, `ms > 0`, `ms >= 1`, `ms !== 0`,
 * `0 < ms`), 'none' for nothing (`!ms`, `ms === 0`, `ms <= 0`, `ms < 1`, `0 === ms`); null for anything else (`ms !== 1`
 * and `ms > 100` pick lengths).
 */
function lengthTest(test: TSESTree.Expression, name: string): 'some' | 'none' | null {
  const isName = (node: TSESTree.Node) => node.type === 'Identifier' && node.name === name;
  if (isName(test)) return 'some';
  if (test.type === 'UnaryExpression' && test.operator === '!') {
    const inner = lengthTest(test.argument, name);
    return inner === 'some' ? 'none' : inner === 'none' ? 'some' : null;
  }
  if (test.type !== 'BinaryExpression') return null;
  const value = (node: TSESTree.Node) => (node.type === 'Literal' ? node.value : undefined);
  // Written with the name on the left; `0 < ms` is turned round to `ms > 0`.
  const MIRROR: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
  const [operator, bound] = isName(test.left) ? [test.operator, value(test.right)] : isName(test.right) ? [MIRROR[test.operator] ?? test.operator, value(test.left)] : [null, undefined];
  if (operator === null) return null;
  if ((operator === '>' && bound === 0) || (operator === '>=' && bound === 1) || ((operator === '!==' || operator === '!=') && bound === 0)) return 'some';
  if ((operator === '<=' && bound === 0) || (operator === '<' && bound === 1) || ((operator === '===' || operator === '==') && bound === 0)) return 'none';
  return null;
}

/** The function's body is one `switch` on one of its parameters: the statement and that parameter's index. */
function switchOnParameter(fn: FunctionNode): { statement: TSESTree.SwitchStatement; param: number } | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length !== 1) return null;
  const [statement] = fn.body.body;
  if (statement.type !== 'SwitchStatement' || statement.discriminant.type !== 'Identifier') return null;
  const name = statement.discriminant.name;
  const param = fn.params.findIndex((p) => (p.type === 'Identifier' && p.name === name) || (p.type === 'AssignmentPattern' && p.left.type === 'Identifier' && p.left.name === name));
  return param < 0 ? null : { statement, param };
}

/**
 * `(fn, waitTime = 0) => new Promise((resolve) => { setTimeout(() => { const value = fn(); resolve(value); }, waitTime) })`,
 * `function later(fn, ms) { setTimeout(fn, ms) }`: a helper whose one timer runs a function parameter when the time is
 * up (and settles the promise it returns, if any). Its duration comes from another parameter.
 */
function callbackRunnerDefinition(fn: FunctionNode, vocab: Vocabulary): SleepDefinition | null {
  let timer = singleExpression(fn) ?? timerAfterArgumentShuffle(fn);
  if (!timer) return null;
  timer = unwrap(timer);
  if (timer.type === 'NewExpression' && isPromiseConstructor(timer.callee)) {
    const executor = timer.arguments[0];
    // (After bookkeeping of the test's own, `expect.hasAssertions(); setTimeout(…)`: the timer is the executor's last
    // statement, and nothing before it is a timer.)
    const inner = executor && isFunction(executor) ? singleExpression(executor) ?? lastTimerAfterBookkeeping(executor, vocab) : null;
    timer = inner ? unwrap(inner) : timer;
  }
  if (timer.type !== 'CallExpression' || !isSetTimeout(timer.callee, vocab)) return null;
  const [callback, duration] = timer.arguments;
  if (!callback) return null;
  const paramIndex = (name: string) => fn.params.findIndex((param) => param.type === 'Identifier' && param.name === name);
  // The timer's callback is the parameter itself, or calls it among at most two statements (`resolve(fn())`,
  // `const value = fn(); resolve(value)`).
  let called = callback.type === 'Identifier' ? paramIndex(callback.name) : -1;
  if (called < 0 && isFunction(callback)) {
    const statements = callback.body.type === 'BlockStatement' ? callback.body.body : null;
    // (Or calls it first, then tidies up: `callback(); mock.mockReset(); resolve(true)`.)
    const first = statements?.[0];
    const callsFirst = first?.type === 'ExpressionStatement' && first.expression.type === 'CallExpression' && first.expression.callee.type === 'Identifier' && paramIndex(first.expression.callee.name) >= 0 && first.expression.arguments.length === 0;
    if (statements && statements.length > 2 && !callsFirst) return null;
    anyNode(callback.body, (node) => {
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && paramIndex(node.callee.name) >= 0 && node.arguments.length === 0) called = paramIndex(node.callee.name);
      return called >= 0;
    });
  }
  if (called < 0) return null;
  const definition = durationDefinitionOf(fn, { form: 'callback', node: timer, duration: (duration as TSESTree.Node | undefined) ?? null, callback: null, usesGlobalTimer: !escapesFakeTimers(timer.callee, vocab) });
  // (A helper handed its duration too, or one whose duration is a number written in it: `wait: (cb) => setTimeout(cb,
  // 500)` in a suite's test utilities. Not one that keeps a duration of its own by name, `setTimeout(fn, this.delay)`.)
  if (definition.durationParam === called) return null;
  if (definition.durationParam === null && !(definition.fixedDuration && isNumberLiteral(unwrap(definition.fixedDuration)))) return null;
  return { ...definition, callbackParam: called };
}

/** The last statement of a promise's executor when it is a timer and the statements before it start none. */
function lastTimerAfterBookkeeping(executor: FunctionNode, vocab: Vocabulary): TSESTree.Node | null {
  if (executor.body.type !== 'BlockStatement' || executor.body.body.length < 2) return null;
  const statements = executor.body.body;
  const last = statements.at(-1)!;
  if (last.type !== 'ExpressionStatement') return null;
  const startsTimer = (node: TSESTree.Node) => anyNode(node, (inner) => inner.type === 'CallExpression' && isSetTimeout(inner.callee, vocab), { intoFunctions: true });
  return statements.slice(0, -1).every((statement) => statement.type === 'ExpressionStatement' && !startsTimer(statement)) ? last.expression : null;
}

/**
 * `tick(arg, fn) { const defaultTick = 110; if (typeof arg === 'function') { fn = arg; arg = defaultTick; }
 * setTimeout(() => { fn(); }, arg); }`: a timer as the last statement, after constants and the `if` that lets a call
 * leave the duration out (a function handed first is the callback). The timer, or null.
 */
function timerAfterArgumentShuffle(fn: FunctionNode): TSESTree.Node | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length < 2) return null;
  const statements = fn.body.body;
  const last = statements.at(-1)!;
  if (last.type !== 'ExpressionStatement') return null;
  let shuffled = false;
  for (const statement of statements.slice(0, -1)) {
    // (Constants worked out in place, `const defaultTick = (Number(process.env.POLL) || 100) + 10`; not a call of the
    // helper's own object, `const s = this.watcher.start()`, which does something first.)
    if (statement.type === 'VariableDeclaration' && statement.kind === 'const' && !anyNode(statement, (node) => node.type === 'ThisExpression' || node.type === 'AwaitExpression' || node.type === 'NewExpression')) continue;
    if (!shuffled && shufflesCallbackFirst(statement, fn)) {
      shuffled = true;
      continue;
    }
    return null;
  }
  return shuffled ? last.expression : null;
}

/** `if (typeof arg === 'function') { fn = arg; arg = defaultTick; }`, `arg` and `fn` parameters of `fn`, no `else`. */
function shufflesCallbackFirst(statement: TSESTree.Node, fn: FunctionNode): boolean {
  if (statement.type !== 'IfStatement' || statement.alternate) return false;
  const test = statement.test;
  if (test.type !== 'BinaryExpression' || !['===', '=='].includes(test.operator)) return false;
  const [typeOf, kind] = test.left.type === 'UnaryExpression' ? [test.left, test.right] : [test.right, test.left];
  if (typeOf.type !== 'UnaryExpression' || typeOf.operator !== 'typeof' || typeOf.argument.type !== 'Identifier') return false;
  if (kind.type !== 'Literal' || kind.value !== 'function') return false;
  const params = new Set(fn.params.map(parameterName));
  const tested = typeOf.argument.name;
  const body = statement.consequent.type === 'BlockStatement' ? statement.consequent.body : [statement.consequent];
  // Each statement assigns a parameter; one of them moves the function handed first to another (`fn = arg`).
  const assignments = body.map((step) => (step.type === 'ExpressionStatement' && step.expression.type === 'AssignmentExpression' && step.expression.left.type === 'Identifier' && params.has(step.expression.left.name) ? step.expression : null));
  const movesFunction = assignments.some((assignment) => { const right = assignment && unwrap(assignment.right); return right?.type === 'Identifier' && right.name === tested; });
  return params.has(tested) && body.length > 0 && assignments.every(Boolean) && movesFunction;
}

/**
 * `async pause(n) { await new Promise((r) => setTimeout(r, n * 1000)); console.log('Paused') }`: the one
 * statement that is not a line written to a log (`console.…`, `logger.…`, `log(…)`, `cy.log(…)`) before or after it.
 */
function besideLogging(fn: FunctionNode): TSESTree.Node | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length < 2) return null;
  const rest = fn.body.body.filter((statement) => !writesLog(statement));
  if (rest.length !== 1 || rest.length === fn.body.body.length) return null;
  const [statement] = rest;
  if (statement.type === 'ExpressionStatement') return statement.expression;
  return statement.type === 'ReturnStatement' ? (statement.argument ?? null) : null;
}

function writesLog(statement: TSESTree.Statement): boolean {
  const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  const path = call?.type === 'CallExpression' ? pathOf(call.callee) : null;
  if (!path) return false;
  return ['console', 'logger', 'log'].includes(path[0]) || (path.length === 2 && path[0] === 'cy' && path[1] === 'log');
}

/**
 * `async function waitFor(duration) { const delay = (ms) => new Promise((r) => setTimeout(r, ms)); await delay(duration) }`:
 * the last statement, when every statement before it only declares a function of the helper's own.
 */
function afterLocalHelpers(fn: FunctionNode): TSESTree.Node | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length < 2) return null;
  const statements = fn.body.body;
  const declaresFunctionsOnly = statements.slice(0, -1).every(
    (statement) =>
      statement.type === 'FunctionDeclaration' ||
      (statement.type === 'VariableDeclaration' && statement.declarations.every((declarator) => !!declarator.init && isFunction(unwrap(declarator.init)))),
  );
  if (!declaresFunctionsOnly) return null;
  return awaitedExpressionOf(statements[statements.length - 1]);
}

/**
 * `function wait(time = 0) { time = time ? time : 1; return new Promise((r) => setTimeout(r, time)) }`: the last
 * statement, when every statement before it only gives a parameter a default when it has none (`ms = ms || 100`,
 * `ms = ms ?? 100`, `ms ||= 100`, `ms ??= 10`, `ms = ms ? ms : 1`, `if (!ms) ms = 1`), with those defaults by parameter.
 * (Not `s = s * 1000`, a change of unit, nor anything that writes another name or calls.)
 */
function afterDefaultingParameters(fn: FunctionNode): { last: TSESTree.Node; defaults: Map<string, TSESTree.Node> } | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length < 2) return null;
  const statements = fn.body.body;
  const params = new Set(fn.params.map(parameterName).filter((name): name is string => !!name));
  const defaults = new Map<string, TSESTree.Node>();
  const isNumber = (node: TSESTree.Node): boolean => numberValue(node) !== null;
  const isName = (node: TSESTree.Node, name: string): boolean => node.type === 'Identifier' && node.name === name;
  // The default a value gives `name` when it has none: `name || 100`, `name ?? 100`, `name ? name : 100`.
  const defaultIn = (value: TSESTree.Node, name: string): TSESTree.Node | null => {
    if (value.type === 'LogicalExpression' && (value.operator === '||' || value.operator === '??') && isName(value.left, name) && isNumber(value.right)) return value.right;
    if (value.type === 'ConditionalExpression' && isName(value.test, name) && isName(value.consequent, name) && isNumber(value.alternate)) return value.alternate;
    return null;
  };
  const defaulting = (statement: TSESTree.Statement): { name: string; value: TSESTree.Node } | null => {
    if (statement.type === 'IfStatement' && !statement.alternate) {
      const only = statement.consequent.type === 'BlockStatement' ? (statement.consequent.body.length === 1 ? statement.consequent.body[0] : null) : statement.consequent;
      const assignment = only?.type === 'ExpressionStatement' ? only.expression : null;
      const test = statement.test;
      const name = assignment?.type === 'AssignmentExpression' && assignment.operator === '=' && assignment.left.type === 'Identifier' ? assignment.left.name : null;
      const testsMissing = !!name && ((test.type === 'UnaryExpression' && test.operator === '!' && isName(test.argument, name)) || (test.type === 'BinaryExpression' && ['===', '=='].includes(test.operator) && isName(test.left, name) && isNullish(test.right)));
      return name && params.has(name) && testsMissing && assignment?.type === 'AssignmentExpression' && isNumber(assignment.right) ? { name, value: assignment.right } : null;
    }
    const assignment = statement.type === 'ExpressionStatement' ? statement.expression : null;
    if (assignment?.type !== 'AssignmentExpression' || assignment.left.type !== 'Identifier' || !params.has(assignment.left.name)) return null;
    const name = assignment.left.name;
    if ((assignment.operator === '||=' || assignment.operator === '??=') && isNumber(assignment.right)) return { name, value: assignment.right };
    const value = assignment.operator === '=' ? defaultIn(assignment.right, name) : null;
    return value ? { name, value } : null;
  };
  for (const statement of statements.slice(0, -1)) {
    const found = defaulting(statement);
    if (!found) return null;
    defaults.set(found.name, found.value);
  }
  const last = awaitedExpressionOf(statements[statements.length - 1]);
  return last ? { last, defaults } : null;
}

/** `await sleep(ms);`, `return sleep(ms);`, `sleep(ms);`: what the statement runs, past its `await`. */
export function awaitedExpressionOf(statement: TSESTree.Node): TSESTree.Node | null {
  const expression = statement.type === 'ExpressionStatement' ? statement.expression : statement.type === 'ReturnStatement' ? statement.argument : null;
  if (!expression) return null;
  const inner = unwrap(expression);
  return inner.type === 'AwaitExpression' ? inner.argument : expression;
}

/**
 * `browser.sleep(ms);` as a statement of its own, not awaited: Protractor's control flow (or WebdriverIO's sync mode)
 * queues it, and it holds the next command (`element(by.css('a')).click()`) without an await; so does a Nightwatch
 * page object's `this.api.pause(500);`. A helper whose body it is holds the commands its caller queues after the call.
 */
export function queuesBrowserSleep(call: TSESTree.CallExpression): boolean {
  const callee = pathOf(call.callee);
  if (!callee || !['sleep', 'pause'].includes(callee.at(-1) ?? '')) return false;
  if (call.parent?.type === 'ExpressionStatement') return isBrowserQueueName(callee[0]) || isNightwatchBrowser(callee, call) || queuesInControlFlow(call, callee);
  // Nightwatch's browser returns itself, so a chain may go on from the sleep: `browser.pause(300).assert.visible('#b');`
  // or, in a page object's command, `this.api.pause(500).assert.elementNotPresent('.modal');`. The links after it queue
  // behind it as statements do. (Not `.then(…)`, `.catch(…)` or `.finally(…)`: a promise of the sleep, Protractor's or
  // WebdriverIO's, read as a chain to a callback or left for nobody.)
  return headsCommandChainStatement(call) && (isBrowserQueueName(callee[0]) || isNightwatchBrowser(callee, call));
}

/** `browser.pause(300).assert.visible('#b');`: the call is the first link of a chain that is a statement of its own. */
function headsCommandChainStatement(call: TSESTree.CallExpression): boolean {
  const member = call.parent;
  if (member?.type !== 'MemberExpression' || member.object !== call || PROMISE_METHODS.has(memberKey(member) ?? '')) return false;
  return wholeChain(call).parent?.type === 'ExpressionStatement';
}

/**
 * `driver.sleep(3000);` in a function that awaits nothing, `var createActivity = function () { driver.findElement(…)
 * .click(); driver.sleep(1000); … }`: selenium-webdriver's promise manager (before version 4) queues its commands as
 * Protractor's does. (In an `async` function an unawaited `driver.sleep` is only a promise nobody waits for.)
 */
function queuesInControlFlow(call: TSESTree.CallExpression, callee: readonly string[]): boolean {
  if (callee.length !== 2 || callee[0] !== 'driver' || callee[1] !== 'sleep') return false;
  const fn = enclosingFunction(call);
  return !fn || (!fn.async && !fn.generator);
}

/**
 * A method of Nightwatch's browser reached through `this`: `this.api.pause(n)` in a page object's command, where
 * `this.api` is the browser it drives, or `this.pause(n)` in a custom command, whose `this` is the browser itself.
 */
function isNightwatchBrowser(path: readonly string[], node: TSESTree.Node): boolean {
  if (path[0] !== 'this') return false;
  return (path.length === 3 && path[1] === 'api') || (path.length === 2 && isNightwatchCommand(thisOwner(node)));
}

/** The definition `fn` is when its body is `sleep`: where the duration comes from, the parameter's unit. */
function definitionOf(fn: FunctionNode, sleep: Sleep): SleepDefinition {
  const definition = durationDefinitionOf(fn, sleep);
  const queued = sleep.suspendsCaller || (sleep.node.type === 'CallExpression' && (pathOf(sleep.node.callee)?.[0] === 'cy' || queuesBrowserSleep(sleep.node)));
  return {
    ...definition,
    ...(sleep.failsOnEvent ? { failsOnEvent: true as const } : {}),
    ...(queued ? { suspendsCaller: true as const } : {}),
    ...(drivesBrowser(sleep) ? { driverSleep: true as const } : {}),
  };
}

function durationDefinitionOf(fn: FunctionNode, sleep: Sleep): SleepDefinition {
  const duration = sleep.duration;
  // `(ms) => setTimeout(r, ms)`, and a helper counting in seconds, `(sec) => setTimeout(r, sec * 1000)`.
  const scaled = duration ? scaledName(duration) : null;
  // `setTimeout(r, ms || 0)`, `ms ?? 10`: the parameter, with a fallback.
  const fallback = duration?.type === 'LogicalExpression' && ['||', '??'].includes(duration.operator) && duration.left.type === 'Identifier' ? duration : null;
  // `typeof ms === 'number' ? ms : 10`: the parameter when it is a number, else a fallback.
  const numberOrElse = duration ? typeofNumberFallback(duration) : null;
  const durationName = duration?.type === 'Identifier' ? duration.name : fallback?.left.type === 'Identifier' ? fallback.left.name : (numberOrElse?.name ?? scaled?.name);
  if (durationName !== undefined) {
    const index = fn.params.findIndex((param) => parameterName(param) === durationName);
    if (index >= 0) {
      const param = fn.params[index];
      return {
        durationParam: index,
        fixedDuration: param.type === 'AssignmentPattern' ? param.right : (fallback?.right ?? numberOrElse?.otherwise ?? null),
        usesGlobalTimer: sleep.usesGlobalTimer,
        ...(scaled ? { durationScale: scaled.scale } : {}),
      };
    }
  }
  return { durationParam: null, fixedDuration: duration, usesGlobalTimer: sleep.usesGlobalTimer };
}

/** `typeof ms === 'number' ? ms : 10` (or `!==` with the branches swapped): the name tested and the other branch. */
function typeofNumberFallback(node: TSESTree.Node): { name: string; otherwise: TSESTree.Node } | null {
  if (node.type !== 'ConditionalExpression' || node.test.type !== 'BinaryExpression') return null;
  const { test } = node;
  const typeOf = [test.left, test.right].find((side) => side.type === 'UnaryExpression' && side.operator === 'typeof');
  const word = [test.left, test.right].find((side) => side.type === 'Literal' && side.value === 'number');
  if (!typeOf || !word || typeOf.type !== 'UnaryExpression' || typeOf.argument.type !== 'Identifier') return null;
  const name = typeOf.argument.name;
  const equal = test.operator === '===' || test.operator === '==';
  if (!equal && test.operator !== '!==' && test.operator !== '!=') return null;
  const [used, otherwise] = equal ? [node.consequent, node.alternate] : [node.alternate, node.consequent];
  return used.type === 'Identifier' && used.name === name ? { name, otherwise } : null;
}

/**
 * The sleep an expression is, also inside a call that runs its callback in place and goes on after it: React's
 * `act(() => new Promise((r) => setTimeout(r, 30)))` lasts as long as the sleep it wraps.
 */
function sleepWrappedInPlace(expression: TSESTree.Node, vocab: Vocabulary, depth: number): Sleep | null {
  const inner = unwrap(expression);
  if (isInPlaceWrapper(inner) && depth < 3) {
    const callback = inner.arguments[0];
    const only = callback && isFunction(callback) ? singleExpression(callback) : null;
    return only ? sleepWrappedInPlace(only, vocab, depth + 1) : null;
  }
  return inner.type === 'CallExpression' || inner.type === 'NewExpression' ? promiseSleepAt(inner, vocab, depth + 1) : null;
}

/**
 * `for (let i = 0; i < 60; i++) { await new Promise((r) => setTimeout(r, 0)); await new Promise(setImmediate); }`:
 * a helper that sleeps a fixed number of times and checks nothing between is one longer sleep. (With a condition in
 * the loop's test, `i < 500 && !ready()`, it is a wait.)
 */
function repeatedSleepDefinition(fn: FunctionNode, vocab: Vocabulary, depth: number): SleepDefinition | null {
  // `async function waitForOverlayToSettle() { await sleep(); await sleep(); await sleep(); }`: sleeps in a row,
  // with nothing checked between, are one longer sleep too; so are counted loops of them, and turns of the loop
  // between them (`await new Promise((r) => setTimeout(r, 0)); await settle();` with `settle` a loop of
  // `await Promise.resolve()`).
  const steps = awaitedSteps(fn);
  if (!steps) return null;
  let sleeps = 0;
  let usesGlobalTimer = true;
  // Read as the longest of its turns' durations: a lower bound of the whole, and never the zero-length tick that a
  // sleep without a duration on the global timer stands for (unless each turn is one).
  let longest: TSESTree.Node | null = null;
  for (const step of steps) {
    if (flushesTicks(step) || callsTickHelper(step, vocab)) continue;
    const awaited = step.type === 'ExpressionStatement' && step.expression.type === 'AwaitExpression' ? unwrap(step.expression.argument) : null;
    if (awaited?.type !== 'CallExpression' && awaited?.type !== 'NewExpression') return null;
    const sleep = promiseSleepAt(awaited, vocab, depth + 1);
    if (!sleep) return null;
    sleeps += 1;
    usesGlobalTimer &&= sleep.usesGlobalTimer;
    if (sleep.duration && (!longest || (numberValue(sleep.duration) ?? Infinity) > (numberValue(longest) ?? Infinity))) longest = sleep.duration;
  }
  return sleeps > 0 ? { durationParam: null, fixedDuration: longest, usesGlobalTimer } : null;
}

/**
 * The awaited statements a body runs, with counted loops opened (`for (let i = 0; i < 8; i++) { await … }`), or null
 * when it does anything else. A single statement is read elsewhere, unless it is such a loop.
 */
function awaitedSteps(fn: FunctionNode): TSESTree.Statement[] | null {
  if (fn.body.type !== 'BlockStatement') return null;
  const statements = fn.body.body;
  const loops = statements.filter((statement): statement is TSESTree.ForStatement => statement.type === 'ForStatement' && isCountedLoop(statement));
  if (statements.length < 2 && loops.length === 0) return null;
  const steps = statements.flatMap((statement) => (loops.includes(statement as TSESTree.ForStatement) ? loopStatements(statement as TSESTree.ForStatement) : [statement]));
  return steps.length > 0 && steps.every((statement) => statement.type === 'ExpressionStatement' && statement.expression.type === 'AwaitExpression') ? steps : null;
}

function loopStatements(loop: TSESTree.ForStatement): TSESTree.Statement[] {
  return loop.body.type === 'BlockStatement' ? loop.body.body : [loop.body];
}

/** `await settle()` with `async function settle() { for (…) await Promise.resolve(); }` declared in the file: turns of the loop. */
function callsTickHelper(step: TSESTree.Node, vocab: Vocabulary): boolean {
  const awaited = step.type === 'ExpressionStatement' && step.expression.type === 'AwaitExpression' ? unwrap(step.expression.argument) : null;
  if (awaited?.type !== 'CallExpression' || awaited.callee.type !== 'Identifier' || awaited.arguments.length > 0) return false;
  const origin = vocab.resolve(awaited.callee)?.origin;
  const init = origin?.kind === 'local' && origin.init ? unwrap(origin.init) : null;
  if (!init || !isFunction(init)) return false;
  const steps = awaitedSteps(init) ?? (init.body.type === 'BlockStatement' ? init.body.body : null);
  return !!steps && steps.length > 0 && steps.every((statement) => flushesTicks(statement));
}

/** A body `sleepDefinition` can read: one expression, or awaited sleeps in a row or in counted loops. */
export function hasSleepDefinitionShape(fn: FunctionNode): boolean {
  return singleExpression(fn) !== null || awaitedSteps(fn) !== null || switchOnParameter(fn) !== null || isOneIf(fn) || earlyBranchThenLast(fn) !== null || timerAfterArgumentShuffle(fn) !== null || afterDefaultingParameters(fn) !== null;
}

/**
 * The function's body is an `if` without an `else` (the early way out), then one statement (a sleep unless the early
 * way is taken): the `if`, the statements of its branch, and the last statement; null for any other body.
 */
function earlyBranchThenLast(fn: FunctionNode): { early: TSESTree.IfStatement; branch: TSESTree.Statement[]; last: TSESTree.Statement } | null {
  if (fn.body.type !== 'BlockStatement' || fn.body.body.length !== 2) return null;
  const [early, last] = fn.body.body;
  if (early.type !== 'IfStatement' || early.alternate) return null;
  return { early, branch: early.consequent.type === 'BlockStatement' ? early.consequent.body : [early.consequent], last };
}

/** The function's body is one `if` (a sleep either way, or one only when its duration is more than nothing). */
function isOneIf(fn: FunctionNode): boolean {
  return fn.body.type === 'BlockStatement' && fn.body.body.length === 1 && fn.body.body[0].type === 'IfStatement';
}

/**
 * `for (let i = 0; i < 60; i++)`, `i <= rounds`: a loop bound by a counter it declares and steps itself. (Not
 * `for (; received < expected;)`, which waits for something else to count.)
 */
function isCountedLoop(loop: TSESTree.ForStatement): boolean {
  const test = loop.test;
  if (test?.type !== 'BinaryExpression' || !['<', '<='].includes(test.operator) || test.left.type !== 'Identifier') return false;
  if (test.right.type !== 'Identifier' && !isNumberLiteral(test.right)) return false;
  const counter = test.left.name;
  const declares =
    loop.init?.type === 'VariableDeclaration' &&
    loop.init.declarations.some((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === counter);
  const update = loop.update;
  const steps =
    (update?.type === 'UpdateExpression' && update.argument.type === 'Identifier' && update.argument.name === counter) ||
    (update?.type === 'AssignmentExpression' && update.left.type === 'Identifier' && update.left.name === counter);
  return declares && steps;
}

/** The sleep a call or `new` expression is, in its promise form; null when it is something else. */
export function promiseSleepAt(
  node: TSESTree.CallExpression | TSESTree.NewExpression,
  vocab: Vocabulary,
  depth = 0,
): Sleep | null {
  if (node.type === 'NewExpression') {
    const found = promiseTimer(node, vocab);
    // A zero or missing duration is one turn of the event loop: still time standing in for a signal.
    if (!found) return null;
    const usesGlobalTimer = !escapesFakeTimers(found.callee, vocab) && !(found.timer && afterRealTimersSwitch(found.timer));
    return { form: 'promise', node, duration: found.duration, callback: null, usesGlobalTimer, ...(found.timer ? { timer: found.timer } : {}), ...(found.failsOnEvent ? { failsOnEvent: true } : {}) };
  }
  const first = node.arguments[0] as TSESTree.Node | undefined;
  const handedToAct = sleepHandedToAct(node, vocab, depth);
  if (handedToAct) return handedToAct;
  const make = (duration: TSESTree.Node | null, usesGlobalTimer = false, durationScale?: number): Sleep => ({
    form: 'promise',
    node,
    duration,
    callback: null,
    usesGlobalTimer,
    ...(durationScale !== undefined ? { durationScale } : {}),
  });
  const fromDefinition = (definition: SleepDefinition): Sleep | null => {
    // `delay(100)` of a helper that returns a sleeping function sleeps only where a chain runs it: `.then(delay(100))`.
    if (definition.deferred && !handedToThen(node)) return null;
    // `wait(10, clock)` of a helper that sleeps only without a clock ticks that clock instead.
    if (definition.unlessGiven !== undefined) {
      const given = node.arguments[definition.unlessGiven] as TSESTree.Node | undefined;
      // (`wait(200, undefined)`, `wait(200, null)`: nothing handed.)
      const nothing = !given || (given.type === 'Identifier' && given.name === 'undefined') || (given.type === 'Literal' && (given.value === null || given.value === false || given.value === 0));
      if (!nothing) return null;
    }
    // `pause()`, `pause(0)` of a helper that sleeps only for a length of more than nothing return at once.
    if (definition.sleepsOnlyForALength && definition.durationParam !== null) {
      // (No argument falls back to the parameter's default, `ms = 500`, if it has one.)
      const length = definitionDuration(definition, node);
      if (!length || numberValue(length) === 0 || isNullish(length)) return null;
    }
    // `wait(closing)` of a helper that chains on a promise handed in place of the length waits on that promise.
    if (definition.durationOrThenable && definition.durationParam !== null) {
      const given = node.arguments[definition.durationParam] as TSESTree.Node | undefined;
      if (given && holdsPromise(given, vocab)) return null;
    }
    // `await executeAfterWait(() => { expect(…) }, 100)`: the callback form, its callback the function handed over.
    if (definition.callbackParam !== undefined) {
      const handed = node.arguments[definition.callbackParam] as TSESTree.Node | undefined;
      const duration = definitionDuration(definition, node);
      // (No duration, or a zero one, is a turn of the event loop: `executeAfterWait(fn)` with `waitTime = 0`.)
      if (!handed || !duration || numberValue(duration) === 0) return null;
      // `before((done) => testUtil.wait(done))`: the hook's own `done`, handed on, ends the hook when the time is up;
      // a test's, `wss.close(() => testUtil.wait(done))`, ends the test.
      if (node.type === 'CallExpression' && handed.type === 'Identifier' && handsHookItsDone(node, handed, vocab)) {
        return { form: 'callback', node, duration, callback: null, usesGlobalTimer: definition.usesGlobalTimer, endsHook: true };
      }
      if (node.type === 'CallExpression' && handed.type === 'Identifier' && endsTestLater(node, handed, vocab)) {
        return { form: 'callback', node, duration, callback: null, usesGlobalTimer: definition.usesGlobalTimer, endsTest: true };
      }
      if (!isFunction(handed)) return null;
      return { form: 'callback', node, duration, callback: handed, usesGlobalTimer: definition.usesGlobalTimer };
    }
    const sleep = make(definitionDuration(definition, node), definition.usesGlobalTimer, definition.durationParam !== null ? definition.durationScale : undefined);
    if (definition.failsOnEvent) sleep.failsOnEvent = true;
    if (definition.suspendsCaller) sleep.suspendsCaller = true;
    if (definition.driverSleep) sleep.driverSleep = true;
    return definition.deferred ? { ...sleep, deferred: true } : sleep;
  };

  const resolved = vocab.resolve(node.callee);
  // `await this.pause(500)` in a class's method: the class's own method, or one it inherits from a base class of the
  // file or of the suite's helper module (`class AppBrowsePanel extends Page`), judged by its definition.
  if (resolved?.local.length === 2 && (resolved.local[0] === 'this' || resolved.local[0] === 'super') && node.callee.type === 'MemberExpression' && depth < 3) {
    const method = vocab.thisMethodSleep(node.callee);
    if (method) return fromDefinition(method);
  }
  if (!resolved) {
    // A member spelling trusted on any receiver, on one the rule cannot name: `broker.start().delay(2000)` (Bluebird-style
    // promises wait for themselves, then the duration), `await pages[1].waitForTimeout(1000)`.
    const callee = node.callee;
    const key = callee.type === 'MemberExpression' ? memberKey(callee) : null;
    if (key && Object.hasOwn(MEMBER_SLEEPS, key) && MEMBER_SLEEPS[key] === ANY_RECEIVER && looksLikeDuration(first)) {
      return { form: 'promise', node, duration: first!, callback: null, usesGlobalTimer: false };
    }
    // `cy.get('.editor').type('foo').wait(500).click()`: Cypress's `.wait(n)` chained off any command holds the
    // rest of the chain and every later command for that long, as `cy.wait(n)` does.
    if (callee.type === 'MemberExpression' && memberKey(callee) === 'wait' && isNumberLike(first) && isCypressChain(node, vocab)) {
      return { form: 'promise', node, duration: first!, callback: null, usesGlobalTimer: false };
    }
    // `browser.click('#copy').pause(100)`, `.pause(2000)` between Nightwatch's commands: the browser's queue holds the
    // commands after it that long.
    if (callee.type === 'MemberExpression' && memberKey(callee) === 'pause' && looksLikeDuration(first) && unwrap(callee.object).type === 'CallExpression' && isBrowserCommandChain(node, vocab.sourceCode)) {
      // (Off `this` in a Nightwatch custom command, `this.click(element).pause(1000)`: the browser's own pause.)
      const ownBrowser = chainBase(node).type === 'ThisExpression';
      return { form: 'promise', node, duration: first!, callback: null, usesGlobalTimer: false, ...(ownBrowser ? { driverSleep: true as const } : {}) };
    }
    // `await t.setFilesToUpload('#upload', files).wait(15000)` (TestCafe), `request(server).ws('/').wait(100).sendText('x')`
    // (superwstest): a test driver's chain holds its next link for that long. (Off any other call, `pool.acquire()
    // .wait(500)` may wait on the thing the call returned, with a limit.)
    // (Also a number the file keeps under a name: `const waitTime = 500; … .typeText(input, 'x').wait(waitTime)`.)
    if (callee.type === 'MemberExpression' && memberKey(callee) === 'wait' && node.arguments.length === 1 && holdsNumber(first, vocab) && isTestDriverChain(callee.object, vocab)) {
      return { form: 'promise', node, duration: first!, callback: null, usesGlobalTimer: false };
    }
    // `await promisify(setTimeout)(1000)`: promisified and called on the spot.
    if (callee.type === 'CallExpression' && isPromisifiedTimeout(callee, vocab)) {
      return { form: 'promise', node, duration: first ?? null, callback: null, usesGlobalTimer: true };
    }
    return null;
  }
  if (vocab.settings.sleeps.length > 0 && vocab.matchesSetting('sleeps', resolved.local)) return make(first ?? null);
  for (const known of SLEEP_EXPORTS) {
    if (!importIs(resolved.imported, known.sources, known.path)) continue;
    const sleep = make(first ?? null);
    if (known.suspendsCaller) sleep.suspendsCaller = true;
    return sleep;
  }
  const origin = resolved.origin;
  if (resolved.local.length === 1 && origin?.kind === 'local') {
    // Declared in this file: decide from what its body does, not from its name.
    const definition = sleepDefinitionOfValue(origin.init, vocab, depth);
    if (definition) return fromDefinition(definition);
    // `const sleep = util.sleep`, `const { delay } = helpers` of a global the runner provides: the name it aliases,
    // trusted with a duration argument as `util.sleep(500)` is.
    const aliased = aliasedGlobalMember(origin.variable, vocab);
    return aliased && isSleepName(aliased) && looksLikeDuration(first) ? make(first!) : null;
  }
  if (resolved.local.length === 1) {
    // Imported from a file or package we cannot see (`import { wait } from '@apollo/client/testing'`,
    // `import { delay } from 'msw'`), or a global: trust the name only with a duration argument.
    if (origin?.kind === 'import') {
      const imported = resolved.imported!.path;
      // `import { tick } from './utils'`: the suite's own helper, judged by its definition in that file.
      // (`const delay = require('./delay')` with `module.exports = delay`: the module's whole export.)
      if (imported.length <= 1) {
        const definition = vocab.importedSleepDefinition(origin.source, imported[0] ?? 'default');
        if (definition) return fromDefinition(definition);
      }
      const name = (imported[0] === 'default' && imported.length === 1) || imported.length === 0 ? resolved.local[0] : imported[imported.length - 1];
      // `await setTimeout(10)` with `import { setTimeout } from '#/test/helpers'`: a `setTimeout` re-exported by a
      // helper module or a path alias we cannot read, handed a duration and waited for, is the promise form.
      // (Node's own `timers` module is the callback timer: `setTimeout(done, 100)`.)
      if (name === 'setTimeout') return origin.source !== 'timers' && awaitsPromiseTimer(node, first) ? make(first!) : null;
      // (A `waitFor` the suite's own file defines, read above and found to be no sleep, is judged by that definition.)
      const sleepsByNumber = waitsOnlyANumber(name, node, resolved.local, vocab) && !(imported.length === 1 && vocab.readsImportedExport(origin.source, imported[0]));
      // (`import { Delay } from 'lakutata/helper'`: a package's export may spell the name capitalised, as a class would.
      // Called, not constructed, it is the function.)
      const named = isSleepName(name) || (node.type === 'CallExpression' && isCapitalisedSleepName(name));
      return (named && looksLikeDuration(first)) || sleepsByNumber ? make(first!) : null;
    }
    if (origin?.kind === 'global' || origin?.kind === 'parameter') {
      // (`pause(500)` with `global.pause = (ms) => …` in a setup file the runner loads: judged by that definition.)
      const setup = origin.kind === 'global' ? vocab.globalSetupSleep(resolved.local[0]) : null;
      if (setup) return fromDefinition(setup);
      return (isSleepName(resolved.local[0]) && looksLikeDuration(first)) || waitsOnlyANumber(resolved.local[0], node, resolved.local, vocab) ? make(first!) : null;
    }
    return null;
  }
  // Member spellings.
  const path = resolved.local;
  // `TestUtil.promiseWaitMilliseconds(1000)` with `const TestUtil = require('../TestUtil')`: a function of the suite's
  // own helper module, judged by its definition there.
  // (`await utils.flushPromises()` with `utils = new Utils()` of a class the suite's helper module exports: its method.)
  const memberDefinition = vocab.helperModuleMemberSleep(resolved) ?? vocab.helperInstanceMemberSleep(resolved);
  if (memberDefinition) return fromDefinition(memberDefinition);
  const last = path[path.length - 1];
  const receiver = path[path.length - 2];
  if (last === 'delay' && receiver === 'Promise') return make(first ?? null);
  // moxios's `moxios.wait(() => { const request = moxios.requests.mostRecent(); … })`: the function runs after a fixed
  // delay (its second argument, or the library's default): the callback form.
  if (last === 'wait' && receiver === 'moxios' && path.length === 2 && first && isFunction(first)) {
    return { form: 'callback', node, duration: (node.arguments[1] as TSESTree.Node | undefined) ?? null, callback: first, usesGlobalTimer: false };
  }
  // `await Delay.seconds(10)`, `Delay.milliseconds(50)` (a sleep class of a package): the unit is the method's name.
  // (Imported or global: a class of the file is read through its definition.)
  const unit = path.length === 2 && (origin?.kind === 'import' || origin?.kind === 'global') ? unitOfSleepMethod(node.callee) : undefined;
  if (unit !== undefined && node.arguments.length === 1 && looksLikeDuration(first)) return make(first!, false, unit);
  if (last === 'wait' && path.length === 2 && receiver === 'scheduler' && origin?.kind === 'global') return make(first ?? null);
  // `cy.waitDebounce()`: a command the suite's support file adds, read from there (`() => { cy.wait(500) }`).
  if (path.length === 2 && receiver === 'cy' && origin?.kind === 'global') {
    const command = vocab.cypressCommandSleep(last);
    if (command) return fromDefinition(command);
  }
  // CodeceptJS's `I.wait(2)` counts in seconds.
  if (last === 'wait' && path.length === 2 && receiver === 'I' && node.arguments.length === 1 && looksLikeDuration(first) && node.type === 'CallExpression' && isCodeceptActor(node, vocab)) {
    return { ...make(first!, false, 1000), codeceptActor: true };
  }
  // `await AsyncTestUtil.wait(200)`, `return c.wait(125)` (a test context a helper builds): `wait` with a number
  // written in place and nothing else is a sleep on any receiver; with a name (`barrier.wait(timeout)`) only on
  // the receivers known to own one.
  // (Not ethers' `await tx.wait(1)` on a transaction, which waits for that many blocks to confirm it.)
  if (last === 'wait' && node.arguments.length === 1 && isNumberLiteral(first) && !TRANSACTION.test(receiver ?? '')) return make(first!);
  // Puppeteer's `page.waitFor(1000)` (before `waitForTimeout`): given only a number, it waits that long. So does any
  // `waitFor` handed only a span named for milliseconds (`GenUtils.waitFor(TestUtils.SYNC_PERIOD_IN_MS + 1000)`).
  if (last === 'waitFor' && node.arguments.length === 1 && (isNumberLike(first) || namedMilliseconds(first))) return make(first!);
  // WebdriverIO's `browser.pause()` without an argument sleeps its default of one second.
  // (Not `client.pause()`, which on a stream or a consumer stops the data.)
  if (last === 'pause' && node.arguments.length === 0 && ['browser', 'driver'].includes(receiver)) return make(null);
  // `this.api.pause(1000)` in a Nightwatch page object's command, `this.pause(DEFAULT_PAUSE)` in a custom command: the
  // browser's pause.
  if (last === 'pause' && isNightwatchBrowser(path, node) && looksLikeDuration(first)) return make(first!);
  const allowed = Object.hasOwn(MEMBER_SLEEPS, last) ? MEMBER_SLEEPS[last] : SUFFIXED_MEMBER_SLEEP.test(last) ? () => true : undefined;
  // `await utilities.pause(utilities.Duration.seconds(1))`: a sleep's name handed only a duration built in its unit.
  const built = node.arguments.length === 1 ? durationFactoryCall(first) : null;
  if (built && SLEEP_NAMES.has(last)) return make(built.amount, false, built.unit);
  // (`driver.wait(until.elementLocated(By.id('ok')), 5000)`: WebDriver's wait on a condition, not a sleep.)
  if (last === 'wait' && node.type === 'CallExpression' && isWebDriverConditionWait(node)) return null;
  if (allowed && allowed(receiver) && looksLikeDuration(first)) {
    // A member of a locally declared object whose method we can read decides by its body.
    return make(first!);
  }
  return null;
}

/**
 * The member a local name aliases on a global object the file does not declare (`const sleep = util.sleep`,
 * `const { delay } = helpers`): `sleep`, `delay`. Null for anything else, a member of a local or imported object
 * included (those are read through their definitions).
 */
function aliasedGlobalMember(variable: TSESLint.Scope.Variable, vocab: Vocabulary): string | null {
  const declarator = variable.defs[0]?.node;
  if (variable.defs.length !== 1 || declarator?.type !== 'VariableDeclarator' || !declarator.init) return null;
  const base = unwrap(declarator.init);
  const path = pathOf(base);
  if (!path || path[0] === 'this') return null;
  let root: TSESTree.Node = base;
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  if (root.type !== 'Identifier' || vocab.resolve(root)?.origin?.kind !== 'global') return null;
  if (declarator.id.type === 'Identifier') return path.length > 1 ? path[path.length - 1] : null;
  if (declarator.id.type !== 'ObjectPattern') return null;
  for (const property of declarator.id.properties) {
    if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
    const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value;
    if (value.type === 'Identifier' && value.name === variable.name) return property.key.name;
  }
  return null;
}

/**
 * A transaction, by its name (`tx`, `tx1`, `txn`, `deployTx`, `approveTx2`, `transaction`, `mintTransaction`,
 * `txResponse`): its `wait(n)` counts blocks. (Not `txQueue` or `transactionManager`, which may sleep.)
 */
const TRANSACTION = /^(tx|txn|transaction)(Response|Resp|Receipt)?\d*$|(Tx|Txn|Transaction)\d*$/;

/** Test drivers whose command chains wait with `.wait(n)`: superwstest's `request(server).ws(…)`. */
const DRIVER_MODULES = ['superwstest'];

/**
 * A promise, as far as the code shows: `git.init()`, `new Promise(…)`, or a constant holding one (`const closing =
 * client.close()`). Not a number worked out, `Math.max(a, b)`, nor a name or member of unknown value (`options.pause`).
 */
function holdsPromise(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const inner = unwrap(node);
  const value = inner.type === 'Identifier' ? constInitializer(vocab.sourceCode, inner) : inner;
  if (!value) return false;
  const made = unwrap(value);
  if (made.type === 'NewExpression') return isPromiseConstructor(made.callee);
  if (made.type !== 'CallExpression' || isNumberLike(made)) return false;
  const root = pathOf(made.callee)?.[0];
  return root !== 'Math' && root !== 'Number' && root !== 'parseInt' && root !== 'parseFloat';
}

/** A number written out, worked out from numbers, or kept in a constant that is one (`const waitTime = 500`). */
function holdsNumber(node: TSESTree.Node | undefined, vocab: Vocabulary): boolean {
  if (!node) return false;
  if (isNumberLiteral(node) || isNumberLike(node)) return true;
  const value = node.type === 'Identifier' ? constInitializer(vocab.sourceCode, node) : null;
  return !!value && constantArithmetic(unwrap(value)) !== null;
}

/**
 * A command chain of a test driver: from a test's own context (TestCafe's `t`, handed in or imported from 'testcafe'),
 * from a driver module's export, or from a builder of the suite's own test support
 * (`TestBuilder.create().tapById('menu').wait(500)` from `./utils`).
 */
function isTestDriverChain(node: TSESTree.Node, vocab: Vocabulary): boolean {
  if (unwrap(node).type !== 'CallExpression') return false;
  const base = chainBase(node);
  const resolved = base.type === 'Identifier' ? vocab.resolve(base) : null;
  if (!resolved) return false;
  // (TestCafe's page objects import the test controller itself: `import { Selector, t } from 'testcafe'`.)
  if (resolved.origin?.kind === 'import' && resolved.origin.source === 'testcafe') return resolved.imported?.path[0] === 't';
  if (resolved.origin?.kind === 'import') return DRIVER_MODULES.includes(resolved.origin.source) || vocab.importsTestSupport(resolved.origin.source);
  return vocab.isTestContextParameter(resolved);
}

/**
 * `await setTimeout(10)`, `return setTimeout(0)`, `setTimeout(5).then(…)`: a `setTimeout` whose first argument is a
 * duration and whose result is waited for. (`setTimeout(callback, 100)` hands a function first and waits for nothing.)
 */
function awaitsPromiseTimer(node: TSESTree.CallExpression | TSESTree.NewExpression, first: TSESTree.Node | undefined): boolean {
  if (!looksLikeDuration(first) || isFunction(first!) || looksLikeDuration(node.arguments[1] as TSESTree.Node | undefined)) return false;
  const parent = node.parent;
  return (
    parent?.type === 'AwaitExpression' ||
    parent?.type === 'ReturnStatement' ||
    (parent?.type === 'MemberExpression' && parent.object === node && memberKey(parent) === 'then')
  );
}

/**
 * `import { waitFor } from '#src/utils.js'; await waitFor(500)`: a `waitFor` given only a number has no condition to
 * re-check; it sleeps, as Puppeteer's old `page.waitFor(1000)` does. (Testing Library's takes a callback.)
 */
function waitsOnlyANumber(name: string, call: TSESTree.CallExpression, path: string[], vocab: Vocabulary): boolean {
  // (A number written in place, `500` or `5 * 1000`, not a name: `waitFor(ready)` may hand it a condition. Not when
  // the team names it a wait in settings.)
  // (`await timeout(500)` too, a helper of the code's own utilities the rule cannot read: a timeout that wraps a
  // promise, p-timeout's `timeout(promise, ms)`, is handed that promise.)
  const [only] = call.arguments;
  return (name === 'waitFor' || name === 'timeout') && call.arguments.length === 1 && constantArithmetic(unwrap(only)) !== null && !vocab.matchesSetting('waits', path);
}

/** A name that says it holds milliseconds: `AUTO_CONNECT_TIMEOUT_MS`, `SYNC_PERIOD_IN_MS`, `pollMs`, `delayMillis`. */
const MILLISECONDS_NAME = /(_MS|[a-z\d]Ms|Millis|MILLIS|Milliseconds|MILLISECONDS)$/;

/**
 * `GenUtils.waitFor(TestUtils.SYNC_PERIOD_IN_MS + SYNC_PADDING)`: sums and products of numbers and names, at least one
 * of them named for milliseconds (also less the time already spent, `… - (Date.now() - start)`). No condition is
 * named so. (Only for a member `waitFor` of a module the rule cannot read: a bare `waitFor(pollMs)` of the suite's
 * own utilities is judged by its definition, or left alone.)
 */
function namedMilliseconds(node: TSESTree.Node | undefined): boolean {
  let named = false;
  const walk = (current: TSESTree.Node): boolean => {
    const inner = unwrap(current);
    if (inner.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(inner.operator)) return walk(inner.left) && walk(inner.right);
    if (inner.type === 'Literal') return typeof inner.value === 'number';
    if (inner.type === 'CallExpression') return ['Date.now', 'performance.now'].includes(pathOf(inner.callee)?.join('.') ?? '');
    const path = pathOf(inner);
    if (!path) return false;
    if (MILLISECONDS_NAME.test(path.at(-1)!)) named = true;
    return true;
  };
  return !!node && walk(node) && named;
}

/**
 * `await act(resolveAfter)` with `function resolveAfter(time = 5) { return new Promise((r) => setTimeout(r, time)) }`:
 * React's `act` calls the function it is handed, with no arguments, and waits for what it returns; a promise's
 * `.then(waitingPromise)` with `const waitingPromise = () => new Promise((r) => setTimeout(r, 10))` likewise. Handed a sleep
 * helper of the file or of the suite's own helper module, the call is that sleep at its default length (a duration
 * parameter without a default is `undefined`: one turn of the timer).
 */
function sleepHandedToAct(node: TSESTree.CallExpression, vocab: Vocabulary, depth: number): Sleep | null {
  const [handed] = node.arguments;
  // (Also a promise's own `.then(waitingPromise)`, `.catch(waitingPromise)`: the chain calls it when the promise settles
  // and goes on when its sleep is over.)
  const chained = node.callee.type === 'MemberExpression' && ['then', 'catch', 'finally'].includes(memberKey(node.callee) ?? '');
  if (node.arguments.length !== 1 || handed.type !== 'Identifier' || (calleeName(node.callee) !== 'act' && !chained)) return null;
  const resolved = vocab.resolve(handed);
  const origin = resolved?.origin;
  if (!resolved || resolved.local.length !== 1) return null;
  let definition: SleepDefinition | null = null;
  if (origin?.kind === 'local') definition = sleepDefinitionOfValue(origin.init, vocab, depth);
  else if (origin?.kind === 'import' && resolved.imported?.path.length === 1) definition = vocab.importedSleepDefinition(origin.source, resolved.imported.path[0]);
  // (`act(delay)` of a helper that returns a sleeping function gets that function back, not a sleep.)
  if (!definition || definition.deferred) return null;
  // (`.then(delay)` hands `delay` the value the promise resolved to, as its length: no sleep of a length the test wrote.)
  if (chained && definition.durationParam !== null) return null;
  return { form: 'promise', node, duration: definition.fixedDuration, callback: null, usesGlobalTimer: definition.usesGlobalTimer };
}

/** `.then(delay(100))`: the call is what a `.then` is handed, to run when the chain gets there. */
export function handedToThen(node: TSESTree.Node): boolean {
  const call = node.parent;
  return call?.type === 'CallExpression' && call.arguments[0] === node && call.callee.type === 'MemberExpression' && memberKey(call.callee) === 'then';
}

/** The duration a call of a sleep helper sleeps: the argument in the duration's place, or the helper's own. */
function definitionDuration(definition: SleepDefinition, call: TSESTree.CallExpression | TSESTree.NewExpression): TSESTree.Node | null {
  const choices = definition.durationChoices;
  const named = choices ? call.arguments[choices.param] : undefined;
  if (choices && named?.type === 'Literal' && (typeof named.value === 'string' || typeof named.value === 'number') && choices.byValue.has(String(named.value))) {
    return choices.byValue.get(String(named.value)) ?? null;
  }
  return definition.durationParam !== null
    ? ((call.arguments[definition.durationParam] as TSESTree.Node | undefined) ?? definition.fixedDuration)
    : definition.fixedDuration;
}

/** The sleep a declared value is: a function whose body is one, or `promisify(setTimeout)`. */
export function sleepDefinitionOfValue(init: TSESTree.Node | null, vocab: Vocabulary, depth: number): SleepDefinition | null {
  if (!init) return null;
  const inner = unwrap(init);
  if (isFunction(inner)) return vocab.sleepDefinitionOf(inner, depth);
  if (isPromisifiedTimeout(inner, vocab)) return { durationParam: 0, fixedDuration: null, usesGlobalTimer: true };
  return null;
}

/**
 * `function check() { expect(…); done(); } … setTimeout(check, 1500)`: a function of the file handed to one timer
 * and used nowhere else is that timer's callback written apart. (Handed elsewhere too, it is a shared helper.)
 */
function namedCheckOf(callback: TSESTree.Node | undefined, vocab: Vocabulary): FunctionNode | null {
  if (callback?.type !== 'Identifier') return null;
  const origin = vocab.resolve(callback)?.origin;
  if (origin?.kind !== 'local' || !origin.init) return null;
  const init = unwrap(origin.init);
  if (!isFunction(init)) return null;
  const uses = origin.variable.references.filter((reference) => !reference.init);
  if (uses.length !== 1) return null;
  // Declared right beside the timer (`const check = () => { … }; setTimeout(check, 1500)`), or asserting from
  // further out; not a script's `setTimeout(stop, duration)`, which paces a run.
  return enclosingFunction(init) === enclosingFunction(callback) || mentionsAssertion(vocab.text(init)) ? init : null;
}

/** `setTimeout(() => { … }, n)`: the callback form, when the callback is a function written here. */
export function callbackSleepAt(node: TSESTree.CallExpression, vocab: Vocabulary): Sleep | null {
  // A timer whose handle is kept (`const t = setTimeout(…)`) is a deadline or a cancellable fallback.
  // (`return setTimeout(done, 200)` in a hook's last callback hands the handle to nobody: it ends the hook.)
  const returned = node.parent?.type === 'ReturnStatement';
  // (`it('waits', (done) => setTimeout(done, 100))`: an arrow's expression body, only as a test's whole body.)
  const arrowBody = node.parent?.type === 'ArrowFunctionExpression' && node.parent.body === node;
  if (node.parent?.type !== 'ExpressionStatement' && !returned && !arrowBody) return null;
  if (!isSetTimeout(node.callee, vocab)) return null;
  const [callback, duration] = node.arguments;
  const usesGlobalTimer = !escapesFakeTimers(node.callee, vocab);
  // (`done` is what ends the hook: the timer's callback itself, or the one call its callback makes.)
  const endingHook = (done: TSESTree.Node | undefined = callback): Sleep | null =>
    node.arguments.length <= 2 && handsHookItsDone(node, done, vocab) ? { form: 'callback', node, duration: duration ?? null, callback: null, usesGlobalTimer, endsHook: true } : null;
  // `it('gives kafka some time', (done) => { setTimeout(done, 2500) })`: a test that is only a timer handed its `done`.
  const endingTest = (): Sleep | null =>
    node.arguments.length <= 2 && isWholeTestDone(node, callback, vocab) ? { form: 'callback', node, duration: duration ?? null, callback: null, usesGlobalTimer } : null;
  // `wss.close(() => { setTimeout(done, 500) })` in a test: the test ends when the timer fires.
  const endingTestLater = (done: TSESTree.Node | undefined = callback): Sleep | null =>
    node.arguments.length <= 2 && endsTestLater(node, done, vocab) ? { form: 'callback', node, duration: duration ?? null, callback: null, usesGlobalTimer, endsTest: true } : null;
  // (`sails.lower(() => setTimeout(done, 100))` in a hook: the arrow's body ends the hook, as a last statement would.)
  // A handle returned where nobody keeps it (to the test framework, a promise executor, a timer that fired) is no deadline:
  // `return setTimeout(() => { expect(…); done(); }, 10)`, as compiled CoffeeScript writes every last statement.
  if ((arrowBody || returned) && !returnsToNobody(node, vocab)) return (arrowBody ? endingTest() ?? endingHook() : endingHook() ?? endingTest()) ?? endingTestLater();
  // A zero or missing duration is one turn of the event loop, as in the promise form; the rule tells
  // `setTimeout(() => stream.end(), 0)` (ordering an action) from `setTimeout(() => { assert(…) }, 0)` (a check).
  const fn = isFunction(callback) ? callback : namedCheckOf(callback, vocab);
  // `(callback) => { setTimeout(() => { callback(); }, 1000); }` in `async.series([…])`: a timer whose callback only
  // calls the step's own callback is `setTimeout(callback, 1000)` written out: the next step runs when it fires.
  const only = fn && isFunction(fn) && fn.params.length === 0 ? singleExpression(fn) : null;
  const calledStep = only?.type === 'CallExpression' && only.arguments.length === 0 ? only.callee : null;
  const stepAfter = calledStep && node.arguments.length <= 2 ? nextSeriesStep(calledStep, vocab) : null;
  if (stepAfter) return { form: 'callback', node, duration: duration ?? null, callback: stepAfter, usesGlobalTimer, seriesStep: true };
  // `setTimeout(function () { beforeCallback(err); }, 1000)` as a hook's last step: its `done` written out, handed
  // what the hook's action answered. (Only the call: a callback that also checks is the callback form.)
  const calledDone = only?.type === 'CallExpression' && only.arguments.length <= 1 && only.callee.type === 'Identifier' ? endingHook(only.callee) ?? (only.arguments.length === 0 ? endingTestLater(only.callee) : null) : null;
  if (calledDone) return calledDone;
  if (fn) return { form: 'callback', node, duration: duration ?? null, callback: fn, usesGlobalTimer };
  // (`setTimeout(callback, 0, null, 'one')` hands the step's results on: it simulates async work, it waits for nothing.)
  const next = node.arguments.length <= 2 ? nextSeriesStep(callback, vocab) : null;
  if (next) return { form: 'callback', node, duration: duration ?? null, callback: next, usesGlobalTimer, seriesStep: true };
  return endingHook() ?? endingTest() ?? endingTestLater();
}

/**
 * The timer's handle is returned from a function whose result nobody reads: a test's or hook's own callback (the
 * framework waits on promises, not on timer handles), a step of `async.series`, a promise's executor, or the callback
 * of another timer.
 */
function returnsToNobody(timer: TSESTree.CallExpression, vocab: Vocabulary): boolean {
  const fn = enclosingFunction(timer);
  if (!fn) return false;
  if (vocab.enclosingTest(timer)?.callback === fn) return true;
  // (`async.series([…, (next) => setTimeout(next, 100), …])`: async reads a step's callback, not what it returns.)
  if (isSeriesStep(fn)) return true;
  const outer = fn.parent;
  // (`new Promise((resolve) => setTimeout(() => { expect(…); resolve(); }, 50))`: an executor's result is dropped. Not
  // a timer that rejects, `new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 5000))`: a deadline.)
  if (outer?.type === 'NewExpression' && outer.arguments[0] === fn && isPromiseConstructor(outer.callee)) {
    const reject = fn.params[1];
    return fn.body === timer && !(reject?.type === 'Identifier' && anyNode(timer, (node) => node.type === 'Identifier' && node.name === reject.name, { intoFunctions: true }));
  }
  if (outer?.type === 'CallExpression' && outer.arguments[0] === fn && isSetTimeout(outer.callee, vocab)) return true;
  // (`s.on('connect', () => setTimeout(done, 100))` in an iteratee of `async.each`: the timer hands the step's callback
  // on; a listener's result is dropped.)
  if (fn.type === 'ArrowFunctionExpression' && fn.body === timer && timer.arguments.length <= 2 && nextSeriesStep(timer.arguments[0], vocab)) return true;
  // (`request(app).get('/x').end(() => setTimeout(() => { flowStarted.should.be.true(); done(); }, 100))`: an arrow
  // handed to a call as its callback, whose timer checks: whoever calls it back drops what it returns.)
  const callback = timer.arguments[0];
  return fn.type === 'ArrowFunctionExpression' && fn.body === timer && outer?.type === 'CallExpression' && outer.arguments.includes(fn) &&
    !!callback && isFunction(callback) && mentionsAssertion(vocab.text(callback));
}

/** The timer is all a test does, and it hands the test its own `done`: `it('waits', (done) => setTimeout(done, 100))`. */
function isWholeTestDone(timer: TSESTree.CallExpression, callback: TSESTree.Node | undefined, vocab: Vocabulary): boolean {
  const test = ownerOfCallbackParameter(callback, vocab);
  const call = test?.parent;
  return !!test && call?.type === 'CallExpression' && vocab.testCall(call)?.kind === 'test' && isWholeBody(test, timer);
}

/** `(done) => { …; setTimeout(done, 100) }`: the function whose last parameter a timer is handed as its callback. */
function ownerOfCallbackParameter(callback: TSESTree.Node | undefined, vocab: Vocabulary): FunctionNode | null {
  if (callback?.type !== 'Identifier') return null;
  const origin = vocab.resolve(callback)?.origin;
  if (origin?.kind !== 'parameter' || !isFunction(origin.fn)) return null;
  const last = origin.fn.params.at(-1);
  return last?.type === 'Identifier' && last.name === callback.name ? origin.fn : null;
}

/**
 * `beforeEach((done) => { …; setTimeout(done, 100); })`: the timer hands the hook's own `done` on, as its last step.
 * Also as the last step of the callback of the hook's last call, `before((done) => { socket.post('/blast', (data, res)
 * => { if (res.error) return done(res.error); return setTimeout(done, 200); }) })`: the action's answer came, and the
 * hook still gives what it started time to spread before the tests. A teardown hook too: `after((done) => {
 * sails.lower(() => setTimeout(done, 100)) })` holds the next tests back until what it tore down has let go.
 */
function handsHookItsDone(timer: TSESTree.CallExpression, callback: TSESTree.Node | undefined, vocab: Vocabulary): boolean {
  const hook = ownerOfCallbackParameter(callback, vocab);
  const call = hook?.parent;
  if (call?.type !== 'CallExpression' || !vocab.testCall(call)?.hook) return false;
  let step: TSESTree.CallExpression = timer;
  for (let depth = 0; depth < 4; depth++) {
    const fn = functionEndedBy(step, true);
    if (!fn) return false;
    if (fn === hook) return true;
    // The function is a callback of a call that is itself the last step of the function around it, or that starts a
    // chain which is: `nodemon.once('exit', () => { nodemon.reset(() => setTimeout(done, 1000)) }).emit('quit')`.
    const outer: TSESTree.Node | undefined = fn.parent;
    if (outer?.type !== 'CallExpression' || !outer.arguments.includes(fn as TSESTree.CallExpressionArgument)) return false;
    step = outer;
    while (step.parent?.type === 'MemberExpression' && step.parent.object === step && step.parent.parent?.type === 'CallExpression' && step.parent.parent.callee === step.parent) step = step.parent.parent;
  }
  return false;
}

/**
 * `ws.on('close', () => { wss.close(() => { setTimeout(done, 500) }) })`, `pm2.start(app, () => { setTimeout(done,
 * 1200) })`, `stream.tap(() => { if (++count === 2) setTimeout(done, 100) })`: the timer hands the test its own `done`
 * as the last step of the test, or of a callback in it, so the test ends when it fires. (Not a test that is only the
 * timer: `isWholeTestDone`.)
 */
function endsTestLater(timer: TSESTree.CallExpression, callback: TSESTree.Node | undefined, vocab: Vocabulary): boolean {
  const test = ownerOfCallbackParameter(callback, vocab);
  const call = test?.parent;
  if (!test || call?.type !== 'CallExpression' || vocab.testCall(call)?.kind !== 'test' || isWholeBody(test, timer)) return false;
  return functionEndedBy(timer, true) !== null;
}

/** `err`, `error`, `err.code === 'ECONNRESET'`: a condition on an error handed to a callback. */
function mentionsErrorName(test: TSESTree.Node): boolean {
  return anyNode(test, (node) => node.type === 'Identifier' && isErrorName(node.name));
}

/**
 * The function a call is the last step of: its last statement (`…; return setTimeout(done, 100)`), or an arrow's body.
 * Through branches, also the last step of a branch that ends it: `if (server) { return server.lower(cb) } return done()`,
 * `if (count === 2) { setTimeout(done, 100) }` as the function's last statement.
 */
function functionEndedBy(call: TSESTree.CallExpression, throughBranches = false): FunctionNode | null {
  const parent = call.parent;
  if (parent?.type === 'ArrowFunctionExpression' && parent.body === call) return parent;
  if (parent?.type !== 'ExpressionStatement' && parent?.type !== 'ReturnStatement') return null;
  const returns = parent.type === 'ReturnStatement';
  let statement: TSESTree.Node = parent;
  for (let depth = 0; depth < 8; depth++) {
    const container: TSESTree.Node | undefined = statement.parent;
    // (`if (x) setTimeout(done, 100)`: an unbraced branch.)
    if (throughBranches && container?.type === 'IfStatement' && (container.consequent === statement || container.alternate === statement)) {
      statement = container;
      continue;
    }
    // (A `return` ends the function wherever its branch sits, unless the branch is taken on an error, `if (err) return
    // setTimeout(done, 100); seed(done)`: the run that goes well ends further on. Any other last step must end every
    // block around it.)
    const returnsEarly = returns && statement.type === 'IfStatement' && !mentionsErrorName(statement.test);
    if (container?.type !== 'BlockStatement' || (container.body.at(-1) !== statement && !returnsEarly)) return null;
    const owner: TSESTree.Node | undefined = container.parent;
    if (owner && isFunction(owner) && owner.body === container) return owner;
    if (!throughBranches || owner?.type !== 'IfStatement') return null;
    statement = owner;
  }
  return null;
}

/** Control-flow calls that run an array of steps one after another, each handed a callback that starts the next. */
const SERIES_METHODS = new Set(['series', 'waterfall', 'mapSeries', 'eachSeries']);

/**
 * `async.series([function (cb) { …; setTimeout(cb, 100); }, function (cb) { expect(…) }])`: when the timer's callback
 * is the last parameter of a step, the step after it (or the series' final callback) is what runs when it fires.
 */
function nextSeriesStep(callback: TSESTree.Node | undefined, vocab: Vocabulary): FunctionNode | null {
  const step = ownerOfCallbackParameter(callback, vocab);
  const call = step ? seriesOf(step) : null;
  if (!call) return step ? finalOfEach(step) : null;
  const list = call.arguments[0] as TSESTree.ArrayExpression;
  const following = list.elements[list.elements.indexOf(step as TSESTree.Expression) + 1] ?? call.arguments[1];
  return following && isFunction(following) ? following : null;
}

/**
 * `async.each([a, b], (s, done) => s.on('connect', () => setTimeout(done, 100)), () => publisher.publish(…))`: a timer
 * that hands on the iteratee's callback lets the final callback run once every item's timer fired. (Also
 * `async.forEach` and `async.map`, named on `async`; a list's own `forEach` takes no final callback.)
 */
function finalOfEach(iteratee: FunctionNode): FunctionNode | null {
  const call = iteratee.parent;
  if (call?.type !== 'CallExpression') return null;
  const index = call.arguments.indexOf(iteratee as TSESTree.CallExpressionArgument);
  const method = calleeName(call.callee) ?? '';
  const onAsync = call.callee.type === 'MemberExpression' && call.callee.object.type === 'Identifier' && call.callee.object.name === 'async';
  if (index < 1 || !(EACH_METHODS.has(method) || (onAsync && (method === 'forEach' || method === 'map')))) return null;
  const final = call.arguments[index + 1];
  return final && isFunction(final) ? final : null;
}

/** The `async.series([…])` / `waterfall` call a function is a step of, or null. */
function seriesOf(fn: TSESTree.Node): TSESTree.CallExpression | null {
  const list = fn.parent;
  const call = list?.parent;
  if (list?.type !== 'ArrayExpression' || call?.type !== 'CallExpression' || call.arguments[0] !== list) return null;
  return SERIES_METHODS.has(calleeName(call.callee) ?? '') ? call : null;
}

/** True when a function is a step of `async.series([…])` / `waterfall`: the test's own steps, run in turn. */
export function isSeriesStep(fn: TSESTree.Node): boolean {
  return seriesOf(fn) !== null;
}

const BLOCKING_EXEC = new Set(['execSync', 'spawnSync', 'execFileSync']);
/**
 * Names a helper that runs a shell command goes by (`cli.exec`, `execa`, `execAsync`, `runCommand`, `sh`, shelljs's
 * `shell.exec`): handed nothing but `sleep N`, it completes after that time.
 */
const SHELL_RUNNERS = new Set(['exec', 'execa', 'execaCommand', 'execAsync', 'execCommand', 'execute', 'executeCommand', 'run', 'runCommand', 'sh', 'shell', 'cmd', 'command', 'verifyCommand']);
/** A whole command that is a sleep of a written number of seconds: `sleep 2`, `sleep 0.5`. */
const SHELL_SLEEP = /^\s*sleep\s+\d+(?:\.\d+)?s?\s*$/;

/**
 * Names a sleep can be called by when it is not declared in the file: a cheap first look that
 * spares resolving every `expect(…)`, `it(…)` and `.toBe(…)`. Declared names are always looked at.
 */
export const SLEEP_CALLEE_NAMES: ReadonlySet<string> = new Set([
  ...SLEEP_NAMES, 'setTimeout', 'waitForTimeout', 'waitFor', 'timeout', 'scheduler', '_sleepForMs', ...BLOCKING_EXEC, ...SHELL_RUNNERS,
  ...[...SLEEP_EXPORTS, ...TIMER_EXPORTS].map((known) => known.path.at(-1)).filter((name): name is string => !!name),
]);

/**
 * Words no sleep can be written without: every spelling above names one of them in the file (a local helper's body,
 * an import's source such as 'delay', 'sleep-promise' or 'think-helper', a member such as `cy.wait`, the timer kept as
 * `realSetTimeout`), and a busy loop reads `Date`, `performance.now` or `hrtime`. A file with none of them holds no
 * sleep, so a rule can skip it whole.
 */
const SLEEP_WORDS =
  /\b(?:(?:setTimeout|sleep|delay|wait|pause|(?:[pP]romise|[aA]sync)(?:Sleep|Delay|Wait|Pause))(?:Ms|Millis|Seconds|Async|Promise|P)?|waitForTimeout|scheduler|Atomics|execSync|spawnSync|execFileSync|Date|hrtime)\b|performance\.now|(?:[\w$]Set|_set)Timeout\b|\bwaitFor\(\s*[\dA-Z]|(?<![.\w$])timeout\(\s*\d|\baTimeout\b|['"]d3(?:-timer)?['"]|['"]think-helper['"]|\bd3\.timeout\b|\b(?:Delay|Sleep|Wait|Pause)\.(?:ms|millis|milliseconds|seconds|minutes)\b|\b(?:Delay|Sleep|Pause)\w*\(|\bMeteor\._sleepForMs\b|\b(?:sleep|delay|pause)For(?:Duration)?\b/;

/** True unless the text cannot hold a sleep: none of the words above, nor the last name of a `sleeps` setting. */
export function mayContainSleep(text: string, settingNames: readonly string[][]): boolean {
  return SLEEP_WORDS.test(text) || textNamesAnySetting(text, settingNames);
}

/** `Atomics.wait(…)`, `execSync('sleep 1')`: the whole thread stops, background work included. */
export function blockingSleepAt(node: TSESTree.CallExpression, vocab: Vocabulary): Sleep | null {
  const resolved = vocab.resolve(node.callee);
  if (!resolved) return null;
  const path = resolved.local;
  if (resolved.origin?.kind === 'global' && path.length === 2 && path[0] === 'Atomics' && path[1] === 'wait') {
    return { form: 'blocking', node, duration: node.arguments[3] ?? null, callback: null, usesGlobalTimer: false };
  }
  const exported = resolved.imported?.source === 'child_process' ? resolved.imported.path[resolved.imported.path.length - 1] : null;
  if (exported && BLOCKING_EXEC.has(exported)) {
    const command = node.arguments[0];
    const text = command?.type === 'Literal' && typeof command.value === 'string'
      ? command.value
      : command?.type === 'TemplateLiteral' ? command.quasis[0].value.cooked ?? '' : '';
    if (/^sleep(\s|$)/.test(text)) {
      const inline = /^sleep\s+([\d.]+)/.exec(text);
      return { form: 'blocking', node, duration: inline ? command! : node.arguments[1] ?? null, callback: null, usesGlobalTimer: false };
    }
  }
  return null;
}

/**
 * `await cli.exec('sleep 2')`, `shell.exec('sleep 5')`: a shell that only sleeps, run through a runner of the suite (not
 * Node's own `child_process`, whose synchronous spellings `blockingSleepAt` reads). Awaited, the test waits for it as
 * for a promise; not awaited, the runner is a synchronous one and blocks.
 */
export function shellSleepAt(node: TSESTree.CallExpression, vocab: Vocabulary): Sleep | null {
  const [only] = node.arguments;
  if (node.arguments.length !== 1) return null;
  const text = stringValue(only);
  if (text === null || !SHELL_SLEEP.test(text)) return null;
  const resolved = vocab.resolve(node.callee);
  if (!resolved || !SHELL_RUNNERS.has(resolved.local.at(-1) ?? '') || resolved.imported?.source === 'child_process') return null;
  const awaited = node.parent?.type === 'AwaitExpression' || (node.parent?.type === 'ReturnStatement' && !!enclosingFunction(node)?.async);
  return { form: awaited ? 'promise' : 'blocking', node, duration: only, callback: null, usesGlobalTimer: false };
}

/** `while (Date.now() < end) {}`: a busy loop whose only work is reading the clock. */
export function busyLoopAt(
  node: TSESTree.WhileStatement | TSESTree.ForStatement | TSESTree.DoWhileStatement,
): Sleep | null {
  const body = node.body;
  const empty = body.type === 'EmptyStatement' || (body.type === 'BlockStatement' && body.body.length === 0);
  if (!empty || !node.test || !readsClock(node.test)) return null;
  return { form: 'blocking', node, duration: null, callback: null, usesGlobalTimer: false };
}

function readsClock(node: TSESTree.Node): boolean {
  return anyNode(
    node,
    (current) => {
      if (current.type !== 'CallExpression' && current.type !== 'NewExpression') return false;
      const text = pathOf(current.callee)?.join('.');
      return text === 'Date.now' || text === 'performance.now' || text === 'process.hrtime.bigint' || text === 'Date';
    },
    { intoFunctions: true },
  );
}

export { SLEEP_NAMES };
