import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { enclosingFunction, isFunction, type FunctionNode, matchesPattern, memberKey, pathOf, someChildNode, unwrap } from './paths';
import type { Vocabulary } from './index';
import { throughSinon, VITEST_MODULES } from './resolve';
import { EVENT_LISTENER_METHODS } from './steps';

/**
 * Attempt records: what a double records as the code under test calls it. A dispatch is two events, the
 * attempt (a fake or mock records a spawn, a delivery) and the outcome (the writes the code makes after it, on
 * its own background task). A wait whose condition reads only attempt records has seen the first event only.
 *
 * Recognised without configuration:
 * - mock matchers on a subject: `expect(x).toHaveBeenCalled*()`, `toBeCalled*`, `toHaveReturned*`, sinon-chai's
 *   `calledWith`, `sinon.assert.calledOnce(x)`;
 * - views of a mock: `x.mock.calls`, `x.mock.results`, `x.mock.lastCall`, node:test's `x.mock.callCount()`;
 * - Sinon's `x.callCount`, `called`, `calledOnce`, `calledWith(…)`, `getCalls()`, `firstCall`, …;
 * - variables initialised (or assigned) in scope from `jest.fn()`, `vi.fn()`, `jest.spyOn()`, `mock.fn()`,
 *   `sinon.spy()/stub()/fake()`, `new FakeX()`, `new MockX()`, `new StubX()`, `new SpyX()`, and everything they
 *   record (`tmux.spawns`, `tmux.delivers`);
 * - aliases of all of these (`const d = tmux.delivers`, `const { delivers } = tmux`);
 * and the paths users add through `settings['dispatch-lag'].attempts` (`tmux.delivers`, `*.requests`).
 */
export interface Attempt {
  /** Identity of the record through aliases: the double (`onSave`, `tmux` for a fake) or the recorded path. */
  key: string;
  /** How a message names it: "`tmux.deliver` called", "`tmux.delivers`". */
  label: string;
  /** The expression that reads it. */
  node: TSESTree.Node;
  /** The variable holding the double, when the record is one (`onSave`, `tmux`). */
  double?: Variable | null;
}

/** What a wait's condition observes when it observes attempt records only. */
export interface ObservedAttempt {
  attempts: Attempt[];
  keys: ReadonlySet<string>;
  /** All attempts, for a message: "`tmux.deliver` called". */
  label: string;
}

/** One thing an expression reads: an attempt record, or anything else (state, an action, a query). */
export type Observation = { kind: 'attempt'; attempt: Attempt } | { kind: 'other'; node: TSESTree.Node };

export interface ObserveOptions {
  /** Variables holding values already read from attempt records: computing on them reads nothing new. */
  derived?: ReadonlySet<TSESLint.Scope.Variable>;
  /** Parameters of a helper looked into inline, bound to the arguments of the call. */
  bindings?: ReadonlyMap<TSESLint.Scope.Variable, TSESTree.Node>;
}

type Variable = TSESLint.Scope.Variable;

/** Jest/Vitest mock matchers, sinon-chai and `sinon.assert` methods: their subject is an attempt record. */
export const MOCK_MATCHERS = new Set([
  'toHaveBeenCalled', 'toHaveBeenCalledTimes', 'toHaveBeenCalledWith', 'toHaveBeenLastCalledWith',
  'toHaveBeenNthCalledWith', 'toHaveBeenCalledOnce', 'toHaveBeenCalledOnceWith', 'toHaveBeenCalledExactlyOnceWith',
  'toHaveBeenCalledBefore', 'toHaveBeenCalledAfter',
  'toBeCalled', 'toBeCalledTimes', 'toBeCalledWith', 'lastCalledWith', 'nthCalledWith',
  'toHaveReturned', 'toHaveReturnedTimes', 'toHaveReturnedWith', 'toHaveLastReturnedWith', 'toHaveNthReturnedWith',
  'toReturn', 'toReturnTimes', 'toReturnWith', 'lastReturnedWith', 'nthReturnedWith',
  'called', 'calledOnce', 'calledTwice', 'calledThrice', 'calledWith', 'calledWithExactly', 'calledWithMatch',
  'calledOnceWith', 'calledOnceWithExactly', 'alwaysCalledWith', 'alwaysCalledWithExactly', 'notCalled',
  'neverCalledWith', 'callCount', 'calledOn', 'calledBefore', 'calledAfter', 'returned',
]);

