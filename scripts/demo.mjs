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
step(1, 'Lint the racy tests (ESLint, with the example\'s own eslint.config.mjs)', `eslint ${RACY}`);
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
  if (!existsSync(PLUGIN)) {
    say(yellow(`   The plugin is not built (${relative(ROOT, PLUGIN)} is missing): run \`npm run build\`.`));
    surprises += 1;
    return;
  }
  // Lint as a user of the example would: with its own eslint.config.mjs (the recommended config, plus the attempt
  // records of FakeTmux, which is built in the harness where the rules cannot see it).
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: EXAMPLE });
  const results = await eslint.lintFiles(['test/racy/*.racy.ts']);
  const formatter = await eslint.loadFormatter('stylish');
  say((await formatter.format(results)).replace(/^\n+/, '') || '   (no reports)');
  // What the lint should say: both rules on cases 1 and 2, wait-on-outcome on case 3.
  const reported = (file, rule) =>
    results.some((result) => result.filePath.endsWith(file) && result.messages.some((m) => m.ruleId === `dispatch-lag/${rule}`));
  const seen = EXPECTED_RULES.every((rule) => reported('webhook-routing.racy.ts', rule) && reported('poller.racy.ts', rule));
  verdict(seen, seen
    ? 'suspects: both rules flag cases 1 and 2, wait-on-outcome also flags case 3 (its comment says the registry gates it)'
    : 'the rules did not flag the racy cases as expected', yellow);
  say(dim('   Lint is a suspicion. The next steps put it to the test: where the lint and the run disagree, the run wins.'));
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
