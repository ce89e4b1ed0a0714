/**
 * Runs an ESLint CLI (10, or the aliased 9 / 8) in a child process on a temporary user project, the way a user's
 * project would run it, and reads --format json. The project's node_modules links eslint-plugin-dispatch-lag to this
 * repository, so what loads is the BUILT plugin (package.json "exports" -> dist/lib/index.js).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const REPO = resolve(__dirname, '../..');
export const FIXTURES = join(__dirname, 'fixtures');
export const BUILT_ENTRY = join(REPO, 'dist/lib/index.js');

/** Fails with a message that says what to do, instead of a resolution error deep inside ESLint. */
export function assertBuilt(): void {
  if (!existsSync(BUILT_ENTRY)) {
    throw new Error(
      `tests/compat checks the BUILT plugin, but ${BUILT_ENTRY} is missing. ` +
        'Run `npm run build` first (`npm test` builds before running jest).',
    );
  }
}

export type EslintPackage = 'eslint' | 'eslint-v9' | 'eslint-v8';
export type ConfigStyle = 'flat' | 'legacy';

/** The files of every temporary project: name -> source in fixtures/sources. */
export const SOURCES: Record<string, string> = {
  'src/queue.test.js': 'sleep-after-add.js.txt',
  'src/queue.js': 'sleep-after-add.js.txt',
  'src/queue.test.ts': 'sleep-after-add.ts.txt',
  'src/queue.ts': 'sleep-after-add.ts.txt',
  'src/support/tick.js': 'helper-tick.js.txt',
  'src/helpers.test.js': 'tick-after-add.js.txt',
  'src/helpers.test.ts': 'tick-after-add.js.txt',
};

/** A temporary user project with the given config style; removed by the returned cleanup. */
export function makeProject(style: ConfigStyle): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `dispatch-lag-compat-${style}-`));
  cpSync(join(FIXTURES, style), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules/@typescript-eslint'), { recursive: true });
  symlinkSync(REPO, join(dir, 'node_modules/eslint-plugin-dispatch-lag'), 'dir');
  symlinkSync(join(REPO, 'node_modules/@typescript-eslint/parser'), join(dir, 'node_modules/@typescript-eslint/parser'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'compat-project', private: true }));
  for (const [name, source] of Object.entries(SOURCES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), readFileSync(join(FIXTURES, 'sources', source)));
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
  severity: number;
  fatal?: boolean;
  line?: number;
}

export interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

export interface EslintRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Parsed --format json output, or null when ESLint printed none (a configuration error). */
  results: LintResult[] | null;
  /** Messages per project-relative file name. */
  byFile: Record<string, LintMessage[]>;
}

/** Runs `<eslint package>/bin/eslint.js --format json <files>` in the project. */
export function runEslint(
  pkg: EslintPackage,
  style: ConfigStyle,
  dir: string,
  { settings, files = Object.keys(SOURCES) }: { settings?: unknown; files?: string[] } = {},
): Promise<EslintRun> {
  const bin = join(REPO, 'node_modules', pkg, 'bin/eslint.js');
  const env: NodeJS.ProcessEnv = { ...process.env, ESLINT_USE_FLAT_CONFIG: style === 'flat' ? 'true' : 'false' };
  delete env.DISPATCH_LAG_COMPAT_SETTINGS;
  delete env.NODE_OPTIONS;
  if (settings !== undefined) env.DISPATCH_LAG_COMPAT_SETTINGS = JSON.stringify(settings);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, '--format', 'json', ...files], { cwd: dir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      let results: LintResult[] | null;
      try {
        results = JSON.parse(stdout) as LintResult[];
      } catch {
        results = null; // not JSON: a configuration error, which the caller reads from stderr
      }
      const byFile: Record<string, LintMessage[]> = {};
      for (const result of results ?? []) {
        const name = result.filePath.slice(result.filePath.lastIndexOf('/src/') + 1);
        byFile[name] = result.messages;
      }
      done({ code, stdout, stderr, results, byFile });
    });
  });
}

