import { textNamesAnySetting } from '../settings';
import type { TSESTree } from '@typescript-eslint/utils';
import { mentionsAssertion } from './assertions';
import { anyNode, isCypressChain, isFunction, isNumberLike, isWebDriverConditionWait, type FunctionNode, memberKey, pathOf, unwrap } from './paths';
import { importIs } from './resolve';
import type { Vocabulary } from './index';

/**
 * A wait: a call that completes when a condition holds (`waitFor`, `waitUntil`, `vi.waitFor`,
 * `expect.poll`, `waitForExpect`, `pWaitFor`, `until`, `eventually`, `once(emitter, 'event')`,
 * `new Promise(r => emitter.once('event', r))`), or a loop that re-checks a condition.
 */
export interface Wait {
  node: TSESTree.Node;
  /** The condition callback, when the wait takes one (`() => expect(x).toBe(1)`). */
  condition: FunctionNode | null;
  kind: 'condition' | 'event' | 'loop';
}

/** `waitFor…`, `waitUntil…`, `pollUntil…`, and Testing Library's `findBy…` / `findAllBy…` queries, which retry until the element appears. */
const WAIT_PREFIX = /^(waitFor|waitUntil|poll(Until|For|While)|find(All)?By(Role|LabelText|PlaceholderText|Text|DisplayValue|AltText|Title|TestId)$)/;
const NOT_WAITS = new Set(['waitForTimeout']);
const WAIT_NAMES = new Set(['until', 'eventually', 'pWaitFor', 'waitForExpect', 'pEvent', 'poll', 'pRetry']);
const WAIT_EXPORTS: { sources: string[]; path: string[] }[] = [
  { sources: ['p-wait-for', 'wait-for-expect', 'p-event', 'wait-until', 'async-wait-until', 'p-retry'], path: [] },
  // asyncbox (Appium's suites): `retryInterval(10, 1000, async () => { …; assert… })` re-runs its check until it passes.
  { sources: ['asyncbox'], path: ['retryInterval'] },
  { sources: ['asyncbox'], path: ['retry'] },
  { sources: ['asyncbox'], path: ['waitForCondition'] },
  { sources: ['events'], path: ['once'] },
  { sources: ['events'], path: ['on'] },
  { sources: ['events'], path: ['EventEmitter', 'once'] },
];
const EVENT_METHODS = new Set(['once', 'on', 'addListener', 'addEventListener', 'prependOnceListener']);

/** A first look by name (see SLEEP_CALLEE_NAMES): could a call by this name be a wait? */
/**
 * Words no wait on a condition can be written without: its name (`waitFor…`, `until`, `eventually`, `expect.poll`,
 * `findBy…`) or the package it is imported from under another name ('p-wait-for', 'wait-for-expect', 'p-event',
 * 'async-wait-until').
 */
const CONDITION_WAIT_WORDS = /\b(?:[wW]aitFor\w*|[wW]aitUntil\w*|poll(?:Until|For|While)\w*|until|eventually|poll|pWaitFor|waitForExpect|pEvent|pRetry|find(?:All)?By[A-Z]\w*)\b|wait-for|wait-until|p-event|p-retry|asyncbox/;

/**
 * True unless the text cannot hold a wait on a condition: none of the words above, nor a `waits` setting's last name.
 * (WebDriver's `browser.wait(EC.visibilityOf(el), 5000)` is left out on purpose: it waits on the page, never on an
 * attempt record, which is all this first look serves.)
 */
export function mayContainConditionWait(text: string, settingNames: readonly string[][]): boolean {
  return CONDITION_WAIT_WORDS.test(text) || textNamesAnySetting(text, settingNames);
}

/** `WaitForExist` → `waitForExist`. */
function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Named as a wait on a condition: `waitFor…`, `waitUntil…`, `until`, `eventually`, `pWaitFor`, … */
function isWaitName(name: string): boolean {
  return (WAIT_PREFIX.test(name) || WAIT_NAMES.has(name)) && !NOT_WAITS.has(name);
}

export function mayBeWaitName(name: string): boolean {
  // (`wait`: WebDriver's `driver.wait(until.elementLocated(…), 5000)`, see `isWebDriverConditionWait`.)
  return WAIT_PREFIX.test(lowerFirst(name)) || WAIT_NAMES.has(name) || name === 'once' || name === 'on' || name === 'poll' || name === 'wait';
}

