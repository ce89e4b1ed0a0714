/**
 * The lag engine: loaded by ./index only when DISPATCH_LAG is a positive number.
 *
 * Lifecycle per test (see docs/testing.md, "What the shim does around each test"):
 *   root beforeAll   resolve getter targets once (the classes the test file's own imports see)
 *   beforeEach       resolve getter targets again (fresh classes after resetModules), install the patches
 *   test             declared calls are delayed with real timers and counted for this test
 *   test fn ends     (with the environment) calls still waiting run at once, in the order they were due, and are
 *                    awaited; from then on calls run undelayed
 *   afterEach        the same flush (without the environment), then the patches are removed
 * Tests Jest runs without beforeEach/afterEach hooks (test.concurrent) are driven by the environment instead.
 */
import { clearTimeout as realClearTimeout, setTimeout as realSetTimeout } from 'node:timers';
import { performance } from 'node:perf_hooks';
import { types } from 'node:util';
import { BUS_KEY, BUS_VERSION, type LagBus, type SeamCount, type TestReport } from './bus';
import { DISPATCH_LAG, checkSeam, describeTarget, findProperty, seamLabel, type SeamKind } from './core';

/** How long the end-of-test flush waits for landed calls that return promises before moving on. */
const FLUSH_WAIT_MS = 2000;

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

interface JestState {
  currentTestIdentity?: () => object | undefined;
  currentTestName?: string;
  testPath?: string;
}

interface JestApi {
  beforeAll(fn: () => unknown): void;
  beforeEach(fn: () => unknown): void;
  afterEach(fn: () => unknown): void;
  afterAll(fn: () => unknown): void;
  expect: { getState(): JestState };
}

function jestApi(): JestApi {
  const g = globalThis as Partial<JestApi>;
  if (typeof g.beforeEach === 'function' && typeof g.afterEach === 'function' && g.expect) return g as JestApi;
  try {
    // With injectGlobals: false; Jest's runtime answers this import itself.
    return require('@jest/globals') as JestApi;
  } catch {
    throw new Error(
      `${DISPATCH_LAG} is set, but eslint-plugin-dispatch-lag/shim was loaded outside a Jest test file. ` +
        `List it in setupFilesAfterEnv of your Jest config.`,
    );
  }
}

interface Declaration {
  kind: SeamKind;
  source: object | (() => object);
  getter: boolean;
  methods: PropertyKey[];
  /** Getter result in beforeAll: what the test file's own imports see. */
  fileTarget?: object;
  /** Getter result in the latest beforeEach: what a require() inside the test sees after resetModules. */
  freshTarget?: object;
}

interface Patch {
  kind: SeamKind;
  target: object;
  key: PropertyKey;
  label: string;
  order: number;
  original: AnyFunction;
  isAsync: boolean;
  ownDescriptor: PropertyDescriptor | undefined;
  wrapper: AnyFunction;
  installed: boolean;
  refused?: string;
}

interface Pending {
  patch: Patch;
  due: number;
  fire(): void;
  done: Promise<void>;
}

interface Count {
  calls: number;
  pendingAtEnd: number;
}

interface TestRecord {
  open: boolean;
  counts: Map<Patch, Count>;
  pending: Set<Pending>;
  errors: Error[];
  refusalsSeen: Set<Patch>;
  windows: Array<[number, number]>;
  patched: Patch[];
  notes: string[];
}

