import { CATEGORY_TITLES, type Category, countsOf, exitCodeOf, type Finding, type SweepResult, type TestRecord } from './model';
import { shellQuote } from './paths';

const MEANING: Record<Category, string> = {
  confirmed: 'passes without lag, fails with it, and a rule reported it: a race, found by reading and proven by the run',
  disproved: 'a rule reported it, and it passes under lag: the reading was wrong (or the seam it depends on is not declared)',
  missed: 'passes without lag, fails with it, and no rule reported it: a race lint missed (tell us its shape)',
  broken: 'fails without lag too: not evidence of a race',
  flaky: 'failed in some baseline runs and passed in others (--repeat): flaky without any lag, not evidence of a race',
  clean: 'passes with and without lag, no rule reported it',
};

const ORDER: Category[] = ['confirmed', 'disproved', 'missed', 'broken', 'flaky'];

function plural(n: number, word: string, words = `${word}s`): string {
  return `${n} ${n === 1 ? word : words}`;
}

function titleOf(test: TestRecord): string {
  return test.titles.join(' › ');
}

function where(test: TestRecord): string {
  return test.line !== null ? `${test.file}:${test.line}` : test.file;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The one-line summary: counts, the lag, and what the exit code says. */
export function headline(result: SweepResult): string {
  const c = countsOf(result);
  return `${c.confirmed} confirmed, ${c.disproved} disproved, ${c.missed} missed by lint, ${c.broken + c.flaky} broken anyway` +
    ` (${plural(c.tests, 'test')}, ${plural(c.suspects, 'suspect')}, ${plural(c.findings, 'lint finding')})`;
}

/** The table printed at the end of a sweep. */
export function summaryTable(result: SweepResult): string {
  const c = countsOf(result);
  const lines: string[] = [];
  lines.push(`dispatch-lag sweep of ${result.project}, DISPATCH_LAG=${result.lag}${result.shard ? `, shard ${result.shard}` : ''}`);
  lines.push('');
  const rows: Array<[string, number, string]> = [
    ['confirmed', c.confirmed, 'suspect; passes without lag, fails with it'],
    ['disproved', c.disproved, 'suspect; passes under lag'],
    ['missed by lint', c.missed, 'no suspect; passes without lag, fails with it'],
    ['broken anyway', c.broken + c.flaky, c.flaky > 0 ? `fails without lag too (${c.flaky} flaky)` : 'fails without lag too'],
    ['clean', c.clean, 'passes both ways, no suspect'],
  ];
  lines.push(`  ${'category'.padEnd(16)}${'tests'.padStart(6)}`);
  for (const [name, n, meaning] of rows) lines.push(`  ${name.padEnd(16)}${String(n).padStart(6)}   ${meaning}`);
  lines.push(`  ${'total'.padEnd(16)}${String(c.tests).padStart(6)}`);
  const listed = result.tests.filter((test) => ORDER.includes(test.category));
  if (listed.length > 0) {
    lines.push('');
    const width = Math.max(...listed.map((test) => CATEGORY_TITLES[test.category].length));
    for (const category of ORDER) {
      for (const test of listed.filter((t) => t.category === category)) {
        lines.push(`  ${CATEGORY_TITLES[category].padEnd(width)}  ${where(test)}  ${titleOf(test)}`);
      }
    }
  }
  lines.push('');
  const code = exitCodeOf(result);
  lines.push(code === 1
    ? `${plural(c.confirmed + c.missed, 'test fails', 'tests fail')} only under lag (exit 1).`
    : 'Nothing fails only under lag (exit 0).');
  return lines.join('\n');
}

function findingLine(finding: Finding): string {
  const severity = finding.severity === 2 ? 'error' : 'warning';
  return `\`${finding.ruleId}\` (${severity}) at line ${finding.line}: ${finding.message}`;
}

function reproduce(result: SweepResult, test: TestRecord, lagged: boolean): string {
  const parts = [...(lagged ? [`DISPATCH_LAG=${result.lag}`] : []), result.jest, shellQuote(test.file)];
  if (test.titles[0] !== '(the file failed to run)') parts.push('-t', shellQuote(`^${escapeRegex(test.fullName)}$`));
  return parts.join(' ');
}

function outcomeText(test: TestRecord, lag: number): string {
  const ms = (value: number | null) => (value !== null ? ` in ${value} ms` : '');
  const baseline = test.baseline.length > 1
    ? `without lag: ${test.baseline.filter((o) => o === 'failed').length} of ${test.baseline.length} runs failed`
    : `without lag: ${test.baseline[0]}${ms(test.baselineMs)}`;
  return `${baseline}; with DISPATCH_LAG=${lag}: ${test.lagged}${ms(test.laggedMs)}`;
}

function fence(lines: string[]): string[] {
  const text = lines.join('\n');
  const ticks = text.includes('```') ? '````' : '```';
  return [`${ticks}text`, ...lines, ticks];
}

function testSection(result: SweepResult, test: TestRecord, n: number): string[] {
  const out: string[] = [];
  out.push(`### ${n}. ${titleOf(test)}`);
  out.push('');
  out.push(`- test: \`${where(test)}\``);
  const suspects = test.suspects.map((i) => result.findings[i]);
  for (const finding of suspects) {
    const inHook = finding.where === 'hook' ? ' (in a hook that runs for this test)' : '';
    out.push(`- lint: ${findingLine(finding)}${inHook}`);
  }
  if (suspects.length === 0) out.push('- lint: no dispatch-lag rule reported anything in this test');
  out.push(`- ${outcomeText(test, result.lag)}`);
  const lagged = test.category !== 'broken' && test.category !== 'flaky';
  out.push(`- reproduce: \`${reproduce(result, test, lagged)}\``);
  if (test.failure.length > 0) {
    out.push('');
    out.push(lagged ? 'The failure under lag, first lines:' : 'The failure without lag, first lines:');
    out.push('');
    out.push(...fence(test.failure));
  }
  out.push('');
  return out;
}

const SECTION_TITLES: Record<Exclude<Category, 'clean'>, string> = {
  confirmed: 'Confirmed',
  disproved: 'Disproved',
  missed: 'Missed by lint',
  broken: 'Broken anyway',
  flaky: 'Broken anyway: flaky without lag',
};

const SECTION_INTRO: Record<Exclude<Category, 'clean'>, string> = {
  confirmed: 'A rule reported these tests, they pass without lag, and they fail with it: each waits on a signal that precedes the state it depends on. Fix the wait; the test must then pass under the same lag.',
  disproved: 'A rule reported these tests and they pass under lag: the run disproves the reading. Where the two disagree, the run wins (unless the write the test depends on is not a declared seam: then the lag never touched it).',
  missed: 'These tests pass without lag and fail with it, and no rule reported anything in them: a race the rules do not recognise. Please tell us its shape.',
  broken: 'These tests fail without any lag: whatever is wrong with them, it is not evidence of a race. Fix them first; the sweep cannot judge them.',
  flaky: 'These tests failed in some baseline runs (no lag) and passed in others (`--repeat`): flaky on their own, not evidence of a race.',
};

/** The evidence, as Markdown: commands as run, counts, and each finding a reviewer can check. */
export function evidenceMarkdown(result: SweepResult): string {
  const c = countsOf(result);
  const out: string[] = [];
  out.push(`# dispatch-lag sweep: ${result.project}`);
  out.push('');
  out.push('Lint produces suspects; the lagged run produces the answer. Where the two disagree, the run wins.');
  out.push('');
  out.push(`**${headline(result)}.** ${exitCodeOf(result) === 1 ? `${plural(c.confirmed + c.missed, 'test fails', 'tests fail')} only under lag.` : 'Nothing fails only under lag.'}`);
  out.push('');
  out.push(`Paths are relative to the project directory. Lag: DISPATCH_LAG=${result.lag} s.${result.shard ? ` Shards: ${result.shard}.` : ''}${result.repeat > 1 ? ` Baseline repeated up to ${result.repeat} times for failing files.` : ''}`);
  out.push('');

  out.push('## Commands, as run');
  out.push('');
  out.push('From the project directory:');
  out.push('');
  out.push('```sh');
  for (const command of result.commands) out.push(command);
  out.push('```');
  out.push('');
  out.push('| run | shard | command | tests | failed | time |');
  out.push('|---|---|---|---:|---:|---:|');
  for (const run of result.runs) {
    out.push(`| ${run.name} | ${run.shard ?? 'all'} | \`${run.command.replace(/\|/g, '\\|')}\` | ${run.tests} | ${run.failed} | ${run.seconds.toFixed(1)} s |`);
  }
  out.push('');
  out.push(`Lint: ESLint ${result.lint.eslint}, ${result.lint.config}, ${plural(result.lint.files, 'test file')}.`);
  for (const note of result.lint.notes) out.push(`- ${note}`);
  out.push('');

  out.push('## Counts');
  out.push('');
  out.push('| category | tests | meaning |');
  out.push('|---|---:|---|');
  for (const category of [...ORDER, 'clean'] as Category[]) out.push(`| ${CATEGORY_TITLES[category]} | ${c[category]} | ${MEANING[category]} |`);
  out.push(`| **total** | **${c.tests}** | ${plural(c.suspects, 'test')} with a suspect, ${plural(c.findings, 'lint finding')} |`);
  out.push('');

  for (const category of ORDER as Array<Exclude<Category, 'clean'>>) {
    const tests = result.tests.filter((test) => test.category === category);
    if (tests.length === 0) continue;
    out.push(`## ${SECTION_TITLES[category]} (${tests.length})`);
    out.push('');
    out.push(SECTION_INTRO[category]);
    out.push('');
    tests.forEach((test, i) => out.push(...testSection(result, test, i + 1)));
  }

  const notRun = result.notRun.map((i) => result.findings[i]);
  if (notRun.length > 0) {
    out.push(`## Suspects that did not run (${notRun.length})`);
    out.push('');
    out.push('Lint reported these, but their tests did not run in this sweep (skipped, filtered out, or in a shard that was not merged): no verdict.');
    out.push('');
    for (const finding of notRun) out.push(`- \`${finding.file}:${finding.line}\` ${finding.titles.join(' › ') || '(file level)'}: ${findingLine(finding)}`);
    out.push('');
  }
  const outside = result.findings.filter((finding) => finding.where === 'outside');
  if (outside.length > 0) {
    out.push(`## Findings outside any test (${outside.length})`);
    out.push('');
    out.push('These sit in helpers or at file level; the sweep cannot tie them to one test, so it does not judge them.');
    out.push('');
    for (const finding of outside) out.push(`- \`${finding.file}:${finding.line}\` ${findingLine(finding)}`);
    out.push('');
  }
  const unnamed = result.findings.filter((finding) => !finding.named && finding.where !== 'outside');
  if (unnamed.length > 0) {
    out.push('## Titles only known at run time');
    out.push('');
    out.push('These findings sit in tests whose titles are built at run time (`.each` rows, templates, variables); the sweep tied them to the results by the location Jest recorded for each test, and shows the titles as written:');
    out.push('');
    for (const finding of unnamed) out.push(`- \`${finding.file}:${finding.line}\` ${finding.titles.join(' › ')}`);
    out.push('');
  }
  const fileErrors = result.runs.flatMap((run) => run.fileErrors.map((error) => ({ run: run.name, ...error })));
  if (fileErrors.length > 0) {
    out.push('## Files that failed as a whole');
    out.push('');
    for (const error of fileErrors) {
      out.push(`- ${error.run}: \`${error.file}\``);
      out.push('');
      out.push(...fence(error.message.slice(0, 10)).map((line) => `  ${line}`));
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
