import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { shorten } from '../lib/report-text';
import { createRule } from '../lib/create-rule';
import type { Assertion, Sleep, Step, TestCall, Vocabulary } from '../lib/vocabulary';
import { boundsFromAbove, handWrittenCheck, isCallMatcher, presenceTarget, isEqualityMatcher, isNotEqualMatcher, isNothing, isSnapshotMatcher, mentionsAssertion, readsCallsOfDouble } from '../lib/vocabulary/assertions';
import { anyNode, BROWSER_DRIVER, calleeName, cypressCommandOf, enclosingFunction, type FunctionNode, isArgumentOfCall, isBrowserCommandChain, isCypressChain, inOtherBranch, isFunction, isPromiseCombinator, isPromiseConstructor, memberKey, mentionsName, numberValue, constantArithmetic, pathOf, PROMISE_METHODS, stringValue, unwrap, wholeChain } from '../lib/vocabulary/paths';
import { actsBeforeOnChain, awaitedExpressionOf, callsOnly, drivesBrowser, isCodeceptActor, queuesBrowserSleep, isSetTimeout, isWholeBody, singleExpression, textDurationMs, writtenMilliseconds } from '../lib/vocabulary/sleeps';
import { actBeforeChainedSleep, afterOutputMarker, deletesFile, FILE_EXISTS, readsFile, awaitsLoadState, isInputEventName, callOfStatement, classifyExpression, CYPRESS_ACTS, takesSomethingAway, containerOf, containsAwait, enclosingListener, endsSomething, errorParameterName, isBoundEventListener, lastStepDone, interruptsOperation, endsBrowserSession, unmountsRendered, isEndingCall, isErrorName, listensForEnd, isLoop, isInputPrimitive, isReadCall, storeWrittenBy, changeFeedOpenedBy, isReadName, repeatsUnchecked, uncheckedLoopAround, isSendingCall, registersListener, startsReceiving, stopsCapture, startsWithCypressPageQuery, startsWithPageLocator, statementOf, stopsReceiving, statementsAfter, statementsBefore, tearsDown, undoesFlag, writesFile } from '../lib/vocabulary/steps';
import { findWaitHelper, waitFixes } from '../lib/wait-suggestion';
import { type FunctionRole, isInPlaceWrapper, isPageScript, SYNCHRONOUS_CALLBACK_METHODS, takesBrowserDriver } from '../lib/vocabulary/test-code';
import { flushesTicks, runsDigest } from '../lib/vocabulary/clock';
import { commentAwaitsAnything, commentHopesInFlight, onlyHedged, setupHooksAround, sleepEvidence, type SleepKind, testsTheSleepItself } from '../lib/vocabulary/sleep-kind';
import { constInitializer, findVariable } from '../lib/vocabulary/resolve';
import { chainedWaitAt, mayBeWaitName } from '../lib/vocabulary/waits';
import { isDoubleImplementation } from '../lib/vocabulary/attempts';

export const RULE_NAME = 'no-sleep-as-signal';

export type Options = [
  {
    /** Report sleeps followed by an assertion that something did NOT happen. */
    reportNegativeGuards?: boolean;
    /** Report the pause inside a loop that re-checks a condition. */
    reportPollIntervals?: boolean;
    /** Report sleeps whose duration is tied to a configured duration (TTL, timeout, debounce). */
    reportTimeSemantics?: boolean;
    /** Report sleeps in callbacks handed to the code under test (processors, handlers, mock implementations). */
    reportPacing?: boolean;
    /** Report a sleep that ends a teardown, or that is all a test does: the tests after it only start later. */
    reportPausesBetweenTests?: boolean;
    /** Report a sleep right before a wait on a condition: dead weight, or a wait that checks the wrong state. */
    reportSleepsBeforeWaits?: boolean;
    /** Literal durations below this many milliseconds are not reported. */
    ignoreDurationsBelowMs?: number;
    /** Apply the wait suggestion with `eslint --fix` for one sleep directly followed by one positive assertion. */
    autofix?: boolean;
  },
];

export type MessageIds =
  | 'sleepAsSignal'
  | 'sleepBeforeWait'
  | 'sleepBeforeTests'
  | 'sleepEndsStep'
  | 'sleepEndsTeardown'
  | 'sleepEndsTestTeardown'
  | 'sleepEndsTestAction'
  | 'sleepBetweenTests'
  | 'sleepEndsHelper'
  | 'sleepEndsSupportHelper'
  | 'negativeGuardBeforeTests'
  | 'sleepBeforeResolve'
  | 'sleepEndsTest'
  | 'blockingSleep'
  | 'negativeGuard'
  | 'negativeGuardNoStep'
  | 'pollInterval'
  | 'timeSemantics'
  | 'pacing'
  | 'suggestWait';

const STEP_VERBS: Record<string, string> = {
  assertion: 'asserts',
  action: 'acts:',
  barrier: 'acts:',
  read: 'reads',
};

/**
 * Climbs the links of a promise chain after `node` whose method is one of `methods`: `.catch(…)` and `.finally(…)`
 * pass the promise's completion on; with `.then` too, it finds the outermost call of the chain; with 'any link', the
 * outermost call of any method chain (`cy.get('a').wait(500).click()`).
 */
function climbChain(node: TSESTree.Node, methods: ReadonlySet<string> | 'any link'): TSESTree.Node {
  let current = node;
  for (;;) {
    const member = current.parent;
    const call = member?.parent;
    if (member?.type !== 'MemberExpression' || member.object !== current || call?.type !== 'CallExpression' || call.callee !== member) return current;
    if (methods !== 'any link' && !methods.has(memberKey(member) ?? '')) return current;
    current = call;
  }
}
const PASS_ON = new Set(['catch', 'finally']);
const chainTail = (node: TSESTree.Node) => climbChain(node, PASS_ON);

/** True when the sleep's promise is what the test waits on: awaited, returned, or chained with `.then`. */
function isWaitedOn(sleep: Sleep, vocab: Vocabulary): boolean {
  if (sleep.form !== 'promise') return true;
  // `.then(delay(100))`: the chain runs the sleeping function and waits for it; the chain itself is judged as the
  // `.then(() => sleep(100))` link it spells.
  if (sleep.deferred) return true;
  // Cypress enqueues commands: `cy.wait(500)`, or `.wait(500)` chained off a command, holds every later command
  // without an await.
  if (sleep.node.type === 'CallExpression' && isCypressChain(sleep.node, vocab)) return true;
  // `await request(server).ws('/').wait(100).sendText('x')`: a link of a driver's chain that the test awaits whole.
  // (Also through links that only read a property, as chai-as-promised's do: `() => browser.get(url).sleep(500)
  // .waitForElementById('a').text().should.eventually.not.be.empty`, the arrow's whole body.)
  if (chainedOffCall(sleep.node) && (promiseTaken(climbChain(sleep.node, 'any link')) || promiseTaken(wholeChain(sleep.node)))) return true;
  const callee = sleep.node.type === 'CallExpression' ? pathOf(sleep.node.callee) : null;
  if (callee?.[0] === 'cy') return true;
  // So do Protractor's control flow and WebdriverIO's sync mode (`browser.sleep(500);`), and Nightwatch's page objects.
  if (sleep.node.type === 'CallExpression' && queuesBrowserSleep(sleep.node)) return true;
  // Nightwatch's queue the same: `browser.click('#a').pause(500).assert.visible('#b');` holds the rest of its chain and
  // the statements after it.
  if (chainedOffCall(sleep.node) && isBrowserCommandChain(sleep.node, vocab.sourceCode) && wholeChain(sleep.node).parent?.type === 'ExpressionStatement') return true;
  // CodeceptJS queues its actor's commands the same way: `I.wait(1)` as a statement holds `I.click('OK')`. (`I` is the
  // global actor, or the one a scenario's callback is handed: `Scenario('x', ({ I }) => …)`.)
  if (callee?.[0] === 'I' && callee.length === 2 && sleep.node.type === 'CallExpression' && sleep.node.parent?.type === 'ExpressionStatement' && isCodeceptActor(sleep.node, vocab)) return true;
  // fibjs's `coroutine.sleep(1000)` as a statement: the test's fiber waits there while the others run, no await.
  if (sleep.suspendsCaller && sleep.node.parent?.type === 'ExpressionStatement') return true;
  if (promiseTaken(sleep.node)) return true;
  if (awaitedLater(sleep, vocab)) return true;
  const parent = chainTail(sleep.node).parent;
  // (`Promise.all([start(), delay(2000)])`; not a list of promises a template renders as content, ``render`<div>${[
  // new Promise((r) => setTimeout(r, 20, 1))]}</div>` ``: the test waits for neither.)
  if (parent?.type === 'ArrayExpression') return parent.parent?.type !== 'TemplateLiteral';
  return parent?.type === 'YieldExpression' || parent?.type === 'SequenceExpression';
}

/**
 * The step the rest of a sleep's own chain takes: a wait when the link right after the sleep waits
 * (`.sleep(500).waitForElementById('a')`), else the rest as a whole. (Not a wait the chain started from, before the
 * sleep: `browser.waitForElementById('a').sleep(500).click('#b')` acts after it.)
 */
function restOfChainStep(sleepNode: TSESTree.Node, statement: TSESTree.Node, rest: TSESTree.Node, vocab: Vocabulary): Step {
  const member = sleepNode.parent;
  const next = member?.type === 'MemberExpression' && member.object === sleepNode && member.parent?.type === 'CallExpression' && member.parent.callee === member ? member.parent : null;
  const nextWait = next ? (vocab.waitAt(next) ?? chainedWaitAt(next)) : null;
  if (nextWait && nextWait.node === next) return { kind: 'wait', statement, wait: nextWait };
  const step = classifyExpression(statement, rest, vocab);
  if (step.kind === 'wait' && step.wait && step.wait.node.range[1] <= sleepNode.range[0]) return { kind: 'action', statement, expression: rest };
  return step;
}

/**
 * `.sleep(1000).findByCssSelector('#steps').getProperty('value').then((val) => { assert.notInclude(val, …) }).end()
 * .findByCssSelector('#url').getProperty('value').then((v) => { assert.include(v, …) })`: a chain that, after the
 * sleep, reads the page and hands what it read to callbacks that check it. Their steps, in order, and whether the
 * chain goes on to act after them (`.findById('a').click()`); null when the links right after the sleep do not check.
 */
function checksAlongChain(sleepNode: TSESTree.Node, vocab: Vocabulary): { steps: Step[]; actsAfter: boolean } | null {
  const steps: Step[] = [];
  let current: TSESTree.Node = sleepNode;
  let actsAfter = false;
  for (let i = 0; i < 64; i++) {
    const member = current.parent;
    if (member?.type !== 'MemberExpression' || member.object !== current || member.parent?.type !== 'CallExpression' || member.parent.callee !== member) break;
    const call = member.parent;
    const key = memberKey(member);
    if (key === 'then' && isFunction(call.arguments[0])) steps.push(...vocab.stepsOfBody(call.arguments[0]));
    // (A link that reads what the page shows: Leadfoot's `findByCssSelector`, `getAttribute`, `isDisplayed`.)
    else if (key !== 'end' && !(key && isReadName(key))) {
      actsAfter = true;
      break;
    }
    current = call;
  }
  return steps.some((step) => step.kind === 'assertion') ? { steps, actsAfter } : null;
}

/** The expression-bodied arrow's body that `node`'s chain is, when it is one. */
function arrowBodyAround(node: TSESTree.Node): TSESTree.Node | null {
  const whole = wholeChain(node);
  return whole.parent?.type === 'ArrowFunctionExpression' && whole.parent.body === whole ? whole : null;
}

/** `cy.get('a').click().wait(500)`: a method called on what another call returned. */
function chainedOffCall(node: TSESTree.Node): boolean {
  return node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && unwrap(node.callee.object).type === 'CallExpression';
}

/**
 * `cy.get('a').wait(500).click().should('x')`: the chain's links after the sleep, as the outermost call; null when
 * the sleep ends its chain.
 */
function restOfCommandChain(node: TSESTree.Node): TSESTree.Node | null {
  // (Through links that only read a property: Nightwatch's `.pause(500).assert.visible('#b')`, `.expect.element('#b')`.)
  const top = wholeChain(node);
  return top === node ? null : top;
}

/** The callback of `sleep(n).then(() => …)` (also through `.catch()`), when the sleep is chained that way. */
function thenCallback(sleep: Sleep): TSESTree.Node | null {
  const parent = chainTail(sleep.node).parent;
  if (parent?.type !== 'MemberExpression' || memberKey(parent) !== 'then') return null;
  const call = parent.parent;
  if (call?.type !== 'CallExpression' || call.callee !== parent) return null;
  const callback = call.arguments[0];
  return isFunction(callback) ? callback : null;
}

/**
 * `browser.sleep(1000).then(done);`, the last statement of `it('x', (done) => { … })`: the sleep's promise hands the
 * test (or hook) its own `done`, and nothing comes after it.
 */
function handsOwnDone(sleep: Sleep, vocab: Vocabulary): boolean {
  const then = chainTail(sleep.node).parent;
  if (then?.type !== 'MemberExpression' || memberKey(then) !== 'then') return false;
  const call = then.parent;
  if (call?.type !== 'CallExpression' || call.callee !== then || call.parent?.type !== 'ExpressionStatement') return false;
  const [handed] = call.arguments;
  if (handed?.type !== 'Identifier') return false;
  const origin = vocab.resolve(handed)?.origin;
  if (origin?.kind !== 'parameter' || !isFunction(origin.fn) || origin.fn.parent?.type !== 'CallExpression' || !vocab.testCall(origin.fn.parent)) return false;
  // (Its own `done`, the last parameter, handed on by the last statement of its body.)
  const last = origin.fn.params.at(-1);
  const body = origin.fn.body;
  return last?.type === 'Identifier' && last.name === handed.name && body.type === 'BlockStatement' && body.body.at(-1) === call.parent;
}

/** A timer's callback that checks something among its own statements (not in callbacks it hands on). */
function assertsInBody(callback: FunctionNode | null, vocab: Vocabulary): boolean {
  if (!callback) return false;
  for (const step of vocab.stepsOfBody(callback) ?? []) if (step.kind === 'assertion') return true;
  return false;
}

/**
 * The statement right after the sleep finds something on the page a setup hook opened, as its value or as the first
 * link of its chain: `const createButton = page.getByRole('button', { name: /create/i })`.
 */
function locatesOnPageNext(sleep: Sleep, vocab: Vocabulary): boolean {
  const next = statementAfterSleep(sleep);
  const expression = next?.type === 'VariableDeclaration' ? next.declarations[0]?.init : next?.type === 'ExpressionStatement' ? next.expression : null;
  return !!expression && startsWithPageLocator(expression, vocab);
}

/** The statement that runs right after the sleep's own (see `statementsAfter`). */
function statementAfterSleep(sleep: Sleep): TSESTree.Node | undefined {
  const statement = statementOf(sleep.node);
  if (!statement) return undefined;
  const [next] = statementsAfter(statement);
  return next;
}

/** The statement right after the sleep goes to a page: `await page.goto(url)`, `cy.visit('/')`. */
function navigatesNext(sleep: Sleep): boolean {
  const next = statementAfterSleep(sleep);
  const expression = next?.type === 'ExpressionStatement' ? unwrap(next.expression) : null;
  const call = expression?.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
  return call?.type === 'CallExpression' && NAVIGATION_METHOD.test(calleeName(unwrap(call.callee)) ?? '');
}

/** Inside a loop of the same function, between its rounds: a poll interval, or pacing between iterations. */
function loopAround(node: TSESTree.Node): boolean {
  for (let current = node.parent; current && !isFunction(current); current = current.parent) {
    // (A walk over items re-checks nothing: its sleeps are judged by the steps that follow them.)
    if (isLoop(current) && !repeatsUnchecked(current as TSESTree.Statement)) return !leavesLoopAfter(node, current);
  }
  return false;
}

/**
 * `for (const route of routes) { await page.goto(route); await page.waitForTimeout(800); if (/login/.test(page.url()))
 * bounced.push(route) } expect(bounced).toHaveLength(0)`: each round notes what went wrong in a list the test then
 * asserts empty. The sleep gives the wrong thing time to happen: a negative guard.
 */
function collectsForEmptyCheck(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = statementOf(sleep.node);
  const loop = statement ? uncheckedLoopAround(statement) : null;
  if (!loop || !statement) return false;
  const lists = new Set<string>();
  for (const next of statementsAfter(statement)) {
    if (next.range[0] > loop.range[1]) break;
    anyNode(next, (node) => {
      if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && memberKey(node.callee) === 'push' && node.callee.object.type === 'Identifier') {
        const variable = findVariable(vocab.sourceCode.getScope(node), node.callee.object.name);
        // (A list of the test's, declared before the loop.)
        if (variable?.defs.some((def) => def.node.range[1] < loop.range[0])) lists.add(node.callee.object.name);
      }
      return false;
    });
  }
  if (lists.size === 0) return false;
  for (const next of statementsAfter(loop)) {
    const step = vocab.classifyStatement(next);
    if (step.kind !== 'assertion') continue;
    const subject = step.assertion.subject;
    if (subject && [...lists].some((name) => mentionsName(subject, name))) return step.assertion.negative;
  }
  return false;
}

/**
 * `for (const char of text) { await page.keyboard.type(char); await page.waitForTimeout(10) }`, `for (let i = 0; i <
 * count; i++) { await driver.execute('mobile: swipe', { direction }); await driver.pause(500) }`, `for (…) {
 * throttled(); await pause(callDelay) }`: a sleep that ends each round of a walk whose rounds only send input events
 * (keys, taps, touches, swipes, scrolls) or start calls they do not wait for (the sleep itself awaited) spaces those
 * events: pacing.
 */
function spacesRoundsOfInput(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = statementOf(sleep.node);
  const loop = statement ? uncheckedLoopAround(statement) : null;
  if (!loop || !statement) return false;
  const body = loop.body;
  // (A sleep not awaited, `cy.wait(500)`, `browser.pause(500)` of a synchronous runner, queues behind the calls before it.)
  const queued = statement.type === 'ExpressionStatement' && unwrap(statement.expression) === sleep.node && statement.expression.type !== 'AwaitExpression';
  const acts: Step[] = [];
  let after = false;
  let failed = false;
  anyNode(body, (node) => {
    if (failed || !containerOf(node) || node.type === 'BlockStatement' || node.type === 'IfStatement' || node.type === 'TryStatement') return false;
    if (node === statement) {
      after = true;
      return false;
    }
    const step = vocab.classifyStatement(node);
    if (step.kind === 'inert') return false;
    if (after) failed = true;
    else acts.push(step);
    return false;
  });
  return !failed && acts.length > 0 && acts.every((step) => step.kind === 'action' && step.statement.type === 'ExpressionStatement' && sendsInputOrStaggers(step.statement.expression, queued, vocab));
}

/** Key, tap, touch, swipe and scroll events (`keyboard.press('PageDown')`, WebdriverIO's `addValue(char)`, `tapKeypadDigit(d)`, `touch('touchMove', x, y)`), or a call not waited for. */
function sendsInputOrStaggers(expression: TSESTree.Node, queued: boolean, vocab: Vocabulary): boolean {
  if (isInputPrimitive(expression)) return true;
  const awaited = expression.type === 'AwaitExpression';
  const call = unwrap(awaited ? expression.argument : expression);
  if (call.type !== 'CallExpression') return false;
  if (!awaited && !queued && !vocab.sleepAt(call)) return true;
  const name = calleeName(call.callee) ?? '';
  const [command] = call.arguments;
  // (`driver.execute('mobile: swipe', { direction })`: Appium's gestures, named by their first argument.)
  if (name === 'execute' && command?.type === 'Literal' && typeof command.value === 'string') return /^mobile: *(swipe|scroll|tap|drag|pinch|fling)/i.test(command.value);
  return isInputEventName(name);
}

/** The name of the method `fn` is (`class A { poll() {} }`, `{ poll() {} }`, `{ poll: async () => … }`, `poll = () => …` in a class). */
function ownMethodName(fn: FunctionNode): string | null {
  const holder = fn.parent;
  if ((holder?.type === 'MethodDefinition' || holder?.type === 'Property' || holder?.type === 'PropertyDefinition') && holder.value === fn && !holder.computed) {
    return holder.key.type === 'Identifier' ? holder.key.name : null;
  }
  return null;
}

/** The function whose `this` a node sees: the nearest enclosing function that is not an arrow. */
function thisOf(node: TSESTree.Node): FunctionNode | null {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    // (An arrow that is a class field's value, `poll = () => { … }`, sees the instance, as its own method.)
    if (fn.type !== 'ArrowFunctionExpression' || fn.parent?.type === 'PropertyDefinition') return fn;
  }
  return null;
}

/**
 * The loop is surely left after the node: a `break` or `return` follows it in its own block or one around it, inside
 * the loop (`for (const editor of editors) { if (matches(editor)) { await editor.click(); await sleep(500); await
 * editor.type(' '); break; } }`). Such a sleep runs once, on the way out; it paces no rounds.
 */
function leavesLoopAfter(node: TSESTree.Node, loop: TSESTree.Node): boolean {
  let child: TSESTree.Node = node;
  for (let current = node.parent; current && current !== loop; child = current, current = current.parent) {
    if (isFunction(current)) return false;
    if (current.type !== 'BlockStatement') continue;
    // (In a `try` whose `catch` goes round again, `try { await sleep(1000); …; break } catch {}`, the way out is
    // taken only when nothing threw: a retry.)
    if (current.parent?.type === 'TryStatement' && current.parent.block === current && current.parent.handler) continue;
    const index = current.body.indexOf(child as TSESTree.Statement);
    const after = index >= 0 ? current.body.slice(index + 1) : [];
    // (`if (!res || res.rows.length !== n) { await sleep(100); continue }`: the sleep's own branch goes round again,
    // whatever the way out after the branch.)
    if (after.some((statement) => statement.type === 'ContinueStatement' && !statement.label)) return false;
    if (after.some((statement) => statement.type === 'BreakStatement' || statement.type === 'ReturnStatement')) return true;
  }
  return false;
}

/**
 * The function declared as a wait helper: named for it (`async function waitFor(cond) { … }`), or a helper of the
 * test file that polls (`async function steadyState() { await sleep(2000); while (!ready()) await sleep(100); }`):
 * every pause in it, the first one too, is part of that wait.
 */
const WAIT_HELPER_NAME = /^(wait(For|Until)|until|eventually|poll|retry)/i;
function insideWaitHelper(node: TSESTree.Node, vocab: Vocabulary): boolean {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    const named = fn.type === 'FunctionDeclaration' || (fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier');
    const name = functionName(fn);
    if (name && WAIT_HELPER_NAME.test(name) && name !== 'waitForTimeout') return true;
    if (named && pollsInItself(fn, vocab) && !actsOutsideLoops(fn, vocab)) return true;
  }
  return false;
}

/**
 * `function checkIsAdapterInstalled(cb, counter) { if (ready) { setTimeout(() => { if (cb) cb(); }, 100); return; } …
 * setTimeout(() => checkIsAdapterInstalled(cb, counter + 1), 1000); }`: in a poll written as recursion, a timer on the
 * ready branch that only calls back the caller is the wait's own settling pause. (A timer that checks, or acts, in
 * such a function is judged as usual: `typeChars` walking a string with a check at the end.)
 */
function settlesRecursivePoll(sleep: Sleep, vocab: Vocabulary): boolean {
  if (sleep.form !== 'callback' || !sleep.callback || !isFunction(sleep.callback)) return false;
  const fn = enclosingFunction(sleep.node);
  if (!fn || !retriesOnTimer(fn, vocab)) return false;
  const params = new Set(fn.params.flatMap((param) => (param.type === 'Identifier' ? [param.name] : [])));
  const body = sleep.callback.body.type === 'BlockStatement' ? sleep.callback.body.body : [sleep.callback.body];
  if (body.length !== 1) return false;
  const [only] = body;
  // `cb()`, `if (cb) cb();`, `cb && cb()`.
  const statement = only.type === 'IfStatement' && !only.alternate ? only.consequent : only;
  const inner = statement.type === 'BlockStatement' && statement.body.length === 1 ? statement.body[0] : statement;
  const expression = inner.type === 'ExpressionStatement' ? unwrap(inner.expression) : isFunction(sleep.callback) && sleep.callback.body.type !== 'BlockStatement' ? unwrap(sleep.callback.body) : null;
  const call = expression?.type === 'LogicalExpression' ? unwrap(expression.right) : expression;
  return call?.type === 'CallExpression' && call.callee.type === 'Identifier' && params.has(call.callee.name);
}

/**
 * `function checkIsAdapterInstalled(cb, counter) { if (ready) { setTimeout(() => cb(), 100); return; } …
 * setTimeout(() => checkIsAdapterInstalled(cb, counter + 1), 1000); }`: a function that calls itself again from a timer
 * is a poll written as recursion, and every pause in it is the wait's own.
 */
function retriesOnTimer(fn: FunctionNode, vocab: Vocabulary): boolean {
  return selfVariables(fn, vocab).some((self) =>
    self.references.some((reference) => {
      const call = reference.identifier.parent;
      if (call?.type !== 'CallExpression' || call.callee !== reference.identifier) return false;
      const callback = enclosingFunction(call);
      const timer = callback?.parent;
      // (Not a walk over steps that checks each before going on: `setTimeout(() => { expect(…); runSteps(rest) }, 100)`.)
      return !!callback && callback !== fn && timer?.type === 'CallExpression' && timer.arguments[0] === callback && isSetTimeout(timer.callee, vocab) && enclosingFunction(timer) === fn &&
        !mentionsAssertion(vocab.sourceCode.text.slice(callback.range[0], call.range[0]));
    }),
  );
}

/**
 * The function acts on something outside its loops (`await button.click()` before or after the loop that re-checks):
 * a helper that does a job and polls as one part of it, not a wait helper. Its statements are read through blocks,
 * `try` and `if`, not into loops or functions.
 */
function actsOutsideLoops(fn: FunctionNode, vocab: Vocabulary): boolean {
  const acts = (statement: TSESTree.Statement): boolean => {
    switch (statement.type) {
      case 'BlockStatement':
        return statement.body.some(acts);
      case 'TryStatement':
        return acts(statement.block) || (!!statement.handler && acts(statement.handler.body)) || (!!statement.finalizer && acts(statement.finalizer));
      case 'IfStatement':
        return acts(statement.consequent) || (!!statement.alternate && acts(statement.alternate));
      case 'ExpressionStatement':
        return vocab.classifyStatement(statement).kind === 'action';
      default:
        return false;
    }
  };
  return fn.body.type === 'BlockStatement' && fn.body.body.some(acts);
}

/**
 * `this.retries(5); await delay(this.test)`: a backoff that grows with the test's retry count (Mocha's `this.test`,
 * `this.currentTest`, `currentRetry()`) spaces the reruns of a flaky test; like a poll interval, it is a retry's pause.
 */
function backsOffBetweenRetries(sleep: Sleep, vocab: Vocabulary): boolean {
  // `delay(this.test)`: the test itself handed to a helper that works out the backoff.
  const handsTest = (node: TSESTree.Node): boolean =>
    node.type === 'MemberExpression' && node.object.type === 'ThisExpression' && ['test', 'currentTest'].includes(memberKey(node) ?? '');
  // `const ms = 2 ** test.currentRetry() * 500; await sleep(ms)` in such a helper, reading the test it was handed.
  // (Not `this.currentRetry()` in the test itself: its first run still sleeps before the step it hopes for.)
  const countsRetries = (node: TSESTree.Node): boolean => {
    if (RETRY_COUNT.test(vocab.text(node))) return true;
    const origin = node.type === 'Identifier' ? vocab.resolve(node)?.origin : null;
    return origin?.kind === 'local' && !!origin.init && RETRY_COUNT.test(vocab.text(origin.init));
  };
  // (Only what the sleep is handed, never a timer's callback.)
  const given = sleep.form === 'promise' && sleep.node.type === 'CallExpression' ? sleep.node.arguments : [];
  return given.some(handsTest) || (!!sleep.duration && (handsTest(sleep.duration) || countsRetries(sleep.duration)));
}
const RETRY_COUNT = /\b(?!this\b)[\w$]+\.currentRetry\(\)/;

/**
 * `await vi.waitFor(async () => { gc(); await sleep(100); expect(ref.deref()).toBeUndefined(); })`: a pause inside
 * the check a wait re-runs until it passes is one more poll interval of that wait. (Not in the callback of a wait
 * whose promise nobody takes, `waitForViewer(function () { …; setTimeout(check, 100) })`: that callback runs once,
 * when the condition holds; it is the test's continuation.)
 */
function insideWaitCheck(node: TSESTree.Node, vocab: Vocabulary): boolean {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    const call = fn.parent;
    const wait = call?.type === 'CallExpression' || call?.type === 'NewExpression' ? vocab.waitAt(call) : null;
    // (Only the condition a wait re-runs: not the executor of a promise that waits for an event, which runs once.)
    if (wait) return wait.kind === 'condition' && wait.condition === fn && promiseTaken(call!);
    // (Nor a callback the check hands to the code, `queue.process(async (job) => { await sleep(10); … })`.)
    const role = vocab.roleOf(fn);
    if (role.role !== 'test' || role.testCall?.callback === fn) return false;
  }
  return false;
}

/**
 * `const messagePromise = new Promise((resolve) => { sub.onMessage = (m) => messages.push(m); setTimeout(() => resolve(),
 * 500) }); sub.subscribe(); await messagePromise; expect(messages.length).to.equal(1)`: a sleep kept in a name and
 * awaited further on, by the first read of that name, in the same function. The test waits there; what follows that
 * `await` is what depends on it. The `await`, or null.
 */
function awaitedLater(sleep: Sleep, vocab: Vocabulary): TSESTree.AwaitExpression | null {
  if (awaitedLaterOf.has(sleep.node)) return awaitedLaterOf.get(sleep.node)!;
  let awaited: TSESTree.AwaitExpression | null = null;
  const tail = sleep.form === 'promise' ? chainTail(sleep.node) : null;
  const declarator = tail?.parent;
  if (declarator?.type === 'VariableDeclarator' && declarator.init === tail && declarator.id.type === 'Identifier') {
    // (The first read of that very variable, through scope: not a parameter or a key that shares its name.)
    const [variable] = vocab.sourceCode.getDeclaredVariables(declarator);
    const [first] = (variable?.references ?? []).filter((reference) => !reference.init && reference.isRead()).sort((a, b) => a.identifier.range[0] - b.identifier.range[0]);
    const read = first?.identifier as TSESTree.Node | undefined;
    if (read?.parent?.type === 'AwaitExpression' && enclosingFunction(read) === enclosingFunction(declarator)) awaited = read.parent;
  }
  awaitedLaterOf.set(sleep.node, awaited);
  return awaited;
}
const awaitedLaterOf = new WeakMap<TSESTree.Node, TSESTree.AwaitExpression | null>();

