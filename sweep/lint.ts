import * as fs from 'node:fs';
import * as path from 'node:path';
import plugin = require('../lib/index');
import { RECOMMENDED_RULES } from '../lib/configs';
import { entryAt, listTestsRule, type TestEntry } from '../lib/vocabulary/test-titles';
import { UsageError } from './args';
import type { Finding } from './model';
import { relativePath } from './paths';

/** The sweep's own rule, listing the tests of each file (`lib/vocabulary/test-titles.ts`). */
const COLLECTOR_PLUGIN = 'dispatch-lag-sweep';
const COLLECTOR_RULE = `${COLLECTOR_PLUGIN}/tests`;
const collector = { rules: { tests: listTestsRule } };
const PLUGIN_RULES = Object.keys(RECOMMENDED_RULES);

const FLAT_CONFIG_FILES = ['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts', 'eslint.config.mts', 'eslint.config.cts'];
const LEGACY_CONFIG_FILES = ['.eslintrc.js', '.eslintrc.cjs', '.eslintrc.yaml', '.eslintrc.yml', '.eslintrc.json', '.eslintrc'];
const TS_FILE = /\.[cm]?tsx?$/;

/** A file's tests (from the shared vocabulary) and the findings of the dispatch-lag rules in it. */
export interface LintedFile {
  entries: TestEntry[];
  /** Per finding: the index of the test entry it sits in, or of the hook, or -1 (outside any test). */
  findings: Array<{ finding: Finding; entry: number }>;
}

export interface LintResult {
  eslint: string;
  config: string;
  notes: string[];
  files: Map<string, LintedFile>;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  severity: number;
  fatal?: boolean;
}
interface LintFileResult {
  filePath: string;
  messages: LintMessage[];
}
interface ESLintInstance {
  lintFiles(patterns: string[]): Promise<LintFileResult[]>;
  calculateConfigForFile(file: string): Promise<unknown>;
}
type ESLintClass = new (options: Record<string, unknown>) => ESLintInstance;
interface ESLintModule {
  ESLint: ESLintClass & { version?: string };
  loadESLint?: (options: { useFlatConfig?: boolean; cwd?: string }) => Promise<ESLintClass & { configType?: string }>;
}

function resolveFrom(dir: string, request: string): string | null {
  try {
    return require.resolve(request, { paths: [dir] });
  } catch {
    return null;
  }
}

function findConfig(rootDir: string): { kind: 'flat' | 'legacy'; file: string; path?: string } | null {
  for (const name of FLAT_CONFIG_FILES) if (fs.existsSync(path.join(rootDir, name))) return { kind: 'flat', file: name };
  for (const name of LEGACY_CONFIG_FILES) if (fs.existsSync(path.join(rootDir, name))) return { kind: 'legacy', file: name };
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { eslintConfig?: unknown };
    if (pkg.eslintConfig) return { kind: 'legacy', file: 'package.json#eslintConfig' };
  } catch {
    // no package.json: no config there
  }
  return null;
}

/** A TypeScript parser for the recommended config: the project's, else the one installed beside this package. */
function typescriptParser(rootDir: string): unknown {
  for (const dir of [rootDir, __dirname]) {
    const parser = resolveFrom(dir, '@typescript-eslint/parser');
    if (parser) return require(parser);
    const umbrella = resolveFrom(dir, 'typescript-eslint');
    if (umbrella) return (require(umbrella) as { parser: unknown }).parser;
  }
  return null;
}

function ruleSeverity(value: unknown): number {
  const level = Array.isArray(value) ? value[0] : value;
  if (level === 'error' || level === 2) return 2;
  if (level === 'warn' || level === 1) return 1;
  return 0;
}

/**
 * Lints the test files with the dispatch-lag rules: through the project's own ESLint config when the project
 * directory has one (its parser, settings and rule options), else through the plugin's recommended config. Either
 * way every dispatch-lag rule is on for these files (a rule the project's config leaves off is turned on, and the
 * result says so), and the shared vocabulary lists each file's tests so that each finding has its title path.
 */
