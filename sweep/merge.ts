import * as fs from 'node:fs';
import { UsageError } from './args';
import { SWEEP_FORMAT, type SweepResult } from './model';

function read(file: string): SweepResult {
  let parsed: Partial<SweepResult>;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SweepResult>;
  } catch (error) {
    throw new UsageError(`${file}: cannot read it as JSON (${(error as Error).message}).`);
  }
  if (parsed.format !== SWEEP_FORMAT) {
    throw new UsageError(`${file} is not a sweep result (format ${JSON.stringify(parsed.format)}, expected ${SWEEP_FORMAT}): write one with \`dispatch-lag sweep --json <file>\`.`);
  }
  return parsed as SweepResult;
}

/**
 * Joins the results of several sweeps of the same project (one per `--shard i/n`, usually one per CI job) into one:
 * their findings, tests and runs side by side. A test seen in two inputs (the same shard merged twice) is kept
 * once. The inputs must agree on the project and the lag.
 */
export function merge(files: string[]): SweepResult {
  const inputs = files.map(read);
  const [first] = inputs;
  for (const [i, input] of inputs.entries()) {
    if (input.project !== first.project) throw new UsageError(`${files[i]} is a sweep of ${input.project}, ${files[0]} of ${first.project}: merge sweeps of one project.`);
    if (input.lag !== first.lag) throw new UsageError(`${files[i]} ran with DISPATCH_LAG=${input.lag}, ${files[0]} with ${first.lag}: merge sweeps with the same lag.`);
  }
  const merged: SweepResult = {
    ...first,
    commands: [],
    shard: null,
    lint: { ...first.lint, files: 0, notes: [] },
    runs: [],
    findings: [],
    tests: [],
    notRun: [],
    seconds: 0,
    repeat: Math.max(...inputs.map((input) => input.repeat)),
  };
  const seenTests = new Set<string>();
  const seenFindings = new Map<string, number>();
  const shards: string[] = [];
  const notRun = new Set<number>();
  const ranFindings = new Set<number>();
  for (const input of inputs) {
    merged.commands.push(...input.commands);
    merged.runs.push(...input.runs);
    merged.lint.files += input.lint.files;
    for (const note of input.lint.notes) if (!merged.lint.notes.includes(note)) merged.lint.notes.push(note);
    merged.seconds = Math.max(merged.seconds, input.seconds);
    shards.push(input.shard ?? 'all');
    // The same finding (a file linted by two shards) is kept once; indices are remapped.
    const remap = input.findings.map((finding) => {
      const key = `${finding.file}:${finding.line}:${finding.column}:${finding.ruleId}`;
      let index = seenFindings.get(key);
      if (index === undefined) {
        index = merged.findings.push(finding) - 1;
        seenFindings.set(key, index);
      }
      return index;
    });
    for (const test of input.tests) {
      const key = `${test.file}\u0000${test.fullName}\u0000${test.line}`;
      if (seenTests.has(key)) continue;
      seenTests.add(key);
      const suspects = test.suspects.map((i) => remap[i]);
      if (test.lagged === 'passed' || test.lagged === 'failed') for (const i of suspects) ranFindings.add(i);
      merged.tests.push({ ...test, suspects });
    }
    for (const i of input.notRun) notRun.add(remap[i]);
  }
  // A suspect that did not run in one shard but ran in another has its verdict.
  merged.notRun = [...notRun].filter((i) => !ranFindings.has(i)).sort((a, b) => a - b);
  merged.shard = shards.join(', ');
  merged.tests.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.fullName.localeCompare(b.fullName));
  return merged;
}