/** The call's promise is awaited, returned, yielded, chained with `.then`, or is an arrow's whole body. */
function promiseTaken(call: TSESTree.Node): boolean {
  let tail = chainTail(call);
  // (Through wrappers that change nothing: `await (close() as Promise<void>)`, `await client?.close()`.)
  while (tail.parent && (tail.parent.type === 'ChainExpression' || tail.parent.type === 'TSNonNullExpression' || tail.parent.type === 'TSAsExpression')) tail = tail.parent;
  const parent = tail.parent;
  if (!parent) return false;
  if (parent.type === 'AwaitExpression' || parent.type === 'ReturnStatement' || parent.type === 'YieldExpression') return true;
  if (parent.type === 'ArrowFunctionExpression' && parent.body === tail) return true;
  return parent.type === 'MemberExpression' && parent.object === tail && memberKey(parent) === 'then';
}

/**
 * `function check(cb, n) { getState(id, (err, s) => { if (s?.val) cb(); else setTimeout(() => check(cb, n + 1), 500); }); }`,
 * `async function ready() { if (await ping()) return; await sleep(100); return ready(); }`: the pause before a
 * function calls itself again is a retry loop's, written as recursion: a poll interval.
 */
function retriesItself(sleep: Sleep, vocab: Vocabulary): boolean {
  // After the timer fires (callback form), or after the sleep in the same function (promise form).
  const region = sleep.form === 'callback' ? sleep.callback : enclosingFunction(sleep.node);
  if (!region) return false;
  const after = sleep.form === 'callback' ? region.range[0] : sleep.node.range[1];
  for (let fn = enclosingFunction(sleep.node); fn; fn = enclosingFunction(fn)) {
    // The function's own name, resolved through scope (not a local or a parameter that shadows it), called again
    // after the sleep, with no check in between (`expect(state).toBe(step.expected); runSteps(rest)` walks a list),
    // and not only in a branch the sleep is not in.
    const again = selfVariables(fn, vocab).some((self) => self.references.some((reference) => {
      const call = reference.identifier.parent;
      // (`return P.delay(1000).then(check)`: handed to the sleep's own continuation, it is called again as well.)
      const handedToThen = call?.type === 'CallExpression' && call.arguments[0] === reference.identifier && call.callee.type === 'MemberExpression' && memberKey(call.callee) === 'then';
      if (call?.type !== 'CallExpression' || (call.callee !== reference.identifier && !handedToThen)) return false;
      const start = handedToThen ? reference.identifier.range[0] : call.range[0];
      if (start < after || call.range[1] > region.range[1]) return false;
      if (inOtherBranch(call, sleep.node)) return false;
      return !mentionsAssertion(vocab.sourceCode.text.slice(after, call.range[0]));
    }));
    if (again) return true;
    // `async makeRequest(method, url, retries = 0) { …; cy.wait(2000); return this.makeRequest(method, url, retries + 1) }`:
    // a method that calls itself again through `this` after the sleep (arrow callbacks between keep that `this`).
    const method = ownMethodName(fn);
    if (method) {
      const callsAgain = anyNode(
        region,
        (node) => {
          if (node.type !== 'CallExpression' || node.range[0] < after) return false;
          const callee = unwrap(node.callee);
          return callee.type === 'MemberExpression' && callee.object.type === 'ThisExpression' && memberKey(callee) === method &&
            thisOf(node) === fn && !inOtherBranch(node, sleep.node) && !mentionsAssertion(vocab.sourceCode.text.slice(after, node.range[0]));
        },
        { intoFunctions: true },
      );
      if (callsAgain) return true;
    }
    // `Cypress.Commands.add('reloadUntilFound', (url, …, retries) => { …; cy.wait(retryWait); cy.reloadUntilFound(url, …,
    // retries - 1) })`: a command that runs itself again after the sleep.
    const command = fn.parent?.type === 'CallExpression' ? cypressCommandOf(fn.parent) : null;
    if (command?.fn === fn && command.name) {
      const name = command.name;
      const runsAgain = anyNode(
        region,
        (node) => {
          if (node.type !== 'CallExpression' || node.range[0] < after) return false;
          const path = pathOf(node.callee);
          return !!path && path.length === 2 && path[0] === 'cy' && path[1] === name && !inOtherBranch(node, sleep.node) && !mentionsAssertion(vocab.sourceCode.text.slice(after, node.range[0]));
        },
        { intoFunctions: true },
      );
      if (runsAgain) return true;
    }
  }
  return false;
}

/**
 * The variables a function is called by: `function check() {}`, `const check = () => {}`, `const check = function () {}`,
 * and both names of `const publish = async function inner() {}` (itself by `inner`, the tests by `publish`).
 */
function selfVariables(fn: FunctionNode, vocab: Vocabulary): TSESLint.Scope.Variable[] {
  const variables: TSESLint.Scope.Variable[] = [];
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) {
    const name = fn.id.name;
    variables.push(...vocab.sourceCode.getDeclaredVariables(fn).filter((variable) => variable.name === name));
  }
  if (fn.type !== 'FunctionDeclaration' && fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier') {
    const name = fn.parent.id.name;
    variables.push(...vocab.sourceCode.getDeclaredVariables(fn.parent).filter((variable) => variable.name === name));
  }
  return variables;
}

/**
 * The callback checks something after the sleep: in its steps after it, or in a function it set up before it (a
 * listener, a `.catch`), which runs later. (`async connect(req, opts) { assert(opts.secureEndpoint === false);
 * await sleep(10); return net.connect(opts); }` checks what the code handed in, then does slow work: the far side.)
 */
function assertsAfter(sleep: Sleep, fn: FunctionNode, vocab: Vocabulary): boolean {
  if (mentionsAssertion(textRunAfter(sleep.node, fn, vocab))) return true;
  const runsLater = (node: TSESTree.Node) =>
    node !== fn &&
    isFunction(node) &&
    node.range[1] <= sleep.node.range[0] &&
    // (`[opts].forEach((o) => assert(o.x))` ran before the sleep.)
    !(node.parent?.type === 'CallExpression' && SYNCHRONOUS_CALLBACK_METHODS.has(calleeName(node.parent.callee) ?? ''));
  return anyNode(fn.body, (node) => runsLater(node) && mentionsAssertion(vocab.text(node)), { intoFunctions: true });
}

/**
 * `queue.process(async (job) => { await delay(10); t.is(job.data.count, counter); counter++ })`: a handler that has
 * not acted before its sleep, and whose steps after it read only what it was handed, what it declares, what it
 * writes itself, and constants. Its checks are
 * about the work it simulates; nothing in them comes from the background.
 */
function checksOnlyWhatItHandles(sleep: Sleep, fn: FunctionNode, vocab: Vocabulary): boolean {
  if (isCompletionCallback(fn) && !isAsyncWorker(fn)) return false;
  const statement = statementOf(sleep.node);
  if (!statement || enclosingFunction(statement) !== fn) return false;
  const after = [...statementsAfter(statement)].filter((node) => enclosingFunction(node) === fn);
  if (after.length === 0) return false;
  // (Not after the handler acted on what it was handed: `await call.command('answer'); await sleep(300);
  // expect(call.state).toBe('ACTIVE')` waits for what that act set off.)
  if ([...statementsBefore(statement)].some((node) => enclosingFunction(node) === fn && ['action', 'barrier'].includes(vocab.classifyStatement(node).kind))) return false;
  const isOwn = (variable: TSESLint.Scope.Variable): boolean => {
    const [definition] = variable.defs;
    if (!definition) return false; // a global
    const declared = definition.name.range;
    if (fn.range[0] <= declared[0] && declared[1] <= fn.range[1]) return true;
    // (`let counter = 0` outside, `counter++` in the handler: its own tally.)
    if (variable.references.some((reference) => reference.isWrite() && !reference.init && fn.range[0] <= reference.identifier.range[0] && reference.identifier.range[1] <= fn.range[1])) return true;
    const init = definition.type === 'Variable' && definition.parent.kind === 'const' ? definition.node.init : null;
    return !!init && (init.type === 'Literal' || constantArithmetic(init) !== null);
  };
  return after.every((node) =>
    !anyNode(node, (current) => {
      // (`const jobs = await getJobs(pgClient)`: a query through what it was handed reads the store, not the handler.)
      if (current.type === 'AwaitExpression') return true;
      if (current.type === 'CallExpression' && current.arguments.length > 0 && !vocab.assertionAt(wholeChain(current))) return true;
      if (current.type !== 'Identifier') return false;
      const parent = current.parent;
      // (Names of members and keys, a function called or a class constructed by name, `finish()`, `new Error(…)`, and the
      // assertion's own root, `t.is(…)`, `expect(…)`, are no values read; a method's receiver is, `queue.countSaved()`.)
      if (parent?.type === 'MemberExpression' && parent.property === current && !parent.computed) return false;
      if (parent?.type === 'Property' && parent.key === current && !parent.computed) return false;
      if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.callee === current) return false;
      if (parent?.type === 'MemberExpression' && parent.object === current && parent.parent?.type === 'CallExpression' && parent.parent.callee === parent && vocab.assertionAt(wholeChain(parent.parent))) return false;
      const variable = findVariable(vocab.sourceCode.getScope(current), current.name);
      return !variable || !isOwn(variable);
    }, { intoFunctions: true }),
  );
}

/**
 * The text of `fn` after `node` that can run after it: not the other branch of an `if` it sits in, nor the cases of a
 * `switch` after its own when its case ends (`case 'a': …; await sleep(3000); …; break; case 'b': t.is(…)`).
 */
function textRunAfter(node: TSESTree.Node, fn: FunctionNode, vocab: Vocabulary): string {
  const skipped: [number, number][] = [];
  for (let child: TSESTree.Node = node, parent = node.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    if (parent.type === 'IfStatement' && child === parent.consequent && parent.alternate) skipped.push(parent.alternate.range);
    if (parent.type === 'SwitchCase' && parent.parent.type === 'SwitchStatement' && endsCase(parent)) {
      skipped.push([parent.range[1], parent.parent.range[1] - 1]);
    }
  }
  const text = vocab.sourceCode.text;
  let from = node.range[1];
  let kept = '';
  for (const [start, end] of skipped.sort((a, b) => a[0] - b[0])) {
    if (start < from) continue;
    kept += text.slice(from, start);
    from = end;
  }
  return kept + text.slice(from, fn.range[1]);
}

/** The case does not fall through: its last statement (or its block's) is a `break`, `return`, `throw` or `continue`. */
function endsCase(switchCase: TSESTree.SwitchCase): boolean {
  let last: TSESTree.Node | undefined = switchCase.consequent.at(-1);
  while (last?.type === 'BlockStatement') last = last.body.at(-1);
  return !!last && ['BreakStatement', 'ReturnStatement', 'ThrowStatement', 'ContinueStatement'].includes(last.type);
}

/** `function check() {}`, `const check = () => {}`, `const check = function () {}`: the name a function calls itself by. */
function functionName(fn: FunctionNode): string | undefined {
  if ((fn.type === 'FunctionDeclaration' || fn.type === 'FunctionExpression') && fn.id) return fn.id.name;
  return fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier' ? fn.parent.id.name : undefined;
}

const polling = new WeakMap<TSESTree.Node, boolean>();
/**
 * A loop in the function's body that re-checks: any loop that pauses with a sleep, or a `while` / `do … while`
 * that awaits each round (`while (!ready) { ready = (await frame.master()).ok; }`): the function polls.
 */
function pollsInItself(fn: TSESTree.Node, vocab: Vocabulary): boolean {
  let answer = polling.get(fn);
  if (answer === undefined) {
    const sleeps = (loop: TSESTree.Node) => (inner: TSESTree.Node) => (inner.type === 'CallExpression' || inner.type === 'NewExpression') && vocab.sleepAt(inner) !== null && !leavesLoopAfter(inner, loop);
    answer =
      isFunction(fn) &&
      anyNode(
        fn.body,
        (node) =>
          isLoop(node) &&
          (anyNode(node, sleeps(node)) || ((node.type === 'WhileStatement' || node.type === 'DoWhileStatement') && anyNode(node.body, (inner) => inner.type === 'AwaitExpression'))),
      );
    polling.set(fn, answer);
  }
  return answer;
}

/** The timer is the one of a declared helper that runs a function it is handed once the time is up (`callbackParam`). */
function runsHandedFunctionLater(sleep: Sleep, fn: FunctionNode | null, vocab: Vocabulary): boolean {
  // (The timer sits in the helper's body, or in the executor of the promise the helper returns.)
  let helper: FunctionNode | null = fn;
  if (helper && helper.parent?.type === 'NewExpression' && isPromiseConstructor(helper.parent.callee)) helper = enclosingFunction(helper.parent);
  return !!helper && isDeclaredFunction(helper) && vocab.sleepDefinitionOf(helper)?.callbackParam !== undefined;
}

/** A function declared under a name (`function sleep`, `const sleep = …`, `x.sleep = …`, a method). */
function isDeclaredFunction(fn: TSESTree.Node): boolean {
  const parent = fn.parent;
  return (
    fn.type === 'FunctionDeclaration' ||
    parent?.type === 'VariableDeclarator' ||
    parent?.type === 'AssignmentExpression' ||
    parent?.type === 'Property' ||
    parent?.type === 'MethodDefinition' ||
    parent?.type === 'PropertyDefinition'
  );
}

/** `function delay(ms) { return () => sleep(ms); }`: the function is all a declared function returns. */
function returnedByDeclaredFunction(fn: TSESTree.Node): boolean {
  const outer = enclosingFunction(fn);
  return !!outer && isDeclaredFunction(outer) && unwrap(singleExpression(outer) ?? outer) === fn;
}

/**
 * For a sleep that is the whole body of a promise-chain link (`p.then(() => sleep(100))`), the
 * chain call that link belongs to; null when the function is anything else.
 */
function chainLinkOf(fn: TSESTree.Node): TSESTree.CallExpression | null {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return null;
  const callee = call.callee;
  return callee.type === 'MemberExpression' && memberKey(callee) === 'then' ? call : null;
}

/** The steps after a chain link: the next `.then(…)` callback, or the statements after the chain. */
function stepsAfterChainLink(link: TSESTree.CallExpression, vocab: Vocabulary): Iterable<Step> | null {
  const parent = link.parent;
  if (parent?.type === 'MemberExpression' && parent.object === link && memberKey(parent) === 'then') {
    const next = parent.parent;
    if (next?.type === 'CallExpression' && isFunction(next.arguments[0])) return vocab.stepsOfBody(next.arguments[0]);
    return null;
  }
  return vocab.stepsAfter(link);
}

/**
 * A sleep followed by an action is a signal, except in three shapes: a window ended by `abort()`, a rhythm of sleep, act, sleep,
 * act (spacing events: pacing), and a test titled "does not …" that asserts nothing afterwards
 * (it gives a crash time to happen: a guard).
 */
function actionKind(sleep: Sleep, action: Step, vocab: Vocabulary): SleepKind {
  const statement = statementOf(sleep.node);
  // `await sleep(5000); controller.abort();`: the sleep is the length of a window of background work, unless the
  // controller was handed to an operation (`fetch(url, { signal })`) the abort is meant to catch in flight; such an
  // interruption depends on the sleep even under a "does not …" title.
  if (action.kind === 'action' && statement && interruptsOperation(action.expression, statement, vocab)) return 'signal';
  // `subscribe(state, fn); await sleep(1); unsub(); … expect(await detector.isLeaking()).toBe(false)`: ending something
  // after the sleep, then asserting only that nothing happened (no leak, no error, no call), gives the would-be
  // event time: a guard.
  if (action.kind === 'action' && endsSomething(action.expression) && onlyAbsenceAssertedAfter(action, vocab)) {
    return 'guard';
  }
  if (action.kind === 'action' && action.expression.type === 'CallExpression') {
    const callee = action.expression.callee;
    if (callee.type === 'MemberExpression' && memberKey(callee) === 'abort') return 'pacing';
  }
  // `recording.start(); …; await sleep(500); recording.stop()`: the sleep sets how long a recording, a stream or a trace
  // runs; what follows awaits the stop's own signals.
  if (action.kind === 'action' && stopsCapture(action.statement)) return 'pacing';
  // `browser.click('#save').pause(3000).end()`, `await driver.sleep(2000); await driver.quit()` as the test's last
  // step: it only keeps the browser open to be watched; nothing after it reads what the sleep waited for. So does
  // `await sleep(100); unmount()`, taking down what the test rendered, as its last step.
  if (action.kind === 'action' && endsWhatTestDroveNext(sleep, action)) return 'pacing';
  // `await page.mouse.move(x, y); await sleep(200); await page.mouse.down()`: the parts of one gesture, spaced in time
  // (also a press let go, `button.dispatchEvent('pointerdown'); await sleep(50); button.dispatchEvent('pointerup')`).
  if (action.kind === 'action' && vocab.isGesturePart(action.expression)) return 'pacing';
  // `Promise.all([link('Products').click(), page.waitForTimeout(30).then(() => link('Home').click())])`: the sleep
  // staggers one of several acts started together, the same act as another branch's; racing events, spaced.
  if (action.kind === 'action' && staggersConcurrentAct(sleep, action.expression)) return 'pacing';
  // `cy.get('body').type('{downarrow}').wait(500);` written again right after itself: the same chained act, spaced.
  if (statement && chainedOffCall(sleep.node) && repeatsBeside(statement, vocab)) return 'pacing';
  if (statement) {
    const after = [...takeSteps(vocab.stepsAfter(sleep.node), 3)];
    const before = [...takeStatements(statementsBefore(statement), 2)].map((node) => vocab.classifyStatement(node));
    // `context.setOffline(true); await sleep(1000); context.setOffline(false)`: how long a state the test set itself is held.
    if (action.kind === 'action' && before[0] && 'expression' in before[0] && undoesFlag(action.expression, before[0].expression)) return 'pacing';
    // The same act again across a sleep: `await sleep(1000); await broker.listGroups(); await sleep(1000);
    // await broker.listGroups()`. (Different acts in turn, `subscribe(…); await sleep(2500); submit(…)`, each hope the
    // one before was taken in: judged as usual.)
    const sleepAfterAction = after[0]?.statement === action.statement && after[1]?.kind === 'sleep' && sameAct(action, after[2], vocab);
    const sleepBeforeAction = before[0]?.kind === 'action' && before[1]?.kind === 'sleep' && sameAct(action, before[0], vocab);
    // `cy.get('#email').type(email); cy.wait(3000); cy.get('#password').type(password)`: typing into a field waits on
    // nothing the typing into the field before it set going; each write only fills its own field.
    // (Not typing into the same field again, `….type('## Heading')` … `….type('@admi')`: that adds to what the last
    // typing left, and hopes the page took it.)
    if (action.kind === 'action' && before[0]?.kind === 'action' && writesField(action.expression) && writesField(before[0].expression) && !addsToSameField(action.expression, before[0].expression, vocab)) return 'pacing';
    // (Ending something between two sleeps, `await tick(); unsubscribe(); await tick()`, is not spacing events:
    // the first sleep hopes the work got going before the end.)
    const ends = 'expression' in action && endsSomething(action.expression);
    if ((sleepAfterAction || sleepBeforeAction) && !ends && !rhythmEndsInCheck(sleep, vocab)) return 'pacing';
    // Any assertion later in the test, also inside callbacks (`.catch(err => expect(…))`), the action's own included.
    let asserts = mentionsAssertion(vocab.text(action.statement));
    for (const later of statementsAfter(statement)) if (asserts || mentionsAssertion(vocab.text(later))) asserts = true;
    const title = vocab.titlesAround(sleep.node)[0];
    if (!asserts && title && NEGATED_TITLE.test(title)) return 'guard';
  }
  return 'signal';
}

/**
 * The step right after the sleep ends the browser session or unmounts what the test rendered, and nothing runs after
 * it in its function.
 */
function endsWhatTestDroveNext(sleep: Sleep, action: Step & { kind: 'action' }): boolean {
  const member = sleep.node.parent;
  // (Chained, the next link only: `.pause(3000).end()`, not `.pause(3000).clickClose().end()`.)
  const link = member?.type === 'MemberExpression' && member.object === sleep.node && member.parent?.type === 'CallExpression' && member.parent.callee === member ? member.parent : null;
  const end = link ?? action.expression;
  return (endsBrowserSession(end, !!link) || (!link && unmountsRendered(end))) && endsItsFunction(action.statement, end);
}

/** Nothing runs after `expression` in its function: it is the last link of its statement's chain, the last statement. */
function endsItsFunction(statement: TSESTree.Node, expression: TSESTree.Node): boolean {
  const [next] = takeStatements(statementsAfter(statement), 1);
  if (next) return false;
  let outer: TSESTree.Node = unwrap(expression);
  while (outer.parent && outer.parent !== statement && ['AwaitExpression', 'ChainExpression', 'TSNonNullExpression', 'ReturnStatement'].includes(outer.parent.type)) outer = outer.parent;
  return outer.parent === statement || (statement.type === 'ExpressionStatement' && unwrap(statement.expression) === unwrap(expression));
}

/**
 * The sleep opens one branch of a promise combinator, through its own `.then(…)` or as the first step of an async
 * function called in place, and another branch of that combinator makes a call of the same method as the act after
 * the sleep (`click` and `click`).
 */
function staggersConcurrentAct(sleep: Sleep, act: TSESTree.Node): boolean {
  const call = unwrap(act);
  const method = call.type === 'CallExpression' ? calleeName(call.callee) : null;
  if (!method) return false;
  let branch: TSESTree.Node = sleep.node;
  for (;;) {
    const member = branch.parent;
    const next = member?.type === 'MemberExpression' && member.object === branch && memberKey(member) === 'then' ? member.parent : null;
    if (next?.type !== 'CallExpression' || next.callee !== member) break;
    branch = next;
  }
  if (branch === sleep.node) {
    const called = openedAsyncCall(sleep);
    if (!called) return false;
    branch = called;
  }
  const list = branch.parent;
  const combinator = list?.parent;
  if (list?.type !== 'ArrayExpression' || combinator?.type !== 'CallExpression' || combinator.arguments[0] !== list || !isPromiseCombinator(combinator.callee)) return false;
  return list.elements.some(
    (element) =>
      !!element && element !== branch && anyNode(element, (node) => node.type === 'CallExpression' && calleeName(node.callee) === method, { intoFunctions: true }),
  );
}

/** The statement right before or right after `statement` in its block is written exactly as it is. */
function repeatsBeside(statement: TSESTree.Node, vocab: Vocabulary): boolean {
  const [next] = takeStatements(statementsAfter(statement), 1);
  const [previous] = takeStatements(statementsBefore(statement), 1);
  const text = vocab.text(statement);
  return (!!next && vocab.text(next) === text) || (!!previous && vocab.text(previous) === text);
}

/** Methods that write into a field of a page (`fill`, `type`, `setValue`, …): a write of the same field again does not wait on the last. */
const FIELD_WRITES = new Set(['fill', 'type', 'pressSequentially', 'setValue', 'selectOption', 'clear']);
/**
 * The field writes that replace what the field held (`fill`, WebdriverIO's `setValue`); `type` and `pressSequentially`
 * add to it, so typing into the same field again hopes the page took the last (`cy.getEditorContent().type('## Heading')`,
 * then `.type('@admi')` into the same editor).
 */
const FIELD_REPLACES = new Set(['fill', 'setValue', 'selectOption', 'clear']);
/** Text typed into a field by Selenium's and Protractor's `sendKeys`, TestCafe's `typeText`, WebdriverIO's `addValue`. */
const TEXT_ENTRIES = new Set(['sendKeys', 'typeText', 'addValue']);

/**
 * The act writes text into a field of the page: `cy.get('#a').type('x')`, `await page.fill('#a', 'x')`, `await
 * $('#a').setValue('x')`, `element(by.name('note')).sendKeys('x')`. (Not keys that act, `sendKeys(Key.ENTER)`, which
 * may submit the form.)
 */
function writesField(expression: TSESTree.Node): boolean {
  const call = unwrap(expression);
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return false;
  const method = memberKey(call.callee) ?? '';
  if (TEXT_ENTRIES.has(method)) return call.arguments.length > 0 && !call.arguments.some((argument) => anyNode(argument, (node) => node.type === 'MemberExpression' && pathOf(node)?.includes('Key') === true));
  return FIELD_WRITES.has(method) && method !== 'clear';
}

/**
 * The field a method call writes, and how (`replaces` for `fill`, `setValue`, …): its receiver, and its selector when
 * the call takes one (`page.type('#a', x)`). Null for anything but a method call.
 */
function fieldWritten(expression: TSESTree.Node, vocab: Vocabulary): { field: string; method: string; replaces: boolean } | null {
  const call = unwrap(expression);
  if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return null;
  const method = memberKey(call.callee) ?? '';
  const field = vocab.text(call.callee.object) + (call.arguments.length >= 2 ? ` ${vocab.text(call.arguments[0])}` : '');
  return { field, method, replaces: FIELD_REPLACES.has(method) };
}

/** Both write into the same field and neither replaces what it holds: the second adds to what the first left. */
function addsToSameField(one: TSESTree.Node, other: TSESTree.Node, vocab: Vocabulary): boolean {
  const a = fieldWritten(one, vocab);
  const b = fieldWritten(other, vocab);
  return !!a && !!b && !a.replaces && !b.replaces && a.field === b.field;
}

/**
 * Two acts call the same function or method (`broker.listGroups()` twice, `emitter.emit('a')` and `emitter.emit('b')`),
 * or write the same field again (`page.getByPlaceholder('Search').fill('a')`, then `.fill('b')` on that same locator:
 * each write replaces the last, so none waits for the one before to be handled; clicks on the same button do, and so
 * does typing into it again, which adds to what it holds).
 */
function sameAct(one: Step, other: Step | undefined, vocab: Vocabulary): boolean {
  if (!other || !('expression' in one) || !('expression' in other)) return false;
  const a = unwrap(one.expression);
  const b = unwrap(other.expression);
  if (a.type !== 'CallExpression' || b.type !== 'CallExpression') return false;
  const pathA = pathOf(a.callee);
  const pathB = pathOf(b.callee);
  // (`page.click('#go')` … `page.click('#next')`: the acts of a browser page or driver, TestCafe's `t` or CodeceptJS's
  // `I` each need the page to have taken the one before, like clicks on the same button; only a write that replaces a
  // field, `page.fill('#q', 'a')` … `page.fill('#q', 'b')`, is the same act again. So on a locator the path cannot name.)
  const receiver = pathA && pathA.length >= 2 ? pathA[pathA.length - 2] : null;
  const onBrowser = receiver !== null && (BROWSER_DRIVER.test(receiver) || receiver === 't' || receiver === 'I');
  if (pathA && pathB && !onBrowser) return pathA.join('.') === pathB.join('.');
  if (!!pathA !== !!pathB) return false;
  const written = fieldWritten(a, vocab);
  const again = fieldWritten(b, vocab);
  return !!written && !!again && written.replaces && written.method === again.method && written.field === again.field;
}

/**
 * A read, or a value kept from a call (`const output = await getWatchResult()`, `loadedFd = fs.readdirSync(dir).length`):
 * what a check goes on to assert.
 */
function readsState(step: Step): boolean {
  if (step.kind === 'read') return true;
  if (step.kind !== 'action') return false;
  const statement = step.statement;
  return (
    statement.type === 'VariableDeclaration' ||
    (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression' && statement.expression.operator === '=' &&
      statement.expression.left.type === 'Identifier') ||
    tallies(statement)
  );
}

/**
 * `history.forEach((m) => { if (m.uri === a) countA++; else countB++; })`: a pass over a list that only counts or
 * sums into names of the test (`++`, `+=`, `x = …`), calling nothing: a reading of that list, as a declaration is.
 */
function tallies(statement: TSESTree.Node): boolean {
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression') return false;
  const call = statement.expression;
  const callback = call.arguments[0];
  if (call.callee.type !== 'MemberExpression' || memberKey(call.callee) !== 'forEach' || !callback || !isFunction(callback)) return false;
  let writes = false;
  const other = anyNode(callback.body, (node) => {
    if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'AwaitExpression') return true;
    if (node.type === 'UpdateExpression' || node.type === 'AssignmentExpression') {
      const target = node.type === 'UpdateExpression' ? node.argument : node.left;
      if (target.type !== 'Identifier') return true;
      writes = true;
    }
    return false;
  });
  return writes && !other;
}

/**
 * `change(a); await wait(200); change(b); await wait(200); const output = await read(); expect(output)…`: a rhythm of
 * acts and sleeps that ends in a read or an assertion is a series of waits for each act to be handled, not spacing.
 */
function rhythmEndsInCheck(sleep: Sleep, vocab: Vocabulary): boolean {
  let expectSleep = false;
  for (const step of takeSteps(vocab.stepsAfter(sleep.node), 12)) {
    if (step.kind === 'inert') continue;
    if (expectSleep) {
      // (The rhythm must close with a sleep right before the check: `…; await wait(200); listGroups(); expect(…)`
      // checks what the last act did, not what the sleeps waited for.)
      if (step.kind !== 'sleep') return false;
      expectSleep = false;
      continue;
    }
    // (`await request(app).get('/count').expect(200).expect((res) => …)`: an action that checks its own answer.)
    if (step.kind === 'assertion' || readsState(step) || (step.kind === 'action' && mentionsAssertion(vocab.text(step.statement)))) return true;
    if (step.kind !== 'action') return false;
    expectSleep = true;
  }
  return false;
}

/** The step ends something (`client.close()`, `controller.abort()`, `unsub()`), and the timer's callback asserts nothing. */
function endsWithoutCheck(step: Step, callback: FunctionNode, vocab: Vocabulary): boolean {
  if (step.kind !== 'action' && step.kind !== 'barrier') return false;
  return endsSomething(step.expression) && !mentionsAssertion(vocab.text(callback));
}

