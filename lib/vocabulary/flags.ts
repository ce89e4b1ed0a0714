import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Assertion } from './assertions';
import { findVariable } from './resolve';
import { unwrap } from './paths';

/**
 * What an assertion on a flag checks. A flag is a `let` holding a literal that a callback elsewhere in the
 * file sets to another literal (`let extendCalled = false; handler: () => { extendCalled = true }`):
 * - `outcome`: the assertion expects a value only that callback writes: it checks that the callback ran;
 * - `unchanged`: it expects the initial value while a callback could write another: "still false", a guard.
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

export function flagReading(assertion: Assertion, sourceCode: Readonly<TSESLint.SourceCode>): FlagReading | null {
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (subject?.type !== 'Identifier') return null;
  const expected = expectedValue(assertion);
  if (expected === NOT_A_LITERAL) return null;
  const variable = findVariable(sourceCode.getScope(subject), subject.name);
  const declarator = variable?.defs[0]?.node;
  if (!variable || declarator?.type !== 'VariableDeclarator' || declarator.parent.kind === 'const') return null;
  const initial = literalValue(declarator.init);
  if (initial === NOT_A_LITERAL) return null;
  const written: LiteralValue[] = [];
  for (const reference of variable.references) {
    if (!reference.isWrite() || reference.init) continue;
    const assignment = reference.identifier.parent;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return null; // a counter, not a flag
    const value = literalValue(assignment.right);
    if (value === NOT_A_LITERAL) return null;
    // Set by the function that declares it, it is the test's own bookkeeping, not news from a callback.
    if (reference.from.variableScope === variable.scope.variableScope) return null;
    written.push(value);
  }
  if (!written.some((value) => value !== initial)) return null;
  // `assert(flag)` checks truthiness: compare as booleans then.
  const same = (a: LiteralValue, b: LiteralValue) => (typeof expected === 'boolean' && typeof b !== 'boolean' ? Boolean(a) === Boolean(b) : a === b);
  if (same(expected, initial)) return 'unchanged';
  return written.some((value) => same(expected, value)) ? 'outcome' : null;
}
