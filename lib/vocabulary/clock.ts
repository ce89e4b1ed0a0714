import type { TSESTree } from '@typescript-eslint/utils';
import { isFunction, isPromiseConstructor, pathOf, unwrap } from './paths';
import { singleExpression } from './sleeps';

/*
 * Time the test moves by hand. Both are not waits on a state: a test that ticks fake timers drives the clock
 * itself (what follows is deterministic), and a turn of the event loop is hoped to be enough without naming what
 * it waits for. The sleep vocabulary leaves setImmediate and nextTick out (they are not timers); an awaited
 * zero-length timer is a sleep of its own.
 */

/** `jest.advanceTimersByTime(…)`, `clock.tick(…)`: the test drives time itself, so the scan ends. */
export function drivesClock(statement: TSESTree.Node): boolean {
  const expression = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  if (expression?.type !== 'CallExpression') return false;
  const path = pathOf(expression.callee);
  if (!path || path.length < 2) return false;
  const last = path[path.length - 1];
  // (Rstest's `rs` is its `vi`.)
  if ((path[0] === 'jest' || path[0] === 'vi' || path[0] === 'rs') && /^(advance|run)/.test(last)) return true;
  return /clock|timers/i.test(path[path.length - 2]) && /^(tick|tickAsync|runAll|runAllAsync|next|nextAsync|runToLast|runToLastAsync|runMicrotasks)$/.test(last);
}

const TICK_SCHEDULERS = new Set(['setImmediate', 'nextTick', 'queueMicrotask']);

/** `await new Promise(setImmediate)`, `await flushPromises()`, `await Promise.resolve()`: a turn of the loop, hoped to be enough. */
export function flushesTicks(statement: TSESTree.Node): boolean {
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AwaitExpression') return false;
  const awaited = unwrap(statement.expression.argument);
  if (awaited.type === 'NewExpression' && isPromiseConstructor(awaited.callee)) {
    const executor = awaited.arguments[0];
    const body = isFunction(executor) ? singleExpression(executor) : executor;
    const scheduler = body?.type === 'CallExpression' ? pathOf(body.callee) : body ? pathOf(body) : null;
    return !!scheduler && TICK_SCHEDULERS.has(scheduler[scheduler.length - 1]);
  }
  if (awaited.type !== 'CallExpression') return awaited.type === 'Literal' || awaited.type === 'Identifier';
  const path = pathOf(awaited.callee)?.join('.') ?? '';
  return /^(Promise\.resolve|flushPromises|flushMicrotasks|nextTick|process\.nextTick|setImmediate|tick|nextTickAsync)$/.test(path) && awaited.arguments.length === 0;
}


/**
 * `$rootScope.$apply()`, `scope.$digest()`: AngularJS's digest, run by hand. Its promises (`$q`) settle and its scopes
 * update only in a digest, so it is the turn that lets the checks after it see what the code already did, like
 * `flushPromises()`; it is neither the step that depends on a sleep nor an act of its own.
 */
export function runsDigest(statement: TSESTree.Node): boolean {
  const expression = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
  if (expression?.type !== 'CallExpression' || expression.arguments.length > 0 || expression.callee.type !== 'MemberExpression') return false;
  const property = expression.callee.property;
  return !expression.callee.computed && property.type === 'Identifier' && (property.name === '$apply' || property.name === '$digest');
}
