import { Linter } from 'eslint';
import * as parser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { getVocabulary, type Vocabulary } from '../../lib/vocabulary';
import { isDoubleCreation, isDoubleImplementation, type Observation } from '../../lib/vocabulary/attempts';
import { readsCallsOfDouble } from '../../lib/vocabulary/assertions';
import { type FunctionNode, isFunction } from '../../lib/vocabulary/paths';

/**
 * Lints `code` with a probe rule and hands `inspect` the file's vocabulary and the nodes marked in it: the
 * argument of `probe(…)` calls (`probe(() => spy.called)`, `probe(tmux.delivers)`) and the values of variables
 * named `made*` (`const made = jest.fn()`).
 */
function withVocabulary(
  code: string,
  inspect: (vocab: Vocabulary, probes: TSESTree.Node[], made: TSESTree.Node[]) => void,
  settings: Record<string, unknown> = {},
): void {
  let ran = false;
  const rule: TSESLint.RuleModule<'x'> = {
    defaultOptions: [],
    meta: { type: 'problem', schema: [], messages: { x: 'x' } },
    create(context) {
      const probes: TSESTree.Node[] = [];
      const made: TSESTree.Node[] = [];
      return {
        CallExpression(node) {
          if (node.callee.type === 'Identifier' && node.callee.name === 'probe') probes.push(node.arguments[0]);
        },
        VariableDeclarator(node) {
          if (node.id.type === 'Identifier' && node.id.name.startsWith('made') && node.init) made.push(node.init);
        },
        'Program:exit'() {
          ran = true;
          inspect(getVocabulary(context), probes, made);
        },
      };
    },
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(code, [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: parser as Linter.Parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
      settings: { 'dispatch-lag': settings },
      plugins: { probe: { rules: { probe: rule as never } } },
      rules: { 'probe/probe': 'error' },
    },
  ], 'x.test.ts');
  const fatal = messages.find((message) => message.fatal || message.message.includes('Error'));
  if (fatal) throw new Error(fatal.message);
  expect(ran).toBe(true);
}

function observed(code: string, settings?: Record<string, unknown>): string | null {
  let label: string | null | undefined;
  withVocabulary(code, (vocab, [condition]) => {
    if (!isFunction(condition)) throw new Error('probe() needs a function');
    label = vocab.attemptObservedBy(condition)?.label ?? null;
  }, settings);
  return label!;
}

function kinds(observations: Observation[], vocab: Vocabulary): string[] {
  return observations.map((o) => (o.kind === 'attempt' ? `attempt ${o.attempt.key}` : `other ${vocab.text(o.node)}`));
}

