import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { anyNode, chainBase, enclosingFunction, isBrowserCommandChain, isCypressChain, isNumberLiteral, memberKey, numberValue, pathOf, unwrap } from './paths';
import { constInitializer, importIs, OSPEC_MODULES, throughSinon, VITEST_MODULES } from './resolve';
import type { Vocabulary } from './index';
import { TEST_END_CALLBACK } from './test-ends';

/**
 * An assertion: an `expect(…)…` chain (Jest, Vitest, chai, `assume`), `assert.*` / `assert(…)`,
 * `t.is`/`t.equal`/… on a test context, `sinon.assert.*`, `x.should…`.
 * `negative` says it asserts something did NOT happen (`.not.`, a count of zero, `false`, empty).
 * `exactCount` says it pins a count (`toHaveBeenCalledTimes(2)`, `toHaveLength(3)`, `calledOnce`).
 */
export interface Assertion {
  node: TSESTree.Node;
  /** What is asserted on: `x` in `expect(x)…` / `assert.equal(x, …)`; null when unknown. */
  subject: TSESTree.Node | null;
  /** The matcher or assert method: `toBe`, `equal`, `ok`. */
  matcher: string;
  negative: boolean;
  exactCount: boolean;
  /** The expected value argument, when there is one. */
  expected: TSESTree.Node | null;
  /** Its message says the value did not change (`'p1 should still be 1'`); `negative` is what it compares. */
  unchanged?: boolean;
  /** A count bounded from above: the most it allows (`toBeLessThan(3)`: 2, `at.most(3)`: 3). */
  atMost?: number;
  /** A value (not a count) bounded from below by a number: the bound (`expect(elapsed).toBeGreaterThanOrEqual(45)`: 45). */
  atLeast?: number;
  /** A bound matcher that caps its subject: `toBeLessThan(3)`, or `.not.toBeGreaterThan(3)`, the same cap negated. */
  capped?: boolean;
}

const NEGATIVE_MATCHERS = new Set([
  'toBeUndefined', 'toBeNull', 'toBeFalsy', 'toBeFalse', 'toBeEmpty', 'toBeNil',
  'notCalled', 'neverCalledWith', 'notEqual', 'notStrictEqual', 'notDeepEqual', 'notDeepStrictEqual',
  'notOk', 'false', 'falsy', 'empty', 'undefined', 'null', 'notMatch', 'rejects', 'doesNotReject',
  // chai's assert: `assert.isFalse(changed)`, `assert.isEmpty(errors)`, `assert.notInclude(log, 'retry')`.
  'isFalse', 'isNotOk', 'isUndefined', 'isNull', 'isEmpty', 'notExists', 'notInclude', 'notDeepInclude', 'notNestedInclude',
  'notProperty', 'notDeepProperty', 'notNestedProperty', 'notOwnInclude', 'doesNotHaveAnyKeys', 'doesNotHaveAllKeys',
  // Jasmine's `await expectAsync(lock).toBePending()`: the promise has not settled yet.
  'toBePending',
  // Playwright's `await expect(banner).toBeHidden()`: not visible, or not there at all (`.not.toBeVisible()`).
  'toBeHidden',
  // Brittle's `t.absent(value)`: falsy; `t.unlike(a, b)`, its deep not-equal, as `notDeepEqual`.
  'absent', 'unlike',
]);
const COUNT_MATCHERS = new Set([
  'toHaveBeenCalledTimes', 'toBeCalledTimes', 'toHaveLength', 'toHaveSize', 'toHaveReturnedTimes',
  // Playwright's locator count: `await expect(page.locator('.row')).toHaveCount(0)`.
  'toHaveCount',
  'callCount', 'length', 'lengthOf', 'calledOnce', 'calledTwice', 'calledThrice', 'callCount',
]);
const EQUALITY_MATCHERS = new Set([
  'toBe', 'toEqual', 'toStrictEqual', 'equal', 'equals', 'eq', 'eql', 'be', 'strictEqual', 'deepEqual',
  'deepStrictEqual', 'is', 'same', 'strictSame', 'deepEquals',
  // Brittle's deep equality.
  'alike',
]);
/** `toBeLessThanOrEqual(3)`, chai's `below(4)` and `most(3)`, `assert.isAtMost(n, 3)`: a bound from above. */
const UPPER_BOUND_MATCHERS = new Set(['toBeLessThan', 'toBeLessThanOrEqual', 'lessThan', 'lessThanOrEqual', 'below', 'lt', 'lte', 'most', 'isBelow', 'isAtMost']);
const LOWER_BOUND_MATCHERS = new Set(['toBeGreaterThan', 'toBeGreaterThanOrEqual', 'greaterThan', 'greaterThanOrEqual', 'above', 'gt', 'gte', 'least', 'isAbove', 'isAtLeast']);
/** The bound itself is allowed: `≤`, `≥`. */
const INCLUSIVE_BOUND = /OrEqual$|^(lte|gte|most|least|isAtMost|isAtLeast)$/;
/** QUnit 1's assertions, called as globals: `ok(x)`, `equal(a, b)`, `deepEqual(a, b)`. */
const QUNIT_GLOBAL_ASSERTS = new Set(['ok', 'notOk', 'equal', 'notEqual', 'strictEqual', 'notStrictEqual', 'deepEqual', 'notDeepEqual', 'propEqual', 'notPropEqual']);
/** `expect(x)`, Playwright's `expect.soft(x)`, `chai.expect(x)`, and Jasmine's `expectAsync(promise)` for promises. */
const EXPECT_ROOTS = new Set(['expect', 'expect.soft', 'chai.expect', 'expectAsync']);
const NOT_EQUAL_MATCHERS = new Set(['notEqual', 'notStrictEqual', 'notDeepEqual', 'notDeepStrictEqual', 'not', 'notSame', 'unlike']);
const CONTEXT_ASSERTS = new Set([
  'is', 'not', 'true', 'false', 'truthy', 'falsy', 'deepEqual', 'notDeepEqual', 'equal', 'notEqual',
  'strictEqual', 'notStrictEqual', 'ok', 'notOk', 'same', 'notSame', 'strictSame', 'match', 'notMatch',
  'throws', 'rejects', 'resolves', 'assert', 'pass', 'fail', 'like', 'has', 'deepStrictEqual',
  // AVA's `t.throwsAsync(fn)`, `t.notThrows(fn)`; tap's `t.doesNotThrow(fn)`.
  'throwsAsync', 'notThrows', 'notThrowsAsync', 'doesNotThrow',
  // Brittle's `t.alike(a, b)`, `t.unlike(a, b)`, `t.absent(x)`, `t.exception(fn)` and `t.execution(fn)`.
  'alike', 'unlike', 'absent', 'exception', 'execution',
]);
const ASSERT_SOURCES = ['assert', 'assert/strict', 'chai', 'power-assert', 'uvu/assert', 'tap'];
/** Modules that export an assertion library among other things, and the names they export it under. */
const RUNNER_ASSERT_SOURCES: Record<string, string[]> = {
  ...Object.fromEntries(VITEST_MODULES.map((source) => [source, ['assert']])),
  '@jest/globals': ['assert'],
  'bun:test': ['assert'],
  poku: ['assert', 'strict'],
  // `const sinon = require('sinon'); sinon.assert.notCalled(spy)`: Sinon's own assertions, imported rather than global.
  sinon: ['assert'],
};

/** `toBeGreaterThan`, `below`, `isAtMost`, …: the matcher bounds its subject from above or below. */
export function isBoundMatcher(name: string): boolean {
  return UPPER_BOUND_MATCHERS.has(name) || LOWER_BOUND_MATCHERS.has(name);
}

