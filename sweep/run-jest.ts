import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { UsageError } from './args';
import type { Outcome, RunInfo } from './model';
import { relativePath, shellQuote } from './paths';
import { ProgressDisplay } from './progress';

const REPORTER = path.join(__dirname, 'progress-reporter.js');

export interface JestSetup {
  rootDir: string;
  /** Absolute path of the project's `jest/bin/jest.js`. */
  bin: string;
  /** `--config <file>` relative to the project, or nothing (Jest finds its config in the project directory). */
  configArgs: string[];
  jestArgs: string[];
}

export interface TestRun {
  titles: string[];
  fullName: string;
  line: number | null;
  column: number | null;
  outcome: Outcome;
  ms: number | null;
  failureMessages: string[];
}

export interface FileRun {
  tests: TestRun[];
  /** Why the file failed as a whole (it did not run, or a file-level hook threw), or null. */
  error: string | null;
}

export interface JestRunResult {
  info: RunInfo;
  files: Map<string, FileRun>;
}

/** Finds the project's own Jest: `jest/bin/jest.js` resolved from the project directory. */
export function resolveJest(rootDir: string): string {
  for (const request of ['jest/bin/jest', 'jest/package.json']) {
    try {
      const resolved = require.resolve(request, { paths: [rootDir] });
      return request === 'jest/bin/jest' ? resolved : path.join(path.dirname(resolved), 'bin', 'jest.js');
    } catch {
      // the exports map of another Jest version: try the next form
    }
  }
  {
    throw new UsageError(`No Jest found from ${rootDir}: the sweep runs the project's own Jest (jest/bin/jest.js). Install jest in the project, or pass --rootDir <project directory>.`);
  }
}

function cleanEnv(lag: string | null, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', ...extra };
  // A sweep started from inside a Jest worker must not look like one to the Jest it starts.
  delete env.JEST_WORKER_ID;
  delete env.DISPATCH_LAG;
  if (lag !== null) env.DISPATCH_LAG = lag;
  return env;
}

function collect(child: ReturnType<typeof spawn>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const cap = 2_000_000;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (stdout.length < cap) stdout += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-cap);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function tail(text: string, lines = 25): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** True when a resolved setup file is this package's shim (installed, linked, or its sources). */
export function isShimPath(file: string): boolean {
  const parts = file.split(/[\\/]/);
  const shimAt = parts.lastIndexOf('shim');
  if (shimAt < 0 || !/^index\.[cm]?[jt]s$/.test(parts[parts.length - 1])) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'eslint-plugin-dispatch-lag') return true;
      } catch {
        // unreadable package.json: keep looking up
      }
    }
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * Reads the resolved config (`jest --showConfig`) and checks that every project lists the dispatch-lag shim in
 * `setupFilesAfterEnv`: without it DISPATCH_LAG delays nothing, and every suspect would read as disproved.
 */
export async function checkSetup(setup: JestSetup): Promise<{ projects: number }> {
  const args = [setup.bin, ...setup.configArgs, '--showConfig'];
  const { code, stdout, stderr } = await collect(spawn(process.execPath, args, { cwd: setup.rootDir, env: cleanEnv(null), stdio: ['ignore', 'pipe', 'pipe'] }));
  let shown: { configs?: Array<{ displayName?: { name?: string } | string; rootDir: string; setupFilesAfterEnv?: string[] }> };
  try {
    shown = JSON.parse(stdout) as typeof shown;
  } catch {
    throw new UsageError(`Jest could not read its config (jest --showConfig, exit ${code}):\n${tail(stderr || stdout)}`);
  }
  const configs = shown.configs ?? [];
  const missing = configs.filter((config) => !(config.setupFilesAfterEnv ?? []).some(isShimPath));
  if (configs.length === 0 || missing.length > 0) {
    const config = setup.configArgs.length > 0 ? setup.configArgs[1] : 'the Jest config found in the project directory';
    const where = missing.map((project) => {
      const name = typeof project.displayName === 'string' ? project.displayName : project.displayName?.name;
      return `${name ? `project "${name}", ` : ''}rootDir ${relativePath(setup.rootDir, project.rootDir)}`;
    });
    throw new UsageError(
      `No dispatch-lag shim in setupFilesAfterEnv (${config}${where.length > 0 ? `; ${where.join('; ')}` : ''}): without it DISPATCH_LAG delays nothing and the lagged run proves nothing.\n` +
        `Add it before the file that declares your seams, e.g. setupFilesAfterEnv: ['eslint-plugin-dispatch-lag/shim', '<rootDir>/test/lag.ts'] (see docs/testing.md).`,
    );
  }
  return { projects: configs.length };
}

