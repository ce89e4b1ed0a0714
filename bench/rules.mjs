/**
 * What each rule of the plugin costs per linted file, next to two reference rules, on a corpus of real test files.
 *
 *   npm run build && node bench/rules.mjs [--corpus /work/corpus/suites] [--reps 3] [--stats-reps 1] [--confirm 15]
 *                                         [--limit N | --sample N] [--out FILE]
 *
 * Method (ESLint 10 Linter, flat config, @typescript-eslint/parser for every file, the BUILT plugin from dist/):
 * - one configuration per measured rule, each rule ALONE, plus a baseline whose only rule is a no-op (parse, scope
 *   analysis and traversal: what any rule pays anyway);
 * - every repetition lints every file once per configuration; each verify() parses the file again, so no rule
 *   inherits another's AST (the plugin caches its analysis per AST); per file the configurations run back to back
 *   in an order rotated by file and repetition, so drift in machine load reaches all of them alike;
 * - warm-up (not counted): every configuration over every file; files the parser cannot read or on which a rule
 *   throws are left out (and listed);
 * - each verify() is timed in wall-clock (performance.now) and in process CPU time (process.cpuUsage, which a
 *   busy machine inflates less); per configuration the median over repetitions of (total ms / files); a rule's
 *   marginal cost = its time minus the baseline's; ratios of our rules' marginal cost to each reference rule's;
 * - in-rule time: further repetitions with ESLint's `stats: true` (time inside the rule's create() and listeners,
 *   no parse, no traversal), which does not depend on subtracting two large numbers;
 * - slowest files: the 10 highest in-rule times per rule of ours are timed again --confirm times each (one GC pause
 *   or preemption inside a single timing would otherwise put a 1 KB file at the top).
 * --limit N takes the first N files in path order (one project, often); --sample N takes N files spread evenly over
 * the whole corpus, so a folder of many suites is measured as a whole without linting every file.
 * Prints Markdown (also written to --out).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_CORPUS,
  eslintPackage,
  Linter,
  loadPlugin,
  median,
  option,
  readCorpus,
  referencePlugins,
  sourceRevision,
  tsParser,
} from './rules-common.mjs';

const CORPUS = option('corpus', DEFAULT_CORPUS);
const REPS = option('reps', 3);
const STATS_REPS = option('stats-reps', 1);
const CONFIRM = option('confirm', 15);
const LIMIT = option('limit', 0);
const SAMPLE = option('sample', 0);
const OUT = option('out', '');

const plugin = loadPlugin();
// The revision the loaded plugin was built from, read now: a long run may end after the checkout has moved on.
const REVISION = sourceRevision();
const refs = referencePlugins();
const parser = tsParser();
const corpus = readCorpus(CORPUS);
if (LIMIT > 0 && SAMPLE > 0) {
  console.error('--limit and --sample each choose the files: pass one of them.');
  process.exit(2);
}
/** N files at even steps over the path-ordered corpus (all of them when it has no more). */
const evenlySpread = (files, n) => (n >= files.length ? files : Array.from({ length: n }, (_, i) => files[Math.floor((i * files.length) / n)]));
const allFiles = LIMIT > 0 ? corpus.files.slice(0, LIMIT) : SAMPLE > 0 ? evenlySpread(corpus.files, SAMPLE) : corpus.files;

const OURS = ['no-sleep-as-signal', 'wait-on-outcome'].filter((name) => name in plugin.rules);
const missing = ['no-sleep-as-signal', 'wait-on-outcome'].filter((name) => !(name in plugin.rules));
const benchPlugin = { rules: { noop: { meta: { type: 'problem', schema: [] }, create: () => ({}) } } };

/** label, the rule id as configured, and whether it is ours / a reference. */
const MEASURED = [
  { label: 'baseline: parse + traverse (no-op rule)', id: 'bench/noop', kind: 'baseline' },
  ...OURS.map((name) => ({ label: `dispatch-lag/${name}`, id: `dispatch-lag/${name}`, kind: 'ours' })),
  { label: 'playwright/no-wait-for-timeout', id: 'playwright/no-wait-for-timeout', kind: 'reference' },
  { label: 'jest/valid-expect', id: 'jest/valid-expect', kind: 'reference' },
];
for (const m of MEASURED) {
  m.config = [
    {
      files: ['**/*.{js,ts,mjs,cjs,jsx,tsx,mts,cts}'],
      languageOptions: { parser, ecmaVersion: 'latest', sourceType: 'module' },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      plugins: { bench: benchPlugin, 'dispatch-lag': plugin, playwright: refs.playwright, jest: refs.jest },
      rules: { [m.id]: 'error' },
    },
  ];
}

