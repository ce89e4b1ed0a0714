import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { shorten } from '../lib/report-text';
import { createRule } from '../lib/create-rule';
import type { Observation, ObservedAttempt, Step, Vocabulary, Wait } from '../lib/vocabulary';
import { canonicalPath, chainOf, implementationsOf } from '../lib/vocabulary/attempts';
import { drivesClock, flushesTicks } from '../lib/vocabulary/clock';
import { anyNode, enclosingFunction, type FunctionNode, isPromiseCombinator, pathOf, unwrap } from '../lib/vocabulary/paths';
import { importIs } from '../lib/vocabulary/resolve';
import { singleExpression } from '../lib/vocabulary/sleeps';
import { containsAwait, statementOf, statementsAfter, statementsBefore } from '../lib/vocabulary/steps';
import { findWaitHelper } from '../lib/wait-suggestion';

export const RULE_NAME = 'wait-on-outcome';

export type Options = [
  {
    /** Report the action-shaped variant: after the wait, the test acts, and the action reads the outcome. */
    reportActions?: boolean;
    /** Report dependent steps that assert something is absent (`.not.…`, a count of zero). */
    reportNegativeAssertions?: boolean;
  },
];

export type MessageIds = 'assertsOnOutcome' | 'actsOnOutcome' | 'suggestWait';

type Variable = TSESLint.Scope.Variable;

/** How deep the rule follows helpers of the test file: into a helper a step calls, out to a helper's callers. */
const MAX_HELPER_DEPTH = 2;
const WAIT_MODULE = 'eslint-plugin-dispatch-lag/wait';


/** `registry.findByWorkItem(REF).recentDeliveries` → `registry.findByWorkItem(…)`: the read, arguments elided. */
function readLabel(node: TSESTree.Node, vocab: Vocabulary): string {
  const inner = unwrap(node);
  if (inner.type === 'NewExpression') return `new ${vocab.text(inner.callee)}(${inner.arguments.length > 0 ? '…' : ''})`;
  const { root, links } = chainOf(inner);
  if (root.type !== 'Identifier' && root.type !== 'ThisExpression') return shorten(vocab.text(inner));
  let text = vocab.text(root);
  for (const link of links) {
    if (link.kind === 'member') text += link.node.computed ? `[${vocab.text(link.node.property)}]` : `.${link.name ?? ''}`;
    else {
      text += link.node.arguments.length > 0 ? '(…)' : '()';
      break;
    }
  }
  return shorten(text);
}

/** A function the test calls to let held work go on: `release()`, `unblock()`, `resume()`. */
const RELEASE_NAME = /^(release|unblock|resume|unlock|unpause|proceed|unhold|letGo|allow)/i;

/** The wait is what its statement does, and the statement waits for it. */
function isStatementWait(statement: TSESTree.Node, node: TSESTree.Node, vocab: Vocabulary): boolean {
  const step = vocab.classifyStatement(statement);
  if (step.kind !== 'wait' || step.wait?.node !== node || !containsAwait(statement)) return false;
  const expression =
    statement.type === 'ExpressionStatement' ? statement.expression
      : statement.type === 'VariableDeclaration' ? statement.declarations[0]?.init ?? null : null;
  if (!expression) return false;
  const inner = unwrap(expression);
  // `await Promise.all([waitFor(a), waitFor(b)])` waits on both; judging one of them alone would be wrong.
  return !(inner.type === 'CallExpression' && isPromiseCombinator(inner.callee));
}

/** True when the statement sits in a loop of its function: falling off the end of the scan is not the function's end. */
function inLoop(statement: TSESTree.Node, fn: TSESTree.Node): boolean {
  for (let current = statement.parent; current && current !== fn; current = current.parent) {
    if (/^(While|DoWhile|For|ForOf|ForIn)Statement$/.test(current.type)) return true;
  }
  return false;
}

