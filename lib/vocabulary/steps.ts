import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { anyNode, calleeName, chainBase, enclosingFunction, type FunctionNode, isBrowserQueueName, isCypressChain, isFunction, isNode, isPromiseCombinator, memberKey, nameWords, pathOf, startsFromCy, stringValue, unwrap } from './paths';
import { findVariable } from './resolve';
import { handWrittenCheck, looksUpLiteral, type Assertion } from './assertions';
import { TEST_END_CALLBACK, TEST_END_METHODS } from './test-ends';
import type { Sleep } from './sleeps';
import { chainedWaitAt, isLoadStateReached, type Wait } from './waits';
import type { Vocabulary } from './index';

/**
 * What one statement of test code does, as both rules see it. Each rule scans the steps after
 * a point (a sleep, a wait) and decides from the first one that matters.
 */
export type Step =
  | {
      kind: 'assertion';
      statement: TSESTree.Node;
      assertion: Assertion;
      /** The subject awaits a call that does more than read: `expect(await post()).toBe(202)`, not `expect(await cache.get('a'))`. */
      acts: boolean;
      /** The subject awaits anything: the assertion cannot move into a synchronous callback as it is. */
      awaits: boolean;
    }
  | { kind: 'action'; statement: TSESTree.Node; expression: TSESTree.Node }
  | { kind: 'read'; statement: TSESTree.Node; expression: TSESTree.Node; names: string[] }
  | { kind: 'wait'; statement: TSESTree.Node; wait: Wait | null }
  | { kind: 'sleep'; statement: TSESTree.Node; sleep: Sleep }
  | { kind: 'barrier'; statement: TSESTree.Node; expression: TSESTree.Node }
  /** Logging, local computation, declarations: not a dependency. */
  | { kind: 'inert'; statement: TSESTree.Node }
  /** `done()`, `t.end()`, `return`: the test's steps end here. */
  | { kind: 'end'; statement: TSESTree.Node };

const LOG_ROOTS = new Set(['console', 'logger', 'log', 'debug']);
const LOG_METHODS = new Set(['log', 'info', 'debug', 'warn', 'error', 'trace', 'dir', 'table', 'time', 'timeEnd']);
/** A name for a logger: `testLog`, `SmokeTestLogger`, `appLogger` (a word ending in Log or Logger). */
const LOGGER_NAME = /(?:^|[a-z])(?:Log|Logger)$/;
/** A suite's own logger called by name: `debugLog('done sleeping')`, `logStep('x')`, `traceLog(…)`. */
const LOG_FUNCTION = /^(?:(?:debug|log|trace)[A-Z]\w*|[a-z]\w*Log)$/;
/** What a test context prints: AVA's `t.log`, tape's `t.comment`, node:test's `t.diagnostic`, tap's `t.note`. */
const CONTEXT_LOG_METHODS = new Set(['log', 'comment', 'diagnostic', 'note']);
/** `done()`, `testDone()`, `jobDone()`, `cb()`, or `resolve()` of a promise the test awaits: its steps end here. */
const endsSteps = (name: string): boolean => TEST_END_CALLBACK.test(name) || name === 'resolve';

type Block = TSESTree.Statement[];

/** The statements `statement` sits among: a block's, the program's, or a `switch` case's. */
export function containerOf(statement: TSESTree.Node): Block | null {
  const parent = statement.parent;
  if (!parent) return null;
  if (parent.type === 'BlockStatement' || parent.type === 'Program' || parent.type === 'StaticBlock') {
    return parent.body as Block;
  }
  if (parent.type === 'SwitchCase') return parent.consequent;
  return null;
}

/** The statement directly holding `node` in a block (climbing out of expressions, not out of functions). */
export function statementOf(node: TSESTree.Node): TSESTree.Node | null {
  let current: TSESTree.Node = node;
  while (current.parent && !containerOf(current)) {
    if (isFunction(current.parent)) return null;
    current = current.parent;
  }
  return current.parent ? current : null;
}

/**
 * The statements that run after `statement`, in order: its later siblings, then the siblings of
 * each enclosing block statement (`if`, `try`, plain blocks, and a loop that repeats unchecked), up to the function
 * boundary.
 */
export function* statementsAfter(statement: TSESTree.Node): Generator<TSESTree.Node> {
  let current: TSESTree.Node | null = statement;
  while (current) {
    const block = containerOf(current);
    if (!block) return;
    const index = block.indexOf(current as TSESTree.Statement);
    for (let i = index + 1; i < block.length; i++) yield block[i];
    const outer = enclosingStatement(current);
    // `for (const row of rows) { await row.click(); await sleep(500) } expect(…)`: after the last item, a walk over
    // items goes on with what follows it.
    current = outer ?? uncheckedLoopAround(current);
  }
}

/** The loop that repeats unchecked (see `repeatsUnchecked`) with `statement` in its body (through blocks, `if` and `try`), or null. */
export function uncheckedLoopAround(statement: TSESTree.Node): TSESTree.ForStatement | TSESTree.ForOfStatement | TSESTree.ForInStatement | null {
  let holder: TSESTree.Node | undefined = statement.parent;
  while (holder && !isLoop(holder)) {
    if (isFunction(holder) || holder.type === 'Program') return null;
    holder = holder.parent;
  }
  return holder && repeatsUnchecked(holder as TSESTree.Statement) ? (holder as TSESTree.ForStatement) : null;
}

/**
 * The statement that holds the block `statement` sits in: a nested `{ … }`, an `if`, a `try`,
 * a `switch`. Null at a function or loop boundary (a loop's later statements are not "after").
 */
function enclosingStatement(statement: TSESTree.Node): TSESTree.Node | null {
  let holder: TSESTree.Node | undefined = statement.parent;
  if (!holder || holder.type === 'Program') return null;
  if (holder.type === 'SwitchCase') holder = holder.parent;
  while (holder && !containerOf(holder)) {
    if (isFunction(holder) || isLoop(holder) || holder.type === 'Program') return null;
    holder = holder.parent;
  }
  if (!holder || isFunction(holder) || isFunction(holder.parent) || isLoop(holder)) return null;
  return holder;
}

/** The statements before `statement` in the same function, nearest first. */
export function* statementsBefore(statement: TSESTree.Node): Generator<TSESTree.Node> {
  let current: TSESTree.Node | undefined = statement;
  while (current) {
    const block = containerOf(current);
    if (!block) return;
    const index = block.indexOf(current as TSESTree.Statement);
    for (let i = index - 1; i >= 0; i--) yield block[i];
    let owner: TSESTree.Node | undefined = current.parent;
    if (owner?.type === 'BlockStatement' || owner?.type === 'SwitchCase') owner = owner.parent;
    if (!owner || isFunction(owner) || owner.type === 'Program') return;
    current = owner;
  }
}

export function isLoop(node: TSESTree.Node): boolean {
  return (
    node.type === 'WhileStatement' ||
    node.type === 'DoWhileStatement' ||
    node.type === 'ForStatement' ||
    node.type === 'ForInStatement' ||
    node.type === 'ForOfStatement'
  );
}

export function containsAwait(node: TSESTree.Node | null | undefined): boolean {
  return !!node && anyNode(node, (current) => current.type === 'AwaitExpression');
}

/**
 * A call named for reading (`getJobs()`, `cache.has(k)`, `queryJobs()`, `isActive()`): it observes state and
 * changes none, whatever the library.
 */
const READ_CALL = /^(get|find|query|count|has|is|list|fetch|read|load|select|lookup|exists|search|peek|stat|inspect|describe|keys|values|entries|size)([A-Z_$\d]|$)/;
export function isReadCall(node: TSESTree.Node): boolean {
  const inner = unwrap(node);
  if (inner.type !== 'CallExpression') return false;
  const path = pathOf(inner.callee);
  if (!path) return false;
  const name = path[path.length - 1];
  // (`mockIsOnline(false)`: a question's name handed the answer sets it.)
  if (!READ_CALL.test(name) && ASKS_OF_THING.test(name) && inner.arguments.some((argument) => argument.type === 'Literal' && typeof argument.value === 'boolean')) return false;
  return isReadName(name);
}

/** A method or function name for reading (see `isReadCall`), also a link of a command chain: `findByCssSelector`. */
export function isReadName(name: string): boolean {
  return READ_CALL.test(name) || PAGE_QUERY.test(name) || ASKS_OF_THING.test(name);
}
/** `editorHasFocus()`, `elementIsVisible()`: a question asked of a thing, named thing first. (Not `setIsOpen()`.) */
const ASKS_OF_THING = /^(?!(set|make|create|add|put|post|send|update|delete|remove|mark|toggle|force|reset|clear|mock|stub|fake|spy|dispatch|ensure|emit|trigger|simulate)[A-Z])[a-z]+(Has|Is)[A-Z]/;
/** Puppeteer's queries of the page: `page.$('#a')`, `page.$$eval('.item', (els) => els.length)`, `page.$x('//li')`. */
const PAGE_QUERY = /^\$\$?(eval|x)?$/;

