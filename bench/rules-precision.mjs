/**
 * Precision and recall of no-sleep-as-signal against a hand-labelled sample of real sleep sites.
 *
 *   npm run build && node bench/rules-precision.mjs --corpus DIR --labels a.jsonl[,b.jsonl] [--out FILE] [--no-inline-config] [--list-true]
 *                                                   [--rule-options '{"reportSleepsBeforeWaits":true}']
 *
 * The sample lives outside the repository: DIR holds the suites' test files as `DIR/<repo>/<file>`, and each labels
 * file has one JSON object per line, {"repo", "file", "line", "kind", "code", "reason"}, where `line` is where the
 * sleep call starts and `kind` is signal | guard | poll | time | pacing | definition (definitions are left out).
 * A label counts as reported when a report of the rule spans its line, or starts inside a `new Promise(…)` that
 * starts on its line (the rule points at the timer inside such a promise; the label at the call).
 * Precision: reports on labelled sites that are signals; recall: signals reported. Every miss and every false report is listed with the labeller's reason and the
 * rule's message, which is what to read before changing the rule. The summary also tallies, per label kind, how many
 * sites were reported, and per message id, how many reports were signals (which shapes of report earn their keep), and
 * lists apart the reports on no labelled line of a labelled file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter, loadPlugin, option, parserChoices, readSource, tsParser } from './rules-common.mjs';

const CORPUS = option('corpus', '');
const LABELS = option('labels', '');
const OUT = option('out', '');
/** `--rule-options JSON`: the rule's options, to measure what an option adds (`{"reportSleepsBeforeWaits":true}`). */
const RULE_OPTIONS_TEXT = option('rule-options', '{}');
let RULE_OPTIONS;
try {
  RULE_OPTIONS = JSON.parse(RULE_OPTIONS_TEXT);
} catch (error) {
  console.error(`--rule-options must be a JSON object of the rule's options, such as '{"reportSleepsBeforeWaits":true}': ${error.message}`);
  process.exit(2);
}
if (typeof RULE_OPTIONS !== 'object' || RULE_OPTIONS === null || Array.isArray(RULE_OPTIONS)) {
  console.error(`--rule-options must be a JSON object of the rule's options, such as '{"reportSleepsBeforeWaits":true}'; got ${RULE_OPTIONS_TEXT}`);
  process.exit(2);
}
if (!CORPUS || !LABELS) {
  console.error('usage: node bench/rules-precision.mjs --corpus DIR --labels a.jsonl[,b.jsonl] [--out FILE] [--no-inline-config] [--list-true]');
  process.exit(2);
}

const plugin = loadPlugin();
const linter = new Linter({ configType: 'flat', cwd: '/' });
/**
 * Where each `new Promise(…)` starting on a line ends: a label marks a sleep where its call starts, and for
 * `new Promise((r) => { setTimeout(() => { expect(…); r(); }, 200); })` the rule points at the timer inside it.
 * Filled by a probe rule that runs in the same lint pass (same parse).
 */
let promiseEnds = new Map();
const probe = {
  rules: {
    promises: {
      create: () => ({
        NewExpression(node) {
          if (node.callee.type !== 'Identifier' || node.callee.name !== 'Promise') return;
          const end = promiseEnds.get(node.loc.start.line) ?? 0;
          promiseEnds.set(node.loc.start.line, Math.max(end, node.loc.end.line));
        },
      }),
    },
  },
};
/**
 * `--no-inline-config`: ignore the files' own `eslint-disable` comments. A file-wide `/* eslint-disable *\/` (common in
 * suites linted with other rules) silences every rule, which says nothing about this one's judgement.
 */
const NO_INLINE_CONFIG = process.argv.includes('--no-inline-config');
/** `--list-true`: list the true reports too, with their messages, not only the false ones and the misses. */
const LIST_TRUE = process.argv.includes('--list-true');
const configWith = (languageOptions) => [
  {
    files: ['**/*.{js,ts,mjs,cjs,jsx,tsx,mts,cts}'],
    languageOptions,
    ...(NO_INLINE_CONFIG ? { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } } : {}),
    plugins: { 'dispatch-lag': plugin, probe },
    rules: { 'dispatch-lag/no-sleep-as-signal': ['error', RULE_OPTIONS], 'probe/promises': 'error' },
  },
];
const PARSERS = parserChoices(tsParser());

/** The messages from the first parser that reads the file (as the crash check does). */
function lint(file) {
  const text = readSource(file);
  let messages = [];
  for (const parser of PARSERS) {
    promiseEnds = new Map();
    messages = linter.verify(text, configWith(parser.options(file)), file);
    if (!messages.some((message) => message.fatal)) return messages;
  }
  return messages;
}

