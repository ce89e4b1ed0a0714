import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Assertion } from './assertions';
import { findVariable } from './resolve';
import { unwrap } from './paths';

type Variable = NonNullable<ReturnType<typeof findVariable>>;

/** Members of a caught error that are plain values once caught. */
const ERROR_MEMBERS = new Set(['message', 'code', 'name', 'status', 'statusCode']);
/** Calls on a string that only read it. */
const STRING_READS = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'match', 'toString', 'trim']);

/** Where the variable's value comes from, when the test's own flow settles it: an awaited result, a caught error, a literal it fills itself. */
type Source = 'awaited' | 'caught' | 'literal';

function sourceOfValue(value: TSESTree.Node | null | undefined, sourceCode: Readonly<TSESLint.SourceCode>): Source | null {
  if (!value) return null;
  let inner = value;
  while (inner.type === 'TSAsExpression' || inner.type === 'TSNonNullExpression' || inner.type === 'TSSatisfiesExpression') inner = inner.expression;
  if (inner.type === 'AwaitExpression') return 'awaited';
  if (inner.type === 'ArrayExpression' || inner.type === 'ObjectExpression') return 'literal';
  // `catch (e) { err = e }`
  if (inner.type === 'Identifier') {
    const variable = findVariable(sourceCode.getScope(inner), inner.name);
    if (variable?.defs[0]?.type === 'CatchClause') return 'caught';
  }
  return null;
}

/** The variable named at the root of the subject, and the links read on it (`err?.message?.includes('x')`: message, includes). */
function subjectRoot(subject: TSESTree.Node): { name: TSESTree.Identifier; links: string[] } | null {
  const links: string[] = [];
  let node = unwrap(subject);
  for (;;) {
    if (node.type === 'Identifier') return { name: node, links: links.reverse() };
    if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
      links.push(node.property.name);
      node = unwrap(node.object);
    } else if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      node = node.callee;
    } else {
      return null;
    }
  }
}

const COMPARISONS = new Set(['===', '==', '!==', '!=', '<', '<=', '>', '>=']);

/** `assert(datas.length === 2)`: what a comparison with a literal reads (`datas.length`); otherwise the subject itself. */
function comparedSide(subject: TSESTree.Node): TSESTree.Node {
  const inner = unwrap(subject);
  if (inner.type !== 'BinaryExpression' || !COMPARISONS.has(inner.operator)) return subject;
  if (unwrap(inner.right).type === 'Literal') return inner.left;
  return unwrap(inner.left).type === 'Literal' ? inner.right : subject;
}

/** Read (or written) by another function than the one declaring the variable: a callback could change it any time. */
function touchedElsewhere(variable: Variable): boolean {
  return variable.references.some((reference) => reference.from.variableScope !== variable.scope.variableScope);
}

/**
 * A read before `at` that hands the value on (`recorder.start(events)`, `{ sink: events }`): the code it went to can
 * fill it later. Only `events.push(x)`, `events.length` and `for (const e of events)` keep it to the test.
 */
function handedOnBefore(variable: Variable, at: number): boolean {
  return variable.references.some((reference) => {
    if (!reference.isRead() || reference.identifier.range[0] >= at) return false;
    const parent = reference.identifier.parent;
    if (parent?.type === 'MemberExpression' && parent.object === reference.identifier) return false;
    if ((parent?.type === 'ForOfStatement' || parent?.type === 'ForInStatement') && parent.right === reference.identifier) return false;
    return true;
  });
}

/**
 * The assertion's subject holds a value the test's own flow settled before `at` (the sleep), which nothing else can
 * change: `const result = await client.call(x)`, `catch (e) { err = e }`, `const data = []; for await (…) data.push(i)`,
 * then teardown, a sleep, and `expect(result).toEqual(…)`. No background work can make such a check pass or fail, so
 * it does not depend on the sleep.
 *
 * Kept narrow because an awaited value can be a live object (`const conn = await connect(); …; conn.status`): of an
 * awaited result only the whole value counts; of a caught error, its message and code; of an array or object the
 * test fills itself, the whole and its length.
 */