/** `x.mock.<view>`: Jest, Vitest and node:test record calls under `mock`. */
const MOCK_VIEWS = new Set(['calls', 'results', 'lastCall', 'instances', 'contexts', 'invocationCallOrder', 'callCount', 'settledResults']);

/** Sinon spy properties and methods that read what the spy recorded. */
const SINON_VIEWS = new Set([
  'callCount', 'called', 'notCalled', 'calledOnce', 'calledTwice', 'calledThrice', 'calledWith', 'calledWithExactly',
  'calledWithMatch', 'calledOnceWith', 'calledOnceWithExactly', 'alwaysCalledWith', 'neverCalledWith', 'getCalls',
  'getCall', 'firstCall', 'secondCall', 'thirdCall', 'lastCall', 'returnValues', 'calledBefore', 'calledAfter',
]);

const DOUBLE_CLASS = /^(Fake|Mock|Stub|Spy)(?![a-z])/;
const NOT_DOUBLE_CLASS = /Timers?$|Clock$/;
const SINON_FACTORIES = new Set(['spy', 'stub', 'fake', 'mock', 'createStubInstance']);
const JEST_FACTORIES = new Set(['fn', 'spyOn', 'mocked']);

/** Globals whose members compute on values (they read no state of the code under test). */
const PURE_GLOBALS = new Set([
  'Math', 'JSON', 'Object', 'Array', 'Number', 'String', 'Boolean', 'BigInt', 'Symbol', 'RegExp', 'Date', 'Error',
  'TypeError', 'Map', 'Set', 'Buffer', 'URL', 'encodeURIComponent', 'decodeURIComponent', 'parseInt', 'parseFloat',
  'isNaN', 'structuredClone', 'expect', 'jasmine', 'sinon', 'assert',
]);
/** Array and string methods that compute on a value already read. */
const VALUE_METHODS = new Set([
  'map', 'filter', 'find', 'findIndex', 'findLast', 'some', 'every', 'includes', 'indexOf', 'slice', 'at', 'flat',
  'flatMap', 'reduce', 'join', 'concat', 'keys', 'values', 'entries', 'toString', 'trim', 'split', 'startsWith',
  'endsWith', 'toLowerCase', 'toUpperCase', 'replace', 'match', 'test', 'length', 'size', 'toFixed', 'valueOf', 'forEach',
]);

/** A link of a member/call chain: `a.b(c)[0]` is a, then .b, (c), [0]. */
type Link = { kind: 'member'; name: string | null; node: TSESTree.MemberExpression } | { kind: 'call'; node: TSESTree.CallExpression };

/** Decomposes `a.b(c)[0].d` into its root (`a`) and links, through `?.`, `!` and casts. */
export function chainOf(node: TSESTree.Node): { root: TSESTree.Node; links: Link[] } {
  const links: Link[] = [];
  let current = unwrap(node);
  for (;;) {
    if (current.type === 'MemberExpression') {
      links.unshift({ kind: 'member', name: memberKey(current) ?? (current.computed && current.property.type === 'Literal' ? String(current.property.value) : null), node: current });
      current = unwrap(current.object);
    } else if (current.type === 'CallExpression') {
      links.unshift({ kind: 'call', node: current });
      current = unwrap(current.callee);
    } else {
      return { root: current, links };
    }
  }
}

