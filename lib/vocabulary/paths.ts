import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { visitorKeys } from '@typescript-eslint/visitor-keys';
import { onlyDefinition, requiredSource } from './resolve';
import type { Vocabulary } from './index';

/**
 * The dotted path of an expression as written: `helpers.sleep` → ['helpers', 'sleep'],
 * `this.page.waitForTimeout` → ['this', 'page', 'waitForTimeout'], `a['b']` → ['a', 'b'].
 * Null for anything that is not a plain chain of names (calls, computed keys that are not literals).
 */
export function pathOf(node: TSESTree.Node): string[] | null {
  switch (node.type) {
    case 'Identifier':
      return [node.name];
    case 'ThisExpression':
      return ['this'];
    case 'Super':
      return ['super'];
    case 'ChainExpression':
      return pathOf(node.expression);
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
      return pathOf(node.expression);
    case 'MemberExpression': {
      const object = pathOf(node.object);
      const key = memberKey(node);
      return object && key !== null ? [...object, key] : null;
    }
    default:
      return null;
  }
}

/** The property name of a member expression: `a.b` and `a['b']` give 'b'; `a[i]` gives null. */
export function memberKey(node: TSESTree.MemberExpression): string | null {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') {
    return node.property.value;
  }
  if (node.property.type === 'PrivateIdentifier') return `#${node.property.name}`;
  return null;
}

/** The name a call goes by: `sleep` for `sleep(…)`, `send` for `producer.send(…)`; null for other callees. */
export function calleeName(callee: TSESTree.Node): string | null {
  return callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? memberKey(callee) : null;
}

/** What a method chain starts from: `cy` for `cy.get('a').type('x').wait(500)`, `page` for `page.locator('a').click()`. */
export function chainBase(node: TSESTree.Node): TSESTree.Node {
  let current = unwrap(node);
  for (let i = 0; i < 64; i++) {
    if (current.type === 'CallExpression') current = unwrap(current.callee);
    else if (current.type === 'MemberExpression') current = unwrap(current.object);
    else return current;
  }
  return current;
}

/** A command chain of Cypress's global `cy`: `cy.wait(500)`, `cy.get('a').click()`, `cy.focused().type('x').wait(200)`. */
export function isCypressChain(node: TSESTree.Node, vocab: Vocabulary): boolean {
  return startsFromCy(node) && vocab.resolve(chainBase(node))?.origin?.kind === 'global';
}

/** The names Nightwatch and WebdriverIO hand a test their browser by: `function (browser) {…}`, `(client) => {…}`. */
const BROWSER_QUEUE_NAMES = new Set(['browser', 'client']);
/** `browser` or `client`: a name a browser whose commands queue is handed by (see `isBrowserCommandChain`). */
export function isBrowserQueueName(name: string): boolean {
  return BROWSER_QUEUE_NAMES.has(name);
}
/** Links that start an input-actions sequence, whose own `.pause(n)` spaces its key presses: `.action('key')`, `.actions()`. */
const ACTION_SEQUENCE_LINKS = new Set(['action', 'actions']);

/**
 * A command chain of Nightwatch's (or WebdriverIO's) browser: `browser.click('#a').pause(500).assert.visible('#b')`.
 * The browser queues its commands, so a link holds the links after it. (Not an input-actions sequence built on it,
 * `browser.action('key').down('a').pause(100).up('a')`, which is one gesture sent whole.)
 */
export function isBrowserCommandChain(node: TSESTree.Node, sourceCode?: Readonly<TSESLint.SourceCode>): boolean {
  let current = unwrap(node);
  for (let i = 0; i < 64; i++) {
    if (current.type === 'CallExpression') current = unwrap(current.callee);
    else if (current.type === 'MemberExpression') {
      if (ACTION_SEQUENCE_LINKS.has(memberKey(current) ?? '')) return false;
      current = unwrap(current.object);
    } else {
      if (current.type === 'Identifier') return BROWSER_QUEUE_NAMES.has(current.name) || (!!sourceCode && isNightwatchPageObject(current, sourceCode));
      return current.type === 'ThisExpression' && isNightwatchCommand(thisOwner(current));
    }
  }
  return false;
}

/**
 * `const page = client.page.mainPage()`, `var login = browser.page.account.login()`: a Nightwatch page object, whose
 * commands (`page.navigate().pause(3000).checkInitialElements()`) queue on the browser that made it.
 */
