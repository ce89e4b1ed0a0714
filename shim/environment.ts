/**
 * `eslint-plugin-dispatch-lag/environment`: a Node test environment that adds what a setup file cannot do.
 *
 *   testEnvironment: 'eslint-plugin-dispatch-lag/environment',
 *
 * Under DISPATCH_LAG it
 *   - appends to a failed test's errors that the lag was on, and which seams were delayed during that test and how
 *     often (a setup file cannot ask Jest whether a test failed);
 *   - runs the calls still waiting when the test function ends before any afterEach hook, so teardown sees them;
 *   - drives the lag for test.concurrent tests, for which Jest runs no beforeEach/afterEach hooks.
 * With DISPATCH_LAG unset, empty or 0 it is jest-environment-node.
 *
 * Already on another environment? Wrap it: `module.exports = withDispatchLag(require('jest-environment-jsdom').default)`.
 */
import { TestEnvironment as NodeEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';
import { ENVIRONMENT_KEY, getBus } from './bus';
import { DISPATCH_LAG, parseDispatchLag } from './core';
import { explainFailure } from './explain';

/** An Error whose whole printed form is its message (no stack frames to point at: it is a note, not a throw site). */
function note(text: string): Error {
  const error = new Error(text);
  error.name = 'DispatchLag';
  error.stack = text;
  return error;
}

/**
 * Does the environment's part of the lag for one test event. Call it from your own environment's `handleTestEvent`
 * if you cannot use `withDispatchLag`; `global` is the environment's `this.global`.
 */
export async function handleDispatchLagEvent(global: object, event: Circus.Event): Promise<void> {
  if (event.name !== 'test_start' && event.name !== 'test_fn_success' && event.name !== 'test_fn_failure' && event.name !== 'test_done') {
    return;
  }
  const bus = getBus(global);
  if (!bus) return; // lag off, or the shim is not in setupFilesAfterEnv
  const { test } = event;
  switch (event.name) {
    case 'test_start':
      if (test.concurrent) {
        try {
          bus.beginTest(test);
        } catch (error) {
          test.errors.push(error as Error);
        }
      }
      return;
    case 'test_fn_success':
    case 'test_fn_failure':
      await bus.finishTestFn(test);
      return;
    case 'test_done': {
      if (test.concurrent) test.errors.push(...(await bus.endTest(test)));
      if (test.errors.length === 0) return;
      const report = bus.report(test);
      if (report) test.errors.push(note(explainFailure(report)));
      return;
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] for a mixin's base
type EnvironmentClass = new (...args: any[]) => {
  global: object;
  handleTestEvent?: Circus.EventHandler;
};

/** Adds the lag's handling to another Jest environment class (jsdom, a custom one). */
export function withDispatchLag<T extends EnvironmentClass>(Base: T): T {
  const Wrapped = class extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] for a mixin's base
    constructor(...args: any[]) {
      // Stop the run with a clear message on a bad value, before any test file loads.
      parseDispatchLag(process.env[DISPATCH_LAG]);
      super(...args);
      (this.global as { [ENVIRONMENT_KEY]?: boolean })[ENVIRONMENT_KEY] = true;
      const inherited = this.handleTestEvent?.bind(this) as
        | ((event: Circus.Event, state: Circus.State) => void | Promise<void>)
        | undefined;
      const handle = async (event: Circus.Event, state: Circus.State): Promise<void> => {
        await inherited?.(event, state);
        await handleDispatchLagEvent(this.global, event);
      };
      this.handleTestEvent = handle as Circus.EventHandler;
    }
  };
  Object.defineProperty(Wrapped, 'name', { value: `DispatchLag${Base.name}` });
  return Wrapped;
}

/** jest-environment-node with the lag's handling. */
export const TestEnvironment = withDispatchLag(NodeEnvironment);
export default TestEnvironment;