describe('attemptObservedBy: what a wait condition observes', () => {
  it.each([
    ['a mock matcher on a subject', 'probe(() => expect(tmux.deliver).toHaveBeenCalledTimes(1));', '`tmux.deliver` called'],
    ['toBeCalledWith', "probe(() => expect(onSave).toBeCalledWith('a'));", '`onSave` called'],
    ['toHaveReturnedTimes', 'probe(() => expect(parse).toHaveReturnedTimes(2));', '`parse` called'],
    ['mock.calls', 'probe(() => spy.mock.calls.length > 0);', '`spy` called'],
    ['mock.results', "probe(() => spy.mock.results[0]?.type === 'return');", '`spy` called'],
    ['node:test mock.callCount()', 'probe(() => fn.mock.callCount() === 1);', '`fn` called'],
    ['sinon callCount', 'probe(() => stub.callCount === 2);', '`stub` called'],
    ['sinon calledWith', "probe(() => stub.calledWith('a'));", '`stub` called'],
    ['sinon getCalls()', 'probe(() => stub.getCalls().some((call) => call.args[0] === 1));', '`stub` called'],
    ['sinon.assert', 'probe(() => sinon.assert.calledOnce(stub));', '`stub` called'],
    ['a block body of assertions', 'probe(() => {\n  expect(a).toHaveBeenCalled();\n  expect(a.mock.calls[0][0]).toBe(1);\n});', '`a` called'],
    ['a record of a fake made in scope', 'const tmux = new FakeTmux();\nprobe(() => tmux.delivers.length === 1);', '`tmux.delivers`'],
    ['an alias of a fake\'s record', 'const tmux = new FakeTmux();\nconst d = tmux.delivers;\nprobe(() => d.length === 1);', '`d`'],
    ['a destructured record of a fake', 'const tmux = new FakeTmux();\nconst { spawns } = tmux;\nprobe(() => spawns.length >= 1);', '`spawns`'],
    ['two records', 'probe(() => expect(a).toHaveBeenCalled() && b.calledOnce);', '`a` called, `b` called'],
    ['constants and parameters around it', 'const WANT = 2;\nprobe(() => spy.mock.calls.filter((c) => c[0] === REF).length === WANT);', '`spy` called'],
  ])('%s', (_name, code, label) => {
    expect(observed(code)).toBe(label);
  });

  it.each([
    ['state of the code under test', "probe(() => registry.findByWorkItem('x') !== undefined);"],
    ['the attempt and the state', 'probe(() => spy.called && queue.isEmpty());'],
    ['a hand-rolled counter written by a listener', "let calls = 0;\nemitter.on('x', () => calls++);\nprobe(() => calls > 0);"],
    ['an array a listener fills', "const received: string[] = [];\nemitter.on('m', (m) => received.push(m));\nprobe(() => received.length === 1);"],
    ['nothing at all', 'probe(() => true);'],
    ['an unknown object with a plural member', 'probe(() => tmux.delivers.length === 1);'],
    ['a matcher that is not a mock matcher', 'probe(() => expect(store.items).toHaveLength(1));'],
  ])('reads something else: %s', (_name, code) => {
    expect(observed(code)).toBeNull();
  });

  it('settings add attempt records, matched anywhere in a member path', () => {
    expect(observed('probe(() => tmux.delivers.length === 1);', { attempts: ['tmux.delivers'] })).toBe('`tmux.delivers`');
    expect(observed('probe(() => h.tmux.delivers.length === 1);', { attempts: ['tmux.delivers'] })).toBe('`h.tmux.delivers`');
    expect(observed('const { tmux } = h;\nprobe(() => tmux.delivers.length === 1);', { attempts: ['tmux.delivers'] })).toBe('`tmux.delivers`');
    expect(observed('probe(() => this.server.requests.length === 1);', { attempts: ['*.requests'] })).toBe('`this.server.requests`');
  });

  it('expect.poll applies the matcher to what the condition returns', () => {
    let label: string | null = null;
    withVocabulary('it("x", async () => { await expect.poll(() => onExit).toHaveBeenCalled(); });', (vocab) => {
      const text = vocab.sourceCode.text;
      const start = text.indexOf('() => onExit');
      const node = vocab.sourceCode.getNodeByRangeIndex(start);
      if (!node || !isFunction(node)) throw new Error('no condition');
      label = vocab.attemptObservedBy(node)?.label ?? null;
    });
    expect(label).toBe('`onExit` called');
  });
});

describe('attemptAt and the same record through aliases', () => {
  it('keys a record through aliases, so later reads compare equal', () => {
    withVocabulary(
      'const tmux = new FakeTmux();\nconst d = tmux.delivers;\nconst { delivers } = tmux;\nprobe(tmux.delivers[0]);\nprobe(d.length);\nprobe(delivers);\nprobe(tmux.kills);',
      (vocab, probes) => {
        const keys = probes.map((probe) => vocab.attemptAt(probe)?.key);
        expect(keys).toEqual(['tmux', 'tmux', 'tmux', 'tmux']);
      },
    );
  });

  it('keys settings records by their path', () => {
    withVocabulary(
      'const { tmux } = h;\nconst d = tmux.delivers;\nprobe(tmux.delivers.length);\nprobe(d[0].text);\nprobe(tmux.spawns);',
      (vocab, probes) => {
        expect(probes.map((probe) => vocab.attemptAt(probe)?.key ?? null)).toEqual(['h.tmux.delivers', 'h.tmux.delivers', null]);
      },
      { attempts: ['tmux.delivers'] },
    );
  });
});