/** The names of a chain up to its first call or computed key: `a.b.c(…)` → [a, b, c]. */
function leadingNames(root: TSESTree.Node, links: Link[]): string[] | null {
  const head = root.type === 'Identifier' ? root.name : root.type === 'ThisExpression' ? 'this' : null;
  if (head === null) return null;
  const names = [head];
  for (const link of links) {
    if (link.kind !== 'member' || link.name === null || /^\d+$/.test(link.name)) break;
    names.push(link.name);
  }
  return names;
}

/** The root call of a chain (`jest.fn().mockResolvedValue(1)` → `jest.fn()`). */
function rootCallOf(node: TSESTree.Node): TSESTree.CallExpression | TSESTree.NewExpression | null {
  let current = unwrap(node);
  let found: TSESTree.CallExpression | TSESTree.NewExpression | null = null;
  for (let i = 0; i < 12; i++) {
    if (current.type === 'NewExpression') return current;
    if (current.type === 'CallExpression') {
      found = current;
      current = unwrap(current.callee);
    } else if (current.type === 'MemberExpression') {
      current = unwrap(current.object);
    } else {
      break;
    }
  }
  return found;
}

/** `jest.fn()`, `vi.spyOn(o, 'm')`, `sinon.stub().resolves()`, `mock.fn()`, `new FakeTmux()`: makes a double. */
export function isDoubleCreation(node: TSESTree.Node | null | undefined, vocab: Vocabulary): boolean {
  if (!node) return false;
  const call = rootCallOf(node);
  if (!call) return false;
  if (call.type === 'NewExpression') {
    const path = pathOf(call.callee);
    const name = path?.[path.length - 1];
    return !!name && DOUBLE_CLASS.test(name) && !NOT_DOUBLE_CLASS.test(name);
  }
  const resolved = vocab.resolve(call.callee);
  if (!resolved) return false;
  const path = resolved.local;
  const first = path[0];
  const last = path[path.length - 1];
  if (path.length >= 2 && (first === 'jest' || first === 'vi' || first === 'rs') && JEST_FACTORIES.has(last)) return true;
  if (path.length >= 2 && path[path.length - 2] === 'mock' && (last === 'fn' || last === 'method')) return true;
  if (path.length >= 2 && (first === 'jasmine' || path.includes('jasmine')) && /^createSpy(Obj)?$/.test(last)) return true;
  if (path.length === 2 && first === 'td' && (last === 'func' || last === 'object')) return true;
  if (throughSinon(resolved) && (SINON_FACTORIES.has(last) || (path.length >= 3 && path.includes('fake')))) return true;
  // `import { fn, spyOn } from 'vitest'`, `import { spy } from 'sinon'`
  if (path.length === 1 && resolved.imported) {
    const source = resolved.imported.source;
    const exported = resolved.imported.path[resolved.imported.path.length - 1];
    if ((VITEST_MODULES.includes(source) || source === '@jest/globals' || source === '@rstest/core') && JEST_FACTORIES.has(exported)) return true;
    if (source === 'sinon' && SINON_FACTORIES.has(exported)) return true;
  }
  return false;
}

function definitionOf(variable: Variable): TSESTree.VariableDeclarator | null {
  const def = variable.defs[0];
  return def?.type === 'Variable' ? (def.node as TSESTree.VariableDeclarator) : null;
}

/** Written only by its declaration. */
function isConstant(variable: Variable): boolean {
  return variable.references.every((reference) => !reference.isWrite() || reference.init === true);
}

/** Every value the variable is given: its initialiser and the right sides of assignments to it. */
function assignedValues(variable: Variable): TSESTree.Node[] {
  const values: TSESTree.Node[] = [];
  const declarator = definitionOf(variable);
  if (declarator?.init && declarator.id.type === 'Identifier') values.push(declarator.init);
  for (const reference of variable.references) {
    const parent = reference.identifier.parent;
    if (reference.isWrite() && !reference.init && parent?.type === 'AssignmentExpression' && parent.left === reference.identifier) {
      values.push(parent.right);
    }
  }
  return values;
}

