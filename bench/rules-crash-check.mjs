/**
 * Crash check: lints every .js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts file of a corpus with the plugin's recommended config (both rules, at
 * their recommended severities), every file treated as a test file, and counts what happens.
 *
 *   npm run build && node bench/rules-crash-check.mjs [--corpus /work/corpus/suites] [--out FILE]
 *
 * Each file is parsed with @typescript-eslint/parser; a file it cannot read falls back to espree (module, then
 * script, then commonjs). Counted: files linted (and by which parser), reports per rule, parse failures (files no
 * parser reads: not the plugin's doing) and rule crashes (an exception out of a rule; must be zero). A crashing file
 * is linted again with each rule alone to name the rule (the rules that do not throw alone count their reports from
 * that run). Exits 1 if any rule crashed.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_CORPUS,
  eslintPackage,
  Linter,
  loadPlugin,
  option,
  parserChoices,
  listCorpus,
  readSource,
  sourceRevision,
  tsParser,
} from './rules-common.mjs';

const CORPUS = option('corpus', DEFAULT_CORPUS);
const OUT = option('out', '');

const plugin = loadPlugin();
// The revision the loaded plugin was built from, read now: a long run may end after the checkout has moved on.
const REVISION = sourceRevision();
const parser = tsParser();
// Paths only: each file is read as it is linted, so a corpus of any size fits in memory.
const corpus = listCorpus(CORPUS);
const FILES = ['**/*.{js,ts,mjs,cjs,jsx,tsx,mts,cts}'];
const RULES = Object.keys(plugin.configs.recommended.rules);

// The recommended config as shipped, with its test-file globs widened to every file.
const recommended = (rules = plugin.configs.recommended.rules) => ({ ...plugin.configs.recommended, files: FILES, rules });
// Unused `eslint-disable` comments are not reported (the files' own configs are not loaded here).
const withParser = (languageOptions, rules) => [
  { files: FILES, languageOptions, linterOptions: { reportUnusedDisableDirectives: 'off' } },
  recommended(rules),
];
const PARSERS = parserChoices(parser);

const linter = new Linter({ cwd: corpus.root });
const byParser = Object.fromEntries(PARSERS.map((p) => [p.name, 0]));
const reports = Object.fromEntries(RULES.map((r) => [r, 0]));
const filesWithReports = Object.fromEntries(RULES.map((r) => [r, 0]));
const parseFailures = [];
const crashes = [];
const otherMessages = [];
const start = performance.now();

const vanished = [];
for (const entry of corpus.files) {
  // (A file removed after the corpus was listed, while others still copy into it, is counted apart, not a crash.)
  if (!existsSync(entry.path)) {
    vanished.push(entry.name);
    continue;
  }
  const file = { ...entry, text: readSource(entry.path) };
  let linted = false;
  let firstFatal = null;
  for (const p of PARSERS) {
    let messages;
    try {
      messages = linter.verify(file.text, withParser(p.options(file.path)), { filename: file.path });
    } catch (error) {
      // Attribute the crash: each rule alone, same parser.
      // The rules that do not throw alone are counted from their lone runs.
      const culprits = [];
      for (const rule of RULES) {
        try {
          const alone = linter.verify(file.text, withParser(p.options(file.path), { [rule]: 'error' }), {
            filename: file.path,
          });
          const own = alone.filter((m) => m.ruleId === rule).length;
          reports[rule] += own;
          if (own) filesWithReports[rule]++;
        } catch (alone) {
          culprits.push({ rule, message: alone.message, stack: alone.stack });
        }
      }
      crashes.push({ file: file.name, parser: p.name, message: error.message, stack: error.stack, culprits });
      linted = true;
      break;
    }
    const fatal = messages.find((m) => m.fatal);
    if (fatal) {
      firstFatal ??= `${p.name}: ${fatal.message} (line ${fatal.line})`;
      continue;
    }
    byParser[p.name]++;
    linted = true;
    const seen = new Set();
    for (const m of messages) {
      if (m.ruleId in reports) {
        reports[m.ruleId]++;
        seen.add(m.ruleId);
      } else {
        otherMessages.push({ file: file.name, ruleId: m.ruleId, message: m.message });
      }
    }
    for (const rule of seen) filesWithReports[rule]++;
    break;
  }
  if (!linted) parseFailures.push({ file: file.name, error: firstFatal });
}
const seconds = (performance.now() - start) / 1000;

const lintedCount = Object.values(byParser).reduce((a, b) => a + b, 0);
const lines = [];
const say = (line = '') => lines.push(line);
say(`Corpus ${corpus.root}: ${corpus.files.length} files (.js/.ts/.mjs/.cjs/.jsx/.tsx/.mts/.cts); plugin built from ${REVISION}; ` +
  `ESLint ${eslintPackage().version}, @typescript-eslint/parser ${parser.version}; ${seconds.toFixed(0)} s.`);
say();
say('| | count |');
say('|---|---:|');
say(`| files linted | ${lintedCount} |`);
for (const [name, count] of Object.entries(byParser)) say(`| … read by ${name} | ${count} |`);
if (vanished.length) say(`| files removed after the corpus was listed (skipped) | ${vanished.length} |`);
say(`| parse failures (no parser reads the file) | ${parseFailures.length} |`);
say(`| rule crashes (files on which a rule throws) | ${crashes.length} |`);
for (const rule of RULES) {
  say(`| reports of ${rule} (${plugin.configs.recommended.rules[rule]}) | ${reports[rule]} in ${filesWithReports[rule]} files |`);
}
const unknownRules = otherMessages.filter((m) => /^Definition for rule '.*' was not found/.test(m.message)).length;
say(`| inline \`eslint-disable\` comments naming rules not loaded here (ignored) | ${unknownRules} |`);
say(`| other messages | ${otherMessages.length - unknownRules} |`);
if (parseFailures.length) {
  say();
  say('Parse failures:');
  say();
  for (const f of parseFailures) say(`- ${f.file}: ${f.error}`);
}
if (crashes.length) {
  say();
  say('Rule crashes:');
  for (const c of crashes) {
    say();
    say(`- ${c.file} (${c.parser}); rules that crash alone: ${c.culprits.map((x) => x.rule).join(', ') || 'none alone'}`);
    say('```');
    say((c.culprits[0]?.stack ?? c.stack).split('\n').slice(0, 20).join('\n'));
    say('```');
  }
}
const markdown = lines.join('\n') + '\n';
process.stdout.write(markdown);
if (OUT) writeFileSync(OUT, markdown);
const others = otherMessages.filter((m) => !/^Definition for rule '.*' was not found/.test(m.message));
if (others.length) console.error('other messages (first 10):', others.slice(0, 10));
process.exitCode = crashes.length ? 1 : 0;
