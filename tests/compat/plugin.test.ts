/**
 * The BUILT plugin (dist/lib/index.js, reached as `eslint-plugin-dispatch-lag` through a temporary project's
 * node_modules) loads and reports in every supported mode: ESLint 10 flat config, ESLint 9 flat config and eslintrc,
 * ESLint 8.57 eslintrc. Each mode runs the real ESLint CLI in a child process on the same JS and TS files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertBuilt,
  BUILT_ENTRY,
  type ConfigStyle,
  type EslintPackage,
  type EslintRun,
  makeProject,
  FIXTURES,
  REPO,
  runEslint as runCli,
  SOURCES,
} from './run-eslint';
import { limited } from '../support/limited';

assertBuilt();

const RULE = 'dispatch-lag/no-sleep-as-signal';
const MODES: Array<{ name: string; pkg: EslintPackage; style: ConfigStyle; version: RegExp }> = [
  { name: 'ESLint 10, flat config (eslint.config.mjs)', pkg: 'eslint', style: 'flat', version: /^10\./ },
  { name: 'ESLint 9, flat config (eslint.config.mjs)', pkg: 'eslint-v9', style: 'flat', version: /^9\./ },
  { name: 'ESLint 9, eslintrc (.eslintrc.cjs, ESLINT_USE_FLAT_CONFIG=false)', pkg: 'eslint-v9', style: 'legacy', version: /^9\./ },
  { name: 'ESLint 8.57, eslintrc (.eslintrc.cjs)', pkg: 'eslint-v8', style: 'legacy', version: /^8\.57\./ },
];
const BAD_SETTINGS: Array<{ settings: unknown; expect: RegExp[] }> = [
  {
    settings: { sleeps: 'sleep' },
    expect: [/settings\['dispatch-lag'\]\.sleeps/, /must be an array of path strings/, /helpers\.sleep/],
  },
  {
    settings: { unknown: [] },
    expect: [/settings\['dispatch-lag'\]/, /unknown key "unknown"/, /Accepted keys: sleeps, waits, attempts, barriers, tests, waitHelper/],
  },
];
// Malformed settings: every mode for the first value, ESLint 10 for the second.
const BAD_RUNS = [
  ...MODES.map((mode) => ({ mode, bad: BAD_SETTINGS[0] })),
  { mode: MODES[0], bad: BAD_SETTINGS[1] },
];

const projects = { flat: makeProject('flat'), legacy: makeProject('legacy') };
let runs: EslintRun[] = [];
let badRuns: EslintRun[] = [];

beforeAll(async () => {
  const all = await limited(3, [
    ...MODES.map((mode) => () => runEslint(mode)),
    ...BAD_RUNS.map(({ mode, bad }) => () => runEslint(mode, bad.settings)),
  ]);
  runs = all.slice(0, MODES.length);
  badRuns = all.slice(MODES.length);
}, 60_000);

afterAll(() => {
  projects.flat.cleanup();
  projects.legacy.cleanup();
});

function runEslint(mode: (typeof MODES)[number], settings?: unknown): Promise<EslintRun> {
  return runCli(mode.pkg, mode.style, projects[mode.style].dir, { settings });
}

/** The line of the test (`it('x', …)`) in a project file's source: where the report must point. */
function testLine(file: string): number {
  const text = readFileSync(join(FIXTURES, 'sources', SOURCES[file]), 'utf8');
  return text.split('\n').findIndex((line) => line.startsWith("it('x'")) + 1;
}

function explain(run: EslintRun): string {
  return `exit ${run.code}\nstderr:\n${run.stderr.slice(0, 2000)}\nstdout:\n${run.stdout.slice(0, 2000)}`;
}

describe('the built plugin', () => {
  const plugin = require(BUILT_ENTRY) as {
    meta: { name: string; version: string };
    rules: Record<string, unknown>;
    configs: Record<string, unknown>;
  };
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { name: string; version: string; main: string };

  it('has meta.name and meta.version equal to package.json', () => {
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version });
  });

  it('is the module itself (export =), with both configs and the rule', () => {
    expect(join(REPO, pkg.main)).toBe(BUILT_ENTRY);
    expect(plugin).not.toHaveProperty('default');
    expect(Object.keys(plugin.configs).sort()).toEqual(['recommended', 'recommended-legacy']);
    expect(plugin.rules).toHaveProperty('no-sleep-as-signal');
  });
});

describe.each(MODES.map((mode, i) => ({ ...mode, i })))('$name', ({ pkg, i, version }) => {
  const run = () => runs[i];

  it(`runs the expected ESLint (${pkg})`, () => {
    const installed = JSON.parse(readFileSync(join(REPO, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string };
    expect(installed.version).toMatch(version);
  });

  it('loads the plugin and lints every file without a configuration or parse error', () => {
    const result = run();
    if (result.results === null) throw new Error(`ESLint printed no JSON results:\n${explain(result)}`);
    expect(Object.keys(result.byFile).sort()).toEqual(Object.keys(SOURCES).sort());
    const fatal = result.results.flatMap((r) => r.messages.filter((m) => m.fatal || m.ruleId === null));
    expect(fatal).toEqual([]);
    // The rule is an error in the recommended config, so ESLint exits 1 (2 would be a crash or a config error).
    expect(result.code).toBe(1);
  });

  it.each(['src/queue.test.js', 'src/queue.test.ts'])(`reports ${RULE} in the test file %s`, (file) => {
    const messages = run().byFile[file] ?? [];
    const hits = messages.filter((m) => m.ruleId === RULE);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ severity: 2, line: testLine(file) });
    expect(hits[0].message).toContain('setTimeout(r, 200)');
  });

  it.each(['src/helpers.test.js', 'src/helpers.test.ts'])(`reads the suite's helper module to report ${RULE} in %s`, (file) => {
    const hits = (run().byFile[file] ?? []).filter((m) => m.ruleId === RULE);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ severity: 2, line: testLine(file) });
    expect(hits[0].message).toContain('`tick()`');
  });

  it.each(['src/queue.js', 'src/queue.ts', 'src/support/tick.js'])('reports nothing in the non-test file %s (recommended is scoped to test globs)', (file) => {
    expect(run().byFile[file]).toEqual([]);
  });
});

describe.each(BAD_RUNS.map(({ mode, bad }, i) => ({ name: mode.name, settings: JSON.stringify(bad.settings), bad, i })))(
  "malformed settings['dispatch-lag'] = $settings under $name",
  ({ bad, i }) => {
    it('stops ESLint with an error naming the setting and what is accepted', () => {
      const result = badRuns[i];
      expect(result.code).toBe(2);
      const output = result.stderr + result.stdout;
      expect(output).toContain('eslint-plugin-dispatch-lag:');
      for (const pattern of bad.expect) expect(output).toMatch(pattern);
    });
  },
);