function isNightwatchPageObject(identifier: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const definition = onlyDefinition(sourceCode as TSESLint.SourceCode, identifier);
  const init = definition?.type === 'Variable' ? definition.node.init : null;
  const call = init ? unwrap(init) : null;
  const path = call?.type === 'CallExpression' ? pathOf(call.callee) : null;
  return !!path && path.length >= 3 && BROWSER_QUEUE_NAMES.has(path[0]) && path[1] === 'page';
}

/** The function whose `this` a `this` is: the nearest enclosing function that is not an arrow function. */
export function thisOwner(node: TSESTree.Node): FunctionNode | null {
  let fn = enclosingFunction(node);
  while (fn?.type === 'ArrowFunctionExpression') fn = enclosingFunction(fn);
  return fn;
}

/**
 * A Nightwatch custom command, whose `this` is the browser: the function a command module exports as `command`
 * (`exports.command = function clickElement(element) { return this.click(element).pause(1000) }`, also through
 * `module.exports.command`, or as the `command` method of the object `module.exports` is).
 */
export function isNightwatchCommand(fn: FunctionNode | null): boolean {
  const parent = fn?.parent;
  if (!fn || fn.type === 'ArrowFunctionExpression' || !parent) return false;
  if (parent.type === 'AssignmentExpression' && parent.right === fn && parent.parent?.type === 'ExpressionStatement' && parent.parent.parent?.type === 'Program') {
    const left = parent.left;
    if (left.type !== 'MemberExpression' || memberKey(left) !== 'command') return false;
    const target = left.object;
    return (target.type === 'Identifier' && target.name === 'exports') || (target.type === 'MemberExpression' && memberKey(target) === 'exports' && target.object.type === 'Identifier' && target.object.name === 'module');
  }
  if (parent.type !== 'Property' || parent.value !== fn || parent.computed || parent.key.type !== 'Identifier' || parent.key.name !== 'command') return false;
  const object = parent.parent;
  const assignment = object?.type === 'ObjectExpression' ? object.parent : null;
  return assignment?.type === 'AssignmentExpression' && assignment.right === object && assignment.left.type === 'MemberExpression' && memberKey(assignment.left) === 'exports' && assignment.left.object.type === 'Identifier' && assignment.left.object.name === 'module';
}

/**
 * `Cypress.Commands.add('createBoard', (item) => { … })`, also `overwrite`, with options before the function: the
 * command a support file defines, its name (null when not written as a string) and the function that is its body.
 */
export function cypressCommandOf(call: TSESTree.CallExpression): { method: 'add' | 'overwrite'; name: string | null; fn: FunctionNode } | null {
  const path = pathOf(call.callee);
  if (!path || path.length !== 3 || path[0] !== 'Cypress' || path[1] !== 'Commands' || (path[2] !== 'add' && path[2] !== 'overwrite')) return null;
  const fn = call.arguments.at(-1);
  if (!fn || !isFunction(fn)) return null;
  const [name] = call.arguments;
  return { method: path[2], name: name?.type === 'Literal' && typeof name.value === 'string' ? name.value : null, fn };
}

/** Receivers a browser driver's commands are called on: `this.page.waitForTimeout(n)`, `browser.pause(n)`, `driver.sleep(n)`. */
export const BROWSER_DRIVER = /^(page|browser|driver|popup|frame)$/i;

/**
 * WebDriver's wait on a condition, on the driver or Protractor's browser: `driver.wait(until.elementLocated(By.id('ok')),
 * 5000)`, `browser.wait(EC.visibilityOf(el), 20000, 'not there')`, `browser.wait(() => el.isPresent())`. It re-checks its
 * first argument (a condition built by a call, a function, or one kept in a name) until it holds; the timeout after it
 * only bounds that.
 * (TestCafe's `t.wait(500)` and Cypress's `cy.wait(500)` are sleeps: a number alone.)
 */
export function isWebDriverConditionWait(call: TSESTree.CallExpression): boolean {
  if (call.callee.type !== 'MemberExpression' || memberKey(call.callee) !== 'wait') return false;
  // (On the driver itself, on a page object's `this.driver`, or on the driver Protractor's browser wraps,
  // `browser.driver.wait(…)`.)
  const name = calleeName(unwrap(call.callee.object));
  if (name !== 'driver' && name !== 'browser') return false;
  const [condition] = call.arguments;
  if (!condition || condition.type === 'SpreadElement') return false;
  const inner = unwrap(condition);
  // (A condition kept in a name, `browser.wait(condition, LONG_DELAY)` or `driver.wait(isLoaded)` with no timeout,
  // which waits as long as it takes; a name written as a duration, `driver.wait(DELAY)`, `driver.wait(waitMs)`, is one.)
  return isFunction(inner) || inner.type === 'CallExpression' || ((inner.type === 'Identifier' || inner.type === 'MemberExpression') && !isNumberLike(inner));
}