interface JsonAssertion {
  ancestorTitles: string[];
  title: string;
  fullName: string;
  status: string;
  duration?: number | null;
  location?: { line: number; column: number } | null;
  failureMessages: string[];
}
interface JsonReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; message: string; status: string; assertionResults: JsonAssertion[] }>;
}

function outcomeOf(status: string): Outcome {
  if (status === 'passed') return 'passed';
  if (status === 'failed') return 'failed';
  return 'skipped';
}

export interface RunRequest {
  name: RunInfo['name'];
  /** DISPATCH_LAG for this run, or null for none. */
  lag: string | null;
  shard: string | null;
  /** Only these files (absolute), through --runTestsByPath. */
  files?: string[];
  progress: 'tty' | 'plain' | 'off';
  expectedTests: number | null;
  label: string;
}

/**
 * Runs the project's Jest once with its JSON results (`--json --outputFile`, `--testLocationInResults`) and the
 * progress reporter, and reads the results per file and test.
 */
export async function runJest(setup: JestSetup, request: RunRequest): Promise<JestRunResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dispatch-lag-sweep-'));
  const outputFile = path.join(dir, `${request.name}.json`);
  const progressFile = path.join(dir, `${request.name}.progress`);
  const selection = request.files ? ['--runTestsByPath', ...request.files.map((file) => relativePath(setup.rootDir, file))] : [];
  const shard = request.shard && !request.files ? [`--shard=${request.shard}`] : [];
  const jestArgs = ['--ci', '--json', `--outputFile=${outputFile}`, '--testLocationInResults', `--reporters=${REPORTER}`, ...setup.configArgs, ...shard, ...setup.jestArgs, ...selection];
  const shown = [
    ...(request.lag !== null ? [`DISPATCH_LAG=${request.lag}`] : []),
    'node',
    relativePath(setup.rootDir, setup.bin),
    ...jestArgs.map((arg) => arg.replace(dir, '$TMP')),
  ];
  const display = new ProgressDisplay(request.label, progressFile, process.stderr, request.progress, request.expectedTests);
  const started = Date.now();
  display.start();
  let code: number | null;
  let output: string;
  try {
    const child = spawn(process.execPath, [setup.bin, ...jestArgs], {
      cwd: setup.rootDir,
      env: cleanEnv(request.lag, { DISPATCH_LAG_SWEEP_PROGRESS: progressFile }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const done = await collect(child);
    code = done.code;
    output = done.stderr || done.stdout;
  } finally {
    display.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  let report: JsonReport;
  try {
    report = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as JsonReport;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new UsageError(`Jest wrote no results for the ${request.label} run (exit ${code}):\n${tail(output)}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  if (report.testResults.length === 0 && !request.files) {
    throw new UsageError(`Jest found no test files to run (exit ${code}); check --config and --rootDir.\n${tail(output)}`);
  }

  const files = new Map<string, FileRun>();
  const fileErrors: RunInfo['fileErrors'] = [];
  let tests = 0;
  let failed = 0;
  for (const result of report.testResults) {
    const file = relativePath(setup.rootDir, result.name);
    const runs: TestRun[] = result.assertionResults.map((assertion) => ({
      titles: [...assertion.ancestorTitles, assertion.title],
      fullName: assertion.fullName,
      line: assertion.location?.line ?? null,
      column: assertion.location?.column ?? null,
      outcome: outcomeOf(assertion.status),
      ms: assertion.duration ?? null,
      failureMessages: assertion.failureMessages,
    }));
    for (const run of runs) {
      if (run.outcome !== 'skipped') tests++;
      if (run.outcome === 'failed') failed++;
    }
    // A file that failed while none of its tests did: it did not run, or a file-level hook threw.
    const error = result.status === 'failed' && result.message && !runs.some((run) => run.outcome === 'failed') ? result.message : null;
    if (error) fileErrors.push({ file, message: error.split('\n') });
    files.set(file, { tests: runs, error });
  }
  return {
    info: { name: request.name, shard: request.files ? null : request.shard, command: shown.map(shellQuote).join(' '), exitCode: code, seconds, tests, failed, fileErrors },
    files,
  };
}