/** The action awaits a call written exactly like one the test awaited before the sleep, with only checks in between. */
function repeatsAwaitedCall(action: TSESTree.Node, sleepStatement: TSESTree.Node, vocab: Vocabulary): boolean {
  // (`unwrap` sees through `await`, so look for it by hand.)
  let awaited = action;
  if (awaited.type === 'AssignmentExpression') awaited = awaited.right;
  if (awaited.type !== 'AwaitExpression' || unwrap(awaited.argument).type !== 'CallExpression') return false;
  const text = vocab.text(unwrap(awaited.argument));
  for (const before of statementsBefore(sleepStatement)) {
    const repeated = anyNode(before, (node) => node.type === 'AwaitExpression' && vocab.text(unwrap(node.argument)) === text);
    if (repeated) return true;
    // Only checks of the first one's result in between: an action there (`worker.cancelJob(id)`) is what the
    // repeat may be reading the effect of.
    const kind = vocab.classifyStatement(before).kind;
    if (kind !== 'assertion' && kind !== 'inert' && kind !== 'read') return false;
  }
  return false;
}

/** A timer's callback only ends things and then the test (`instance.stop(); t.end()`), and asserts nothing. */
function endsTestUnchecked(sleep: Sleep, vocab: Vocabulary): boolean {
  const callback = sleep.callback;
  if (sleep.form !== 'callback' || !callback || !isFunction(callback) || callback.body.type !== 'BlockStatement' || mentionsAssertion(vocab.text(callback))) return false;
  let endsTest = false;
  const testCallback = vocab.enclosingTest(sleep.node)?.callback ?? null;
  for (const statement of callback.body.body) {
    const step = vocab.classifyStatement(statement);
    // The test's own end (`done()` it was handed, `t.end()`), not a promise settled for code that goes on (`resolve()`).
    const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
    if (step.kind === 'end' && vocab.callsParameterOf(call, testCallback, true)) endsTest = true;
    else if (!(step.kind === 'barrier' || ('expression' in step && isEndingCall(step.expression)))) return false;
  }
  return endsTest;
}

/**
 * Where a branch that runs beside the test starts: the timer's statement, or the statement that calls a detached
 * async function (`void (async () => { await delay(200); … })()`). What the test did before it and does after it is
 * read from there.
 */
function branchStatementOf(sleep: Sleep): TSESTree.Node | null {
  if (sleep.form === 'promise' && opensDetachedBranch(sleep)) return statementOf(enclosingFunction(sleep.node)!.parent!);
  return statementOf(sleep.node);
}

/** The sleep opens an async function called on the spot and not awaited (`(async () => { await delay(200); … })()`). */
function opensDetachedBranch(sleep: Sleep): boolean {
  const call = openedAsyncCall(sleep);
  if (!call) return false;
  const holder = call.parent?.type === 'UnaryExpression' && call.parent.operator === 'void' ? call.parent.parent : call.parent;
  return holder?.type === 'ExpressionStatement';
}

/** The call of an async function called on the spot whose first step is the sleep (`(async () => { await delay(200); … })()`). */
function openedAsyncCall(sleep: Sleep): TSESTree.CallExpression | null {
  if (sleep.form !== 'promise') return null;
  const fn = enclosingFunction(sleep.node);
  const call = fn?.parent;
  if (!fn?.async || call?.type !== 'CallExpression' || call.callee !== fn || firstStatementOf(fn) !== statementOf(sleep.node)) return null;
  return call;
}

/** The sleep opens a listener that takes what it hears (`.on('request', async (req) => { await sleep(200); … })`). */
function opensListener(sleep: Sleep): boolean {
  const listener = enclosingListener(sleep.node);
  return !!listener && listener.params.length > 0 && firstStatementOf(listener) === statementOf(sleep.node);
}

/**
 * The timer sits in a listener told that something is ready (`.on('start', () => …)`, `.once('ready', (err) => …)`),
 * not in a handler of what arrives.
 */
function insideReadyListener(node: TSESTree.Node): boolean {
  const listener = enclosingListener(node);
  if (!listener) return false;
  // (`p.on('message', (event) => { if (event.type === 'start') { setTimeout(() => touch.sync(appjs), 1000) } })`: the
  // branch a listener takes when what it hears is that something started.)
  if (inReadyBranch(node, listener)) return true;
  if (!isReadyCallback(listener)) return false;
  // (`client.on('error', (err) => …)`: there the error is what the event delivers, not a ready callback's failure.)
  const event = listener.parent?.type === 'CallExpression' ? listener.parent.arguments[0] : undefined;
  return !(listener.params.length > 0 && event?.type === 'Literal' && typeof event.value === 'string' && ERROR_EVENT.test(event.value));
}
const ERROR_EVENT = /error|exception|rejection/i;
const READY_EVENT = /^(start|started|ready|listening|connect|connected|open|opened|online|running)$/i;

/** Between `node` and the listener, the branch of an `if` that compares something with the name of a ready event. */
function inReadyBranch(node: TSESTree.Node, listener: TSESTree.Node): boolean {
  for (let child = node, parent = node.parent; parent && child !== listener; child = parent, parent = parent.parent) {
    if (parent.type !== 'IfStatement' || child !== parent.consequent) continue;
    const test = unwrap(parent.test);
    if (test.type === 'BinaryExpression' && ['===', '=='].includes(test.operator) && [test.left, test.right].some((side) => READY_EVENT.test(stringValue(side) ?? ''))) return true;
  }
  return false;
}

/** Every assertion in the first run of assertions after the step (at least one) says that something did not happen; the next action opens another phase. */
function onlyAbsenceAssertedAfter(step: Step, vocab: Vocabulary): boolean {
  let asserted = false;
  for (const later of statementsAfter(step.statement)) {
    const next = vocab.classifyStatement(later);
    if (next.kind !== 'assertion') {
      // A read or a log between checks keeps the run going; the next action (or wait) opens another phase.
      if (asserted && next.kind !== 'read' && next.kind !== 'inert') break;
      continue;
    }
    if (!next.assertion.negative) return false;
    asserted = true;
  }
  return asserted;
}

/** A title that promises something does not happen ("does not crash", "never retries"). */
const NEGATED_TITLE = /\b(not|never|doesn'?t|does not|don'?t|won'?t|shouldn'?t|should not)\b/i;
/** A title that says something is ignored ("ignores messages from unknown channels"): what is ignored must not act. */
const IGNORES_TITLE = /\bignor(e|es|ed|ing)\b/i;
/** A title whose verb is negated ("does not remove", "should never retry"); not a "not" in an aside ("(not X)"). */
const PROMISES_ABSENCE = /\b(should not|shouldn'?t|does not|doesn'?t|do not|don'?t|will not|won'?t|must not|never|cannot|can'?t|is not|isn'?t|(?:do|does|did) nothing|nothing happens)\b/i;
/** A title that promises something is taken away: then an assertion that it is gone is the outcome, not a guard. */
const REMOVAL_TITLE = /\b(remov\w*|(?:un|de)register(?:s|ing)?|(?:be|been|is|are|gets?|got) (?:un|de)registered|destroy\w*|clean(s|ed|ing)? ?up|clears?|cleared|delet\w*|evict\w*|purg\w*|unsubscrib\w*|un(?:archive|archives|archiving|pin|pins|pinning|mute|mutes|muting|follow|follows|following|block|blocks|blocking|hide|hides|hiding|publish|publishes|publishing|assign|assigns|assigning|share|shares|sharing|select|selects|selecting|check|checks|checking|tag|tags|tagging|bookmark|bookmarks|bookmarking|watch|watches|watching|lock|locks|locking|link|links|linking)|(?:be|been|is|are|gets?|got) un(?:archiv|pinn|mut|follow|block|hidd|publish|assign|shar|select|check|tagg|bookmark|watch|lock|link)ed|leaves?|releas\w*|drops?|dropped)\b/i;
/** What a test of a leak lets go and counts after: memory, handles, sockets, listeners, timers, sessions, … */
const LEAKED_RESOURCE = String.raw`(?:memory|resources?|handles?|sockets?|connections?|listeners?|handlers?|timers?|intervals?|subscriptions?|channels?|sessions?|(?:file )?descriptors?|fds?|workers?|threads?|process(?:es)?|streams?|references?|instances?|clients?|contexts?)`;
/** A word that sends what leaks somewhere ("leak messages to other channels"): a leak of events, not of resources. */
const LEAK_DESTINATION = String.raw`(?:to|into|across|between|outside|through)\b`;
/**
 * "sudden close connection does not leak memory", "should not leak /dev/ptmx file descriptors after exit", "handles
 * errors without leaking": a test of a leak of resources checks that what the test let go was cleaned up, so an
 * absence asserted after the sleep is that cleanup, the outcome, however the title is negated. (Not a leak of
 * something else, "does not leak messages after close", nor of something to somewhere, "leaks nothing to the log":
 * what must not arrive.)
 */
const LEAK_TITLE = new RegExp(
  String.raw`\b(?:${LEAKED_RESOURCE}[ -]leaks?\b|leak(?:s|ed|ing)?(?:\s+(?!${LEAK_DESTINATION})[\w/.-]+){0,3}?\s+${LEAKED_RESOURCE}\b|leak(?:s|ed|ing|age)?\s*(?:$|[,;:.()]))`,
  'i',
);
/**
 * Names of failures the test collects (`unhandledRejections`, `errors`, `errorCount`, `uncaughtExceptions`), read in
 * the code and not in its strings (`listenerCount('error')` counts listeners): held empty, they are would-be events,
 * whatever the title promises.
 */
const COLLECTED_FAILURES = /\b(?:\w*(?:errors|rejections|exceptions|warnings|failures)|(?:error|rejection|exception|warning|failure)(?:count|s))\b/i;
function collectsFailures(subject: TSESTree.Node | null, vocab: Vocabulary): boolean {
  return !!subject && COLLECTED_FAILURES.test(vocab.text(subject).replace(QUOTED_TEXT, "''"));
}
/** A string literal or template, to leave out of a reading of names. */
const QUOTED_TEXT = /(['"`])(?:\\.|(?!\1)[^\\])*\1/g;
/** "should block SHARED until EXCLUSIVE is released": what comes after `until` is the condition that ends the promise. */
const CONDITION_CLAUSE = /\b(until|till|unless)\b.*$/i;
/**
 * "returns early on destroyed object", "ignores a deleted hook": a removal done before, named as what the test starts
 * from (a participle before its noun, after a preposition or a verb's article), is no removal the title promises.
 */
const REMOVED_THING = /\b(on|for|of|with|to|from|in|after|an?|the)\s+(an?\s+|the\s+)?(destroyed|removed|deleted|released|cleared|dropped|evicted|purged|unsubscribed|leaked)\s+(?!(by|from|after|before|when|on|in|at|if)\b)[a-z]\w*/gi;

/**
 * An earlier statement of the test that hands the code a callback which asserts, and does not wait for it
 * (`req.on('error', () => { t.assert.ok(…) })`, `fastify.inject(url, (err, res) => { … })`, a timer that does).
 */
function pendingAssertingCallback(sleep: Sleep, vocab: Vocabulary): TSESTree.Node | null {
  const statement = statementOf(sleep.node);
  // (Awaited, or continued: `sleep(10).then(() => { scheduler.stop(); done() })`; or returned for the runner to await,
  // `return new RSVP.Promise((resolve) => setTimeout(resolve, 10))`.)
  const returned = statement?.type === 'ReturnStatement' && !!statement.argument && unwrap(statement.argument) === climbChain(sleep.node, PROMISE_METHODS);
  const awaited = statement?.type === 'ExpressionStatement' && statement.expression.type === 'AwaitExpression';
  // (A continued chain nobody awaits ends the test only as its last statement, a plain `return` or a log aside:
  // `new RSVP.Promise((r) => setTimeout(r, 10)).then(() => { throw e })` followed by more steps starts a timer and goes on.)
  const continued = statement?.type === 'ExpressionStatement' && unwrap(statement.expression) === climbChain(sleep.node, PROMISE_METHODS) && [...statementsAfter(statement)].every((later) => returnsValueInHand(later as TSESTree.Statement) || vocab.classifyStatement(later).kind === 'inert');
  if (!statement || !(returned || awaited || continued)) return null;
  return assertingCallbackBefore(statement, vocab);
}

/**
 * The last statement before this one, in the same function, that hands the code a callback that checks
 * (`inject(url, (err, res) => { t.assert… })`, `async.each(items, iteratee, (err) => { expect(err)… })`): what a
 * sleep after it holds the test open for.
 */
function assertingCallbackBefore(statement: TSESTree.Node, vocab: Vocabulary): TSESTree.Node | null {
  for (const earlier of statementsBefore(statement)) {
    // (Also a callback handed over as a value is made: `const task = new AsyncTask('x', (id) => { expect(id)… })`.)
    const made = earlier.type === 'VariableDeclaration' && earlier.declarations.length === 1 ? earlier.declarations[0].init : null;
    if (earlier.type !== 'ExpressionStatement' && made?.type !== 'NewExpression' && made?.type !== 'CallExpression') continue;
    const call = earlier.type === 'ExpressionStatement' ? earlier.expression : made!;
    if (call.type !== 'CallExpression' && call.type !== 'NewExpression') continue;
    const name = calleeName(call.callee);
    if (name === null || SYNCHRONOUS_CALLBACK_METHODS.has(name) || name === 'expect') continue;
    // (`await act(() => …)` runs its callback in place; it is not pending.)
    const node: TSESTree.Node = call;
    if (isInPlaceWrapper(node)) continue;
    // (A callback that can only fail, `process.on('uncaughtException', () => t.assert.fail())`, must not run: a guard.)
    // (Its strings are no code: "should not have been received" in a message.)
    if (call.arguments.some((argument) => isFunction(argument) && checksOf(argument, vocab) === 'checks')) return earlier;
  }
  return null;
}

/**
 * The test around the sleep hands the code functions whose only checks can only fail (`t.fail(…)`, `assert.fail()`),
 * and makes no other check outside the sleep's own function: what it waits for is for those not to run.
 */
function guardedByFailingCallbacks(sleep: Sleep, vocab: Vocabulary): boolean {
  const test = vocab.enclosingTest(sleep.node);
  const body = test?.kind === 'test' && test.callback && isFunction(test.callback) ? test.callback : null;
  if (!body) return false;
  let failing = false;
  let checks = false;
  // (Each function around the sleep is the test's own flow, not a callback: looked into, not judged.)
  const [from, to] = sleep.node.range;
  anyNode(body.body, (node) => {
    if (!isFunction(node) || (node.range[0] <= from && to <= node.range[1])) return false;
    const kind = checksOf(node, vocab);
    if (kind === 'fails') failing = true;
    else if (kind === 'checks') checks = true;
    return checks;
  }, { intoFunctions: true });
  return failing && !checks;
}

/**
 * The test hands the code a function that fails the test whenever it runs (`assert(false, 'No message should have been
 * received')`, `t.fail()`, `() => { throw new Error('task2 should not be called') }`). Not the functions the sleep
 * sits in.
 */
function handsFailingCallback(body: FunctionNode, sleep: Sleep, vocab: Vocabulary): boolean {
  const [from, to] = sleep.node.range;
  return anyNode(body.body, (node) => isFunction(node) && !(node.range[0] <= from && to <= node.range[1]) && checksOf(node, vocab) === 'fails', { intoFunctions: true });
}

/**
 * The first assertion after a stop in its block reads something other than what was stopped (`crawler.stop();
 * sinon.assert.called(listenSpy)`, not `ticker.stop(); expect(ticker.isStopped()).toBe(true)`, which checks the stop).
 */
function checksOtherThanStopped(stop: Step, vocab: Vocabulary): boolean {
  const call = 'expression' in stop && stop.expression ? unwrap(stop.expression) : null;
  const stopped = call?.type === 'CallExpression' && call.callee.type === 'MemberExpression' ? pathOf(call.callee.object)?.[0] : undefined;
  for (const after of statementsAfter(stop.statement)) {
    const step = vocab.classifyStatement(after);
    if (step.kind !== 'assertion') continue;
    const subject = step.assertion.subject ? pathOf(rootOf(step.assertion.subject))?.[0] : undefined;
    return !stopped || subject !== stopped;
  }
  return false;
}

/** The innermost object a subject reads from: `ticker` of `ticker.isStopped()`, `ticker.state.running`. */
function rootOf(node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'MemberExpression') current = unwrap(current.object);
    else if (current.type === 'CallExpression') current = unwrap(current.callee);
    else if (current.type === 'AwaitExpression') current = unwrap(current.argument);
    else return current;
  }
}

/** The sleep's statement is the last of the function's body: `…; await sleep(50); })`. */
function endsBody(sleep: Sleep, fn: TSESTree.Node | null): boolean {
  const statement = statementOf(sleep.node);
  return !!fn && isFunction(fn) && fn.body.type === 'BlockStatement' && !!statement && fn.body.body.at(-1) === statement;
}

/** The functions written in place among a call's arguments: `async.each(items, iteratee, (err) => { … })` gives the last. */
function callbacksHandedBy(statement: TSESTree.Node): FunctionNode[] {
  const made = statement.type === 'VariableDeclaration' && statement.declarations.length === 1 ? statement.declarations[0].init : null;
  const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : made ? unwrap(made) : null;
  if (call?.type !== 'CallExpression' && call?.type !== 'NewExpression') return [];
  return call.arguments.flatMap((argument) => (isFunction(argument) ? [argument as FunctionNode] : []));
}

/**
 * A callback that fails when it is called a second time: it asserts a count it raises itself is the first
 * (`assert.strictEqual(++called, 1)`, `expect(calls++).toBe(0)`), or a flag false that it then sets
 * (`assert.strictEqual(called.callback, false); called.callback = true`). A pause after it gives a wrong second call
 * the time to come: a negative guard.
 */
function failsOnSecondRun(fn: FunctionNode, vocab: Vocabulary): boolean {
  if (fn.body.type !== 'BlockStatement') return false;
  const statements = fn.body.body;
  return statements.some((statement, index) => {
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression') return false;
    const assertion = vocab.assertionAt(wholeChain(statement.expression)) ?? vocab.assertionAt(statement.expression);
    if (!assertion) return false;
    const raised = anyNode(statement.expression, (node) => node.type === 'UpdateExpression' && node.operator === '++' && (node.argument.type === 'Identifier' || node.argument.type === 'MemberExpression'));
    if (raised && assertion.expected && (numberValue(assertion.expected) === 1 || numberValue(assertion.expected) === 0)) return true;
    // The flag asserted false, then set true by the callback itself.
    const subject = assertion.subject ? unwrap(assertion.subject) : null;
    if (!subject || (subject.type !== 'Identifier' && subject.type !== 'MemberExpression') || !assertion.expected || unwrap(assertion.expected).type !== 'Literal' || (unwrap(assertion.expected) as TSESTree.Literal).value !== false) return false;
    const flag = vocab.text(subject);
    return statements.slice(index + 1).some((later) => later.type === 'ExpressionStatement' && later.expression.type === 'AssignmentExpression' && vocab.text(later.expression.left) === flag && later.expression.right.type === 'Literal' && later.expression.right.value === true);
  });
}

/**
 * What a callback a timer ends comes after: the call it was handed to, a teardown when that call tears down or listens
 * for something gone (`wss.close(() => { setTimeout(done, 500) })`, `ws.on('close', () => { setTimeout(done, 500) })`),
 * else an act (`pm2.start(app, () => { setTimeout(done, 1200) })`).
 */
function callbackAct(fn: FunctionNode | null): 'teardown' | 'action' | null {
  const outer = fn?.parent;
  if (outer?.type !== 'CallExpression' || !outer.arguments.includes(fn as TSESTree.CallExpressionArgument)) return fn ? 'action' : null;
  return tearsDown(outer) || listensForEnd(outer) ? 'teardown' : 'action';
}

/**
 * Checks that can only fail: `t.fail(…)`, `assert.fail()`, `done.fail(err)`, `assert(false, 'should not have been
 * received')`. A callback that makes only these must not run at all. (Not `assert(false === v.failed)`.)
 */
