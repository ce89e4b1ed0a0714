/**
 * What the lag shim costs.
 *
 *   node bench/shim/register.cjs bench/shim/overhead.ts [--reps 7] [--files 10] [--tests 30] [--lag-reps 3]
 *
 * 1. Lag off: the same suite with the shim (and environment) listed and DISPATCH_LAG unset, against the suite with
 *    neither listed. Configurations alternate within one run, several repetitions each; medians and their ratio.
 * 2. Lag on: the same suite (fewer files) under DISPATCH_LAG=0.05 against unset, in band, next to the lag the shim
 *    reports it actually spent (per test, the time during which at least one delayed call was waiting).
 * Prints a Markdown section (also written to --out, if given).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const REPO = resolve(__dirname, '../..');
const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const REPS = opt('reps', 7);
const FILES = opt('files', 10);
const TESTS = opt('tests', 30);
const LAG_REPS = opt('lag-reps', 3);
const LAG_FILES = opt('lag-files', 2);
const LAG = '0.05';
const outIndex = args.indexOf('--out');
const OUT = outIndex >= 0 ? resolve(args[outIndex + 1]) : undefined;

const work = mkdtempSync(join(tmpdir(), 'dispatch-lag-bench-'));
const cache = join(work, 'cache');
for (let f = 1; f <= FILES; f++) {
  writeFileSync(
    join(work, `s${String(f).padStart(2, '0')}.bench.ts`),
    `import { defineSuite } from ${JSON.stringify(join(REPO, 'bench/shim/suite/flow'))};\ndefineSuite(${TESTS});\n`,
  );
}

type Variant = 'not listed' | 'shim listed' | 'shim + environment listed';

function config(variant: Variant, recordLag = false) {
  const shim = join(REPO, 'shim');
  const listed = variant !== 'not listed';
  return {
    rootDir: work,
    testMatch: ['**/*.bench.ts'],
    transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest', { paths: [REPO] }), {}] },
    moduleNameMapper: {
      '^eslint-plugin-dispatch-lag/shim$': join(shim, 'index.ts'),
      '^eslint-plugin-dispatch-lag/wait$': join(shim, 'wait.ts'),
    },
    testEnvironment: variant === 'shim + environment listed' ? join(shim, 'environment.ts') : 'node',
    setupFilesAfterEnv: [
      ...(listed ? [join(shim, 'index.ts'), join(REPO, 'tests/shim/fixtures/lag.ts')] : []),
      ...(recordLag ? [join(REPO, 'bench/shim/suite/record-lag.ts')] : []),
    ],
    cacheDirectory: cache,
  };
}

function runJest(variant: Variant, opts: { lag?: string; files?: number; recordLag?: string } = {}): number {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.DISPATCH_LAG;
  delete env.JEST_WORKER_ID;
  if (opts.lag) env.DISPATCH_LAG = opts.lag;
  if (opts.recordLag) env.BENCH_LAG_LOG = opts.recordLag;
  const files = opts.files ? Array.from({ length: opts.files }, (_, i) => join(work, `s${String(i + 1).padStart(2, '0')}.bench.ts`)) : [];
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(REPO, 'node_modules/jest/bin/jest.js'), '--config', JSON.stringify(config(variant, Boolean(opts.recordLag))), '-i', '--ci', '--silent', ...(files.length ? ['--runTestsByPath', ...files] : [])],
    { cwd: REPO, env, encoding: 'utf8' },
  );
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`jest failed (${variant}, lag ${opts.lag ?? 'unset'}):\n${result.stderr}`);
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// ---- 1. lag off ----
const variants: Variant[] = ['not listed', 'shim listed', 'shim + environment listed'];
for (const v of variants) runJest(v); // warm the transform cache
const times: Record<Variant, number[]> = { 'not listed': [], 'shim listed': [], 'shim + environment listed': [] };
for (let r = 0; r < REPS; r++) {
  const order = r % 2 ? [...variants].reverse() : variants;
  for (const v of order) times[v].push(runJest(v));
  process.stderr.write(`lag off: repetition ${r + 1}/${REPS}\n`);
}
const base = median(times['not listed']);

// ---- 2. lag on ----
const on: number[] = [];
const off: number[] = [];
const spent: number[] = [];
for (let r = 0; r < LAG_REPS; r++) {
  const log = join(work, `lag-${r}.log`);
  writeFileSync(log, '');
  off.push(runJest('shim + environment listed', { files: LAG_FILES }));
  on.push(runJest('shim + environment listed', { files: LAG_FILES, lag: LAG, recordLag: log }));
  spent.push(readFileSync(log, 'utf8').split('\n').filter(Boolean).map(Number).reduce((a, b) => a + b, 0));
  process.stderr.write(`lag on: repetition ${r + 1}/${LAG_REPS}\n`);
}
const extra = median(on) - median(off);

const lines = [
  `Measured with \`node bench/shim/register.cjs bench/shim/overhead.ts\` on Node ${process.version}, ${cpus().length} CPU(s), Jest in band (\`-i\`), warm transform cache.`,
  '',
  `**Lag off** (\`DISPATCH_LAG\` unset): ${FILES} test files × ${TESTS} tests, ${REPS} alternating repetitions per configuration, median wall time of the whole \`jest\` process:`,
  '',
  '| configuration | median | min – max | ratio of medians | median of paired ratios |',
  '|---|---|---|---|---|',
  ...variants.map(
    (v) =>
      `| ${v} | ${fmt(median(times[v]))} | ${fmt(Math.min(...times[v]))} – ${fmt(Math.max(...times[v]))} | ` +
      `${(median(times[v]) / base).toFixed(3)} | ${median(times[v].map((t, r) => t / times['not listed'][r])).toFixed(3)} |`,
  ),
  '',
  'A paired ratio divides a run by the "not listed" run of the same repetition (they ran back to back), which cancels',
  'most of the drift from other load on the machine.',
  '',
  `**Lag on** (\`DISPATCH_LAG=${LAG}\` against unset, shim and environment listed): ${LAG_FILES} files × ${TESTS} tests, ${LAG_REPS} repetitions, medians:`,
  '',
  '| | value |',
  '|---|---|',
  `| wall, lag unset | ${fmt(median(off))} |`,
  `| wall, lag on | ${fmt(median(on))} (×${(median(on) / median(off)).toFixed(2)}) |`,
  `| added wall time | ${fmt(extra)} |`,
  `| lag the shim reports spent (sum over tests of the time a delayed call was waiting) | ${fmt(median(spent))} |`,
  `| added wall time / lag spent | ${(extra / median(spent)).toFixed(3)} |`,
  '',
];
const text = lines.join('\n');
process.stdout.write(`${text}\n`);
if (OUT) writeFileSync(OUT, text);
rmSync(work, { recursive: true, force: true });