describe('isDoubleCreation: what makes a double', () => {
  it.each([
    'jest.fn()', 'jest.fn().mockResolvedValue(1)', "jest.spyOn(api, 'send')", 'vi.fn()', "vi.spyOn(api, 'send')", 'jest.mocked(send)',
    'sinon.spy()', "sinon.stub(api, 'send').resolves()", 'sinon.fake()', 'sinon.fake.resolves(1)', 'sandbox.stub()', 'this.sandbox.spy()',
    'mock.fn()', 't.mock.fn()', "mock.method(api, 'send')", "jasmine.createSpy('x')", 'new FakeTmux()', 'new MockServer()', 'new StubClock2()',
    'new SpyLogger()',
  ])('%s', (expression) => {
    withVocabulary(`const made = ${expression};`, (vocab, _probes, [made]) => {
      expect(isDoubleCreation(made, vocab)).toBe(true);
    });
  });

  it.each(['fn()', 'new Fakeroo()', 'new FakeTimers()', 'new Server()', 'createMock()', 'stub()'])('not: %s', (expression) => {
    withVocabulary(`const made = ${expression};`, (vocab, _probes, [made]) => {
      expect(isDoubleCreation(made, vocab)).toBe(false);
    });
  });

  it('follows imports from vitest and sinon', () => {
    withVocabulary("import { fn } from 'vitest';\nimport { spy } from 'sinon';\nconst madeA = fn();\nconst madeB = spy();", (vocab, _probes, made) => {
      expect(made.map((node) => isDoubleCreation(node, vocab))).toEqual([true, true]);
    });
  });
});

describe('isDoubleImplementation: what a double runs when called', () => {
  const handed = (call: TSESTree.Node) => (call as TSESTree.CallExpression).arguments.at(-1) as FunctionNode;
  it.each([
    'sinon.spy(() => 1)', 'jest.fn(async () => 1)', 'vi.fn(function () { return 1; })', 'sinon.stub().callsFake(() => 1)',
    'jest.fn().mockImplementation(() => 1)', "mock.method(api, 'send', () => 1)",
  ])('%s', (expression) => {
    withVocabulary(`const made = ${expression};`, (vocab, _probes, [made]) => {
      expect(isDoubleImplementation(handed(made), vocab)).toBe(true);
    });
  });

  it.each(['setTimeout(() => 1)', "emitter.on('x', () => 1)", 'run(() => 1)', "sinon.stub(api, 'send').resolves().then(() => 1)"])('not: %s', (expression) => {
    withVocabulary(`const made = ${expression};`, (vocab, _probes, [made]) => {
      expect(isDoubleImplementation(handed(made), vocab)).toBe(false);
    });
  });
});

describe('readsCallsOfDouble: a subject that reads what a double recorded of its calls', () => {
  it.each([
    ['const spy = sinon.spy();\nconst made = spy.args;', true],
    ['const spy = sinon.spy();\nconst made = spy.getCalls();', true],
    ['const made = fn.mock.calls.length;', true],
    ['const command = parse(line);\nconst made = command.args;', false],
    ['const made = options.args;', false],
  ])('%s', (code, expected) => {
    withVocabulary(code, (vocab, _probes, [made]) => {
      expect(readsCallsOfDouble(made, vocab)).toBe(expected);
    });
  });
});

describe('observe: what a step reads', () => {
  it('separates attempt records, other state, and local computation', () => {
    withVocabulary(
      'const spy = jest.fn();\nconst expected = { id: 1 };\nprobe(expect(spy).toHaveBeenCalledWith(expected.id, expect.any(Number)));\nprobe(expect(registry.get(expected.id)?.state).toBe(Math.max(1, 2)));\nprobe(console.log(spy.mock.calls));',
      (vocab, probes) => {
        expect(kinds(vocab.observe(probes[0]), vocab)).toEqual(['attempt spy']);
        expect(kinds(vocab.observe(probes[1]), vocab)).toEqual(['other registry.get(expected.id)?.state']);
        expect(kinds(vocab.observe(probes[2]), vocab)).toEqual(['other console.log(spy.mock.calls)', 'attempt spy']);
      },
    );
  });

  it('names the outer call before what its arguments read', () => {
    withVocabulary("probe(postWebhook(port, issueComment(REF, 'boom')));", (vocab, [probe]) => {
      expect(kinds(vocab.observe(probe), vocab)).toEqual(["other postWebhook(port, issueComment(REF, 'boom'))", "other issueComment(REF, 'boom')"]);
    });
  });

  it('reads nothing from derived values, imported constants, or callback parameters', () => {
    withVocabulary(
      "import { REF, payloads } from './fixtures';\nconst spy = jest.fn();\nconst [call] = spy.mock.calls;\nprobe(call[0].text.includes(payloads.comment.body) && [1, 2].some((n) => n === REF.length));",
      (vocab, [probe]) => {
        const call = vocab.sourceCode.getDeclaredVariables(vocab.sourceCode.ast.body[2] as TSESTree.VariableDeclaration)[0];
        expect(kinds(vocab.observe(probe, { derived: new Set([call]) }), vocab)).toEqual([]);
      },
    );
  });
});
