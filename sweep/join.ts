import { entryAt, titlesMatch, type TestEntry } from '../lib/vocabulary/test-titles';
import type { LintedFile } from './lint';
import type { Category, Finding, Outcome, TestRecord } from './model';
import { relativizeText } from './paths';
import type { JestRunResult, TestRun } from './run-jest';

// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const STACK_LINE = /^\s+at /;
/** The title Jest's results give a file that failed as a whole. */
export const FILE_ERROR_TITLE = '(the file failed to run)';

/**
 * The first lines of a failure, for the report: the error and the expectation, then the first stack frame in
 * the project's own code (not node_modules), with paths relative to the project.
 */
export function failureLines(messages: string[], prefixes: Array<{ dir: string; relative: string }>, max = 14): string[] {
  if (messages.length === 0) return [];
  const lines = relativizeText(messages[0].replace(ANSI, ''), prefixes).split('\n');
  const head: string[] = [];
  let i = 0;
  for (; i < lines.length && !STACK_LINE.test(lines[i]); i++) head.push(lines[i].trimEnd());
  while (head.length > 0 && head[head.length - 1] === '') head.pop();
  const shown = head.slice(0, max);
  if (head.length > max) shown.push(`… (${head.length - max} more lines)`);
  const frame = lines.slice(i).find((line) => STACK_LINE.test(line) && /:\d+:\d+\)?$/.test(line) && !/node_modules|node:internal|\(\/|at \//.test(line));
  if (frame) shown.push(frame.trimEnd());
  return shown;
}

interface Located {
  entry: number;
  by: 'location' | 'title' | null;
}

function locate(entries: TestEntry[], run: TestRun): Located {
  if (run.line !== null) {
    // Jest's column is 1-based; the vocabulary's positions use ESLint's 0-based columns.
    const entry = entryAt(entries, { line: run.line, column: Math.max(0, (run.column ?? 1) - 1) }, ['test']);
    if (entry >= 0) return { entry, by: 'location' };
  }
  const matches = entries.flatMap((candidate, index) => (candidate.kind === 'test' && titlesMatch(candidate, run.titles) ? [index] : []));
  if (matches.length >= 1) return { entry: matches[0], by: 'title' };
  return { entry: -1, by: null };
}

/** True when `ancestor` (a describe entry, or -1 for the file) holds the entry. */
function within(entries: TestEntry[], entry: number, ancestor: number): boolean {
  if (ancestor < 0) return true;
  for (let current = entries[entry].parent; current >= 0; current = entries[current].parent) if (current === ancestor) return true;
  return false;
}

export function categorise(baseline: Outcome[], lagged: Outcome, suspect: boolean): Category {
  const ran = baseline.filter((outcome) => outcome === 'passed' || outcome === 'failed');
  if (ran.includes('failed')) return ran.includes('passed') ? 'flaky' : 'broken';
  if (lagged === 'failed') return suspect ? 'confirmed' : 'missed';
  if (lagged === 'passed') return suspect ? 'disproved' : 'clean';
  return 'clean';
}

export interface Joined {
  findings: Finding[];
  tests: TestRecord[];
  notRun: number[];
}

/**
 * Joins the lint findings and the runs per test. A test's suspects are the findings inside it, and the findings in
 * the hooks that run for it (a `beforeEach` of its describe block or of the file).
 */
export function join(lint: Map<string, LintedFile>, baselines: JestRunResult[], lagged: JestRunResult, prefixes: Array<{ dir: string; relative: string }>): Joined {
  const findings: Finding[] = [];
  const findingsByFile = new Map<string, Array<{ index: number; entry: number; where: Finding['where'] }>>();
  for (const [file, linted] of lint) {
    const list = linted.findings.map(({ finding, entry }) => {
      findings.push(finding);
      return { index: findings.length - 1, entry, where: finding.where };
    });
    findingsByFile.set(file, list);
  }

  const records = new Map<string, TestRecord & { column: number | null; baselineFailure: string[]; laggedFailure: string[] }>();
  const [first, ...reruns] = baselines;
  const keysOf = (file: string, tests: TestRun[]) => {
    const seen = new Map<string, number>();
    return tests.map((test) => {
      const n = seen.get(test.fullName) ?? 0;
      seen.set(test.fullName, n + 1);
      return `${file}\u0000${test.fullName}\u0000${n}`;
    });
  };
  const record = (file: string, key: string, test: TestRun) => {
    let existing = records.get(key);
    if (!existing) {
      existing = {
        file, titles: test.titles, fullName: test.fullName, line: test.line, column: test.column, baseline: [], lagged: 'absent', baselineMs: null, laggedMs: null,
        suspects: [], joinedBy: null, category: 'clean', failure: [], baselineFailure: [], laggedFailure: [],
      };
      records.set(key, existing);
    }
    return existing;
  };
  const fileErrorTest = (file: string, error: string): TestRun => ({
    titles: [FILE_ERROR_TITLE], fullName: FILE_ERROR_TITLE, line: null, column: null, outcome: 'failed', ms: null, failureMessages: [error],
  });
  const addRun = (run: JestRunResult, apply: (target: ReturnType<typeof record>, test: TestRun) => void, files?: Set<string>) => {
    for (const [file, fileRun] of run.files) {
      if (files) files.add(file);
      const tests = fileRun.error ? [...fileRun.tests, fileErrorTest(file, fileRun.error)] : fileRun.tests;
      keysOf(file, tests).forEach((key, i) => apply(record(file, key, tests[i]), tests[i]));
    }
  };

  const firstFiles = new Set<string>();
  addRun(first, (target, test) => {
    target.baseline.push(test.outcome);
    target.baselineMs = test.ms;
    if (test.outcome === 'failed') target.baselineFailure = test.failureMessages;
  }, firstFiles);
  for (const rerun of reruns) {
    addRun(rerun, (target, test) => {
      target.baseline.push(test.outcome);
      if (test.outcome === 'failed' && target.baselineFailure.length === 0) target.baselineFailure = test.failureMessages;
    });
  }
  addRun(lagged, (target, test) => {
    target.lagged = test.outcome;
    target.laggedMs = test.ms;
    if (test.outcome === 'failed') target.laggedFailure = test.failureMessages;
  });
  // A file-level failure seen in one run only: the other run ran the file, so it "passed" there.
  for (const target of records.values()) {
    if (target.fullName !== FILE_ERROR_TITLE) continue;
    if (target.baseline.length === 0 && firstFiles.has(target.file)) target.baseline.push('passed');
    if (target.lagged === 'absent' && lagged.files.has(target.file)) target.lagged = 'passed';
  }

  const ranEntries = new Map<string, Set<number>>();
  const tests: TestRecord[] = [];
  for (const target of records.values()) {
    if (target.baseline.length === 0) target.baseline.push('absent');
    const linted = lint.get(target.file);
    if (linted && target.fullName !== FILE_ERROR_TITLE) {
      const located = locate(linted.entries, { titles: target.titles, fullName: target.fullName, line: target.line, column: target.column, outcome: 'passed', ms: null, failureMessages: [] });
      if (located.entry >= 0) {
        target.joinedBy = located.by;
        const found = findingsByFile.get(target.file) ?? [];
        target.suspects = found
          .filter((f) => (f.where === 'test' && f.entry === located.entry) || (f.where === 'hook' && within(linted.entries, located.entry, linted.entries[f.entry].parent)))
          .map((f) => f.index);
        if (target.lagged === 'passed' || target.lagged === 'failed') {
          if (!ranEntries.has(target.file)) ranEntries.set(target.file, new Set());
          ranEntries.get(target.file)!.add(located.entry);
        }
      }
    }
    target.category = categorise(target.baseline, target.lagged, target.suspects.length > 0);
    const failure = target.category === 'broken' || target.category === 'flaky' ? target.baselineFailure : target.category === 'confirmed' || target.category === 'missed' ? target.laggedFailure : [];
    target.failure = failureLines(failure, prefixes);
    const { baselineFailure: _b, laggedFailure: _l, column: _c, ...plain } = target;
    tests.push(plain);
  }

  const notRun: number[] = [];
  for (const [file, list] of findingsByFile) {
    const ran = ranEntries.get(file) ?? new Set<number>();
    const entries = lint.get(file)!.entries;
    for (const f of list) {
      if (f.where === 'test' && !ran.has(f.entry)) notRun.push(f.index);
      if (f.where === 'hook' && ![...ran].some((entry) => within(entries, entry, entries[f.entry].parent))) notRun.push(f.index);
    }
  }
  return { findings, tests, notRun };
}