/**
 * "No more than": an upper bound on the subject. A count so pinned (`expect(seen.length).toBeLessThanOrEqual(3)`), an
 * upper-bound matcher not negated (`expect(replayCount).toBeLessThanOrEqual(1)`; `.not.toBeLessThan(3)` is a bound
 * from below), or a comparison checked by hand (`assert.ok(count <= 1)`, `t.ok(replays < 2)`).
 */
export function boundsFromAbove(assertion: Assertion): boolean {
  if (assertion.atMost !== undefined || assertion.capped) return true;
  const written = boundsHeldTrue(assertion);
  return written.length > 0 && written.every((bound) => bound.from === 'above');
}

/** `toBeGreaterThan`, `above`, `isAtLeast`, …: the matcher bounds its subject from below. */
export function isLowerBoundMatcher(name: string): boolean {
  return LOWER_BOUND_MATCHERS.has(name);
}

/**
 * Any bound matcher's name as a word in source text: a cheap test before reading a test's steps for a bound from
 * below (`toBeGreaterThan(45)`, or an upper bound negated, `.not.toBeLessThan(45)`).
 */
export const BOUND_MATCHER_WORD = new RegExp(`\\b(${[...LOWER_BOUND_MATCHERS, ...UPPER_BOUND_MATCHERS].join('|')})\\b`);

/** `toBe`, `equal`, `eql`, …: the matcher compares with an expected value. */
export function isEqualityMatcher(name: string): boolean {
  return EQUALITY_MATCHERS.has(name);
}

/** `assert.notEqual`, `notStrictEqual`, `notDeepEqual`, `t.not`, `t.notSame`: the negated equality assertions. */
export function isNotEqualMatcher(name: string): boolean {
  return NOT_EQUAL_MATCHERS.has(name);
}

/** A value that means "nothing": false, 0, null, undefined, [], {}, '', an empty `new Map()` or `new Set()`. */
export function isNothing(node: TSESTree.Node | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return node.value === false || node.value === 0 || node.value === null || node.value === '';
  if (node.type === 'Identifier') return node.name === 'undefined';
  if (node.type === 'ArrayExpression') return node.elements.length === 0;
  if (node.type === 'ObjectExpression') return node.properties.length === 0;
  // `new Map()`, `new Set()`: an empty collection built in place.
  if (node.type === 'NewExpression') return node.arguments.length === 0 && node.callee.type === 'Identifier' && EMPTY_COLLECTIONS.has(node.callee.name);
  return false;
}
const EMPTY_COLLECTIONS: ReadonlySet<string> = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

/**
 * `'pending'`, `PromiseState.Pending`: the state of something that has not settled yet. Held to it after a sleep, a
 * test asserts that nothing happened, as `toBePending()` does.
 */
function isUnsettledState(node: TSESTree.Node | null): boolean {
  if (!node) return false;
  const inner = unwrap(node);
  if (inner.type === 'Literal') return typeof inner.value === 'string' && /^pending$/i.test(inner.value);
  return inner.type === 'MemberExpression' && /^pending$/i.test(memberKey(inner) ?? '');
}

/** `null` or `undefined` themselves: no value at all (narrower than isNothing, which counts `0`, `''` and `[]`). */
export function isNullish(node: TSESTree.Node): boolean {
  return (node.type === 'Identifier' && node.name === 'undefined') || (node.type === 'Literal' && node.value === null);
}

/** `max`, `options.max`: a value held in a name rather than computed in place. */
function isNamedValue(node: TSESTree.Node | null): boolean {
  if (!node) return false;
  const inner = unwrap(node);
  return inner.type === 'Identifier' ? inner.name !== 'undefined' : inner.type === 'MemberExpression' && !isCountRead(inner);
}

/** `x.length`, `x.size`, `spy.callCount`, `mock.calls.length`: a count read. */
function isCountRead(node: TSESTree.Node | null): boolean {
  if (!node) return false;
  const inner = unwrap(node);
  return inner.type === 'MemberExpression' && ['length', 'size', 'callCount'].includes(memberKey(inner) ?? '');
}

/** The assertion a statement or expression is, or null. */
export function assertionAt(node: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  const expression = unwrap(node.type === 'ExpressionStatement' ? node.expression : node);
  const assertion =
    expectChain(expression, vocab) ?? assertCall(expression, vocab) ?? cypressShould(expression, vocab) ?? shouldChain(expression) ?? assertionHelper(expression) ??
    mockScopeCheck(expression, vocab) ?? mockLibraryVerify(expression, vocab) ?? ospecCheck(expression, vocab) ?? testdoubleVerify(expression, vocab) ??
    browserQueueCheck(expression);
  return assertion && withSinonCountFlag(assertion);
}

/** Matchers that say a value is true: `.to.be.true`, `toBe(true)`, `assert(x)`, `assert.isTrue(x)`. */
const TRUE_MATCHERS = new Set(['true', 'ok', 'truthy', 'isTrue', 'isOk', 'toBeTruthy', 'toBeTrue', 'assert']);

/** The assertion holds its subject true: `assert(x)`, `t.ok(x)`, `expect(x).toBe(true)`, `expect(x).to.be.true`. */
function holdsTrue(assertion: Assertion): boolean {
  if (assertion.negative) return false;
  const expected = assertion.expected ? unwrap(assertion.expected) : null;
  return TRUE_MATCHERS.has(assertion.matcher) || (EQUALITY_MATCHERS.has(assertion.matcher) && expected?.type === 'Literal' && expected.value === true);
}

/** A bound written as a comparison with a number: what it bounds, the number, and from which side. */
export interface WrittenBound {
  subject: TSESTree.Node;
  bound: number;
  from: 'below' | 'above';
}

/**
 * Bounds written as comparisons with numbers in a subject held true: `expect(watch.duration >= 990 && watch.duration
 * <= 1200).toBe(true)`, `assert(elapsed > 45)`, `t.ok(90 <= ms)`, `assert.ok(count <= 1)`. A strict bound counts as
 * inclusive (`> 45` as at least 45: lengths of time are not whole numbers). Parts joined by `&&` all hold, and are read
 * only when every part is such a comparison (`job.duration >= 60 && job.status === 'done'` also waits for a state);
 * a part of `||` need not hold, and is not read.
 */
export function boundsHeldTrue(assertion: Assertion): WrittenBound[] {
  if (!assertion.subject || !holdsTrue(assertion)) return [];
  const bounds: WrittenBound[] = [];
  const visit = (node: TSESTree.Node): boolean => {
    const part = unwrap(node);
    if (part.type === 'LogicalExpression' && part.operator === '&&') return visit(part.left) && visit(part.right);
    if (part.type !== 'BinaryExpression' || part.left.type === 'PrivateIdentifier') return false;
    const right = numberValue(part.right);
    const left = numberValue(part.left);
    if ((right === null) === (left === null)) return false;
    const below = right !== null ? part.operator === '>=' || part.operator === '>' : part.operator === '<=' || part.operator === '<';
    const above = right !== null ? part.operator === '<=' || part.operator === '<' : part.operator === '>=' || part.operator === '>';
    if (!below && !above) return false;
    bounds.push({ subject: right !== null ? part.left : part.right, bound: (right ?? left)!, from: below ? 'below' : 'above' });
    return true;
  };
  return visit(assertion.subject) ? bounds : [];
}

/**
 * `expect(spy.calledOnce).to.be.true`, `assert(spy.calledTwice)`: Sinon's count flags read as values pin an exact count,
 * as `sinon.assert.calledOnce(spy)` does; `spy.notCalled` held true says it was never called.
 */
function withSinonCountFlag(assertion: Assertion): Assertion {
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  const flag = subject?.type === 'MemberExpression' ? memberKey(subject) : null;
  if (!flag || !/^(calledOnce|calledTwice|calledThrice|notCalled)$/.test(flag) || assertion.negative) return assertion;
  if (!holdsTrue(assertion)) return assertion;
  return flag === 'notCalled' ? { ...assertion, negative: true } : { ...assertion, exactCount: true };
}