/** `await post()`, `(await client.send(x)).status`: an await of something other than a read. */
function awaitsAction(node: TSESTree.Node | null): boolean {
  return !!node && anyNode(node, (current) => current.type === 'AwaitExpression' && !isReadCall(current.argument));
}

/** A Jest or Vitest matcher chain through `.resolves` or `.rejects`: it awaits the promise it was handed. */
function matcherAwaitsSubject(node: TSESTree.Node): boolean {
  let current = unwrap(node);
  while (current.type === 'CallExpression' || current.type === 'MemberExpression') {
    if (current.type === 'MemberExpression' && !current.computed && current.property.type === 'Identifier' && /^(resolves|rejects)$/.test(current.property.name)) return true;
    current = unwrap(current.type === 'CallExpression' ? current.callee : current.object);
  }
  return false;
}

function containsCallOrRead(node: TSESTree.Node): boolean {
  return anyNode(node, (current) => current.type === 'CallExpression' || current.type === 'MemberExpression' || current.type === 'NewExpression');
}

function declaredNames(pattern: TSESTree.Node, into: string[] = []): string[] {
  switch (pattern.type) {
    case 'Identifier':
      into.push(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        declaredNames(property.type === 'Property' ? property.value : property.argument, into);
      }
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) declaredNames(element, into);
      break;
    case 'AssignmentPattern':
      declaredNames(pattern.left, into);
      break;
    case 'RestElement':
      declaredNames(pattern.argument, into);
      break;
    default:
      break;
  }
  return into;
}

/** The call at the root of a chain: `expect.poll(f).toBe(1)` → `expect.poll(f)`. */
function rootCall(node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let i = 0; i < 12; i++) {
    if (current.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
      const object = unwrap(current.callee.object);
      if (object.type !== 'CallExpression' && object.type !== 'MemberExpression') return current;
      current = object;
    } else if (current.type === 'MemberExpression') {
      current = unwrap(current.object);
    } else {
      return current;
    }
  }
  return current;
}

/**
 * Matchers that Playwright's and WebdriverIO's `expect` retry on a locator or an element until they hold (or time
 * out): awaited, they wait on the state they read. None of them is a plain Jest matcher, which checks once.
 */
const RETRYING_MATCHERS: ReadonlySet<string> = new Set([
  // Playwright
  'toBeAttached', 'toBeChecked', 'toBeDisabled', 'toBeEditable', 'toBeEnabled', 'toBeFocused', 'toBeHidden',
  'toBeInViewport', 'toBeVisible', 'toContainText', 'toHaveAccessibleDescription', 'toHaveAccessibleName',
  'toHaveAttribute', 'toHaveClass', 'toHaveCount', 'toHaveCSS', 'toHaveId', 'toHaveJSProperty', 'toHaveRole',
  'toHaveText', 'toHaveValue', 'toHaveValues', 'toHaveTitle', 'toHaveURL', 'toPass',
  // WebdriverIO (expect-webdriverio)
  'toBeDisplayed', 'toBeDisplayedInViewport', 'toBeExisting', 'toExist', 'toBePresent', 'toBeClickable',
  'toHaveElementClass', 'toHaveElementProperty', 'toHaveHref', 'toHaveLink', 'toHaveChildren', 'toHaveUrl',
  'toHaveUrlContaining', 'toHaveTitleContaining', 'toHaveTextContaining',
]);

/** Where a web-first `expect` comes from; WebdriverIO's is also a global. */
const WEB_FIRST_EXPECT_SOURCES = ['@playwright/test', 'playwright/test', '@wdio/globals', 'expect-webdriverio'];
/**
 * `page.locator('#a')`, `page.getByRole('button')`, `$('.ok')`, `$$('li')`, `page` (for `toHaveURL`): what web-first assertions
 * read. (Not Testing Library's `screen.getByText('ok')`, an element of the DOM.)
 */