const FAILURE_CALL = /\b[\w.]*\bfail\(|\bassert(?:\.ok)?\(false[,)]/g;

/**
 * What a function checks, its strings aside ("should not have been received" in a message is no code): 'fails' when
 * its only checks can only fail (`t.fail(…)`), 'checks' when it makes any other, else null.
 */
function checksOf(fn: TSESTree.Node, vocab: Vocabulary): 'fails' | 'checks' | null {
  const code = codeWithoutStrings(fn, vocab);
  const withoutFailures = code.replace(FAILURE_CALL, '');
  if (mentionsAssertion(withoutFailures)) return 'checks';
  return withoutFailures !== code || failsWhenRun(fn, vocab) ? 'fails' : null;
}

/**
 * A function whose only step throws, or hands on, an error saying it must not run: `() => { throw new Error('task2 should
 * not be called') }`, `() => done(new Error('stream should not have returned rows'))`. (Not a stub that fails on cue,
 * `(cb) => cb(new Error('down'))`, nor the body handed to `assert.throws(…)`.)
 */
function failsWhenRun(fn: TSESTree.Node, vocab: Vocabulary): boolean {
  if (!isFunction(fn)) return false;
  const only = fn.body.type === 'BlockStatement' ? (fn.body.body.length === 1 ? fn.body.body[0] : null) : fn.body;
  const step = only?.type === 'ExpressionStatement' ? only.expression : only;
  // `() => { throwNext('Subscriber should never have registered!') }`: a helper of the file that throws what it is told.
  if (step?.type === 'CallExpression' && step.arguments.length === 1) {
    const told = stringValue(step.arguments[0]);
    const helper = told !== null && MUST_NOT_RUN.test(told) ? vocab.localFunction(step.callee) : null;
    if (helper && throwsItsMessage(helper)) return true;
  }
  const error =
    step?.type === 'ThrowStatement' ? step.argument
    : step?.type === 'CallExpression' && step.arguments.length === 1 ? step.arguments[0]
    : null;
  if (error?.type !== 'NewExpression' || error.callee.type !== 'Identifier' || !/Error$/.test(error.callee.name)) return false;
  const message = error.arguments[0] ? stringValue(error.arguments[0]) ?? vocab.text(error.arguments[0]) : '';
  return MUST_NOT_RUN.test(message);
}
/**
 * A function that always throws an error made of its first parameter, in its own body or in the callback of a call
 * there that schedules it: `function throwNext(msg) { process.nextTick(() => { throw new Error(msg) }) }`. (Not a throw
 * behind a condition, nor one in a function it only defines.)
 */
function throwsItsMessage(fn: FunctionNode): boolean {
  const message = fn.params[0];
  if (message?.type !== 'Identifier') return false;
  const throwsMessage = (statement: TSESTree.Node): boolean => {
    if (statement.type !== 'ThrowStatement' || !statement.argument) return false;
    const thrown = unwrap(statement.argument);
    if (thrown.type === 'Identifier') return thrown.name === message.name;
    return thrown.type === 'NewExpression' && thrown.arguments.some((argument) => argument.type === 'Identifier' && argument.name === message.name);
  };
  const throwsInBody = (body: TSESTree.Node): boolean => (body.type === 'BlockStatement' ? body.body.some(throwsMessage) : false);
  if (fn.body.type !== 'BlockStatement') return false;
  return fn.body.body.some((statement) => {
    if (throwsMessage(statement)) return true;
    const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
    return call?.type === 'CallExpression' && call.arguments.some((argument) => isFunction(argument) && throwsInBody(argument.body));
  });
}
const MUST_NOT_RUN = /\b(should(?:n'?t| not| never)|must(?:n'?t| not| never)|never|not (?:be )?(?:called|reached|run|happen\w*|fired?|emitted|received)|unexpected\w*|too many|twice)\b/i;

/** The code of a node with its strings and templates left out, spaced as written enough for `mentionsAssertion`. */
function codeWithoutStrings(node: TSESTree.Node, vocab: Vocabulary): string {
  return vocab.sourceCode
    .getTokens(node)
    .filter((token) => token.type !== 'String' && token.type !== 'Template')
    .map((token) => token.value)
    .join(' ')
    .replace(/ ?([.(),]) ?/g, '$1');
}

/**
 * In an `after*` hook, something was closed, stopped or torn down before the sleep (`await server.close(); await
 * sleep(100)`, also in a promise's executor: `await new Promise((r) => server.close(r))`), or the sleep sits in the
 * callback of that call (`sails.lower(() => setTimeout(done, 100))`). A listener taken off frees nothing; a call in a
 * function only defined there (`const stop = () => server.close()`) has not run.
 */
function tornDownBefore(sleep: Sleep, hook: TestCall): boolean {
  const hookFn = hook.callback;
  if (!hookFn) return false;
  // The sleep in the callback of the teardown call, or of a listener told that something has gone.
  for (let current = sleep.node.parent; current && current !== hookFn; current = current.parent) {
    if (current.type === 'CallExpression' && (tearsDown(current) || listensForEnd(current))) return true;
  }
  const start = sleep.node.range[0];
  return anyNode(
    hookFn.body,
    (node) => node.type === 'CallExpression' && node.range[1] <= start && tearsDown(node) && runsInHookFlow(node, hookFn),
    { intoFunctions: true },
  );
}

/**
 * A sleep in an `after*` hook (which tore something down before it, see `tornDownBefore`), followed by more cleanup
 * and no check: what it waits for is only needed by the tests after the hook. Not when its comment says what it
 * waits for.
 */
function teardownPauseBeforeCleanup(sleep: Sleep, role: FunctionRole, verdict: Verdict, evidence: SleepKind | null, vocab: Vocabulary): boolean {
  if (role.role !== 'test' || role.testCall?.hook !== 'after' || !role.fn || sleep.form === 'blocking' || evidence === 'signal') return false;
  const kind = verdict.step?.kind;
  return (kind === 'action' || kind === 'barrier' || kind === 'read') && !assertsAfter(sleep, role.fn, vocab);
}

/** Every function between the node and the hook runs in place: only a promise's executor. */
function runsInHookFlow(node: TSESTree.Node, hookFn: FunctionNode): boolean {
  for (let current = node.parent; current && current !== hookFn; current = current.parent) {
    if (isFunction(current) && !(current.parent?.type === 'NewExpression' && isPromiseConstructor(current.parent.callee))) return false;
  }
  return true;
}

/**
 * The statement calls the test's `done`, the last parameter of its callback, in a callback it hands on. (Not under
 * `.each`, whose parameters are the table's values.)
 */
function callsTestDone(statement: TSESTree.Node, test: TestCall, vocab: Vocabulary): boolean {
  const done = test.callback?.params.at(-1);
  if (done?.type !== 'Identifier' || test.modifiers.includes('each')) return false;
  return anyNode(
    statement,
    (node) => node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === done.name && vocab.callsParameterOf(node, test.callback),
    { intoFunctions: true },
  );
}

/**
 * A timer that is the last step of its callback in a setup hook, and whose own callback acts and hands on a callback
 * that calls the hook's `done` (`setTimeout(() => createTestState(() => _done()), 2000)`): the hook ends after the
 * timer's action, however late the timer fires.
 */
function endsSetupHookLater(sleep: Sleep, vocab: Vocabulary): boolean {
  const hook = vocab.enclosingTest(sleep.node);
  if (sleep.form !== 'callback' || !sleep.callback || hook?.hook !== 'before' || !hook.callback) return false;
  const statement = statementOf(sleep.node);
  const block = statement?.parent;
  if (block?.type !== 'BlockStatement' || block.body.at(-1) !== statement) return false;
  const body = sleep.callback.body;
  const steps = body.type === 'BlockStatement' ? body.body : [body];
  const last = steps.at(-1);
  const call = last && unwrap(last.type === 'ExpressionStatement' ? last.expression : last);
  // (A timer that calls `done()` itself is judged where its `done` ends the hook, as a step: `endsSetupHook`.)
  return call?.type === 'CallExpression' && !vocab.callsParameterOf(call, hook.callback) && call.arguments.some((argument) => isFunction(argument) && callsTestDone(argument, hook, vocab));
}

/**
 * The assertion reads a member (`job.result`, not `job?.result`) of a value taken after the sleep from what a double
 * recorded (`const job = completedSpy.mock.calls[0]?.[0]`, `spy.lastCall.args[0]`).
 */
function readsIntoRecordedCall(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  let subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (subject?.type !== 'MemberExpression') return false;
  while (subject.type === 'MemberExpression') {
    if (subject.optional) return false;
    subject = unwrap(subject.object);
  }
  if (subject.type !== 'Identifier') return false;
  const origin = vocab.resolve(subject)?.origin;
  if (origin?.kind !== 'local' || !origin.init || origin.init.range[0] < sleep.node.range[1]) return false;
  return vocab.attemptAt(unwrap(origin.init)) !== null;
}

/** The steps up to a `return`, which hands its value on rather than ending anything. */
function* withoutReturn(steps: Iterable<Step>): Generator<Step> {
  for (const step of steps) {
    if (step.kind === 'end' && step.statement.type === 'ReturnStatement') return;
    yield step;
  }
}

function* concatSteps(first: Iterable<Step>, second: Iterable<Step>): Generator<Step> {
  yield* first;
  yield* second;
}

function* takeSteps(steps: Iterable<Step> | null, count: number): Generator<Step> {
  if (!steps) return;
  let taken = 0;
  for (const step of steps) {
    if (taken++ >= count) return;
    yield step;
  }
}

function* takeStatements(nodes: Iterable<TSESTree.Node>, count: number): Generator<TSESTree.Node> {
  let taken = 0;
  for (const node of nodes) {
    if (taken++ >= count) return;
    yield node;
  }
}

/**
 * A timer callback that only acts is a signal (`setTimeout(() => client.end(), 200)`: the test hopes the client
 * got somewhere by then), except where it stages an event rather than waits for one: it acts on what a listener
 * or handler received (`socket.send()`, `res.destroy()`: the test plays the far side, late), or the test goes on
 * to await a step the event is meant to land in (`setTimeout(() => addButton(), 50); await find()`).
 */
function timerPlaysOtherSide(sleep: Sleep, step: Step, vocab: Vocabulary): boolean {
  const acted = 'expression' in step ? actedOn(step.expression) : null;
  if (acted) {
    const origin = vocab.resolve(acted)?.origin;
    // A parameter of a callback given to a call other than the test's own (`io.on('connection', (socket) => …)`).
    if (
      origin?.kind === 'parameter' &&
      vocab.enclosingTest(origin.fn)?.callback !== origin.fn &&
      (isArgumentOfCall(origin.fn) || (isFunction(origin.fn) && vocab.roleOf(origin.fn.body).role === 'handed'))
    ) {
      return true;
    }
  }
  const statement = branchStatementOf(sleep);
  if (!statement) return false;
  for (const later of statementsAfter(statement)) {
    if (anyNode(later, (node) => node.type === 'AwaitExpression' || node.type === 'ReturnStatement')) return true;
  }
  return false;
}

/**
 * The barrier stops what delivers to a handler of the test: `const listener = client.receive(onMessage)` …
 * `await listener.stop()`, `consumer.on('message', onMessage)` … `await consumer.close()`, or it unsubscribes. The
 * receiver is made or given its handler in the sleep's own function, before the sleep. (A listener of `error` or
 * `close`, or a ready callback, `app.listen(0, () => {})`, hands it nothing to deliver.)
 */
function stopsDeliveryToHandler(step: Step, sleep: Sleep, vocab: Vocabulary): boolean {
  if (stopsReceiving(step.statement)) return true;
  const call = 'expression' in step ? unwrap(step.expression) : null;
  const barrierCall = call?.type === 'AwaitExpression' ? unwrap(call.argument) : call;
  if (barrierCall?.type !== 'CallExpression' || barrierCall.callee.type !== 'MemberExpression') return false;
  const receiver = unwrap(barrierCall.callee.object);
  const fn = enclosingFunction(sleep.node);
  const sleepStatement = statementOf(sleep.node);
  if (receiver.type !== 'Identifier' || !fn || !sleepStatement) return false;
  const before = (node: TSESTree.Node): boolean => node.range[0] >= fn.range[0] && node.range[1] <= sleepStatement.range[0];
  const variable = findVariable(vocab.sourceCode.getScope(barrierCall), receiver.name);
  const declarator = variable?.defs[0]?.node;
  if (declarator?.type === 'VariableDeclarator' && before(declarator) && declarator.init && handsHandler(declarator.init)) return true;
  for (const statement of statementsBefore(sleepStatement)) {
    const registration = callOfStatement(statement);
    if (registration && rootName(registration.callee) === receiver.name && handsHandler(registration)) return true;
  }
  return false;
}

/** Events that deliver nothing to handle: a listener of one is told the state changed. */
const LIFECYCLE_EVENTS = /^(error|close|end|finish|exit|listening|ready|connect|open|drain)$/;

/**
 * The call (or `new`) hands over something to receive with: a function that takes what arrives (`(msg) => …`, not
 * `() => …` nor `(err) => …`), or one named for it (`onMessage`, `messageHandler`). Not a listener of a lifecycle event.
 */
function handsHandler(node: TSESTree.Node): boolean {
  let inner = unwrap(node);
  if (inner.type === 'AwaitExpression') inner = unwrap(inner.argument);
  if (inner.type !== 'CallExpression' && inner.type !== 'NewExpression') return false;
  const event = inner.arguments[0];
  if (event?.type === 'Literal' && typeof event.value === 'string' && LIFECYCLE_EVENTS.test(event.value)) return false;
  return inner.arguments.some((argument) =>
    isFunction(argument)
      ? !isReadyCallback(argument)
      : argument.type === 'Identifier' && /^(on|handle)[A-Z]|Handler$|Listener$/.test(argument.name),
  );
}

/**
 * The sleep's promise is an argument of a call, or an element of an array that is (`PProgress.all([delay(103)])`),
 * other than a promise combinator (`Promise.all`, `Bluebird.race`) or an in-place wrapper (`act(…)`): the code under
 * test gets it as an input.
 */
function handedAsInput(node: TSESTree.Node, vocab: Vocabulary): boolean {
  // (Also through a chain on it: `await finallyRejectsWithInitial(delay(11).then(() => Promise.reject(err)), stub)`.)
  let current = climbChain(node, PROMISE_METHODS);
  if (current.parent?.type === 'ArrayExpression') current = current.parent;
  // `const fixture = [delay(100, { value: 1 }), delay(10, { value: 2 })]; t.is(await pAny(fixture), 2)`: inputs kept in
  // a constant on their way to the code.
  const declarator = current.parent;
  if (current.type === 'ArrayExpression' && declarator?.type === 'VariableDeclarator' && declarator.init === current && declarator.id.type === 'Identifier' && declarator.parent.kind === 'const') {
    const origin = vocab.resolve(declarator.id)?.origin;
    return origin?.kind === 'local' && origin.variable.references.some((reference) => !reference.init && isInputOf(reference.identifier, reference.identifier.parent, vocab));
  }
  return isInputOf(current, current.parent, vocab);
}

/** `argument` is handed to `call` as an input of the code under test: not to a combinator, a wait, a check or a test. */
function isInputOf(argument: TSESTree.Node, call: TSESTree.Node | undefined, vocab: Vocabulary): boolean {
  if ((call?.type !== 'CallExpression' && call?.type !== 'NewExpression') || !call.arguments.includes(argument as TSESTree.CallExpressionArgument)) return false;
  // (Nor the subject of an assertion's chain: `await expect(delay(50).then(() => store.get('a'))).resolves.toBe(2)`.)
  if (isPromiseCombinator(call.callee) || isInPlaceWrapper(call) || vocab.sleepAt(call) || vocab.waitAt(call) || vocab.assertionAt(call) || vocab.assertionAt(wholeChain(call))) return false;
  return call.type === 'NewExpression' || !vocab.testCall(call);
}

/**
 * `() => { … }`, `(err) => { if (err) throw err; … }`: a callback told that something is done (a listen, a bind, a
 * connect), not a handler the code calls with what it received (`(req, res) => …`, `(message) => …`).
 */
function isReadyCallback(fn: TSESTree.Node): boolean {
  return isCompletionCallback(fn) && isFunction(fn) && fn.params.length <= 1;
}
/**
 * `queue.process(5, async () => { … })`: an async function with no parameters handed to the code is a worker the code
 * awaits, not a callback told that something is done (Node's completion callbacks are plain functions).
 */
function isAsyncWorker(fn: TSESTree.Node): boolean {
  return isFunction(fn) && fn.async && fn.params.length === 0;
}

/** `(err, monitor) => …`: a callback whose first parameter is an error, told that something is done. */
function toldOfError(fn: FunctionNode): boolean {
  return errorParameterName(fn) !== null;
}

/** A callback told an operation is done: no parameters, or an error first (`(err, resp) => …`). */
function isCompletionCallback(fn: TSESTree.Node): boolean {
  return isFunction(fn) && (!fn.params[0] || toldOfError(fn));
}

/**
 * `consumer.subscribe([topic]); consumer.consume(); setTimeout(() => producer.produce(topic, …), 2000)`: a timer that
 * sends, a few statements after the test started something receiving (listeners and declarations in between do not
 * count), hopes the receiver is ready by then (its group joined, its subscription acknowledged): a message sent earlier
 * is lost. That is a signal, not spacing.
 */
function sendsToNewReceiver(sleep: Sleep, step: Step): boolean {
  const statement = branchStatementOf(sleep);
  if (!('expression' in step) || !statement) return false;
  const sends = isSendingCall(step.expression);
  // (`r.table('t').update(…).run()`, `collection.insertOne(doc)`: a write to a store, and the store's root.)
  const written = storeWrittenBy(step.expression);
  if (!sends && !written) return false;
  // Up to four statements back; declarations and listeners the test registers on the way do not count.
  let others = 0;
  for (const before of statementsBefore(statement)) {
    if (sends && startsReceiving(before)) return true;
    // `feed = yield r.table('t').changes().run(); setTimeout(() => r.table('t').update({ … }).run(), 100)`: a change
    // feed just opened, and a timer that writes to the same store what it is to report. (Not `fs.watch(dir)` and a
    // write to a cache.)
    if (written && changeFeedOpenedBy(before) === written) return true;
    if (before.type === 'VariableDeclaration' || before.type === 'FunctionDeclaration' || registersListener(before)) continue;
    if (++others === 4) return false;
  }
  return false;
}

/**
 * `w.bundle((err, src) => { t.equal(…); setTimeout(() => fs.writeFile(file, …), 100) })`, `await ps.waitForLine(/v1/);
 * setTimeout(() => replaceText('dep.ts', 'v1', 'v2'), 250)`: a timer that changes a file once what watches it is
 * running (in a callback of what the test started, or right after the test awaited it) hopes the watcher is armed by
 * then; a change made before that is missed. (Timed before the code starts, `setTimeout(() => fs.writeFile(f, 'x'),
 * 300); waitOn(opts, cb)`, it stages the event the code is to notice.)
 */
function changesFileForRunningWatcher(sleep: Sleep, step: Step, vocab: Vocabulary): boolean {
  const statement = branchStatementOf(sleep);
  if (!statement || !('expression' in step) || !writesFile(step.expression, vocab)) return false;
  // What the test does after setting the timer only waits for the change to be noticed (a wait, a listener, a check),
  // and ends what it started (`await ps.exit()`); after that, cleanup (`await replaceText('dep.ts', 'v2', 'v1')`).
  let ended = false;
  for (const later of statementsAfter(statement)) {
    const laterStep = vocab.classifyStatement(later);
    if (ended) {
      // (Checks of what was captured, more ends, and the change undone.)
      if (['inert', 'end', 'assertion', 'read'].includes(laterStep.kind) || ('expression' in laterStep && (writesFile(laterStep.expression, vocab) || isEndingCall(laterStep.expression)))) continue;
      return false;
    }
    if (['wait', 'assertion', 'inert', 'barrier'].includes(laterStep.kind) || registersListener(later)) continue;
    if (laterStep.kind === 'end' || ('expression' in laterStep && isEndingCall(laterStep.expression))) {
      ended = true;
      continue;
    }
    return false;
  }
  // (Not a callback that runs in place, `forEach`, nor a timer's or a test's or hook's own.)
  const fn = enclosingFunction(statement);
  const call = fn && isArgumentOfCall(fn) && fn.parent?.type === 'CallExpression' ? fn.parent : null;
  const method = call ? calleeName(call.callee) : null;
  if (call && method !== null && !SYNCHRONOUS_CALLBACK_METHODS.has(method) && !vocab.sleepAt(call) && !vocab.testCall(call)) return true;
  // At the test's own level: right after the test awaited something, or after it waited for what it started (`await
  // ps.waitForLine(/v1/)`) and only read and checked what it saw since.
  const awaits = (node: TSESTree.Node) => anyNode(node, (inner) => inner.type === 'AwaitExpression');
  let first = true;
  for (const previous of statementsBefore(statement)) {
    const step = vocab.classifyStatement(previous);
    // (A wait the vocabulary reads, or an awaited call named as one: `await ps.waitForLine(/v1/)`.)
    if (awaits(previous)) return first || step.kind === 'wait' || awaitsWaitNamed(previous);
    if (step.kind !== 'assertion' && step.kind !== 'inert' && step.kind !== 'read') return false;
    first = false;
  }
  return false;
}

/** `await ps.waitForLine(/v1/)`, `const line = await once(proc, 'line')`: the statement awaits a call named as a wait. */
function awaitsWaitNamed(statement: TSESTree.Node): boolean {
  return anyNode(statement, (node) => {
    if (node.type !== 'AwaitExpression') return false;
    const call = unwrap(node.argument);
    return call.type === 'CallExpression' && mayBeWaitName(calleeName(call.callee) ?? '');
  });
}

/**
 * The awaited call a callback is the last step of: the callback (`async update(b) { …; await sleep(100); }`) is an
 * argument of the call, or a method of an object literal that is, the sleep is its last statement, and the test
 * awaits the call as a statement of its own. Null otherwise (a callback handed on and not awaited, a test call).
 */
function awaitedHarnessCall(fn: TSESTree.Node, sleep: Sleep, vocab: Vocabulary): TSESTree.CallExpression | null {
  if (!isFunction(fn) || fn.body.type !== 'BlockStatement' || fn.body.body.at(-1) !== statementOf(sleep.node)) return null;
  let argument: TSESTree.Node = fn;
  if (fn.parent?.type === 'Property' && fn.parent.value === fn && fn.parent.parent.type === 'ObjectExpression') argument = fn.parent.parent;
  const call = argument.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(argument as TSESTree.CallExpressionArgument) || vocab.testCall(call)) return null;
  // A function the test file declares (`async function testCache(update) { … }`) is a harness of the suite, which
  // runs its callback as a step; a method (`boss.work(queue, handler)`) belongs to the code under test, which keeps it.
  if (call.parent?.type !== 'AwaitExpression' || !vocab.localFunction(call.callee)) return null;
  const statement = statementOf(call);
  const awaited = call.parent.parent;
  if (!statement || !(awaited === statement || (awaited?.type === 'VariableDeclarator' && awaited.parent === statement) || (awaited?.type === 'AssignmentExpression' && awaited.parent === statement))) {
    return null;
  }
  return vocab.roleOf(statement).role === 'test' ? call : null;
}

/** The name an action starts from: `io.of('/a').emit()` → io, `client.end.call(client)` → client. */
function actedOn(expression: TSESTree.Node): TSESTree.Identifier | null {
  let current = unwrap(expression);
  while (current.type === 'CallExpression' || current.type === 'MemberExpression' || current.type === 'AwaitExpression') {
    current = unwrap(current.type === 'CallExpression' ? current.callee : current.type === 'MemberExpression' ? current.object : current.argument);
  }
  return current.type === 'Identifier' ? current : null;
}

/** `Promise.race([event, sleep(1000)])`: the sleep is the deadline of a wait, not a wait of its own. */
function isDeadline(sleep: Sleep): boolean {
  // (Also through its chain: `Promise.race([thread.finish(), sleep(10000).then(() => Promise.reject(…))])`.)
  const array = climbChain(sleep.node, PROMISE_METHODS).parent;
  const call = array?.parent;
  return (
    array?.type === 'ArrayExpression' &&
    call?.type === 'CallExpression' &&
    call.callee.type === 'MemberExpression' &&
    memberKey(call.callee) === 'race'
  );
}

/** `const stats = await getClientStatisticsFromServer(cluster, client)`: a reading kept to check, not something started. */
function keepsReading(step: Step): boolean {
  if (step.statement.type !== 'VariableDeclaration') return false;
  const init = step.statement.declarations[0]?.init;
  return !!init && isReadCall(init);
}

function firstStatementOf(fn: TSESTree.Node): TSESTree.Node | null {
  return isFunction(fn) && fn.body.type === 'BlockStatement' ? (fn.body.body[0] ?? null) : null;
}

/** The step calls the `done` parameter of the `before*` hook the sleep sits in. */
function endsSetupHook(step: Step | null, sleep: Sleep, vocab: Vocabulary): boolean {
  const hook = vocab.enclosingTest(sleep.node);
  if (!step || step.kind !== 'end' || hook?.hook !== 'before' || !hook.callback) return false;
  const statement = step.statement;
  const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  return vocab.callsParameterOf(call, hook.callback);
}

/** The assertion's subject is a name the sleep's own statement declares (`const result = await sleepWith(true)`). */
function assertsSleepsOwnValue(assertion: Assertion, sleep: Sleep): boolean {
  const statement = statementOf(sleep.node);
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (statement?.type !== 'VariableDeclaration' || subject?.type !== 'Identifier') return false;
  return statement.declarations.some((declarator) => declarator.id.type === 'Identifier' && declarator.id.name === subject.name);
}

/**
 * A per-test hook (`beforeEach`) whose whole body is the sleep, also under a flag of the run (`if
 * (process.env.IS_USING_FREE_TIER) await sleep(1500)`): it starts nothing, so it only spaces the tests.
 */
function onlySpacesTests(hook: TestCall, sleep: Sleep): boolean {
  return /Each$/.test(hook.name) && (isWholeCallback(hook, sleep) || isWholeBodyUnderFlag(hook, sleep));
}

/**
 * `{ if (process.env.FREE_TIER) await sleep(1500) }`: one `if` with no `else` on a flag of the run (the environment,
 * or a constant in capitals), the sleep its only statement. (`if (server.starting)` reads a state: judged as usual.)
 */
function isWholeBodyUnderFlag(call: TestCall, sleep: Sleep): boolean {
  const fn = call.callback;
  if (!fn || !isFunction(fn) || fn.body.type !== 'BlockStatement' || fn.body.body.length !== 1) return false;
  const [only] = fn.body.body;
  if (only.type !== 'IfStatement' || only.alternate || !readsOnlyRunFlags(only.test)) return false;
  const consequent = only.consequent.type === 'BlockStatement' && only.consequent.body.length === 1 ? only.consequent.body[0] : only.consequent;
  const awaited = consequent.type === 'ExpressionStatement' ? awaitedExpressionOf(consequent) : null;
  return !!awaited && unwrap(awaited) === sleep.node;
}

/** `process.env.FREE_TIER`, `!IS_CI && process.env.SLOW === 'true'`: the condition reads only how the run was started. */
function readsOnlyRunFlags(test: TSESTree.Node): boolean {
  const node = unwrap(test);
  switch (node.type) {
    case 'LogicalExpression':
    case 'BinaryExpression':
      return node.left.type !== 'PrivateIdentifier' && readsOnlyRunFlags(node.left) && readsOnlyRunFlags(node.right);
    case 'UnaryExpression':
      return readsOnlyRunFlags(node.argument);
    case 'Literal':
      return true;
    case 'Identifier':
      return /^[A-Z][A-Z0-9_]*$/.test(node.name);
    case 'MemberExpression': {
      const path = pathOf(node);
      return !!path && path[0] === 'process' && path[1] === 'env';
    }
    default:
      return false;
  }
}

/**
 * `new Promise((r) => setTimeout(r, 100))`, not `new Promise((r) => { db.close(); setTimeout(r) })`: the promise only
 * sleeps. A timer only ends the test: `setTimeout(done, 100)`, `setTimeout(() => done(), 100)`; a timer whose callback
 * works (`setTimeout(() => { x = 1 }, 10)`) is not waited for at all.
 */
function onlySleeps(sleep: Sleep, test: TestCall, vocab: Vocabulary): boolean {
  if (sleep.form === 'callback') {
    const done = test.callback?.params.at(-1);
    return !sleep.callback || (done?.type === 'Identifier' && callsOnly(sleep.callback, done.name));
  }
  if (sleep.node.type !== 'NewExpression') return true;
  const executor = sleep.node.arguments[0];
  if (!executor || !isFunction(executor)) return false;
  const only = executor.body.type !== 'BlockStatement' ? executor.body : executor.body.body.length === 1 ? executor.body.body[0] : null;
  // `new Promise((r) => setTimeout(r, 50))` only sleeps; `new Promise((resolve, reject) => { load(file, () =>
  // reject(…), () => setTimeout(resolve, 50)) })` loads, and its timer runs in the load's callback.
  const call = only && unwrap(only.type === 'ExpressionStatement' ? only.expression : only);
  return call?.type === 'CallExpression' && isTimerCallOf(call, executor, vocab);
}

/** The call is the executor's timer itself: `setTimeout(resolve, n)`, `setTimeout(() => resolve(), n)`, `_.delay(resolve, n)`. */
function isTimerCallOf(call: TSESTree.CallExpression, executor: FunctionNode, vocab: Vocabulary): boolean {
  const resolve = executor.params[0];
  if (resolve?.type !== 'Identifier' || !isSetTimeout(call.callee, vocab)) return false;
  return call.arguments.some((argument) => callsOnly(argument, resolve.name));
}

/** Not skipped, a to-do, or run beside the tests around it. */
function runsInOrder(test: TestCall): boolean {
  return !test.modifiers.some((modifier) => ['skip', 'todo', 'concurrent'].includes(modifier)) && !/^x(it|test|specify)$/.test(test.name);
}

/** The statement after this one awaits the same helper again: `await publish('x'); await publish('y')`. */
function callsAgain(statement: TSESTree.Node, variable: TSESLint.Scope.Variable): boolean {
  const block = statement.parent;
  if (block?.type !== 'BlockStatement') return false;
  const next = block.body[block.body.indexOf(statement as TSESTree.Statement) + 1];
  const call = next?.type === 'ExpressionStatement' ? unwrap(next.expression) : null;
  return call?.type === 'CallExpression' && referencesOf(variable).has(call.callee);
}

const referenceSets = new WeakMap<TSESLint.Scope.Variable, ReadonlySet<TSESTree.Node>>();
/** The identifiers that refer to a variable, gathered once (a helper may be called in every test of a file). */
function referencesOf(variable: TSESLint.Scope.Variable): ReadonlySet<TSESTree.Node> {
  let found = referenceSets.get(variable);
  if (!found) {
    found = new Set(variable.references.map((reference) => reference.identifier));
    referenceSets.set(variable, found);
  }
  return found;
}

/**
 * The tests a pause at the end of this one holds back: those after it in its block that run in order and do something.
 * (Skipped, or run beside the others, it holds nothing back.)
 */
function testsHeldBack(test: TestCall, vocab: Vocabulary): TestCall[] {
  return runsInOrder(test) ? vocab.testsAfter(test).filter((after) => runsInOrder(after) && doesSomething(after, vocab)) : [];
}

/** A test with steps of its own: not empty, and not itself only a sleep (`it('test 3', () => {})`). */
function doesSomething(test: TestCall, vocab: Vocabulary): boolean {
  if (test.kind !== 'test') return true;
  const fn = test.callback;
  if (!fn || !isFunction(fn) || (fn.body.type === 'BlockStatement' && fn.body.body.length === 0)) return false;
  const only = singleExpression(fn);
  return !only || !isSleepNode(only, vocab);
}

function isSleepNode(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const inner = unwrap(node);
  return (inner.type === 'CallExpression' || inner.type === 'NewExpression') && !!vocab.sleepAt(inner);
}

/**
 * `await session.close(); await sleep(100); })`: the sleep is the test's last statement (also the last of a closing
 * `finally`), and the statement right before it (also inside an `if (session) { … }`) tears something down, or acts
 * (an awaited call that is not a read: `await req().send({ operation: 'create_table' }).expect(200)`): the test ends
 * as a setup or teardown hook would, holding the next tests back until that has hopefully taken effect. Null when
 * the sleep does not end the test that way. A helper may go on to return a plain value (`return true`).
 */
