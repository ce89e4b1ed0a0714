/**
 * `eslint-plugin-dispatch-lag/shim`: list it in `setupFilesAfterEnv`, before the file that declares the seams.
 *
 * With DISPATCH_LAG unset, empty or 0 this module reads the variable, checks declarations, and does nothing else:
 * nothing is patched, no hook is registered, and the lag engine (./engine) is never loaded.
 *
 * @example
 * // test/lag.ts, listed in setupFilesAfterEnv after 'eslint-plugin-dispatch-lag/shim'
 * import { lag } from 'eslint-plugin-dispatch-lag/shim';
 * lag.writes(SessionRegistry.prototype, ['register', 'touch', 'close']); // the call runs `lag` s later
 * lag.settle(FakeTmux.prototype, ['spawn', 'deliver']);                  // runs now, its promise settles later
 */
import { DISPATCH_LAG, checkSeam, parseDispatchLag, type SeamKind } from './core';
import type { Engine } from './engine';

export { DISPATCH_LAG, parseDispatchLag } from './core';
export type { SeamKind } from './core';

type AnyFunction = (...args: never[]) => unknown;

/** Keys of `T` whose value is a function. */
export type MethodKey<T> = { [K in keyof T]-?: T[K] extends AnyFunction ? K : never }[keyof T];

/**
 * Methods `lag.writes` accepts: those returning nothing (`void`/`undefined`), which run deferred while the caller goes
 * on, and those returning a promise, which await the lag and then run. A method whose value is used synchronously
 * cannot be deferred and is a compile error here.
 */
export type WritesKey<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => infer R
    ? [R] extends [void | undefined | PromiseLike<unknown>]
      ? K
      : never
    : never;
}[keyof T];

/** Methods `lag.settle` accepts: those returning a promise. */
export type SettleKey<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => infer R ? ([R] extends [PromiseLike<unknown>] ? K : never) : never;
}[keyof T];

/**
 * Where the seam lives: an object (usually `MyClass.prototype`, or `MyClass` for static methods), or an arrow function
 * returning it, called again before every test so that a class required afresh after `jest.resetModules()` /
 * `resetModules: true` is patched too.
 */
export type LagTarget<T extends object> = T | (() => T);

export interface Lag {
  /** The lag in seconds; 0 when DISPATCH_LAG is unset, empty or 0. */
  readonly seconds: number;
  /** `seconds > 0`. */
  readonly enabled: boolean;
  /**
   * Declares calls that write state after an attempt. Under the lag each call runs `seconds` later: an `async` method
   * (or one returning a promise) awaits the lag and then runs; a method returning nothing is deferred and its caller
   * goes on at once. Refused (the test fails, naming the method) if a deferred method turns out to return a value.
   */
  writes<T extends object>(target: () => T, methods: readonly WritesKey<T>[]): void;
  writes<T extends object>(target: T, methods: readonly WritesKey<T>[]): void;
  /**
   * Declares attempts whose outcome the code awaits. Under the lag each call runs at once (the attempt is recorded as
   * the test sees it) and the promise it returns settles `seconds` after it would have.
   */
  settle<T extends object>(target: () => T, methods: readonly SettleKey<T>[]): void;
  settle<T extends object>(target: T, methods: readonly SettleKey<T>[]): void;
}

/** Anything callable without a `prototype` (an arrow function) is a getter; a class passed as-is is a target. */
function isGetter(target: unknown): target is () => object {
  return typeof target === 'function' && !Object.prototype.hasOwnProperty.call(target, 'prototype');
}

const seconds = parseDispatchLag(process.env[DISPATCH_LAG]);

const ENGINE_KEY = Symbol.for('eslint-plugin-dispatch-lag/engine');

function engine(): Engine {
  // Kept on the test file's global so that a copy of this module loaded again after jest.resetModules() shares the
  // declarations and the hooks registered by the first one.
  const global = globalThis as { [ENGINE_KEY]?: Engine };
  let found = global[ENGINE_KEY];
  if (!found) {
    const { Engine: EngineClass } = require('./engine') as typeof import('./engine');
    found = new EngineClass(seconds);
    global[ENGINE_KEY] = found;
  }
  return found;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the public function, for stack traces
function declare(kind: SeamKind, target: unknown, methods: unknown, above: Function): void {
  if (isGetter(target)) {
    if (!Array.isArray(methods) || methods.length === 0) {
      const error = new TypeError(`lag.${kind}(): pass a non-empty array of method names.`);
      Error.captureStackTrace(error, above);
      throw error;
    }
    // A getter is resolved (and its methods checked) only when the lag is on: calling it would load modules.
    if (seconds > 0) engine().declare(kind, target, true, methods as PropertyKey[], above);
    return;
  }
  checkSeam(kind, target, methods, above);
  if (seconds > 0) engine().declare(kind, target as object, false, methods, above);
}

function writes(target: unknown, methods: unknown): void {
  declare('writes', target, methods, writes);
}

function settle(target: unknown, methods: unknown): void {
  declare('settle', target, methods, settle);
}

export const lag: Lag = Object.freeze({ seconds, enabled: seconds > 0, writes, settle }) as Lag;

if (seconds > 0) engine();