/** The key path from a destructuring pattern down to `name`: `{ a: { b: x } }` gives ['a', 'b']. */
function keyPathTo(pattern: TSESTree.Node, name: string): string[] | null {
  switch (pattern.type) {
    case 'Identifier':
      return pattern.name === name ? [] : null;
    case 'AssignmentPattern':
      return keyPathTo(pattern.left, name);
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        if (property.type !== 'Property') continue;
        const key = !property.computed && property.key.type === 'Identifier'
          ? property.key.name
          : property.key.type === 'Literal' ? String(property.key.value) : null;
        if (key === null) continue;
        const inner = keyPathTo(property.value, name);
        if (inner) return [key, ...inner];
      }
      return null;
    default:
      return null;
  }
}

/**
 * The path of a chain through aliases: with `const d = tmux.delivers`, `d.length` is `tmux.delivers.length`;
 * with `const { tmux } = h`, `tmux.delivers` is `h.tmux.delivers`. Also returns the variable the path starts at.
 */
export function canonicalPath(
  names: string[],
  rootNode: TSESTree.Node,
  vocab: Vocabulary,
  depth = 0,
): { path: string[]; variable: Variable | null } {
  if (names[0] === 'this' || rootNode.type !== 'Identifier') return { path: names, variable: null };
  const resolved = vocab.resolve(rootNode);
  const origin = resolved?.origin;
  if (!origin || origin.kind !== 'local') return { path: names, variable: origin && 'variable' in origin ? origin.variable : null };
  const variable = origin.variable;
  const declarator = definitionOf(variable);
  if (depth < 4 && declarator?.init && isConstant(variable)) {
    const init = unwrap(declarator.init);
    if (init.type === 'Identifier' || init.type === 'MemberExpression') {
      const chain = chainOf(init);
      const base = leadingNames(chain.root, chain.links);
      const complete = base && base.length === chain.links.length + 1;
      const inner = declarator.id.type === 'Identifier' ? [] : keyPathTo(declarator.id, variable.name);
      if (complete && inner) {
        const next = canonicalPath([...base, ...inner, ...names.slice(1)], chain.root, vocab, depth + 1);
        return next;
      }
    }
  }
  return { path: names, variable };
}

/** The double a variable holds, when it was made by a mock factory or `new FakeX()`. */
export function isDoubleVariable(variable: Variable, vocab: Vocabulary): boolean {
  return assignedValues(variable).some((value) => isDoubleCreation(value, vocab));
}

const IMPLEMENTATION_METHODS = new Set(['mockImplementation', 'mockImplementationOnce', 'callsFake', 'implementation']);

/**
 * The functions a double runs when called: `vi.fn(impl)`, `.mockImplementation(impl)`, `sinon.stub().callsFake(impl)`.
 * What they write is written as part of the attempt, not after it.
 */
export function implementationsOf(variable: Variable, vocab: Vocabulary): FunctionNode[] {
  const found: FunctionNode[] = [];
  const collect = (node: TSESTree.Node): void => {
    for (const link of chainOf(node).links) {
      if (link.kind === 'call') for (const argument of link.node.arguments) if (isFunction(argument)) found.push(argument);
    }
  };
  for (const value of assignedValues(variable)) collect(value);
  // A hand-rolled recorder (`emitter.on('x', (e) => { onX(e); seen++; })`): the callback that records is the implementation.
  for (const reference of variable.references) {
    const parent = reference.identifier.parent;
    const records = (reference.isWrite() && !reference.init) || parent?.type === 'UpdateExpression' ||
      (parent?.type === 'MemberExpression' && parent.object === reference.identifier && /^(push|unshift|add|set)$/.test(memberKey(parent) ?? ''));
    const fn = records ? enclosingFunction(reference.identifier) : null;
    if (fn && reference.from.variableScope !== variable.scope.variableScope && runsLater(reference.identifier, vocab) && !found.includes(fn)) found.push(fn);
  }
  for (const reference of variable.references) {
    const member = reference.identifier.parent;
    if (member?.type !== 'MemberExpression' || member.object !== reference.identifier) continue;
    if (!IMPLEMENTATION_METHODS.has(memberKey(member) ?? '')) continue;
    const call = member.parent;
    if (call?.type === 'CallExpression' && call.callee === member) collect(call);
  }
  return found;
}

