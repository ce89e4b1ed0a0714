/**
 * The shim, end to end: Jest runs the fixture suites in child processes (tests/shim/fixtures), with and without
 * DISPATCH_LAG, and these tests read its --json report. All runs start together in beforeAll (a few at a time) so the
 * file costs about as long as its slowest runs, not their sum.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, fixtureConfig, runJest, type JestRun, type RunOptions } from './run-jest';
import { limited } from '../support/limited';

/** `npm test` builds first; a bare `npx jest` on a clean checkout skips the test of the built package. */
const built = existsSync(join(REPO, 'dist/shim/index.js')) && existsSync(join(REPO, 'dist/shim/environment.js'));

const TEN = { FIXTURE_REPEAT: '10' };
const pidDir = mkdtempSync(join(tmpdir(), 'dispatch-lag-pids-'));

const plan = {
  racyNoLag: { files: ['racy.fixture.ts', 'fixed.fixture.ts', 'off.fixture.ts'], env: TEN },
  racyLag: { files: ['racy.fixture.ts', 'fixed.fixture.ts'], lag: '0.5', env: TEN },
  racyLagNoEnvironment: {
    files: ['racy.fixture.ts', 'fixed.fixture.ts'],
    lag: '0.5',
    config: fixtureConfig({ environment: false }),
  },
  racyNotListed: { files: ['racy.fixture.ts', 'fixed.fixture.ts'], lag: '0.5', config: fixtureConfig({ setup: null, environment: false }) },
  lifecycle: { files: ['lifecycle.fixture.ts'], lag: '0.5' },
  lifecycleNoEnvironment: { files: ['lifecycle.fixture.ts'], lag: '0.5', config: fixtureConfig({ environment: false }) },
  fakeTimersCalled: {
    files: ['racy.fixture.ts', 'fixed.fixture.ts'],
    lag: '0.5',
    env: { FIXTURE_FAKE_TIMERS: 'call', FIXTURE_EXPECT_FAKE_TIMERS: '1' },
  },
  fakeTimersGlobal: {
    files: ['racy.fixture.ts', 'fixed.fixture.ts'],
    lag: '0.5',
    env: { FIXTURE_EXPECT_FAKE_TIMERS: '1' },
    config: fixtureConfig({ extra: { fakeTimers: { enableGlobally: true } } }),
  },
  resetGetters: {
    files: ['reset.fixture.ts'],
    lag: '0.5',
    config: fixtureConfig({ setup: 'lag-getters.ts', extra: { resetModules: true } }),
  },
  resetGettersNoLag: {
    files: ['reset.fixture.ts'],
    config: fixtureConfig({ setup: 'lag-getters.ts', extra: { resetModules: true } }),
  },
  resetPrototypes: {
    files: ['reset.fixture.ts'],
    lag: '0.5',
    config: fixtureConfig({ extra: { resetModules: true } }),
  },
  workers: {
    files: ['concurrent.fixture.ts', 'racy.fixture.ts', 'fixed.fixture.ts'],
    lag: '0.5',
    args: ['-w', '2'],
    env: { FIXTURE_PID_DIR: pidDir },
    // A memory limit makes Jest use workers even where its timing cache says the files are fast.
    config: fixtureConfig({ extra: { workerIdleMemoryLimit: '1GB' } }),
  },
  misuse: { files: ['misuse/misuse.fixture.ts'], lag: '0.5', config: fixtureConfig({ setup: 'misuse/lag.ts' }) },
  typoLagOff: { files: ['misuse/typo.fixture.ts'], config: fixtureConfig({ setup: 'misuse/typo-lag.ts' }) },
  badValueEnvironment: { files: ['fixed.fixture.ts'], lag: 'abc' },
  badValueShimOnly: { files: ['fixed.fixture.ts'], lag: '-1', config: fixtureConfig({ environment: false }) },
  builtPackage: {
    files: ['racy.fixture.ts', 'fixed.fixture.ts'],
    lag: built ? '0.5' : undefined,
    config: built ? fixtureConfig({ built: true }) : fixtureConfig(),
  },
} satisfies Record<string, RunOptions>;

type Name = keyof typeof plan;
const runs = {} as Record<Name, JestRun>;

beforeAll(async () => {
  const names = Object.keys(plan) as Name[];
  const results = await limited(
    4,
    names.map((name) => () => runJest(plan[name])),
  );
  names.forEach((name, i) => (runs[name] = results[i]));
}, 120_000);

