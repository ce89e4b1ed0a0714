/**
 * The example's facts, measured by running its Jest suites in child processes (examples/dispatcher/README.md).
 *
 * - Without lag the three racy tests pass; under DISPATCH_LAG=0.5 cases 1 and 2 fail in every run and case 3
 *   passes (the run disproves the suspect).
 * - The fixed versions of 1 and 2 pass under the lag, and fail under it when their wait is reverted to the attempt.
 * - The whole example suite passes under the lag (and without it).
 *
 * Runs start together (they mostly sleep through the lag), except the racy run without lag, which goes first,
 * alone, so that it measures the idle machine it claims to.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { EXAMPLE, runJest, type JestRun } from './run-jest';

const CASE_1 = 'the delivery error is isolated and a redelivery retries';
const CASE_2 = 'an abandoned comment is reported on the work item';
const CASE_3 = 'a labelled item spawns one registered session';
const LAG = '0.5';
const LAG_RUNS = 3; // "every run": the lag is deterministic, a few runs show it does not depend on luck

const config = (name: string) => ['-c', join(EXAMPLE, name)];
const racy = config('jest.racy.config.js');
const suite = config('jest.config.js');

/** Where a fixed test waits on the outcome, and the attempt wait it replaced (what "reverted" puts back). */
const REVERSIONS = [
  {
    file: 'test/webhook.test.ts',
    test: CASE_1,
    outcomeWait: "await waitUntil(() => dispatcher.deliveryStatus('e-1') === 'failed', WAIT);",
    attemptWait: 'await waitUntil(() => tmux.delivers.length === 1, WAIT);',
  },
  {
    file: 'test/poller.test.ts',
    test: CASE_2,
    outcomeWait: "await waitUntil(() => dispatcher.deliveryStatus(commentDeliveryId(commentId)) !== 'inflight', WAIT);",
    attemptWait: 'await waitUntil(() => tmux.delivers.length >= 1, WAIT);',
  },
];

/**
 * Copies the two fixed test files to a temporary directory with their outcome wait reverted to the attempt wait
 * (relative imports made absolute, so they run against the example's own sources, seams and shim).
 */
async function writeReverted(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dispatcher-reverted-'));
  for (const reversion of REVERSIONS) {
    const source = join(EXAMPLE, reversion.file);
    const text = await readFile(source, 'utf8');
    const occurrences = text.split(reversion.outcomeWait).length - 1;
    if (occurrences !== 1) throw new Error(`${reversion.file}: expected the outcome wait once, found it ${occurrences} times: ${reversion.outcomeWait}`);
    const reverted = text
      .replace(reversion.outcomeWait, reversion.attemptWait)
      .replace(/from '(\.\.?\/[^']+)'/g, (_match, path: string) => `from '${resolve(dirname(source), path)}'`);
    await writeFile(join(dir, reversion.file.replace(/^test\//, '')), reverted);
  }
  return dir;
}

let racyIdle: JestRun;
let racyLagged: JestRun[];
let suiteLagged: JestRun;
let suiteIdle: JestRun;
let reverted: JestRun;
let revertedDir: string | undefined;

beforeAll(async () => {
  racyIdle = await runJest(racy);
  revertedDir = await writeReverted();
  const names = REVERSIONS.map((r) => r.test).join('|');
  [racyLagged, suiteLagged, suiteIdle, reverted] = await Promise.all([
    Promise.all(Array.from({ length: LAG_RUNS }, () => runJest(racy, { lag: LAG }))),
    runJest([...suite, '-w', '2'], { lag: LAG }),
    runJest(suite),
    runJest([...suite, '--roots', revertedDir, '--testMatch', '**/*.test.ts', '-t', `(${names})$`], { lag: LAG }),
  ]);
}, 150_000);

afterAll(async () => {
  if (revertedDir) await rm(revertedDir, { recursive: true, force: true });
});

test('without lag the three racy tests pass', () => {
  expect(racyIdle.statuses).toEqual({ [CASE_1]: 'passed', [CASE_2]: 'passed', [CASE_3]: 'passed' });
});

test(`under DISPATCH_LAG=${LAG} racy cases 1 and 2 fail in every run, case 3 passes`, () => {
  for (const run of racyLagged) {
    expect(run.statuses).toEqual({ [CASE_1]: 'failed', [CASE_2]: 'failed', [CASE_3]: 'passed' });
  }
});

test('each lag failure is the lost race, explained by the shim', async () => {
  // Case 1 fails on its last wait: the re-POST was deduplicated away, so no second delivery ever came.
  const racyFile = 'webhook-routing.racy.ts';
  const lines = (await readFile(join(EXAMPLE, 'test/racy', racyFile), 'utf8')).split('\n');
  const lastWait = lines.findIndex((line) => line.includes('waitUntil(() => tmux.delivers.length === 2')) + 1;
  expect(lastWait).toBeGreaterThan(0);
  for (const run of racyLagged) {
    const case1 = run.failures[CASE_1].join('\n');
    expect(case1).toContain('WaitTimeoutError');
    expect(case1).toContain(`${racyFile}:${lastWait}:`);
    // Case 2: the second cycle saw the delivery in flight and gave up on nothing.
    const case2 = run.failures[CASE_2].join('\n');
    expect(case2).toMatch(/Expected: 1\s+Received: 0/);
    // The shim's test environment says the lag was on and names the seams delayed, the discard among them.
    for (const failure of [case1, case2]) {
      expect(failure).toContain(`DISPATCH_LAG=${LAG} was on`);
      expect(failure).toMatch(/Deduper\.discard\s+writes\s+1 call/);
    }
  }
});

test(`the fixed versions of cases 1 and 2 pass under DISPATCH_LAG=${LAG}`, () => {
  expect(suiteLagged.statuses[CASE_1]).toBe('passed');
  expect(suiteLagged.statuses[CASE_2]).toBe('passed');
  expect(suiteLagged.statuses[CASE_3]).toBe('passed');
});

test(`the fixed versions fail under DISPATCH_LAG=${LAG} when their wait is reverted to the attempt`, () => {
  expect(reverted.statuses).toEqual({ [CASE_1]: 'failed', [CASE_2]: 'failed' });
});

test(`the whole example suite passes under DISPATCH_LAG=${LAG}, and without it`, () => {
  expect(suiteLagged.numFailedTests).toBe(0);
  expect(suiteLagged.numPassedTests).toBeGreaterThanOrEqual(30);
  expect(suiteIdle.numFailedTests).toBe(0);
  expect(suiteIdle.numPassedTests).toBe(suiteLagged.numPassedTests);
  expect(suiteLagged.exitCode).toBe(0);
});
