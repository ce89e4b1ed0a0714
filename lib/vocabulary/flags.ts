import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { type Assertion, isNullish } from './assertions';
import { findVariable } from './resolve';
import { unwrap } from './paths';

/**
 * What an assertion on a flag checks. A flag is a `let` holding a literal that a callback elsewhere in the
 * file sets to another literal (`let extendCalled = false; handler: () => { extendCalled = true }`):
 * - `outcome`: the assertion expects a value only that callback writes: it checks that the callback ran;
 * - `unchanged`: it expects the initial value while a callback could write another: "still false", a guard.
 * A capture (`let captured; callback: (value) => { captured = value }`) reads the same way: asserted present, or equal
 * to a literal (`toBe(0)`), it checks that the callback ran; asserted still empty, that it has not.
 * A member read on a capture (`current.is_held`) checks that the callback ran, whatever it expects.
 * Null when the subject is no such flag, or the expected value is neither.
 */
export type FlagReading = 'outcome' | 'unchanged';

type LiteralValue = string | number | boolean | null | undefined;
const NOT_A_LITERAL = Symbol('not a literal');

function literalValue(node: TSESTree.Node | null | undefined): LiteralValue | typeof NOT_A_LITERAL {
  if (!node) return undefined; // `let called;`
  const inner = unwrap(node);
  if (inner.type === 'Literal' && (inner.value === null || typeof inner.value !== 'object')) return inner.value as LiteralValue;
  if (inner.type === 'Identifier' && inner.name === 'undefined') return undefined;
  return NOT_A_LITERAL;
}

/** The value the assertion expects its subject to hold, when it is a literal. */
function expectedValue(assertion: Assertion): LiteralValue | typeof NOT_A_LITERAL {
  // `assert(flag)`, `assert.ok(flag)`, `expect(flag).toBeTruthy()`: true for a boolean flag.
  if (/^(ok|true|truthy|assert|toBeTruthy|toBeTrue)$/.test(assertion.matcher) && !assertion.expected) {
    return !assertion.negative;
  }
  if (/^(false|falsy|toBeFalsy|toBeFalse)$/.test(assertion.matcher) && !assertion.expected) return false;
  if (!/^(toBe|toEqual|toStrictEqual|equal|equals|strictEqual|deepEqual|deepStrictEqual|is|eql|eq)$/.test(assertion.matcher)) {
    return NOT_A_LITERAL;
  }
  return assertion.expected ? literalValue(assertion.expected) : NOT_A_LITERAL;
}

/**
 * For a capture (`let exportCallback; export: (logs, callback) => { exportCallback = callback }`): whether the
 * assertion expects something there (`assert.ok(exportCallback !== undefined)`, `toBeDefined()`, `ok(captured)`)
 * or nothing (`=== undefined`, `toBeUndefined()`), with the captured name. Null for other shapes.
 */
function presenceReading(assertion: Assertion): { name: TSESTree.Identifier; present: boolean } | null {
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (!subject) return null;
  if (subject.type === 'BinaryExpression' && /^(ok|assert|true)$/.test(assertion.matcher)) {
    const [left, right] = [unwrap(subject.left), unwrap(subject.right)];
    const name = isNullish(right) ? left : isNullish(left) ? right : null;
    if (name?.type !== 'Identifier') return null;
    if (subject.operator === '!==' || subject.operator === '!=') return { name, present: true };
    if (subject.operator === '===' || subject.operator === '==') return { name, present: false };
    return null;
  }
  if (subject.type !== 'Identifier') return null;
  if (/^(toBeDefined|toBeUndefined|toBeNull|exist|ok|assert|truthy|toBeTruthy)$/.test(assertion.matcher) && !assertion.expected) {
    return { name: subject, present: !assertion.negative };
  }
  return null;
}

type Variable = NonNullable<ReturnType<typeof findVariable>>;

/** One assignment to a flag or a capture. */
interface Write {
  value: LiteralValue | typeof NOT_A_LITERAL;
  /** Written from another function than the one declaring it: news from a callback. */
  fromCallback: boolean;
  /** The name as written on the left of the `=`. */
  at: TSESTree.Node;
}

/** The variable's writes other than its declaration, or null when one is not a plain `=` (a counter, not a flag). */
function writesOf(variable: Variable): Write[] | null {
  const writes: Write[] = [];
  for (const reference of variable.references) {
    if (!reference.isWrite() || reference.init) continue;
    const assignment = reference.identifier.parent;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return null;
    // Set by the function that declares it, it is the test's own bookkeeping, not news from a callback.
    writes.push({ value: literalValue(assignment.right), fromCallback: reference.from.variableScope !== variable.scope.variableScope, at: reference.identifier });
  }
  return writes;
}