const WRAPPED = Symbol('dispatch-lag original');

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function noop(): void {}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (isThenable(value)) return 'a promise';
  if (typeof value === 'object') return `an object (${describeTarget(value)})`;
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value).slice(0, 40)}`;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The file of the function that called `skip`, from a one-frame stack trace. */
function callerFile(skip: AnyFunction): string | undefined {
  const holder: { stack?: string } = {};
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 1;
  try {
    Error.captureStackTrace(holder, skip);
  } finally {
    Error.stackTraceLimit = limit;
  }
  const frame = holder.stack?.split('\n')[1];
  const match = frame && /(?:\(|at )((?:file:\/\/)?[^()\s][^()]*?):\d+:\d+\)?\s*$/.exec(frame);
  return match ? match[1].replace(/^file:\/\//, '') : undefined;
}

function unionMs(windows: Array<[number, number]>): number {
  const sorted = [...windows].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let start = -Infinity;
  let end = -Infinity;
  for (const [s, e] of sorted) {
    if (s > end) {
      if (end > start) total += end - start;
      start = s;
      end = e;
    } else if (e > end) {
      end = e;
    }
  }
  if (end > start) total += end - start;
  return total;
}

export class Engine implements LagBus {
  readonly version = BUS_VERSION;
  readonly ms: number;
  private readonly api: JestApi;
  private readonly declarations: Declaration[] = [];
  private readonly patchesByTarget = new WeakMap<object, Map<PropertyKey, Patch>>();
  private readonly installed = new Set<Patch>();
  private readonly records = new WeakMap<object, TestRecord>();
  private readonly running = new Set<TestRecord>();
  /** The key of the test started by the latest beforeEach, for Jest versions without currentTestIdentity. */
  private sequentialKey: object | undefined;
  private patchOrder = 0;

  constructor(readonly seconds: number) {
    this.ms = seconds * 1000;
    this.api = jestApi();
    (globalThis as { [BUS_KEY]?: LagBus })[BUS_KEY] = this;
    const { beforeAll, beforeEach, afterEach, afterAll } = this.api;
    beforeAll(() => {
      for (const decl of this.declarations) if (decl.getter) this.resolveGetter(decl, false);
    });
    beforeEach(() => {
      const key = this.identity() ?? {};
      this.sequentialKey = key;
      this.start(key, true);
    });
    afterEach(async () => {
      const key = this.identity() ?? this.sequentialKey;
      if (!key) return;
      const errors = await this.endTest(key);
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, errors.map((e) => e.message).join('\n\n'));
    });
    afterAll(() => {
      for (const patch of [...this.installed]) this.uninstall(patch);
    });
  }

  // ---- declarations ---------------------------------------------------------------------------------------------

  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  declare(kind: SeamKind, source: object | (() => object), getter: boolean, methods: PropertyKey[], above?: Function): void {
    const decl: Declaration = { kind, source, getter, methods: [...methods] };
    if (!getter) {
      for (const other of this.declarations) {
        if (other.getter || other.source !== source) continue;
        const twice = methods.find((m) => other.methods.includes(m));
        if (twice !== undefined) {
          const error = new TypeError(
            `lag.${kind}(): ${seamLabel(source, twice)} is already declared with lag.${other.kind}(); declare each method once.`,
          );
          if (above) Error.captureStackTrace(error, above);
          throw error;
        }
      }
    }
    this.declarations.push(decl);
  }

  private resolveGetter(decl: Declaration, fresh: boolean): void {
    let value: unknown;
    try {
      value = (decl.source as () => unknown)();
    } catch (error) {
      throw new Error(`lag.${decl.kind}(): the target getter threw: ${asError(error).message}`, { cause: error });
    }
    checkSeam(decl.kind, value, decl.methods);
    if (fresh) decl.freshTarget = value as object;
    else decl.fileTarget = value as object;
  }

  private targets(decl: Declaration): object[] {
    if (!decl.getter) return [decl.source];
    const found: object[] = [];
    if (decl.fileTarget) found.push(decl.fileTarget);
    if (decl.freshTarget && decl.freshTarget !== decl.fileTarget) found.push(decl.freshTarget);
    return found;
  }

  // ---- patches --------------------------------------------------------------------------------------------------

  private patchFor(decl: Declaration, target: object, key: PropertyKey): Patch {
    let byKey = this.patchesByTarget.get(target);
    if (!byKey) {
      byKey = new Map();
      this.patchesByTarget.set(target, byKey);
    }
    const existing = byKey.get(key);
    if (existing) {
      if (existing.kind !== decl.kind) {
        throw new TypeError(
          `lag.${decl.kind}(): ${existing.label} is already declared with lag.${existing.kind}(); declare each method once.`,
        );
      }
      return existing;
    }
    const found = findProperty(target, key);
    let original = found?.descriptor.value as AnyFunction & { [WRAPPED]?: AnyFunction };
    // A wrapper left in place by someone restoring a spy over it: patch what it wraps.
    while (original && original[WRAPPED]) original = original[WRAPPED] as typeof original;
    const patch: Patch = {
      kind: decl.kind,
      target,
      key,
      label: seamLabel(target, key),
      order: this.patchOrder++,
      original,
      isAsync: types.isAsyncFunction(original) && !types.isGeneratorFunction(original),
      ownDescriptor: Object.getOwnPropertyDescriptor(target, key),
      wrapper: undefined as unknown as AnyFunction,
      installed: false,
    };
    patch.wrapper = this.makeWrapper(patch);
    byKey.set(key, patch);
    return patch;
  }

  private install(patch: Patch): void {
    if (patch.installed) return;
    const { target, key, ownDescriptor } = patch;
    if (ownDescriptor && !ownDescriptor.configurable && !ownDescriptor.writable) {
      throw new TypeError(`lag.${patch.kind}(): cannot patch ${patch.label}: the property is read-only and not configurable.`);
    }
    try {
      if (ownDescriptor && !ownDescriptor.configurable) {
        (target as Record<PropertyKey, unknown>)[key] = patch.wrapper;
      } else {
        Object.defineProperty(target, key, {
          value: patch.wrapper,
          writable: true,
          configurable: true,
          enumerable: ownDescriptor?.enumerable ?? false,
        });
      }
    } catch (error) {
      throw new TypeError(`lag.${patch.kind}(): cannot patch ${patch.label}: ${asError(error).message}`, { cause: error });
    }
    patch.installed = true;
    this.installed.add(patch);
  }

  private uninstall(patch: Patch): void {
    if (!patch.installed) return;
    patch.installed = false;
    this.installed.delete(patch);
    const { target, key, ownDescriptor } = patch;
    const current = (target as Record<PropertyKey, unknown>)[key];
    // Someone replaced the wrapper (a spy, say): leave theirs alone. Our wrapper passes through when not installed.
    if (current !== patch.wrapper) return;
    if (!ownDescriptor) delete (target as Record<PropertyKey, unknown>)[key];
    else if (ownDescriptor.configurable) Object.defineProperty(target, key, ownDescriptor);
    else (target as Record<PropertyKey, unknown>)[key] = ownDescriptor.value;
  }

  private makeWrapper(patch: Patch): AnyFunction {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the wrapper's own `this` is the instance called
    const engine = this;
    const { original } = patch;
    const wrapper = function lagged(this: unknown, ...args: unknown[]): unknown {
      const rec = patch.installed ? engine.recordForCall() : undefined;
      if (!rec) return original.apply(this, args);
      if (patch.refused) {
        engine.addRefusal(rec, patch);
        return original.apply(this, args);
      }
      if (patch.kind === 'settle') return engine.settle(rec, patch, this, args);
      if (patch.isAsync) return engine.writeAsync(rec, patch, this, args);
      // A void write called by the test file itself cannot race with the test: run it in program order.
      const testPath = engine.api.expect.getState().testPath;
      if (testPath && callerFile(wrapper) === testPath) return original.apply(this, args);
      engine.writeDeferred(rec, patch, this, args);
      return undefined;
    };
    Object.defineProperty(wrapper, 'name', { value: original.name, configurable: true });
    Object.defineProperty(wrapper, 'length', { value: original.length, configurable: true });
    Object.defineProperty(wrapper, WRAPPED, { value: original });
    return wrapper;
  }

  // ---- delaying -------------------------------------------------------------------------------------------------

  private count(rec: TestRecord, patch: Patch): Count {
    let count = rec.counts.get(patch);
    if (!count) {
      count = { calls: 0, pendingAtEnd: 0 };
      rec.counts.set(patch, count);
    }
    count.calls++;
    return count;
  }

  /** Waits the lag on a real timer, then calls `land`; `fire()` lands early (end of test). */
  private schedule(rec: TestRecord, patch: Patch, land: () => unknown): void {
    const started = performance.now();
    let fired = false;
    let markDone: () => void = noop;
    const done = new Promise<void>((resolve) => (markDone = resolve));
    const pending: Pending = {
      patch,
      due: started + this.ms,
      done,
      fire: () => {
        if (fired) return;
        fired = true;
        realClearTimeout(timer);
        rec.pending.delete(pending);
        rec.windows.push([started, performance.now()]);
        let outcome: unknown;
        try {
          outcome = land();
        } catch (error) {
          rec.errors.push(asError(error));
          markDone();
          return;
        }
        if (isThenable(outcome)) outcome.then(markDone, markDone);
        else markDone();
      },
    };
    const timer = realSetTimeout(pending.fire, this.ms);
    rec.pending.add(pending);
  }

  private writeAsync(rec: TestRecord, patch: Patch, self: unknown, args: unknown[]): Promise<unknown> {
    this.count(rec, patch);
    let open: () => void = noop;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const result = gate.then(() => patch.original.apply(self, args));
    this.schedule(rec, patch, () => {
      open();
      return result.then(noop, noop);
    });
    return result;
  }

  private writeDeferred(rec: TestRecord, patch: Patch, self: unknown, args: unknown[]): void {
    this.count(rec, patch);
    this.schedule(rec, patch, () => {
      let result: unknown;
      try {
        result = patch.original.apply(self, args);
      } catch (error) {
        throw new Error(
          `${patch.label} threw when it ran ${this.seconds} s late under ${DISPATCH_LAG} (lag.writes defers a method ` +
            `that returns nothing, so no caller was there to catch it): ${asError(error).message}`,
          { cause: error },
        );
      }
      if (result === undefined) return undefined;
      patch.refused = isThenable(result)
        ? `lag.writes(): ${patch.label} returned a promise but is not declared async, so the shim could not tell ` +
          `before calling it and deferred it; its caller received undefined. Declare the method async (the shim then ` +
          `awaits the lag before running it), or declare it with lag.settle().`
        : `lag.writes(): ${patch.label} returned ${describeValue(result)} when it ran deferred, so its caller ` +
          `received undefined. A sync method whose return value is used cannot be deferred: make it async, declare it ` +
          `with lag.settle() if it returns a promise, or leave it undeclared.`;
      this.addRefusal(rec, patch);
      return isThenable(result) ? Promise.resolve(result).then(noop, noop) : undefined;
    });
  }

  private settle(rec: TestRecord, patch: Patch, self: unknown, args: unknown[]): unknown {
    const result = patch.original.apply(self, args);
    if (!isThenable(result)) {
      patch.refused =
        `lag.settle(): ${patch.label} returned ${describeValue(result)}, not a promise, so there is nothing to settle ` +
        `later. Declare it with lag.writes() if it returns nothing, or leave it undeclared.`;
      this.addRefusal(rec, patch);
      return result;
    }
    this.count(rec, patch);
    return new Promise((resolve, reject) => {
      const later = (land: () => void) => {
        if (rec.open) this.schedule(rec, patch, land);
        else land();
      };
      result.then(
        (value) => later(() => resolve(value)),
        (error: unknown) => later(() => reject(error)),
      );
    });
  }

  private addRefusal(rec: TestRecord, patch: Patch): void {
    if (rec.refusalsSeen.has(patch) || !patch.refused) return;
    rec.refusalsSeen.add(patch);
    const error = new TypeError(patch.refused);
    // A misdeclared seam, not a bug in the code under test: the frames would only point inside the shim.
    error.stack = `${error.name}: ${error.message}`;
    rec.errors.push(error);
  }

  // ---- tests ----------------------------------------------------------------------------------------------------

  private identity(): object | undefined {
    try {
      return this.api.expect.getState().currentTestIdentity?.();
    } catch {
      return undefined;
    }
  }

  /** The running test a call belongs to: its own if Jest can tell, else the only running test. */
  private recordForCall(): TestRecord | undefined {
    const id = this.identity();
    const own = id === undefined ? undefined : this.records.get(id);
    if (own && this.running.has(own)) return own.open ? own : undefined;
    if (this.running.size === 1) {
      const [only] = this.running;
      return only.open ? only : undefined;
    }
    return undefined;
  }

  private start(key: object, fresh: boolean): void {
    const previous = this.records.get(key);
    if (previous && this.running.has(previous)) return;
    const rec: TestRecord = {
      open: true,
      counts: new Map(),
      pending: new Set(),
      errors: [],
      refusalsSeen: new Set(),
      windows: [],
      patched: [],
      notes: [],
    };
    this.records.set(key, rec);
    this.running.add(rec);
    for (const decl of this.declarations) {
      if (decl.getter && fresh) this.resolveGetter(decl, true);
      if (decl.getter && !decl.fileTarget && !decl.freshTarget) this.resolveGetter(decl, false);
      for (const target of this.targets(decl)) {
        for (const key of decl.methods) {
          const patch = this.patchFor(decl, target, key);
          this.install(patch);
          rec.patched.push(patch);
        }
      }
    }
  }

  private async flush(rec: TestRecord): Promise<void> {
    rec.open = false;
    for (let round = 0; rec.pending.size > 0 && round < 10; round++) {
      const batch = [...rec.pending].sort((a, b) => a.due - b.due);
      for (const pending of batch) {
        const count = rec.counts.get(pending.patch);
        if (count) count.pendingAtEnd++;
        pending.fire();
      }
      let timer: ReturnType<typeof realSetTimeout> | undefined;
      await Promise.race([
        Promise.all(batch.map((p) => p.done)),
        new Promise<void>((resolve) => (timer = realSetTimeout(resolve, FLUSH_WAIT_MS))),
      ]);
      realClearTimeout(timer);
    }
  }

  private recordFor(test: object): TestRecord | undefined {
    const own = this.records.get(test);
    if (own || typeof this.api.expect.getState().currentTestIdentity === 'function') return own;
    // Jest < 30 cannot tell which test is running: the environment's test is the one the last beforeEach started.
    return this.sequentialKey ? this.records.get(this.sequentialKey) : undefined;
  }

  // ---- LagBus: called by the environment ------------------------------------------------------------------------

  beginTest(test: object): void {
    this.start(test, false);
  }

  async finishTestFn(test: object): Promise<void> {
    const rec = this.recordFor(test);
    if (rec && rec.open) await this.flush(rec);
  }

  async endTest(test: object): Promise<Error[]> {
    const rec = this.recordFor(test);
    if (!rec || !this.running.has(rec)) return [];
    await this.flush(rec);
    this.running.delete(rec);
    if (this.running.size === 0) for (const patch of [...this.installed]) this.uninstall(patch);
    const errors = rec.errors;
    rec.errors = [];
    return errors;
  }

  report(test: object): TestReport | undefined {
    const rec = this.recordFor(test);
    if (!rec) return undefined;
    const seen = new Set<string>();
    const delayed: SeamCount[] = [];
    const notCalled: string[] = [];
    for (const patch of [...rec.patched].sort((a, b) => a.order - b.order)) {
      if (seen.has(patch.label)) continue;
      seen.add(patch.label);
      // Count by label: the class loaded at setup and the one required afresh after resetModules are one seam.
      let calls = 0;
      let pendingAtEnd = 0;
      for (const [p, count] of rec.counts) {
        if (p.label !== patch.label) continue;
        calls += count.calls;
        pendingAtEnd += count.pendingAtEnd;
      }
      if (calls > 0) delayed.push({ label: patch.label, kind: patch.kind, calls, pendingAtEnd });
      else if (!rec.refusalsSeen.has(patch)) notCalled.push(patch.label);
    }
    const refused = [...rec.refusalsSeen].map((p) => p.label);
    return { seconds: this.seconds, delayed, notCalled, lagSpentMs: unionMs(rec.windows), notes: [...rec.notes], refused };
  }
}