afterAll(() => rmSync(pidDir, { recursive: true, force: true }));

/** Every message of a test, joined, for matching. */
const failure = (run: JestRun, title: string | RegExp) => run.test(title).failureMessages.join('\n');
const racyTitles = (run: JestRun) => run.tests.filter((t) => t.title.includes('racy (run'));

describe('a racy test', () => {
  test('passes without the lag, 10 of 10 runs', () => {
    const racy = racyTitles(runs.racyNoLag);
    expect(racy).toHaveLength(10);
    expect(racy.map((t) => t.status)).toEqual(Array(10).fill('passed'));
  });

  test('fails under DISPATCH_LAG=0.5, 10 of 10 runs', () => {
    const racy = racyTitles(runs.racyLag);
    expect(racy).toHaveLength(10);
    expect(racy.map((t) => t.status)).toEqual(Array(10).fill('failed'));
    for (const t of racy) expect(t.failureMessages.join('\n')).toContain('Received: "duplicate"');
  });

  test('its fixed version passes with and without the lag', () => {
    expect(runs.racyNoLag.test('redelivery after a failed delivery, fixed').status).toBe('passed');
    expect(runs.racyLag.test('redelivery after a failed delivery, fixed').status).toBe('passed');
  });

  test('the shim works without the environment (no explanation then)', () => {
    expect(runs.racyLagNoEnvironment.test(/racy \(run 1\)/).status).toBe('failed');
    expect(runs.racyLagNoEnvironment.test(/fixed/).status).toBe('passed');
    expect(failure(runs.racyLagNoEnvironment, /racy/)).not.toContain('was on');
  });

  test('with DISPATCH_LAG unset, a suite that lists the shim is not patched at all', () => {
    expect(runs.racyNoLag.test(/nothing is patched/).status).toBe('passed');
  });

  test('DISPATCH_LAG does nothing to a suite that does not list the shim', () => {
    expect(runs.racyNotListed.tests.map((t) => t.status)).toEqual(['passed', 'passed']);
  });
});

(built ? test : test.skip)('the built package (dist/shim/*.js) behaves the same', () => {
  expect(runs.builtPackage.test(/racy \(run 1\)/).status).toBe('failed');
  expect(failure(runs.builtPackage, /racy \(run 1\)/)).toMatch(/FakeTmux\.deliver +settle +1 call/);
  expect(runs.builtPackage.test(/fixed/).status).toBe('passed');
});

describe('the failure explanation', () => {
  test('says the lag was on, which seams were delayed during the test and how often', () => {
    const text = failure(runs.racyLag, /racy \(run 1\)/);
    expect(text).toContain('DISPATCH_LAG=0.5 was on');
    expect(text).toMatch(/FakeTmux\.spawn +settle +1 call\n/);
    expect(text).toMatch(/FakeTmux\.deliver +settle +1 call, 1 still waiting when the test function ended/);
    expect(text).toMatch(/SessionRegistry\.register +writes +1 call/);
    expect(text).toContain('Declared but not called: SessionRegistry.touch, SessionRegistry.close, Deduper.discard.');
    expect(text).toContain('waits on a signal that comes before the state it depends on');
  });

  test('says so when no seam was delayed', () => {
    expect(failure(runs.lifecycle, /fails without calling any seam/)).toContain(
      'No declared seam was delayed during this test, so the lag did not cause this failure.',
    );
  });

  test('is not added to passing tests', () => {
    expect(runs.racyLag.test(/fixed/).failureMessages).toEqual([]);
  });
});

describe.each([
  ['with the environment', 'lifecycle'],
  ['without the environment', 'lifecycleNoEnvironment'],
] as const)('around each test, %s', (_, name) => {
  test('patches are in place during a test', () => {
    expect(runs[name].test(/patches are in place/).status).toBe('passed');
  });

  test('patches are undone after a failing test and its pending write lands before the next test', () => {
    expect(runs[name].test(/^2 /).status).toBe('failed');
    expect(runs[name].test(/^3 /).status).toBe('passed');
  });

  test('the same after a timed-out test', () => {
    expect(failure(runs[name], /^4 /)).toContain('Exceeded timeout of 250 ms');
    expect(runs[name].test(/^5 /).status).toBe('passed');
  });
});