/** A `let` (or `var`) and the value it starts with. */
function letVariable(name: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): { variable: Variable; initial: LiteralValue | typeof NOT_A_LITERAL } | null {
  const variable = findVariable(sourceCode.getScope(name), name.name);
  const declarator = variable?.defs[0]?.node;
  if (!variable || declarator?.type !== 'VariableDeclarator' || declarator.parent.kind === 'const') return null;
  return { variable, initial: literalValue(declarator.init) };
}

/**
 * `let current; sub.on('invoice_updated', (data) => current = data); … equal(!!current.is_held, false)`: a member read
 * on a capture throws until a callback has filled it, so whatever the check expects, it needs that callback to have
 * run. (`current?.is_held` tolerates the empty capture; `current.payments?.length` does not. A capture read before
 * `since`, the sleep, was filled by then, and so is one a call fills in place: `renderHook(() => { result = useDoc() })`,
 * `items.forEach(…)`.)
 */
function readsMemberOfCapture(
  assertion: Assertion,
  sourceCode: Readonly<TSESLint.SourceCode>,
  writtenByCallback: (node: TSESTree.Node) => boolean,
  since: number | undefined,
): boolean {
  let subject = assertion.subject ? unwrap(assertion.subject) : null;
  while (subject?.type === 'UnaryExpression' && subject.operator === '!') subject = unwrap(subject.argument);
  if (subject?.type !== 'MemberExpression') return false;
  // Only the link on the capture itself matters: `current.payments?.length` still throws on an empty capture.
  let link: TSESTree.MemberExpression = subject;
  while (unwrap(link.object).type === 'MemberExpression') link = unwrap(link.object) as TSESTree.MemberExpression;
  const base = unwrap(link.object);
  if (link.optional || base.type !== 'Identifier') return false;
  const found = letVariable(base, sourceCode);
  if (!found || (found.initial !== undefined && found.initial !== null)) return false;
  const writes = writesOf(found.variable);
  if (!writes || !writes.some((write) => write.value === NOT_A_LITERAL)) return false;
  // `renderHook(() => { result = useDoc() }); result.reset(); await sleep(100)`: read before the sleep, it was filled.
  if (since !== undefined && found.variable.references.some((reference) => reference.isRead() && reference.identifier.range[1] <= since)) return false;
  return writes.every((write) => writtenByCallback(write.at));
}

export function flagReading(
  assertion: Assertion,
  sourceCode: Readonly<TSESLint.SourceCode>,
  writtenByCallback: (node: TSESTree.Node) => boolean = () => false,
  since?: number,
): FlagReading | null {
  if (readsMemberOfCapture(assertion, sourceCode, writtenByCallback, since)) return 'outcome';
  const presence = presenceReading(assertion);
  if (presence) {
    // A capture: declared empty, filled by a callback with whatever it was handed.
    const found = letVariable(presence.name, sourceCode);
    if (found && (found.initial === undefined || found.initial === null)) {
      const writes = writesOf(found.variable);
      if (writes && writes.length > 0 && writes.every((write) => write.fromCallback && write.value === NOT_A_LITERAL)) {
        return presence.present ? 'outcome' : 'unchanged';
      }
    }
  }
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (subject?.type !== 'Identifier') return null;
  const expected = expectedValue(assertion);
  if (expected === NOT_A_LITERAL) return null;
  const found = letVariable(subject, sourceCode);
  if (!found) return null;
  const initial = found.initial;
  if (initial === NOT_A_LITERAL) return null;
  const writes = writesOf(found.variable);
  if (!writes || writes.length === 0 || writes.some((write) => !write.fromCallback)) return null;
  // `let value; onSubmit: (v) => { value = v.value }` … `expect(value).toBe(0)`: a capture asserted to hold a value
  // (even one that reads like nothing, `0`, `false`) checks that the callback filled it.
  if (writes.some((write) => write.value === NOT_A_LITERAL)) {
    if (initial !== undefined && initial !== null) return null;
    return expected === undefined || expected === null ? (expected === initial ? 'unchanged' : null) : 'outcome';
  }
  const written = writes.map((write) => write.value as LiteralValue);
  if (!written.some((value) => value !== initial)) return null;
  // `assert(flag)` checks truthiness: compare as booleans then.
  const same = (a: LiteralValue, b: LiteralValue) => (typeof expected === 'boolean' && typeof b !== 'boolean' ? Boolean(a) === Boolean(b) : a === b);
  if (same(expected, initial)) return 'unchanged';
  return written.some((value) => same(expected, value)) ? 'outcome' : null;
}