/**
 * `scope.done()` on a nock scope (`const scope = nock(url).post('/x').reply(200)`): it throws unless every request the
 * scope expects was made, so it checks that the code under test sent them; `mock.verify()` on a Sinon mock (`const
 * mock = sinon.mock(store); mock.expects('commit')`) likewise checks every expectation was met. Found through the
 * variable's writes, not the name, so a `done()` or `verify()` of anything else (`jwt.verify()`) is not one.
 */
function mockScopeCheck(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  if (expression.type !== 'CallExpression' || expression.arguments.length > 0) return null;
  const callee = unwrap(expression.callee);
  const method = callee.type === 'MemberExpression' ? memberKey(callee) : null;
  const maker = method === 'done' ? 'nock' : method === 'verify' ? 'sinon mock' : null;
  if (callee.type !== 'MemberExpression' || !maker) return null;
  const scope = unwrap(callee.object);
  if (scope.type !== 'Identifier') return null;
  const origin = vocab.resolve(scope)?.origin;
  if (origin?.kind !== 'local' || holdsMock(origin.variable, origin.init, vocab) !== maker) return null;
  // (No subject: it checks what the code did to the mock, not a value the variable holds, so no reading of `scope` or
  // `mock` before the sleep makes it a check that something stayed the same.)
  return { node: expression, subject: null, matcher: method!, negative: false, exactCount: false, expected: null };
}

/** ts-mockito's modules: `verify(mocked.method(1)).once()`. */
const TS_MOCKITO_MODULES = ['ts-mockito', '@typestrong/ts-mockito'];
/** The counts ts-mockito's `verify(…)` and TypeMoq's `Times` check a call by. */
const VERIFIED_COUNTS = new Set(['never', 'once', 'twice', 'thrice', 'times', 'exactly', 'atLeast', 'atLeastOnce', 'atMost', 'atMostOnce', 'called', 'between']);
const EXACT_COUNTS = new Set(['once', 'twice', 'thrice', 'times', 'exactly']);

/**
 * A mocking library's check that the code under test made a call: TypeMoq's `mock.verify((c) => c.evaluate(),
 * Times.once())` and `mock.verifyAll()` on a mock it made (`TypeMoq.Mock.ofType<T>()`, `Mock.ofInstance(x)`), and
 * ts-mockito's `verify(mocked.method(1)).once()`. Each throws unless the call came as often as it says; `never()`
 * (or a count of zero) checks that it did not come.
 */
function mockLibraryVerify(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  if (expression.type !== 'CallExpression') return null;
  const callee = unwrap(expression.callee);
  if (callee.type !== 'MemberExpression') return null;
  const method = memberKey(callee) ?? '';
  const receiver = unwrap(callee.object);
  const countOf = (name: string, call: TSESTree.CallExpression) => {
    const zero = (name === 'times' || name === 'exactly') && numberValue(call.arguments[0]) === 0;
    return { node: expression, subject: null, matcher: name, negative: name === 'never' || zero, exactCount: EXACT_COUNTS.has(name) && !zero, expected: null };
  };
  if (receiver.type === 'CallExpression' && receiver.callee.type === 'Identifier' && VERIFIED_COUNTS.has(method)) {
    return importIs(vocab.resolve(receiver.callee)?.imported ?? null, TS_MOCKITO_MODULES, ['verify']) ? countOf(method, expression) : null;
  }
  if ((method !== 'verify' && method !== 'verifyAll') || receiver.type !== 'Identifier') return null;
  const origin = vocab.resolve(receiver)?.origin;
  if (origin?.kind !== 'local' || holdsMock(origin.variable, origin.init, vocab) !== 'typemoq mock') return null;
  if (method === 'verifyAll') return { node: expression, subject: null, matcher: method, negative: false, exactCount: false, expected: null };
  const times = expression.arguments[1] ? unwrap(expression.arguments[1]) : null;
  const timesCallee = times?.type === 'CallExpression' ? unwrap(times.callee) : null;
  const count = timesCallee?.type === 'MemberExpression' ? memberKey(timesCallee) : null;
  return count && VERIFIED_COUNTS.has(count) ? countOf(count, times as TSESTree.CallExpression) : null;
}

/** ospec's checks, each a method of what `o(actual)` returns. */
const OSPEC_MATCHERS = new Set(['equals', 'deepEquals', 'notEquals', 'notDeepEquals', 'satisfies', 'notSatisfies', 'throws', 'notThrows']);
/** How ospec's negated checks read as the matchers the rest of the vocabulary knows. */
const OSPEC_AS: Record<string, string> = { notEquals: 'notEqual', notDeepEquals: 'notDeepEqual' };

/**
 * `o(actual).equals(expected)` of ospec, `o.check(actual).deepEquals(expected)` of otest: `o` is the module's default
 * export, whatever the file calls it. (`o('title', fn)` declares a test; only a check's matcher makes it a check.)
 */
function ospecCheck(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  if (expression.type !== 'CallExpression') return null;
  const callee = unwrap(expression.callee);
  const matcher = callee.type === 'MemberExpression' ? memberKey(callee) : null;
  if (!matcher || !OSPEC_MATCHERS.has(matcher) || callee.type !== 'MemberExpression') return null;
  const made = unwrap(callee.object);
  if (made.type !== 'CallExpression') return null;
  const imported = vocab.resolve(made.callee)?.imported ?? null;
  if (!importIs(imported, OSPEC_MODULES, []) && !importIs(imported, OSPEC_MODULES, ['check'])) return null;
  const subject = (made.arguments[0] as TSESTree.Node | undefined) ?? null;
  const expected = (expression.arguments[0] as TSESTree.Node | undefined) ?? null;
  return classify(expression, subject, OSPEC_AS[matcher] ?? matcher, false, expected);
}

/** Modules that export testdouble's `verify`: testdouble itself, and runners that hand it on (otest). */
const TESTDOUBLE_MODULES = ['testdouble', '@tutao/otest'];

/**
 * testdouble's `td.verify(fetch('/a'))`, `verify(mapper(anything()), { times: 2 })`: it throws unless the call came
 * (as often as `times` says; `{ times: 0 }` checks that it did not).
 */
function testdoubleVerify(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  if (expression.type !== 'CallExpression' || unwrap(expression.arguments[0] as TSESTree.Node ?? expression).type !== 'CallExpression') return null;
  if (!importIs(vocab.resolve(expression.callee)?.imported ?? null, TESTDOUBLE_MODULES, ['verify'])) return null;
  const options = expression.arguments[1] ? unwrap(expression.arguments[1]) : null;
  let timesNode: TSESTree.Node | null = null;
  if (options?.type === 'ObjectExpression') {
    for (const property of options.properties) {
      if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === 'times') timesNode = property.value;
    }
  }
  const times = numberValue(timesNode);
  // (The subject is the double called, `mapper`, and what is expected its count: as `expect(mapper).toHaveBeenCalledTimes(3)`
  // reads, so a count already seen before a sleep reads as "no more".)
  const subject = (unwrap(expression.arguments[0] as TSESTree.Node) as TSESTree.CallExpression).callee;
  return { node: expression, subject, matcher: 'verify', negative: times === 0, exactCount: times !== null && times > 0, expected: timesNode };
}

/** Worked out once per variable: a suite may call `scope.done()` in every test of a long file. */
const mockMakers = new WeakMap<TSESLint.Scope.Variable, MockMaker | null>();
type MockMaker = 'nock' | 'sinon mock' | 'typemoq mock';

/**
 * What made the mock a variable holds, from its writes: a nock scope (`nock(url).get('/a').reply(200)`, whose
 * `done()` throws unless every request was made) or a Sinon mock (`sinon.mock(store)`, `sandbox.mock(api)`, whose
 * `verify()` throws unless every expectation set with `expects(…)` was met).
 */