/** The variable naming a helper function of the test file: `async function settle()`, `const settle = async () => …`. */
function helperVariable(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): Variable | null {
  if (fn.type === 'FunctionDeclaration' && fn.id) return sourceCode.getDeclaredVariables(fn).find((v) => v.name === fn.id!.name) ?? null;
  if (fn.parent?.type === 'VariableDeclarator' && fn.parent.id.type === 'Identifier') return sourceCode.getDeclaredVariables(fn.parent)[0] ?? null;
  return null;
}

function isNegative(step: Step): boolean {
  return step.kind === 'assertion' && step.assertion.negative && !step.acts;
}

function declaredVariables(statement: TSESTree.Node, sourceCode: Readonly<TSESLint.SourceCode>): Variable[] {
  return statement.type === 'VariableDeclaration' ? statement.declarations.flatMap((d) => sourceCode.getDeclaredVariables(d)) : [];
}


/** `fetchers = manager.getFetchers()`: an assignment that awaits nothing reads, it does not act. */
function readsOnly(expression: TSESTree.Node): boolean {
  return expression.type === 'AssignmentExpression' && !containsAwait(expression.right);
}

interface Dependent {
  shape: 'assertion' | 'action';
  step: Step;
  /** What the step reads that the wait did not observe. */
  read: string;
  verb: string;
}

interface Scan {
  wait: Wait;
  observed: ObservedAttempt;
  /** The node whose statement the scan starts after: the wait, or a call of the helper that ends with it. */
  from: TSESTree.Node;
  /** Where to report: the wait, or the helper call in the test. */
  at: TSESTree.Node;
  /** The helpers the wait sits in, innermost first. */
  via: string[];
  depth: number;
}