const allLabels = LABELS.split(',').flatMap((file) =>
  readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)),
);
const labels = allLabels.filter((label) => label.kind !== 'definition');
/** Every labelled line per file, definitions included: a report on none of them is listed apart. */
const labelledLines = new Map();
for (const label of allLabels) {
  const file = join(CORPUS, label.repo, label.file);
  if (!labelledLines.has(file)) labelledLines.set(file, new Set());
  labelledLines.get(file).add(label.line);
}

const byFile = new Map();
// (Every labelled file, one holding only definitions too: its reports are on no labelled use.)
for (const file of labelledLines.keys()) byFile.set(file, []);
for (const label of labels) byFile.get(join(CORPUS, label.repo, label.file)).push(label);

/** The report spans the labelled line, or starts inside a `new Promise(…)` that starts on it. */
const reportCovers = (report, line, ends) =>
  (report.line <= line && line <= (report.endLine ?? report.line)) || (ends.has(line) && line < report.line && report.line <= ends.get(line));

/**
 * Reports on no labelled line of a labelled file. Labellers label every sleep of the parts of files they take, so such a
 * report is a sleep left out, a part of the file not taken, or a call that is no sleep at all (a false report the
 * precision above cannot see). Counted apart, to be read.
 */
let unlabelledReports = 0;
let truePositives = 0;
let falsePositives = 0;
let falseNegatives = 0;
const lines = [];
const perKind = {};
/** Per message id: reports on labelled sites, and how many of them are signals (which shapes earn their keep). */
const perMessage = {};
for (const [file, fileLabels] of byFile) {
  const messages = lint(file);
  const fatal = messages.find((message) => message.fatal);
  if (fatal) lines.push(`unparsed ${file}: ${fatal.message}`);
  // Only the rule's own reports: with `--no-inline-config`, ESLint adds a notice on every line that holds an
  // `eslint-disable` comment (`cy.wait(500); // eslint-disable-line cypress/no-unnecessary-waiting`), which is no report.
  const reports = messages.filter((message) => !message.fatal && message.ruleId === 'dispatch-lag/no-sleep-as-signal');
  const ends = promiseEnds;
  const lined = labelledLines.get(file) ?? new Set();
  for (const report of reports) {
    if ([...lined].some((line) => reportCovers(report, line, ends))) continue;
    unlabelledReports += 1;
    lines.push(`unlabelled  ${file.slice(CORPUS.length).replace(/^\//, '')}:${report.line}  || ${report.message}`);
  }
  for (const label of fileLabels) {
    const report = reports.find((message) => reportCovers(message, label.line, ends));
    perKind[label.kind] ??= { labelled: 0, reported: 0 };
    perKind[label.kind].labelled += 1;
    if (report) {
      perKind[label.kind].reported += 1;
      perMessage[report.messageId] ??= { reported: 0, signals: 0 };
      perMessage[report.messageId].reported += 1;
      if (label.kind === 'signal') perMessage[report.messageId].signals += 1;
    }
    const where = `${label.repo}/${label.file}:${label.line}`;
    if (label.kind === 'signal' && report) {
      truePositives += 1;
      if (LIST_TRUE) lines.push(`true  ${where}  ${label.code}  -- ${label.reason}  || ${report.message}`);
    } else if (label.kind === 'signal') {
      falseNegatives += 1;
      lines.push(`missed  ${where}  ${label.code}  -- ${label.reason}`);
    } else if (report) {
      falsePositives += 1;
      lines.push(`false (${label.kind})  ${where}  ${label.code}  -- ${label.reason}  || ${report.message}`);
    }
  }
}

const percent = (a, b) => (b === 0 ? 'n/a' : `${Math.round((100 * a) / b)} % (${a} of ${b})`);
const summary = [
  `labelled sleep uses: ${labels.length}`,
  `precision: ${percent(truePositives, truePositives + falsePositives)}`,
  `recall: ${percent(truePositives, truePositives + falseNegatives)}`,
  `per kind (reported / labelled): ${Object.entries(perKind).map(([kind, n]) => `${kind} ${n.reported}/${n.labelled}`).join(', ')}`,
  `per message (signals / reported): ${Object.entries(perMessage).map(([id, n]) => `${id} ${n.signals}/${n.reported}`).join(', ')}`,
  `reports on no labelled line of the labelled files: ${unlabelledReports} (a sleep left out, a part of a file not taken, or no sleep at all: read them)`,
].join('\n');
const text = `${summary}\n\n${lines.join('\n')}\n`;
if (OUT) writeFileSync(OUT, text);
console.log(OUT ? summary : text);