function holdsMock(variable: TSESLint.Scope.Variable, init: TSESTree.Node | null, vocab: Vocabulary): MockMaker | null {
  let answer = mockMakers.get(variable);
  if (answer === undefined) {
    const writes = [init, ...variable.references.map((reference) => reference.writeExpr)].filter((node): node is TSESTree.Node => !!node);
    answer = null;
    for (const write of writes) answer ??= mockMakerOf(write, vocab);
    mockMakers.set(variable, answer);
  }
  return answer;
}

const TYPEMOQ_FACTORIES = new Set(['ofType', 'ofType2', 'ofInstance', 'ofInstance2']);

/** The first call of a chain (`nock(url).get('/a').reply(200)`, `sinon.mock(obj).expects('x')`) says what it makes. */
function mockMakerOf(node: TSESTree.Node, vocab: Vocabulary): MockMaker | null {
  let current = unwrap(node);
  for (let depth = 0; depth < 30; depth++) {
    if (current.type === 'CallExpression') {
      const callee = unwrap(current.callee);
      if (callee.type === 'Identifier') return importIs(vocab.resolve(callee)?.imported ?? null, ['nock'], []) ? 'nock' : null;
      if (callee.type !== 'MemberExpression') return null;
      if (memberKey(callee) === 'mock' && throughSinonCall(callee, vocab)) return 'sinon mock';
      // `TypeMoq.Mock.ofType<Condition>()`, `Mock.ofInstance(service)`.
      if (TYPEMOQ_FACTORIES.has(memberKey(callee) ?? '') && importIs(vocab.resolve(callee.object)?.imported ?? null, ['typemoq'], ['Mock'])) return 'typemoq mock';
      current = unwrap(callee.object);
    } else if (current.type === 'MemberExpression') {
      current = unwrap(current.object);
    } else {
      return null;
    }
  }
  return null;
}

/** `sinon.mock`, `sandbox.mock`, also off a sandbox made in place (`sinon.createSandbox().mock`). */
function throughSinonCall(callee: TSESTree.MemberExpression, vocab: Vocabulary): boolean {
  const resolved = vocab.resolve(callee) ?? vocab.resolve(chainBase(callee));
  return !!resolved && throughSinon(resolved);
}

/** `expectNumberOfAcquisitionRequests(pool, address, 1)`, `assertBundles(b, […])`, `checkResults()`: named for a check. */
const ASSERTION_HELPER_NAME = /^(expect|assert|verify|check)(?=[A-Z0-9_])/;
/** The names a method of a validator or page object checks by: `expectModalNotVisible()`, `assertTitle(t)`. */
const MEMBER_ASSERTION_HELPER_NAME = /^(expect|assert)(?=[A-Z0-9_])/;
/** `expectNoRequests()`, `assertNotCalled(spy)`, `verifyNothingSent()`: a check that something is not there. */
const ABSENCE_IN_NAME = /(No|Not|Never|Nothing|None|Empty|Absent|Missing)(?=[A-Z0-9_]|$)/;

/**
 * A call of a helper named for a check (`expectNumberOfAcquisitionRequests(pool, address, 1)`, Deno's
 * `assertEquals(a, b)`): positive unless its name says absence. (A helper whose body asserts but whose name does not
 * say so, `setupRemoteEcho()`, is taken for what it mostly is: setup.)
 */
function assertionHelper(expression: TSESTree.Node): Assertion | null {
  if (expression.type !== 'CallExpression') return null;
  // (Also a method of a validator or page object, `modalValidator.expectModalNotVisible()`, `this.expectTitle(t)`.)
  const callee = unwrap(expression.callee);
  // (On a receiver only `expect…` and `assert…`: `client.verifyToken()`, `updater.checkForUpdates()` act.)
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' ? callee.property.name : null;
  if (!name || (callee.type === 'MemberExpression' && !MEMBER_ASSERTION_HELPER_NAME.test(name))) return null;
  if (!ASSERTION_HELPER_NAME.test(name)) return null;
  // What the helper reads is its own business: a literal first argument (`expectLogsToMatch(/LoopBack/)`) is a pattern,
  // not the subject.
  const first = (expression.arguments[0] as TSESTree.Node | undefined) ?? null;
  const subject = first && unwrap(first).type !== 'Literal' && unwrap(first).type !== 'TemplateLiteral' ? first : null;
  const negative = ABSENCE_IN_NAME.test(name.replace(ASSERTION_HELPER_NAME, ''));
  // `assertEquals(sub.getPending(), 11)`: what it is compared with.
  const expected = (expression.arguments[1] as TSESTree.Node | undefined) ?? null;
  return { node: expression, subject, matcher: name, negative, exactCount: false, expected };
}

/** Walks `expect(x).not.toHaveBeenCalledTimes(0)` from the outside in. */
function expectChain(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  const links: { name: string; args: TSESTree.CallExpressionArgument[] | null }[] = [];
  let current: TSESTree.Node = expression;
  for (let i = 0; i < 12; i++) {
    if (current.type === 'CallExpression') {
      const callee = unwrap(current.callee);
      if (callee.type === 'MemberExpression') {
        links.unshift({ name: memberKey(callee) ?? '', args: current.arguments });
        current = unwrap(callee.object);
        continue;
      }
      if (callee.type === 'Identifier') break;
      return null;
    }
    if (current.type === 'MemberExpression') {
      links.unshift({ name: memberKey(current) ?? '', args: null });
      current = unwrap(current.object);
      continue;
    }
    break;
  }
  // `t.expect(order).toStrictEqual(['1a'])`: Vitest's test context used without destructuring (`async (t) => …`).
  let subject: TSESTree.Node | null;
  if (current.type === 'Identifier' && links.length > 1 && links[0].name === 'expect' && links[0].args) {
    subject = (links[0].args[0] as TSESTree.Node | undefined) ?? null;
    links.shift();
  } else {
    if (current.type !== 'CallExpression' || links.length === 0) return null;
    const root = pathOf(current.callee);
    if (!root) return null;
    const rootName = root.join('.');
    if (!EXPECT_ROOTS.has(rootName) && !isAssume(current.callee, vocab)) return null;
    // `expect` may be a global, an import, a local alias (`const expect = require('chai').expect`) or
    // Vitest's test-context parameter (`it('x', async ({ expect }) => …)`).
    subject = (current.arguments[0] as TSESTree.Node | undefined) ?? null;
  }
  const names = links.map((link) => link.name);
  const last = links[links.length - 1];
  // (A suite's own count matcher takes the count last, `toHaveReceivedRequestTimes('GET', '/v1/ping', 0)`, or first,
  // fetch-mock's `toHaveFetchedTimes(0, '/api/ping')`: the number written in place at either end.)
  const args = (last.args ?? []) as TSESTree.Node[];
  const countLast = args.length > 1 && numberValue(args.at(-1)!) !== null;
  const expected = (isCustomTimesMatcher(last.name) && countLast ? args.at(-1) : args[0]) ?? null;
  return classify(expression, subject, last.name, names.includes('not'), expected);
}

/**
 * `assume(r.takenUntil).is.greaterThan(t)`: the `assume` library's chains read like chai's `expect`. The name is a
 * common word, so only the import counts (`require('assume')`, `import assume from 'assume'`).
 */
function isAssume(callee: TSESTree.Node, vocab: Vocabulary): boolean {
  const inner = unwrap(callee);
  return inner.type === 'Identifier' && importIs(vocab.resolve(inner)?.imported ?? null, ['assume'], []);
}