export default createRule<Options, MessageIds>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow waiting on the attempt (a double recording a call) when the next step depends on its outcome',
      recommended: true,
    },
    hasSuggestions: true,
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          reportActions: {
            type: 'boolean',
            description: 'Report the action-shaped variant: after the wait the test acts, and the action depends on the outcome.',
          },
          reportNegativeAssertions: {
            type: 'boolean',
            description: 'Report dependent steps that assert something is absent (`.not.…`, a count of zero).',
          },
        },
      },
    ],
    defaultOptions: [{ reportActions: true, reportNegativeAssertions: false }],
    messages: {
      assertsOnOutcome:
        '`{{wait}}`{{via}} waits on the attempt ({{attempt}}) but the next step {{verb}} `{{read}}`{{tell}}; wait on the state you depend on.',
      actsOnOutcome:
        '`{{wait}}`{{via}} waits on the attempt ({{attempt}}) but the next step, `{{read}}`, acts on the outcome of the attempt, which is written after it in the background{{tell}}; wait on the state the action depends on, or on a barrier.',
      suggestWait: 'Wait on this assertion as well, with `{{helper}}`.',
    },
  },
  defaultOptions: [{ reportActions: true, reportNegativeAssertions: false }],
  create(context, [options], vocab) {
    // Most test files wait on no condition at all: a look at the text spares walking their calls.
    if (!vocab.mayContainConditionWaits()) return {};
    const sourceCode = context.sourceCode;
    const reportActions = options.reportActions !== false;
    const reportNegatives = options.reportNegativeAssertions === true;
    const reported = new Set<TSESTree.Node>();

    /** Names the observed doubles' own implementations mention: `vi.fn(() => { target.textContent = 'x' })`. */
    const implementationNames = new WeakMap<ObservedAttempt, Set<string>>();
    function writtenByAttempt(observed: ObservedAttempt): Set<string> {
      let names = implementationNames.get(observed);
      if (!names) {
        names = new Set();
        for (const attempt of observed.attempts) {
          if (!attempt.double) continue;
          for (const fn of implementationsOf(attempt.double, vocab)) {
            for (const token of sourceCode.getTokens(fn.body)) if (token.type === 'Identifier') names.add(token.value);
          }
        }
        implementationNames.set(observed, names);
      }
      return names;
    }

    /**
     * The first thing among `observations` the wait did not observe. State the double's own implementation
     * writes is written during the attempt, so the wait has seen it too.
     */
    function unobserved(observations: Observation[], observed: ObservedAttempt): Observation | null {
      return observations.find((o) => {
        if (o.kind === 'attempt' && observed.keys.has(o.attempt.key)) return false;
        // `onSuccess(result); snapshot(getCacheEntry());` in a callback the test wrote: the second double is called
        // in the same synchronous run as the one waited on, so no wait can see one without the other.
        if (o.kind === 'attempt' && o.attempt.double && observed.attempts.some((a) => a.double && calledRightAfter(a.double, o.attempt.double!))) {
          return false;
        }
        const root = chainOf(o.kind === 'attempt' ? o.attempt.node : o.node).root;
        return !(root.type === 'Identifier' && writtenByAttempt(observed).has(root.name));
      }) ?? null;
    }

    /**
     * The reads of a step that can depend on the outcome: for an assertion, not those in its expected value
     * (`toMatchObject({ requestId: promise.requestId })` is what the test already knows).
     */
    function dependentReads(step: Step, observations: Observation[]): Observation[] {
      const expected = step.kind === 'assertion' ? step.assertion.expected : null;
      if (!expected) return observations;
      const [start, end] = expected.range;
      return observations.filter((o) => {
        const node = o.kind === 'attempt' ? o.attempt.node : o.node;
        return node.range[0] < start || node.range[1] > end;
      });
    }

    /** `first(…)` is called, and `second(…)` after it in the same block, with nothing awaited in between. */
    function calledRightAfter(first: Variable, second: Variable): boolean {
      const secondCalls = new Set(second.references.map((reference) => reference.identifier as TSESTree.Node));
      for (const reference of first.references) {
        const call = reference.identifier.parent;
        if (call?.type !== 'CallExpression' || call.callee !== reference.identifier) continue;
        const statement = statementOf(call);
        if (!statement) continue;
        for (const later of statementsAfter(statement)) {
          if (anyNode(later, (node) => node.type === 'CallExpression' && secondCalls.has(node.callee))) return true;
          if (anyNode(later, (node) => node.type === 'AwaitExpression' || node.type === 'YieldExpression')) break;
        }
      }
      return false;
    }

    function labelOf(observation: Observation): string {
      return observation.kind === 'attempt' ? observation.attempt.label.replace(/`/g, '') : readLabel(observation.node, vocab);
    }

    /** A call of a helper declared in the test file, as the whole step: `await checkRegistry(REF)`. */
    function helperCallOf(step: Step): { call: TSESTree.CallExpression; fn: FunctionNode; name: string } | null {
      const statement = step.statement;
      const expression =
        statement.type === 'ExpressionStatement' ? statement.expression
          : statement.type === 'VariableDeclaration' && statement.declarations.length === 1 ? statement.declarations[0].init : null;
      if (!expression) return null;
      const call = unwrap(expression);
      if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return null;
      const fn = vocab.localFunction(call.callee);
      if (!fn || vocab.roleOf(fn).role !== 'test') return null;
      return { call, fn, name: call.callee.name };
    }

    /** What a step depends on that the wait did not observe; 'barrier' when the step itself waits; null when nothing. */
    function judge(step: Step, scan: Scan, derived: Set<Variable>, depth: number): Dependent | 'barrier' | null {
      const helper = depth < MAX_HELPER_DEPTH ? helperCallOf(step) : null;
      if (helper) {
        const bindings = new Map<Variable, TSESTree.Node>();
        helper.fn.params.forEach((param, i) => {
          const argument = helper.call.arguments[i];
          if (param.type === 'Identifier' && argument) {
            const variable = sourceCode.getDeclaredVariables(helper.fn).find((v) => v.name === param.name);
            if (variable) bindings.set(variable, argument);
          }
        });
        for (const argument of helper.call.arguments) {
          const found = unobserved(vocab.observe(argument, { derived }), scan.observed);
          if (found) return { shape: 'action', step, read: labelOf(found), verb: 'acts' };
        }
        for (const inner of vocab.stepsOfBody(helper.fn)) {
          if (inner.kind === 'wait' || inner.kind === 'barrier') return 'barrier';
          if (inner.kind === 'end') return null;
          if (inner.kind === 'sleep') continue;
          if (inner.kind === 'assertion' && !reportNegatives && isNegative(inner)) continue;
          const found = unobserved(dependentReads(inner, vocab.observe(inner.statement, { derived, bindings })), scan.observed);
          if (found) {
            const shape = inner.kind === 'action' || (inner.kind === 'assertion' && inner.acts) ? 'action' : 'assertion';
            return {
              shape,
              step,
              read: shape === 'action' ? readLabel(helper.call, vocab) : `${labelOf(found)}\` in \`${helper.name}()`,
              verb: inner.kind === 'assertion' ? 'asserts on' : 'reads',
            };
          }
        }
        return null;
      }
      if (step.kind === 'assertion' && !reportNegatives && isNegative(step)) return null;
      const found = unobserved(dependentReads(step, vocab.observe(step.statement, { derived })), scan.observed);
      if (!found) return null;
      const shape = (step.kind === 'action' && !readsOnly(step.expression)) || (step.kind === 'assertion' && step.acts) ? 'action' : 'assertion';
      const read = shape === 'action' && step.kind === 'action' ? readLabel(step.expression, vocab) : labelOf(found);
      return { shape, step, read, verb: step.kind === 'assertion' ? 'asserts on' : 'reads' };
    }

    /**
     * `await expect(waitFor(() => …)).resolves.toBe(1)` waits; `await Promise.all(workers.map((w) => w.stop()))`
     * is a barrier: both end the scan.
     */
    function awaitsWaitOrBarrier(step: Step): boolean {
      if (!containsAwait(step.statement)) return false;
      return anyNode(
        step.statement,
        (node) => {
          if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return false;
          const wait = vocab.waitAt(node);
          return (!!wait && wait.kind !== 'loop') || (node.type === 'CallExpression' && vocab.isBarrier(node));
        },
        { intoFunctions: true },
      );
    }

    function run(scan: Scan): void {
      const steps = vocab.stepsAfter(scan.from);
      if (!steps) return;
      // `const skipped = await waitFor(() => messages.find(…))`: what the wait returns was read from the record.
      const waitStatement = statementOf(scan.from);
      const derived = new Set<Variable>(scan.via.length === 0 && waitStatement ? declaredVariables(waitStatement, sourceCode) : []);
      let tell: TSESTree.Node | null = null;
      for (const step of steps) {
        switch (step.kind) {
          case 'sleep':
            tell ??= step.sleep.node;
            continue;
          case 'wait':
          case 'end':
            return;
          case 'barrier':
            // `await dispatcher.stop()` returns once the background work is done; a bare `x.stop()` does not wait.
            if (containsAwait(step.statement)) return;
            continue;
          case 'inert':
            continue;
          default:
            break;
        }
        if (drivesClock(step.statement) || awaitsWaitOrBarrier(step)) return;
        if (flushesTicks(step.statement)) {
          tell ??= step.statement;
          continue;
        }
        const dependent = judge(step, scan, derived, scan.depth);
        if (dependent === 'barrier') return;
        if (dependent === null) {
          for (const variable of declaredVariables(step.statement, sourceCode)) derived.add(variable);
          continue;
        }
        if (dependent.shape === 'action' && !reportActions) return;
        report(scan, dependent, tell);
        return;
      }
      continueAtCallers(scan);
    }

    /** The wait ends a helper of the test file: what matters is what its callers do next. */
    function continueAtCallers(scan: Scan): void {
      if (scan.depth >= MAX_HELPER_DEPTH) return;
      const statement = statementOf(scan.from);
      const fn = statement ? enclosingFunction(statement) : null;
      if (!fn || !statement || inLoop(statement, fn)) return;
      const role = vocab.roleOf(fn);
      if (role.role !== 'test' || role.testCall) return;
      const variable = helperVariable(fn, sourceCode);
      if (!variable) return;
      for (const reference of variable.references) {
        const call = reference.identifier.parent;
        if (call?.type !== 'CallExpression' || call.callee !== reference.identifier) continue;
        const site = statementOf(call);
        if (!site || (fn.async && !containsAwait(site))) continue;
        if (vocab.roleOf(call).role !== 'test') continue;
        run({ ...scan, from: call, at: call, via: [variable.name, ...scan.via], depth: scan.depth + 1 });
      }
    }

    function report(scan: Scan, dependent: Dependent, tell: TSESTree.Node | null): void {
      if (reported.has(scan.at)) return;
      reported.add(scan.at);
      const data = {
        wait: shorten(vocab.text(scan.wait.node)),
        via: scan.via.length > 0 ? ` (in \`${scan.via[scan.via.length - 1]}()\`)` : '',
        attempt: scan.observed.label,
        verb: dependent.verb,
        read: dependent.read,
        tell: tell ? `, and \`${shorten(vocab.text(tell))}\` between them is the tell: time standing in for the outcome` : '',
      };
      if (dependent.shape === 'action') {
        context.report({ node: scan.at, messageId: 'actsOnOutcome', data });
        return;
      }
      const suggestion = scan.via.length === 0 ? waitSuggestion(scan.wait, dependent.step) : null;
      context.report({
        node: scan.at,
        messageId: 'assertsOnOutcome',
        data,
        ...(suggestion ? { suggest: [{ messageId: 'suggestWait' as const, data: { helper: suggestion.helper }, fix: suggestion.fix }] } : {}),
      });
    }

    /**
     * The dependent assertion, turned into a wait of its own with the helper the attempt wait used:
     * `expect(x).toBe(1);` → `await waitFor(() => expect(x).toBe(1));`. The attempt wait stays.
     */
    function waitSuggestion(wait: Wait, step: Step): { helper: string; fix: TSESLint.ReportFixFunction } | null {
      if (step.kind !== 'assertion' || step.awaits) return null;
      const statement = step.statement;
      if (statement.type !== 'ExpressionStatement' || statement.expression.type === 'AwaitExpression') return null;
      const fn = enclosingFunction(statement);
      if (!fn?.async || sourceCode.getCommentsInside(statement).length > 0) return null;
      const assertionText = vocab.text(statement.expression);
      if (/\.(resolves|rejects)\b/.test(assertionText)) return null;
      const call = wait.node;
      if (call.type !== 'CallExpression' || !wait.condition) return null;
      const extra = call.arguments.filter((argument) => argument !== wait.condition).map((argument) => vocab.text(argument));
      const options = extra.length > 0 ? `, ${extra.join(', ')}` : '';
      const callee = vocab.text(call.callee);
      const replace = (text: string): TSESLint.ReportFixFunction => (fixer) => fixer.replaceText(statement, `${text};`);

      if (pathOf(call.callee)?.join('.') === 'expect.poll') {
        const chain = chainOf(statement.expression);
        const root = chain.root;
        const expectCall = chain.links[0]?.kind === 'call' ? chain.links[0].node : null;
        if (!expectCall || root.type !== 'Identifier' || root.name !== 'expect' || expectCall.arguments.length !== 1) return null;
        const subject = vocab.text(expectCall.arguments[0]);
        const rest = sourceCode.text.slice(expectCall.range[1], statement.expression.range[1]);
        return { helper: 'expect.poll', fix: replace(`await expect.poll(() => ${subject}${options})${rest}`) };
      }
      if (conditionAsserts(wait.condition)) {
        return { helper: callee, fix: replace(`await ${callee}(() => ${assertionText}${options})`) };
      }
      // The attempt wait takes a predicate. Its sibling from the same module retries assertions.
      const resolved = vocab.resolve(call.callee);
      if (importIs(resolved?.imported ?? null, [WAIT_MODULE], ['waitUntil'])) {
        const declaration = importOf(call.callee);
        const existing = declaration?.specifiers.find(
          (s) => s.type === 'ImportSpecifier' && (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === 'waitFor',
        );
        const name = existing?.local.name ?? 'waitFor';
        if (!existing && (!declaration || isDeclared('waitFor', statement))) return null;
        const last = declaration?.specifiers[declaration.specifiers.length - 1];
        return {
          helper: name,
          fix: (fixer) => {
            const fixes = [fixer.replaceText(statement, `await ${name}(() => ${assertionText}${options});`)];
            if (!existing && last) fixes.push(fixer.insertTextAfter(last, ', waitFor'));
            return fixes;
          },
        };
      }
      const helper = findWaitHelper(vocab);
      if (!helper) return null;
      return {
        helper: helper.call,
        fix: (fixer) => {
          const fixes = [fixer.replaceText(statement, `await ${helper.call}(() => ${assertionText});`)];
          if (helper.addImportFrom) {
            const imports = sourceCode.ast.body.filter((s) => s.type === 'ImportDeclaration');
            const line = `import { ${helper.call} } from '${helper.addImportFrom}';`;
            if (imports.length > 0) fixes.push(fixer.insertTextAfter(imports[imports.length - 1], `\n${line}`));
          }
          return fixes;
        },
      };
    }

    function importOf(callee: TSESTree.Node): TSESTree.ImportDeclaration | null {
      const origin = vocab.resolve(callee)?.origin;
      if (origin?.kind !== 'import' || callee.type !== 'Identifier') return null;
      const variable = sourceCode.getScope(callee).references.find((r) => r.identifier === callee)?.resolved;
      const def = variable?.defs[0];
      return def?.type === 'ImportBinding' && def.parent.type === 'ImportDeclaration' ? def.parent : null;
    }

    function isDeclared(name: string, node: TSESTree.Node): boolean {
      for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(node); scope; scope = scope.upper) {
        if (scope.set.has(name)) return true;
      }
      return false;
    }

    /** The condition retries an assertion (`() => expect(x).toBe(1)`), not a predicate. */
    function conditionAsserts(condition: FunctionNode): boolean {
      const single = singleExpression(condition);
      if (single) return vocab.assertionAt(single) !== null;
      if (condition.body.type !== 'BlockStatement') return false;
      const statements = condition.body.body;
      return statements.length > 0 && statements.every((s) => s.type === 'ExpressionStatement' && vocab.assertionAt(s) !== null);
    }

    /**
     * The test holds the double: `const release = tmux.holdDeliveries()` before the wait and `release()` after it.
     * Until it lets go, the outcome cannot be written, so reading the state in between is exact, not a race.
     */
    function holdsOutcome(statement: TSESTree.Node, observed: ObservedAttempt): boolean {
      const doubles = [...observed.keys].map((key) => key.split('.')).map((path) => (path.length > 1 ? path.slice(0, -1) : path));
      for (const before of statementsBefore(statement)) {
        if (before.type !== 'VariableDeclaration') continue;
        for (const declarator of before.declarations) {
          if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
          const init = unwrap(declarator.init);
          if (init.type !== 'CallExpression') continue;
          const chain = chainOf(init.callee);
          const names = pathOf(init.callee);
          const onDouble = !!names && doubles.some((double) => {
            const path = canonicalPath(names, chain.root, vocab).path;
            return double.every((segment, i) => path[i] === segment);
          });
          if (!onDouble && !RELEASE_NAME.test(declarator.id.name)) continue;
          const [variable] = sourceCode.getDeclaredVariables(declarator);
          const releasedLater = variable?.references.some((reference) => {
            const parent = reference.identifier.parent;
            return parent?.type === 'CallExpression' && parent.callee === reference.identifier && parent.range[0] > statement.range[1];
          });
          if (releasedLater) return true;
        }
      }
      return false;
    }

    function check(node: TSESTree.CallExpression): void {
      const wait = vocab.waitAt(node);
      if (!wait?.condition || wait.kind !== 'condition') return;
      const statement = statementOf(node);
      if (!statement || !isStatementWait(statement, node, vocab)) return;
      if (vocab.roleOf(node).role !== 'test') return;
      const observed = vocab.attemptObservedBy(wait.condition);
      if (!observed || holdsOutcome(statement, observed)) return;
      run({ wait, observed, from: node, at: node, via: [], depth: 0 });
    }

    return { CallExpression: check };
  },
});
