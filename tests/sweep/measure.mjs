// Measures the sweep's wall time against two plain Jest runs of the same suite (one without lag, one with
// DISPATCH_LAG), alternating, and prints medians and the ratio. Not a test:
//   node tests/sweep/measure.mjs [rounds] [suite|racy]
// after `npm run build`: `suite` is the example suite with its racy tests (40 tests), `racy` the racy tests alone.
// Used for docs/performance.md (the sweep section).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLE = join(ROOT, 'examples/dispatcher');
const CONFIG = process.argv[3] === 'racy' ? join(EXAMPLE, 'jest.racy.config.js') : join(ROOT, 'tests/sweep/fixtures/dispatcher.jest.config.js');
const ESLINT_CONFIG = join(ROOT, 'examples/dispatcher/eslint.config.mjs');
const JEST = join(ROOT, 'node_modules/jest/bin/jest.js');
const rounds = Number(process.argv[2] ?? 3);

function time(args, env = {}) {
  const started = process.hrtime.bigint();
  const fullEnv = { ...process.env, CI: 'true', ...env };
  delete fullEnv.JEST_WORKER_ID;
  if (!('DISPATCH_LAG' in env)) delete fullEnv.DISPATCH_LAG;
  const result = spawnSync(process.execPath, args, { cwd: EXAMPLE, env: fullEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, status: result.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sweeps = [];
const plain = [];
const lagged = [];
for (let i = 0; i < rounds; i++) {
  const a = time([JEST, '--ci', '--config', CONFIG, '-w', '2']);
  const b = time([JEST, '--ci', '--config', CONFIG, '-w', '2'], { DISPATCH_LAG: '0.5' });
  const s = time([join(ROOT, 'dist/sweep/cli.js'), 'sweep', '--config', CONFIG, '--eslint-config', ESLINT_CONFIG, '--', '-w', '2']);
  plain.push(a.seconds);
  lagged.push(b.seconds);
  sweeps.push(s.seconds);
  console.log(`round ${i + 1}: plain ${a.seconds.toFixed(1)} s (exit ${a.status}), DISPATCH_LAG=0.5 ${b.seconds.toFixed(1)} s (exit ${b.status}), sweep ${s.seconds.toFixed(1)} s (exit ${s.status}), ratio ${(s.seconds / (a.seconds + b.seconds)).toFixed(3)}`);
}
const two = median(plain) + median(lagged);
console.log(`median: plain ${median(plain).toFixed(1)} s, lagged ${median(lagged).toFixed(1)} s, two plain runs ${two.toFixed(1)} s, sweep ${median(sweeps).toFixed(1)} s, ratio ${(median(sweeps) / two).toFixed(3)}`);
console.log(`lag cost (lagged - plain): ${(median(lagged) - median(plain)).toFixed(1)} s`);