/** A matcher of the suite's own that counts, named like Jest's `toHaveBeenCalledTimes`: `toHaveReceivedRequestTimes`. */
function isCustomTimesMatcher(matcher: string): boolean {
  return /^to[A-Z]\w*Times$/.test(matcher) && !COUNT_MATCHERS.has(matcher);
}

function classify(
  node: TSESTree.Node,
  subject: TSESTree.Node | null,
  matcher: string,
  negated: boolean,
  expected: TSESTree.Node | null,
): Assertion {
  const count = numberValue(expected);
  // `.not.toBeNull()` asserts presence: a negated negative matcher is positive.
  let negative = negated !== NEGATIVE_MATCHERS.has(matcher);
  let exactCount = false;
  if (COUNT_MATCHERS.has(matcher) || isCustomTimesMatcher(matcher)) {
    // `.not.toHaveLength(0)`: something is there.
    if (count === 0) negative = !negated;
    // `await expect(items).not.toHaveCount(initialLength)`: the count moved from one the test kept, a change.
    else if (negated && count === null && isNamedValue(expected)) negative = false;
    else exactCount = !negated && (count !== null || /^called(Once|Twice|Thrice)$/.test(matcher));
  } else if (EQUALITY_MATCHERS.has(matcher)) {
    if (isNothing(expected) || isUnsettledState(expected)) negative = !negated;
    // `expect(list.length).toBe(3)`, `expect(workers.length).toBe(maxWorkers)`: a count pinned to a value.
    else if (isCountRead(subject) && (count !== null || isNamedValue(expected))) exactCount = !negated;
  } else if (NOT_EQUAL_MATCHERS.has(matcher) && isNothing(expected)) {
    // `assert.notStrictEqual(headers, null)`, `t.not(reply, undefined)`: something is there.
    negative = false;
  } else if (isCountRead(subject) && count !== null && isBoundMatcher(matcher)) {
    // `expect(seen.length).toBeLessThanOrEqual(3)`: "no more than", a count pinned from above like an exact count;
    // `toBeLessThan(1)` allows none, an absence. A bound from below (`.not.toBeLessThan(3)`: at least three) is
    // something there.
    const fromAbove = UPPER_BOUND_MATCHERS.has(matcher) !== negated;
    const inclusive = INCLUSIVE_BOUND.test(matcher) !== negated;
    const most = inclusive ? count : count - 1;
    negative = fromAbove && most <= 0;
    exactCount = fromAbove && most > 0;
    if (exactCount) return { node, subject, matcher, negative, exactCount, expected, atMost: most };
    if (fromAbove) return { node, subject, matcher, negative, exactCount, expected, capped: true };
  } else if (isBoundMatcher(matcher)) {
    // Any other bound (on a value, or on a count against a named bound): a bound from below, `toBeGreaterThan(3)` or
    // `.not.toBeLessThan(3)`, is something there (at least that much: an elapsed time checked after the sleep); a cap
    // is "no more than" (`toBeLessThanOrEqual(max)`), and written negated (`.not.toBeGreaterThan(before)`) it reads as
    // an absence, as any negated matcher does.
    const capped = UPPER_BOUND_MATCHERS.has(matcher) !== negated;
    if (negated) negative = capped;
    if (capped) return { node, subject, matcher, negative, exactCount, expected, capped };
    if (count !== null) return { node, subject, matcher, negative, exactCount, expected, atLeast: count };
  }
  return { node, subject, matcher, negative, exactCount, expected };
}

/** `assert.equal(a, b)`, `assert(x)`, `t.is(a, b)`, `sinon.assert.calledOnce(spy)`. */
function assertCall(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  const assertion = assertCallAsWritten(expression, vocab);
  // `assert.equal(ch1.getSessionCount(), 1, 'p1 should still be 1')`, `assert.equal(doc.toJSON(), v1, 'keeps old value')`:
  // the message says the value did not change. (What the assertion expects stays as written: `assert.ok(open,
  // 'stays open')` still expects `open` to be true.)
  if (assertion && !assertion.negative && expression.type === 'CallExpression' && saysUnchanged(messageOf(expression, assertion.matcher))) {
    return { ...assertion, unchanged: true };
  }
  // `assert.equal(reqCount, 1, 'no reconnect after close() cancelled the timer')`: a count whose message says nothing
  // more came is "no more than that", an absence.
  if (assertion && !assertion.negative && expression.type === 'CallExpression' && EQUALITY_MATCHERS.has(assertion.matcher) && isNumberLiteral(assertion.expected) && saysNoMore(messageOf(expression, assertion.matcher))) {
    return { ...assertion, negative: true };
  }
  return assertion;
}

/** "no reconnect after close", "should not retry", "never fired again": the message says something did not happen. */
const NO_MORE = /^\s*(no|never|nothing)\b|\b(no more|should ?n[o']t|must ?n[o']t|did ?n[o']t|does ?n[o']t|never)\b/i;
function saysNoMore(message: TSESTree.Node | null): boolean {
  const text = messageText(message);
  return !!text && NO_MORE.test(text);
}

/** The text of an assertion's message written in place (a string or a template), or null. */
function messageText(message: TSESTree.Node | null): string | null {
  if (message?.type === 'Literal' && typeof message.value === 'string') return message.value;
  return message?.type === 'TemplateLiteral' ? message.quasis.map((quasi) => quasi.value.cooked).join(' ') : null;
}

/** Methods whose message comes after one argument (`assert.ok(x, msg)`) or after two (`assert.equal(a, b, msg)`). */
const ONE_ARGUMENT_ASSERTS = new Set(['ok', 'true', 'truthy', 'assert', 'isTrue', 'isOk', 'isDefined', 'isNotNull', 'isNotEmpty', 'exists']);
function messageOf(call: TSESTree.CallExpression, matcher: string): TSESTree.Node | null {
  const at = ONE_ARGUMENT_ASSERTS.has(matcher) ? 1 : EQUALITY_MATCHERS.has(matcher) || NOT_EQUAL_MATCHERS.has(matcher) ? 2 : -1;
  return at < 0 ? null : ((call.arguments[at] as TSESTree.Node | undefined) ?? null);
}
// (Whole words: not "keep-alive", nor the bare "keep", "stay", "remain" of an instruction.)
const UNCHANGED = /(?<![\w-])(still|keeps|kept|remains|remained|stays|stayed|unchanged|old value)(?![\w-])/i;
function saysUnchanged(message: TSESTree.Node | null): boolean {
  const text = messageText(message);
  return !!text && UNCHANGED.test(text);
}

/** The module's export a path starts from: `assert` in `sinon.assert.notCalled` of `import sinon from 'sinon'`. */
function exportedRoot(path: string[]): string {
  return (path[0] === 'default' ? path[1] : path[0]) ?? '';
}