/**
 * `sinon.spy((...args) => { … })`, `jest.fn(async () => { … })`, `stub.callsFake(fn)`, `.mockImplementation(fn)`: the
 * function is what a double runs when the code under test calls it.
 */
export function isDoubleImplementation(fn: FunctionNode, vocab: Vocabulary): boolean {
  const call = fn.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return false;
  if (call.callee.type === 'MemberExpression' && IMPLEMENTATION_METHODS.has(memberKey(call.callee) ?? '')) return true;
  return rootCallOf(call) === call && isDoubleCreation(call, vocab);
}

/** `const tmux = { deliver: jest.fn() }`: the property `deliver` of the object is a double. */
function isDoubleProperty(variable: Variable, property: string, vocab: Vocabulary): boolean {
  return assignedValues(variable).some((value) => {
    const object = unwrap(value);
    if (object.type !== 'ObjectExpression') return false;
    return object.properties.some(
      (p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && p.key.name === property && isDoubleCreation(p.value, vocab),
    );
  });
}

function label(path: string[], called: boolean): string {
  return `\`${path.join('.')}\`${called ? ' called' : ''}`;
}

/**
 * The attempt record a path reads, or null. `path` is canonical (see canonicalPath) and stops at the first call
 * or computed key; `variable` is where it starts.
 */
export function attemptOfPath(
  path: string[],
  variable: Variable | null,
  node: TSESTree.Node,
  vocab: Vocabulary,
  written: string[] = path,
): Attempt | null {
  // Messages name the record as written (`tmux.delivers`), the key names it through aliases (`h.tmux.delivers`).
  const offset = path.length - written.length;
  const shown = (length: number): string[] => (length - offset >= 1 ? written.slice(0, length - offset) : path.slice(0, length));
  const make = (length: number, called: boolean): Attempt => {
    const key = variable && length > 1 && isDoubleVariable(variable, vocab) ? path[0] : path.slice(0, length).join('.');
    return { key, label: label(shown(length), called), node, double: variable };
  };
  for (let i = 1; i < path.length; i++) {
    if (path[i] === 'mock' && (i + 1 === path.length || MOCK_VIEWS.has(path[i + 1]))) return make(i, true);
    if (SINON_VIEWS.has(path[i])) return make(i, true);
  }
  if (vocab.settings.attempts.length > 0) {
    for (let end = 1; end <= path.length; end++) {
      const prefix = path.slice(0, end);
      for (let start = 0; start < end; start++) {
        if (vocab.settings.attempts.some((pattern) => matchesPattern(prefix.slice(start), pattern))) return make(end, false);
      }
    }
  }
  if (variable && isDoubleVariable(variable, vocab)) {
    const record = path.length > 1 && !VALUE_METHODS.has(path[1]) ? 2 : 1;
    return { key: path[0], label: label(shown(record), record === 1), node, double: variable };
  }
  if (variable && path.length > 1 && isDoubleProperty(variable, path[1], vocab)) return make(2, true);
  return null;
}

/** The attempt record an expression (`spy.mock.calls[0]`, `tmux.delivers.length`, `d`) reads, or null. */
export function attemptAt(node: TSESTree.Node, vocab: Vocabulary): Attempt | null {
  const { root, links } = chainOf(node);
  const names = leadingNames(root, links);
  if (!names) return null;
  const { path, variable } = canonicalPath(names, root, vocab);
  return attemptOfPath(path, variable, node, vocab, names);
}

/** The subject of a mock matcher (`expect(x).toHaveBeenCalled()`, `sinon.assert.calledOnce(x)`) as an attempt. */
function calledSubject(subject: TSESTree.Node, vocab: Vocabulary): Attempt | null {
  const found = attemptAt(subject, vocab);
  if (found) return { ...found, label: found.label.endsWith(' called') ? found.label : `${found.label} called` };
  const { root, links } = chainOf(subject);
  const names = leadingNames(root, links);
  if (!names || names.length !== links.length + 1) return null;
  const { path, variable } = canonicalPath(names, root, vocab);
  const key = variable && path.length > 1 && isDoubleVariable(variable, vocab) ? path[0] : path.join('.');
  return { key, label: label(names, true), node: subject, double: variable };
}

/** The arguments of every call in an assertion chain except the root `expect(x)`, and the root call. */
function assertionParts(node: TSESTree.Node): { root: TSESTree.CallExpression | null; args: TSESTree.Node[] } {
  const args: TSESTree.Node[] = [];
  let current = unwrap(node);
  let root: TSESTree.CallExpression | null = null;
  for (let i = 0; i < 16; i++) {
    if (current.type === 'CallExpression') {
      const callee = unwrap(current.callee);
      if (callee.type !== 'MemberExpression') {
        root = current;
        break;
      }
      args.push(...current.arguments);
      current = unwrap(callee.object);
    } else if (current.type === 'MemberExpression') {
      current = unwrap(current.object);
    } else {
      break;
    }
  }
  return { root, args };
}

/** Children that read nothing at run time: types and decorators. */
const SKIPPED_KEYS: ReadonlySet<string> = new Set(['typeAnnotation', 'typeArguments', 'typeParameters', 'returnType', 'decorators']);


function within(node: TSESTree.Node, region: TSESTree.Node): boolean {
  return node.range[0] >= region.range[0] && node.range[1] <= region.range[1];
}

/** A `const` holding plain data: a literal, a template, an object or array literal. */
function isDataVariable(variable: Variable): boolean {
  const declarator = definitionOf(variable);
  if (!declarator?.init || !isConstant(variable)) return false;
  const init = unwrap(declarator.init);
  return (
    init.type === 'Literal' ||
    init.type === 'TemplateLiteral' ||
    init.type === 'ObjectExpression' ||
    init.type === 'ArrayExpression' ||
    (init.type === 'UnaryExpression' && init.argument.type === 'Literal')
  );
}

/** Event listeners, and `subscribe(fn)`: code the code under test calls later. */
const LISTENER_METHODS = new Set([...EVENT_LISTENER_METHODS, 'subscribe']);

/** Code that runs when the code under test calls it: a listener, a handler, a mock implementation. */
function runsLater(node: TSESTree.Node, vocab: Vocabulary): boolean {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    const parent = fn.parent;
    if (parent?.type === 'CallExpression' && parent.arguments.includes(fn as TSESTree.CallExpressionArgument)) {
      const path = pathOf(parent.callee);
      if (path && path.length > 1 && LISTENER_METHODS.has(path[path.length - 1])) return true;
    }
    if (vocab.roleOf(fn).role === 'handed') return true;
  }
  return false;
}

