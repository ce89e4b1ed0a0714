/**
 * `dispatch-lag sweep` and `dispatch-lag merge` on small fixture projects (tests/sweep/fixtures/): every category,
 * `.each` tables and template titles, skipped suspects, `--repeat`, the project's own ESLint config, the exit codes,
 * usage and setup errors, and the shard-and-merge path.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SweepResult } from '../../sweep/model';
import { categories, FIXTURES, lineOf, runSweep, type SweepRun, testNamed } from './run-sweep';

const CATEGORIES = join(FIXTURES, 'categories');
const RACES = join(CATEGORIES, 'test/races.test.js');
const TABLE = join(CATEGORIES, 'test/table.test.js');
const sweepOf = (dir: string, ...args: string[]) => ['sweep', '--rootDir', dir, ...args];

const EXPECTED = {
  'saving › a handled item is saved': 'confirmed',
  'item x › is saved once handled (x)': 'confirmed',
  'item y › is saved once handled (y)': 'confirmed',
  'saving › a handled item is sent once': 'disproved',
  'saving › a handled item is saved after two ticks': 'missed',
  'two plus two is five': 'broken',
};

let scratch: string;
let full: SweepRun;
let filtered: SweepRun;
let shards: SweepRun[];
let merged: SweepRun;
let ownConfig: SweepRun;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'sweep-fixtures-'));
  const marker = join(scratch, 'flaky-marker');
  [full, filtered, shards, ownConfig] = await Promise.all([
    runSweep(sweepOf(CATEGORIES, '--repeat', '3'), { json: true, report: true, env: { SWEEP_FLAKY_MARKER: marker } }),
    // Only the disproved and the broken test: nothing fails only under lag.
    runSweep(sweepOf(CATEGORIES, '--', '-t', '(sent once|two plus two)'), { json: true, report: true }),
    Promise.all(['1/2', '2/2'].map((shard) => runSweep(sweepOf(CATEGORIES, '--shard', shard), { json: true }))),
    runSweep(sweepOf(join(FIXTURES, 'own-config')), { json: true, report: true }),
  ]);
  const files = shards.map((shard, i) => {
    const file = join(scratch, `report-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(shard.json));
    return file;
  });
  merged = await runSweep(['merge', ...files], { json: true, report: true });
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('one sweep, every category', () => {
  test('each test lands in its category; --repeat tells the flaky test from the broken one', () => {
    expect(full.stderr).not.toMatch(/dispatch-lag: /);
    expect(categories(full.json!)).toEqual({ ...EXPECTED, 'fails once, then passes': 'flaky' });
    expect(testNamed(full.json!, 'fails once, then passes').baseline).toEqual(['failed', 'passed', 'passed']);
    expect(testNamed(full.json!, 'two plus two is five').baseline).toEqual(['failed', 'failed', 'failed']);
  });

  test('exit 1: something fails only under lag', () => {
    expect(full.code).toBe(1);
    expect(full.stdout).toContain('4 tests fail only under lag (exit 1).');
  });

  test('a suspect is the finding inside its test; a test without one that fails only under lag is missed', () => {
    const result = full.json!;
    const saved = testNamed(result, 'a handled item is saved');
    expect(saved.suspects.map((i) => result.findings[i].ruleId).sort()).toEqual(['dispatch-lag/no-sleep-as-signal', 'dispatch-lag/wait-on-outcome']);
    expect(saved.suspects.every((i) => result.findings[i].titles.join(' › ') === 'saving › a handled item is saved')).toBe(true);
    expect(testNamed(result, 'a handled item is sent once').suspects.map((i) => result.findings[i].ruleId)).toEqual(['dispatch-lag/no-sleep-as-signal']);
    expect(testNamed(result, 'a handled item is saved after two ticks').suspects).toEqual([]);
  });

  test('.each rows and template titles: each row is its own test, tied to the one finding by location', () => {
    const result = full.json!;
    const rows = ['is saved once handled (x)', 'is saved once handled (y)'].map((title) => testNamed(result, title));
    expect(rows.map((row) => row.joinedBy)).toEqual(['location', 'location']);
    expect(rows[0].suspects).toEqual(rows[1].suspects);
    const [finding] = rows[0].suspects.map((i) => result.findings[i]);
    expect(finding).toMatchObject({ file: 'test/table.test.js', ruleId: 'dispatch-lag/wait-on-outcome', named: false });
    expect(finding.line).toBe(lineOf(TABLE, "new Worker(sender, store).handle(item);") + 1);
    expect(finding.titles).toEqual(["'item %s'", '`is saved once handled (${item})`']);
    expect(full.report).toContain("- `test/table.test.js:" + finding.line + "` 'item %s' › `is saved once handled (${item})`");
  });

  test('a suspect in a skipped test has no verdict, and is listed as such', () => {
    const result = full.json!;
    expect(result.notRun.map((i) => result.findings[i].titles.join(' › '))).toEqual(['a skipped test is not judged']);
    expect(full.report).toContain('## Suspects that did not run (1)');
    expect(Object.keys(categories(result))).not.toContain('a skipped test is not judged');
  });

  test('the report: headline, counts, each section with its test, rule, runs and failure lines', () => {
    const report = full.report!;
    expect(report).toContain('# dispatch-lag sweep: tests/sweep/fixtures/categories');
    expect(report).toContain('**3 confirmed, 1 disproved, 1 missed by lint, 2 broken anyway (7 tests, 4 suspects, 6 lint findings).** 4 tests fail only under lag.');
    expect(report).toContain('| broken anyway (flaky) | 1 |');
    expect(report).toContain('Baseline repeated up to 3 times for failing files.');
    // The baseline reruns only the failing file, and the report shows that command as run.
    expect(report).toMatch(/\| baseline-repeat \| all \| `node [^`]*--runTestsByPath test\/broken\.test\.js` \| 2 \| 1 \|/);

    const missed = report.slice(report.indexOf('## Missed by lint (1)'), report.indexOf('## Broken anyway (1)'));
    expect(missed).toContain('### 1. saving › a handled item is saved after two ticks');
    expect(missed).toContain(`- test: \`test/races.test.js:${lineOf(RACES, "test('a handled item is saved after two ticks'")}\``);
    expect(missed).toContain('- lint: no dispatch-lag rule reported anything in this test');
    expect(missed).toMatch(/Expected: true\nReceived: false\n {4}at .*\(test\/races\.test\.js:\d+:\d+\)/);

    const broken = report.slice(report.indexOf('## Broken anyway (1)'), report.indexOf('## Broken anyway: flaky'));
    expect(broken).toContain('- without lag: 3 of 3 runs failed; with DISPATCH_LAG=0.5: failed');
    expect(broken).toContain('The failure without lag, first lines:');
    expect(broken).toMatch(/Expected: 5\nReceived: 4/);
    expect(broken).toContain("- reproduce: `npx jest test/broken.test.js -t '^two plus two is five$'`");

    const flaky = report.slice(report.indexOf('## Broken anyway: flaky'));
    expect(flaky).toContain('- without lag: 1 of 3 runs failed; with DISPATCH_LAG=0.5: passed');
    expect(flaky).toContain('Error: the first run fails');
  });

  test('plain progress lines on stderr when not a terminal (CI)', () => {
    expect(full.stderr).toContain('without lag: started');
    expect(full.stderr).toMatch(/^without lag: 7 tests, 3\/3 files, 2 failed, [\d.]+s \(done\)$/m);
    expect(full.stderr).toMatch(/^DISPATCH_LAG=0\.5: 7\/7 tests, 3\/3 files, 5 failed, [\d.]+s \(done\)$/m);
    expect(full.stderr).not.toContain('\r');
  });
});

test('exit 0 when nothing fails only under lag (a disproved suspect and a broken test)', () => {
  expect(categories(filtered.json!)).toEqual({ 'saving › a handled item is sent once': 'disproved', 'two plus two is five': 'broken' });
  expect(filtered.code).toBe(0);
  expect(filtered.stdout).toContain('Nothing fails only under lag (exit 0).');
  expect(filtered.report).toContain('## Suspects that did not run');
});

describe('shards and merge', () => {
  test('each shard sweeps part of the files, through Jest\'s own --shard', () => {
    const files = shards.map((shard) => [...new Set(shard.json!.tests.map((test) => test.file))].sort());
    expect(files[0].length + files[1].length).toBe(3);
    expect(files[0].filter((file) => files[1].includes(file))).toEqual([]);
    expect(shards.map((shard) => shard.json!.runs.every((run) => run.command.includes(`--shard=${shard.json!.shard}`)))).toEqual([true, true]);
  });

  test('the merge has every test of the whole sweep, in the same categories, and the exit code of the whole', () => {
    const result: SweepResult = merged.json!;
    expect(categories(result)).toEqual({ ...EXPECTED, 'fails once, then passes': 'clean' });
    expect(result.shard).toBe('1/2, 2/2');
    expect(result.runs.map((run) => `${run.name} ${run.shard}`)).toEqual(['baseline 1/2', 'lagged 1/2', 'baseline 2/2', 'lagged 2/2']);
    expect(result.notRun.map((i) => result.findings[i].titles.join(' › '))).toEqual(['a skipped test is not judged']);
    expect(result.findings).toHaveLength(full.json!.findings.length);
    expect(merged.code).toBe(1);
  });

  test('the merged report lists both shards\' commands and the same findings', () => {
    const report = merged.report!;
    expect(report).toContain('**3 confirmed, 1 disproved, 1 missed by lint, 1 broken anyway (7 tests, 4 suspects, 6 lint findings).**');
    expect(report).toContain('Shards: 1/2, 2/2.');
    expect(report.match(/^dispatch-lag sweep --shard [12]\/2 --json \S+$/gm)).toHaveLength(2);
    expect(report).toContain('### 1. saving › a handled item is saved after two ticks');
  });

  test('merge refuses what is not a sweep result (exit 2)', async () => {
    const bogus = join(scratch, 'bogus.json');
    writeFileSync(bogus, '{"hello":1}');
    const run = await runSweep(['merge', bogus]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not a sweep result');
  });
});

describe("the project's own ESLint config", () => {
  test('is used: its settings name the sleep helper, and the rule it leaves off is turned on with a note', () => {
    const result = ownConfig.json!;
    expect(result.lint.config).toBe("the project's eslint.config.mjs");
    expect(result.lint.notes).toEqual(["The project's eslint.config.mjs leaves dispatch-lag/wait-on-outcome off for some test files: the sweep turned it on, with the project's options."]);
    expect(categories(result)).toEqual({ 'a handled item is saved': 'confirmed' });
    expect(result.findings.map((f) => f.ruleId)).toEqual(['dispatch-lag/no-sleep-as-signal']);
    expect(ownConfig.report).toContain("Lint: ESLint 10.15.0, the project's eslint.config.mjs, 1 test file.");
  });
});

describe('usage and setup errors: exit 2 with a clear message', () => {
  test.each([
    [['sweep', '--lag', 'abc'], '--lag "abc" is not valid: expected a number of seconds > 0'],
    [['sweep', '--lag', '-1'], '--lag "-1" is not valid'],
    [['sweep', '--lag', '0'], '--lag "0" is not valid'],
    [['sweep', '--lag', '1s'], '--lag "1s" is not valid'],
    [['sweep', '--repeat', '0'], '--repeat "0" is not valid'],
    [['sweep', '--shard', '3/2'], '--shard "3/2" is not valid'],
    [['sweep', '--frobnicate'], 'Unknown option --frobnicate'],
    [['sweep', '--', '--json'], '--json is set by the sweep itself'],
    [['sweep', '--rootDir', join(FIXTURES, 'no-shim')], 'No dispatch-lag shim in setupFilesAfterEnv'],
    [['sweep', '--rootDir', CATEGORIES, '--config', 'nope.js'], 'nope.js: no such file'],
    [['launch'], 'Unknown command "launch"'],
    [['merge'], 'merge needs at least one report JSON'],
  ])('%j', async (args, message) => {
    const run = await runSweep(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`dispatch-lag: `);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  test('no Jest found from the project directory', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sweep-nojest-'));
    try {
      const run = await runSweep(['sweep', '--rootDir', empty]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`dispatch-lag: No Jest found from ${empty}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  test('--help', async () => {
    const run = await runSweep(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('dispatch-lag sweep [options] [-- <jest args>]');
  });
});