/** The chain starts from a name `cy` (where no scope is at hand to tell it is Cypress's global). */
export function startsFromCy(node: TSESTree.Node): boolean {
  const base = chainBase(node);
  return base.type === 'Identifier' && base.name === 'cy';
}

/** Strips wrappers that do not change what an expression is: `await`, `!`, `?.`, TS casts, parens. */
export function unwrap(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (;;) {
    switch (current.type) {
      case 'AwaitExpression':
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSTypeAssertion':
        current = current.type === 'AwaitExpression' ? current.argument : current.expression;
        break;
      default:
        return current;
    }
  }
}

export function isFunction(
  node: TSESTree.Node | null | undefined,
): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration {
  return (
    !!node &&
    (node.type === 'ArrowFunctionExpression' ||
      node.type === 'FunctionExpression' ||
      node.type === 'FunctionDeclaration')
  );
}

export type FunctionNode =
  | TSESTree.ArrowFunctionExpression
  | TSESTree.FunctionExpression
  | TSESTree.FunctionDeclaration;

/** The nearest enclosing function of a node, or null at module level. */
/** The node is an argument of a call or a `new` (`queue.process(async (job) => …)`, `new Promise((r) => …)`). */
export function isArgumentOfCall(node: TSESTree.Node): boolean {
  const parent = node.parent;
  return (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(node as TSESTree.CallExpressionArgument);
}

export function enclosingFunction(node: TSESTree.Node): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunction(current)) return current;
  }
  return null;
}

/**
 * A path pattern from settings: dotted names, `*` matching exactly one segment.
 * A pattern matches a path written with or without a leading `this.`.
 */
export function matchesPattern(path: readonly string[], pattern: readonly string[]): boolean {
  const candidates = path[0] === 'this' ? [path, path.slice(1)] : [path];
  return candidates.some(
    (candidate) =>
      candidate.length === pattern.length &&
      pattern.every((segment, i) => segment === '*' || segment === candidate[i]),
  );
}

export function matchesAny(path: readonly string[] | null, patterns: readonly (readonly string[])[]): boolean {
  return !!path && patterns.some((pattern) => matchesPattern(path, pattern));
}

/** A number written in place: `200`, not `-200`, `DELAY` or `'200'`. */
export function isNumberLiteral(node: TSESTree.Node | null | undefined): boolean {
  return node?.type === 'Literal' && typeof node.value === 'number';
}

/** The names the global object goes by: `globalThis.setTimeout`, `global.helpers = …`. */
export const GLOBAL_OBJECTS: ReadonlySet<string> = new Set(['globalThis', 'window', 'global', 'self']);

/** Numeric value of a literal duration (`200`, `1_000`, `-0`), or null when not a plain number. */
export function numberValue(node: TSESTree.Node | null | undefined): number | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'UnaryExpression' && node.operator === '-' && node.argument.type === 'Literal') {
    return typeof node.argument.value === 'number' ? -node.argument.value : null;
  }
  return null;
}

/** Only numbers and `+ - * /` of numbers: `1 * 60 * 1000`, `2.5 * 1000`. */
export function constantArithmetic(node: TSESTree.Node): number | null {
  if (node.type === 'Literal') return typeof node.value === 'number' ? node.value : null;
  if (node.type !== 'BinaryExpression' || node.left.type === 'PrivateIdentifier') return null;
  const left = constantArithmetic(node.left);
  const right = left === null ? null : constantArithmetic(node.right);
  if (left === null || right === null) return null;
  switch (node.operator) {
    case '+': return left + right;
    case '-': return left - right;
    case '*': return left * right;
    case '/': return right === 0 ? null : left / right;
    default: return null;
  }
}