/**
 * A variable the code under test changes behind the test's back: written or mutated in a callback handed to it
 * (a listener, a handler, a mock implementation). Writes in hooks and helpers of the test are the test's own.
 */
function isLive(variable: Variable, vocab: Vocabulary): boolean {
  const home = variable.scope.variableScope;
  return variable.references.some((reference) => {
    if (reference.from.variableScope === home || !runsLater(reference.identifier, vocab)) return false;
    if (reference.isWrite() && !reference.init) return true;
    const parent = reference.identifier.parent;
    return parent?.type === 'MemberExpression' && parent.object === reference.identifier &&
      parent.parent?.type === 'CallExpression' && parent.parent.callee === parent &&
      /^(push|unshift|splice|set|add|delete|clear|emit|resolve)$/.test(memberKey(parent) ?? '');
  });
}

/**
 * What an expression reads, outermost first: attempt records, and anything else (a query, an action, state of
 * the code under test). Literals, logging arguments, local computation on data and on values already read from
 * attempt records (`options.derived`) read nothing. Nested callbacks are looked into, their parameters are local.
 */
export function observe(region: TSESTree.Node, vocab: Vocabulary, options: ObserveOptions = {}): Observation[] {
  const observations: Observation[] = [];
  const other = (node: TSESTree.Node): void => {
    observations.push({ kind: 'other', node });
  };

  const visitChildren = (node: TSESTree.Node): void => {
    someChildNode(node, (child) => {
      visit(child);
      return false;
    }, SKIPPED_KEYS);
  };

  const visitAssertion = (node: TSESTree.Node, subject: TSESTree.Node | null, matcher: string): void => {
    const parts = assertionParts(node);
    const isExpect = parts.root && parts.root.arguments[0] === subject;
    if (subject && MOCK_MATCHERS.has(matcher)) {
      const attempt = calledSubject(subject, vocab);
      if (attempt) observations.push({ kind: 'attempt', attempt });
      else visit(subject);
    } else if (subject) {
      visit(subject);
    }
    if (isExpect) {
      for (const argument of parts.args) visit(argument);
    } else if (parts.root) {
      // `assert.equal(a, b)`, `sinon.assert.calledWith(spy, x)`: the subject is the first argument.
      for (const argument of parts.root.arguments) if (argument !== subject) visit(argument);
    }
  };

  const visitChain = (node: TSESTree.Node): void => {
    const assertion = vocab.assertionAt(node);
    if (assertion) {
      visitAssertion(node, assertion.subject, assertion.matcher);
      return;
    }
    const { root, links } = chainOf(node);
    visitChainRoot(node, root, links);
    for (const link of links) {
      if (link.kind === 'call') for (const argument of link.node.arguments) visit(argument);
      else if (link.name === null && link.node.computed) visit(link.node.property);
    }
  };

  /** What the chain itself reads, before its arguments: `postWebhook(…)` comes before `issueComment(…)` in its arguments. */
  const visitChainRoot = (node: TSESTree.Node, root: TSESTree.Node, links: Link[]): void => {
    const names = leadingNames(root, links);
    if (!names) {
      visit(root); // `(await x()).y`, `new Foo().bar()`: what the root reads; the rest computes on its value
      return;
    }
    // `uniq([...a, ...b])`, `sortBy(spy.mock.calls, 0)`: a function applied to attempt records only, not awaited,
    // computes on them. (A method of an object, `registry.find(…)`, reads that object.)
    if (names.length === 1 && links[0]?.kind === 'call' && root.type === 'Identifier' && !attemptAt(root, vocab)) {
      const call = links[0].node;
      const inner = call.arguments.flatMap((argument) => observe(argument, vocab, options));
      if (inner.length > 0 && inner.every((o) => o.kind === 'attempt') && unwrap(call).parent?.type !== 'AwaitExpression') return;
    }
    if (root.type === 'Identifier') {
      const resolved = vocab.resolve(root);
      const origin = resolved?.origin;
      if (origin?.kind === 'parameter' && within(origin.fn, region)) return;
      if (origin && 'variable' in origin) {
        const bound = options.bindings?.get(origin.variable);
        if (bound) {
          visitBound(bound, names.slice(1), node);
          return;
        }
        if (options.derived?.has(origin.variable)) return;
      }
      const attempt = attemptAt(node, vocab);
      if (attempt) {
        observations.push({ kind: 'attempt', attempt });
        return;
      }
      if (origin?.kind === 'global' && PURE_GLOBALS.has(root.name)) return;
      if (origin?.kind === 'local' && isDataVariable(origin.variable) && !isLive(origin.variable, vocab)) return;
      if (origin?.kind === 'import' && !links.some((link) => link.kind === 'call')) return; // an imported constant
      other(node);
      return;
    }
    const attempt = attemptAt(node, vocab);
    if (attempt) observations.push({ kind: 'attempt', attempt });
    else other(node);
  };

  /** A chain rooted at a parameter of a helper looked into inline: read it as the argument it is bound to. */
  const visitBound = (argument: TSESTree.Node, rest: string[], node: TSESTree.Node): void => {
    const { root, links } = chainOf(argument);
    const names = leadingNames(root, links);
    if (names && names.length === links.length + 1) {
      const { path, variable } = canonicalPath([...names, ...rest], root, vocab);
      const attempt = attemptOfPath(path, variable, node, vocab);
      if (attempt) {
        observations.push({ kind: 'attempt', attempt });
        return;
      }
      if (rest.length === 0) return; // the argument used as a value
      if (root.type === 'Identifier') {
        const origin = vocab.resolve(root)?.origin;
        if (origin && 'variable' in origin && options.derived?.has(origin.variable)) return;
        if (origin?.kind === 'local' && isDataVariable(origin.variable)) return;
      }
      other(node);
      return;
    }
    visit(argument);
  };

  function visit(node: TSESTree.Node): void {
    switch (node.type) {
      case 'Literal':
      case 'ThisExpression':
      case 'Super':
        return;
      case 'Identifier': {
        const origin = vocab.resolve(node)?.origin;
        if (origin?.kind === 'local' && isLive(origin.variable, vocab) && !options.derived?.has(origin.variable)) {
          const attempt = attemptAt(node, vocab);
          if (attempt) observations.push({ kind: 'attempt', attempt });
          else other(node);
        }
        return;
      }
      case 'MemberExpression':
      case 'CallExpression':
        visitChain(node);
        return;
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
        visit(node.expression);
        return;
      case 'NewExpression': {
        const path = pathOf(node.callee);
        if (!(path?.length === 1 && PURE_GLOBALS.has(path[0]))) other(node);
        for (const argument of node.arguments) visit(argument);
        return;
      }
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        visit(node.body);
        return;
      case 'Property':
        if (node.computed) visit(node.key);
        visit(node.value);
        return;
      case 'VariableDeclarator':
        if (node.init) visit(node.init);
        return;
      default:
        visitChildren(node);
    }
  }

  visit(region);
  return observations;
}

