// Bench only: after the shim's own afterEach, append the lag this test actually spent to BENCH_LAG_LOG.
import { appendFileSync } from 'node:fs';

const BUS = Symbol.for('eslint-plugin-dispatch-lag/bus');

afterEach(() => {
  const log = process.env.BENCH_LAG_LOG;
  const bus = (globalThis as { [BUS]?: { report(test: object): { lagSpentMs: number } | undefined } })[BUS];
  const test = expect.getState().currentTestIdentity?.();
  const report = log && bus && test ? bus.report(test) : undefined;
  if (log && report) appendFileSync(log, `${report.lagSpentMs}\n`);
});
