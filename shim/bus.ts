/**
 * The contract between the shim (loaded inside the test file's module registry) and the test environment (loaded
 * outside it). They share the test file's global object, so the shim publishes this object on it under a
 * registry-wide symbol and the environment looks it up. Kept small and versioned so that an environment and a shim
 * from different copies of the package still agree, or ignore each other.
 */

export const BUS_KEY: unique symbol = Symbol.for('eslint-plugin-dispatch-lag/bus') as never;
/** Set by the environment on the global, so the shim knows it can rely on test events. */
export const ENVIRONMENT_KEY: unique symbol = Symbol.for('eslint-plugin-dispatch-lag/environment') as never;
export const BUS_VERSION = 1;

export interface SeamCount {
  /** `SessionRegistry.register` */
  label: string;
  kind: 'writes' | 'settle';
  /** Calls delayed during the test. */
  calls: number;
  /** Of those, how many were still waiting when the test function ended (they were then run at once). */
  pendingAtEnd: number;
}

export interface TestReport {
  seconds: number;
  /** Seams delayed at least once during the test, in declaration order. */
  delayed: SeamCount[];
  /** Seams that were declared and patched but not called during the test. */
  notCalled: string[];
  /** Wall-clock milliseconds during which at least one delayed call of this test was waiting. */
  lagSpentMs: number;
  /** Anything else the reader should know. */
  notes: string[];
  /** Seams refused during this test because their declaration does not fit the method (the error says why). */
  refused?: string[];
}

export interface LagBus {
  readonly version: typeof BUS_VERSION;
  readonly seconds: number;
  /** Start lagging for a test that Jest runs without beforeEach/afterEach hooks (test.concurrent). */
  beginTest(test: object): void;
  /** The test function has returned or thrown: run pending calls now, stop delaying new ones for this test. */
  finishTestFn(test: object): Promise<void>;
  /** The test is over: as finishTestFn, then undo the patches if no other test is running. Returns misuse errors. */
  endTest(test: object): Promise<Error[]>;
  /** What the lag did during a test, if the shim saw it. */
  report(test: object): TestReport | undefined;
}

export function getBus(global: object): LagBus | undefined {
  const bus = (global as { [BUS_KEY]?: LagBus })[BUS_KEY];
  return bus && bus.version === BUS_VERSION ? bus : undefined;
}