const WEB_FIRST_SUBJECT = /^(?:\$\$?\(|(?:this\.)?(?:page|frame)\b)|\.(?:locator|frameLocator)\(/;

/** Playwright's locator builders: they describe what to find and read nothing until used. */
const LOCATOR_BUILDER = /^(locator|frameLocator|getBy(Role|Text|Label|Placeholder|AltText|Title|TestId)|filter|first|last|nth|and|or)$/;

/** Playwright's calls that find something on a page, as a chain's first link: `page.getByRole(…)`, `page.$('a')`. */
const PAGE_LOCATOR = /^(locator|frameLocator|getBy(Role|Text|Label|Placeholder|AltText|Title|TestId)|\$\$?)$/;

/**
 * `page.getByRole('button', { name: /create/i })`, `await page.locator('.row').click()`: a chain whose first link
 * finds something on the page (`page` or `this.page`), whatever it does with it after.
 */
export function startsWithPageLocator(node: TSESTree.Node, vocab: Vocabulary): boolean {
  let current = unwrap(node);
  let first: string | null = null;
  while (current.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    first = memberKey(current.callee);
    current = unwrap(current.callee.object);
  }
  return first !== null && PAGE_LOCATOR.test(first) && /^(this\.)?page$/.test(vocab.text(current));
}

/** Cypress commands that find something on the page. */
const CYPRESS_PAGE_QUERIES: ReadonlySet<string> = new Set(['get', 'contains', 'find', 'url', 'location', 'title']);
/** A suite's own query command or Testing Library's, named for finding: `cy.getByTestID('pin')`, `cy.findByRole('button')`. */
const CYPRESS_CUSTOM_QUERY = /^(get|find)(All)?By[A-Z]/;

/** `cy.get('input').type('x')`, `cy.contains('Save').click()`: a Cypress chain whose first link queries the page. */
export function startsWithCypressPageQuery(node: TSESTree.Node, vocab: Vocabulary): boolean {
  if (!isCypressChain(node, vocab)) return false;
  let current = unwrap(node);
  let first: string | null = null;
  while (current.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    first = memberKey(current.callee);
    current = unwrap(current.callee.object);
  }
  return first !== null && (CYPRESS_PAGE_QUERIES.has(first) || CYPRESS_CUSTOM_QUERY.test(first));
}

/**
 * `const banner = page.getByTestId('banner')`, `page.locator('.row').first()`: a lazy locator, not a read. Every call of
 * the chain builds a locator, from the page or a frame (`page.context().pages().filter(…)` reads the open pages now).
 */
function isLazyLocator(node: TSESTree.Node, vocab: Vocabulary): boolean {
  let current = unwrap(node);
  let built = false;
  while (current.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    if (!LOCATOR_BUILDER.test(memberKey(current.callee) ?? '')) return false;
    built = true;
    current = unwrap(current.callee.object);
  }
  return built && /^(this\.)?(page|frame)$/.test(vocab.text(current));
}

/**
 * A web-first assertion, which retries (`await expect(page.locator('#a')).toHaveText('5')`): its `expect` is
 * Playwright's or WebdriverIO's, or what it reads is a locator or an element. (jest-dom shares some matcher names,
 * `toBeVisible`, `toHaveClass`, and checks once.)
 */
function isWebFirst(assertion: Assertion, vocab: Vocabulary): boolean {
  if (assertion.subject && WEB_FIRST_SUBJECT.test(vocab.text(assertion.subject))) return true;
  // `await expect(async () => { … }).toPass()`: only Playwright's `expect` takes a block to retry, whatever module
  // hands it on (`import { expect } from '../fixtures'`).
  if (assertion.matcher === 'toPass' && assertion.subject && isFunction(unwrap(assertion.subject))) return true;
  const root = rootCall(assertion.node);
  const imported = root.type === 'CallExpression' ? vocab.resolve(root.callee)?.imported : null;
  return !!imported && WEB_FIRST_EXPECT_SOURCES.includes(imported.source);
}

/** What one expression does as a step. */
export function classifyExpression(statement: TSESTree.Node, expression: TSESTree.Node, vocab: Vocabulary): Step {
  const inner = unwrap(expression);
  if (inner.type === 'CallExpression' || inner.type === 'NewExpression') {
    const sleep = vocab.sleepAt(inner);
    if (sleep && sleep.form !== 'callback') return { kind: 'sleep', statement, sleep };
    const wait = vocab.waitAt(inner) ?? (inner.type === 'CallExpression' ? chainedWaitAt(inner) : null);
    if (wait) return { kind: 'wait', statement, wait };
    // `Promise.all([waitFor(a), waitFor(b)])`
    if (inner.type === 'CallExpression' && inner.arguments.length === 1 && inner.arguments[0].type === 'ArrayExpression') {
      if (isPromiseCombinator(inner.callee)) {
        const elements = inner.arguments[0].elements.filter((element): element is TSESTree.Expression => isNode(element) && element.type !== 'SpreadElement');
        const steps = elements.map((element) => classifyExpression(statement, element, vocab));
        if (steps.length > 0 && steps.every((step) => step.kind === 'wait')) return steps[0];
      }
    }
  }
  const root = rootCall(inner);
  if (root !== inner && (root.type === 'CallExpression' || root.type === 'NewExpression')) {
    const wait = vocab.waitAt(root);
    if (wait) return { kind: 'wait', statement, wait };
  }
  const assertion = vocab.assertionAt(inner);
  // `await expect(page.locator('#a')).toHaveText('5')`: a web-first assertion retries until it holds, a wait.
  if (assertion && expression.type === 'AwaitExpression' && RETRYING_MATCHERS.has(assertion.matcher) && isWebFirst(assertion, vocab)) {
    return { kind: 'wait', statement, wait: { node: inner, condition: null, kind: 'condition' } };
  }
  if (assertion) {
    const subject = assertion.subject;
    // A literal subject (`expect(2).eq(2)`) depends on nothing the code does. (Unless a matcher of the suite's looks
    // it up: `expect('collect-docs').toHaveBeenBuildAndRun()`, Vue's `expect('Invalid prop').toHaveBeenWarned()`.)
    if (subject && unwrap(subject).type === 'Literal' && !looksUpLiteral(assertion.matcher)) return { kind: 'inert', statement };
    // `t.pass()`: an assertion that holds whatever happened; it checks nothing.
    if (!subject && assertion.matcher === 'pass' && inner.type === 'CallExpression' && inner.arguments.length <= 1) return { kind: 'inert', statement };
    // `expect(await screen.findByText('x')).toBeTruthy()`: the subject itself waits.
    const call = subject && containsAwait(subject) ? unwrap(subject) : null;
    const wait = call?.type === 'CallExpression' ? vocab.waitAt(call) : null;
    if (wait) return { kind: 'wait', statement, wait };
    // `await expect(socket.createConnection()).resolves.toBe(null)`: the matcher awaits the subject's promise.
    const promised = expression.type === 'AwaitExpression' && matcherAwaitsSubject(inner);
    const acts = awaitsAction(subject) || (promised && !!subject && unwrap(subject).type === 'CallExpression' && !isReadCall(subject));
    return { kind: 'assertion', statement, assertion, acts, awaits: containsAwait(subject) };
  }
  if (inner.type === 'CallExpression') {
    if (vocab.isBarrier(inner)) return { kind: 'barrier', statement, expression: inner };
    // `agentControls.getSpans().then((spans) => { expect(spans).to.have.lengthOf(0) })`: a read whose callback opens with
    // a check of what was read is that check.
    const checked = checkOfReadThen(inner, statement, vocab);
    if (checked) return checked;
    const path = pathOf(inner.callee);
    if (path) {
      const last = path[path.length - 1];
      if (LOG_ROOTS.has(path[0]) && (path.length === 1 || LOG_METHODS.has(last))) return { kind: 'inert', statement };
      // (A logger of the suite's own, `testLog.info('Step 2')`, `SmokeTestLogger.info(…)`, prints as `console` does.)
      if (path.length === 2 && LOGGER_NAME.test(path[0]) && LOG_METHODS.has(last)) return { kind: 'inert', statement };
      // (Cypress's `cy.log('**Rename board**')` prints to the command log and yields nothing.)
      if (path.length === 2 && path[0] === 'cy' && last === 'log') return { kind: 'inert', statement };
      // (Printing reads nothing a later step depends on, and cannot fail the test.)
      if (path.length === 1 && LOG_FUNCTION.test(last) && expression.type !== 'AwaitExpression') return { kind: 'inert', statement };
      if (path.length === 2 && path[0] === 't' && CONTEXT_LOG_METHODS.has(last)) return { kind: 'inert', statement };
      // (Mocha's `this.timeout(1500)`, `this.slow(300)`, `this.retries(2)` set the runner's limits for the test.)
      if (inner.callee.type === 'MemberExpression' && inner.callee.object.type === 'ThisExpression' && RUNNER_SETTINGS.has(last)) return { kind: 'inert', statement };
      // (`await page.waitForLoadState('domcontentloaded')` on a page long open is met at once: it neither waits nor acts.)
      if (isLoadStateReached(inner)) return { kind: 'inert', statement };
      if (path.length === 1 && endsSteps(last) && inner.arguments.length <= 1 && !isLocalValue(inner.callee, vocab)) {
        return { kind: 'end', statement };
      }
      if (path.length === 2 && TEST_END_METHODS.has(last) && (path[0] === 't' || path[0] === 'assert')) return { kind: 'end', statement };
      // QUnit 1's global `start()` resumes the test an `asyncTest` (or `stop()`) paused: it ends the test as `done()` does.
      // (It returns nothing: an awaited `start()` starts the code.)
      const qunitStart = last === 'start' && expression.type !== 'AwaitExpression' && inner.arguments.length === 0;
      if (path.length === 1 && qunitStart && vocab.resolve(inner.callee)?.origin?.kind === 'global') return { kind: 'end', statement };
    }
    return { kind: 'action', statement, expression: inner };
  }
  if (inner.type === 'AssignmentExpression') {
    // `element = await utils.waitForElement('#a')`: a value assigned is what it is, as a declared one is.
    const step = classifyExpression(statement, inner.right, vocab);
    if (step.kind === 'sleep' || step.kind === 'wait' || step.kind === 'barrier') return step;
    if (containsAwait(inner.right) || anyNode(inner.right, (n) => n.type === 'CallExpression')) {
      return { kind: 'action', statement, expression: inner };
    }
    return { kind: 'inert', statement };
  }
  // `count++`: local bookkeeping, not an act on the code under test.
  if (inner.type === 'UpdateExpression') return { kind: 'inert', statement };
  if (inner.type === 'NewExpression' || inner.type === 'TaggedTemplateExpression') {
    return { kind: 'action', statement, expression: inner };
  }
  if (containsAwait(expression)) return { kind: 'action', statement, expression: inner };
  // `void terminator.terminate()`: a call whose promise is dropped on purpose is still an act.
  if (inner.type === 'UnaryExpression' && inner.operator === 'void') return classifyExpression(statement, inner.argument, vocab);
  return { kind: 'inert', statement };
}

/**
 * `read().then((value) => { expect(value)…; … })`: the check the callback opens with, of the value read (also
 * returned, `return expect(spans)…`, or of a part taken apart, `({ length }) => expect(length)…`).
 */
function checkOfReadThen(call: TSESTree.CallExpression, statement: TSESTree.Node, vocab: Vocabulary): Step | null {
  const then = call.callee.type === 'MemberExpression' && memberKey(call.callee) === 'then' && call.arguments.length === 1 && isReadCall(call.callee.object);
  // (Also a read that hands its result to a callback, Node's style: `pm2.list(function (err, apps) { should(apps[0]
  // .pm2_env.restart_time).eql(0); done() })`, past checks of the error alone.)
  const callback = then ? call.arguments[0] : isReadCall(call) ? call.arguments.at(-1) : undefined;
  if (!callback || !isFunction(callback) || callback.params.length !== (then ? 1 : 2)) return null;
  const names = new Set(parameterNames(callback.params[then ? 0 : 1]));
  if (names.size === 0) return null;
  const error = then ? null : errorParameterName(callback);
  if (!then && !error) return null;
  const checksOnlyError = (step: TSESTree.Statement) => !!error && !mentionsAnyName(step, names) && anyNode(step, (node) => node.type === 'Identifier' && node.name === error);
  const first = callback.body.type === 'BlockStatement' ? callback.body.body.find((step) => !checksOnlyError(step)) : callback.body;
  const expression = !first ? null : first.type === 'ExpressionStatement' ? first.expression : first.type === 'ReturnStatement' ? first.argument : callback.body === first ? first : null;
  const assertion = expression ? vocab.assertionAt(unwrap(expression)) : null;
  if (!assertion?.subject || !anyNode(assertion.subject, (node) => node.type === 'Identifier' && names.has(node.name))) return null;
  return { kind: 'assertion', statement, assertion, acts: false, awaits: false };
}

/** `(err, apps) => …`: the name of a callback's first parameter when it is the error Node's callbacks are told first. */
export function errorParameterName(fn: FunctionNode): string | null {
  const first = fn.params[0];
  return first?.type === 'Identifier' && isErrorName(first.name) ? first.name : null;
}
const ERROR_PARAMETER = /^(err|error)$/;

/** A name an error is handed under: `err`, `error`. */
export function isErrorName(name: string): boolean {
  return ERROR_PARAMETER.test(name);
}

const mentionsAnyName = (node: TSESTree.Node, names: ReadonlySet<string>) => anyNode(node, (current) => current.type === 'Identifier' && names.has(current.name));

/** The names a parameter binds: `spans`, `{ length, items: list }`, `[first]`. */
export function parameterNames(param: TSESTree.Parameter): string[] {
  switch (param.type) {
    case 'Identifier':
      return [param.name];
    case 'AssignmentPattern':
      return param.left.type === 'Identifier' ? [param.left.name] : [];
    case 'ObjectPattern':
      return param.properties.flatMap((property) => (property.type === 'Property' && (property.value.type === 'Identifier' || property.value.type === 'ObjectPattern' || property.value.type === 'ArrayPattern') ? parameterNames(property.value) : []));
    case 'ArrayPattern':
      return param.elements.flatMap((element) => (element && element.type !== 'RestElement' ? parameterNames(element as TSESTree.Parameter) : []));
    default:
      return [];
  }
}

/**
 * `const name = AsyncTestUtil.randomString(12)`, `const id = uuid()`, `Math.random()`, `faker.person.name()`:
 * a value made on the spot from nothing the code under test holds. Not a read of background state.
 */
const FRESH_VALUE = /^(random\w*|uuid\w*|v[1-7]|nanoid|cuid\w*|ulid|unique\w*|generate\w*|fake\w*)$/i;
function makesFreshValue(init: TSESTree.Node): boolean {
  const call = unwrap(init);
  if (call.type !== 'CallExpression') return false;
  const path = pathOf(call.callee);
  if (!path) return false;
  const fresh = FRESH_VALUE.test(path[path.length - 1]) || path[0] === 'faker' || (path[0] === 'crypto' && /^random/.test(path[1] ?? ''));
  return fresh && call.arguments.every((argument) => argument.type === 'Literal' || argument.type === 'ObjectExpression');
}

/**
 * `const { source, next } = makeSubject(); next(op)`: a name taken from a value is that value's method, an action,
 * not the callback that ends a test (a parameter, `done`) or a local finishing function.
 */
function isLocalValue(callee: TSESTree.Node, vocab: Vocabulary): boolean {
  const origin = vocab.resolve(callee)?.origin;
  if (origin?.kind !== 'local') return false;
  const definition = origin.variable.defs[0];
  if (definition?.type !== 'Variable') return false;
  const init = definition.node.init ? unwrap(definition.node.init) : null;
  return !!init && !isFunction(init) && (definition.node.id.type !== 'Identifier' || init.type === 'CallExpression' || init.type === 'MemberExpression');
}

/** Classifies one statement; compound statements are classified by their first inner step. */
export function classifyStatement(statement: TSESTree.Node, vocab: Vocabulary): Step {
  switch (statement.type) {
    case 'ExpressionStatement':
      return classifyExpression(statement, statement.expression, vocab);
    case 'VariableDeclaration': {
      const names: string[] = [];
      for (const declarator of statement.declarations) declaredNames(declarator.id, names);
      for (const declarator of statement.declarations) {
        if (!declarator.init) continue;
        const step = classifyExpression(statement, declarator.init, vocab);
        if (step.kind === 'sleep' || step.kind === 'wait' || step.kind === 'barrier' || step.kind === 'assertion') return step;
        if (containsAwait(declarator.init)) return { kind: 'action', statement, expression: declarator.init };
        if (makesFreshValue(declarator.init) || isLazyLocator(declarator.init, vocab)) continue;
        if (!isFunction(declarator.init) && containsCallOrRead(declarator.init)) {
          return { kind: 'read', statement, expression: declarator.init, names };
        }
      }
      return { kind: 'inert', statement };
    }
    case 'ReturnStatement':
      return statement.argument ? classifyExpression(statement, statement.argument, vocab) : { kind: 'end', statement };
    case 'ThrowStatement':
      return { kind: 'end', statement };
    case 'BlockStatement':
      return firstStep(statement.body, vocab) ?? { kind: 'inert', statement };
    case 'IfStatement': {
      const check = handWrittenCheck(statement);
      if (check) return { kind: 'assertion', statement, assertion: check, acts: false, awaits: containsAwait(statement.test) };
      return firstStep([statement.consequent], vocab) ?? { kind: 'inert', statement };
    }
    case 'TryStatement':
      return firstStep(statement.block.body, vocab) ?? { kind: 'inert', statement };
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForStatement':
    case 'ForOfStatement':
    case 'ForInStatement': {
      if (isPollingLoop(statement, vocab)) {
        return { kind: 'wait', statement, wait: { node: statement, condition: null, kind: 'loop' } };
      }
      return firstStep([statement.body], vocab) ?? { kind: 'inert', statement };
    }
    default:
      return { kind: 'inert', statement };
  }
}

/**
 * A loop that runs a fixed number of times whatever happens: over a list (`for (const item of items)`), or counting
 * (`for (let i = 0; i < 5; i++)`, its condition on the counter it declares), with no `break`, `return` or `throw` in
 * its body to leave it early when something holds.
 */
/**
 * A loop that re-checks something with a sleep between its rounds: a wait. (A counted loop with no way out, `for (let
 * i = 0; i < 10; i++) { await page.mouse.wheel(0, 100); await sleep(100) }`, repeats its steps a fixed number of
 * times: it re-checks nothing, so it is no wait.)
 */
export function isPollingLoop(loop: TSESTree.Node, vocab: Vocabulary): boolean {
  return isLoop(loop) && vocab.containsSleep((loop as TSESTree.WhileStatement).body) && !repeatsUnchecked(loop as TSESTree.Statement);
}

export function repeatsUnchecked(loop: TSESTree.Statement): boolean {
  if (loop.type === 'ForStatement') {
    const counter = loop.init?.type === 'VariableDeclaration' && loop.init.declarations.length === 1 && loop.init.declarations[0].id.type === 'Identifier' ? loop.init.declarations[0].id.name : null;
    const test = loop.test?.type === 'BinaryExpression' ? loop.test : null;
    if (!counter || !test || test.left.type !== 'Identifier' || test.left.name !== counter) return false;
  } else if (loop.type !== 'ForOfStatement' && loop.type !== 'ForInStatement') {
    return false;
  }
  const body = (loop as TSESTree.ForStatement | TSESTree.ForOfStatement | TSESTree.ForInStatement).body;
  return !anyNode(body, (node) => node.type === 'BreakStatement' || node.type === 'ReturnStatement' || node.type === 'ThrowStatement');
}

/** What a capture is named for: a recording, a live stream (not a data stream), a screen capture, a trace, a profile. */
const CAPTURE_WORD = /record|streaming|captur|trac(e|ing)|profil|screencast/i;
/**
 * `stopRecording`, `OBS_service_stopStreaming`, `stopRecordingScreen`, `endTrace`: a call that stops a capture by its
 * name. (Not `stopStream()`, which may cut a data stream short mid-flight: judged as usual.)
 */
const STOPS_CAPTURE_NAME = /(?:^|_|[a-z])(?:stop|end|finish)(?:Record|Streaming|Captur|Trac|Profil|Screencast)/;

/**
 * The call stops a recording, a stream, a screen capture or a trace: `recording.stop()`, `streaming.stop()`,
 * `osn.NodeObs.OBS_service_stopStreaming(false)`, `await driver.stopRecordingScreen()`, `await page.tracing.stop()`.
 * A sleep right before it sets how long the capture runs.
 */
export function stopsCapture(node: TSESTree.Node): boolean {
  let inner = unwrap(node.type === 'ExpressionStatement' ? node.expression : node);
  if (inner.type === 'AwaitExpression') inner = unwrap(inner.argument);
  if (inner.type === 'VariableDeclaration') inner = unwrap(inner.declarations[0]?.init ?? inner);
  if (inner.type === 'AssignmentExpression') inner = unwrap(inner.right);
  if (inner.type === 'AwaitExpression') inner = unwrap(inner.argument);
  if (inner.type !== 'CallExpression') return false;
  const path = pathOf(inner.callee);
  if (!path) return false;
  const last = path[path.length - 1];
  if (STOPS_CAPTURE_NAME.test(last)) return true;
  return (last === 'stop' || last === 'end' || last === 'finish') && path.length >= 2 && CAPTURE_WORD.test(path[path.length - 2]);
}

/** Cypress commands that act on the page (not those that only find or check). */
export const CYPRESS_ACTS: ReadonlySet<string> = new Set(['click', 'dblclick', 'rightclick', 'type', 'clear', 'check', 'uncheck', 'select', 'trigger', 'submit', 'visit', 'request', 'selectFile', 'scrollTo']);

/**
 * The acting chain a sleep is a link of, before it: `cy.get('body').type('{downarrow}')` of
 * `cy.get('body').type('{downarrow}').wait(500)`, `browser.click('#a')` of `browser.click('#a').pause(500)`; null when
 * the links before the sleep only find or read (`cy.get('#list').wait(500)`).
 */
export function actBeforeChainedSleep(node: TSESTree.Node): TSESTree.CallExpression | null {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return null;
  const before = unwrap(node.callee.object);
  if (before.type !== 'CallExpression') return null;
  const cypress = startsFromCy(before);
  // (Along the chain's own links only, not into their arguments: `.type(name.substring(0, 3))`.)
  for (let link: TSESTree.Node = before; link.type === 'CallExpression' || link.type === 'MemberExpression'; ) {
    if (link.type === 'MemberExpression') {
      link = unwrap(link.object);
      continue;
    }
    const callee = unwrap(link.callee);
    if (callee.type !== 'MemberExpression') break;
    const key = memberKey(callee) ?? '';
    if (cypress ? CYPRESS_ACTS.has(key) : !isReadName(key)) return before;
    link = unwrap(callee.object);
  }
  return null;
}

/** Words of an act that takes something away: a stop, a close, a dismissal. */
const TAKING_AWAY_WORDS: ReadonlySet<string> = new Set(['stop', 'close', 'hide', 'remove', 'dismiss', 'delete', 'collapse', 'unmount', 'cancel']);

/** Code that takes something away, by a word of its names or of its text: `clickControl(user, Action.StopScreenshare)`, `'Close'`. */
export function takesSomethingAway(text: string): boolean {
  return (text.match(/[A-Za-z_$][\w$]*/g) ?? []).some((name) => nameWords(name).some((word) => TAKING_AWAY_WORDS.has(word)));
}

/** Events that end a press: what is dispatched to let go of a button, a key or a touch. */
const RELEASE_EVENT = /^(pointerup|mouseup|touchend|keyup)$/i;

/**
 * The end of a press, dispatched (`button.dispatchEvent('pointerup')`, `document.dispatchEvent(new MouseEvent('mouseup'))`,
 * `wrapper.trigger('mouseup')`, `fireEvent.mouseUp(el)`): a sleep right before it sets how long the press is held.
 */
function releasesPress(inner: TSESTree.CallExpression): boolean {
  const path = pathOf(inner.callee);
  const last = path?.at(-1) ?? (inner.callee.type === 'MemberExpression' ? memberKey(inner.callee) : null);
  if (path?.length === 2 && path[0] === 'fireEvent') return RELEASE_EVENT.test(last ?? '');
  if (last !== 'dispatchEvent' && last !== 'trigger' && last !== 'triggerEvent' && last !== 'simulate') return false;
  const first = inner.arguments[0];
  const event = first?.type === 'NewExpression' ? first.arguments[0] : first;
  return event?.type === 'Literal' && typeof event.value === 'string' && RELEASE_EVENT.test(event.value);
}

/** `await page.waitForLoadState('domcontentloaded')` as a statement of its own: a load state the page mostly reached long ago. */
export function awaitsLoadState(statement: TSESTree.Node): boolean {
  const call = statement.type === 'ExpressionStatement' && statement.expression.type === 'AwaitExpression' ? unwrap(statement.expression.argument) : null;
  return call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' && memberKey(call.callee) === 'waitForLoadState';
}

/**
 * The same call as `before` with its one flag turned back (`context.setOffline(true)` … `context.setOffline(false)`):
 * the test undoes a state it set itself, and a sleep between the two sets how long it held.
 */
export function undoesFlag(after: TSESTree.Node, before: TSESTree.Node): boolean {
  const a = unwrap(after.type === 'AwaitExpression' ? after.argument : after);
  const b = unwrap(before.type === 'AwaitExpression' ? before.argument : before);
  if (a.type !== 'CallExpression' || b.type !== 'CallExpression' || a.arguments.length !== 1 || b.arguments.length !== 1) return false;
  const pathA = pathOf(a.callee);
  const pathB = pathOf(b.callee);
  const [flagA, flagB] = [a.arguments[0], b.arguments[0]];
  return !!pathA && !!pathB && pathA.join('.') === pathB.join('.') &&
    flagA.type === 'Literal' && flagB.type === 'Literal' && typeof flagA.value === 'boolean' && typeof flagB.value === 'boolean' && flagA.value !== flagB.value;
}

/** Names of calls that send input events: keys, taps, touches, swipes, pans, scrolls, drags (`keyboard.press('PageDown')`, `addValue(char)`, `panX(el, …)`). */
const INPUT_EVENT = /^(press|type|insertText|sendKeys|keys|addValue|tap|touch|swipe|scroll|fling|drag|pinch)\w*$|Gesture$|^(key|mouse|touch|pointer)(Down|Up|Move|Press)$/i;
/** `pan`, `panX`, `panAlongPath`; not `panel` or `pane`. */
const PAN = /^pan([A-Z]\w*)?$/;
/** A call named for sending input events (not `typeahead`, nor `scrollTo` or `scrollIntoView`, which move the view). */
export function isInputEventName(name: string): boolean {
  return (INPUT_EVENT.test(name) || PAN.test(name)) && !/^(typeahead|scrollTo|scrollIntoView\w*)$/i.test(name);
}

/**
 * A part of a gesture on a browser page's input devices: `page.mouse.move(x, y)`, `mouse.down()`, `mouse.up()`,
 * `mouse.wheel(0, 100)`, `page.keyboard.down('Shift')`, `keyboard.up('Shift')`. It goes where it is told and reads
 * nothing of the page (unlike `mouse.click(x, y)` or `keyboard.press('Enter')`, which act on what is there). Also
 * the end of a press, dispatched (`releasesPress`).
 */
export function isInputPrimitive(node: TSESTree.Node): boolean {
  const inner = unwrap(node.type === 'AwaitExpression' ? node.argument : node);
  if (inner.type !== 'CallExpression') return false;
  const path = pathOf(inner.callee);
  const [device, method] = path ? path.slice(-2) : [];
  return (device === 'mouse' && /^(move|down|up|wheel)$/.test(method ?? '')) || (device === 'keyboard' && /^(down|up)$/.test(method ?? '')) || releasesPress(inner);
}

/** The first step among `statements` that is not inert. */
function firstStep(statements: TSESTree.Node[], vocab: Vocabulary): Step | null {
  for (const statement of statements) {
    const step = vocab.classifyStatement(statement);
    if (step.kind !== 'inert') return step;
  }
  return null;
}

/** The steps after `statement` that matter (inert ones skipped), lazily. */
export function* stepsAfter(statement: TSESTree.Node, vocab: Vocabulary): Generator<Step> {
  for (const next of statementsAfter(statement)) {
    const step = vocab.classifyStatement(next);
    if (step.kind !== 'inert') yield step;
  }
}

/** The steps of a function body from its start (for the callback form `setTimeout(() => {…}, n)`). */
export function* stepsOfBody(fn: TSESTree.Node, vocab: Vocabulary): Generator<Step> {
  if (!isFunction(fn)) return;
  if (fn.body.type !== 'BlockStatement') {
    const step = classifyExpression(fn.body, fn.body, vocab);
    if (step.kind !== 'inert') yield step;
    return;
  }
  for (const statement of fn.body.body) {
    const step = vocab.classifyStatement(statement);
    if (step.kind !== 'inert') yield step;
  }
}

/**
 * `client.end()`, `ws.terminate()`, `server.close()`, `process.exit()`: ending something only works, or only means
 * what the test wants, once it got somewhere. Other actions in a timer (`queue.add()`, `socket.emit()`) more often
 * stage an event for the code to meet than wait for one.
 */
/** Calls that start receiving in the background: a consumer joining its group, a socket connecting, a watcher starting. */
const RECEIVING_METHOD = /^(subscribe|psubscribe|consume|connect|listen|watch|assign)$/;
/** Calls that send something for a receiver to get. */
const SENDING_METHOD = /^(send|produce|publish|write|emit)$/;

/** Calls that write to a store: what a change feed on it reports. */
const STORE_WRITE_METHOD = /^(insert|insertOne|insertMany|update|updateOne|updateMany|replace|replaceOne|delete|deleteOne|deleteMany|save|create|put)$/;
/** Calls that open a feed of a store's changes: RethinkDB's `changes()`, a MongoDB change stream's `watch()`. */
const CHANGE_FEED_METHOD = /^(changes|watch)$/;

/** The name a call matching `method`, found anywhere in `node`, is made on the root of (`r.table('t').update(…)` → `r`). */
function rootOfCallTo(node: TSESTree.Node, method: RegExp): string | null {
  let root: string | null = null;
  anyNode(node, (current) => {
    if (current.type !== 'CallExpression' || current.callee.type !== 'MemberExpression' || !method.test(memberKey(current.callee) ?? '')) return false;
    const base = chainBase(current.callee.object);
    root = base.type === 'Identifier' ? base.name : null;
    return root !== null;
  });
  return root;
}

/** `r.table('t').update({ … }).run()`, `collection.insertOne(doc)`: a write to a store; the store's root name. */
export function storeWrittenBy(expression: TSESTree.Node): string | null {
  return rootOfCallTo(expression, STORE_WRITE_METHOD);
}

/**
 * `feed = yield r.table('t').changes().run()`, `const stream = collection.watch()`: the statement opens a change feed;
 * the root name of the store it is opened on (`r`, `collection`).
 */
export function changeFeedOpenedBy(statement: TSESTree.Node): string | null {
  const value =
    statement.type === 'ExpressionStatement' ? statement.expression : statement.type === 'VariableDeclaration' && statement.declarations.length === 1 ? statement.declarations[0].init : null;
  return value ? rootOfCallTo(value, CHANGE_FEED_METHOD) : null;
}

/** `producer.produce(topic, …)`, `pub.send('foo')`, `await socket.emit('x')`: a send. */
export function isSendingCall(node: TSESTree.Node): boolean {
  const call = unwrap(node);
  return call.type === 'CallExpression' && SENDING_METHOD.test(calleeName(call.callee) ?? '');
}

/** The call a statement is (`await client.connect()`, `emitter.on('x', fn)`), or null. */
export function callOfStatement(statement: TSESTree.Node): TSESTree.CallExpression | null {
  const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  return call?.type === 'CallExpression' ? call : null;
}

/**
 * `consumer.subscribe([topic])`, `await client.connect()` as a statement, also a subscription kept (`const sub =
 * client.request(q).subscribe({ next })`): something starts receiving.
 */
export function startsReceiving(statement: TSESTree.Node): boolean {
  const call = callOfStatement(statement);
  if (call) return RECEIVING_METHOD.test(calleeName(call.callee) ?? '');
  // (Kept, only a subscription's handle: `const client = connect()` is a connection the test goes on to use.)
  const kept = statement.type === 'VariableDeclaration' && statement.declarations.length === 1 ? statement.declarations[0].init : null;
  return kept?.type === 'CallExpression' && kept.callee.type === 'MemberExpression' && KEPT_SUBSCRIPTION.test(memberKey(kept.callee) ?? '');
}
const KEPT_SUBSCRIPTION = /^(subscribe|psubscribe|consume)$/;

/** `w.once('update', () => { … })` as a statement: a listener registered, nothing started. */
export function registersListener(statement: TSESTree.Node): boolean {
  const call = callOfStatement(statement);
  return call?.callee.type === 'MemberExpression' && EVENT_LISTENER_METHODS.has(memberKey(call.callee) ?? '');
}

/**
 * Writes to the file system: what a file watcher is there to notice. Names only a file write has count on any receiver
 * (`fixture.writeFile('a.ts', …)` of a fixture directory helper); names other things have too (`redis.rename`,
 * `user.touch()`) only on the file system module.
 */
const FILE_WRITE = /^(writeFile|appendFile|outputFile|writeJson|outputJson)(Sync)?$/;
const FILE_SYSTEM_WRITE = /^(unlink|rename|utimes|rm|rmdir|mkdir|copyFile|remove|copy|move|ensureFile|touch)(Sync)?$/;

/** `fs.existsSync(path)`, `fse.pathExists(path)`: whether a file is there, and the path's text. */
export const FILE_EXISTS = /^(?:await\s+)?(?:[\w$]+\.)*(?:existsSync|exists|pathExists|pathExistsSync)\((.+)\)$/;
/** Calls that read a file, or find it there: `readFileSync`, `readFile`, `statSync`, `existsSync`, `readJson`. */
const FILE_READ = /^(?:readFileSync|readFile|statSync|stat|lstatSync|existsSync|pathExists|pathExistsSync|readJson|readJsonSync)$/;

/** The statement reads the file at `path` (its text), or asserts it is there (not that it is missing). */
export function readsFile(statement: TSESTree.Node, path: string, vocab: Vocabulary): boolean {
  const missing = vocab.assertionAt(statement)?.negative ?? false;
  return anyNode(statement, (node) => {
    if (node.type !== 'CallExpression' || !FILE_READ.test(calleeName(node.callee) ?? '') || node.arguments.length === 0) return false;
    if (vocab.text(node.arguments[0]) !== path) return false;
    // (An existence check counts only held true: `assert(fs.existsSync(p))`, not `assert(!fs.existsSync(p))`.)
    return !/exists/i.test(calleeName(node.callee) ?? '') || (node.parent?.type !== 'UnaryExpression' && !missing);
  });
}

/** Calls that delete a file: `unlinkSync`, `rmSync`, `unlink`, `rm`, fs-extra's `remove`. */
const FILE_DELETE = /^(?:unlinkSync|unlink|rmSync|rm|remove|removeSync)$/;
export function deletesFile(statement: TSESTree.Node, path: string, vocab: Vocabulary): boolean {
  return anyNode(statement, (node) => node.type === 'CallExpression' && FILE_DELETE.test(calleeName(node.callee) ?? '') && node.arguments.length > 0 && vocab.text(node.arguments[0]) === path);
}

/**
 * `fs.writeFileSync(file, 'x')`, `await fs.promises.unlink(file)`, `touch(file)`, or a helper of the file whose body
 * writes (`replaceText('dep.ts', 'v1', 'v2')`): a change to the file system.
 */
export function writesFile(node: TSESTree.Node, vocab: Vocabulary, depth = 0): boolean {
  const call = unwrap(node);
  if (call.type !== 'CallExpression') return false;
  const name = calleeName(call.callee) ?? '';
  if (FILE_WRITE.test(name) || (FILE_SYSTEM_WRITE.test(name) && isFileSystem(call.callee, vocab))) return true;
  if (depth > 0 || call.callee.type !== 'Identifier') return false;
  const helper = vocab.localFunction(call.callee);
  return !!helper && anyNode(helper.body, (inner) => inner.type === 'CallExpression' && writesFile(inner, vocab, depth + 1));
}

const FILE_SYSTEM_SOURCES = ['fs', 'fs/promises', 'fs-extra', 'graceful-fs', 'mz/fs', 'touch'];
/** The file system module, its promises, or a name imported from it; by name (`fs`, `fsp`, `fse`) when a global. */
function isFileSystem(callee: TSESTree.Node, vocab: Vocabulary): boolean {
  const resolved = vocab.resolve(callee);
  if (!resolved) return false;
  if (resolved.imported) return FILE_SYSTEM_SOURCES.includes(resolved.imported.source);
  return /^(fs|fsp|fse|fsExtra|fsPromises)$/.test(resolved.local[0]) || (resolved.local.length === 1 && /^touch(Sync)?$/.test(resolved.local[0]));
}

/** Names a function reading a run's output gives what it is handed: `output`, `data`, `line`, `chunk`, `stdout`. */
const OUTPUT_NAME = /^(output|out|data|line|lines|chunk|stdout|stderr|text|str|buffer|buf)$/i;

/**
 * The statement runs only once a run's output, handed to the function, shows a marker: it sits in the `if` branch of a
 * test that searches a parameter named for output (`async ({ output }) => { if (output.includes('hello world')) { … } }`,
 * `(data) => { if (!data.toString().indexOf('ready')) { … } }`). Not any parameter: `if (job.name.includes('export'))`
 * in a job handler picks the work to do.
 */
export function afterOutputMarker(statement: TSESTree.Node, fn: FunctionNode): boolean {
  const outputs = fn.params.flatMap(parameterNames).filter((name) => OUTPUT_NAME.test(name));
  if (outputs.length === 0) return false;
  const isOutput = (inner: TSESTree.Node) => inner.type === 'Identifier' && outputs.includes(inner.name);
  // `output.includes('ready')`, `data.toString().indexOf('ready')`, `/ready/.test(line)`.
  const searchesOutput = (node: TSESTree.Node) =>
    node.type === 'CallExpression' && node.callee.type === 'MemberExpression' &&
    ((OUTPUT_SEARCH_METHODS.has(memberKey(node.callee) ?? '') && anyNode(node.callee.object, isOutput)) || (memberKey(node.callee) === 'test' && node.arguments.some((argument) => anyNode(argument, isOutput))));
  for (let child: TSESTree.Node = statement, parent = statement.parent; parent && parent !== fn; child = parent, parent = parent.parent) {
    if (parent.type === 'IfStatement' && parent.consequent === child && anyNode(parent.test, searchesOutput)) return true;
  }
  return false;
}
const OUTPUT_SEARCH_METHODS: ReadonlySet<string> = new Set(['includes', 'indexOf', 'startsWith', 'endsWith', 'match', 'search']);

const STOPS_RECEIVING = /^(unsub(scribe)?\d*|unlisten\d*|unwatch\d*|unregister\d*|removeListener|removeAllListeners|removeEventListener|off|unbind)$/;

/** `await unlisten()`, `sub.unsubscribe()`, `emitter.off('x', fn)` as a statement: something stops receiving. */
export function stopsReceiving(statement: TSESTree.Node): boolean {
  const call = callOfStatement(statement);
  return !!call && STOPS_RECEIVING.test(calleeName(call.callee) ?? '');
}

/**
 * `watcher.dispose()`, `await watcher.close()`: a file watcher closed, after which a change to a file must set off
 * nothing. (Only a receiver named for watching: `client.close()` may still have work to hand over.)
 */
export function closesWatcher(statement: TSESTree.Node): boolean {
  const call = callOfStatement(statement);
  const callee = call ? unwrap(call.callee) : null;
  return callee?.type === 'MemberExpression' && /^(dispose|close|unwatch|stop)$/.test(memberKey(callee) ?? '') && isWatcher(callee.object);
}

/**
 * `watch(…)`, `createWatcher(…)`, `chokidar.watch(…)`, `gaze(…)`, `fs.watch(…)`: a call that starts watching files;
 * `.add(file)` only on a watcher (`watcher.add(file)`, not `cache.add(key)`), as `closesWatcher` reads its `.close()`.
 */
export function armsWatcher(call: TSESTree.CallExpression): boolean {
  const callee = unwrap(call.callee);
  const name = calleeName(callee) ?? '';
  if (name === 'add') return callee.type === 'MemberExpression' && isWatcher(callee.object);
  return /^(watch\w*|\w*Watch(er)?|gaze)$/.test(name);
}

/** A receiver named for watching files: `watcher`, `this.fileWatcher`. */
function isWatcher(receiver: TSESTree.Node): boolean {
  return /watch/i.test(pathOf(receiver)?.at(-1) ?? '');
}

const ENDING_METHOD = /^(end|close|terminate|destroy|disconnect|quit|kill|exit|stop|shutdown|unsubscribe|cancel|drain|abort)$/i;
export function isEndingCall(node: TSESTree.Node): boolean {
  const expression = unwrap(node);
  const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
  if (call.type !== 'CallExpression') return false;
  let callee = unwrap(call.callee);
  // `client.end.call(client)`
  if (callee.type === 'MemberExpression' && ['call', 'apply'].includes(memberKey(callee) ?? '')) callee = unwrap(callee.object);
  // The receiver is something the test holds (`client`, `this.ws`), not a builder chain (`request(app).get('/').end(cb)`).
  return callee.type === 'MemberExpression' && ENDING_METHOD.test(memberKey(callee) ?? '') && pathOf(callee.object) !== null;
}

/** Methods that end a browser session: Nightwatch's `end`, WebDriver's `quit`, `deleteSession`, `closeWindow`, `close`. */
const SESSION_END_METHOD = /^(end|quit|close|closeWindow|deleteSession|closeBrowser)$/;

/**
 * `await browser.close()`, `driver.quit()`, `browser.end()`, and, `alongChain`, the link that ends a Nightwatch chain
 * (`browser.click('#b').pause(3000).end()`): the test closes the browser it drove. (Not `page.close()` or
 * `popup.close()`: a page closed may still have work to hand over.)
 */
export function endsBrowserSession(node: TSESTree.Node, alongChain = false): boolean {
  const expression = unwrap(node);
  const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
  if (call.type !== 'CallExpression' || call.arguments.length > 0) return false;
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || !SESSION_END_METHOD.test(memberKey(callee) ?? '')) return false;
  let receiver = unwrap(callee.object);
  // (Down a chain to the object it starts from: `browser.url(…).click(…).pause(…)`.)
  while (alongChain && receiver.type === 'CallExpression' && receiver.callee.type === 'MemberExpression') receiver = unwrap(receiver.callee.object);
  const path = pathOf(receiver);
  // (The names a browser is handed by, and selenium-webdriver's `driver`.)
  return !!path && (isBrowserQueueName(path[0]) || path[0] === 'driver') && (path.length === 1 || (path.length === 2 && path[1] === 'driver'));
}

/**
 * `unmount()` (the one Testing Library's `render` hands back), `wrapper.unmount()` (Enzyme, Vue Test Utils): the test
 * takes down what it rendered.
 */
export function unmountsRendered(node: TSESTree.Node): boolean {
  const expression = unwrap(node);
  const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
  if (call.type !== 'CallExpression' || call.arguments.length > 0) return false;
  const callee = unwrap(call.callee);
  return (callee.type === 'Identifier' && callee.name === 'unmount') || (callee.type === 'MemberExpression' && memberKey(callee) === 'unmount' && pathOf(callee.object) !== null);
}

/** `unsub()`, `close()`, `dispose()`, `unhook()` called by name: a function the test got back (`const { unsubscribe } = …`). */
const ENDING_FUNCTION = /^((unsub(scribe)?|unlisten|unwatch|unregister|unhook|close|stop|dispose|cancel|abort|end|destroy|teardown)\d*)$/;

/** Methods that take a listener off an event (`process.removeListener('uncaughtException', fn)`, `emitter.off('x', fn)`). */
const LISTENER_REMOVAL_METHOD = /^(removeListener|removeEventListener|removeAllListeners|off)$/;

/**
 * Ends something the test holds: `client.end()` (see isEndingCall), a function that ends by its name (`unsub()`), or
 * a listener taken off (`process.removeListener('uncaughtException', onError)`): the test stops hearing, as with `unsub()`.
 */
export function endsSomething(node: TSESTree.Node): boolean {
  return closesSomething(node) || removesListener(node);
}

/** `client.end()` (see isEndingCall), or a function that ends by its name (`unsub()`, `close()`). */
export function closesSomething(node: TSESTree.Node): boolean {
  if (isEndingCall(node)) return true;
  const call = unwrap(node);
  // (Also one that says it ends a recording: `endRootSpan()`, `stopRecording()`, `finishTrace()`; not `closeModal()` or
  // `endGame()`, acts of the code under test.)
  return call.type === 'CallExpression' && call.callee.type === 'Identifier' && (ENDING_FUNCTION.test(call.callee.name) || ENDS_RECORDING.test(call.callee.name));
}
const ENDS_RECORDING = /^(end|close|stop|finish)(Root|Child|Current|Active)?(Span|Trace|Transaction|Segment|Recording|Capture)$/;

/**
 * Teardown calls of an app or a helper that ENDING_METHOD does not name: `sails.lower(cb)`, `appHelper.teardown()`,
 * and an ending verb named for what it ends, `setup.stopController(cb)`, `closeServer()`, `killWorkers()`. (The
 * thing must be a resource: `stopPropagation()`, `closeTo(…)` end nothing.)
 */
const TEARDOWN_METHOD =
  /^(lower|teardown|tearDown|cleanup|cleanUp|dispose|unmount|(end|close|terminate|destroy|disconnect|quit|kill|stop|shutdown|shutDown)(All|Adapter|Agent|App|Application|Broker|Browser|Client|Clients|Cluster|Connection|Connections|Container|Controller|Database|Db|DB|Instance|Listener|Node|Nodes|Peer|Peers|Pool|Process|Proxy|Queue|Server|Servers|Service|Services|Session|Socket|Sockets|Stream|Worker|Workers))$/;

/**
 * Tears something down that the tests after it may need let go (a port, a file, a connection): a closing call
 * (`server.close()`, `unsub()`), or a teardown method (`sails.lower(cb)`, `stopServer()`). Not a listener taken off:
 * it frees nothing.
 */
export function tearsDown(node: TSESTree.Node): boolean {
  if (closesSomething(node)) return true;
  const call = unwrap(node);
  if (call.type !== 'CallExpression') return false;
  const name = call.callee.type === 'MemberExpression' ? memberKey(call.callee) : call.callee.type === 'Identifier' ? call.callee.name : null;
  return TEARDOWN_METHOD.test(name ?? '');
}

/** `process.removeListener('uncaughtException', onError)`, `emitter.off('x', fn)`, `el.removeEventListener(…)`. */
function removesListener(node: TSESTree.Node): boolean {
  const call = unwrap(node);
  if (call.type !== 'CallExpression') return false;
  const method = call.callee.type === 'MemberExpression' ? memberKey(call.callee) : null;
  // (An `off` with nothing to take off, `lamp.off()`, is an action of its own.)
  return !!method && LISTENER_REMOVAL_METHOD.test(method) && (call.arguments.length > 0 || method === 'removeAllListeners');
}

/** What a Mocha test sets on its own context (`this.timeout(5000)`): the runner's limits, not a step. */
const RUNNER_SETTINGS: ReadonlySet<string> = new Set(['timeout', 'slow', 'retries']);

/** Methods that register a listener of an event (`emitter.on('x', fn)`, `el.addEventListener('x', fn)`). */
export const EVENT_LISTENER_METHODS: ReadonlySet<string> = new Set(['on', 'once', 'addListener', 'addEventListener', 'prependListener', 'prependOnceListener']);

/**
 * A listener told that something has gone: `nodemon.once('exit', () => { … })`, `ws.on('close', …)`. What runs in it
 * comes after a teardown as surely as what runs in a close's own callback.
 */
export function listensForEnd(node: TSESTree.Node): boolean {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || !EVENT_LISTENER_METHODS.has(memberKey(node.callee) ?? '')) return false;
  return ENDING_EVENT.test(stringValue(node.arguments[0]) ?? '');
}
// (Not `end` or `finish`: a response read to its end, a stream written out, have gone nowhere.)
const ENDING_EVENT = /^(exit|close|closed|disconnect|disconnected|shutdown|stopped)$/;

