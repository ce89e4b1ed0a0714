/**
 * The sweep's result, as written by `--json` and read by `dispatch-lag merge`. Every path in it is relative to the
 * project directory, with forward slashes.
 */

export const SWEEP_FORMAT = 'dispatch-lag-sweep/1';

export type Category = 'confirmed' | 'disproved' | 'missed' | 'broken' | 'flaky' | 'clean';

export const CATEGORY_TITLES: Record<Category, string> = {
  confirmed: 'confirmed',
  disproved: 'disproved',
  missed: 'missed by lint',
  broken: 'broken anyway',
  flaky: 'broken anyway (flaky)',
  clean: 'clean',
};

/** One report of a dispatch-lag rule. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  ruleId: string;
  message: string;
  severity: 1 | 2;
  /** Where it sits: in a test, in a hook (it runs for each test of its describe block), or outside any test. */
  where: 'test' | 'hook' | 'outside';
  /** The title path of the test (or, for a hook, of the describe block around it) as written. */
  titles: string[];
  /** False when a title is only known at run time (`.each`, a template with expressions, a variable). */
  named: boolean;
}

export type Outcome = 'passed' | 'failed' | 'skipped' | 'absent';

/** One test as the runs saw it, joined with the findings inside it. */
export interface TestRecord {
  file: string;
  /** Jest's ancestor titles and title. */
  titles: string[];
  fullName: string;
  /** Line of the test call, from Jest's `--testLocationInResults`. */
  line: number | null;
  /** One outcome per baseline run (the first is the full run; `--repeat` adds reruns of files that failed). */
  baseline: Outcome[];
  lagged: Outcome;
  baselineMs: number | null;
  laggedMs: number | null;
  /** Indices into `findings`. */
  suspects: number[];
  /** How the finding was tied to this test: by the location Jest recorded, or by the title path. */
  joinedBy: 'location' | 'title' | null;
  category: Category;
  /** First lines of the failure that decided the category (the lagged one, or the baseline one for broken). */
  failure: string[];
}

export interface RunInfo {
  name: 'baseline' | 'lagged' | 'baseline-repeat';
  /** The shard this run covered (`--shard`), or null for the whole suite. */
  shard: string | null;
  /** The command, as run, with paths relative to the project. */
  command: string;
  exitCode: number | null;
  seconds: number;
  tests: number;
  failed: number;
  /** Files that failed to run at all (syntax errors, a throwing hook at file level), with their first lines. */
  fileErrors: Array<{ file: string; message: string[] }>;
}

export interface SweepResult {
  format: typeof SWEEP_FORMAT;
  project: string;
  /** The sweep's own command line, as typed (one per shard after a merge). */
  commands: string[];
  /** How to run the project's Jest by hand, for the reproduce lines: `npx jest --config …`. */
  jest: string;
  lag: number;
  repeat: number;
  /** The shard swept, or for a merge the shards joined (`1/2, 2/2`); null for the whole suite. */
  shard: string | null;
  lint: {
    eslint: string;
    config: string;
    files: number;
    notes: string[];
  };
  runs: RunInfo[];
  findings: Finding[];
  tests: TestRecord[];
  /** Findings inside a test that did not run (skipped, filtered, another shard). */
  notRun: number[];
  seconds: number;
}

export type Counts = Record<Category, number> & { tests: number; suspects: number; findings: number };

export function countsOf(result: SweepResult): Counts {
  const counts: Counts = { confirmed: 0, disproved: 0, missed: 0, broken: 0, flaky: 0, clean: 0, tests: 0, suspects: 0, findings: result.findings.length };
  for (const test of result.tests) {
    if (test.lagged === 'skipped' && test.baseline.every((o) => o === 'skipped')) continue;
    counts.tests++;
    counts[test.category]++;
    if (test.suspects.length > 0) counts.suspects++;
  }
  return counts;
}

/** 1 when something fails only under lag (a confirmed race or one lint missed), else 0. */
export function exitCodeOf(result: SweepResult): 0 | 1 {
  const counts = countsOf(result);
  return counts.confirmed + counts.missed > 0 ? 1 : 0;
}
