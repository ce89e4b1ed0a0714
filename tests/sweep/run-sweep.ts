import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Category, SweepResult, TestRecord } from '../../sweep/model';

export const ROOT = resolve(__dirname, '../..');
export const CLI = join(ROOT, 'dist/sweep/cli.js');
export const FIXTURES = join(__dirname, 'fixtures');
export const EXAMPLE = join(ROOT, 'examples/dispatcher');

/** The sweep tests run the built command, as a user does: it must be built first. */
export function requireBuilt(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` before the sweep tests.`);
}

export interface SweepRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The --json output, when the run was asked for one and wrote it. */
  json: SweepResult | null;
  /** The --report output, when asked for and written. */
  report: string | null;
  seconds: number;
}

/**
 * Runs `node dist/sweep/cli.js <args>` from the repository root with CI set (plain progress lines), in a clean
 * environment. `json` and `report` name files in a temporary directory that is removed afterwards.
 */
export async function runSweep(args: string[], options: { json?: boolean; report?: boolean; env?: Record<string, string>; cwd?: string } = {}): Promise<SweepRun> {
  requireBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'sweep-test-'));
  const jsonFile = join(dir, 'out.json');
  const reportFile = join(dir, 'evidence.md');
  const extra = [...(options.json ? ['--json', jsonFile] : []), ...(options.report ? ['--report', reportFile] : [])];
  const [command, ...rest] = args;
  const dashdash = rest.indexOf('--');
  const full = dashdash < 0 ? [command, ...rest, ...extra] : [command, ...rest.slice(0, dashdash), ...extra, ...rest.slice(dashdash)];
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', FORCE_COLOR: '0', ...options.env };
  delete env.JEST_WORKER_ID;
  delete env.DISPATCH_LAG;
  const started = Date.now();
  try {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
      const child = spawn(process.execPath, [CLI, ...full], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      child.on('error', fail);
      child.on('close', (exitCode) => done({ code: exitCode, stdout: out, stderr: err }));
    });
    return {
      code,
      stdout,
      stderr,
      json: existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as SweepResult) : null,
      report: existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : null,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Test title path (joined with ' › ') -> category, for the tests that ran. */
export function categories(result: SweepResult): Record<string, Category> {
  const out: Record<string, Category> = {};
  const ran = (outcome: string) => outcome === 'passed' || outcome === 'failed';
  for (const test of result.tests) if (ran(test.lagged) || test.baseline.some(ran)) out[test.titles.join(' › ')] = test.category;
  return out;
}

export function testNamed(result: SweepResult, title: string): TestRecord {
  const found = result.tests.filter((test) => test.titles[test.titles.length - 1] === title);
  if (found.length !== 1) throw new Error(`expected one test titled ${JSON.stringify(title)}, found ${found.length}`);
  return found[0];
}

/** The 1-based line of the only line of a file that contains `text`. */
export function lineOf(file: string, text: string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const found = lines.flatMap((line, i) => (line.includes(text) ? [i + 1] : []));
  if (found.length !== 1) throw new Error(`${file}: expected ${JSON.stringify(text)} on one line, found it on ${found.length}`);
  return found[0];
}