function assertCallAsWritten(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  if (expression.type !== 'CallExpression') return null;
  const resolved = vocab.resolve(expression.callee);
  if (!resolved) return null;
  const path = resolved.local;
  const origin = resolved.origin;
  const fromAssertModule =
    origin?.kind === 'import' &&
    (ASSERT_SOURCES.includes(origin.source) ||
      // `import { assert } from 'vitest'` (chai's assert, re-exported), `import { strict } from 'poku'`.
      (RUNNER_ASSERT_SOURCES[origin.source]?.includes(exportedRoot(resolved.imported?.path ?? origin.path)) ?? false));
  const isAssertRoot =
    fromAssertModule ||
    // (A global `sinon` or `chai` asserts through its `assert` only: `sinon.spy()`, `chai.use(x)` check nothing.)
    (origin?.kind === 'global' && (path[0] === 'assert' || (['sinon', 'chai'].includes(path[0]) && path[1] === 'assert'))) ||
    (origin?.kind === 'local' && path[0] === 'assert') ||
    // `const assert = require('bsert')`, `import assert from 'nanoassert'`: a module the file names `assert` has the
    // assert API, whatever package provides it.
    // (`import { Assert } from '@sinclair/carbon'`: also capitalised.)
    (origin?.kind === 'import' && /^assert$/i.test(path[0])) ||
    // `async test({ assert, target }) { … assert.equal(…) }`: an assertion library the runner hands in by that name.
    (origin?.kind === 'parameter' && path[0] === 'assert');
  const isContext = origin?.kind === 'parameter' && path.length >= 2 && vocab.isTestContextParameter(resolved);
  // QUnit 1's global assertions, `ok(x)` and `equal(a, b)` in an `asyncTest`, declared nowhere in the file.
  const qunitGlobal = origin?.kind === 'global' && path.length === 1 && QUNIT_GLOBAL_ASSERTS.has(path[0]);
  let method: string;
  // `const { notStrictEqual } = require('node:assert')`: the method is the imported name, not `assert(…)` itself.
  const importedMethod = fromAssertModule && path.length === 1 ? resolved.imported?.path.at(-1) : undefined;
  if (qunitGlobal) method = path[0];
  else if (importedMethod && importedMethod !== 'default' && importedMethod !== 'strict') method = importedMethod;
  else if (isAssertRoot && path.length === 1) method = 'ok';
  else if (isAssertRoot && (path[path.length - 2] === 'assert' || path.length === 2)) method = path[path.length - 1];
  else if (isContext && (path.length === 2 || path[1] === 'assert') && CONTEXT_ASSERTS.has(path[path.length - 1])) method = path[path.length - 1];
  else return null;
  if (path.length === 1 && !fromAssertModule && !qunitGlobal && path[0] !== 'assert') return null;
  // tape's `test('x', (assert) => { …; assert.end() })`: ending the test checks nothing. (`t.pass()` is kept as a
  // check, unlike in TEST_END_METHODS: it says the test got that far, which is what a sleep before it hopes for.
  // Reading it as an end alone lost 9 true reports and 8 false ones on the labelled samples.)
  if (origin?.kind === 'parameter' && (method === 'end' || method === 'done')) return null;
  const [first, second] = expression.arguments as TSESTree.Node[];
  const subject = first ?? null;
  if (method === 'ok' || method === 'true' || method === 'truthy' || method === 'assert') {
    // `assert(!fired)`, `assert.ok(event === undefined)`, `t.true(count === 0)`: that something is not there.
    const comparesToNothing =
      !!first && first.type === 'BinaryExpression' && ['===', '=='].includes(first.operator) && (isNothing(first.right) || isNothing(first.left));
    const negative = (!!first && first.type === 'UnaryExpression' && first.operator === '!') || comparesToNothing;
    return { node: expression, subject, matcher: method, negative, exactCount: false, expected: null };
  }
  if (/^(notCalled|neverCalled)/.test(method)) {
    return { node: expression, subject, matcher: method, negative: true, exactCount: false, expected: null };
  }
  if (/^called(Once|Twice|Thrice)$/.test(method)) {
    return { node: expression, subject, matcher: method, negative: false, exactCount: true, expected: null };
  }
  if (method === 'callCount') return classify(expression, subject, 'callCount', false, second ?? null);
  // `assert.fileEquals('argv.json', …)`, `assert.fileExists('out.log')`: the literal names a file; what is checked is
  // the file system, read at that moment.
  if (FILE_SYSTEM_ASSERT.test(method)) return { node: expression, subject: expression, matcher: method, negative: /^(file|dir)(Not|Missing)/.test(method), exactCount: false, expected: second ?? null };
  // `assert.strictEqual(1, events.length)`: the expected value written first; the subject is the other one.
  if (first && second && (EQUALITY_MATCHERS.has(method) || NOT_EQUAL_MATCHERS.has(method)) && isLiteralValue(first) && !isLiteralValue(second)) {
    return classify(expression, second, method, false, first);
  }
  // (`t.false(gotResponse, 'should not respond')`, `assert.isNull(err, 'no error')`: the second argument is a message.)
  return classify(expression, subject, method, false, ONE_VALUE_ASSERTS.has(method) ? null : second ?? null);
}

/** Assertions about one value, whose second argument, if any, is the message shown when they fail. */
const ONE_VALUE_ASSERTS: ReadonlySet<string> = new Set([
  'false', 'falsy', 'notOk', 'undefined', 'null', 'empty', 'isFalse', 'isNotOk', 'isUndefined', 'isNull', 'isEmpty',
  'isNotEmpty', 'isTrue', 'isOk', 'isDefined', 'isNotNull', 'exists', 'notExists', 'isNotUndefined', 'absent',
]);

/** Japa's and similar file-system assertions: `fileExists`, `fileEquals`, `fileContains`, `dirIsEmpty`, `fileNotExists`. */
const FILE_SYSTEM_ASSERT = /^(file|dir)[A-Z]/;

function isLiteralValue(node: TSESTree.Node): boolean {
  const inner = unwrap(node);
  return inner.type === 'Literal' || (inner.type === 'UnaryExpression' && inner.operator === '-' && inner.argument.type === 'Literal');
}

/**
 * `if (!shutdown) throw new Error('Unexpected state')`, `if (n !== 1) return done(new Error('…'))`: a check written
 * by hand. It asserts the opposite of its condition; that is "nothing there" when the condition is that something
 * is (`if (called) throw …`, `if (events.length !== 0) …`). Callback tests also check by when they end: `if (count
 * == 1) done();` passes only when the condition holds (otherwise the test times out), and `if (error.exist) {
 * done(error.description) } else { done() }` fails with whatever the first branch hands `done`.
 */
export function handWrittenCheck(statement: TSESTree.IfStatement): Assertion | null {
  const consequent = onlyStatement(statement.consequent);
  const alternate = statement.alternate ? onlyStatement(statement.alternate) : null;
  if (!consequent || (statement.alternate && !alternate)) return null;
  if (!alternate && failsTheTest(consequent)) return failurePickedByInput(statement, consequent) || callsMethodsCallback(consequent) ? null : checkOf(statement, false);
  if (alternate && endsTheTestWith(consequent, 'failure') && endsTheTestWith(alternate, 'pass')) return callsMethodsCallback(consequent) ? null : checkOf(statement, false);
  if (endsTheTestWith(consequent, 'pass') && (!alternate || endsTheTestWith(alternate, 'failure'))) return checkOf(statement, true);
  return null;
}

/**
 * `async (v) => { await delay(50); if (v === 5) throw new Error('Test error'); … }` handed to the code under test: a
 * throw chosen by the function's own arguments alone is a failure it plays for the code, not a check of what the
 * code did.
 */
function failurePickedByInput(statement: TSESTree.IfStatement, consequent: TSESTree.Node): boolean {
  if (consequent.type !== 'ThrowStatement') return false;
  const fn = enclosingFunction(statement);
  if (!fn || fn.params.length === 0) return false;
  const params = new Set<string>();
  for (const param of fn.params) anyNode(param, (node) => (node.type === 'Identifier' && params.add(node.name), false));
  let readsInput = false;
  // (A member is read through its base name: `v.id`, `job.data.fail`; its property names are no reads.)
  const readsOther = anyNode(unwrap(statement.test), (node) => {
    if (node.type !== 'Identifier') return node.type === 'CallExpression' || node.type === 'AwaitExpression' || node.type === 'ThisExpression';
    if (node.parent?.type === 'MemberExpression' && node.parent.property === node && !node.parent.computed) return false;
    if (params.has(node.name)) readsInput = true;
    return !params.has(node.name) && node.name !== 'undefined';
  });
  return readsInput && !readsOther;
}

/**
 * `class DelayedStream extends Transform { _transform(chunk, enc, done) { setTimeout(() => { if (this.failures) done(new
 * Error('x')); else done(); }, 5) } }`: the callback is a parameter of a class's method, which the code under test calls
 * (a stream's, a mock's): handing it an error plays a failure for the code, it fails no test.
 */
