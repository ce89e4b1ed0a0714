import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const EXAMPLE = join(ROOT, 'examples/dispatcher');
const JEST_BIN = require.resolve('jest/bin/jest', { paths: [ROOT] });

export type Status = 'passed' | 'failed' | 'pending' | 'skipped' | 'todo' | 'disabled' | 'focused';

export interface JestRun {
  exitCode: number | null;
  /** Test title (without describe blocks) -> status, for the tests that ran (skipped ones are left out). */
  statuses: Record<string, Status>;
  /** Test title -> failure messages (empty when it passed). */
  failures: Record<string, string[]>;
  numFailedTests: number;
  numPassedTests: number;
  stderr: string;
  seconds: number;
}

interface JsonReport {
  numFailedTests: number;
  numPassedTests: number;
  testResults: Array<{ message: string; assertionResults: Array<{ title: string; status: Status; failureMessages: string[] }> }>;
}

/**
 * Runs Jest in a child process from the repository root, the way a developer would, and returns its JSON report.
 * The child gets a clean environment: no Jest worker id from this run, DISPATCH_LAG only when asked for.
 */
export async function runJest(args: string[], options: { lag?: string } = {}): Promise<JestRun> {
  const dir = await mkdtemp(join(tmpdir(), 'dispatch-lag-run-'));
  const outputFile = join(dir, 'report.json');
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', FORCE_COLOR: '0' };
  delete env.JEST_WORKER_ID;
  delete env.DISPATCH_LAG;
  if (options.lag !== undefined) env.DISPATCH_LAG = options.lag;
  const started = Date.now();
  try {
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolvePromise, reject) => {
      const child = spawn(process.execPath, [JEST_BIN, '--ci', '--json', `--outputFile=${outputFile}`, ...args], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderrText = '';
      child.stderr.on('data', (chunk: Buffer) => (stderrText += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (exitCode) => resolvePromise({ code: exitCode, stderr: stderrText }));
    });
    let report: JsonReport;
    try {
      report = JSON.parse(await readFile(outputFile, 'utf8')) as JsonReport;
    } catch {
      throw new Error(`jest ${args.join(' ')} wrote no report (exit ${code}):\n${stderr}`);
    }
    const statuses: Record<string, Status> = {};
    const failures: Record<string, string[]> = {};
    for (const file of report.testResults) {
      if (file.assertionResults.length === 0 && file.message) throw new Error(`a test file did not run:\n${file.message}`);
      for (const result of file.assertionResults) {
        if (result.status !== 'passed' && result.status !== 'failed') continue;
        if (result.title in statuses) throw new Error(`two tests are titled ${JSON.stringify(result.title)}: titles must be unique`);
        statuses[result.title] = result.status;
        failures[result.title] = result.failureMessages;
      }
    }
    return { exitCode: code, statuses, failures, numFailedTests: report.numFailedTests, numPassedTests: report.numPassedTests, stderr, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
