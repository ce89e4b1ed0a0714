/**
 * `eslint-plugin-dispatch-lag/wait`: poll for the state a test depends on, on real time.
 *
 * Both helpers use `node:timers` and `node:perf_hooks`, which Jest's fake timers do not replace, so they keep polling
 * under `jest.useFakeTimers()` and `fakeTimers.enableGlobally` (the code under test may still run on fake timers:
 * advance them yourself if it does).
 */
import { clearTimeout as realClearTimeout, setTimeout as realSetTimeout } from 'node:timers';
import { performance } from 'node:perf_hooks';

export interface WaitOptions {
  /** Give up after this many milliseconds. Default 5000. Keep it below the test's own timeout. */
  timeout?: number;
  /** Milliseconds between the end of one attempt and the start of the next. Default 10. */
  interval?: number;
}

/** A value that is not falsy. */
export type Truthy<T> = Exclude<T, false | 0 | 0n | '' | null | undefined>;

/** Thrown (as a rejection) when a wait runs out of time. */
export class WaitTimeoutError extends Error {
  override readonly name = 'WaitTimeoutError';
  /** Real milliseconds from the call to giving up. */
  readonly elapsed: number;
  /** How many times the callback was called. */
  readonly attempts: number;
  /** The timeout that was given. */
  readonly timeout: number;
  /** waitUntil: the last value the predicate returned (undefined if it threw or had not settled). */
  readonly lastResult: unknown;

  constructor(message: string, details: { elapsed: number; attempts: number; timeout: number; lastResult?: unknown; cause?: unknown }) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.elapsed = details.elapsed;
    this.attempts = details.attempts;
    this.timeout = details.timeout;
    this.lastResult = details.lastResult;
  }
}

type Outcome = { kind: 'ok'; value: unknown } | { kind: 'threw'; error: unknown } | { kind: 'pending' };

const DEFAULT_TIMEOUT = 5000;
const DEFAULT_INTERVAL = 10;

function checkOptions(name: string, options: WaitOptions | undefined): { timeout: number; interval: number } {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`${name}: options must be an object like { timeout: 5000, interval: 10 }.`);
  }
  const timeout = options?.timeout ?? DEFAULT_TIMEOUT;
  const interval = options?.interval ?? DEFAULT_INTERVAL;
  for (const [key, value] of [['timeout', timeout], ['interval', interval]] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new TypeError(`${name}: options.${key} must be a finite number of milliseconds >= 0, got ${String(value)}.`);
    }
  }
  return { timeout, interval };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** Calls `fn` once; a returned promise gets `budget` ms to settle. */
async function attempt(fn: () => unknown, budget: number): Promise<Outcome> {
  let result: unknown;
  try {
    result = fn();
  } catch (error) {
    return { kind: 'threw', error };
  }
  if (!result || typeof (result as PromiseLike<unknown>).then !== 'function') return { kind: 'ok', value: result };
  let timer: ReturnType<typeof realSetTimeout> | undefined;
  const outcome = await Promise.race<Outcome>([
    Promise.resolve(result).then(
      (value): Outcome => ({ kind: 'ok', value }),
      (error: unknown): Outcome => ({ kind: 'threw', error }),
    ),
    new Promise<Outcome>((resolve) => (timer = realSetTimeout(() => resolve({ kind: 'pending' }), budget))),
  ]);
  realClearTimeout(timer);
  return outcome;
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n  ');
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}`;
  return `thrown: ${String(error)}`;
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  return String(value);
}

/** Re-points the error's stack at the caller of waitUntil/waitFor, not at a timer callback in this file. */
function atCallSite(error: WaitTimeoutError, site: { stack?: string }): WaitTimeoutError {
  const frames = site.stack?.split('\n').slice(1).join('\n');
  if (frames) error.stack = `${error.name}: ${error.message}\n${frames}`;
  return error;
}

async function poll(
  name: 'waitUntil' | 'waitFor',
  fn: () => unknown,
  options: WaitOptions | undefined,
  site: { stack?: string },
): Promise<unknown> {
  const { timeout, interval } = checkOptions(name, options);
  const started = performance.now();
  const deadline = started + timeout;
  let attempts = 0;
  let last: Outcome | undefined;
  let lastFailure: Outcome | undefined;
  for (;;) {
    attempts++;
    // Each attempt may run until the deadline, and gets at least one interval (the last one starts at the deadline).
    last = await attempt(fn, Math.max(deadline - performance.now(), interval, 1));
    if (last.kind === 'ok' && (name === 'waitFor' || last.value)) return last.value;
    if (last.kind !== 'pending') lastFailure = last;
    const now = performance.now();
    if (now >= deadline || last.kind === 'pending') break;
    await sleep(Math.min(interval, deadline - now));
  }
  const elapsed = Math.round(performance.now() - started);
  const head = `${name} timed out after ${elapsed} ms (timeout ${timeout} ms, ${attempts} attempt${attempts === 1 ? '' : 's'})`;
  let message: string;
  let cause: unknown;
  let lastResult: unknown;
  if (last.kind === 'pending') {
    message = `${head}: the last attempt had not settled when the time ran out.`;
  } else if (lastFailure?.kind === 'threw') {
    cause = lastFailure.error;
    message = `${head}. Last failure:\n  ${indent(describeError(lastFailure.error))}`;
  } else {
    lastResult = lastFailure?.kind === 'ok' ? lastFailure.value : undefined;
    cause = new Error(`the predicate returned ${describeValue(lastResult)}`);
    message = `${head}: the predicate last returned ${describeValue(lastResult)}.`;
  }
  if (last.kind === 'pending' && lastFailure?.kind === 'threw') {
    cause = lastFailure.error;
    message += ` The attempt before it failed with:\n  ${indent(describeError(lastFailure.error))}`;
  } else if (last.kind === 'pending' && lastFailure?.kind === 'ok') {
    lastResult = lastFailure.value;
    cause = new Error(`the predicate returned ${describeValue(lastResult)}`);
    message += ` The attempt before it returned ${describeValue(lastResult)}.`;
  }
  throw atCallSite(new WaitTimeoutError(message, { elapsed, attempts, timeout, lastResult, cause }), site);
}

/**
 * Resolves with the predicate's value once it is truthy. Calls it at once, then `interval` ms after each attempt
 * ends; an attempt that throws or rejects counts as not yet (the error is kept for the timeout message). Rejects with
 * a WaitTimeoutError after `timeout` ms, carrying the last result or error as `cause` and in its message.
 */
export function waitUntil<T>(predicate: () => T | PromiseLike<T>, options?: WaitOptions): Promise<Truthy<Awaited<T>>> {
  const site: { stack?: string } = {};
  Error.captureStackTrace(site, waitUntil);
  if (typeof predicate !== 'function') return Promise.reject(new TypeError('waitUntil: the predicate must be a function.'));
  return poll('waitUntil', predicate, options, site) as Promise<Truthy<Awaited<T>>>;
}

/**
 * Resolves with the callback's value once it returns (or resolves) without throwing: use it with `expect`. Calls it at
 * once, then `interval` ms after each attempt ends. Rejects with a WaitTimeoutError after `timeout` ms, carrying the
 * last error as `cause` and in its message.
 */
export function waitFor<T>(assertion: () => T | PromiseLike<T>, options?: WaitOptions): Promise<Awaited<T>> {
  const site: { stack?: string } = {};
  Error.captureStackTrace(site, waitFor);
  if (typeof assertion !== 'function') return Promise.reject(new TypeError('waitFor: the callback must be a function.'));
  return poll('waitFor', assertion, options, site) as Promise<Awaited<T>>;
}
