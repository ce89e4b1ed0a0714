#!/usr/bin/env node
/**
 * `dispatch-lag sweep`: lint finds suspects, the lagged run gives the answer, one report joins them.
 * `dispatch-lag merge`: joins the JSON results of several shards into one report.
 * Exit code 0 when nothing fails only under lag, 1 when something does, 2 on a usage or setup error.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs, USAGE, UsageError } from './args';
import { merge } from './merge';
import { exitCodeOf, type SweepResult } from './model';
import { evidenceMarkdown, summaryTable } from './report';
import { sweep } from './sweep';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv, process.cwd());
  if (options.command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let result: SweepResult;
  if (options.command === 'merge') result = merge(options.inputs);
  else result = await sweep(options);
  process.stdout.write(`${summaryTable(result)}\n`);
  if (options.report) {
    write(options.report, evidenceMarkdown(result));
    process.stdout.write(`Evidence written to ${path.relative(process.cwd(), options.report) || options.report}\n`);
  }
  if (options.json) {
    write(options.json, `${JSON.stringify(result, null, 2)}\n`);
    process.stdout.write(`JSON written to ${path.relative(process.cwd(), options.json) || options.json}\n`);
  }
  return exitCodeOf(result);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`dispatch-lag: ${error.message}\n`);
    } else {
      process.stderr.write(`dispatch-lag: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exitCode = 2;
  },
);