export function isNode(value: unknown): value is TSESTree.Node {
  return !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

/** `requestTimeoutMs` → request, timeout, ms; `idle_timeout` → idle, timeout; `s-maxage` → s, maxage. */
export function nameWords(name: string): string[] {
  return name.replace(/([a-z\d])([A-Z])/g, '$1 $2').split(/[\s_.\-#]+/).map((word) => word.toLowerCase()).filter(Boolean);
}

/** The keys under which each node type holds its child nodes (ESTree, JSX and TypeScript's own). */
const CHILD_KEYS: Readonly<Record<string, readonly string[] | undefined>> = visitorKeys;

/**
 * True when `test` holds for a node directly below `node`; children are tried in source order and the first that
 * passes ends the search. A node type the keys do not list (a Flow type from hermes-eslint) is read key by key.
 * `skippedKeys` leaves out the children held under those keys (`typeAnnotation`: types read nothing at run time).
 */
export function someChildNode(node: TSESTree.Node, test: (child: TSESTree.Node) => boolean, skippedKeys?: ReadonlySet<string>): boolean {
  // (Every walk of the rules comes through here: listed keys spare reading `loc`, `range` and every scalar.)
  const keys = CHILD_KEYS[node.type] ?? Object.keys(node).filter((key) => key !== 'parent');
  const fields = node as unknown as Record<string, unknown>;
  for (let k = 0; k < keys.length; k++) {
    if (skippedKeys?.has(keys[k]!)) continue;
    const value = fields[keys[k]!];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (isNode(value[i]) && test(value[i] as TSESTree.Node)) return true;
    } else if (isNode(value) && test(value)) return true;
  }
  return false;
}

/**
 * True when `test` holds for `node` or any node below it. Nested functions are entered only with
 * `intoFunctions`: a callback's body runs some other time, not as part of the expression.
 */
export function anyNode(
  node: TSESTree.Node,
  test: (node: TSESTree.Node) => boolean,
  { intoFunctions = false }: { intoFunctions?: boolean } = {},
): boolean {
  const below = (child: TSESTree.Node): boolean => (intoFunctions || !isFunction(child)) && (test(child) || someChildNode(child, below));
  return test(node) || someChildNode(node, below);
}

/** The methods of a promise chain: `.then(…)`, `.catch(…)`, `.finally(…)`. */
export const PROMISE_METHODS: ReadonlySet<string> = new Set(['then', 'catch', 'finally']);

/** The whole expression a chain link sits in: up through calls and member reads (`.should.eventually.equal(1)`). */
export function wholeChain(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  for (let i = 0; i < 64; i++) {
    const parent = current.parent;
    if ((parent?.type === 'MemberExpression' && parent.object === current) || (parent?.type === 'CallExpression' && parent.callee === current)) current = parent;
    else break;
  }
  return current;
}

/** The text a string literal, or a template literal with nothing put in it, holds (`'/login'`, `` `sleep 1` ``); else null. */
export function stringValue(node: TSESTree.Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

/** True when the identifier `name` appears anywhere in `node`, callbacks included. */
export function mentionsName(node: TSESTree.Node, name: string): boolean {
  return anyNode(node, (current) => current.type === 'Identifier' && current.name === name, { intoFunctions: true });
}

/** Promise libraries by the names they are kept under: their combinators (`Bluebird.all`) and constructors. */
const PROMISE_LIBRARIES = /^(Promise|Bluebird|BluebirdPromise|BPromise|bluebird|Q|RSVP)$/;
/** Of those, the ones that are themselves the constructor (`new Bluebird(…)`); `Q` and `RSVP` hold one (`new RSVP.Promise`). */
const PROMISE_NAMESPACES = /^(Q|RSVP)$/;

/**
 * `new Promise(…)`, and the same constructor of a promise library: `new Bluebird(…)`, `new RSVP.Promise(…)`, or the
 * `Promise` another object hands out (`new Dexie.Promise(…)`, `new broker.Promise(…)`); not `new this.Promise`.
 */
export function isPromiseConstructor(callee: TSESTree.Node): boolean {
  if (callee.type === 'Identifier') {
    return (PROMISE_LIBRARIES.test(callee.name) && !PROMISE_NAMESPACES.test(callee.name)) || promiseLibraryBindings(callee).has(callee.name);
  }
  return callee.type === 'MemberExpression' && memberKey(callee) === 'Promise' && callee.object.type !== 'ThisExpression';
}

/** Packages whose module is itself a promise constructor: `import P from 'bluebird'; new P((r) => setTimeout(r, 5))`. */
const PROMISE_CONSTRUCTOR_MODULES: ReadonlySet<string> = new Set(['bluebird', 'pinkie-promise', 'promise', 'lie', 'native-promise-only']);
const promiseBindings = new WeakMap<TSESTree.Node, ReadonlySet<string>>();

/** The names the file's top level binds such a module to (`import P from 'bluebird'`, `const P = require('bluebird')`). */
function promiseLibraryBindings(node: TSESTree.Node): ReadonlySet<string> {
  let program: TSESTree.Node = node;
  while (program.parent) program = program.parent;
  let names = promiseBindings.get(program);
  if (!names) {
    const found = new Set<string>();
    for (const statement of program.type === 'Program' ? program.body : []) {
      if (statement.type === 'ImportDeclaration' && PROMISE_CONSTRUCTOR_MODULES.has(String(statement.source.value))) {
        for (const specifier of statement.specifiers) if (specifier.type !== 'ImportSpecifier') found.add(specifier.local.name);
      }
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations) {
        const source = declarator.init ? requiredSource(declarator.init) : null;
        if (source && PROMISE_CONSTRUCTOR_MODULES.has(source) && declarator.id.type === 'Identifier') found.add(declarator.id.name);
      }
    }
    names = found;
    promiseBindings.set(program, names);
  }
  return names;
}

/**
 * async's calls that run an iteratee on each item of a list (`async.eachSeries(items, fn, done)`), and Bluebird's that
 * do the same with a promise (`Promise.mapSeries(items, fn)`, `Promise.each`): the list first, then the function.
 */
export const EACH_METHODS: ReadonlySet<string> = new Set(['each', 'eachLimit', 'eachOf', 'eachOfLimit', 'eachSeries', 'eachOfSeries', 'forEachLimit', 'forEachOf', 'forEachOfLimit', 'forEachSeries', 'forEachOfSeries', 'mapLimit', 'mapSeries']);

/**
 * `Promise`, `Bluebird`, `Q`, a name the file binds `bluebird` to (`const P = require('bluebird')`), the `Promise` another
 * object hands out (`broker.Promise`; not `this.Promise`), or async's `async`: a library whose `EACH_METHODS` run a
 * function over a list.
 */
export function namesPromiseOrAsyncLibrary(receiver: TSESTree.Node): boolean {
  if (receiver.type === 'Identifier') return receiver.name === 'async' || PROMISE_LIBRARIES.test(receiver.name) || promiseLibraryBindings(receiver).has(receiver.name);
  return receiver.type === 'MemberExpression' && memberKey(receiver) === 'Promise' && receiver.object.type !== 'ThisExpression';
}

/** Libraries whose combinators a test waits through: `Promise.all`, `globalThis.Promise.race`, `Bluebird.all`, `Q.all`. */
const COMBINATOR_METHODS: ReadonlySet<string> = new Set(['all', 'race', 'any', 'allSettled', 'some', 'props']);

/** `Promise.all([…])`, `Bluebird.race([…])`: a combinator that settles with what it is given, for the caller to await. */
export function isPromiseCombinator(callee: TSESTree.Node): boolean {
  const path = pathOf(callee);
  return !!path && path.length >= 2 && COMBINATOR_METHODS.has(path[path.length - 1]) && PROMISE_LIBRARIES.test(path[path.length - 2]);
}

/** `1000`, `2 * 1000`, `DELAY`, `waitMs`: a number, or a name written as a constant or a duration; not a selector. */
export function isNumberLike(node: TSESTree.Node | undefined): boolean {
  if (!node) return false;
  const inner = unwrap(node);
  if (inner.type === 'Literal') return typeof inner.value === 'number';
  if (inner.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(inner.operator)) {
    return inner.left.type !== 'PrivateIdentifier' && isNumberLike(inner.left) && isNumberLike(inner.right);
  }
  // (Also a constant kept in an object of them: `TIMEOUTS.HALF_SEC`, `TestTimeouts.UI_DELAY_MEDIUM`.)
  if (inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier') return /^[A-Z][A-Z0-9_]*$/.test(inner.property.name);
  return inner.type === 'Identifier' && (/^[A-Z][A-Z0-9_]*$/.test(inner.name) || /(ms|Ms|MS|Millis|millis|Delay|delay|Timeout|timeout)$/.test(inner.name));
}

/** `one` sits in one branch of an `if` (or a conditional) and `other` in the other branch. */
export function inOtherBranch(one: TSESTree.Node, other: TSESTree.Node): boolean {
  for (let child = one, parent = one.parent; parent; child = parent, parent = parent.parent) {
    if (parent.type !== 'IfStatement' && parent.type !== 'ConditionalExpression') continue;
    if (child === parent.test) continue;
    const branch = child === parent.consequent ? parent.alternate : parent.consequent;
    if (branch && branch.range[0] <= other.range[0] && other.range[1] <= branch.range[1]) return true;
  }
  return false;
}