function lastActBeforeEndingSleep(sleep: Sleep, fn: TSESTree.Node | null, vocab: Vocabulary, helper = false): 'teardown' | 'action' | null {
  const body = fn && isFunction(fn) && fn.body.type === 'BlockStatement' ? fn.body : null;
  const statement = statementOf(sleep.node);
  // (An awaited sleep, or a timer that hands on the test's `done`, `client.send('x'); setTimeout(done, 100)`.)
  const timer = sleep.form === 'callback' && !!sleep.endsTest;
  if (!body || (statement?.type !== 'ExpressionStatement' && !(timer && statement?.type === 'ReturnStatement'))) return null;
  if (!timer && (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AwaitExpression')) return null;
  const block = statement.parent;
  if (block?.type !== 'BlockStatement') return null;
  const at = block.body.indexOf(statement);
  const rest = block.body.slice(at + 1);
  // (A helper may hand back what it holds: `const result = await cmd.run(); await sleep(5000); return result`.)
  if (rest.length > (helper ? 1 : 0) || (rest[0] && !returnsValueInHand(rest[0], { fn: fn!, vocab }))) return null;
  const owner = block.parent;
  // (In a helper, also the end of a `try` block or of an `if` without an `else` that ends it: `try { doc = await
  // open(uri); await sleep(2000); return activation } catch (e) { … }`, `if (!ext.isActive) { await ext.activate();
  // await sleep(1000) }`.)
  const endsBody = (statement: TSESTree.Node | null | undefined) => !!statement && statement.parent === body && body.body.at(-1) === statement;
  const ends =
    block === body ||
    (owner?.type === 'TryStatement' && owner.finalizer === block && endsBody(owner)) ||
    (helper && owner?.type === 'TryStatement' && owner.block === block && !owner.finalizer && endsBody(owner)) ||
    (helper && owner?.type === 'IfStatement' && owner.consequent === block && !owner.alternate && endsBody(owner));
  if (!ends) return null;
  let back = at - 1;
  // (In a helper, a check that only throws is no act: `const created = await dids.create(…); if (!created.did) throw
  // new Error('not created'); await sleep(1000)`; nor a loop that polls for the act's first sign, `await
  // commands.executeCommand('escape'); while (!hasCursorStyle('block')) { await wait(50) } await wait(250)`.)
  if (helper && back > 0 && pollsOnly(block.body[back], vocab)) back--;
  while (helper && back > 0 && block.body[back].type === 'IfStatement' && vocab.classifyStatement(block.body[back]).kind === 'assertion') back--;
  let before: TSESTree.Node | null | undefined = block.body[back];
  // `await this.robustClick(submit); await this.page.waitForLoadState('domcontentloaded'); await this.page.waitForTimeout(2000)`:
  // a load state the page reached long ago holds nothing back; the act before it is the last thing done.
  if (before && awaitsLoadState(before)) before = block.body[back - 1];
  // (In a helper, what an awaited act resolved to may be kept, to hand back: `const server = await startServer(opts)`,
  // `editor = await vscode.window.showTextDocument(doc)`.)
  const value = helper && before ? keptValue(before) : null;
  const kept = value?.type === 'AwaitExpression' ? value : null;
  // The last thing done before the sleep, looking into a braced or unbraced `if` without an `else`; in a helper of the
  // suite, or before a timer (`for (…) { api.get('/x').end(cb) } setTimeout(done, 5100)`), also into the last step of
  // a loop over keys, `for (const k of keys) { … await sendKeysAtomic(k) }`, or of a switch's last case, `case
  // 'delete': await commands.executeCommand('deleteRight'); break`.
  before = before && !kept ? lastStepDone(before, { intoLoops: helper || timer }) : before;
  const done = kept?.type === 'AwaitExpression' ? kept : before?.type === 'ExpressionStatement' ? before.expression : null;
  if (!before || !done) return null;
  if (tearsDown(done.type === 'AwaitExpression' ? done.argument : done)) return 'teardown';
  // (A read, `await session.get('q')`, changes nothing the next tests could count on. Before a timer, whose suite is
  // written with callbacks, a call not awaited is done too: `rsmq.deleteQueue({ qname }, cb); setTimeout(done, 100)`.)
  const awaited = done.type === 'AwaitExpression' ? unwrap(done.argument) : timer ? unwrap(done) : null;
  if (awaited?.type !== 'CallExpression' || isReadCall(awaited)) return null;
  // (Nor a read, a wait or a check by the vocabulary's account: `await page.textContent('.menu')`,
  // `await modalValidator.expectModalNotVisible()`.)
  // (A kept value is judged by what it was taken from: `const row = await db.findOne({ id })` is a read.)
  return (kept ? classifyExpression(before, kept, vocab) : vocab.classifyStatement(before)).kind === 'action' ? 'action' : null;
}

/**
 * Somewhere inside what a double runs, below the test's own code: `sinon.spy(() => { const s = new PassThrough(); s.on('end',
 * () => { setTimeout(() => s.emit('status', ok), 10) }); return s })`. The timer is the fake's far side pacing its
 * answer, however deep in listeners it sits.
 */
function withinDoubleImplementation(fn: FunctionNode, vocab: Vocabulary): boolean {
  for (let current: FunctionNode | null = fn; current; current = enclosingFunction(current)) {
    if (vocab.roleOf(current).role !== 'handed') return false;
    if (isDoubleImplementation(current, vocab)) return true;
  }
  return false;
}

/**
 * A browser driver's sleep in a method of the suite's own support class or object (a page object), as opposed to a
 * class that stands in for the far side: a fake of the code under test has no browser page to sleep on. Or any sleep in a helper
 * of a support module that is handed the browser driver itself (`export const switchMonitorTests = { 'should switch':
 * async function (driver) { …; await delay(500); … } }`): it drives the browser for the tests that run it.
 */
function pageModelSleep(sleep: Sleep, fn: FunctionNode, vocab: Vocabulary): boolean {
  if (fn.parent?.type === 'Property' && takesBrowserDriver(fn) && vocab.supportHelperName(fn)) return true;
  // (A page object written as an object, `module.exports = { async fillForm() { …; await I.wait(2); … } }`, the same
  // as one written as a class.)
  // (Also a class field that holds the method, `verifyTitle = async (title) => { … }`.)
  const member = fn.parent?.type === 'MethodDefinition' || fn.parent?.type === 'Property' || (fn.parent?.type === 'PropertyDefinition' && fn.parent.value === fn);
  // (A sleep helper's call counts too in a module that imports a browser driver: `await staticWait(2000)` in a method
  // of a page object of `import { element, browser } from 'protractor'`.)
  // (Or one of a folder of page objects, whose base class, two modules away, drives the browser: `class PasswordPage
  // extends CRMPageObject { async completePage() { await this.click(submit); await this.sleep(7000); … } }`.)
  return member && (drivesBrowser(sleep) || vocab.importsBrowserDriver() || vocab.inPageObjectFolder()) && !!vocab.supportHelperName(fn);
}

/** The names of Cucumber's step definitions (and CodeceptJS's globals for them), which test-code reads as setup hooks. */
const CUCUMBER_STEPS = new Set(['Given', 'When', 'Then', 'And', 'But', 'Step', 'defineStep']);

/** A literal sleep this short (in ms) right before a wait of the test's own paces it (see `sleepBeforeWait`). */
const SHORT_PAUSE_BEFORE_WAIT_MS = 100;

/**
 * The sleep ends a Cypress command of the suite (`Cypress.Commands.add('createBoard', () => { …;
 * cy.contains('Create').click().wait(1000) })`), its last statement, and the command acted on the page before it: in
 * the same chain (`.click().wait(1000)`) or in an earlier statement (`cy.get('#title').type(t); …; cy.wait(500)`).
 */
function cypressCommandActsBefore(sleep: Sleep, fn: TSESTree.Node, vocab: Vocabulary): boolean {
  if (!isFunction(fn) || fn.body.type !== 'BlockStatement' || !isCypressChain(sleep.node, vocab)) return false;
  const statement = statementOf(sleep.node);
  const body = fn.body.body;
  if (!statement || body.at(-1) !== statement) return false;
  const acts = (node: TSESTree.Node, before: number) =>
    anyNode(node, (inner) => inner.type === 'CallExpression' && inner.range[1] <= before && inner.callee.type === 'MemberExpression' && CYPRESS_ACTS.has(memberKey(inner.callee) ?? '') && isCypressChain(inner, vocab));
  return acts(statement, sleep.node.range[0] + 1) || body.slice(0, -1).some((earlier) => acts(earlier, Infinity));
}

/**
 * The function whose calls settle right after the sleep: the one it sits in, when the sleep is its last statement
 * (its own statement: not `if (slow) await sleep(100)`, which ends the helper only on one branch), also before
 * handing back what it holds (`const ack = await client.publish(msg); await sleep(100); return ack`,
 * `async (res) => (await wait(42), res)`); and a function that returns a call's promise continued with that one,
 * `const POST = (...args) => _POST(...args).then(async (res) => (await wait(42), res))`. Not a generator, which runs
 * only as far as its consumer pulls.
 */
function helperEndedBySleep(fn: FunctionNode, sleep: Sleep, vocab: Vocabulary): FunctionNode | null {
  if (fn.generator) return null;
  const body = fn.body;
  if (body.type === 'BlockStatement') {
    const statements = body.body;
    const last = statements.length > 1 && returnsValueInHand(statements.at(-1)!, { fn, vocab }) ? statements.at(-2) : statements.at(-1);
    if (!last || last !== statementOf(sleep.node) || (last.type !== 'ExpressionStatement' && last.type !== 'ReturnStatement')) return null;
  } else {
    const sequence = unwrap(body);
    if (sequence.type !== 'SequenceExpression' || sequence.expressions.length !== 2 || !isValueInHand(unwrap(sequence.expressions[1]), { fn, vocab })) return null;
    const first = sequence.expressions[0];
    if (first.type !== 'AwaitExpression' || unwrap(first) !== sleep.node) return null;
  }
  return outerHelperContinuedWith(fn) ?? fn;
}

/** `(...args) => _POST(...args).then(fn)`, or `{ return _POST(...args).then(fn) }`: the function that returns that chain. */
function outerHelperContinuedWith(fn: FunctionNode): FunctionNode | null {
  const then = fn.parent;
  if (then?.type !== 'CallExpression' || then.arguments.length !== 1 || then.arguments[0] !== fn || then.callee.type !== 'MemberExpression' || memberKey(then.callee) !== 'then') return null;
  const holder = then.parent?.type === 'ReturnStatement' ? then.parent.parent?.parent : then.parent;
  if (!holder || !isFunction(holder) || holder.generator) return null;
  if (then.parent?.type === 'ReturnStatement') return holder.body.type === 'BlockStatement' && holder.body.body.at(-1) === then.parent ? holder : null;
  return holder.body === then ? holder : null;
}

/** `while (!hasCursorStyle('block')) { await wait(50) }`: a loop that only sleeps until its condition holds. */
function pollsOnly(statement: TSESTree.Statement, vocab: Vocabulary): boolean {
  if (statement.type !== 'WhileStatement' && statement.type !== 'DoWhileStatement') return false;
  const steps = statement.body.type === 'BlockStatement' ? statement.body.body : [statement.body];
  return steps.length > 0 && steps.every((step) => vocab.classifyStatement(step).kind === 'sleep');
}

/**
 * `return server`, `return { runtime, url }`, `return this`: the helper hands back what it already holds, so its
 * caller goes on right after whatever came before the return.
 */
function returnsValueInHand(statement: TSESTree.Statement, owner?: HelperScope): boolean {
  if (statement.type !== 'ReturnStatement') return false;
  return !statement.argument || isValueInHand(unwrap(statement.argument), owner);
}

/** The function a value is handed back from, whose own variables (parameters, locals) hold what it already has. */
interface HelperScope {
  fn: TSESTree.Node;
  vocab: Vocabulary;
}

/**
 * A literal, `this`, or a name the helper declared (or a member of one, or an object or list of them). Not a name from
 * outside it, `return window.activeTextEditor`: that is read after the sleep, when the helper returns.
 */
function isValueInHand(value: TSESTree.Node, owner?: HelperScope): boolean {
  switch (value.type) {
    case 'Literal':
    case 'ThisExpression':
      return true;
    case 'Identifier': {
      if (!owner) return true;
      const definition = findVariable(owner.vocab.sourceCode.getScope(value), value.name)?.defs[0]?.node;
      return !!definition && definition.range[0] >= owner.fn.range[0] && definition.range[1] <= owner.fn.range[1];
    }
    case 'MemberExpression':
      return !value.computed && isValueInHand(unwrap(value.object), owner);
    case 'ArrayExpression':
      return value.elements.every((element) => !element || (element.type !== 'SpreadElement' && isValueInHand(unwrap(element), owner)));
    case 'ObjectExpression':
      return value.properties.every((property) => property.type === 'Property' && !property.computed && isValueInHand(unwrap(property.value), owner));
    default:
      return false;
  }
}

/** The statement is the awaited call alone, or keeps what it resolves to: `await f()`, `const x = await f()`, `x = await f()`. */
function takesAwaitedCall(statement: TSESTree.Node, awaited: TSESTree.AwaitExpression): boolean {
  const target = unwrap(awaited);
  const kept = keptValue(statement);
  return (statement.type === 'ExpressionStatement' && unwrap(statement.expression) === target) || (!!kept && unwrap(kept) === target);
}

/** What a statement keeps in a name: the value of its one declaration, `const x = …`, or of a plain assignment, `x = …`. */
function keptValue(statement: TSESTree.Node): TSESTree.Expression | null {
  if (statement.type === 'VariableDeclaration') return statement.declarations.length === 1 ? statement.declarations[0].init : null;
  const expression = statement.type === 'ExpressionStatement' ? statement.expression : null;
  return expression?.type === 'AssignmentExpression' && expression.operator === '=' ? expression.right : null;
}

/** The sleep is all the test or hook does, not a call it is nested in (`return Promise.all([sleep(10)]).then(…)`). */
function isWholeCallback(call: TestCall, sleep: Sleep): boolean {
  return !!call.callback && isFunction(call.callback) && isWholeBody(call.callback, sleep.node);
}

/**
 * The step calls the `resolve` of a `new Promise` that test code awaits or a helper returns (`return new Promise(
 * (resolve) => …)`, `await new Promise(…)`), with a value or nothing.
 */
function settlesAwaitedPromise(step: Step | null, vocab: Vocabulary): boolean {
  const call = step?.statement.type === 'ExpressionStatement' ? unwrap(step.statement.expression) : null;
  if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') return false;
  const origin = vocab.resolve(call.callee)?.origin;
  if (origin?.kind !== 'parameter' || !isFunction(origin.fn) || origin.fn.params[0] !== origin.variable.defs[0]?.name) return false;
  const promise = origin.fn.parent;
  if (promise?.type !== 'NewExpression' || promise.callee.type !== 'Identifier' || promise.callee.name !== 'Promise') return false;
  if (vocab.sleepAt(promise)) return false; // a sleep of its own, judged there
  // The test's own promise (in a test, a hook, a helper of the file), not one a processor hands back to the code.
  if (vocab.roleOf(promise).role !== 'test') return false;
  const use = promise.parent;
  return use?.type === 'ReturnStatement' || use?.type === 'AwaitExpression' || (use?.type === 'ArrowFunctionExpression' && use.body === promise);
}

/** Stored in a variable or handed to a call, rather than awaited, returned or left to run as the test's own chain. */
function isKeptForLater(node: TSESTree.Node): boolean {
  const parent = node.parent;
  return (
    (parent?.type === 'VariableDeclarator' && parent.init === node) ||
    ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(node as TSESTree.CallExpressionArgument))
  );
}

/** The timer settles a `new Promise` that is a sleep of its own (its timer is this one). */
function settlesPromiseSleep(timer: TSESTree.Node, vocab: Vocabulary): boolean {
  for (let current = timer.parent; current; current = current.parent) {
    if (current.type === 'NewExpression' && isPromiseConstructor(current.callee)) {
      return vocab.sleepAt(current)?.timer === timer;
    }
  }
  return false;
}

/** The first of the sleeps right before this one, statement after statement (`await tick(); await tick();`), or null. */
function firstSleepOfRun(sleep: Sleep, vocab: Vocabulary): TSESTree.Node | null {
  // (A statement that acts and then sleeps, `cy.get('body').type('{downarrow}').wait(500);`, is no bare sleep: each
  // such statement is a step of its own.)
  const statement = sleep.form === 'promise' && !chainedOffCall(sleep.node) ? statementOf(sleep.node) : null;
  if (!statement) return null;
  let first: TSESTree.Node | null = null;
  for (const before of statementsBefore(statement)) {
    if (before.parent !== statement.parent) break;
    // (A loop or block that starts with a sleep and goes on to act, `for (…) { await wait(10); await publish() }`, does
    // more than sleep; one that only sleeps, `if (process.env.CI) { await sleep(10) }`, is part of the run.)
    if (!statementOnlySleeps(before, vocab)) break;
    first = before;
  }
  return first;
}

/**
 * The statement does nothing but sleep: a bare sleep (not one chained off a call), or a block, a branch (both
 * branches) or a loop that repeats a fixed number of times whose every statement only sleeps, or a `try` whose block
 * only sleeps and whose `finally` does nothing (what its `catch` does runs only on an error).
 */
function statementOnlySleeps(statement: TSESTree.Node, vocab: Vocabulary): boolean {
  switch (statement.type) {
    case 'BlockStatement':
      return statement.body.length > 0 && statement.body.every((inner) => statementOnlySleeps(inner, vocab));
    case 'IfStatement':
      return statementOnlySleeps(statement.consequent, vocab) && (!statement.alternate || statementOnlySleeps(statement.alternate, vocab));
    case 'ForStatement':
    case 'ForOfStatement':
    case 'ForInStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
      // (A loop that re-checks a condition between its sleeps, `while (!started) await sleep(50)`, is a wait.)
      return repeatsUnchecked(statement) && statementOnlySleeps(statement.body, vocab);
    case 'TryStatement':
      return statementOnlySleeps(statement.block, vocab) && (!statement.finalizer || statement.finalizer.body.length === 0);
    default: {
      const step = vocab.classifyStatement(statement);
      return step.kind === 'sleep' && !chainedOffCall(step.sleep.node) && statementOf(step.sleep.node) === statement;
    }
  }
}

/** Underline `delay(100)` in `p.then(…).delay(100)`, not the whole chain before it. */
function reportLocation(node: TSESTree.Node): TSESTree.SourceLocation {
  // A timer's callback can run for many lines (and hold timers of its own): mark the timer, not the body it runs.
  if (node.type === 'CallExpression' && node.arguments.some(isFunction)) {
    return node.callee.type === 'MemberExpression' ? node.callee.property.loc : node.callee.loc;
  }
  if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
    return { start: node.callee.property.loc.start, end: node.loc.end };
  }
  return node.loc;
}

interface Verdict {
  kind: SleepKind | 'end' | 'waited';
  step: Step | null;
  /** The step opens a run of reads that ends in assertions (`const info = await getInfo(); expect(info…)`): a check. */
  checks?: boolean;
}