function callsMethodsCallback(consequent: TSESTree.Node): boolean {
  const expression = consequent.type === 'ExpressionStatement' ? unwrap(consequent.expression) : consequent.type === 'ReturnStatement' && consequent.argument ? unwrap(consequent.argument) : null;
  if (expression?.type !== 'CallExpression' || expression.callee.type !== 'Identifier') return false;
  const name = expression.callee.name;
  for (let fn = enclosingFunction(consequent); fn; fn = enclosingFunction(fn)) {
    if (!fn.params.some((param) => param.type === 'Identifier' && param.name === name)) continue;
    return fn.parent?.type === 'MethodDefinition';
  }
  return false;
}

/**
 * The one statement of a branch, block or not; a bare `return;` after it only leaves the callback
 * (`if (!server._started) { done(new Error('Server did not start')); return; }`).
 */
function onlyStatement(branch: TSESTree.Statement): TSESTree.Node | null {
  const body = branch.type === 'BlockStatement' ? branch.body : [branch];
  const last = body[body.length - 1];
  if (body.length === 2 && last?.type === 'ReturnStatement' && !last.argument) return body[0];
  return body.length === 1 ? body[0] : null;
}

/**
 * The check an `if` makes: that its condition holds (`holds`), or that it does not. A condition that something is
 * there (`called`, `x !== undefined`) asserted not to hold, or one that nothing is (`!called`, `count === 0`) asserted
 * to hold, is an absence.
 */
function checkOf(statement: TSESTree.IfStatement, holds: boolean): Assertion {
  const condition = unwrap(statement.test);
  const negated = condition.type === 'UnaryExpression' && condition.operator === '!';
  const bare = condition.type === 'Identifier' || condition.type === 'MemberExpression';
  const comparesToNothing = condition.type === 'BinaryExpression' && (isNothing(condition.right) || isNothing(condition.left));
  const differsFromNothing = comparesToNothing && ['!==', '!='].includes((condition as TSESTree.BinaryExpression).operator);
  const equalsNothing = comparesToNothing && ['===', '=='].includes((condition as TSESTree.BinaryExpression).operator);
  const compared = condition.type === 'BinaryExpression' ? (isNothing(condition.left) ? condition.right : condition.left) : null;
  const subject = negated ? condition.argument : (compared ?? condition);
  const saysSomethingIs = !negated && (differsFromNothing || bare);
  const negative = holds ? negated || equalsNothing : saysSomethingIs;
  return { node: statement, subject, matcher: 'ok', negative, exactCount: false, expected: null };
}

/** `throw new Error(…)`, `return done(new Error(…))`, `t.fail(…)`, `assert.fail(…)`. */
function failsTheTest(statement: TSESTree.Node): boolean {
  if (statement.type === 'ThrowStatement') return true;
  const expression = statement.type === 'ReturnStatement' ? statement.argument : statement.type === 'ExpressionStatement' ? statement.expression : null;
  if (expression?.type !== 'CallExpression') return false;
  const path = pathOf(expression.callee);
  if (!path) return false;
  if (path.length === 2 && path[1] === 'fail') return true;
  const first = expression.arguments[0];
  return path.length === 1 && TEST_END_CALLBACK.test(path[0]) && first?.type === 'NewExpression';
}

/**
 * `done()` (a pass) or `done(reason)` (a failure: any value but nothing), also returned: a callback test ending. Only
 * read as a pair with the other branch, where one of the two must be the pass.
 */
function endsTheTestWith(statement: TSESTree.Node, outcome: 'pass' | 'failure'): boolean {
  const expression = statement.type === 'ReturnStatement' ? statement.argument : statement.type === 'ExpressionStatement' ? statement.expression : null;
  if (expression?.type !== 'CallExpression') return false;
  const path = pathOf(expression.callee);
  if (path?.length !== 1 || !TEST_END_CALLBACK.test(path[0])) return false;
  const first = expression.arguments[0] as TSESTree.Node | undefined;
  return outcome === 'pass' ? !first || isNullish(first) : !!first && !isNullish(first) && first.type !== 'SpreadElement';
}

/**
 * `x.should.equal(1)`, `x.should.not.exist`, `should(x).be.false()`, and chai's static forms on the object
 * `chai.should()` returns: `should.exist(x)`, `should.not.exist(err)`, `should.equal(a, b)`.
 */
function shouldChain(expression: TSESTree.Node): Assertion | null {
  // should.js's `match` compares anything but a pattern, a function or an object as `eql` does: `c.should.match(0)`.
  const matcherOf = (name: string, value: TSESTree.Node | null): string =>
    name === 'match' && value?.type === 'Literal' && !('regex' in value) && typeof value.value !== 'string' ? 'eql' : name;
  const names: string[] = [];
  let current: TSESTree.Node = expression;
  let expected: TSESTree.Node | null = null;
  let outermostCall: TSESTree.CallExpression | null = null;
  for (let i = 0; i < 12; i++) {
    if (current.type === 'Identifier' && current.name === 'should' && outermostCall && names.length > 0 && outermostCall.callee !== current) {
      const [subject, value] = outermostCall.arguments as TSESTree.Node[];
      // (`should.exist(x)`: the link right after `should` is the method; `not` before it negates.)
      return subject ? classify(expression, subject, matcherOf(names[0], value ?? null), names.includes('not'), value ?? null) : null;
    }
    if (current.type === 'CallExpression') {
      if (names.length === 0) {
        expected = (current.arguments[0] as TSESTree.Node | undefined) ?? null;
        outermostCall = current;
      }
      const callee = unwrap(current.callee);
      if (callee.type === 'Identifier' && callee.name === 'should') {
        const subject = (current.arguments[0] as TSESTree.Node | undefined) ?? null;
        return names.length > 0 ? classify(expression, subject, matcherOf(names[0], expected), names.includes('not'), expected) : null;
      }
      current = callee;
      continue;
    }
    if (current.type === 'MemberExpression') {
      const key = memberKey(current) ?? '';
      if (key === 'should') {
        return names.length > 0 ? classify(expression, current.object, matcherOf(names[0], expected), names.includes('not'), expected) : null;
      }
      names.push(key);
      current = unwrap(current.object);
      continue;
    }
    return null;
  }
  return null;
}

/**
 * Cypress's `cy.get('#x').should('not.exist')`, `.should('have.length', 0)`, `.and('be.visible')`: a Chai chainer
 * written as a string on a command chain, its value after it. Links in a row (`.should('be.visible').and('not.have.class',
 * 'busy')`) assert an absence only when every link does. (A callback, `.should(($el) => …)`, is left to the checks inside.)
 */
function cypressShould(expression: TSESTree.Node, vocab: Vocabulary): Assertion | null {
  const links: Array<{ chainer: string[]; expected: TSESTree.Node | null }> = [];
  let current = expression;
  while (current.type === 'CallExpression') {
    const callee = unwrap(current.callee);
    if (callee.type !== 'MemberExpression' || !['should', 'and'].includes(memberKey(callee) ?? '')) break;
    const chainer = current.arguments[0];
    if (chainer?.type !== 'Literal' || typeof chainer.value !== 'string' || !chainer.value) return null;
    links.push({ chainer: chainer.value.split('.'), expected: (current.arguments[1] as TSESTree.Node | undefined) ?? null });
    current = unwrap(callee.object);
  }
  if (links.length === 0 || !isCypressChain(current, vocab)) return null;
  const read = links.map(({ chainer, expected }) => classify(expression, current, chainer[chainer.length - 1], chainer.includes('not'), expected));
  const negative = read.every((link) => link.negative);
  const exactCount = !negative && read.some((link) => link.exactCount) && read.every((link) => link.negative || link.exactCount);
  return { ...read[read.length - 1], negative, exactCount };
}