export async function lintTestFiles(rootDir: string, absoluteFiles: string[], configFile: string | null = null): Promise<LintResult> {
  const eslintPath = resolveFrom(rootDir, 'eslint') ?? resolveFrom(__dirname, 'eslint');
  if (!eslintPath) throw new UsageError(`No ESLint found from ${rootDir}: install eslint (8.57 or later) in the project.`);
  const eslintModule = require(eslintPath) as ESLintModule;
  const version = (require(path.join(eslintPath.slice(0, eslintPath.lastIndexOf(`${path.sep}lib${path.sep}`)), 'package.json')) as { version: string }).version;
  const major = Number(version.split('.')[0]);
  const notes: string[] = [];
  const projectConfig: ReturnType<typeof findConfig> = configFile
    ? { kind: /eslintrc|package\.json$/.test(path.basename(configFile)) ? 'legacy' : 'flat', file: relativePath(rootDir, configFile), path: configFile }
    : findConfig(rootDir);
  const files = new Map<string, LintedFile>();
  if (absoluteFiles.length === 0) return { eslint: version, config: 'none (no test files)', notes, files };

  let eslint: ESLintInstance;
  let configLabel: string;
  const flatCollector = { files: ['**/*'], plugins: { [COLLECTOR_PLUGIN]: collector }, rules: { [COLLECTOR_RULE]: 'warn' } };
  const loadFlat = async (): Promise<ESLintClass> => {
    if (eslintModule.loadESLint) return eslintModule.loadESLint({ useFlatConfig: true, cwd: rootDir });
    throw new UsageError(`ESLint ${version} (from ${eslintPath}) has no flat config API: use ESLint 8.57 or later.`);
  };

  if (projectConfig?.kind === 'flat') {
    const FlatESLint = await loadFlat();
    const base = { cwd: rootDir, errorOnUnmatchedPattern: false, ignore: false, ...(projectConfig.path ? { overrideConfigFile: projectConfig.path } : {}) };
    // First ask the project's config what it turns on for these files; then turn on what it leaves off.
    const probe = new FlatESLint({ ...base, overrideConfig: flatCollector });
    let hasPlugin = true;
    const off = new Set<string>();
    for (const file of absoluteFiles) {
      const config = (await probe.calculateConfigForFile(file)) as { plugins?: Record<string, unknown>; rules?: Record<string, unknown> } | undefined;
      if (!config) continue;
      if (!config.plugins || !('dispatch-lag' in config.plugins)) hasPlugin = false;
      for (const rule of PLUGIN_RULES) if (ruleSeverity(config.rules?.[rule]) === 0) off.add(rule);
    }
    const extra: Record<string, unknown> = { files: ['**/*'], rules: {} as Record<string, unknown> };
    if (!hasPlugin) {
      extra.plugins = { 'dispatch-lag': plugin };
      extra.rules = { ...RECOMMENDED_RULES };
      notes.push(`The project's ${projectConfig.file} does not load eslint-plugin-dispatch-lag for every test file: the sweep added the plugin with its recommended rules.`);
    } else if (off.size > 0) {
      extra.rules = Object.fromEntries([...off].map((rule) => [rule, 'warn']));
      notes.push(`The project's ${projectConfig.file} leaves ${[...off].join(', ')} off for some test files: the sweep turned ${off.size === 1 ? 'it' : 'them'} on, with the project's options.`);
    }
    eslint = new FlatESLint({ ...base, overrideConfig: [extra, flatCollector] });
    configLabel = projectConfig.path ? `the ESLint config ${projectConfig.file} (--eslint-config)` : `the project's ${projectConfig.file}`;
  } else if (projectConfig?.kind === 'legacy' && major < 10 && eslintModule.loadESLint) {
    const LegacyESLint = await eslintModule.loadESLint({ useFlatConfig: false, cwd: rootDir });
    eslint = new LegacyESLint({
      cwd: rootDir,
      errorOnUnmatchedPattern: false,
      ignore: false,
      ...(projectConfig.path ? { overrideConfigFile: projectConfig.path, useEslintrc: false } : {}),
      plugins: { 'dispatch-lag': plugin, [COLLECTOR_PLUGIN]: collector },
      overrideConfig: { plugins: ['dispatch-lag', COLLECTOR_PLUGIN], rules: { ...RECOMMENDED_RULES, [COLLECTOR_RULE]: 'warn' } },
    });
    configLabel = `${projectConfig.path ? 'the ESLint config' : "the project's"} ${projectConfig.file} (eslintrc), with the dispatch-lag recommended rules on`;
  } else {
    if (projectConfig?.kind === 'legacy') {
      notes.push(`The project's ${projectConfig.file} is an eslintrc config, which ESLint ${version} does not read: the sweep used the plugin's recommended config.`);
    }
    const FlatESLint = await loadFlat();
    const configs: Array<Record<string, unknown>> = [];
    if (absoluteFiles.some((file) => TS_FILE.test(file))) {
      const parser = typescriptParser(rootDir);
      if (!parser) {
        throw new UsageError('The test files include TypeScript, and there is no @typescript-eslint/parser to read them: install it (or typescript-eslint) in the project, or give the project an eslint.config.* of its own.');
      }
      configs.push({ files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser } });
    }
    // Every file Jest runs is a test file: the rules go on for all of them, whatever their names.
    configs.push({ ...plugin.configs.recommended, files: ['**/*'] }, flatCollector);
    eslint = new FlatESLint({ cwd: rootDir, overrideConfigFile: true, overrideConfig: configs, errorOnUnmatchedPattern: false, ignore: false });
    configLabel = projectConfig ? 'the plugin\'s recommended config' : 'the plugin\'s recommended config (the project has no ESLint config of its own)';
  }

  let results: LintFileResult[];
  try {
    results = await eslint.lintFiles(absoluteFiles);
  } catch (error) {
    throw new UsageError(`ESLint failed on the test files: ${(error as Error).message}`);
  }
  for (const result of results) {
    const file = relativePath(rootDir, result.filePath);
    const entries: TestEntry[] = [];
    const reports: LintMessage[] = [];
    for (const message of result.messages) {
      if (message.ruleId === COLLECTOR_RULE) entries.push(JSON.parse(message.message) as TestEntry);
      else if (message.ruleId?.startsWith('dispatch-lag/')) reports.push(message);
      else if (message.fatal) notes.push(`${file}: ESLint could not parse it (${message.message}); its tests have no lint findings.`);
    }
    const linted: LintedFile = { entries, findings: [] };
    for (const message of reports) {
      const position = { line: message.line, column: message.column - 1 };
      let index = entryAt(entries, position, ['test']);
      let where: Finding['where'] = 'test';
      if (index < 0) {
        index = entryAt(entries, position, ['hook']);
        where = index < 0 ? 'outside' : 'hook';
      }
      const entry = index >= 0 ? entries[index] : null;
      linted.findings.push({
        entry: index,
        finding: {
          file,
          line: message.line,
          column: message.column,
          ruleId: message.ruleId!,
          message: message.message,
          severity: message.severity === 2 ? 2 : 1,
          where,
          titles: entry ? entry.titles.map((segment) => segment.text ?? segment.source) : [],
          named: entry ? entry.named : true,
        },
      });
    }
    files.set(file, linted);
  }
  return { eslint: version, config: configLabel, notes, files };
}
