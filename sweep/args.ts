import * as path from 'node:path';
import { parseSeconds } from '../shim/core';

/** A usage or setup error: the command stops with exit code 2 and this message, without a stack. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage:
  dispatch-lag sweep [options] [-- <jest args>]
  dispatch-lag merge <report.json>... [--report evidence.md] [--json merged.json]

sweep: lint the project's test files with the dispatch-lag rules, run the suite once without lag and once with
DISPATCH_LAG, and join the two per test (confirmed, disproved, missed by lint, broken anyway).

Options:
  --lag <seconds>     DISPATCH_LAG for the lagged run (default 0.5; a decimal number > 0)
  --repeat <n>        run the baseline (no lag) up to n times: files with a failing test are rerun, to tell
                      flaky (failed at least once, passed at least once) from broken (failed every time); default 1
  --report <file>     write the evidence as Markdown
  --json <file>       write the result as JSON (the input of \`dispatch-lag merge\`)
  --shard <i>/<n>     run shard i of n (Jest's --shard); merge the shards' JSON with \`dispatch-lag merge\`
  --config <file>     the Jest config (default: the one Jest finds in the project directory)
  --eslint-config <f> the ESLint config to lint with (default: the project directory's own eslint.config.* or
                      .eslintrc.*, else the plugin's recommended config)
  --rootDir <dir>     the project directory (default: the current directory); paths in the report are
                      relative to it
  --no-progress       no progress display
  -h, --help          this text

Exit code: 0 when nothing fails only under lag, 1 when something does, 2 on a usage or setup error.`;

export interface SweepOptions {
  command: 'sweep';
  lag: number;
  lagText: string;
  repeat: number;
  report: string | null;
  json: string | null;
  shard: string | null;
  config: string | null;
  eslintConfig: string | null;
  rootDir: string;
  progress: boolean;
  jestArgs: string[];
}

export interface MergeOptions {
  command: 'merge';
  inputs: string[];
  report: string | null;
  json: string | null;
}

export type Options = SweepOptions | MergeOptions | { command: 'help' };


/** Reads `--name value` and `--name=value`. */
function takeValue(args: string[], i: number, name: string): { value: string; next: number } {
  const arg = args[i];
  const eq = arg.indexOf('=');
  if (eq >= 0) return { value: arg.slice(eq + 1), next: i + 1 };
  const value = args[i + 1];
  if (value === undefined || (value.startsWith('--') && value.length > 2)) throw new UsageError(`${name} needs a value.\n\n${USAGE}`);
  return { value, next: i + 2 };
}

export function parseLag(text: string): number {
  // The same notation DISPATCH_LAG accepts; the sweep also needs it above 0.
  const seconds = parseSeconds(text);
  if (seconds === null || seconds <= 0) {
    throw new UsageError(`--lag ${JSON.stringify(text)} is not valid: expected a number of seconds > 0 in plain decimal notation, like 0.5 or 2.`);
  }
  return seconds;
}

export function parseArgs(argv: string[], cwd: string): Options {
  const [command, ...rest] = argv;
  if (command === undefined || command === '-h' || command === '--help' || command === 'help') return { command: 'help' };
  if (command !== 'sweep' && command !== 'merge') throw new UsageError(`Unknown command ${JSON.stringify(command)}.\n\n${USAGE}`);

  const sweep: SweepOptions = {
    command: 'sweep', lag: 0.5, lagText: '0.5', repeat: 1, report: null, json: null, shard: null, config: null, eslintConfig: null, rootDir: cwd,
    progress: true, jestArgs: [],
  };
  const inputs: string[] = [];
  for (let i = 0; i < rest.length; ) {
    const arg = rest[i];
    const name = arg.split('=')[0];
    if (arg === '--') {
      if (command === 'merge') throw new UsageError('merge takes no Jest arguments.');
      sweep.jestArgs = rest.slice(i + 1);
      break;
    }
    if (arg === '-h' || arg === '--help') return { command: 'help' };
    if (arg === '--no-progress') {
      sweep.progress = false;
      i++;
      continue;
    }
    const known = command === 'sweep' ? ['--lag', '--repeat', '--report', '--json', '--shard', '--config', '-c', '--eslint-config', '--rootDir'] : ['--report', '--json'];
    if (!known.includes(name)) {
      if (arg.startsWith('-')) throw new UsageError(`Unknown option ${name} for ${command}.\n\n${USAGE}`);
      if (command === 'merge') {
        inputs.push(path.resolve(cwd, arg));
        i++;
        continue;
      }
      throw new UsageError(`Unexpected argument ${JSON.stringify(arg)}: pass Jest's own arguments after \`--\`.\n\n${USAGE}`);
    }
    const { value, next } = takeValue(rest, i, name);
    i = next;
    switch (name) {
      case '--lag':
        sweep.lag = parseLag(value);
        sweep.lagText = value.trim();
        break;
      case '--repeat': {
        if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--repeat ${JSON.stringify(value)} is not valid: expected a whole number >= 1.`);
        sweep.repeat = Number(value);
        break;
      }
      case '--report':
        sweep.report = path.resolve(cwd, value);
        break;
      case '--json':
        sweep.json = path.resolve(cwd, value);
        break;
      case '--shard': {
        const match = /^(\d+)\/(\d+)$/.exec(value);
        if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) {
          throw new UsageError(`--shard ${JSON.stringify(value)} is not valid: expected i/n with 1 <= i <= n, like 1/3.`);
        }
        sweep.shard = value;
        break;
      }
      case '--config':
      case '-c':
        sweep.config = path.resolve(cwd, value);
        break;
      case '--eslint-config':
        sweep.eslintConfig = path.resolve(cwd, value);
        break;
      case '--rootDir':
        sweep.rootDir = path.resolve(cwd, value);
        break;
    }
  }
  if (command === 'merge') {
    if (inputs.length === 0) throw new UsageError(`merge needs at least one report JSON written by \`dispatch-lag sweep --json\`.\n\n${USAGE}`);
    return { command: 'merge', inputs, report: sweep.report, json: sweep.json };
  }
  const forbidden = sweep.jestArgs.find((arg) => /^--(json|outputFile|reporters|testLocationInResults|shard|config|watch|watchAll)\b|^-c$/.test(arg));
  if (forbidden) throw new UsageError(`${forbidden} is set by the sweep itself; use the sweep's own option instead.`);
  return sweep;
}