/** The listener (`.on('start', () => …)`, `.once('request', async (req) => …)`) whose body holds the node directly. */
export function enclosingListener(node: TSESTree.Node): FunctionNode | null {
  const fn = enclosingFunction(node);
  const call = fn?.parent;
  if (!fn || call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return null;
  return call.callee.type === 'MemberExpression' && EVENT_LISTENER_METHODS.has(memberKey(call.callee) ?? '') ? fn : null;
}

/**
 * A listener registered with Pusher's or jQuery's `.bind('disconnected', () => { … })`, told only that an event
 * happened (taking nothing), the registration a statement of its own. (Not a function bound to a receiver,
 * `queue.process(handler.bind('ctx', async () => …))`, handed on as a value.)
 */
export function isBoundEventListener(fn: TSESTree.Node): boolean {
  const call = fn.parent;
  if (!isFunction(fn) || fn.params.length > 0 || call?.type !== 'CallExpression' || call.arguments[1] !== fn || call.callee.type !== 'MemberExpression') return false;
  return memberKey(call.callee) === 'bind' && stringValue(call.arguments[0]) !== null && call.parent?.type === 'ExpressionStatement';
}

/**
 * The statement that last does something in `statement`: itself, or the last step of a block (past a closing `break`
 * or `continue`), of an `if` without an `else`, and with `intoLoops` of a loop's body or a switch's last case that
 * does something. Null when there is no single last step (an `if` with an `else`, any other statement).
 */
export function lastStepDone(statement: TSESTree.Node, { intoLoops }: { intoLoops: boolean }): TSESTree.Node | null {
  let step: TSESTree.Node | undefined = statement;
  for (let depth = 0; depth < 8 && step && step.type !== 'ExpressionStatement'; depth++) {
    if (step.type === 'IfStatement') step = step.alternate ? undefined : step.consequent;
    else if (step.type === 'BlockStatement') step = withoutClosingJumps(step.body).at(-1);
    else if (intoLoops && (step.type === 'ForStatement' || step.type === 'ForOfStatement' || step.type === 'ForInStatement')) step = step.body;
    else if (intoLoops && step.type === 'SwitchStatement') step = withoutClosingJumps(step.cases.filter((option) => option.consequent.length > 0).at(-1)?.consequent ?? []).at(-1);
    else step = undefined;
  }
  return step ?? null;
}

const withoutClosingJumps = (steps: TSESTree.Statement[]): TSESTree.Statement[] =>
  steps.filter((step) => step.type !== 'BreakStatement' && step.type !== 'ContinueStatement');

/**
 * `controller.abort()`, `stream.destroy()` on something the test hands to an operation around `statement`
 * (`fetch(url, { signal: controller.signal })`, `axios.post(url, stream)`): the interruption means what the
 * test wants only once that operation is in flight, so a sleep or timer before it hopes the operation got there.
 * A controller no call receives (`const { controller } = publishUntilAborted()`) ends a window of the test's own.
 */
export function interruptsOperation(action: TSESTree.Node, statement: TSESTree.Node, vocab: Vocabulary): boolean {
  const expression = unwrap(action);
  const call = expression.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  const method = memberKey(call.callee) ?? '';
  if (method !== 'abort' && !ENDING_METHOD.test(method)) return false;
  let receiver = unwrap(call.callee.object);
  // `req.abort().abort()`: the same call chained on its own result.
  while (receiver.type === 'CallExpression' && receiver.callee.type === 'MemberExpression' && memberKey(receiver.callee) === method) {
    receiver = unwrap(receiver.callee.object);
  }
  if (receiver.type !== 'Identifier') return false;
  // `const req = request.get(url); setTimeout(() => req.abort(), 10)`: the receiver is the request itself.
  if (method === 'abort' && isStartedOperation(receiver.name, statement)) return true;
  const scope = vocab.sourceCode.getScope(receiver);
  const variable = findVariable(scope, receiver.name);
  if (!variable) return false;
  const fn = enclosingFunction(statement);
  let byFunction = handedOverCache.get(variable);
  if (!byFunction) handedOverCache.set(variable, (byFunction = new Map()));
  let answer = byFunction.get(fn);
  if (answer === undefined) byFunction.set(fn, (answer = isHandedOver(variable, fn, vocab)));
  return answer;
}

/** Per variable (a controller, a stream) and function: whether the test hands it, or a name taken from it, to an operation. */
const handedOverCache = new WeakMap<TSESLint.Scope.Variable, Map<TSESTree.Node | null, boolean>>();

/**
 * Handed over as what an operation works with (a body, `{ signal: controller.signal }`, through `const { signal } =
 * controller` too), in the function the sleep is in; not as the subject of a wait for its end (`closed(ws)`,
 * `once(ws, 'close')`): that is the test staging the end it waits for.
 */
function isHandedOver(variable: TSESLint.Scope.Variable, fn: TSESTree.Node | null, vocab: Vocabulary): boolean {
  const variables = [variable, ...aliasVariables(variable, vocab)];
  const names = new Set(variables.map((v) => v.name));
  return variables.some((current) =>
    current.references.some((reference) => {
      const id = reference.identifier as TSESTree.Node;
      return enclosingFunction(id) === fn && passedAsArgument(id, current === variable, names);
    }),
  );
}

/** `const { signal } = controller`, `const signal = controller.signal`: variables that take their value from it. */
function aliasVariables(variable: TSESLint.Scope.Variable, vocab: Vocabulary): TSESLint.Scope.Variable[] {
  const found: TSESLint.Scope.Variable[] = [];
  for (const reference of variable.references) {
    let node: TSESTree.Node = reference.identifier as TSESTree.Node;
    if (node.parent?.type === 'MemberExpression' && node.parent.object === node) node = node.parent;
    const declarator = node.parent;
    if (declarator?.type === 'VariableDeclarator' && declarator.init === node) {
      found.push(...(vocab.sourceCode.scopeManager?.getDeclaredVariables(declarator) ?? []));
    }
  }
  return found;
}

/** The reference sits in an argument of a call or `new` that is not a method of the thing itself. */
function passedAsArgument(id: TSESTree.Node, isReceiver: boolean, names: ReadonlySet<string>): boolean {
  let node = id;
  for (let depth = 0; depth < 8; depth++) {
    const parent = node.parent;
    if (!parent) return false;
    if (parent.type === 'MemberExpression' && parent.object === node && !parent.computed) node = parent;
    else if (parent.type === 'Property' && parent.value === node) node = parent.parent;
    else if (parent.type === 'ArrayExpression' || parent.type === 'SpreadElement') node = parent;
    else if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.arguments.includes(node as TSESTree.CallExpressionArgument)) {
      if (isReceiver && node === id && parent.arguments[0] === node) return false;
      return !names.has(rootOf(parent.callee) ?? '');
    } else return false;
  }
  return false;
}

/** `name` is declared before `statement` as the result of a call (`const req = request.get(url)`), not a `new`. */
function isStartedOperation(name: string, statement: TSESTree.Node): boolean {
  for (const before of statementsBefore(statement)) {
    if (before.type !== 'VariableDeclaration') continue;
    for (const declarator of before.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === name) {
        return !!declarator.init && unwrap(declarator.init).type === 'CallExpression';
      }
    }
  }
  return false;
}

function rootOf(node: TSESTree.Node): string | null {
  const path = pathOf(node);
  return path ? path[0] : null;
}
