/**
 * `dispatch-lag sweep` on examples/dispatcher, the end-to-end case: lint reads three racy tests as suspects, the
 * lagged run confirms cases 1 and 2 and disproves case 3, and nothing fails under lag that lint did not suspect.
 *
 * Two sweeps, started together (the lagged runs mostly sleep through the lag):
 * - the racy tests alone (the example's jest.racy.config.js): the finding a reviewer checks, line by line;
 * - the whole suite plus the racy tests (fixtures/dispatcher.jest.config.js): nothing missed, nothing broken.
 * Both lint with the example's own eslint.config.mjs, found in the project directory as a user's would be: the
 * recommended config plus the attempt records of the example's FakeTmux, which the rules cannot see from the test
 * files (the double is made in the harness).
 */
import { join } from 'node:path';
import { categories, EXAMPLE, FIXTURES, lineOf, ROOT, runSweep, type SweepRun, testNamed } from './run-sweep';

const CASE_1 = 'the delivery error is isolated and a redelivery retries';
const CASE_2 = 'an abandoned comment is reported on the work item';
const CASE_3 = 'a labelled item spawns one registered session';
const WEBHOOK = join(EXAMPLE, 'test/racy/webhook-routing.racy.ts');
const POLLER = join(EXAMPLE, 'test/racy/poller.racy.ts');

let racy: SweepRun;
let whole: SweepRun;

beforeAll(async () => {
  [racy, whole] = await Promise.all([
    runSweep(['sweep', '--rootDir', EXAMPLE, '--config', join(EXAMPLE, 'jest.racy.config.js')], { json: true, report: true }),
    // The same config named explicitly, which exercises --eslint-config.
    runSweep(['sweep', '--rootDir', EXAMPLE, '--config', join(FIXTURES, 'dispatcher.jest.config.js'), '--eslint-config', join(EXAMPLE, 'eslint.config.mjs'), '--', '-w', '2'], { json: true }),
  ]);
}, 110_000);

