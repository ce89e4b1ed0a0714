/**
 * The sweep's parts that need no Jest run: the progress display (terminal and plain), the title paths the shared
 * vocabulary gives the tests of a file, the join's categories, and the relative paths of the report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import { listTestsRule, type TestEntry, titlesMatch } from '../../lib/vocabulary/test-titles';
import { categorise, failureLines } from '../../sweep/join';
import { ProgressDisplay, progressMode } from '../../sweep/progress';

function fakeStream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const stream = { isTTY, columns: 80, text: '', write(chunk: string) { stream.text += chunk; return true; } };
  return stream as unknown as NodeJS.WriteStream & { text: string };
}

describe('progress', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sweep-progress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const events = [
    { type: 'start', files: 2 },
    { type: 'test', status: 'passed' },
    { type: 'test', status: 'failed' },
    { type: 'test', status: 'pending' },
    { type: 'file', failed: 1, error: false },
  ];

  test('on a terminal: one line redrawn in place, tests done of total, failures, elapsed', () => {
    const file = join(dir, 'p');
    writeFileSync(file, events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    const stream = fakeStream(true);
    const display = new ProgressDisplay('DISPATCH_LAG=0.5', file, stream, 'tty', 40);
    display.start();
    const state = display.stop();
    expect(state).toEqual({ files: 2, filesDone: 1, tests: 2, failed: 1, fileErrors: 0 });
    // eslint-disable-next-line no-control-regex -- the terminal line starts with ESC [K
    expect(stream.text).toMatch(/^\r\u001b\[KDISPATCH_LAG=0\.5: 2\/40 tests, 1\/2 files, 1 failed, [\d.]+s\n$/);
  });

  test('plain lines otherwise, and lines written in pieces are read whole', () => {
    const file = join(dir, 'p');
    const text = events.map((e) => JSON.stringify(e)).join('\n') + '\n';
    writeFileSync(file, text.slice(0, 30));
    const stream = fakeStream(false);
    const display = new ProgressDisplay('without lag', file, stream, 'plain', null);
    display.start();
    display.read();
    writeFileSync(file, text);
    display.stop();
    expect(stream.text.split('\n')).toEqual(['without lag: started', expect.stringMatching(/^without lag: 2 tests, 1\/2 files, 1 failed, [\d.]+s \(done\)$/), '']);
  });

  test('terminal only when stderr is one and CI is not set', () => {
    expect(progressMode(fakeStream(true), true, {})).toBe('tty');
    expect(progressMode(fakeStream(true), true, { CI: 'true' })).toBe('plain');
    expect(progressMode(fakeStream(true), true, { CI: 'false' })).toBe('tty');
    expect(progressMode(fakeStream(false), true, {})).toBe('plain');
    expect(progressMode(fakeStream(true), false, {})).toBe('off');
  });
});

describe('test titles from the shared vocabulary', () => {
  function entries(code: string): TestEntry[] {
    const linter = new Linter({ configType: 'flat' });
    const messages = linter.verify(code, [{ plugins: { sweep: { rules: { tests: listTestsRule } } }, rules: { 'sweep/tests': 'warn' } }] as unknown as Linter.Config[]);
    return messages.map((message) => {
      if (message.ruleId !== 'sweep/tests') throw new Error(message.message);
      return JSON.parse(message.message) as TestEntry;
    });
  }

  test('describe, test, hooks, modifiers: full title paths and ranges', () => {
    const list = entries([
      "describe('outer', () => {",
      '  beforeEach(() => {});',
      "  describe('inner', () => {",
      "    it.concurrent('works', async () => {});",
      '  });',
      "  test.skip(`plain template`, () => {});",
      '});',
    ].join('\n'));
    expect(list.map((e) => [e.kind, e.fullTitle, e.named, e.start.line, e.end.line, e.parent])).toEqual([
      ['describe', 'outer', true, 1, 7, -1],
      ['hook', 'outer', true, 2, 2, 0],
      ['describe', 'outer inner', true, 3, 5, 0],
      ['test', 'outer inner works', true, 4, 4, 2],
      ['test', 'outer plain template', true, 6, 6, 0],
    ]);
    expect(list[3].modifiers).toEqual(['concurrent']);
  });

  test('.each tables, templates with expressions and variables: unnamed, with what the run may call them', () => {
    const list = entries([
      "describe.each([[1], [2]])('row %i of $name (100%%)', (n) => {",
      '  test(`n is ${n}`, () => {});',
      '});',
      "test.each`a\n${1}`('a is $a.value', () => {});",
      'const title = "x";',
      'test(title, () => {});',
    ].join('\n'));
    const tests = list.filter((e) => e.kind === 'test');
    expect(tests.map((e) => [e.named, e.titles.map((s) => s.form)])).toEqual([
      [false, ['each', 'template']],
      [false, ['each']],
      [false, ['dynamic']],
    ]);
    expect(titlesMatch(tests[0], ['row 1 of foo (100%)', 'n is 1'])).toBe(true);
    expect(titlesMatch(tests[0], ['row 1 of foo (100%)', 'm is 1'])).toBe(false);
    expect(titlesMatch(tests[1], ['a is 1'])).toBe(true);
    expect(titlesMatch(tests[2], ['anything'])).toBe(true);
    expect(tests[2].fullTitle).toBe('title');
  });
});

describe('join', () => {
  test.each([
    [['passed'], 'failed', true, 'confirmed'],
    [['passed'], 'failed', false, 'missed'],
    [['passed'], 'passed', true, 'disproved'],
    [['passed'], 'passed', false, 'clean'],
    [['failed'], 'failed', true, 'broken'],
    [['failed', 'failed'], 'passed', false, 'broken'],
    [['failed', 'passed'], 'failed', true, 'flaky'],
    [['skipped'], 'skipped', true, 'clean'],
  ] as const)('baseline %j, lagged %s, suspect %s: %s', (baseline, lagged, suspect, category) => {
    expect(categorise([...baseline], lagged, suspect)).toBe(category);
  });

  test('failure lines: the message, then the first frame in the project, paths relative, colours gone', () => {
    const message = [
      '\u001b[1mError: expect(received).toBe(expected)\u001b[22m',
      '',
      'Expected: 1',
      'Received: 0',
      '    at Object.toBe (/repo/node_modules/expect/build/index.js:1:1)',
      '    at Object.<anonymous> (/repo/app/test/a.test.ts:9:15)',
      '    at run (/repo/app/test/b.test.ts:3:1)',
    ].join('\n');
    expect(failureLines([message], [{ dir: '/repo/app', relative: '' }, { dir: '/repo', relative: '../' }])).toEqual([
      'Error: expect(received).toBe(expected)',
      '',
      'Expected: 1',
      'Received: 0',
      '    at Object.<anonymous> (test/a.test.ts:9:15)',
    ]);
  });
});
