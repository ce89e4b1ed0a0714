/**
 * What a change costs: the in-rule time of `no-sleep-as-signal` in two builds of the plugin, on the same corpus, in
 * one process, file by file in turns (A then B, then B then A on the next repetition), so that machine load and
 * caches weigh on both alike.
 *
 *   node bench/rules-compare-builds.mjs --a /path/to/checkout-a --b /path/to/checkout-b [--corpus DIR] [--reps 2]
 *
 * Each checkout must be built (`npm run build`: its dist/lib/index.js is loaded). A checkout of an older commit:
 * `git worktree add /tmp/old <commit>`, link this repo's node_modules into it, then build it there. Prints each build's
 * in-rule milliseconds per file (ESLint's `stats`) and the ratio B/A; one warm-up pass is not counted.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { DEFAULT_CORPUS, Linter, option, parserChoices, readCorpus, tsParser } from './rules-common.mjs';

const A = option('a', '');
const B = option('b', '');
const CORPUS = option('corpus', DEFAULT_CORPUS);
const REPS = option('reps', 2);
if (!A || !B) {
  console.error('usage: node bench/rules-compare-builds.mjs --a CHECKOUT --b CHECKOUT [--corpus DIR] [--reps 2]');
  process.exit(2);
}

function loadBuild(checkout) {
  const entry = join(resolve(checkout), 'dist/lib/index.js');
  if (!existsSync(entry)) {
    console.error(`${entry} is missing: build that checkout first (npm run build).`);
    process.exit(2);
  }
  const loaded = createRequire(entry)(entry);
  return loaded.default ?? loaded;
}

const builds = [loadBuild(A), loadBuild(B)];
const { files } = readCorpus(CORPUS);
const [typescript] = parserChoices(tsParser());
const linter = new Linter({ configType: 'flat', cwd: '/' });
const RULE = 'build/no-sleep-as-signal';

/** In-rule milliseconds of one lint of one file with one build. */
function inRule(file, build) {
  const config = [{ files: ['**/*.{js,ts,mjs,cjs,jsx,tsx,mts,cts}'], languageOptions: typescript.options(file.path), plugins: { build }, rules: { [RULE]: 'error' } }];
  const messages = linter.verifyAndFix(file.text, config, { filename: file.path, fix: false, stats: true }).messages;
  // Not readable by this parser, or not linted at all: left out for both builds.
  if (messages.some((message) => message.fatal || message.ruleId === null)) return null;
  return linter.getTimes().passes[0]?.rules?.[RULE]?.total ?? 0;
}

const totals = [0, 0];
let measured = 0;
for (let rep = 0; rep <= REPS; rep++) {
  for (const file of files) {
    const order = rep % 2 === 0 ? [0, 1] : [1, 0];
    const times = [];
    for (const i of order) times[i] = inRule(file, builds[i]);
    if (rep === 0 || times.includes(null)) continue; // the first pass warms up
    totals[0] += times[0];
    totals[1] += times[1];
    if (rep === 1) measured++;
  }
  console.error(rep === 0 ? 'warm-up done' : `repetition ${rep}/${REPS} done`);
}
const perFile = (total) => (total / measured / REPS).toFixed(3);
console.log(`corpus ${resolve(CORPUS)}: ${measured} files measured, ${REPS} repetitions after a warm-up`);
console.log(`A ${resolve(A)}: ${perFile(totals[0])} ms per file in-rule`);
console.log(`B ${resolve(B)}: ${perFile(totals[1])} ms per file in-rule`);
console.log(`B/A: ${(totals[1] / totals[0]).toFixed(2)}x`);