export function waitAt(node: TSESTree.CallExpression | TSESTree.NewExpression, vocab: Vocabulary): Wait | null {
  if (node.type === 'NewExpression') return eventPromiseAt(node);
  // (Also on a page object's own driver, `this.driver.wait(…)`, which has no name to resolve.)
  if (isWebDriverConditionWait(node)) return { node, condition: firstFunction(node.arguments), kind: 'condition' };
  const resolved = vocab.resolve(node.callee);
  if (!resolved) return null;
  const condition = firstFunction(node.arguments);
  if (vocab.matchesSetting('waits', resolved.local)) return { node, condition, kind: 'condition' };
  for (const known of WAIT_EXPORTS) {
    if (importIs(resolved.imported, known.sources, known.path)) {
      return { node, condition, kind: known.sources[0] === 'events' ? 'event' : 'condition' };
    }
  }
  const path = resolved.local;
  // (A suite's helper may be written with a capital, `WaitForExist(selector)`: read as `waitForExist`. An import under
  // another name is read by the name it is exported as: `import { waitFor as retryable } from '@testing-library/dom'`.)
  const exported = resolved.imported?.path.at(-1);
  const local = lowerFirst(path[path.length - 1]);
  const last = path.length === 1 && exported && exported !== local && isWaitName(exported) && !isWaitName(local) ? exported : local;
  if (path.length === 2 && path[0] === 'expect' && last === 'poll') return { node, condition, kind: 'condition' };
  if (NOT_WAITS.has(last)) return null;
  // (moxios's `moxios.wait(fn)` runs `fn` after a fixed delay, re-checking nothing: a sleep, see `promiseSleepAt`.)
  if (path.length === 2 && path[0] === 'moxios' && last === 'wait') return null;
  // `cy.findByText('Saved')` is a Cypress query like `cy.get`: it retries until the element is there, not until the
  // state the test goes on to use holds, and `cy.get` counts as a step too.
  if (path.length === 2 && last.startsWith('find') && isCypressChain(node.callee, vocab)) return null;
  // `page.waitFor(1000)`: given only a number, Puppeteer's old `waitFor` sleeps; there is no condition.
  if (last === 'waitFor' && node.arguments.length === 1 && isNumberLike(node.arguments[0])) return null;
  // `this.waitForElementVisible('@body', 1000)`: the page's root is there before and after any action, so a wait on it
  // is met at once and waits for nothing the test goes on to use.
  if (WAIT_PREFIX.test(last) && namesPageRoot(node.arguments[0])) return null;
  if (isLoadStateReached(node)) return null;
  if (WAIT_PREFIX.test(last) || (WAIT_NAMES.has(last) && (last !== 'poll' || (condition && checksSomething(condition, vocab))))) {
    // `until(x)` and friends only count with a condition to re-check.
    if ((last === 'until' || last === 'eventually') && !condition && node.arguments.length === 0) return null;
    return { node, condition, kind: 'condition' };
  }
  // A helper of the file or the suite handed a check, whose body re-checks in a loop with a sleep between rounds.
  if (condition && path.length === 1 && vocab.isPollingHelper(node.callee)) return { node, condition, kind: 'condition' };
  return null;
}

/**
 * `await page.waitForLoadState('domcontentloaded')` (also `'load'`, or no state) after a sleep: a state the page
 * reached when it opened, met at once; no wait, and no step either. (`'networkidle'` waits for the network to go
 * quiet: a wait.)
 */
export function isLoadStateReached(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || memberKey(call.callee) !== 'waitForLoadState') return false;
  const [state] = call.arguments;
  return !state || (state.type === 'Literal' && (state.value === 'load' || state.value === 'domcontentloaded'));
}

/** `'body'`, `'html'`, or Nightwatch's alias `'@body'`: the selector of the page's root element. */
function namesPageRoot(argument: TSESTree.Node | undefined): boolean {
  return argument?.type === 'Literal' && typeof argument.value === 'string' && /^@?(body|html)$/.test(argument.value.trim());
}

/**
 * A bare `poll(fn)` waits only when `fn` is a condition: it returns a value or asserts. `poll(async () => { i++ },
 * { delay: 100, limit: 3 })` runs a task on a schedule: a poller under test, not the test's wait.
 */
function checksSomething(fn: FunctionNode, vocab: Vocabulary): boolean {
  const body = fn.body;
  if (body.type !== 'BlockStatement') {
    const inner = unwrap(body);
    return inner.type !== 'UpdateExpression' && inner.type !== 'AssignmentExpression';
  }
  return anyNode(body, (node) => node.type === 'ReturnStatement' && node.argument !== null) || mentionsAssertion(vocab.text(body));
}

/**
 * A link of a driver's command chain named for a wait: `browser.refresh().sleep(500).waitForElementById('a')` (wd,
 * WebdriverIO's chained API), a located element's own wait (`page.locator('#a').waitFor()`, `$('#a').waitForDisplayed()`),
 * or one of an element awaited in place (`(await this.payButton).waitForDisplayed()`). The receiver is what a call
 * returned, which has no name to resolve.
 */
export function chainedWaitAt(node: TSESTree.CallExpression): Wait | null {
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || (unwrap(callee.object).type !== 'CallExpression' && callee.object.type !== 'AwaitExpression')) return null;
  const name = memberKey(callee);
  if (!name || NOT_WAITS.has(name) || !/^(waitFor|waitUntil)/.test(name)) return null;
  if (name === 'waitFor' && node.arguments.length === 1 && isNumberLike(node.arguments[0])) return null;
  return { node, condition: firstFunction(node.arguments), kind: 'condition' };
}