describe('the racy tests', () => {
  test('two confirmed (cases 1 and 2), one disproved (case 3), nothing missed; exit 1', () => {
    expect(racy.stderr).not.toMatch(/dispatch-lag: /);
    expect(categories(racy.json!)).toEqual({ [CASE_1]: 'confirmed', [CASE_2]: 'confirmed', [CASE_3]: 'disproved' });
    expect(racy.code).toBe(1);
  });

  test('each suspect is the rule report inside its test, at the line of the wait on the attempt', () => {
    const result = racy.json!;
    const suspects = (title: string) => testNamed(result, title).suspects.map((i) => result.findings[i]).map((f) => `${f.file}:${f.line} ${f.ruleId}`);
    expect(suspects(CASE_1).sort()).toEqual([
      `test/racy/webhook-routing.racy.ts:${lineOf(WEBHOOK, 'await sleep(200)')} dispatch-lag/no-sleep-as-signal`,
      `test/racy/webhook-routing.racy.ts:${lineOf(WEBHOOK, 'tmux.delivers.length === 1')} dispatch-lag/wait-on-outcome`,
    ].sort());
    expect(suspects(CASE_2).sort()).toEqual([
      `test/racy/poller.racy.ts:${lineOf(POLLER, 'await sleep(200)')} dispatch-lag/no-sleep-as-signal`,
      `test/racy/poller.racy.ts:${lineOf(POLLER, 'tmux.delivers.length >= 1')} dispatch-lag/wait-on-outcome`,
    ].sort());
    expect(suspects(CASE_3)).toEqual([`test/racy/poller.racy.ts:${lineOf(POLLER, 'tmux.spawns.length === 1')} dispatch-lag/wait-on-outcome`]);
    expect(result.notRun).toEqual([]);
  });

  test('the runs are what the categories claim: green without lag, cases 1 and 2 red with it', () => {
    const result = racy.json!;
    for (const title of [CASE_1, CASE_2, CASE_3]) expect(testNamed(result, title).baseline).toEqual(['passed']);
    expect([CASE_1, CASE_2, CASE_3].map((title) => testNamed(result, title).lagged)).toEqual(['failed', 'failed', 'passed']);
    expect(result.runs.map((run) => [run.name, run.tests, run.failed])).toEqual([['baseline', 3, 0], ['lagged', 3, 2]]);
  });

  test('the report reads as a finding: counts, commands as run, each test with its lines and its failure', () => {
    const report = racy.report!;
    expect(report).toContain('# dispatch-lag sweep: examples/dispatcher');
    expect(report).toContain('**2 confirmed, 1 disproved, 0 missed by lint, 0 broken anyway (3 tests, 3 suspects, 5 lint findings).**');
    expect(report).toContain('| confirmed | 2 |');
    expect(report).toContain('| disproved | 1 |');
    expect(report).toContain('| missed by lint | 0 |');
    // The commands as run, relative to the project: the sweep, then Jest without and with the lag.
    expect(report).toMatch(/^dispatch-lag sweep --config jest\.racy\.config\.js --report \S+evidence\.md --json \S+out\.json$/m);
    expect(report).toMatch(/\| baseline \| all \| `node \.\.\/\.\.\/node_modules\/jest\/bin\/jest\.js --ci --json --outputFile=\$TMP\/baseline\.json --testLocationInResults --reporters=\.\.\/\.\.\/dist\/sweep\/progress-reporter\.js --config jest\.racy\.config\.js` \| 3 \| 0 \|/);
    expect(report).toMatch(/\| lagged \| all \| `DISPATCH_LAG=0\.5 node \.\.\/\.\.\/node_modules\/jest\/bin\/jest\.js .*--config jest\.racy\.config\.js` \| 3 \| 2 \|/);
    // No absolute path of the project or the repository.
    expect(report).not.toContain(ROOT);

    const confirmed = report.slice(report.indexOf('## Confirmed (2)'), report.indexOf('## Disproved (1)'));
    const case1 = confirmed.slice(confirmed.indexOf(`. ${CASE_1}`));
    expect(case1).toContain(`- test: \`test/racy/webhook-routing.racy.ts:${lineOf(WEBHOOK, `test('${CASE_1}'`)}\``);
    expect(case1).toContain(`- lint: \`dispatch-lag/wait-on-outcome\` (warning) at line ${lineOf(WEBHOOK, 'tmux.delivers.length === 1')}: \`waitUntil(() => tmux.delivers.length === 1`);
    expect(case1).toMatch(/- without lag: passed in \d+ ms; with DISPATCH_LAG=0\.5: failed in \d+ ms/);
    expect(case1).toContain(`- reproduce: \`DISPATCH_LAG=0.5 npx jest --config jest.racy.config.js test/racy/webhook-routing.racy.ts -t '^the delivery error is isolated and a redelivery retries$'\``);
    // The failure's first lines: the wait for the second delivery timed out, at that line of the test.
    expect(case1).toMatch(/```text\nWaitTimeoutError: waitUntil timed out/);
    expect(case1).toContain(`(test/racy/webhook-routing.racy.ts:${lineOf(WEBHOOK, 'tmux.delivers.length === 2')}:`);

    const case2 = confirmed.slice(confirmed.indexOf(`. ${CASE_2}`), confirmed.indexOf(`. ${CASE_1}`) > confirmed.indexOf(`. ${CASE_2}`) ? confirmed.indexOf(`. ${CASE_1}`) : undefined);
    expect(case2).toContain(`- lint: \`dispatch-lag/no-sleep-as-signal\` (error) at line ${lineOf(POLLER, 'await sleep(200)')}: \`sleep(200)\` stands in for a signal`);
    expect(case2).toMatch(/Expected: 1\nReceived: 0\n/);
    expect(case2).toContain(`(test/racy/poller.racy.ts:${lineOf(POLLER, 'expect(summary.failures).toBe(1)')}:`);

    const disproved = report.slice(report.indexOf('## Disproved (1)'));
    expect(disproved).toContain(`### 1. ${CASE_3}`);
    expect(disproved).toContain(`- lint: \`dispatch-lag/wait-on-outcome\` (warning) at line ${lineOf(POLLER, 'tmux.spawns.length === 1')}`);
    expect(disproved).toMatch(/with DISPATCH_LAG=0\.5: passed in \d+ ms/);
    expect(disproved).not.toContain('```text');
    expect(report).not.toContain('## Missed by lint');
    expect(report).not.toContain('## Broken anyway');
  });

  test('the summary table on stdout', () => {
    expect(racy.stdout).toMatch(/confirmed\s+2\s/);
    expect(racy.stdout).toMatch(/disproved\s+1\s/);
    expect(racy.stdout).toMatch(/missed by lint\s+0\s/);
    expect(racy.stdout).toMatch(/broken anyway\s+0\s/);
    expect(racy.stdout).toContain(`confirmed  test/racy/webhook-routing.racy.ts:${lineOf(WEBHOOK, `test('${CASE_1}'`)}  ${CASE_1}`);
    expect(racy.stdout).toContain('2 tests fail only under lag (exit 1).');
  });
});

describe('the whole suite with the racy tests', () => {
  test('only cases 1 and 2 fail under lag; nothing is missed by lint and nothing is broken', () => {
    const result = whole.json!;
    const byCategory = (category: string) => result.tests.filter((test) => test.category === category).map((test) => `${test.file} ${test.titles.join(' › ')}`).sort();
    expect(byCategory('confirmed')).toEqual([`test/racy/poller.racy.ts ${CASE_2}`, `test/racy/webhook-routing.racy.ts ${CASE_1}`]);
    expect(byCategory('missed')).toEqual([]);
    expect(byCategory('broken')).toEqual([]);
    expect(byCategory('flaky')).toEqual([]);
    // Case 3 is disproved; its copy in the suite carries the disable comment a team adds after such a sweep.
    expect(byCategory('disproved')).toEqual([`test/racy/poller.racy.ts ${CASE_3}`]);
    expect(result.tests.filter((test) => test.category === 'clean').length).toBeGreaterThanOrEqual(30);
    // The fixed versions of cases 1 and 2 in the suite pass under the lag.
    expect(result.tests.filter((test) => test.file !== 'test/racy/webhook-routing.racy.ts' && test.file !== 'test/racy/poller.racy.ts' && [CASE_1, CASE_2].includes(test.titles[test.titles.length - 1])).map((test) => test.lagged)).toEqual(['passed', 'passed']);
    expect(whole.code).toBe(1);
  });

  test('every test ran and was joined to the lint by the location Jest recorded', () => {
    const result = whole.json!;
    expect(result.lint.files).toBe(6);
    expect(result.tests.every((test) => test.lagged === 'passed' || test.lagged === 'failed')).toBe(true);
    expect(result.tests.every((test) => test.joinedBy === 'location')).toBe(true);
  });
});