export default createRule<Options, MessageIds>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow a fixed-time sleep standing in for a signal the next step depends on',
      recommended: true,
    },
    hasSuggestions: true,
    fixable: 'code',
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          reportNegativeGuards: { type: 'boolean', description: 'Also report sleeps followed by an assertion that something did not happen.' },
          reportPollIntervals: { type: 'boolean', description: 'Also report the pause inside a loop that re-checks a condition.' },
          reportTimeSemantics: { type: 'boolean', description: 'Also report sleeps whose duration is tied to a configured duration.' },
          reportPacing: { type: 'boolean', description: 'Also report sleeps in callbacks handed to the code under test.' },
          reportPausesBetweenTests: {
            type: 'boolean',
            description: 'Report a sleep that ends a teardown (a hook, or a test right after it tore something down or acted) or that is all a test does (on by default; false leaves these pauses between tests alone).',
          },
          reportSleepsBeforeWaits: {
            type: 'boolean',
            description: 'Also report a sleep right before a wait on a condition (`await sleep(500); await expect(toast).toBeVisible()`): dead weight, or a sign the wait checks the wrong state.',
          },
          ignoreDurationsBelowMs: { type: 'number', minimum: 0, description: 'Literal durations below this many milliseconds are not reported.' },
          autofix: { type: 'boolean', description: 'Let `eslint --fix` apply the wait suggestion to one sleep directly followed by one positive assertion.' },
        },
      },
    ],
    defaultOptions: [
      {
        reportNegativeGuards: false,
        reportPollIntervals: false,
        reportTimeSemantics: false,
        reportPacing: false,
        reportPausesBetweenTests: true,
        reportSleepsBeforeWaits: false,
        ignoreDurationsBelowMs: 0,
        autofix: false,
      },
    ],
    messages: {
      sleepAsSignal:
        '`{{sleep}}` stands in for a signal: the next step {{verb}} `{{step}}`, which depends on work done in the background. Wait on the state this step reads, not on time.',
      sleepBeforeWait:
        '`{{sleep}}` comes before `{{step}}`, which waits by itself but may be satisfied before the work the sleep hopes for is done (the test then goes on too early, or the sleep only slows it down). Make that wait\'s condition the state the test depends on, and drop the sleep.',
      sleepBeforeTests:
        '`{{sleep}}` ends a setup hook: the tests after it depend on what it hopes has happened by then. Wait on that state (a ready event, a condition), not on time.',
      sleepEndsStep:
        '`{{sleep}}` ends a step of the scenario: the steps after it depend on what it hopes has happened by then. Wait in the step on that state (a condition, an element, an event), not on time.',
      sleepEndsTeardown:
        '`{{sleep}}` holds a teardown hook back after it tore something down: the tests and suites that run after it depend on the teardown having finished by then (a server closed, a port or a file let go). Wait on that (the close\'s callback or promise), not on time.',
      sleepEndsTestTeardown:
        '`{{sleep}}` ends the test right after it tore something down: the tests after it depend on that teardown having finished by then (a session closed, a port let go). Await the teardown itself (the close\'s callback or promise), not time.',
      sleepEndsTestAction:
        '`{{sleep}}` ends the test right after it acted: the tests after it depend on that action having taken effect by then (a table created, a record written). Wait in the test on that state (a condition, an event), not on time.',
      sleepEndsTest:
        '`{{sleep}}` ends the test to give `{{step}}` time to assert: if its callback runs later, the test has already passed without it. Await what that callback waits for (a promise, `once(emitter, …)`), not time.',
      sleepEndsHelper:
        '`{{sleep}}` ends a helper the test awaits (`{{call}}`), and the test\'s next step {{verb}} `{{step}}`, which depends on work done in the background. Wait on the state this step reads, not on time.',
      sleepEndsSupportHelper:
        '`{{sleep}}` ends `{{call}}`, a helper of the suite: the tests that call it go on at once, counting on what the sleep hopes has happened by then (its action taken effect, the page settled). Wait in the helper on that state (a condition, an element, an event), not on time.',
      sleepBetweenTests:
        '`{{sleep}}` is all this test does: the tests after it depend on what it hopes has happened by then. Wait on that state (a ready event, a condition) in the tests that read it, not on time.',
      sleepBeforeResolve:
        '`{{sleep}}` comes right before `{{step}}`, which settles a promise the test awaits: what runs after the await depends on what the sleep hopes has happened by then. Wait on that state (a ready event, a condition), not on time.',
      blockingSleep:
        '`{{sleep}}` blocks the event loop, so no background work can run during it, and the next step {{verb}} `{{step}}`. Wait on the state this step reads, without blocking.',
      negativeGuard:
        '`{{sleep}}` is a negative guard: it gives a would-be event time to happen before `{{step}}`. It can only cause a false pass; prove the absence another way if you can.',
      negativeGuardNoStep:
        '`{{sleep}}` is a negative guard: it gives a would-be event, or a second call, time to happen. It can only cause a false pass; prove the absence another way if you can.',
      negativeGuardBeforeTests:
        '`{{sleep}}` ends a setup hook before tests that check something did not happen ({{test}}): it gives a would-be event time. It can only cause a false pass; prove the absence another way if you can.',
      pollInterval: '`{{sleep}}` is a poll interval; a wait helper with a timeout states the condition and the limit.',
      timeSemantics:
        '`{{sleep}}` waits on time itself (its duration is tied to a configured duration); fake timers make such a test exact and fast.',
      pacing: '`{{sleep}}` paces work or spaces events (in a callback handed to the code under test, or between actions of the test); nothing waits on it.',
      suggestWait: 'Replace the sleep and the assertion with `{{helper}}` on that assertion.',
    },
  },
  defaultOptions: [{}],
  create(context, [options], vocab) {
    // Most test files name no sleep at all: a look at the text spares walking their calls.
    if (!vocab.mayContainSleeps()) return {};
    const ignoreBelow = options.ignoreDurationsBelowMs ?? 0;

    /**
     * Decides from what follows the sleep. The first dependent step opens a run of reads and
     * assertions; the sleep is a negative guard only when every assertion in that run says that
     * something did not happen ("and no more" counts, flags under a title that says "not").
     */
    function verdictOf(sleep: Sleep, steps: Iterable<Step>, evidence: SleepKind | null): Verdict {
      const run: Step[] = [];
      let stepped = false;
      // A stop or close after a sleep whose comment says what it waits for depends on it, unless all that is
      // asserted after it is that nothing happened ("allow pending callbacks to fire", close, no errors: a guard).
      let commentedBarrier: Step | null = null;
      for (const step of steps) {
        // `await nextTick()`, `await flushPromises()` after the sleep: a turn that lets the steps after it see the
        // effects of the code just run; it is neither the dependent step nor a wait of its own.
        // (So is AngularJS's digest run by hand, `$rootScope.$apply()`: its promises settle in it.)
        // (Only as the first step: after an act of the test's own, `$scope.value = 3; $scope.$apply()`, the digest is part of that act.)
        if (!stepped && step.kind === 'action' && runsDigest(step.statement)) continue;
        if (step.kind !== 'inert' || (step.statement.type === 'ExpressionStatement' && step.statement.expression.type === 'AssignmentExpression')) stepped = true;
        if (step.kind === 'inert' || (step.kind === 'action' && flushesTicks(step.statement))) continue;
        // `const result = await new Promise((a) => setTimeout(() => a(true), 1000)); expect(result).toBe(true)`:
        // the value the sleep itself resolved with says nothing about the code under test.
        if (step.kind === 'assertion' && assertsSleepsOwnValue(step.assertion, sleep)) continue;
        // `await inject('/'); …; await sleep(100); res = await inject('/')`: the same request again, spaced in time
        // (a rate limit's window, "still up"); the repeat reads nothing the first one left to the background.
        const sleepStatement = statementOf(sleep.node);
        // (Not after a mere tick, `await sleep(1)`: no window is that short; it lets the first one's leftovers settle.)
        const tick = (writtenMilliseconds(sleep) ?? Infinity) < 10;
        if (run.length === 0 && !evidence && !tick && 'expression' in step && sleepStatement && repeatsAwaitedCall(step.expression, sleepStatement, vocab)) {
          return { kind: 'pacing', step };
        }
        // (A plain read between assertions, `const temperature1 = node.getValue(id1)`, keeps the run going.)
        if (step.kind === 'assertion' || (readsState(step) && (step.kind === 'read' || tallies(step.statement) || run.every((earlier) => earlier.kind !== 'assertion')))) {
          run.push(step);
          continue;
        }
        if (run.length > 0) break;
        if (commentedBarrier) return { kind: 'signal', step: commentedBarrier }; // no run of assertions right after it
        switch (step.kind) {
          case 'wait':
            // `const event = waitForEvent(sub, 'set'); await actor.set(key, 'v'); assert(await event)`: a wait kept for
            // later listens for what the next steps cause; it does not stand between the sleep and them.
            if (step.wait && step.statement.type === 'VariableDeclaration' && !promiseTaken(step.wait.node)) continue;
            // `await page.waitForTimeout(2000); await expect(status).toBeVisible()`: the wait goes on as soon as its
            // condition holds, which may be before the work the sleep hopes for (an element still there from before
            // a reload); the sleep is what the test counts on, or it is dead weight. A wait that holds on an absence
            // (`toHaveCount(0)`, `waitFor(() => expect(x).not.toBeInTheDocument())`) is met before anything happens
            // too: a guard.
            return { kind: waitAssertsAbsence(step, sleep, vocab) ? 'guard' : (evidence ?? 'signal'), step };
          case 'sleep': {
            // `cy.get('body').type('{downarrow}').wait(500);` next: the statement acts before it sleeps, and its act is
            // the step after this sleep. (A later bare sleep is judged on its own.)
            const acted = actBeforeChainedSleep(step.sleep.node);
            if (!acted) return { kind: 'waited', step };
            const action: Step = { kind: 'action', statement: step.statement, expression: acted };
            return { kind: evidence ?? actionKind(sleep, action, vocab), step: action };
          }
          case 'barrier':
            // `await sleep(500); recording.stop()`: how long the recording runs (see `actionKind`).
            if (stopsCapture(step.statement) && evidence !== 'signal') return { kind: 'pacing', step };
            // `await dispatcher.stop()` drains the background work; a bare `task.stop()` only stops more of it,
            // unless a comment says the sleep waits for something to have happened before it.
            if (evidence === 'signal') {
              // "wait for tasks to start processing", then disconnect: the close is meant to land mid-work.
              if (commentHopesInFlight(sleep, vocab)) return { kind: 'signal', step };
              commentedBarrier ??= step;
              continue;
            }
            // (In a timer's callback a bare close is what the timer is for: `setTimeout(() => nc.drain(), 100)`.)
            // (Nor is one whose promise the test keeps without awaiting it: `const topic = peers.join('chat')`.)
            // (Unless the callback checks something after it: `setTimeout(() => { crawler.stop(); sinon.assert.called(spy);
            // done() }, 100)` stops more work from starting, and the checks read what was done before.)
            if (!promiseTaken(step.expression) && (sleep.form !== 'callback' || checksOtherThanStopped(step, vocab))) continue;
            // `const listener = client.receive(onMessage); await delay(5000); await listener.stop(); expect(received)…`:
            // stopping what delivers to the test's handler drains nothing; what has not arrived by then never will.
            if (sleep.form !== 'callback' && stopsDeliveryToHandler(step, sleep, vocab)) continue;
            return { kind: 'waited', step };
          case 'end':
            return { kind: 'end', step };
          default:
            return { kind: evidence ?? actionKind(sleep, step, vocab), step }; // an action
        }
      }
      if (run.length === 0) return commentedBarrier ? { kind: 'signal', step: commentedBarrier } : { kind: 'end', step: null };
      const assertions = run.filter((step): step is Extract<Step, { kind: 'assertion' }> => step.kind === 'assertion');
      if (assertions.length === 0) return { kind: evidence ?? 'signal', step: commentedBarrier ?? run[0] };
      // A comment that waits for whatever may come ("give the SDK a moment to flush any pending sync"), then only
      // checks that nothing happened (`toBe(0)`, `.not.`, `false`): what it waited for is a would-be event; a guard.
      const onlyAbsence = assertions.every((step) => step.assertion.negative && !step.acts);
      // A comment that only hedges ("wait for potential double-replay", "a chance to process any unhandled rejections")
      // names a would-be event before checks that something is absent, or no more than a bound from above
      // (`expect(replayCount).toBeLessThanOrEqual(1)`): a guard. Before a check that the work arrived ("wait for the
      // search document to be potentially updated") it names the work, and the checks decide as without it.
      const boundsAbsence = assertions.every((step) => (step.assertion.negative || boundsFromAbove(step.assertion)) && !step.acts);
      if (evidence === null && boundsAbsence && onlyHedged(sleep, vocab, vocab.enclosingTest(sleep.node))) evidence = 'guard';
      const awaitsAnything = onlyAbsence && commentAwaitsAnything(sleep, vocab);
      // "Wait for the debounced function to be called", then `expect(enrichURL).not.toHaveBeenCalled()`: the comment
      // names the would-be call and the test checks it did not come, so the shape below decides. (A state that reads
      // like absence, `expect(pool.clients.length).toBe(0)` after "allow the event to be processed", is the outcome.)
      const deniesCall = onlyAbsence && assertions.some((step) => isCallMatcher(step.assertion.matcher));
      if (evidence === 'signal' && !commentedBarrier && !awaitsAnything && !deniesCall) return { kind: 'signal', step: run[0], checks: true };
      // "removes the job", "cleans up the namespace": absence is what the test waits for.
      const title = vocab.titlesAround(sleep.node)[0] ?? '';
      // (A test of a leak, "does not leak memory", promises a removal however it is negated.)
      const promised = title.replace(CONDITION_CLAUSE, '').replace(REMOVED_THING, '');
      const removal = (REMOVAL_TITLE.test(promised) && !NEGATED_TITLE.test(title)) || LEAK_TITLE.test(promised);
      const afterWait = vocab.followsWait(sleep.node);
      const guards = assertions.filter((step) => {
        // Each snapshot check compares with its own stored picture: the same line before the sleep saw another one.
        if (isSnapshotMatcher(step.assertion.matcher)) return false;
        // `const job = completedSpy.mock.calls[0][0]; expect(job.result).toBeNull()`: a member of a call's argument,
        // read after the sleep, throws unless the call came; an outcome, whatever the member is expected to be.
        if (readsIntoRecordedCall(step.assertion, sleep, vocab)) return false;
        // `let ran = false; handler: () => { ran = true }`: asserting `true` checks the handler ran (an outcome);
        // asserting `false`, or a `true` no callback writes, checks it has not (yet).
        const flag = vocab.flagReading(step.assertion, sleep.node.range[0]);
        if (flag) return flag === 'unchanged';
        // `assert.equal(count, 1); …; await sleep(500); assert.equal(count, 1, 'p1 should still be 1')`: the message says
        // nothing changed, and the nearest check of it before the sleep expected the same.
        if (step.assertion.unchanged && sameCheckBeforeSleep(step.assertion, sleep, vocab)) return true;
        // `const before = window.counter; await delay(10); assert.equal(window.counter, before)`: still the same.
        if (equalsReadingBeforeSleep(step.assertion, sleep, vocab)) return true;
        // `expect(heightAfter).not.toBe(heightBefore)`: it changed, an outcome.
        if (differsFromReadingBeforeSleep(step.assertion, sleep, vocab)) return false;
        // `audio.muted = true; audio.dispatchEvent(…); await sleep(100); assert.equal(audio.muted, true)`: what the test
        // wrote itself is still there; only a wrong write-back could fail it.
        if (holdsWriteBeforeSleep(step.assertion, sleep, vocab)) return true;
        // `await visit('/entries/1'); click('[data-test-reviews-link]'); await sleep(50); assert.strictEqual(currentURL(),
        // '/entries/1')`: still on the page the test went to itself; only a wrong navigation could fail it.
        if (staysWhereVisited(step.assertion, sleep, vocab)) return true;
        // `assert.strictEqual(pool.size, 4); await delay(100); assert.strictEqual(pool.size, 4)`: it held right before.
        // (Not one that acts: `expect(await testSelfWorker(new Worker(url))).toBeTruthy()` runs a new worker each time.)
        if (!step.acts && heldRightBeforeSleep(step.statement, sleep, vocab)) return true;
        // `if (messages.length === 5) { setTimeout(() => { assert.strictEqual(messages.length, 5); … }, 500) }`.
        if (!step.acts && heldByCondition(step.assertion, sleep, vocab)) return true;
        if (step.assertion.exactCount && !step.acts && afterWait && !boundBelowSeen(step.assertion, sleep, vocab)) return true;
        // `let maxActive = 0; …; await delay(5000); expect(maxActive).toBeLessThanOrEqual(limit)`: a cap on a count or a
        // peak the test started from nothing and only the code's callbacks raise; a slow run only keeps it lower, so only
        // a wrong excess can fail it. (Raised or filled by the test itself, `inFlight++`, it waits for the code to lower it.)
        if (!step.acts && !step.assertion.negative && boundsFromAbove(step.assertion) && step.assertion.subject && vocab.raisedOnlyByCallbacks(step.assertion.subject) && !boundBelowSeen(step.assertion, sleep, vocab)) return true;
        // `createAppWithConfig(uuid, { enabled: false }); await delay(…); assert.strictEqual(config.enabled, false)`: the
        // value the test handed the code has to arrive where it reads it, an outcome however it reads.
        if (carriesHandedValue(step.assertion, sleep, vocab)) return false;
        return (
          // ("can be unsubscribed" then `expect(callback).not.toHaveBeenCalled()`: a call that must not come is a guard.)
          // (Nor failures the test collects held empty, `assert.deepStrictEqual(unhandledRejections, [])` under "close()
          // disarms an unconsumed expectation without leaking": would-be events still.)
          // (Nor what only the code's callbacks fill, held empty: `handler: (n) => updates.push(n)`, then
          // `expect(updates).toEqual([])` under "stops notifying after the client unsubscribes": events that must not come.)
          (!removal || isCallMatcher(step.assertion.matcher) || readsCallsOfDouble(step.assertion.subject, vocab) || collectsFailures(step.assertion.subject, vocab) || (!!step.assertion.subject && vocab.raisedOnlyByCallbacks(step.assertion.subject))) &&
          // `expect(await cache.has('a')).toBe(false)` reads to guard; `expect(await post()).toBe(202)` acts, and so does
          // `await assert.rejects(() => channel.invoke(cmd))`: a failure the test provokes itself is no would-be event.
          !step.acts &&
          (step.assertion.negative || isTitledGuard(step.assertion, sleep, vocab)) &&
          // `to.be(1)` before the sleep, `to.be(0)` after: the test waits for a change, not for nothing.
          !changedSinceBeforeSleep(step.assertion, sleep, vocab)
        );
      });
      // Positive checks of what a wait before the sleep already saw do not depend on the sleep.
      // Unless the same subject was asserted to be something else before the sleep (`errors.length` 0, then 1).
      // `const result = await client.call(x); …; await client.dispose(); await sleep(500); expect(result).toEqual(…)`:
      // what the test settled itself before the sleep cannot depend on it.
      const settled = assertions.filter((step) => !guards.includes(step) && vocab.settledBefore(step.assertion, sleep.node.range[0]));
      const dependent = assertions.find(
        (step) =>
          !guards.includes(step) &&
          !settled.includes(step) &&
          (changedSinceBeforeSleep(step.assertion, sleep, vocab) ||
            !(guards.length > 0 && (afterWait || seenBeforeSleep(step.assertion, sleep, vocab)))),
      );
      if (!dependent && guards.length === 0 && settled.length > 0) return { kind: 'pacing', step: settled[0] };
      if (!dependent) return { kind: 'guard', step: assertions[0] };
      return { kind: evidence ?? 'signal', step: commentedBarrier ?? (run[0].kind === 'assertion' ? dependent : run[0]), checks: !commentedBarrier };
    }

    function check(node: TSESTree.Node): void {
      const sleep = vocab.sleepAt(node);
      if (!sleep || !isWaitedOn(sleep, vocab)) return;
      // `setTimeout(r)` without a duration is a zero-length tick.
      const duration = sleep.duration === null && sleep.usesGlobalTimer ? 0 : (writtenMilliseconds(sleep) ?? textDurationMs(sleep.duration));
      if (duration !== null && duration < ignoreBelow) return;
      // A function whose whole body is this sleep is a definition (its call sites are judged
      // instead), or a link of a promise chain (`.then(() => sleep(100)).then(() => expect(…))`).
      const fn = enclosingFunction(sleep.node);
      // `const executeAfterWait = (fn, ms) => new Promise((resolve) => { setTimeout(() => resolve(fn()), ms) })`: the
      // timer of a helper that runs what it is handed later; its call sites are judged.
      if (sleep.form === 'callback' && runsHandedFunctionLater(sleep, fn, vocab)) return;
      // `.then(delay(100))`: the sleeping function the call makes is that link of the chain.
      let chained: TSESTree.Node | null = sleep.deferred ? chainLinkOf(sleep.node) : null;
      if (fn && sleep.form === 'promise' && !chained) {
        const body = singleExpression(fn);
        if (body && unwrap(body) === sleep.node && !actsBeforeOnChain(sleep)) {
          chained = chainLinkOf(fn);
          // (`function delay(ms) { return () => new Promise(…) }`: the sleep a helper makes, judged where it is run.)
          if (!chained && (isDeclaredFunction(fn) || returnedByDeclaredFunction(fn))) return;
        } else if (isDeclaredFunction(fn) && !body && vocab.sleepDefinitionOf(fn)) {
          // A helper that sleeps a counted number of times: its call sites are judged, as a one-line helper's are.
          return;
        } else if (sleep.node.parent?.type === 'ReturnStatement') {
          // `.then(() => { …; return sleep(500); }).then(() => expect(…))`
          chained = chainLinkOf(fn);
        }
      }
      // `const second = first.then(() => delay(50))`: a chain kept for later runs beside the test's next steps;
      // its sleep shapes that concurrent branch (pacing), it gates nothing that follows.
      if (chained && isKeptForLater(climbChain(chained, PROMISE_METHODS))) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      // `waitFor(() => new Promise((r) => setTimeout(r, 500)))`: the wait is that sleep, judged at the wait's call.
      if (fn && fn.parent?.type === 'CallExpression' && fn.parent.arguments[0] === fn && isWholeBody(fn, sleep.node) && vocab.waitAt(fn.parent) && vocab.sleepAt(fn.parent)) return;
      // `setTimeout(() => r(), n)` inside `new Promise(r => …)` is the promise form, judged at `new Promise`.
      if (sleep.form === 'callback' && fn?.parent?.type === 'NewExpression' && vocab.sleepAt(fn.parent)) return;
      // `new Promise((r) => { …; setTimeout(() => r(), 100); })`: judged at `new Promise` too.
      if (sleep.form === 'callback' && settlesPromiseSleep(sleep.node, vocab)) return;

      const role = vocab.roleOf(chained ?? sleep.node);
      if (role.role === 'describe') return;
      // The top level of a file that declares no test (a fixture app, a script a test spawns) is a program: its
      // sleeps pace that program; the test that runs it waits on what it prints or writes.
      if (vocab.runsAsProgram(sleep.node)) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      // After the test, nothing depends on a sleep: it paces the teardown. Unless the teardown already closed or
      // stopped something: then the tests after the hook count on that having let go (a port, a file, a connection).
      const teardown = vocab.enclosingTest(sleep.node);
      if (teardown?.hook === 'after' && !tornDownBefore(sleep, teardown)) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      if (collectsForEmptyCheck(sleep, vocab)) {
        if (options.reportNegativeGuards) report(sleep, 'negativeGuard', null);
        return;
      }
      if (spacesRoundsOfInput(sleep, vocab)) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      if (loopAround(sleep.node) || insideWaitHelper(sleep.node, vocab) || insideWaitCheck(sleep.node, vocab) || backsOffBetweenRetries(sleep, vocab) || isDeadline(sleep) || retriesItself(sleep, vocab) || settlesRecursivePoll(sleep, vocab)) {
        if (options.reportPollIntervals) report(sleep, 'pollInterval', null);
        return;
      }

      // `PProgress.all([delay(103), delay(55)])`, `pTimeout(delay(200), 50)`: a sleep handed to the code as an input,
      // not waited on by the test, stands for slow work: pacing. (`Promise.all([start(), delay(2000)])` is waited on.)
      if (sleep.form === 'promise' && !chained && handedAsInput(sleep.node, vocab)) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }

      // `interceptor.on('request', async ({ controller }) => { await setTimeout(200); controller.respondWith(…) })`: a
      // listener that opens with a sleep is slow to answer, whatever follows: it simulates work.
      if (sleep.form === 'promise' && !chained && opensListener(sleep)) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }

      const test = vocab.enclosingTest(sleep.node);
      // `it('x', async () => { await sleep(100); const channel = new Channel(); … })`: the test has started nothing
      // yet for the sleep to wait on, and goes on to start things: it spaces this test from the ones before it.
      // (Straight to an assertion, it waits on something a hook or an earlier test started: judged as usual.)
      // (So does one opening a setup hook that goes to a page next: `test.beforeEach(async ({ page }) => { await
      // page.waitForTimeout(500); await page.goto('') })` loads a fresh page, which nothing before the sleep started.)
      if (
        (test?.kind === 'test' || (test?.kind === 'hook' && test.hook === 'before' && navigatesNext(sleep))) &&
        role.role === 'test' &&
        test.callback &&
        !chained &&
        sleep.form !== 'callback' &&
        // (`cy.get('a').click().wait(500)` starts something before its sleep, in the same statement.)
        !chainedOffCall(sleep.node) &&
        firstStatementOf(test.callback) === statementOf(sleep.node) &&
        // (`const timer = delay(500); await queue.add(job); await timer; expect(…)`: kept, it is waited on further on.)
        !awaitedLater(sleep, vocab) &&
        // (`cy.wait(500); cy.get('input[name=search]').type('x')`: a query of the page a setup hook opened reads it.)
        [...takeSteps(vocab.stepsAfter(sleep.node), 1)].some((step) => step.kind !== 'assertion' && !keepsReading(step) && !('expression' in step && startsWithCypressPageQuery(step.expression, vocab))) &&
        // (`await page.waitForTimeout(500); const createButton = page.getByRole('button', …)`: Playwright's too.)
        !locatesOnPageNext(sleep, vocab) &&
        // (`it('selects the account', async () => { await browser.pause(1000); … })` after another test: an end-to-end
        // suite's tests share one page, and the sleep waits on what the test before it set going there.)
        !(test.kind === 'test' && drivesBrowser(sleep) && vocab.followsAnotherTest(test))
      ) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      // `delay.spec.js` calling the `delay` it tests: time itself is the subject, whatever follows.
      if (testsTheSleepItself(sleep, vocab, test)) {
        if (options.reportTimeSemantics) report(sleep, 'timeSemantics', null);
        return;
      }
      const evidence = sleepEvidence(sleep, vocab, test);
      if (sleep.endsTest) {
        judgeTestEndingTimer(sleep, evidence);
        return;
      }
      let steps: Iterable<Step> | null;
      // (`setTimeout(done, 100)` ending a hook runs nothing of its own: what follows it is the tests.)
      if (sleep.form === 'callback') steps = sleep.callback ? vocab.stepsOfBody(sleep.callback) : [];
      else if (chained) steps = stepsAfterChainLink(chained, vocab);
      else {
        const then = thenCallback(sleep);
        // `browser.sleep(1000).then(done);` as a test's last statement: the sleep only holds back the test's own end.
        const endsOwnTest = !then && handsOwnDone(sleep, vocab);
        steps = then && isFunction(then) ? vocab.stepsOfBody(then) : endsOwnTest ? [] : vocab.stepsAfter(awaitedLater(sleep, vocab) ?? sleep.node);
        // `cy.focused().type('foo').wait(500).click()`: the rest of a Cypress chain runs before the next statement.
        const rest = !then && !endsOwnTest ? restOfCommandChain(sleep.node) : null;
        // (`it('x', () => browser.get(url).sleep(500).click('#a'))`: a chain that is an arrow's whole body has no
        // statement of its own; the chain stands for one.)
        const statement = rest ? (statementOf(sleep.node) ?? arrowBodyAround(rest)) : null;
        if (rest && statement) {
          const step = restOfChainStep(sleep.node, statement, rest, vocab);
          const checks = step.kind === 'wait' ? null : checksAlongChain(sleep.node, vocab);
          if (checks) steps = concatSteps(checks.actsAfter ? [...checks.steps, step] : checks.steps, steps ?? []);
          else if (step.kind !== 'inert') steps = concatSteps([step], steps ?? []);
        }
      }
      // No statement of its own: the sleep is (part of) an arrow's expression body, e.g.
      // `beforeAll(() => Promise.all([start(), delay(2000)]))`. Nothing follows it there.
      steps ??= [];
      // `await act(() => sleep(50)); expect(…)`: the test goes on after the wrapper its sleep sits in.
      const wrapper = sleep.form === 'promise' && fn ? fn.parent : undefined;
      if (isInPlaceWrapper(wrapper) && wrapper.arguments.includes(fn as TSESTree.CallExpressionArgument) && !chained) {
        steps = concatSteps(steps, vocab.stepsAfter(wrapper) ?? []);
      } else if (isPageScript(wrapper) && wrapper.arguments.includes(fn as TSESTree.CallExpressionArgument) && !chained) {
        // `const text = await page.evaluate(async () => { click(); await sleep(100); return body.textContent; });
        // expect(text)…`: what the script returns is read by the test's steps after the call.
        steps = concatSteps(withoutReturn(steps), vocab.stepsAfter(wrapper) ?? []);
      }
      // `await testCache({ async update() { await writeFile(…); await sleep(100); } }); assert…`: the last step of a
      // callback the test awaits a call with; the call goes on after it, and the test after the call.
      const harness = role.role === 'handed' && !chained && sleep.form === 'promise' ? awaitedHarnessCall(role.fn, sleep, vocab) : null;
      if (harness) steps = concatSteps(steps, vocab.stepsAfter(harness) ?? []);
      const verdict = verdictOf(sleep, steps, evidence === 'pacing' ? null : evidence);
      let kind: Verdict['kind'] = verdict.kind;
      // `setTimeout(() => stream.end(), 0)`: a zero-length timer that acts orders the action after the current code.
      // (A callback that reads and then asserts, `const events = spy.args.map(…); expect(events)…`, is the check shape.)
      // (A timer that starts the next step of a series is no staged event: what follows is the test's own next step.)
      // `(async () => { await delay(200); emitter.emit('x') })()`, not awaited: a branch that runs beside the test's
      // next steps, as a timer's callback does; judged like one.
      const timerActs =
        (sleep.form === 'callback' || opensDetachedBranch(sleep)) &&
        !sleep.seriesStep &&
        !!verdict.step &&
        !verdict.checks &&
        // (`setTimeout(() => fs.readFile(file, (err, contents) => { t.match(contents, …) }), 100)` reads and checks.)
        !readsInCallback(verdict.step, vocab) &&
        // (`setTimeout(() => { unhook(); expect(captured).to.equal('…') }, 100)`: it stops listening, then checks in its own
        // body what arrived while it waited.)
        !(sleep.form === 'callback' && 'expression' in verdict.step && endsSomething(verdict.step.expression) && assertsInBody(sleep.callback, vocab)) &&
        (verdict.step.kind === 'action' || verdict.step.kind === 'barrier' || verdict.step.kind === 'end');
      if (timerActs && (sleep.duration === null || numberValue(sleep.duration) === 0)) return;
      // `before((done) => { startController(() => { setTimeout(() => createTestState(() => done()), 2000) }) })`: the
      // timer's action ends the setup hook in its own callback, so the tests wait for it, and it waits on time.
      if (timerActs && verdict.step && evidence !== 'pacing' && endsSetupHookLater(sleep, vocab)) {
        reportBeforeTests(sleep);
        return;
      }
      // (A timer that changes a file for a running watcher is the test's own step, wherever it sits.)
      let changesWatchedFile = false;
      if (timerActs && verdict.step) {
        // A timer that closes or stops something (`setTimeout(() => ws.close(), 150)`) gates that step on time
        // like any other action; only an awaited barrier drains background work first.
        if (verdict.kind === 'waited' && verdict.step.kind === 'barrier') kind = evidence ?? actionKind(sleep, verdict.step, vocab);
        // `setTimeout(() => controller.abort(), 20); await fetch(url, { signal })`: it hopes the request is in flight.
        const timerStatement = branchStatementOf(sleep);
        const interrupts = 'expression' in verdict.step && !!timerStatement && interruptsOperation(verdict.step.expression, timerStatement, vocab);
        changesWatchedFile = changesFileForRunningWatcher(sleep, verdict.step, vocab);
        // (In a listener of a ready event, `nodemon.on('start', () => { setTimeout(() => touch(file), 1000) })`, the
        // timer's action is meant for something that only got going after that event: it hopes it is ready.)
        if (
          kind === 'signal' &&
          evidence !== 'signal' &&
          !interrupts &&
          !('expression' in verdict.step && isEndingCall(verdict.step.expression)) &&
          !(timerStatement && insideReadyListener(timerStatement)) &&
          !sendsToNewReceiver(sleep, verdict.step) &&
          !changesWatchedFile
        ) {
          kind = 'pacing';
        }
        // (A file changed for a running watcher is meant to land while the test awaits the watcher noticing it.)
        if (kind === 'signal' && !interrupts && !changesWatchedFile && !sendsToNewReceiver(sleep, verdict.step) && timerPlaysOtherSide(sleep, verdict.step, vocab)) kind = 'pacing';
        // `setTimeout(() => controller.abort(), 20)`, `setTimeout(() => span.end(), 10)`, `setTimeout(() => socket.destroy(),
        // 100)`: a timer that ends something and checks nothing itself only sets when the end comes; what the test then
        // checks, it awaits on its own. (`setTimeout(() => log4js.shutdown(() => { assert… }), 100)` checks: judged as usual.)
        if (kind === 'signal' && evidence !== 'signal' && sleep.form === 'callback' && sleep.callback && endsWithoutCheck(verdict.step, sleep.callback, vocab)) kind = 'pacing';
        // `setTimeout(() => { instance.stop(); t.end(); }, 2000)`: it stops what runs and ends the test, checking
        // nothing; however late the work, nothing can fail for it (a guard when the title says what must not happen).
        if (kind === 'signal' && evidence !== 'signal' && !interrupts && endsTestUnchecked(sleep, vocab)) {
          const title = vocab.titlesAround(sleep.node)[0];
          kind = title && NEGATED_TITLE.test(title) ? 'guard' : 'pacing';
        }
      }
      // `processInteract(stdout, [async ({ output }) => { if (output.includes('hello world')) { await setTimeout(1000);
      // await fixture.writeFile('value.js', …); return true; } }, …])`: an awaited sleep before a change of a file, once
      // the watched run printed its marker, hopes the watcher is armed by then, as a timer there does.
      if (!timerActs && sleep.form === 'promise' && role.role === 'handed' && verdict.step && 'expression' in verdict.step && writesFile(verdict.step.expression, vocab)) {
        const statement = statementOf(sleep.node);
        if (statement && afterOutputMarker(statement, role.fn) && !withinDoubleImplementation(role.fn, vocab)) changesWatchedFile = true;
      }
      if (kind === 'signal' && evidence === 'pacing') kind = 'pacing';
      // In a callback handed to the code under test a sleep simulates work, unless the callback
      // goes on to assert: then it is the test's own continuation (listeners of callback-style tests).
      // A sleep that opens a handed callback (`async (req) => { await sleep(1); … }`) simulates work whatever follows.
      // `beforeEach((done) => { io.on('connection', async () => { …; await sleep(200); done(); }) })`: wherever it
      // sits, a sleep right before the hook's own `done()` is what the tests after the hook depend on.
      // `return new Promise((resolve) => { io.on('connection', async () => { …; await sleep(200); resolve(ctx); }) })`:
      // whoever awaits that promise goes on right after the sleep.
      // `class Ext { afterLoadDocument() { t.fail('should not run') } }; …; await sleep(300); t.pass(); resolve('')`: the
      // test's only checks sit in callbacks that can only fail, and nothing after the sleep checks anything: it gives
      // them time to run wrongly, a negative guard.
      if (kind === 'end' && !chained && sleep.form !== 'blocking' && guardedByFailingCallbacks(sleep, vocab)) {
        if (options.reportNegativeGuards) report(sleep, 'negativeGuard', null);
        return;
      }
      if (kind === 'end' && !chained && sleep.form !== 'blocking' && evidence !== 'pacing' && settlesAwaitedPromise(verdict.step, vocab)) {
        report(sleep, 'sleepBeforeResolve', verdict.step);
        return;
      }
      // `async selectLanguage(x) { await this.click(x); await this.sleep(200); }` in a page object, or any helper of a
      // support module that ends right after it acted: the tests that call it, in other files, go on right after it.
      if (kind === 'end' && !chained && sleep.form === 'promise' && (!evidence || evidence === 'signal') && role.fn) {
        const helper = vocab.supportHelperName(role.fn);
        // (A Cypress command queues its steps: `cy.contains('Create').click().wait(1000)` ending it acted before the
        // sleep as surely as an awaited call does.)
        const lastAct = helper ? lastActBeforeEndingSleep(sleep, role.fn, vocab, true) : null;
        // (A browser driver's sleep ending such a helper, a page object's method or a Cypress command,
        // `await this.editButton().waitFor(…); await this.page.waitForTimeout(2000)`, also a fallback in a `catch`,
        // holds its callers back until the page has settled, whatever came before it; not after a teardown, and not
        // in a helper that is only the sleep, which is a sleep itself, judged where it is called.)
        const endsBrowserHelper = helper !== null && lastAct !== 'teardown' && drivesBrowser(sleep) && (!isWholeBody(role.fn, sleep.node) || actsBeforeOnChain(sleep));
        if (helper && (lastAct === 'action' || endsBrowserHelper || cypressCommandActsBefore(sleep, role.fn, vocab))) {
          report(sleep, 'sleepEndsSupportHelper', null, false, helper);
          return;
        }
      }
      // (`class QuotasPage extends BasePage { async addLabel() { await this.robustClick(add); await this.page.waitForTimeout(500);
      // … } }`: a page object's method drives the browser for the tests that call it; its steps are theirs.)
      const handed = role.role === 'handed' && !harness && !sleep.seriesStep && !pageModelSleep(sleep, role.fn, vocab);
      // (`setTimeout(done, 200)` ending the last callback of a setup hook ends the hook, wherever the callback sits.)
      if (kind === 'end' && !chained && sleep.form !== 'blocking' && handed && (endsSetupHook(verdict.step, sleep, vocab) || sleep.endsHook)) {
        // (`after((done) => { sails.lower(() => { setTimeout(done, 100) }) })`: a teardown's own end, held back.)
        if (vocab.enclosingTest(sleep.node)?.hook === 'after') reportBetweenTests(sleep, 'sleepEndsTeardown');
        else reportBeforeTests(sleep);
        return;
      }
      // (A timer whose own callback checks, `send((err, res) => { setTimeout(() => { sockets().length.should.eql(0);
      // done() }, 10) })`, simulates no work where it opens a callback: it is the test's next step, held back.)
      // (Only in a callback told that something is done, `(err, resp) => …`; a handler, `(req, res) => …`, or a mock's
      // implementation that opens with a timer is a slow far side whatever the timer checks.)
      // (Nor a sleep opening a callback told of an error, which checks after it: `redis.monitor(async (err, monitor) => {
      // await waitForMonitorReady(); expect(monitor.mode).to.equal('monitor') })` goes on with the test.)
      const opensCallback =
        handed &&
        firstStatementOf(role.fn) === statementOf(sleep.node) &&
        !(sleep.form === 'callback' && isCompletionCallback(role.fn) && timerChecks(sleep)) &&
        !(sleep.form === 'promise' && (toldOfError(role.fn) || isBoundEventListener(role.fn)) && assertsAfter(sleep, role.fn, vocab));
      // A callback that asserts (`server.listen(0, () => { …; t.assert…; done(); })`) is the test's own continuation.
      // So is a ready callback (no parameters, or only an error: `net.connect(port, () => { setTimeout(() => client.destroy(), 50) })`)
      // whose timer ends something of the test's own; a handler (`(ctx, next) => …`) is the far side whatever it ends.
      const continuation =
        handed &&
        !opensCallback &&
        // (A handler or a method the code calls checks what it is handed and then works: only checks after the
        // sleep make it the test's own. A ready callback, timers, and a sleep before an end are judged whole; a
        // timer's own checks count also when no word of them says so, `setTimeout(() => { scope.done(); done() }, 100)`.)
        ((kind === 'end' || sleep.form === 'callback' || isReadyCallback(role.fn)
          ? mentionsAssertion(vocab.text(role.fn)) || (sleep.form === 'callback' && timerChecks(sleep))
          : assertsAfter(sleep, role.fn, vocab)) ||
          (sleep.form === 'callback' && kind === 'signal' && isReadyCallback(role.fn)));
      // (A handler's checks of only what it handles are part of the work it simulates, not the test's next step.)
      const handlesOwn = handed && !opensCallback && (!isReadyCallback(role.fn) || isAsyncWorker(role.fn)) && sleep.form !== 'callback' && checksOnlyWhatItHandles(sleep, role.fn, vocab);
      // (In what a double runs, the far side pacing its answer; unless what runs after the sleep checks something, a
      // timer's own callback or the steps after an awaited sleep: `jest.fn(() => { setTimeout(() => {
      // expect(store.count).toBe(1); done() }, 50) })` handed to `store.subscribe` holds back the test's own check.)
      const withinDouble = handed && withinDoubleImplementation(role.fn, vocab);
      const checksAfterSleep = withinDouble && (sleep.form === 'callback' ? timerChecks(sleep) : assertsAfter(sleep, role.fn, vocab));
      // (`gaze('**/*', (err, watcher) => { watcher.on('all', check); setTimeout(() => fs.writeFileSync(file, 'x'), 1000) })`:
      // a change made for the watcher the callback was handed hopes it is armed, whether or not the callback checks.)
      if (handed && !changesWatchedFile && (handlesOwn || (withinDouble && !checksAfterSleep) || (!continuation && (opensCallback || !(kind === 'signal' && verdict.step?.kind === 'assertion'))))) {
        if (kind === 'signal' || kind === 'end') kind = 'pacing';
        else return;
      }
      switch (kind) {
        case 'signal':
          // `afterEach(async () => { await q.shutdown(); await delay(100); await redis.quit(); await clearNamespace() })`:
          // in a teardown that checks nothing after it, the sleep lets what was just torn down go before more cleanup;
          // what depends on it is the next test's start, a pause between tests. (On the held-out samples since 725,
          // none of nine such sleeps was a signal.)
          if (teardownPauseBeforeCleanup(sleep, role, verdict, evidence, vocab)) {
            reportBetweenTests(sleep, 'sleepEndsTeardown');
            return;
          }
          if (verdict.step?.kind === 'wait' && sleep.form !== 'blocking') {
            // `await save.click(); await page.waitForTimeout(10); await expect(toast).toBeVisible()`: a pause this short
            // stands in for no work; the wait after it does the waiting. (On the held-outs from 725, 4 of 26 such
            // sleeps of 100 ms or less were signals, against 82 of 120 longer ones or ones of no written length.)
            if ((writtenMilliseconds(sleep) ?? Infinity) <= SHORT_PAUSE_BEFORE_WAIT_MS) {
              if (options.reportPacing) report(sleep, 'pacing', verdict.step);
              return;
            }
            // A longer one is dead weight unless the wait is met too early; the step after it waits on its own, so
            // the test does not fail for a slow machine the way a sleep before a plain step does. (On held-outs 997
            // to 1012, 1 of 12 such sleeps was labelled a signal; on 725 to 740, 19 of 37.)
            if (options.reportSleepsBeforeWaits) report(sleep, 'sleepBeforeWait', verdict.step);
          } else report(sleep, sleep.form === 'blocking' ? 'blockingSleep' : 'sleepAsSignal', verdict.step, verdict.checks);
          return;
        case 'end': {
          // `inject(url, (err, res) => { t.assert… }); await sleep(200) })`: the sleep holds the test open until
          // callbacks started before it have asserted; the test counts on them having run by then.
          // (Also a test declared without a test call: a class of tests' `'@test …'(assert)` method, nodeunit's exports.)
          const isTest = role.role === 'test' && (role.testCall ? role.testCall.kind === 'test' : !!role.fn && isFunction(role.fn) && vocab.exportedTest(role.fn)?.kind === 'test');
          const pending = isTest && !chained && sleep.form === 'promise' ? pendingAssertingCallback(sleep, vocab) : null;
          // (`test('x', async ({ assert }, done) => { bus.subscribe('foo', (m) => { assert…; done() }); …; await sleep(200) })
          // .waitForDone()`: the test ends when that callback calls `done`, not after the sleep; nothing waits on it.)
          if (pending && role.role === 'test' && role.testCall && callsTestDone(pending, role.testCall, vocab)) {
            if (options.reportPacing) report(sleep, 'pacing', null);
            return;
          }
          if (pending) {
            report(sleep, 'sleepEndsTest', vocab.classifyStatement(pending));
            return;
          }
          const lastAct = role.role === 'test' && role.testCall?.kind === 'test' && !chained && sleep.form === 'promise' ? lastActBeforeEndingSleep(sleep, role.testCall.callback, vocab) : null;
          if (lastAct && role.role === 'test' && role.testCall) {
            const later = testsHeldBack(role.testCall, vocab);
            if (later.length > 0 && lastAct === 'teardown') reportBetweenTests(sleep, 'sleepEndsTestTeardown');
            // (Off by default like the teardowns: on the held-out samples since 725, 1 such sleep in 7 was a signal; the
            // others closed a picker, spaced settings or let a watcher fire nothing.)
            else if (later.length > 0) reportBetweenTests(sleep, 'sleepEndsTestAction');
            return;
          }
          // `assert.strictEqual(cart.orderNumber, 'x'); // Allow time for async event processing \n await sleep(50) })`: the
          // test's last statement, after no act of its own, whose comment says what it waits for; the tests after it
          // read what it hopes is done by then.
          if (evidence === 'signal' && role.role === 'test' && role.testCall?.kind === 'test' && !chained && sleep.form === 'promise' && endsBody(sleep, role.testCall.callback)) {
            const later = testsHeldBack(role.testCall, vocab);
            if (later.length > 0) reportBetweenTests(sleep, 'sleepEndsTestAction');
            return;
          }
          // `it('gives kafka some time', (done) => { setTimeout(done, 2500) }); it('consumes', …)`: a test that only
          // sleeps checks nothing; it holds back the tests after it, as a setup hook's last sleep does.
          // (A test titled for what must not happen, "should not fire a close event", is itself the check.)
          // (Skipped, or run beside the others, it holds nothing back; nor before tests that are empty or only sleep
          // themselves, as in a test runner's own fixtures.)
          if (role.role === 'test' && role.testCall?.kind === 'test' && !chained && sleep.form !== 'blocking' && isWholeCallback(role.testCall, sleep) && onlySleeps(sleep, role.testCall, vocab)) {
            const title = role.testCall.title ? vocab.text(role.testCall.title) : '';
            const later = NEGATED_TITLE.test(title) ? [] : testsHeldBack(role.testCall, vocab);
            if (later.length === 0) return;
            // ("wait for session to expire", a sleep tied to a duration the suite configured: the tests after it wait
            // for that time to pass, not for a signal.)
            if (evidence === 'time') {
              if (options.reportTimeSemantics) report(sleep, 'timeSemantics', null);
              return;
            }
            // (Before tests that each check an absence it is a negative guard, under that option.)
            if (options.reportPausesBetweenTests || later.every((test) => promisesAbsence(test))) reportBeforeTests(sleep, later, 'sleepBetweenTests');
            else if (options.reportPacing) report(sleep, 'pacing', null);
            return;
          }
          // `async function publish(msg) { client.publish(msg); await sleep(100); }`, then `await publish(m);
          // expect(received)…` in a test: the helper ends with the sleep, so the test goes on right after it.
          if (role.role === 'test' && !role.testCall && role.fn && !chained && sleep.form === 'promise') {
            const site = signalAtCallSite(role.fn, sleep, evidence);
            if (site) {
              report(sleep, 'sleepEndsHelper', site.verdict.step, site.verdict.checks, shorten(vocab.text(site.call)));
              return;
            }
          }
          // `afterEach(async () => { await server.close(); await sleep(100) })`: the hook tore something down and holds
          // the next tests back until it has hopefully finished; a hook that only sleeps spaces the tests.
          if (role.role === 'test' && role.testCall?.hook === 'after' && !chained && sleep.form !== 'blocking') {
            if (!isWholeCallback(role.testCall, sleep)) reportBetweenTests(sleep, 'sleepEndsTeardown');
            else if (options.reportPacing) report(sleep, 'pacing', null);
            return;
          }
          if (role.role === 'test' && role.testCall?.hook === 'before' && !chained && sleep.form !== 'blocking') {
            // `beforeEach(() => sleep(2000))` with nothing else in it starts nothing: it spaces the tests (rate limits),
            // unless its comment says what it waits for ("wait for initialization": what an outer hook started).
            if (!onlySpacesTests(role.testCall, sleep) || sleepEvidence(sleep, vocab, role.testCall) === 'signal') reportBeforeTests(sleep);
            else if (options.reportPacing) report(sleep, 'pacing', null);
          }
          return;
        }
        case 'guard':
          if (options.reportNegativeGuards) report(sleep, 'negativeGuard', verdict.step);
          return;
        case 'time':
          if (options.reportTimeSemantics) report(sleep, 'timeSemantics', verdict.step);
          return;
        case 'pacing':
          if (options.reportPacing) report(sleep, 'pacing', verdict.step);
          return;
        default:
          return;
      }
    }

    /**
     * The first call site of a helper of the file, awaited by test code, after which the test checks or reads what
     * the helper's last sleep hoped for. (The helper must end with the sleep; a call not awaited goes on before it.
     * Back-to-back calls of the helper are a series, judged at the last. An action after the call is not judged
     * here: whether it depends on the sleep is read in the test's own context, which the helper's steps are not.)
     */
    function signalAtCallSite(inner: FunctionNode, sleep: Sleep, evidence: SleepKind | null): { verdict: Verdict; call: TSESTree.CallExpression } | null {
      // (The role is the outer helper's when the sleep sits in a `.then` callback of the chain it returns.)
      const own = enclosingFunction(sleep.node);
      const fn = own && isFunction(own) ? helperEndedBySleep(own, sleep, vocab) : null;
      if (!fn || fn !== inner) return null;
      for (const variable of selfVariables(fn, vocab)) for (const reference of variable.references) {
        const call = reference.identifier.parent;
        if (call?.type !== 'CallExpression' || call.callee !== reference.identifier) continue;
        // `await act()`, also handed on to what the test awaits: `await Promise.race([errored, withTimeout(act(), 2000)])`.
        const awaited = awaitedThroughArguments(call);
        if (!awaited) continue;
        const statement = statementOf(awaited);
        // (Also keeping what it hands back: `const ack = await publish(m)`, `({ ack } = await publish(m))`.)
        if (!statement || !takesAwaitedCall(statement, awaited)) continue;
        const caller = vocab.roleOf(statement);
        if (caller.role !== 'test' || !caller.testCall || caller.testCall.kind !== 'test') continue;
        if (callsAgain(statement, variable)) continue;
        const verdict = verdictOf(sleep, vocab.stepsAfter(call) ?? [], evidence === 'pacing' ? null : evidence);
        if (verdict.kind === 'signal' && verdict.step && (verdict.step.kind === 'assertion' || verdict.step.kind === 'read')) return { verdict, call };
      }
      return null;
    }

    /**
     * The await that waits for the call: right around it, or around the calls and lists it is handed to on the way
     * (`Promise.race([errored, withTimeout(act(), 2000)])`). Not a callback's: `await run(() => act())` runs it later.
     */
    function awaitedThroughArguments(call: TSESTree.CallExpression): TSESTree.AwaitExpression | null {
      let node: TSESTree.Node = call;
      for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
        if (parent.type === 'AwaitExpression') return parent;
        // (`await Promise.race([act(), sleep(10)])` may go on when the sleep is over, before the helper is.)
        if (parent.type === 'ArrayExpression' && parent.elements.some((element) => element && element !== node && vocab.sleepAt(unwrap(element)))) return null;
        if (parent.type === 'ArrayExpression') continue;
        if (parent.type === 'CallExpression' && parent.arguments.includes(node as TSESTree.CallExpressionArgument)) continue;
        return null;
      }
      return null;
    }

    /** The timer's own callback makes a check the vocabulary knows (`expect(…)`, `assert…`, a nock scope's `done()`). */
    function timerChecks(sleep: Sleep): boolean {
      // (Also a check written by hand: `if (frame.offsetWidth !== expected) return done(new Error(…))`.)
      return !!sleep.callback && anyNode(sleep.callback.body, (node) => (node.type === 'CallExpression' && !!vocab.assertionAt(node)) || (node.type === 'IfStatement' && !!handWrittenCheck(node)), { intoFunctions: true });
    }

    /**
     * `ws.on('close', () => { wss.close(() => { setTimeout(done, 500) }) })`, `pm2.start(app, () => { setTimeout(done,
     * 1200) })`: a timer handed the test's own `done` as the last step of the test or of a callback in it ends the
     * test after it acted or tore something down; the tests after it depend on that having taken effect by then. When
     * the test hands the code callbacks that can only fail (`assert(false, 'no message should arrive')`), or its title
     * says what must not happen, the timer gives them time to run wrongly: a negative guard.
     */
    function judgeTestEndingTimer(sleep: Sleep, evidence: SleepKind | null): void {
      const test = vocab.enclosingTest(sleep.node);
      if (test?.kind !== 'test' || !test.callback || !isFunction(test.callback)) return;
      // (`setTimeout(done, 0)`: one turn of the event loop, no length of time to stand in for anything.)
      if (sleep.duration === null || numberValue(sleep.duration) === 0) return;
      if (evidence === 'guard' || evidence === 'time' || evidence === 'pacing') {
        reportEvidence(sleep, evidence);
        return;
      }
      const statement = statementOf(sleep.node);
      const ended = enclosingFunction(sleep.node);
      // `async.each(items, iteratee, (err) => { expect(err).to.equal('error') }); setTimeout(done, 50)`: the test is held
      // open for a callback that checks; if it runs later, the test has passed without it.
      const pending = statement && ended === test.callback && statement.parent === test.callback.body ? assertingCallbackBefore(statement, vocab) : null;
      const later = testsHeldBack(test, vocab);
      if (!pending && later.length === 0) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      // ("ignores messages from unknown channels": what is ignored must not act.)
      // (`async.each(items, iteratee, (err) => { assert.strictEqual(++called, 1); setTimeout(done, 50) })`: the callback
      // fails if the code calls it again; the timer gives it the time to.)
      const pendingCallbacks = pending ? callbacksHandedBy(pending) : [];
      const failsIfRunAgain = (ended !== test.callback && !!ended && failsOnSecondRun(ended, vocab)) || pendingCallbacks.some((fn) => failsOnSecondRun(fn, vocab));
      if (promisesAbsence(test) || IGNORES_TITLE.test(test.title ? vocab.text(test.title) : '') || handsFailingCallback(test.callback, sleep, vocab) || failsIfRunAgain) {
        reportEvidence(sleep, 'guard');
        return;
      }
      if (pending) {
        report(sleep, 'sleepEndsTest', vocab.classifyStatement(pending));
        return;
      }
      // The test's own last statement ends it after an act only when the statement before it acts (`client.send('x');
      // setTimeout(done, 100)`, not `this.timeout(0); setTimeout(done, 1)`); the last step of a callback in it, after the
      // call it was handed to, or after what it does before the timer (`wss.close(); setTimeout(() => done(), 500)`).
      const lastAct = lastActBeforeEndingSleep(sleep, ended, vocab) ?? (ended !== test.callback ? callbackAct(ended) : null);
      if (!lastAct) {
        if (options.reportPacing) report(sleep, 'pacing', null);
        return;
      }
      reportBetweenTests(sleep, lastAct === 'teardown' ? 'sleepEndsTestTeardown' : 'sleepEndsTestAction');
    }

    /** A guard, time semantics or pacing, each under its option. */
    function reportEvidence(sleep: Sleep, kind: 'guard' | 'time' | 'pacing'): void {
      if (kind === 'guard' ? options.reportNegativeGuards : kind === 'time' ? options.reportTimeSemantics : options.reportPacing) {
        report(sleep, kind === 'guard' ? 'negativeGuard' : kind === 'time' ? 'timeSemantics' : 'pacing', null);
      }
    }

    /**
     * A sleep at the border between tests: it ends a teardown, or a test right after that test tore something down.
     * What waits on it is the next test's start (a port let go, a server down): the newer labelled samples read such a
     * sleep as a signal 25 times in 27, so it is reported unless `reportPausesBetweenTests` is false (then as pacing,
     * under `reportPacing`).
     */
    function reportBetweenTests(sleep: Sleep, messageId: 'sleepEndsTeardown' | 'sleepEndsTestTeardown' | 'sleepEndsTestAction'): void {
      if (options.reportPausesBetweenTests) report(sleep, messageId, null);
      else if (options.reportPacing) report(sleep, 'pacing', null);
    }

    /**
     * A sleep that ends a setup hook: the tests after it depend on what it hopes has happened. When every one of
     * them checks an absence ("should not receive the message"), it gives a would-be event time.
     */
    function reportBeforeTests(sleep: Sleep, after?: TestCall[], messageId: 'sleepBeforeTests' | 'sleepBetweenTests' = 'sleepBeforeTests'): void {
      const hook = vocab.enclosingTest(sleep.node);
      const tests = after ?? (hook ? vocab.testsUnderHook(hook) : []);
      // (A nested describe's setup hook acts after this one: the sleep comes before that action.)
      const guards = tests.length > 0 && tests.every((test) => test.kind === 'test' && promisesAbsence(test));
      // (A Cucumber step, `Then('…', async () => { …; await browser.pause(2000) })`, ends before the scenario's next steps.)
      if (!guards) report(sleep, messageId === 'sleepBeforeTests' && hook && CUCUMBER_STEPS.has(hook.name) ? 'sleepEndsStep' : messageId, null);
      else if (options.reportNegativeGuards) {
        // (A test without a title of its own, `it(async () => …)`, is named by its place.)
        const titled = tests.find((test) => test.title);
        const test = titled?.title ? shorten(vocab.text(titled.title)) : 'the test after it';
        context.report({ node: sleep.node, loc: reportLocation(sleep.node), messageId: 'negativeGuardBeforeTests', data: { sleep: sleepText(sleep), test } });
      }
    }

    /** A test that checks something did not happen: by its title ("should not receive", "no app gets it"), or by every check it makes. */
    function promisesAbsence(test: TestCall): boolean {
      if (test.title && (PROMISES_ABSENCE.test(vocab.text(test.title)) || /^\W*no\b/i.test(vocab.text(test.title)))) return true;
      if (!test.callback) return false;
      let positive = false;
      let negative = false;
      anyNode(test.callback, (node) => {
        const assertion = node.type === 'CallExpression' ? vocab.assertionAt(node) : null;
        // (A check of an error handed to a callback, `should(err).be.null()`, says nothing of what the test expects.)
        if (!assertion || (assertion.subject?.type === 'Identifier' && isErrorName(assertion.subject.name))) return false;
        if (assertion.negative) negative = true;
        else positive = true;
        return positive;
      }, { intoFunctions: true });
      return negative && !positive;
    }

    function stepText(sleep: Sleep, step: Step): string {
      // `….wait(500).click()`: the step is the rest of the sleep's own chain; name only that rest.
      const [start, end] = step.statement.range;
      if ('expression' in step && start <= sleep.node.range[0] && sleep.node.range[1] < step.expression.range[1] && step.expression.range[1] <= end) {
        return shorten(context.sourceCode.text.slice(sleep.node.range[1], step.expression.range[1]).trim());
      }
      // (`cy.get('body').type('{downarrow}').wait(500);`: a statement that acts and then sleeps; name its act.)
      if (step.kind === 'action' && step.expression.parent?.type === 'MemberExpression' && step.expression.parent.object === step.expression) {
        const link = step.expression.parent.parent;
        if (link?.type === 'CallExpression' && link.callee === step.expression.parent && vocab.sleepAt(link)) return shorten(vocab.text(step.expression));
      }
      // (`browser.get(url).sleep(500).waitForElementById('a')`: a wait in the sleep's own chain, named from the sleep on;
      // so is a check, `.pause(500).expect.element('#b').to.be.visible`.)
      if (step.kind === 'wait' && start <= sleep.node.range[0] && sleep.node.range[1] < end) {
        return shorten(context.sourceCode.text.slice(sleep.node.range[1], end).trim());
      }
      const linksOn = sleep.node.parent?.type === 'MemberExpression' && sleep.node.parent.object === sleep.node;
      const checkEnd = step.kind === 'assertion' ? step.assertion.node.range[1] : -1;
      if (linksOn && start <= sleep.node.range[0] && sleep.node.range[1] < checkEnd) {
        return shorten(context.sourceCode.text.slice(sleep.node.range[1], checkEnd).trim());
      }
      return shorten(vocab.text(step.statement));
    }

    function sleepText(sleep: Sleep): string {
      // `cy.get('a').type('x').wait(500)`: name the link that sleeps, not the chain before it.
      const node = sleep.node;
      if (sleep.form === 'promise' && node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && chainedOffCall(node)) {
        return shorten(`.${memberKey(node.callee) ?? ''}(${node.arguments.map((argument) => vocab.text(argument)).join(', ')})`);
      }
      return sleep.timer
        ? shorten(vocab.text(sleep.timer))
        : shorten(vocab.text(sleep.form === 'callback' ? (sleep.node as TSESTree.CallExpression).callee : sleep.node)) + (sleep.form === 'callback' ? '(…)' : '');
    }

    /** `checks`: the step is the first read of a run that ends in assertions (`const rows = await db.query(…)`). */
    function report(sleep: Sleep, messageId: MessageIds, step: Step | null, checks = false, call = ''): void {
      // (A guard with no step to name: a timer that ends the test, a sleep whose next step is a branch.)
      if (messageId === 'negativeGuard' && !step) messageId = 'negativeGuardNoStep';
      const data = {
        sleep: sleepText(sleep),
        call,
        step: step ? stepText(sleep, step) : '',
        verb: step
          ? step.kind === 'assertion' && step.acts
            ? 'acts and asserts'
            : checks && step.kind === 'action' && isReadCall(step.expression)
              ? 'reads'
              : (STEP_VERBS[step.kind] ?? 'depends on')
          : '',
      };
      // `await tick(); await tick(); await tick(); expect(…)`: the run of sleeps bridges the gap together; one report
      // spans it (the earlier ones are not reported on their own: the next step after each is another sleep).
      const first = messageId === 'sleepAsSignal' ? firstSleepOfRun(sleep, vocab) : null;
      const rewrite = messageId === 'sleepAsSignal' && !first ? waitRewrite(sleep, step) : null;
      const loc = reportLocation(sleep.timer ?? sleep.node);
      context.report({
        node: sleep.node,
        // A promise settled by a timer deep in its executor: point at that timer.
        loc: first ? { start: first.loc.start, end: loc.end } : loc,
        messageId,
        data,
        ...(rewrite && options.autofix && rewrite.unambiguous ? { fix: rewrite.fix } : {}),
        ...(rewrite ? { suggest: [{ messageId: 'suggestWait' as const, data: { helper: rewrite.helper }, fix: rewrite.fix }] } : {}),
      });
    }

    /** Sleep + positive assertion directly after it → one wait on that assertion. */
    function waitRewrite(
      sleep: Sleep,
      step: Step | null,
    ): { helper: string; fix: TSESLint.ReportFixFunction; unambiguous: boolean } | null {
      if (sleep.form !== 'promise' || !step || step.kind !== 'assertion' || step.awaits) return null;
      const sleepStatement = statementOf(sleep.node);
      const assertion = step.statement;
      if (!sleepStatement || sleepStatement.type !== 'ExpressionStatement' || assertion.type !== 'ExpressionStatement') return null;
      if (unwrap(sleepStatement.expression) !== sleep.node || sleepStatement.expression.type !== 'AwaitExpression') return null;
      if (sleepStatement.parent !== assertion.parent) return null;
      // (Also among a `switch` case's statements: `case 'IN_PROGRESS': await sleep(500); assert.ok(…)`.)
      const siblings = containerOf(sleepStatement);
      if (!siblings) return null;
      const index = siblings.indexOf(sleepStatement as TSESTree.Statement);
      if (siblings[index + 1] !== assertion) return null; // something sits between: not this rewrite
      if (context.sourceCode.getCommentsInside(assertion).length > 0) return null;
      const between = context.sourceCode.getTokensBetween(sleepStatement, assertion, { includeComments: true });
      if (between.some((token) => token.type === 'Block' || token.type === 'Line')) return null;
      const helper = findWaitHelper(vocab);
      if (!helper) return null;
      const following = siblings[index + 2];
      const unambiguous = !following || vocab.classifyStatement(following).kind !== 'assertion';
      return {
        helper: helper.call,
        unambiguous,
        fix: (fixer) => waitFixes(fixer, vocab, helper, sleepStatement, assertion),
      };
    }

    return {
      CallExpression: check,
      NewExpression: check,
      WhileStatement: check,
      ForStatement: check,
      DoWhileStatement: check,
    };
  },
});

