#!/usr/bin/env node
// Measures, once, how often racy case 1 fails WITHOUT lag on a loaded machine, beside how often it fails under
// DISPATCH_LAG=0.5. Not a test: a measurement whose result is written down in ../README.md.
//
//   node examples/dispatcher/scripts/organic.mjs [runs=30]      (ORGANIC_KINDS=cpu,leak to run some kinds only)
//
// Load: one CPU burner per core (child processes spinning), and before every run of case 1 a slow test in the same
// Jest worker. Two kinds of slow test are measured:
//   - cpu:     ~1 s of synchronous work in 20 ms slices, awaited to the end (a heavy but tidy test);
//   - threads: ~1 s of work, but it leaves 8 pbkdf2 hashes running on libuv's thread pool when it ends (a test
//              that does not await its fire-and-forget work, which file writes then queue behind);
//   - leak:    the slow test leaves four hash loops running (never stopped) that keep the thread pool busy for
//              the rest of the file: every later file write waits for a free pool thread.
// Each kind runs case 1 `runs` times in one Jest process (fresh harness each time), copied from
// test/racy/webhook-routing.racy.ts.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const EXAMPLE = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(EXAMPLE, '../..');
const RACY = join(EXAMPLE, 'test/racy/webhook-routing.racy.ts');
const TITLE = 'the delivery error is isolated and a redelivery retries';
const runs = Number(process.argv[2] ?? 30);
const require = createRequire(import.meta.url);
let lastWaitLine = 0;

const SLOW = {
  none: '',
  cpu: `
const slow = async () => {
  const end = Date.now() + 1000;
  while (Date.now() < end) {
    const slice = Date.now() + 20;
    while (Date.now() < slice) Math.sqrt(Math.random());
    await new Promise((r) => setImmediate(r));
  }
};`,
  leak: `
const slow = async () => {
  const { pbkdf2 } = require('node:crypto');
  // Leaves background work running after the test, never stopped: four hash loops, each starting its next hash
  // when one ends, so libuv's four pool threads stay busy and every later file write waits for a free one.
  if (!globalThis.__leak) {
    globalThis.__leak = true;
    const loop = () => pbkdf2('s', 'salt', 100_000, 64, 'sha512', loop);
    for (let i = 0; i < 4; i++) loop();
  }
  await new Promise((r) => setTimeout(r, 1000));
};`,
  threads: `
const slow = async () => {
  const { pbkdf2 } = require('node:crypto');
  for (let i = 0; i < 8; i++) pbkdf2('secret', 'salt' + i, 400_000, 64, 'sha512', () => undefined); // not awaited
  await new Promise((r) => setTimeout(r, 1000));
};`,
};

async function generate(dir, kind, count) {
  const source = await readFile(RACY, 'utf8');
  const head = `test('${TITLE}', async () => {`;
  if (!source.includes(head)) throw new Error(`cannot find case 1 in ${RACY}`);
  let text = source.replace(/from '(\.\.?\/[^']+)'/g, (_m, path) => `from '${resolve(dirname(RACY), path)}'`);
  text = text.replace(head, `for (let run = 1; run <= ${count}; run++) {\n${kind === 'none' ? '' : "test('a slow test', () => slow());\n"}test(\`${TITLE} #\${run}\`, async () => {`);
  text = text.trimEnd() + '\n}\n';
  text = text.replace("const sleep =", `${SLOW[kind]}\nconst sleep =`);
  const file = join(dir, `organic-${kind}.test.ts`);
  await writeFile(file, text);
  lastWaitLine = text.split('\n').findIndex((line) => line.includes('waitUntil(() => tmux.delivers.length === 2')) + 1;
  return file;
}

function jest(dir, file, env) {
  const out = join(dir, `${Date.now()}-${Math.random()}.json`);
  const args = [require.resolve('jest/bin/jest'), '-c', process.env.ORGANIC_JEST_CONFIG ?? join(EXAMPLE, 'jest.config.js'), '--ci', '--forceExit', '--roots', dir, '--testMatch', '**/*.test.ts', '--json', `--outputFile=${out}`, file];
  const childEnv = { ...process.env, FORCE_COLOR: '0', ...env };
  if (!env.DISPATCH_LAG) delete childEnv.DISPATCH_LAG;
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: 'ignore' });
    child.on('error', rej);
    child.on('close', async () => {
      const report = JSON.parse(await readFile(out, 'utf8'));
      const results = report.testResults.flatMap((r) => r.assertionResults).filter((r) => r.title.startsWith(TITLE));
      const failed = results.filter((r) => r.status === 'failed');
      // The race is lost when the re-POST was deduplicated away: the second delivery never comes, and the last
      // wait (the line waiting for tmux.delivers.length === 2) times out.
      const raceLost = failed.filter((r) => r.failureMessages.join('\n').includes(`${basename(file)}:${lastWaitLine}:`)).length;
      res({ failed: failed.length, raceLost, total: results.length });
    });
  });
}

const dir = await mkdtemp(join(tmpdir(), 'dispatcher-organic-'));
const burners = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const burner of burners) burner.kill();
    process.exit(130);
  });
}
const rows = [];
try {
  const cores = availableParallelism();
  for (let i = 0; i < cores; i++) burners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const kinds = (process.env.ORGANIC_KINDS ?? 'none,cpu,threads,leak').split(',');
  for (const kind of kinds) {
    const result = await jest(dir, await generate(dir, kind, runs), {});
    rows.push({ condition: `no lag, ${cores} CPU burners, slow test before: ${kind}`, ...result });
    console.log(rows.at(-1));
  }
} finally {
  for (const burner of burners) burner.kill();
}
const lagged = await jest(dir, await generate(dir, 'none', 10), { DISPATCH_LAG: '0.5' });
rows.push({ condition: 'DISPATCH_LAG=0.5, idle machine', ...lagged });
console.log(rows.at(-1));
await rm(dir, { recursive: true, force: true });

console.log('\n| condition | case 1 failed | of which the lost race | rate |\n|---|---|---|---|');
for (const row of rows) console.log(`| ${row.condition} | ${row.failed} / ${row.total} | ${row.raceLost} | ${Math.round((100 * row.failed) / row.total)} % |`);
