#!/usr/bin/env node
// `npm run demo`: what eslint-plugin-dispatch-lag does, shown on examples/dispatcher in four steps.
//   1. lint the racy tests with the plugin's `recommended` config (the squiggles);
//   2. run them without lag: green, the race is usually won;
//   3. run them with DISPATCH_LAG=0.5: the race is always lost, red, with the shim's explanation;
//   4. run the fixed versions with DISPATCH_LAG=0.5: green.
// Exits 1 if a step does not show what it should.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLE = join(ROOT, 'examples/dispatcher');
const RACY = 'examples/dispatcher/test/racy/*.racy.ts';
const PLUGIN = join(ROOT, 'dist/lib/index.js');
const EXPECTED_RULES = ['no-sleep-as-signal', 'wait-on-outcome'];
const FIXED_TESTS = [
  'the delivery error is isolated and a redelivery retries',
  'an abandoned comment is reported on the work item',
  'a labelled item spawns one registered session',
];
const require = createRequire(import.meta.url);

const tty = Boolean(process.stdout.isTTY);
const paint = (code) => (text) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint('1');
const dim = paint('2');
const red = paint('31');
const green = paint('32');
const yellow = paint('33');

let surprises = 0;
const say = (text = '') => console.log(text);
const step = (n, title, ...lines) => {
  say();
  say(bold(`${n}. ${title}`));
  for (const line of lines) say(dim(`   ${line}`));
  say();
};
const verdict = (ok, text, colour = green) => {
  if (!ok) surprises += 1;
  say(ok ? colour(`   => ${text}`) : yellow(`   => unexpected: ${text}`));
};

say(bold('eslint-plugin-dispatch-lag, on examples/dispatcher'));
say('A dispatch is two events: the attempt (FakeTmux records a delivery) and the outcome (the registry, the');
say('deduper, written a moment later on the dispatcher\'s worker). Three tests wait on the attempt and then act.');
say('Two of them depend on the outcome; one only looks as if it does.');

// 1. Lint -----------------------------------------------------------------------------------------------------
step(1, 'Lint the racy tests (ESLint, the plugin\'s recommended config)', `eslint ${RACY}`);
await lint();

// 2. Racy, no lag ---------------------------------------------------------------------------------------------
step(2, 'Run them as CI would', 'jest -c examples/dispatcher/jest.racy.config.js', 'On an idle machine the worker wins the race: all green. This is how the flake hides.');
let run = await jest(['-c', join(EXAMPLE, 'jest.racy.config.js'), '--verbose']);
verdict(run.code === 0, run.code === 0 ? 'green: nothing looks wrong' : `exit ${run.code}`);

// 3. Racy, lag ------------------------------------------------------------------------------------------------
step(3, 'Run them again with DISPATCH_LAG=0.5', 'DISPATCH_LAG=0.5 jest -c examples/dispatcher/jest.racy.config.js', 'The shim delays the declared outcome writes (test/lag.ts) by half a second: a lost race, every time.');
run = await jest(['-c', join(EXAMPLE, 'jest.racy.config.js'), '--verbose'], { DISPATCH_LAG: '0.5' });
verdict(run.code !== 0, run.code !== 0
  ? 'red: cases 1 and 2 depend on the outcome and lose; case 3 passes: its comment blames the registry, but the poller\'s own state gates it (where the lint and the run disagree, the run wins)'
  : 'the racy tests passed under lag', red);

// 4. Fixed, lag -----------------------------------------------------------------------------------------------
step(4, 'The fixed versions, same lag', 'DISPATCH_LAG=0.5 jest -c examples/dispatcher/jest.config.js -t "<the three tests>"', 'They wait on the state they depend on: dispatcher.deliveryStatus(id), or stop() as a barrier.');
run = await jest(['-c', join(EXAMPLE, 'jest.config.js'), '-t', `(${FIXED_TESTS.join('|')})$`], { DISPATCH_LAG: '0.5' });
verdict(run.code === 0, run.code === 0 ? 'green under lag: the fix holds, and would go red again if the wait were reverted' : `exit ${run.code}`);

say();
say(`${bold('Next:')} examples/dispatcher/README.md (what the example shows, the numbers), docs/ (the rules, the shim).`);
process.exitCode = surprises === 0 ? 0 : 1;

async function lint() {
  let ESLint;
  let parser;
  try {
    ({ ESLint } = await import('eslint'));
    parser = require('@typescript-eslint/parser');
  } catch (error) {
    say(yellow(`   ESLint or @typescript-eslint/parser could not be loaded (${error.message}); skipping the lint step.`));
    return;
  }
  if (!existsSync(PLUGIN)) {
    say(yellow(`   The plugin is not built (${relative(ROOT, PLUGIN)} is missing): run \`npm run build\`. Skipping the lint step.`));
    return;
  }
  let plugin;
  try {
    plugin = require(PLUGIN);
  } catch (error) {
    say(yellow(`   The built plugin did not load (${error.message}); skipping the lint step.`));
    return;
  }
  const rules = plugin.rules ?? {};
  for (const name of EXPECTED_RULES) {
    if (!(name in rules)) say(yellow(`   The rule ${name} is not in the built plugin yet; linting without it.`));
  }
  const recommended = plugin.configs?.recommended;
  if (!recommended) {
    say(yellow('   The plugin has no `recommended` config yet; skipping the lint step.'));
    return;
  }
  // Keep only the rules the built plugin has, so that a missing one is a line above rather than a crash.
  const configs = (Array.isArray(recommended) ? recommended : [recommended]).map((config) => {
    if (!config.rules) return config;
    const kept = Object.fromEntries(
      Object.entries(config.rules).filter(([id]) => {
        const [prefix, name] = id.split('/');
        return !name || !config.plugins?.[prefix] || name in (config.plugins[prefix].rules ?? {});
      }),
    );
    return { ...config, rules: kept };
  });
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser } },
      ...configs,
      // The example's doubles come from a harness (`const { tmux } = h`), not `new FakeTmux()` in the test, so
      // the example tells the rules what they record, as a user would in eslint.config.mjs.
      { settings: { 'dispatch-lag': { attempts: ['tmux.delivers', 'tmux.spawns', 'tmux.kills'] } } },
    ],
  });
  let results;
  try {
    results = await eslint.lintFiles([RACY]);
  } catch (error) {
    say(yellow(`   ESLint failed: ${error.message}; skipping the lint step.`));
    return;
  }
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  const count = results.reduce((sum, result) => sum + result.messages.length, 0);
  if (count === 0) {
    say('   (no reports)');
  } else {
    say(text.replace(/^\n+/, ''));
  }
  const enabled = Object.assign({}, ...configs.map((config) => config.rules ?? {}));
  for (const name of EXPECTED_RULES) {
    if (name in rules && !Object.keys(enabled).some((id) => id.endsWith(`/${name}`))) say(yellow(`   The rule ${name} is not in the recommended config; it was not run.`));
  }
  say(dim('   Both rules should flag cases 1 and 2 (a sleep standing in for the outcome); wait-on-outcome also flags case 3,'));
  say(dim('   whose comment says it depends on the registry. The lint is a suspicion: the next steps put it to the test.'));
}

function jest(args, env = {}) {
  return new Promise((resolve, reject) => {
    const childEnv = { ...process.env, ...env };
    if (!('DISPATCH_LAG' in env)) delete childEnv.DISPATCH_LAG;
    const child = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...args], { cwd: ROOT, env: childEnv, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code }));
  });
}