/** `expect.poll(() => onExit).toHaveBeenCalled()`: the matcher applies to what the condition returns. */
function polledSubject(condition: FunctionNode, vocab: Vocabulary): Attempt | null {
  const call = condition.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== condition || pathOf(call.callee)?.join('.') !== 'expect.poll') return null;
  let link: TSESTree.Node = call;
  let matcher: string | null = null;
  while (link.parent?.type === 'MemberExpression' && link.parent.object === link) {
    matcher = memberKey(link.parent);
    link = link.parent.parent?.type === 'CallExpression' && link.parent.parent.callee === link.parent ? link.parent.parent : link.parent;
  }
  const returned = singleReturn(condition);
  return matcher && MOCK_MATCHERS.has(matcher) && returned ? calledSubject(returned, vocab) : null;
}

function singleReturn(fn: FunctionNode): TSESTree.Node | null {
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const [only] = fn.body.body;
  return fn.body.body.length === 1 && only.type === 'ReturnStatement' ? only.argument ?? null : null;
}

/**
 * What attempt a wait's condition observes: the records it reads when it reads nothing else, else null.
 * `() => tmux.delivers.length === 1`, `() => expect(onSave).toHaveBeenCalledTimes(1)` observe attempts;
 * `() => registry.find(REF) !== undefined` and `() => spy.called && queue.isEmpty()` do not.
 */
export function attemptObservedBy(condition: FunctionNode, vocab: Vocabulary): ObservedAttempt | null {
  if (!isFunction(condition)) return null;
  const polled = polledSubject(condition, vocab);
  const observations = polled ? [{ kind: 'attempt' as const, attempt: polled }] : observe(condition, vocab);
  if (observations.length === 0 || observations.some((observation) => observation.kind !== 'attempt')) return null;
  const attempts = observations.map((observation) => (observation as { attempt: Attempt }).attempt);
  const keys = new Set(attempts.map((attempt) => attempt.key));
  const labels = [...new Set(attempts.map((attempt) => attempt.label))];
  return { attempts, keys, label: labels.join(', ') };
}