export function settledBefore(assertion: Assertion, sourceCode: Readonly<TSESLint.SourceCode>, at: number): boolean {
  if (!assertion.subject) return false;
  const root = subjectRoot(comparedSide(assertion.subject));
  if (!root) return false;
  const variable = findVariable(sourceCode.getScope(root.name), root.name.name);
  const declarator = variable?.defs[0]?.node;
  if (!variable || variable.defs.length !== 1 || declarator?.type !== 'VariableDeclarator' || declarator.id.type !== 'Identifier') return false;
  // Read after the sleep (`await sleep(1000); const schema = await registry.get(id)`), it is what the sleep waited for.
  if (declarator.range[1] > at || touchedElsewhere(variable)) return false;
  const sources: (Source | null)[] = [];
  if (declarator.init) sources.push(sourceOfValue(declarator.init, sourceCode));
  for (const reference of variable.references) {
    if (!reference.isWrite() || reference.init) continue;
    if (reference.identifier.range[0] >= at) return false;
    const assignment = reference.identifier.parent;
    if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return false;
    sources.push(sourceOfValue(assignment.right, sourceCode));
  }
  if (sources.length === 0 || sources.some((source) => source === null)) return false;
  if (handedOnBefore(variable, at)) return false;
  const [first, ...rest] = root.links;
  if (first === undefined) return true;
  if (sources.every((source) => source === 'caught')) return ERROR_MEMBERS.has(first) && rest.every((link) => STRING_READS.has(link));
  if (sources.every((source) => source === 'literal')) return first === 'length' && rest.length === 0;
  return false;
}

/** `[]`, `{}`, `0`, `''`, `new Set()`, `new Map()`: nothing there yet. */
function isEmptyValue(node: TSESTree.Node): boolean {
  const inner = unwrap(node);
  if (inner.type === 'ArrayExpression' || inner.type === 'ObjectExpression') return (inner.type === 'ArrayExpression' ? inner.elements : inner.properties).length === 0;
  if (inner.type === 'Literal') return inner.value === 0 || inner.value === '';
  return inner.type === 'NewExpression' && inner.callee.type === 'Identifier' && /^(Set|Map|Array)$/.test(inner.callee.name) && inner.arguments.length === 0;
}

/**
 * The subject is read from a collection or a counter the test declared empty (`const received = []`, `let count = 0`):
 * a count above zero asserted on it is something that arrived since.
 */
export function startsEmpty(subject: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const root = subjectRoot(subject);
  if (!root) return false;
  const variable = findVariable(sourceCode.getScope(root.name), root.name.name);
  const declarator = variable?.defs[0]?.node;
  return declarator?.type === 'VariableDeclarator' && !!declarator.init && isEmptyValue(declarator.init);
}

/** Methods that fill or empty a collection in place: `received.push(x)`, `cache.set(k, v)`, `seen.add(id)`. */
const FILLING_METHODS = new Set(['push', 'unshift', 'splice', 'set', 'add', 'delete', 'clear', 'fill', 'pop', 'shift']);

/**
 * The subject starts empty (see `startsEmpty`), and only other functions than the one declaring it raise or fill it
 * (`let maxActive = 0; work(async () => { maxActive = Math.max(maxActive, ++active) })`): callbacks the code runs move
 * it, never the test's own steps (`inFlight++` before the sleep, `cache.set(k, v)` in a loop of the test).
 */
export function raisedOnlyByCallbacks(subject: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const root = subjectRoot(comparedSide(subject));
  if (!root) return false;
  const variable = findVariable(sourceCode.getScope(root.name), root.name.name);
  const declarator = variable?.defs[0]?.node;
  if (!variable || declarator?.type !== 'VariableDeclarator' || !declarator.init || !isEmptyValue(declarator.init)) return false;
  const changes = (identifier: TSESTree.Identifier) => {
    const parent = identifier.parent;
    if (parent?.type !== 'MemberExpression' || parent.object !== identifier) return false;
    const outer = parent.parent;
    if (outer?.type === 'UpdateExpression' || (outer?.type === 'AssignmentExpression' && outer.left === parent)) return true;
    return outer?.type === 'CallExpression' && outer.callee === parent && !parent.computed && parent.property.type === 'Identifier' && FILLING_METHODS.has(parent.property.name);
  };
  return variable.references.every((reference) => reference.init || !(reference.isWrite() || (reference.identifier.type === 'Identifier' && changes(reference.identifier))) || reference.from.variableScope !== variable.scope.variableScope);
}