/**
 * An exact count right after a sleep is a guard ("and no more") when a wait already saw it, or
 * when the title says so; so is a flag checked against a literal under a title that says "not".
 */
// ("without retrying", "without another request", "without duplicates" promise a count; "without prefixes",
// "without a TTL", "without batching" name a setup.)
const WITHOUT_MORE = String.raw`without (?:re-?\w+ing|refetch\w*|another|a second|extra|additional|further|more|any\w*|duplicat\w*|repeat\w*|(?:call|send|fir|emitt|trigger|mak|hitt|request|fetch|invok|runn|execut|dispatch|notify|publish|process)ing)`;
// ("should do nothing when the evaluation rejects": nothing is to happen.)
const GUARD_TITLE = new RegExp(String.raw`\b(not|never|no more|only|exactly|once|twice|doesn'?t|does not|shouldn'?t|should not|won'?t|${WITHOUT_MORE}|at most|no longer|anymore|(?:do|does|did) nothing|nothing happens)\b`, 'i');

/**
 * "does not change the locked fixture", "should not close", "… without redirecting": what the test set up is to stay as
 * it was. So is a state a title says is to hold: "should restarted process stay stable", "stream remains open",
 * "should app be in stable mode", "is still connected" (not one that holds only until something, "remains open until
 * the server closes it": what comes after is the outcome).
 */
const KEEPS_STATE_TITLE =
  /\b(?:(?:does not|doesn'?t|do not|don'?t|should not|shouldn'?t|must not|will not|won'?t|never|cannot|can'?t)\s+(?:\w+\s+)?(?:chang|alter|modif|updat|switch|reset|overwrit|replac|mutat|clos|unmount|navigat|redirect|reload)\w*|without\s+(?:redirect|navigat)\w*|(?:stays?|staying|remains?|still)\s+(?:open|connected|running|alive|active|there|present|pending|the same|valid|subscribed|stable|unchanged|idle|online|up|intact|healthy|enabled|visible|locked)|stable mode)\b/i;

function isTitledGuard(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const expected = assertion.expected;
  // A flag, a count, or a presence check: the shapes a "does not" test pins after giving time.
  const literal = isEqualityMatcher(assertion.matcher) && expected?.type === 'Literal' ? expected.value : undefined;
  // `toBe(true)`, `toBeDefined()`, `ok(x)`, and "has" matchers (`toContain(x)`, `toHaveProperty('a')`, a custom
  // `toHaveCacheEntryUsing(q)`): still there, under "does not dispose".
  const presence =
    literal === true ||
    (!assertion.negative && !isSnapshotMatcher(assertion.matcher) && (expected === null || /^(toContain\w*|toHave(?!Been|Length|Returned|Nth|Last)\w+|include\w*|contain\w*|have)$/.test(assertion.matcher)));
  const title = vocab.titlesAround(sleep.node)[0];
  // (The main clause; "holds until …" promises a change.)
  const said = title ? mainClause(title) : '';
  const kept = said.match(KEEPS_STATE_TITLE)?.[0];
  const keepsState = !!kept && !(/^(stay|remain|stable|still)/i.test(kept) && CONDITION_CLAUSE.test(title ?? ''));
  // `expect(rootText()).toBe('First')` under "does not change locked fixture", `expect(page.url()).toContain('/schedule/')`
  // under "… without redirecting": the state the test set up, still as it was.
  if ((typeof literal === 'string' || presence) && !assertion.negative && keepsState) return true;
  if (!assertion.exactCount && typeof literal !== 'number' && !presence) return false;
  if (boundBelowSeen(assertion, sleep, vocab)) return false;
  if (seenBeforeSleep(assertion, sleep, vocab)) return true;
  // `const dataReceived = []; …; send(); await wait(500); dataReceived.length.should.equal(1)` under "events should not
  // be passed after finalize": nothing saw the one event before the sleep, so the count waits for it to arrive.
  const count = typeof literal === 'number' ? literal : expected?.type === 'Literal' && typeof expected.value === 'number' ? expected.value : null;
  if (count !== null && count > 0 && assertion.subject && vocab.startsEmpty(assertion.subject)) return false;
  if (!title) return false;
  // `should(ret[0].pm2_env.restart_time).eql(1)` under "should restarted process stay stable": a count the title says
  // is to hold, held.
  if (keepsState && !assertion.negative) return true;
  // "still there" under "does not remove"; under "only one leader" a `true` is what the test waits for.
  return presence ? PROMISES_ABSENCE.test(said) && !REFUSAL_TITLE.test(said) && !SURFACES_TITLE.test(said) : GUARD_TITLE.test(said);
}

/**
 * "does not swallow exceptions", "should not suppress the warning": a suppression denied promises that the thing
 * comes through; what the test checks present after the sleep is that arrival, not a would-be event. (Not "does not
 * lose the entry" or "does not hide the tooltip": what was there is to stay.)
 */
const SURFACES_TITLE = /(?:\bnot|\bnever|n't)\s+(?:\w+\s+)?(?:swallow\w*|suppress\w*|silenc(?:e|es|ed|ing)\b|mask\w*)/i;

/**
 * "should not be able to supply more than the wallet balance", "cannot withdraw twice", "should not allow a zero
 * amount": the test promises a refusal, and what it checks present (`expect(errors.find(…)).toBeDefined()`) is the
 * refusal's evidence arriving: an outcome, not something that must not happen.
 */
const REFUSAL_TITLE = /\b(not be able to|unable to|cannot|can'?t|not (?:be )?allow\w*|not (?:be )?permit\w*|(?:should|must|will) (?:fail|reject|throw|error)\w*)\b/i;

/**
 * The title without its condition: "should log and exit if parent is not found" says what happens (a log, once),
 * not that something does not; the "not" belongs to when.
 */
function mainClause(title: string): string {
  // The clause ends at "then", a punctuation mark or a dash, or where the main verb starts ("when reconnecting it does not
  // emit twice"); "checks if …" asks whether, and is no condition.
  const main = title.replace(
    /(?<!\b(?:check|checks|checking|test|tests|testing|verify|verifies|see|sees|determine|determines|whether)\s+)\b(if|when|whenever|unless|in case)\b.*?(?=\b(?:then|it|should|must|will|does|do|doesn'?t|don'?t|never)\b|[,;:]|\s[-–—]\s|$)/gi,
    ' ',
  );
  return /\w/.test(main) ? main : title;
}

/**
 * True when, before the sleep, a wait or an assertion already observed the assertion's subject:
 * then asserting it after the sleep checks that nothing MORE happened ("still one call").
 */
function seenBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const subject = assertion.subject;
  const root = subject ? pathOf(unwrap(subject))?.[0] ?? rootName(subject) : null;
  const sleepStatement = statementOf(sleep.node);
  if (!root || !sleepStatement) return false;
  const subjectText = vocab.text(subject!);
  if (isCypressChain(subject!, vocab)) return queriedSinceLastAction(subjectText, sleepStatement, vocab);
  for (const before of statementsBefore(sleepStatement)) {
    // (`loopCount = 0` in between: what was seen before was emptied by hand.)
    if (resetsSubject(before, subject!, vocab)) return false;
    const step = vocab.classifyStatement(before);
    if (step.kind === 'wait' && readsName(before, root)) return true;
    // An assertion on another reading of the same object (`node.getValue(endpoint(2))`, then `…(endpoint(1))`)
    // did not see this one.
    if (step.kind === 'assertion' && readsName(before, root) && (!step.assertion.subject || sameReading(step.assertion.subject, subject!, subjectText, vocab))) return true;
  }
  return false;
}

/**
 * Every Cypress command starts from `cy`, so a shared root says nothing: the page was seen only by a check of the same
 * query made since the test last acted on it (`cy.get('.next').should('be.visible'); cy.document().right();
 * cy.wait(5000); cy.get('.next').should('be.visible')` waits for the next page).
 */
function queriedSinceLastAction(queryText: string, sleepStatement: TSESTree.Node, vocab: Vocabulary): boolean {
  for (const before of statementsBefore(sleepStatement)) {
    const step = vocab.classifyStatement(before);
    if (step.kind === 'action') return false;
    if (step.kind === 'assertion' && step.assertion.subject && vocab.text(step.assertion.subject) === queryText) return true;
  }
  return false;
}

/**
 * The statement reads `name`, not only declares it: QUnit's `var count = 0, done = assert.async();` starts the counter
 * the test later checks; it has seen nothing yet.
 */
function readsName(statement: TSESTree.Node, name: string): boolean {
  if (statement.type !== 'VariableDeclaration') return mentionsName(statement, name);
  return statement.declarations.some((declarator) => declarator.init !== null && mentionsName(declarator.init, name));
}

/** One text reads a member of the other, or both read the same thing (`spy` and `spy.callCount`). */
function sharesReading(a: string, b: string): boolean {
  const within = (whole: string, part: string) => whole.startsWith(part) && /^[.[(]/.test(whole.slice(part.length));
  return a === b || within(a, b) || within(b, a);
}

/** The same subject, or one that differs only in what is read from the result (`spy` and `spy.mock.calls`). */
function sameReading(earlier: TSESTree.Node, subject: TSESTree.Node, subjectText: string, vocab: Vocabulary): boolean {
  const calls = (node: TSESTree.Node) => {
    const found: string[] = [];
    anyNode(node, (inner) => {
      if (inner.type === 'CallExpression') found.push(vocab.text(inner));
      return false;
    });
    return found;
  };
  const earlierText = vocab.text(earlier);
  if (earlierText === subjectText) return true;
  // `m.ws(0).authArgs.apiKey` seen, `m.ws(0).authenticated` asserted: two members of one object, two readings.
  if (!sharesReading(earlierText, subjectText)) return false;
  // Calls with arguments read something particular: they must be the same calls.
  const [a, b] = [calls(earlier), calls(subject)];
  return a.length === 0 && b.length === 0 ? true : a.length === b.length && a.every((text, i) => text === b[i]);
}

/**
 * `await waitForEvent(sub, 'publication'); await delay(100); expect(received).toHaveLength(1)`: right after a wait, the
 * sleep gives more of what the wait saw time to come; an exact count after it says there is no more.
 */
/**
 * `await waitFor(() => expect(queue.pending.length).toBe(10)); await sleep(500); expect(queue.pending.length).toBeLessThan(5)`:
 * a bound from above below the count seen before the sleep waits for the count to fall; it is not "no more than".
 */
function boundBelowSeen(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const most = assertion.atMost;
  const sleepStatement = statementOf(sleep.node);
  if (most === undefined || !assertion.subject || !sleepStatement) return false;
  const subject = vocab.text(assertion.subject);
  for (const before of statementsBefore(sleepStatement)) {
    const seen = countsSeen(before, subject, vocab);
    if (seen.length > 0) return seen[seen.length - 1] > most;
  }
  return false;
}

/**
 * The counts a statement checks its subject against, in source order: an assertion, also inside a wait's callback
 * (`waitFor(() => expect(q.length).toBe(10))`), or a polled reading (`expect.poll(() => q.length).toBe(10)`).
 */
function countsSeen(statement: TSESTree.Node, subject: string, vocab: Vocabulary): number[] {
  const seen: number[] = [];
  anyNode(statement, (node) => {
    if (node.type !== 'CallExpression') return false;
    const check = vocab.assertionAt(node);
    const count = check ? numberValue(check.expected) : numberValue(node.arguments[0] as TSESTree.Node | undefined);
    if (count === null) return false;
    if (check?.subject ? vocab.text(check.subject) === subject : pollsReading(node, subject, vocab)) seen.push(count);
    return false;
  }, { intoFunctions: true });
  return seen;
}

/** `expect.poll(() => q.length).toBe(10)`: the matcher of a poll whose callback returns the reading. */
function pollsReading(matcher: TSESTree.CallExpression, subject: string, vocab: Vocabulary): boolean {
  const callee = unwrap(matcher.callee);
  const poll = callee.type === 'MemberExpression' ? unwrap(callee.object) : null;
  if (poll?.type !== 'CallExpression' || vocab.waitAt(poll)?.node !== poll) return false;
  const reading = poll.arguments[0];
  const body = reading && isFunction(reading) ? singleExpression(reading) : null;
  return !!body && vocab.text(body) === subject;
}

/**
 * A wait that holds as soon as something is absent: a web-first assertion of an absence (`await expect(button)
 * .toHaveCount(0)`, `.not.toBeVisible()`), or a wait whose condition is one assertion of an absence.
 */
function waitAssertsAbsence(step: Extract<Step, { kind: 'wait' }>, sleep: Sleep, vocab: Vocabulary): boolean {
  if (!step.wait) return false;
  // (The wait's own matcher: a wait link of a driver's chain, `.waitForElementById('a')`, asserts nothing itself,
  // whatever chai-as-promised links come before it.)
  const node = step.wait.node;
  const direct = vocab.assertionAt(node);
  const ownMatcher = node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && direct?.matcher === memberKey(node.callee);
  // (`clickHostControl(user, Action.StopScreenshare); await wait(1000); await expect(player).toBeHidden()`: hidden is
  // what the act just asked for, the outcome the sleep hopes for; not something that must not happen.)
  if (direct && ownMatcher) return direct.negative && !heldAwayFromReadingBefore(direct, sleep) && !(direct.matcher === 'toBeHidden' && hidesRightBefore(sleep, vocab));
  const condition = step.wait.condition;
  const body = condition ? singleExpression(condition) : null;
  const inner = body ? vocab.assertionAt(unwrap(body)) : null;
  return !!inner && inner.negative;
}

/**
 * The assertion holds a member to the literal the test handed the code under the same key since the last sleep or wait
 * (`{ enabled: false }` … `assert.strictEqual(config.enabled, false)`): it checks the value was carried over.
 */
function carriesHandedValue(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  const expected = assertion.expected ? unwrap(assertion.expected) : null;
  const sleepStatement = statementOf(sleep.node);
  if (subject?.type !== 'MemberExpression' || subject.computed || subject.property.type !== 'Identifier' || expected?.type !== 'Literal' || !sleepStatement) return false;
  if (!isEqualityMatcher(assertion.matcher)) return false;
  const key = subject.property.name;
  const value = vocab.text(expected);
  for (const before of statementsBefore(sleepStatement)) {
    // (Handed before an earlier sleep or wait, the value was there by then: `await app.close(); await delay(…)` then
    // checks that it stayed.)
    const kind = vocab.classifyStatement(before).kind;
    if (kind === 'sleep' || kind === 'wait') return false;
    const handed = anyNode(before, (node) =>
      node.type === 'Property' && !node.computed && node.key.type === 'Identifier' && node.key.name === key &&
      unwrap(node.value as TSESTree.Node).type === 'Literal' && vocab.text(unwrap(node.value as TSESTree.Node)) === value &&
      isArgumentOfCall(outermostObject(node)),
    );
    if (handed) return true;
  }
  return false;
}

/** The object literal a property sits in, climbing through nested objects and arrays. */
function outermostObject(property: TSESTree.Property): TSESTree.Node {
  let node: TSESTree.Node = property.parent;
  while (node.parent && (node.parent.type === 'Property' || node.parent.type === 'ObjectExpression' || node.parent.type === 'ArrayExpression')) node = node.parent;
  return node;
}

/** Web-first matchers that compare what the page shows with a value. */
const SHOWN_VALUE_MATCHERS = /^(toHaveText|toContainText|toHaveValue|toHaveURL|toHaveTitle|toHaveCount)$/;

/**
 * `const sliceText = await page.getByTestId('slice').textContent(); …; await sleep(100); await
 * expect(slice).not.toHaveText(sliceText)`: held away from what the test read before the sleep, the page must change,
 * an outcome, not an absence.
 */
function heldAwayFromReadingBefore(assertion: Assertion, sleep: Sleep): boolean {
  const expected = assertion.expected ? unwrap(assertion.expected) : null;
  const sleepStatement = statementOf(sleep.node);
  if (!SHOWN_VALUE_MATCHERS.test(assertion.matcher) || expected?.type !== 'Identifier' || !sleepStatement) return false;
  for (const before of statementsBefore(sleepStatement)) {
    if (before.type !== 'VariableDeclaration') continue;
    const declarator = before.declarations.find((each) => each.id.type === 'Identifier' && each.id.name === expected.name);
    if (declarator) return !!declarator.init && containsAwait(declarator.init);
  }
  return false;
}

/** The statement right before the sleep takes something away, by a word of its names or of its text (`'Close'`). */
function hidesRightBefore(sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  const [previous] = sleepStatement ? takeStatements(statementsBefore(sleepStatement), 1) : [];
  if (!previous) return false;
  return takesSomethingAway(vocab.text(previous));
}


/**
 * The assertion expects its subject to equal a name that, before the sleep, was set to that same subject:
 * `const before = window.counter; await delay(10); assert.equal(window.counter, before)`.
 */
function equalsReadingBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const matcherFits = isEqualityMatcher(assertion.matcher) || LENGTH_MATCHER.test(assertion.matcher);
  return matcherFits && !assertion.negative && comparedWithReadingBeforeSleep(assertion, sleep, vocab);
}

/**
 * `const heightBefore = await height(page); …; await page.waitForTimeout(200); const heightAfter = await height(page);
 * expect(heightAfter).not.toBe(heightBefore)`: the value must differ from the same reading kept before the sleep. The
 * test waits for a change, an outcome, not for nothing to happen.
 */
function differsFromReadingBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const negated = isNotEqualMatcher(assertion.matcher) || (isEqualityMatcher(assertion.matcher) && assertion.negative);
  return negated && comparedWithReadingBeforeSleep(assertion, sleep, vocab);
}

/**
 * The assertion compares its subject with a name kept before the sleep from the same reading, either way round:
 * `expect(after).not.toBe(before)`, `assert.notEqual(initialSocket, client.socket)` with `const initialSocket =
 * client.socket` in a callback around the timer.
 */
function comparedWithReadingBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const expected = assertion.expected ? unwrap(assertion.expected) : null;
  const sleepStatement = statementOf(sleep.node);
  if (!assertion.subject || !expected || !sleepStatement) return false;
  const subject = unwrap(assertion.subject);
  // (`const htmlAfter = await outerHTML(page, 'body'); expect(htmlAfter).toEqual(htmlBefore)`: the reading after the
  // sleep kept in a name is compared with the same reading kept before it.)
  const subjectReading = readingKeptAfter(subject, sleepStatement, vocab) ?? vocab.text(subject);
  const expectedReading = vocab.text(expected);
  const kept = (name: TSESTree.Node) => (name.type === 'Identifier' ? readingKeptBefore(name, sleepStatement, sleep, vocab) : null);
  const keptExpected = kept(expected);
  // (The kept name as the subject, `assert.notEqual(initialSocket, client.socket)`: only a reading, not a value written
  // in place, `const rejections = []`, which the code may fill.)
  const keptSubject = () => (subject.type === 'Identifier' && readsBack(subject, vocab) ? kept(subject) : null);
  // (`const count = verifying.length; …; expect(verifying).to.have.lengthOf(count)`: the same count.)
  if (keptExpected !== null) return keptExpected === subjectReading || (LENGTH_MATCHER.test(assertion.matcher) && (keptExpected === `${subjectReading}.length` || keptExpected === `${subjectReading}.size`));
  return keptSubject() === expectedReading;
}

/** The name was set, wherever it is declared, from a reading: a member or a call (also awaited), not a value in place. */
function readsBack(name: TSESTree.Identifier, vocab: Vocabulary): boolean {
  const definition = findVariable(vocab.sourceCode.getScope(name), name.name)?.defs[0];
  const init = definition?.type === 'Variable' ? definition.node.init : null;
  let reading = init ? unwrap(init) : null;
  if (reading?.type === 'AwaitExpression') reading = unwrap(reading.argument);
  return reading?.type === 'MemberExpression' || reading?.type === 'CallExpression';
}

/**
 * What a name declared before the sleep was set to: in the statements right before it (`let`, `var` or `const`), or
 * a `const` of a function around the sleep's, read from a member or a call (`const initialSocket = client.socket` in
 * a callback around the timer; not a value written in place, `const rejections = []`, which the code may fill).
 */
function readingKeptBefore(name: TSESTree.Identifier, sleepStatement: TSESTree.Node, sleep: Sleep, vocab: Vocabulary): string | null {
  for (const before of statementsBefore(sleepStatement)) {
    if (before.type !== 'VariableDeclaration') continue;
    const declarator = before.declarations.find((each) => each.id.type === 'Identifier' && each.id.name === name.name);
    if (declarator) return declarator.init ? vocab.text(unwrap(declarator.init)) : null;
  }
  const init = constInitializer(vocab.sourceCode, name);
  return init && readsBack(name, vocab) && init.range[1] <= sleep.node.range[0] ? vocab.text(unwrap(init)) : null;
}

const LENGTH_MATCHER = /^(toHaveLength|lengthOf|length|toHaveSize|size)$/;

/** A name declared after the sleep from a reading (`const after = await read(page)`): the text of that reading. */
function readingKeptAfter(subject: TSESTree.Node, sleepStatement: TSESTree.Node, vocab: Vocabulary): string | null {
  const name = unwrap(subject);
  if (name.type !== 'Identifier') return null;
  for (const after of statementsAfter(sleepStatement)) {
    if (after.type !== 'VariableDeclaration') continue;
    const declarator = after.declarations.find((each) => each.id.type === 'Identifier' && each.id.name === name.name);
    if (declarator?.init) return vocab.text(unwrap(declarator.init));
  }
  return null;
}

/**
 * The assertion expects the value the test itself assigned to the subject since the last wait or sleep
 * (`audio.volume = 0.2; …; await sleep(100); assert.equal(audio.volume, 0.2)`).
 */
function holdsWriteBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  if (!assertion.subject || !assertion.expected || !sleepStatement || !isEqualityMatcher(assertion.matcher) || assertion.negative) return false;
  const subject = vocab.text(assertion.subject);
  const expected = vocab.text(assertion.expected);
  for (const before of statementsBefore(sleepStatement)) {
    const kind = vocab.classifyStatement(before).kind;
    if (kind === 'sleep' || kind === 'wait') return false;
    const expression = before.type === 'ExpressionStatement' ? before.expression : null;
    if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=' || vocab.text(expression.left) !== subject) continue;
    return vocab.text(expression.right) === expected;
  }
  return false;
}

/** Going to a page (Ember's and Cypress's `visit(url)`, Playwright's `page.goto(url)`), and reading where the page is. */
const NAVIGATION_METHOD = /^(visit|goto)$/;
const URL_READER = /^(currentURL|url)$/;
/** Matchers that hold a text to contain a part: Cypress's `should('include', '/login')`, `toContain('/login')`. */
const CONTAINS_MATCHER = /^(include|includes|contain|contains|toContain)$/;

/**
 * An assertion that the page is still at the URL the test itself went to before the sleep (`currentURL()`,
 * `page.url()` or Cypress's `cy.url()` equal to it, or holding it: `cy.url().should('include', '/login')` after
 * `cy.visit('/login')`), written the same way: the nearest navigation before the sleep decides, in the test and then
 * in the `before*` hooks around it (`beforeEach(() => cy.visit('/login'))`; each test starts where they went), the
 * latter two readings only with nothing acted or checked after the check. (Playwright's
 * `await expect(page).toHaveURL(url)` retries: a wait, judged as one.)
 */
function staysWhereVisited(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  if (!sleepStatement || !assertion.subject || !assertion.expected || assertion.negative) return false;
  const contains = CONTAINS_MATCHER.test(assertion.matcher);
  if (!isEqualityMatcher(assertion.matcher) && !contains) return false;
  let subject = unwrap(assertion.subject);
  if (subject.type === 'AwaitExpression') subject = unwrap(subject.argument);
  if (subject.type !== 'CallExpression' || !URL_READER.test(calleeName(unwrap(subject.callee)) ?? '')) return false;
  const own = lastNavigation(statementsBefore(sleepStatement));
  const visited = (own ?? navigationOfHooks(sleepStatement, vocab))?.url;
  if (!visited) return false;
  const same = vocab.text(visited) === vocab.text(assertion.expected);
  // (The test's own visit, checked with the same text, is the shape this always read: `await visit('/entries/1')` …
  // `assert.strictEqual(currentURL(), '/entries/1')`.)
  if (own && same && !contains) return true;
  // (Read more widely, through a hook or a part of the URL, only when the check ends what the test does: one that goes
  // on to act or check more, `cy.url().should('contain', '/#/browse'); cy.get('.publication').should('have.length', 2)`,
  // only makes sure of the page before reading what the sleep waited for.)
  const checkStatement = statementOf(assertion.node);
  if (!checkStatement || goesOnAfter(checkStatement, vocab)) return false;
  // (Every page of the site holds its root, `should('include', 'http://localhost:3000/')`: that checks no place.)
  const part = stringValue(unwrap(assertion.expected));
  if (contains && part !== null && isSiteRoot(part)) return false;
  if (same) return true;
  // (Holding a part of the URL visited: `cy.visit('http://localhost:3000/login')` … `should('include', '/login')`, or
  // the whole of a path visited inside an address, `cy.visit('/login')` … `should('include', 'http://localhost:3000/login')`;
  // not a longer path, `cy.visit('/new')` … `should('include', '/projects/new')`, a move to another page.)
  const place = stringValue(unwrap(visited));
  if (!contains || !place || !part || isSiteRoot(place)) return false;
  return place.includes(part) || (ABSOLUTE_URL.test(part) && !ABSOLUTE_URL.test(place) && part.endsWith(place));
}
const ABSOLUTE_URL = /^[a-z][\w+.-]*:\/\//i;

/** `'/'`, `'http://localhost:3000/'`: the site's root, which every URL of the site holds. */
function isSiteRoot(url: string): boolean {
  const path = ABSOLUTE_URL.test(url) ? url.replace(ABSOLUTE_URL, '').replace(/^[^/]*/, '') : url;
  return path.replace(/\/+$/, '') === '';
}

/** A step after this one in its function acts or checks something there (not a check of an absence, a log line or a screenshot). */
function goesOnAfter(statement: TSESTree.Node, vocab: Vocabulary): boolean {
  for (const after of statementsAfter(statement)) {
    const step = vocab.classifyStatement(after);
    if (step.kind === 'inert' || step.kind === 'end' || (step.kind === 'assertion' && step.assertion.negative && !step.acts)) continue;
    return true;
  }
  return false;
}

/**
 * The nearest navigation among the statements (`await page.goto(url)`, `cy.visit(url)`, also an arrow's expression
 * body, `() => cy.visit('/login')`) and its URL, if any.
 */
function lastNavigation(statements: Iterable<TSESTree.Node>): { url: TSESTree.Node | null } | null {
  for (const before of statements) {
    const expression = before.type === 'ExpressionStatement' ? unwrap(before.expression) : before.type.endsWith('Statement') || before.type.endsWith('Declaration') ? null : unwrap(before);
    const call = expression?.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
    if (call?.type !== 'CallExpression' || !NAVIGATION_METHOD.test(calleeName(unwrap(call.callee)) ?? '')) continue;
    return { url: call.arguments[0] ?? null };
  }
  return null;
}

/**
 * Where the `before*` hooks around a test's statement last went, when the statement is in the test's own body (not in
 * a helper, whose callers may have gone anywhere): the hooks of the innermost describe run last, and of one describe's
 * hooks, the last written.
 */
function navigationOfHooks(statement: TSESTree.Node, vocab: Vocabulary): { url: TSESTree.Node | null } | null {
  const fn = enclosingFunction(statement);
  const role = fn ? vocab.roleOf(fn) : null;
  if (!fn || role?.role !== 'test' || role.testCall?.kind !== 'test') return null;
  let last: { url: TSESTree.Node | null; depth: number; at: number } | null = null;
  for (const hook of setupHooksAround(fn, vocab)) {
    if (!isFunction(hook)) continue;
    // (`beforeEach(() => cy.visit('/login'))`: an arrow's expression body is its one statement.)
    const visited = lastNavigation(hook.body.type === 'BlockStatement' ? [...hook.body.body].reverse() : [hook.body]);
    if (!visited) continue;
    const depth = functionDepth(hook);
    if (!last || depth > last.depth || (depth === last.depth && hook.range[0] > last.at)) last = { ...visited, depth, at: hook.range[0] };
  }
  return last ? { url: last.url } : null;
}

/** How many functions enclose the node: a hook of a nested describe sits deeper than one of the describe around it. */
function functionDepth(node: TSESTree.Node): number {
  let depth = 0;
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) depth++;
  return depth;
}

