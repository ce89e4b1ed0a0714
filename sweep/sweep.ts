import * as fs from 'node:fs';
import * as path from 'node:path';
import { type SweepOptions, UsageError } from './args';
import { failureLines, join } from './join';
import { lintTestFiles, type LintResult } from './lint';
import { SWEEP_FORMAT, type SweepResult } from './model';
import { projectPrefixes, relativePath, relativizeText, shellQuote } from './paths';
import { progressMode } from './progress';
import { checkSetup, type JestRunResult, type JestSetup, resolveJest, runJest } from './run-jest';

/** The project's name for the report: its package name, else its path inside the enclosing package or repository. */
export function projectName(rootDir: string): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { name?: string };
    if (pkg.name) return pkg.name;
  } catch {
    // no package.json of its own
  }
  for (let dir = path.dirname(rootDir); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) || fs.existsSync(path.join(dir, '.git'))) return relativePath(dir, rootDir);
  }
  return path.basename(rootDir);
}

/**
 * The sweep's command line as run, written as it reads from the project directory (where every other command of the
 * report runs): the same options, with paths relative to the project.
 */
export function commandFromProject(options: SweepOptions, prefixes: Array<{ dir: string; relative: string }>): string {
  const rel = (file: string) => relativizeText(file, prefixes);
  const args = ['dispatch-lag', 'sweep'];
  if (options.lagText !== '0.5') args.push('--lag', options.lagText);
  if (options.repeat !== 1) args.push('--repeat', String(options.repeat));
  if (options.shard) args.push('--shard', options.shard);
  if (options.config) args.push('--config', rel(options.config));
  if (options.eslintConfig) args.push('--eslint-config', rel(options.eslintConfig));
  if (options.report) args.push('--report', rel(options.report));
  if (options.json) args.push('--json', rel(options.json));
  if (!options.progress) args.push('--no-progress');
  if (options.jestArgs.length > 0) args.push('--', ...options.jestArgs);
  return args.map(shellQuote).join(' ');
}

/** Runs the whole sweep: setup checks, the baseline run, the lagged run beside lint, reruns, the join. */
export async function sweep(options: SweepOptions): Promise<SweepResult> {
  const started = Date.now();
  const rootDir = options.rootDir;
  if (!fs.existsSync(rootDir) || !fs.statSync(rootDir).isDirectory()) throw new UsageError(`--rootDir ${rootDir} is not a directory.`);
  if (options.config && !fs.existsSync(options.config)) throw new UsageError(`--config ${options.config}: no such file.`);
  if (options.eslintConfig && !fs.existsSync(options.eslintConfig)) throw new UsageError(`--eslint-config ${options.eslintConfig}: no such file.`);
  const prefixes = projectPrefixes(rootDir);
  const setup: JestSetup = {
    rootDir,
    bin: resolveJest(rootDir),
    configArgs: options.config ? ['--config', relativePath(rootDir, options.config)] : [],
    jestArgs: options.jestArgs,
  };
  await checkSetup(setup);

  const mode = progressMode(process.stderr, options.progress);
  const shardLabel = options.shard ? ` (shard ${options.shard})` : '';
  const baseline = await runJest(setup, { name: 'baseline', lag: null, shard: options.shard, progress: mode, expectedTests: null, label: `without lag${shardLabel}` });
  const testFiles = [...baseline.files.keys()].map((file) => path.resolve(rootDir, file));
  const expected = baseline.info.tests;
  // The lagged run mostly waits on the lag: lint runs beside it rather than before the runs.
  const [laggedOutcome, lintOutcome] = await Promise.allSettled([
    runJest(setup, { name: 'lagged', lag: options.lagText, shard: options.shard, progress: mode, expectedTests: expected, label: `DISPATCH_LAG=${options.lagText}${shardLabel}` }),
    lintTestFiles(rootDir, testFiles, options.eslintConfig),
  ]);
  if (laggedOutcome.status === 'rejected') throw laggedOutcome.reason;
  if (lintOutcome.status === 'rejected') throw lintOutcome.reason;
  const lagged = laggedOutcome.value;
  const lint: LintResult = lintOutcome.value;

  // --repeat: rerun the files whose tests failed without lag, to tell flaky from broken.
  const baselines: JestRunResult[] = [baseline];
  const failing = [...baseline.files].filter(([, run]) => run.error || run.tests.some((test) => test.outcome === 'failed')).map(([file]) => path.resolve(rootDir, file));
  for (let i = 1; i < options.repeat && failing.length > 0; i++) {
    baselines.push(await runJest(setup, { name: 'baseline-repeat', lag: null, shard: null, files: failing, progress: mode, expectedTests: null, label: `without lag, rerun ${i} of ${options.repeat - 1}` }));
  }

  const joined = join(lint.files, baselines, lagged, prefixes);
  const runs = [baseline, lagged, ...baselines.slice(1)].map((run) => ({
    ...run.info,
    command: relativizeText(run.info.command, prefixes),
    fileErrors: run.info.fileErrors.map((error) => ({ file: error.file, message: failureLines([error.message.join('\n')], prefixes, 20) })),
  }));
  // Sorted as the runs' own order would not be stable across workers: by file, then line.
  joined.tests.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.fullName.localeCompare(b.fullName));
  return {
    format: SWEEP_FORMAT,
    project: projectName(rootDir),
    commands: [commandFromProject(options, prefixes)],
    jest: ['npx jest', ...setup.configArgs.map(shellQuote)].join(' '),
    lag: options.lag,
    repeat: options.repeat,
    shard: options.shard,
    lint: { eslint: lint.eslint, config: lint.config, files: lint.files.size, notes: lint.notes },
    runs,
    findings: joined.findings,
    tests: joined.tests,
    notRun: joined.notRun,
    seconds: (Date.now() - started) / 1000,
  };
}
