/**
 * Runs Jest itself on fixture suites in a child process, the way a user's project would run it, and reads --json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

export const REPO = resolve(__dirname, '../..');
export const FIXTURES = join(__dirname, 'fixtures');
export const SHIM = join(REPO, 'shim');
const JEST_BIN = join(REPO, 'node_modules/jest/bin/jest.js');
const CACHE = join(tmpdir(), 'dispatch-lag-fixture-jest-cache');

export interface FixtureConfigOptions {
  /** Use eslint-plugin-dispatch-lag/environment (default) or plain 'node'. */
  environment?: boolean;
  /** The seam declarations, relative to the fixtures folder; null lists no shim at all. */
  setup?: string | null;
  /** Anything else to put in the Jest config. */
  extra?: Record<string, unknown>;
  /** Load the package as built (dist/shim/*.js) instead of its TypeScript sources. */
  built?: boolean;
}

/** A Jest config for the fixture suites; the package's subpaths map to the shim's sources. */
export function fixtureConfig({ environment = true, setup = 'lag.ts', extra = {}, built = false }: FixtureConfigOptions = {}) {
  const shim = built ? join(REPO, 'dist/shim') : SHIM;
  const ext = built ? 'js' : 'ts';
  return {
    rootDir: FIXTURES,
    testMatch: ['**/*.fixture.ts'],
    transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {}] },
    moduleNameMapper: {
      '^eslint-plugin-dispatch-lag/shim$': join(shim, `index.${ext}`),
      '^eslint-plugin-dispatch-lag/wait$': join(shim, `wait.${ext}`),
      '^eslint-plugin-dispatch-lag/environment$': join(shim, `environment.${ext}`),
    },
    testEnvironment: environment ? join(shim, `environment.${ext}`) : 'node',
    setupFilesAfterEnv: setup === null ? [] : [join(shim, `index.${ext}`), join(FIXTURES, setup)],
    cacheDirectory: CACHE,
    ...extra,
  };
}

export interface AssertionResult {
  title: string;
  fullName: string;
  status: 'passed' | 'failed' | 'pending' | 'todo' | 'skipped' | 'disabled';
  failureMessages: string[];
}

export interface JestJson {
  success: boolean;
  numFailedTests: number;
  numPassedTests: number;
  numTotalTests: number;
  numFailedTestSuites: number;
  testResults: Array<{ name: string; message: string; status: string; assertionResults: AssertionResult[] }>;
}

export interface JestRun {
  code: number | null;
  json: JestJson | undefined;
  stdout: string;
  stderr: string;
  /** Wall milliseconds of the child process. */
  ms: number;
  /** Every assertion result of every file. */
  tests: AssertionResult[];
  /** The named test; throws if there is not exactly one. */
  test(title: string | RegExp): AssertionResult;
  /** Suite-level failure messages ("Test suite failed to run"). */
  suiteMessages: string;
}

export interface RunOptions {
  /** Fixture files, relative to the fixtures folder. */
  files: string[];
  /** DISPATCH_LAG for the child; undefined leaves it unset. */
  lag?: string;
  config?: object;
  env?: Record<string, string>;
  args?: string[];
}

export function runJest({ files, lag, config = fixtureConfig(), env = {}, args = [] }: RunOptions): Promise<JestRun> {
  mkdirSync(CACHE, { recursive: true });
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env };
  delete childEnv.DISPATCH_LAG;
  delete childEnv.JEST_WORKER_ID;
  if (lag !== undefined) childEnv.DISPATCH_LAG = lag;
  const argv = [
    JEST_BIN,
    '--config',
    JSON.stringify(config),
    '--json',
    '--ci',
    '--runTestsByPath',
    ...args,
    ...files.map((f) => join(FIXTURES, f)),
  ];
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, argv, { cwd: REPO, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      let json: JestJson | undefined;
      try {
        json = JSON.parse(stdout) as JestJson;
      } catch {
        json = undefined;
      }
      const tests = json?.testResults.flatMap((r) => r.assertionResults) ?? [];
      resolvePromise({
        code,
        json,
        stdout,
        stderr,
        ms,
        tests,
        suiteMessages: json?.testResults.map((r) => r.message).join('\n') ?? '',
        test(title) {
          const found = tests.filter((t) => (typeof title === 'string' ? t.title === title : title.test(t.title)));
          if (found.length !== 1) {
            throw new Error(`expected one test titled ${String(title)}, found ${found.length}:\n${tests.map((t) => t.title).join('\n')}\n${stderr}`);
          }
          return found[0];
        },
      });
    });
  });
}