/** Nightwatch's assertion namespaces on the browser: `browser.assert.visible('#a')`, `browser.verify.title('x')`. */
const BROWSER_ASSERT_NAMESPACES = new Set(['assert', 'verify']);
/** Its `expect` subjects: `browser.expect.element('#a')`, `.expect.elements('li')`, `.expect.title()`, `.expect.url()`. */
const BROWSER_EXPECT_SUBJECTS = new Set(['element', 'elements', 'title', 'url', 'cookie', 'component', 'section']);
/** Its assertions that something is not there: `elementNotPresent`, `cssClassNotPresent`, `hidden`, `not.visible`. */
const BROWSER_ABSENCE = /^(hidden|\w*Not\w*)$/;

/**
 * Nightwatch's checks on its browser's command queue, as statements or links of a chain:
 * `browser.assert.containsText('#b', 'done')`, `browser.click('#a').pause(500).assert.not.visible('#toast')`,
 * `browser.expect.element('#b').text.to.equal('done')`, `browser.expect.element('#b').to.be.visible`. The subject is
 * the page the browser shows (the selector is only where to look), so a literal selector does not make it inert.
 */
function browserQueueCheck(expression: TSESTree.Node): Assertion | null {
  const names: string[] = [];
  let current = expression;
  let expected: TSESTree.Node | null = null;
  for (let i = 0; i < 16; i++) {
    if (current.type === 'CallExpression') {
      if (names.length === 0) expected = (current.arguments[current.arguments.length > 1 ? 1 : 0] as TSESTree.Node | undefined) ?? null;
      current = unwrap(current.callee);
      continue;
    }
    if (current.type !== 'MemberExpression') return null;
    const key = memberKey(current) ?? '';
    const receiver = unwrap(current.object);
    const namespace = BROWSER_ASSERT_NAMESPACES.has(key) && names.length > 0;
    const expects = key === 'expect' && BROWSER_EXPECT_SUBJECTS.has(names[names.length - 1] ?? '') && names.length > 1;
    if ((namespace || expects) && isBrowserCommandChain(receiver)) {
      const matcher = names[0];
      const negated = names.includes('not');
      const negative = negated !== (namespace && BROWSER_ABSENCE.test(matcher));
      return { node: expression, subject: chainBase(receiver), matcher, negative, exactCount: false, expected: namespace ? null : expected };
    }
    names.push(key);
    current = receiver;
  }
  return null;
}

const ASSERTION_TEXT = /\b(expect|assert|should)\b|\bt\.(is|ok|equal|deepEqual|same|true|false|assert)\b/;

/** A quick look at source text: does it assert anywhere (`expect`, `assert`, `should`, tap's `t.ok`)? */
export function mentionsAssertion(text: string): boolean {
  return ASSERTION_TEXT.test(text);
}

/**
 * A custom matcher named for something that happened (`toHaveBeenWarned`, `toHaveBeenBuildAndRun`) takes its subject
 * as a key to look up in what the code recorded. (Jest's own `toHaveBeenCalled…` read a mock, never a literal.)
 */
export function looksUpLiteral(matcher: string): boolean {
  return /^toHaveBeen[A-Z]/.test(matcher) && !/^toHaveBeen(Called|LastCalled|NthCalled)/.test(matcher);
}

/**
 * `toMatchSnapshot()`, `toMatchInlineSnapshot(…)`, `toMatchImageSnapshot()`, chai's `matchSnapshot()`: the whole state
 * compared with a stored picture. It reads an outcome; it neither says "still there" nor pins a count.
 */
export function isSnapshotMatcher(matcher: string): boolean {
  return /^(to(Match|ThrowErrorMatching)(Inline|Image|File)?Snapshot|matchSnapshot|toMatchScreenshot|toHaveScreenshot)$/.test(matcher);
}

/** A matcher about calls of a double: `toHaveBeenCalled…`, `calledOnce`, `notCalled`, `callCount`. */
export function isCallMatcher(matcher: string): boolean {
  return /^(toHaveBeenCalled|toBeCalled|toHaveBeenNthCalled|toHaveBeenLastCalled|called|notCalled|neverCalled|callCount)/.test(matcher);
}

/** `listener.mock.callCount()` (node:test), `spy.callCount`, `spy.called`, `fn.mock.calls.length`: how often a double was called. */
export function readsCallsOfDouble(subject: TSESTree.Node | null, vocab: Vocabulary): boolean {
  if (!subject) return false;
  const inner = unwrap(subject);
  if (CALLS_OF_DOUBLE.test(vocab.text(inner))) return true;
  // sinon's `cbA1.args`, `spy.getCalls()`: what a double the test made recorded of its calls. (Only of a double: a bare
  // `command.args` is anything's arguments.)
  const read = inner.type === 'CallExpression' && inner.arguments.length === 0 ? inner.callee : inner;
  if (read.type !== 'MemberExpression' || !CALL_RECORDS.has(memberKey(read) ?? '') || read.object.type !== 'Identifier') return false;
  return vocab.makesDouble(constInitializer(vocab.sourceCode, read.object));
}
/** What a sinon double keeps of its calls: `spy.args`, `spy.getCalls()`. */
const CALL_RECORDS: ReadonlySet<string> = new Set(['args', 'getCalls']);
/**
 * node:test's `mock.callCount()`, sinon's `callCount`, `called`, `notCalled` and `getCalls().length`, Jest's and
 * Vitest's `mock.calls.length`, Jasmine's `calls.count()` and `calls.any()`, fetch-mock's `calls().length`. (Not a bare
 * `client.calls.length`, which may be the code's own list.)
 */
const CALLS_OF_DOUBLE = /\.(callCount(\(\))?|called|notCalled|getCalls\(\)\.length|mock\.calls(\.length)?|calls\.(count|any)\(\)|calls\(\)\.length)$/;

/** Queries of an element that say whether it is there: `isDisplayed()`, `isVisible()`, `isPresent()`, `count()`. */
const PRESENCE_QUERIES = new Set(['isDisplayed', 'isPresent', 'isVisible', 'isExisting', 'isDisplayedInViewport', 'count']);
/** Matchers handed the element itself: `expect(dialog).toBeVisible()`, `expect($('#a')).toExist()`. */
const PRESENCE_MATCHERS = new Set(['toBeVisible', 'toBeHidden', 'toExist', 'toBeExisting', 'toBeDisplayed', 'toBePresent', 'toBeAttached', 'toBeInTheDocument']);

/** The text of the element whose presence an assertion reads, or null when it reads something else. */
export function presenceTarget(assertion: Assertion, vocab: Vocabulary): string | null {
  if (!assertion.subject) return null;
  if (PRESENCE_MATCHERS.has(assertion.matcher)) return vocab.text(unwrap(assertion.subject));
  let subject = unwrap(assertion.subject);
  // `const closed = await dialog.isVisible().catch(() => false); expect(closed).toBe(false)`: the query it was set by.
  if (subject.type === 'Identifier') {
    const value = constInitializer(vocab.sourceCode, subject);
    if (!value) return null;
    subject = unwrap(value);
  }
  if (subject.type === 'AwaitExpression') subject = unwrap(subject.argument);
  if (subject.type === 'CallExpression' && subject.callee.type === 'MemberExpression' && memberKey(subject.callee) === 'catch') subject = unwrap(subject.callee.object);
  if (subject.type !== 'CallExpression' || subject.arguments.length > 0 || subject.callee.type !== 'MemberExpression') return null;
  if (!PRESENCE_QUERIES.has(memberKey(subject.callee) ?? '')) return null;
  const element = unwrap(subject.callee.object);
  return vocab.text(element.type === 'AwaitExpression' ? unwrap(element.argument) : element);
}