/** `new Promise(r => emitter.once('ready', r))`: resolves on an event, not after a time. */
function eventPromiseAt(node: TSESTree.NewExpression): Wait | null {
  if (node.callee.type !== 'Identifier' || node.callee.name !== 'Promise') return null;
  const executor = node.arguments[0];
  if (!isFunction(executor) || executor.params[0]?.type !== 'Identifier') return null;
  const resolveName = executor.params[0].name;
  let found = false;
  const statements = executor.body.type === 'BlockStatement' ? executor.body.body : [executor.body];
  for (const statement of statements) {
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : statement;
    const call = unwrap(expression as TSESTree.Node);
    if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') continue;
    const property = call.callee.property;
    if (property.type !== 'Identifier' || !EVENT_METHODS.has(property.name)) continue;
    if (call.arguments.some((argument) => mentions(argument, resolveName))) found = true;
  }
  return found ? { node, condition: null, kind: 'event' } : null;
}

function mentions(node: TSESTree.Node, name: string): boolean {
  if (node.type === 'Identifier') return node.name === name;
  if (isFunction(node)) {
    const body = node.body;
    const text = body.type === 'BlockStatement' ? body.body : [body];
    return text.some((statement) => {
      const expression = statement.type === 'ExpressionStatement' ? statement.expression : statement;
      const call = unwrap(expression as TSESTree.Node);
      return call.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === name;
    });
  }
  return false;
}

function firstFunction(args: TSESTree.CallExpressionArgument[]): FunctionNode | null {
  for (const argument of args) if (isFunction(argument)) return argument;
  return null;
}

/**
 * A barrier returns only after the background work has finished: `await dispatcher.stop()`,
 * `close()`, `drain()`, `flush()`, `join()`, `whenIdle()`, `onIdle()`, `settled()`, and what
 * `settings['dispatch-lag'].barriers` adds.
 */
const BARRIER_METHODS = new Set(['stop', 'close', 'drain', 'flush', 'join', 'whenIdle', 'onIdle', 'settled', 'idle', 'shutdown', 'disconnect']);

export function isBarrierCall(node: TSESTree.CallExpression, vocab: Vocabulary): boolean {
  // (`await run(alice.close)(true)`: the method promisified in place is what is called.)
  const resolved = vocab.resolve(promisifiedInPlace(node, vocab) ?? node.callee);
  if (!resolved) return false;
  if (vocab.matchesSetting('barriers', resolved.local)) return true;
  const path = resolved.local;
  const last = path[path.length - 1];
  // `socket.join('room')`, `peers.join('my-topic')`: joining a named room or topic starts receiving; it drains nothing.
  const first = node.arguments[0];
  if (last === 'join' && first && (first.type === 'TemplateLiteral' || (first.type === 'Literal' && typeof first.value === 'string'))) return false;
  return path.length >= 2 && BARRIER_METHODS.has(last);
}

/** Modules whose export turns a callback method into a promise-returning one: `promisify`, `pify`, `promisify-tuple`. */
const PROMISIFY_MODULES = ['util', 'pify', 'promisify-tuple', 'promisify-4loc', 'es6-promisify', 'util.promisify', 'bluebird'];

/**
 * `run(alice.close)(true)` with `const run = require('promisify-tuple')`, `p(server.close)()` with `const { promisify:
 * p } = require('util')`, `promisify(client.end.bind(client))()`: a method promisified in place and called at once;
 * the method (`alice.close`), or null for any other call (`spyOn(recorder.stop)()` is no promisify).
 */
export function promisifiedInPlace(call: TSESTree.CallExpression, vocab: Vocabulary): TSESTree.MemberExpression | null {
  const wrapper = unwrap(call.callee);
  if (wrapper.type !== 'CallExpression' || wrapper.arguments.length !== 1) return null;
  let method = unwrap(wrapper.arguments[0]);
  // (`alice.close.bind(alice)`: the method, bound to its receiver.)
  if (method.type === 'CallExpression' && method.callee.type === 'MemberExpression' && memberKey(method.callee) === 'bind') method = unwrap(method.callee.object);
  if (method.type !== 'MemberExpression') return null;
  const resolved = vocab.resolve(wrapper.callee);
  const promisifies = resolved?.imported
    ? PROMISIFY_MODULES.includes(resolved.imported.source) && (resolved.imported.source !== 'util' || resolved.imported.path.includes('promisify')) && (resolved.imported.source !== 'bluebird' || resolved.imported.path.includes('promisify'))
    : /^(promisify|pify|promisified)$/.test(pathOf(wrapper.callee)?.at(-1) ?? '');
  return promisifies ? method : null;
}