/**
 * The same assertion, word for word, checked in the run of assertions right before the sleep: it already held, so the
 * sleep only gives it time to stop holding ("still the same").
 */
function heldRightBeforeSleep(statement: TSESTree.Node, sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  if (!sleepStatement) return false;
  const text = vocab.text(statement);
  for (const before of statementsBefore(sleepStatement)) {
    if (vocab.classifyStatement(before).kind !== 'assertion') return false;
    if (vocab.text(before) === text) return true;
  }
  return false;
}

/** `calls++`, `++calls`, `calls += 1`. */
function counts(expression: TSESTree.Node, name: string): boolean {
  if (expression.type === 'UpdateExpression') return expression.operator === '++' && expression.argument.type === 'Identifier' && expression.argument.name === name;
  return expression.type === 'AssignmentExpression' && expression.operator === '+=' && expression.left.type === 'Identifier' && expression.left.name === name;
}

/**
 * The sleep only runs once the test saw what the assertion expects: it sits in `if (messages.length === 5) { … }`, or
 * after `if (count < 6) return;`, and the assertion says the same subject is still that value ("and no more").
 */
function heldByCondition(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  if (!assertion.subject || !assertion.expected || assertion.negative) return false;
  const isLength = LENGTH_MATCHER.test(assertion.matcher);
  if (!isEqualityMatcher(assertion.matcher) && !isLength) return false;
  const subject = vocab.text(assertion.subject);
  const readings = isLength ? [`${subject}.length`, `${subject}.size`] : [subject];
  const expected = vocab.text(assertion.expected);
  const says = (test: TSESTree.Node, operators: string[]) =>
    test.type === 'BinaryExpression' &&
    operators.includes(test.operator) &&
    ((readings.includes(vocab.text(test.left)) && vocab.text(test.right) === expected) ||
      (readings.includes(vocab.text(test.right)) && vocab.text(test.left) === expected));
  const owner = enclosingFunction(sleep.node);
  for (let child: TSESTree.Node = sleep.node, parent = child.parent; parent && parent !== owner; child = parent, parent = parent.parent) {
    if (parent.type === 'IfStatement' && parent.consequent === child && says(parent.test, ['===', '=='])) return true;
    if (parent.type === 'BlockStatement') {
      // `if (count < 6) return;` before it: the code after goes on only at the count.
      // `(err) => { calls++; …; setTimeout(() => assert.strictEqual(calls, 1), 50) }`: the callback that counts has
      // just counted; asserting the count it made says no second call came.
      for (const statement of parent.body) {
        if (statement === child) break;
        if (statement.type === 'IfStatement' && statement.consequent.type === 'ReturnStatement' && says(statement.test, ['<', '!==', '!='])) return true;
        if (statement.type === 'ExpressionStatement' && counts(statement.expression, subject) && !isLength && numberValue(assertion.expected) !== null) return true;
      }
    }
  }
  return false;
}

/**
 * `fs.readFile(file, (err, contents) => { t.match(contents, …) })`, `client.get(key, (err, value) => { … })`: a read
 * in callback style, whose callback takes what was read and asserts on it.
 */
function readsInCallback(step: Step, vocab: Vocabulary): boolean {
  if (!('expression' in step)) return false;
  const call = unwrap(step.expression);
  if (call.type !== 'CallExpression') return false;
  if (call.arguments.some((argument) => isFunction(argument) && argument.params.length > 0 && mentionsAssertion(vocab.text(argument)))) return true;
  // `setTimeout(() => getCheck(key, done), 1000)` with `function getCheck(key, cb) { s3.getObject(…, (err, res) => {
  // assert…; cb(); }) }`: a function of the file that checks, called from the timer, is the check itself.
  const origin = call.callee.type === 'Identifier' ? vocab.resolve(call.callee)?.origin : null;
  const init = origin?.kind === 'local' && origin.init ? unwrap(origin.init) : null;
  return !!init && isFunction(init) && mentionsAssertion(vocab.text(init));
}

/** What an assertion expects, all its arguments (`toBeCalledWith(KEY, 'b')` is not `toBeCalledWith(KEY, 'a')`), or its matcher. */
function expectedText(assertion: Assertion, vocab: Vocabulary): string {
  if (!assertion.expected) return assertion.matcher;
  const call = assertion.expected.parent;
  return call?.type === 'CallExpression' && call.arguments.includes(assertion.expected as TSESTree.CallExpressionArgument)
    ? call.arguments.map((argument) => vocab.text(argument)).join(', ')
    : vocab.text(assertion.expected);
}

/** Both expect the same of their subject, messages aside: the same expected value, or the same matcher without one. */
function expectsTheSame(earlier: Assertion, later: Assertion, vocab: Vocabulary): boolean {
  if (earlier.negative !== later.negative) return false;
  if (earlier.expected && later.expected) return vocab.text(earlier.expected) === vocab.text(later.expected);
  return !earlier.expected && !later.expected && earlier.matcher === later.matcher;
}

/** The nearest assertion on the same subject before the sleep expected the same of it. */
function sameCheckBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  if (!assertion.subject || !sleepStatement) return false;
  const subject = vocab.text(assertion.subject);
  for (const before of statementsBefore(sleepStatement)) {
    const earlier = vocab.assertionAt(before);
    if (earlier?.subject && vocab.text(earlier.subject) === subject) return expectsTheSame(earlier, assertion, vocab);
  }
  return false;
}

/** Matchers that say a value is not there at all. */
const ABSENT_MATCHERS = new Set(['toBeUndefined', 'toBeNull', 'toBeNil', 'undefined', 'null', 'isUndefined', 'isNull', 'notExists']);

/** `letters += 1`, `pending++`, `count = 3`: a statement that raises a count the test keeps above zero. */
function raisesSubject(statement: TSESTree.Node, subject: string, vocab: Vocabulary): boolean {
  const expression = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  if (expression?.type === 'UpdateExpression') return expression.operator === '++' && vocab.text(expression.argument) === subject;
  if (expression?.type !== 'AssignmentExpression' || vocab.text(expression.left) !== subject) return false;
  const value = numberValue(expression.right);
  return (expression.operator === '+=' || expression.operator === '=') && value !== null && value > 0;
}

/** An assertion before the sleep on the same subject expected something else. */
function changedSinceBeforeSleep(assertion: Assertion, sleep: Sleep, vocab: Vocabulary): boolean {
  const sleepStatement = statementOf(sleep.node);
  if (!assertion.subject || !sleepStatement) return false;
  const subject = vocab.text(assertion.subject);
  const expected = expectedText(assertion, vocab);
  // `assert(agent.sockets[name].length === 1); setTimeout(() => { assert(!agent.sockets[name]); … })`: what is asserted
  // gone after the sleep was asserted there before it; the test waits for it to go.
  // (`expect(pusher.channel(name)).toBe(undefined)` after `expect(pusher.channel(name).subscribed)…` before: a member
  // of it was read, so it was there.)
  if (shownBeforeSleep(assertion, sleepStatement, vocab)) return true;
  const inner = unwrap(assertion.subject);
  const gone = !assertion.negative
    ? null
    : inner.type === 'UnaryExpression' && inner.operator === '!'
      ? vocab.text(inner.argument)
      : ABSENT_MATCHERS.has(assertion.matcher) || (assertion.expected && isNothing(unwrap(assertion.expected)))
        ? subject
        : null;
  // `const note2 = { server: { isDirty: true } }; …; setTimeout(() => { assert(note2.server.isDirty === false) })`: the
  // test set the flag itself, and the code is to clear it.
  const isFalse = (node: TSESTree.Node | null | undefined): boolean => isBoolean(node, false);
  const cleared = !assertion.negative ? null
    : isFalse(assertion.expected) ? subject
    : inner.type === 'BinaryExpression' && (inner.operator === '===' || inner.operator === '==') && (isFalse(inner.right) || isFalse(inner.left)) ? vocab.text(isFalse(inner.right) ? inner.left : inner.right)
    : gone;
  // `const content = fs.readFileSync(dts, 'utf-8')` … `await sleep(2000); assert(!fs.existsSync(dts))`: a file the test
  // read before the sleep is asserted gone after it; the test waits for the code to remove it.
  const goneFile = gone ? FILE_EXISTS.exec(gone)?.[1] : undefined;
  // `$scope.loading` held false after the sleep: a flag named for work under way says that work is over, an outcome
  // (unless the test set it false itself before the sleep, `state.loading = false`: then it only stayed so).
  const heldFalse = assertion.negative && /^(?:false|isFalse|notOk|falsy|toBeFalsy|toBeFalse)$/.test(assertion.matcher);
  const flag = cleared ?? (heldFalse ? subject : null);
  const workOver = !!flag && WORK_UNDER_WAY.test(flag.split('.').at(-1) ?? '');
  for (const before of statementsBefore(sleepStatement)) {
    if (cleared && setsTrue(before, cleared, vocab)) return true;
    if (workOver && assignsBoolean(before, flag!, false, vocab)) return false;
    // (The test's own delete of the file before the sleep, `fs.unlinkSync(dts)`: it is gone by the test's hand.)
    if (goneFile && deletesFile(before, goneFile, vocab)) return false;
    if (goneFile && readsFile(before, goneFile, vocab)) return true;
    // `spy.mockClear()` between the two: the count went back to zero by hand, not because of the sleep.
    if (resetsSubject(before, assertion.subject, vocab)) return false;
    // `letters += 1; await produce(msg); await sleep(300); assert.equal(letters, 0)`: the test raised the count
    // itself, and the code is to bring it back down.
    if (assertion.expected && numberValue(assertion.expected) === 0 && raisesSubject(before, subject, vocab)) return true;
    const earlier = vocab.assertionAt(before);
    if (gone && earlier?.subject) {
      const text = vocab.text(earlier.subject);
      // (`getFieldsError()?.number?.message` reads a member as much as `getFieldsError().number.message` does.)
      if ((text === gone && !earlier.negative) || /^[.[]|^\?\./.test(text.startsWith(gone) ? text.slice(gone.length) : '')) return true;
    }
    if (!earlier?.subject) continue;
    if (vocab.text(earlier.subject) !== subject) {
      // `const items = await feed.getItems(); expect(items.length).toBe(1); await remove(a); await wait(2500); const
      // items2 = await feed.getItems(); expect(items2.length).toBe(0)`: the same reading taken again, under a new name.
      if (sameReadingRenamed(earlier.subject, assertion.subject, vocab) && (expectedText(earlier, vocab) !== expected || earlier.negative !== assertion.negative)) return true;
      continue;
    }
    // (The same value again under a message that says it did not change, `'should still be 1'`, is no change.)
    if (assertion.unchanged) return !expectsTheSame(earlier, assertion, vocab);
    return expectedText(earlier, vocab) !== expected || earlier.negative !== assertion.negative;
  }
  return workOver;
}

/** A flag named for work under way: `loading`, `isLoading`, `busy`, `inProgress`, `isSaving`, `fetching`. */
const WORK_UNDER_WAY = /^(?:is)?(?:loading|busy|inProgress|saving|fetching|submitting)$/i;

/** The statement assigns `path` the boolean `value` in place: `state.loading = false`, `note.isDirty = true`. */
function assignsBoolean(statement: TSESTree.Node, path: string, value: boolean, vocab: Vocabulary): boolean {
  const expression = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  return expression?.type === 'AssignmentExpression' && expression.operator === '=' && vocab.text(expression.left) === path && isBoolean(expression.right, value);
}

/** `true` or `false` written in place. */
function isBoolean(node: TSESTree.Node | null | undefined, value: boolean): boolean {
  const inner = node ? unwrap(node) : null;
  return inner?.type === 'Literal' && inner.value === value;
}

/**
 * The statement sets `path` (`note2.server.isDirty`) to `true`: by assignment, `note2.server.isDirty = true`, or by
 * declaring the object it is a member of, `const note2 = { server: { isDirty: true } }`.
 */
function setsTrue(statement: TSESTree.Node, path: string, vocab: Vocabulary): boolean {
  if (statement.type === 'ExpressionStatement') return assignsBoolean(statement, path, true, vocab);
  if (statement.type !== 'VariableDeclaration') return false;
  const [root, ...members] = path.split('.');
  const declarator = statement.declarations.find((each) => each.id.type === 'Identifier' && each.id.name === root);
  let value: TSESTree.Node | null | undefined = declarator?.init;
  for (const member of members) {
    value = value ? unwrap(value) : null;
    if (value?.type !== 'ObjectExpression') return false;
    const property: TSESTree.Property | undefined = value.properties.find(
      (each): each is TSESTree.Property => each.type === 'Property' && !each.computed && ((each.key.type === 'Identifier' && each.key.name === member) || (each.key.type === 'Literal' && each.key.value === member)),
    );
    value = property?.value;
  }
  return members.length > 0 && isBoolean(value, true);
}

/**
 * Two subjects that read the same way from two constants each set by the same awaited call (`items.length` and
 * `items2.length`, with `const items = await feed.getItems()` and `const items2 = await feed.getItems()`).
 */
function sameReadingRenamed(one: TSESTree.Node, other: TSESTree.Node, vocab: Vocabulary): boolean {
  const [a, b] = [readingOf(one, vocab), readingOf(other, vocab)];
  return a !== null && b !== null && a.call === b.call && a.rest === b.rest && a.name !== b.name;
}

/**
 * `expect(element(by.css('.dialog')).isDisplayed()).toBe(true); close.click(); browser.sleep(500);
 * expect(element(by.css('.dialog')).isPresent()).toBe(false)`: the element the test saw shown before the sleep is
 * asserted gone after it, whichever query reads it. The test waits for it to go, a change, not for nothing to happen.
 */
function shownBeforeSleep(assertion: Assertion, sleepStatement: TSESTree.Node, vocab: Vocabulary): boolean {
  if (!assertion.negative) return false;
  const element = presenceTarget(assertion, vocab);
  if (!element) return false;
  for (const before of statementsBefore(sleepStatement)) {
    const earlier = vocab.assertionAt(before);
    if (earlier && !earlier.negative && presenceTarget(earlier, vocab) === element) return true;
  }
  return false;
}

/** The call a subject's root constant was set by, and what the subject reads of it: `items2.length` → that call, `length`. */
function readingOf(subject: TSESTree.Node, vocab: Vocabulary): { name: string; call: string; rest: string } | null {
  const path = pathOf(subject);
  if (!path || path[0] === 'this') return null;
  let root: TSESTree.Node = subject;
  while (root.type === 'MemberExpression') root = root.object;
  if (root.type !== 'Identifier') return null;
  const value = constInitializer(vocab.sourceCode, root);
  if (!value) return null;
  const init = unwrap(value);
  const call = init.type === 'AwaitExpression' ? unwrap(init.argument) : init;
  if (call.type !== 'CallExpression') return null;
  return { name: root.name, call: vocab.text(call), rest: path.slice(1).join('.') };
}

const RESET_METHODS = new Set(['mockClear', 'mockReset', 'mockRestore', 'resetHistory', 'resetBehavior', 'reset', 'clear']);
/** The statement empties what `subjectNode` reads by hand, before the sleep: what was seen before it no longer counts. */
function resetsSubject(statement: TSESTree.Node, subjectNode: TSESTree.Node, vocab: Vocabulary): boolean {
  const subject = vocab.text(subjectNode);
  const call = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  // `collectedEvents.length = 0`, `received = []`: the subject emptied by hand.
  if (call?.type === 'AssignmentExpression' && call.operator === '=') {
    const emptied = vocab.text(call.left);
    return (emptied === subject || emptied === `${subject}.length`) && isNothing(unwrap(call.right));
  }
  if (call?.type !== 'CallExpression') return false;
  const root = rootName(subjectNode);
  // `resetHistory()`, a function of the test's own (`const resetHistory = () => { [cbA1, cbB1].forEach((spy) =>
  // spy.resetHistory()) }`) named for resetting, which resets doubles and names the subject's: reset by hand too.
  if (call.callee.type === 'Identifier') return !!root && RESETTING_NAME.test(call.callee.name) && resetsThrough(call.callee, root, vocab);
  if (call.callee.type !== 'MemberExpression') return false;
  const method = memberKey(call.callee) ?? '';
  const receiver = vocab.text(call.callee.object);
  // `jest.clearAllMocks()`, `sinon.resetHistory()`, `sandbox.resetHistory()`: every double at once, so a subject that
  // reads a double's calls (`cbB1.args`, `spy.callCount`; not `service.connections.size`).
  if (ALL_DOUBLES_RESET_METHODS.has(method) || (RESET_METHODS.has(method) && SANDBOX.test(receiver))) return readsCallsOfDouble(subjectNode, vocab);
  // (`cbB1.resetHistory()` empties `cbB1.args` and `cbB1.callCount` too.)
  return RESET_METHODS.has(method) && (receiver === subject || subject.startsWith(`${receiver}.`));
}

/** Resets every double's calls. (Not `restoreAllMocks`, which in Vitest 3 keeps them.) */
const ALL_DOUBLES_RESET_METHODS = new Set(['clearAllMocks', 'resetAllMocks']);
/** sinon itself, or a sandbox of it: `sinon.resetHistory()`, `this.sandbox.reset()`. */
const SANDBOX = /^(?:this\.)?(?:sinon|\w*[sS]andbox)$/;
/** `reset`, `resetHistory`, `clearSpies`; not `resetting` or `clearance`. */
const RESETTING_NAME = /^(?:reset|clear)(?:[A-Z]\w*)?$/;

/**
 * A function the file declares under `callee`'s name whose body calls a reset method (`spy.resetHistory()`,
 * `mock.mockClear()`) and names `root`, the subject's double (`cbB1` of `cbB1.args`).
 */
function resetsThrough(callee: TSESTree.Identifier, root: string, vocab: Vocabulary): boolean {
  const definition = findVariable(vocab.sourceCode.getScope(callee), callee.name)?.defs[0]?.node;
  const fn = definition?.type === 'FunctionDeclaration' ? definition : definition?.type === 'VariableDeclarator' ? definition.init : null;
  if (!fn || !isFunction(fn) || !mentionsName(fn.body, root)) return false;
  return anyNode(fn.body, (node) => node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && RESET_METHODS.has(memberKey(node.callee) ?? ''), { intoFunctions: true });
}

function rootName(node: TSESTree.Node): string | null {
  let current = unwrap(node);
  while (current.type === 'MemberExpression' || current.type === 'CallExpression') {
    current = unwrap(current.type === 'MemberExpression' ? current.object : current.callee);
  }
  return current.type === 'Identifier' ? current.name : null;
}