describe('fake timers', () => {
  test.each([
    ['jest.useFakeTimers() in the test file', 'fakeTimersCalled'],
    ['fakeTimers.enableGlobally in the config', 'fakeTimersGlobal'],
  ] as const)('the lag runs on real time with %s', (_, name) => {
    const run = runs[name];
    expect(run.tests.filter((t) => t.title === 'fake timers are on').map((t) => t.status)).toEqual(['passed', 'passed']);
    expect(run.test(/racy \(run 1\)/).status).toBe('failed');
    expect(run.test(/fixed/).status).toBe('passed');
  });
});

describe('resetModules', () => {
  test('getter declarations patch the class required inside the test and the one imported at the top', () => {
    const run = runs.resetGetters;
    expect(run.test('modules are reset before each test').status).toBe('passed');
    expect(run.test('racy, app required inside the test').status).toBe('failed');
    expect(run.test('racy, app imported at the top of the file').status).toBe('failed');
    expect(run.test('fixed, app required inside the test').status).toBe('passed');
    expect(run.test('fixed, app imported at the top of the file').status).toBe('passed');
  });

  test('without the lag every test passes', () => {
    expect(runs.resetGettersNoLag.tests.map((t) => t.status)).toEqual(Array(5).fill('passed'));
  });

  test('prototype declarations reach only the classes loaded with the setup file (the documented limit)', () => {
    const run = runs.resetPrototypes;
    expect(run.test('racy, app imported at the top of the file').status).toBe('failed');
    expect(run.test('racy, app required inside the test').status).toBe('passed');
  });
});

describe('concurrency', () => {
  test('several workers ran', () => {
    const pids = new Set(readdirSync(pidDir).map((f) => f.split('.').pop()));
    expect(pids.size).toBeGreaterThanOrEqual(2);
  });

  test('test.concurrent tests are lagged, each counted on its own', () => {
    const run = runs.workers;
    for (const n of [1, 2, 3]) {
      const text = failure(run, `closes ${n} session(s), then fails`);
      const calls = n === 1 ? '1 call' : `${n} calls`;
      expect(text).toMatch(new RegExp(`SessionRegistry\\.close +writes +${calls}, ${n} still waiting`));
      expect(text).not.toMatch(/SessionRegistry\.(register|touch) +writes/);
    }
    expect(run.test('redelivery, racy (concurrent)').status).toBe('failed');
    expect(run.test('redelivery, fixed (concurrent)').status).toBe('passed');
  });

  test('the other files in the same run behave as alone', () => {
    expect(runs.workers.test(/racy \(run 1\)/).status).toBe('failed');
    expect(runs.workers.test('redelivery after a failed delivery, fixed').status).toBe('passed');
  });
});

describe('misuse', () => {
  test('writes refuses a sync method whose value was used, naming class and method', () => {
    expect(failure(runs.misuse, /refuses a sync method/)).toContain(
      'lag.writes(): Counter.next returned number 1 when it ran deferred, so its caller received undefined. ' +
        'A sync method whose return value is used cannot be deferred',
    );
  });

  test('writes refuses a method returning a promise without being async', () => {
    expect(failure(runs.misuse, /without being async/)).toContain('Counter.save returned a promise but is not declared async');
  });

  test('settle refuses a method that returns no promise', () => {
    expect(failure(runs.misuse, /settle refuses/)).toContain('lag.settle(): Counter.peek returned number 0, not a promise');
  });

  test('a refused seam keeps failing the tests that call it, and only those', () => {
    expect(failure(runs.misuse, /runs undelayed afterwards/)).toContain('Counter.next returned number 1');
    expect(runs.misuse.test(/does not call a refused seam/).status).toBe('passed');
  });

  test('a method name that does not exist stops the suite even with the lag off', () => {
    expect(runs.typoLagOff.suiteMessages).toContain(
      'lag.writes(): SessionRegistry.regster does not exist (SessionRegistry has: close, find, register, touch).',
    );
    expect(runs.typoLagOff.suiteMessages).toContain('typo-lag.ts:5');
  });

  test.each([
    ['the environment', 'badValueEnvironment', 'abc'],
    ['the shim', 'badValueShimOnly', '-1'],
  ] as const)('a bad DISPATCH_LAG stops the run in %s', (_, name, value) => {
    expect(runs[name].code).not.toBe(0);
    expect(runs[name].suiteMessages).toContain(
      `DISPATCH_LAG="${value}" is not valid: expected a number of seconds >= 0 in plain decimal notation, like 0.5 or 2`,
    );
  });
});