const linter = new Linter({ cwd: corpus.root });
const log = (...args) => console.error(...args);

// Warm-up: every configuration over every file. Files the parser cannot read, or on which a rule throws (see
// bench/rules-crash-check.mjs), are left out of the measurement and listed.
log(`corpus ${corpus.root}: ${allFiles.length} files; warm-up...`);
const unreadable = [];
const crashing = [];
const files = [];
const t0 = performance.now();
for (const file of allFiles) {
  let fatal = false;
  const threw = [];
  for (const m of MEASURED) {
    try {
      const messages = linter.verify(file.text, m.config, { filename: file.path });
      if (messages.some((msg) => msg.fatal)) fatal = true;
    } catch {
      threw.push(m.label);
    }
  }
  if (fatal) unreadable.push(file.name);
  else if (threw.length) crashing.push(`${file.name} (${threw.join(', ')})`);
  else files.push(file);
}
log(
  `warm-up ${((performance.now() - t0) / 1000).toFixed(1)} s; ${files.length} files measured, ` +
    `${unreadable.length} unreadable, ${crashing.length} with a rule that throws`,
);

// Wall-clock repetitions.
const k = MEASURED.length;
const wall = MEASURED.map(() => []); // per config: ms per file, one value per repetition
const cpu = MEASURED.map(() => []); // the same in process CPU time
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const reports = MEASURED.map(() => 0);
for (let rep = 0; rep < REPS; rep++) {
  const totals = new Array(k).fill(0);
  const cpuTotals = new Array(k).fill(0);
  const start = performance.now();
  files.forEach((file, f) => {
    for (let j = 0; j < k; j++) {
      const c = (j + f + rep) % k;
      const m = MEASURED[c];
      const u = cpuMs();
      const t = performance.now();
      const messages = linter.verify(file.text, m.config, { filename: file.path });
      totals[c] += performance.now() - t;
      cpuTotals[c] += cpuMs() - u;
      if (rep === 0) reports[c] += messages.filter((msg) => msg.ruleId === m.id).length;
    }
  });
  totals.forEach((total, c) => wall[c].push(total / files.length));
  cpuTotals.forEach((total, c) => cpu[c].push(total / files.length));
  log(`rep ${rep + 1}/${REPS}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

// Stats repetitions: time inside each rule (and the parse), per file.
const inRule = MEASURED.map(() => []); // per config: mean in-rule ms per file, per repetition
const parseMs = [];
const perFileInRule = MEASURED.map(() => files.map(() => [])); // per config, per file: in-rule ms per repetition
for (let rep = 0; rep < STATS_REPS; rep++) {
  const totals = new Array(k).fill(0);
  let parseTotal = 0;
  const start = performance.now();
  files.forEach((file, f) => {
    for (let j = 0; j < k; j++) {
      const c = (j + f + rep) % k;
      const m = MEASURED[c];
      linter.verifyAndFix(file.text, m.config, { filename: file.path, fix: false, stats: true });
      const pass = linter.getTimes().passes[0] ?? {};
      const ruleMs = pass.rules?.[m.id]?.total ?? 0;
      totals[c] += ruleMs;
      perFileInRule[c][f].push(ruleMs);
      if (m.kind === 'baseline') parseTotal += pass.parse?.total ?? 0;
    }
  });
  totals.forEach((total, c) => inRule[c].push(total / files.length));
  parseMs.push(parseTotal / files.length);
  log(`stats rep ${rep + 1}/${STATS_REPS}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

// Report.
const fmt = (ms, digits = 3) => ms.toFixed(digits);
const marginal = (c, series = wall) => median(series[c]) - median(series[0]);
const marginalPerRep = (c, series = wall) => series[c].map((v, rep) => v - series[0][rep]);
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}×` : 'n/a (reference cost not above noise)');
const lines = [];
const say = (line = '') => lines.push(line);
const cores = cpus();
const load = loadavg().map((v) => v.toFixed(1)).join(' / ');
say(`Machine: ${cores.length} cores (${cores[0]?.model ?? 'unknown CPU'}), load average at the end ${load} (1/5/15 min), Node ${process.version}, ESLint ${eslintPackage().version}, ` +
  `@typescript-eslint/parser ${parser.version ?? 'unknown'}, ` +
  `eslint-plugin-playwright ${refs.versions.playwright}, eslint-plugin-jest ${refs.versions.jest}.`);
say(`Plugin built from ${REVISION}.`);
const chosen = SAMPLE > 0 && allFiles.length < corpus.files.length ? ` (spread evenly over its ${corpus.files.length})` : LIMIT > 0 && allFiles.length < corpus.files.length ? ` (the first of its ${corpus.files.length})` : '';
say(`Corpus: ${corpus.root}: ${allFiles.length} files${chosen} (.js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts), ${files.length} measured ` +
  `(${unreadable.length} not readable by @typescript-eslint/parser, ${crashing.length} on which a rule throws), ` +
  `${(files.reduce((s, f) => s + f.text.length, 0) / 1e6).toFixed(1)} MB.`);
say(`Repetitions: ${REPS} timed (wall and CPU) + ${STATS_REPS} with \`stats: true\`, after the warm-up.`);
if (missing.length) say(`Not measured (not in rules/index.ts of this build): ${missing.join(', ')}.`);
say();
say('| configuration | CPU ms/file | marginal CPU ms/file | wall ms/file | min–max wall over reps | marginal wall ms/file | in-rule ms/file (stats) | reports |');
say('|---|---:|---:|---:|---:|---:|---:|---:|');
MEASURED.forEach((m, c) => {
  const isBase = m.kind === 'baseline';
  const spread = `${fmt(Math.min(...wall[c]))}–${fmt(Math.max(...wall[c]))}`;
  const stats = isBase ? `(parse ${fmt(median(parseMs))})` : fmt(median(inRule[c]));
  say(
    `| ${m.label} | ${fmt(median(cpu[c]))} | ${isBase ? '—' : fmt(marginal(c, cpu))} | ${fmt(median(wall[c]))} | ${spread} | ` +
      `${isBase ? '—' : fmt(marginal(c))} | ${stats} | ${isBase ? '—' : reports[c]} |`,
  );
});
say();
say('Ratios of our rules\' cost to each reference rule\'s: marginal CPU time, marginal wall-clock, in-rule time (`stats`):');
say();
say('| our rule | reference rule | marginal CPU ratio | marginal CPU ratio, range over reps | marginal wall ratio | in-rule ratio |');
say('|---|---|---:|---:|---:|---:|');
MEASURED.forEach((m, c) => {
  if (m.kind !== 'ours') return;
  MEASURED.forEach((r, d) => {
    if (r.kind !== 'reference') return;
    const perRep = marginalPerRep(c, cpu).map((v, rep) => v / marginalPerRep(d, cpu)[rep]).filter(Number.isFinite);
    const range = perRep.length ? `${Math.min(...perRep).toFixed(1)}–${Math.max(...perRep).toFixed(1)}` : 'n/a';
    say(
      `| ${m.label} | ${r.label} | ${ratio(marginal(c, cpu), marginal(d, cpu))} | ${range} | ` +
        `${ratio(marginal(c), marginal(d))} | ${ratio(median(inRule[c]), median(inRule[d]))} |`,
    );
  });
});
say();
say(`Slowest files for our rules (in-rule ms: the 10 highest of the stats repetitions, each timed again ${CONFIRM} times; median):`);
say();
say('| rule | file | KB | in-rule ms | baseline ms (parse + traverse) |');
say('|---|---|---:|---:|---:|');
MEASURED.forEach((m, c) => {
  if (m.kind !== 'ours') return;
  files
    .map((file, f) => ({ file, ms: median(perFileInRule[c][f]) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map(({ file }) => {
      const ruleMs = [];
      const baseMs = [];
      for (let i = 0; i < CONFIRM; i++) {
        linter.verifyAndFix(file.text, m.config, { filename: file.path, fix: false, stats: true });
        ruleMs.push(linter.getTimes().passes[0]?.rules?.[m.id]?.total ?? 0);
        const t = performance.now();
        linter.verify(file.text, MEASURED[0].config, { filename: file.path });
        baseMs.push(performance.now() - t);
      }
      return { file, ms: median(ruleMs), base: median(baseMs) };
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .forEach(({ file, ms, base }) =>
      say(`| ${m.label} | ${file.name} | ${(file.text.length / 1024).toFixed(0)} | ${fmt(ms, 2)} | ${fmt(base, 2)} |`),
    );
});
if (unreadable.length) {
  say();
  say(`Not readable by @typescript-eslint/parser: ${unreadable.join(', ')}.`);
}
if (crashing.length) {
  say();
  say(`Left out because a rule throws on them: ${crashing.join('; ')}.`);
}
const markdown = lines.join('\n') + '\n';
process.stdout.write(markdown);
if (OUT) writeFileSync(OUT, markdown);
