import rule, { RULE_NAME } from '../../rules/wait-on-outcome';
import { shorten } from '../../lib/report-text';
import { javascriptTester, typescriptTester } from '../rule-tester';

const SLEEP = `const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n`;
const RTL = `import { waitFor } from '@testing-library/react';\n`;
const SHIM = `import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';\n`;
const FAKE = `const tmux = new FakeTmux();\n`;

/** A Jest test with the given body, indented two spaces. */
function inTest(body: string, { title = 'works', before = '' } = {}): string {
  const indented = body.split('\n').map((line) => (line ? `  ${line}` : line)).join('\n');
  return `${before}it('${title}', async () => {\n${indented}\n});`;
}

/** A message's data: the wait as written (shortened as the rule does), no helper, no tell, unless given. */
function data(given: { wait: string; attempt: string; read: string; verb?: string; via?: string; tell?: string }) {
  return { via: '', verb: 'asserts on', tell: '', ...given, wait: shorten(given.wait) };
}
const TELL = (sleep: string) => `, and \`${sleep}\` between them is the tell: time standing in for the outcome`;

const ATTEMPTS = { 'dispatch-lag': { attempts: ['tmux.delivers', 'tmux.spawns', '*.requests'] } };

typescriptTester().run(RULE_NAME, rule, {
  valid: [
    // --- Further reads of the same attempt record are not a dependency ---
    { name: 'another double called right after the waited one, in the same callback the test wrote', code: inTest(`const onSuccess = vi.fn();\nconst snapshot = vi.fn();\nconst api = build({\n  async onStarted({ fulfilled }) {\n    const result = await fulfilled;\n    onSuccess(result);\n    snapshot(cache());\n  },\n});\nawait waitFor(() => expect(onSuccess).toHaveBeenCalled());\nexpect(snapshot).toHaveBeenCalledTimes(1);`, { before: RTL }) },
    { name: 'a handle read in the expected value is what the test already knows', code: inTest(`const onSave = jest.fn();\nconst promise = form.submit(onSave);\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nexpect(onSave.mock.calls[0][0]).toMatchObject({ requestId: promise.requestId });`, { before: RTL }) },
    { name: 'the same mock, its arguments', code: inTest(`await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));\nexpect(onSave).toHaveBeenCalledWith('a', { draft: false });`, { before: RTL }) },
    { name: 'the same mock, its mock.calls read into locals', code: inTest(`const onSave = jest.fn();\nform.submit(onSave);\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nconst [[name, options]] = onSave.mock.calls;\nexpect(name).toBe('a');\nexpect(options.draft).toBe(false);`, { before: RTL }) },
    { name: 'the same mock, mock.results and lastCall', code: inTest(`const fetch = jest.fn();\nawait waitFor(() => expect(fetch).toHaveBeenCalled());\nexpect(fetch.mock.lastCall).toEqual(['/a']);\nexpect(fetch.mock.results[0].type).toBe('return');`, { before: RTL }) },
    { name: 'the same fake: another record of it', code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length === 1);\nexpect(tmux.delivers[0].text).toContain('boom');\nexpect(tmux.spawns).toHaveLength(1);`, { before: SHIM }) },
    { name: 'a settings path, then the same record', code: inTest(`const { tmux } = h;\nawait waitUntil(() => tmux.delivers.length === 1);\nexpect(tmux.delivers[0]).toEqual({ endpoint: 'agents:1.0', text: 'hi' });`, { before: SHIM }), settings: ATTEMPTS },
    { name: 'an alias of the record (const d = tmux.delivers)', code: inTest(`const d = tmux.delivers;\nawait waitUntil(() => d.length === 1);\nexpect(tmux.delivers[0].endpoint).toBe('agents:1.0');\nexpect(d[0].text).toBe('x');`, { before: SHIM }), settings: ATTEMPTS },
    { name: 'local computation and logging between', code: inTest(`const spy = jest.fn();\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nconst expected = 2 * 1;\nconsole.log(registry.dump());\nexpect(spy).toHaveBeenCalledTimes(expected);`, { before: RTL }) },
    { name: 'sinon: calledOnce, then firstCall.args', code: inTest(`const spy = sinon.spy();\nawait waitUntil(() => spy.calledOnce);\nexpect(spy.firstCall.args[0]).toBe('x');`, { before: SHIM }) },
    { name: 'sinon: getCalls(), then the calls', code: inTest(`const stub = sinon.stub().resolves();\nawait waitUntil(() => stub.getCalls().length === 2);\nconst calls = stub.getCalls();\nexpect(calls[1].args).toEqual([2]);\nsinon.assert.calledWith(stub, 2);`, { before: SHIM }) },
    { name: 'vitest: vi.fn and vi.waitFor, then the last call', code: `import { expect, it, vi } from 'vitest';\nit('x', async () => {\n  const spy = vi.fn();\n  await vi.waitFor(() => expect(spy).toHaveBeenCalled());\n  expect(spy).toHaveBeenLastCalledWith(1);\n});` },
    { name: 'expect.poll on a mock, then its arguments', code: inTest(`const onExit = vi.fn();\nawait expect.poll(() => onExit).toHaveBeenCalled();\nexpect(onExit).toHaveBeenCalledWith(0);`) },
    { name: 'node:test mock.fn, then its arguments', code: `import assert from 'node:assert';\nimport { mock, test } from 'node:test';\ntest('x', async () => {\n  const fn = mock.fn();\n  await waitUntil(() => fn.mock.callCount() === 1);\n  assert.deepStrictEqual(fn.mock.calls[0].arguments, [1]);\n});` },
    { name: 'jest.spyOn, then restoring the spy', code: inTest(`const spy = jest.spyOn(api, 'send');\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nspy.mockRestore();`, { before: RTL }) },

    // --- The wait observes the state, not (only) the attempt ---
    { name: 'the wait observes the outcome', code: inTest(`await waitUntil(() => dispatcher.deliveryStatus('e-1') === 'failed');\nexpect(registry.findByWorkItem(REF)?.recentDeliveries).not.toContain('e-1');\nexpect(await postWebhook(port, 'issue_comment', payload, 'e-1')).toBe(202);`, { before: SHIM }) },
    { name: 'the condition reads the attempt and the state', code: inTest(`const spy = jest.fn();\nawait waitUntil(() => spy.mock.calls.length > 0 && queue.isEmpty());\nexpect(registry.size).toBe(1);`, { before: SHIM }) },
    { name: 'a wait on an event, not a condition', code: `import { once } from 'node:events';\nit('x', async () => {\n  await once(server, 'listening');\n  expect(server.address()).toBeTruthy();\n});` },
    { name: 'a hand-rolled counter is not an attempt record', code: inTest(`let calls = 0;\nconsumer.on('fetch', () => calls++);\nawait waitUntil(() => calls > 0);\nexpect(consumer.isRunning()).toBe(true);`, { before: SHIM }) },

    // --- Barriers end the scan ---
    ...['stop', 'close', 'drain', 'flush', 'join', 'whenIdle', 'onIdle', 'settled'].map((barrier) => ({
      name: `a barrier ends the scan: await x.${barrier}()`,
      code: inTest(`const tmux = new FakeTmux();\nawait waitUntil(() => tmux.delivers.length === 1);\nawait dispatcher.${barrier}();\nexpect(registry.findByWorkItem(REF)).toBeDefined();`, { before: SHIM }),
    })),
    { name: 'a barrier from settings', code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length === 1);\nawait harness.quiesce();\nexpect(registry.size).toBe(1);`, { before: SHIM }), settings: { 'dispatch-lag': { barriers: ['harness.quiesce'] } } },
    { name: 'barriers in Promise.all', code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length >= 3);\nawait Promise.all(workers.map((worker) => worker.stop()));\nexpect(registry.size).toBe(3);`, { before: SHIM }) },
    { name: 'another wait ends the scan', code: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait waitFor(() => expect(store.saved).toBe(true));\nexpect(store.items).toHaveLength(1);`, { before: RTL }) },
    { name: 'a wait inside expect(…).resolves ends the scan', code: inTest(`const crash = jest.fn();\nawait waitFor(() => crash.mock.calls.length > 0);\nawait expect(waitFor(() => eachMessage.mock.calls.length)).resolves.toBe(1);\nexpect(consumer.isRunning()).toBe(true);`, { before: RTL }) },
    { name: 'the test drives fake timers', code: inTest(`const spy = jest.fn();\nawait waitFor(() => expect(spy).toHaveBeenCalled());\njest.advanceTimersByTime(1000);\nexpect(cache.size).toBe(0);`, { before: RTL }) },
    { name: 'the test holds the double until after the step', code: inTest(`${FAKE}const release = tmux.holdDeliveries();\nawait poller.pollOnce();\nawait waitUntil(() => tmux.delivers.length === 1);\nexpect(dispatcher.deliveryStatus(id)).toBe('inflight');\nrelease();`, { before: SHIM }) },
    { name: 'a recorder from settings: the listener that records also calls the other double', code: inTest(`const onHeartbeat = jest.fn();\nlet heartbeats = 0;\nconsumer.on('heartbeat', (event) => {\n  onHeartbeat(event);\n  heartbeats++;\n});\nawait waitUntil(() => heartbeats > 0);\nexpect(onHeartbeat).toHaveBeenCalledWith(expect.objectContaining({ type: 'heartbeat' }));`, { before: SHIM }), settings: { 'dispatch-lag': { attempts: ['heartbeats'] } } },
    { name: 'what the wait returns is read from the record', code: inTest(`const spy = jest.fn();\nconst [call] = await waitFor(() => spy.mock.calls.find((c) => c[0] === 'x'));\nexpect(call[1].reason).toBe('not-elected');`, { before: RTL }) },
    { name: 'a function applied to the record only computes on it', code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length === 2);\nexpect(uniq(tmux.delivers.map((d) => d.text))).toHaveLength(2);`, { before: SHIM }) },
    { name: 'the double writes the state itself, in its implementation', code: inTest(`const dragover = vi.fn(() => {\n  target.textContent = 'Dropped';\n});\nawait expect.poll(() => dragover).toHaveBeenCalled();\nexpect(target.textContent).toBe('Dropped');`) },

    // --- Negative assertions (default: not reported) ---
    { name: 'a negative assertion on another double', code: inTest(`const onError = jest.fn();\nconst onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nexpect(onError).not.toHaveBeenCalled();`, { before: RTL }) },

    // --- Not the test's own wait ---
    { name: 'a wait that is not awaited', code: inTest(`const spy = jest.fn();\nwaitFor(() => expect(spy).toHaveBeenCalled());\nexpect(registry.size).toBe(1);`, { before: RTL }) },
    { name: 'a wait in Promise.all with another condition', code: inTest(`const spy = jest.fn();\nawait Promise.all([waitFor(() => expect(spy).toHaveBeenCalled()), waitFor(() => expect(registry.size).toBe(1))]);\nexpect(registry.get('a')).toBeDefined();`, { before: RTL }) },
    { name: 'a wait in a callback handed to the code under test', code: inTest(`const spy = jest.fn();\napp.get('/x', async () => {\n  await waitFor(() => expect(spy).toHaveBeenCalled());\n  registry.touch();\n});`, { before: RTL }) },
    { name: 'the wait is the last step', code: inTest(`const spy = jest.fn();\nemit();\nawait waitFor(() => expect(spy).toHaveBeenCalled());`, { before: RTL }) },
    { name: 'done() ends the steps', code: `${RTL}it('x', (done) => {\n  const spy = jest.fn();\n  waitFor(() => expect(spy).toHaveBeenCalled()).then(() => done());\n});` },

    // --- Where tests live ---
    { name: 'describe.each, same record', code: `${RTL}describe.each([[1], [2]])('with %i', (n) => {\n  it('x', async () => {\n    const spy = jest.fn();\n    await waitFor(() => expect(spy).toHaveBeenCalledTimes(n));\n    expect(spy).toHaveBeenLastCalledWith(n);\n  });\n});` },
    { name: 'test.concurrent, same record', code: `${RTL}test.concurrent('x', async () => {\n  const spy = jest.fn();\n  await waitFor(() => expect(spy).toHaveBeenCalled());\n  expect(spy.mock.calls[0][0]).toBe(1);\n});` },
    { name: 'a beforeEach hook, same record', code: `${RTL}let spy: jest.Mock;\nbeforeEach(async () => {\n  spy = jest.fn();\n  start(spy);\n  await waitFor(() => expect(spy).toHaveBeenCalled());\n  spy.mockClear();\n});` },

    // --- Helpers called inline ---
    { name: 'a helper that reads the same record', code: `${SHIM}${FAKE}function expectDelivered(t: FakeTmux, text: string) {\n  expect(t.delivers[0].text).toBe(text);\n}\nit('x', async () => {\n  await waitUntil(() => tmux.delivers.length === 1);\n  expectDelivered(tmux, 'hi');\n});` },
    { name: 'a helper that ends with an attempt wait, callers read the same record', code: `${SHIM}${FAKE}async function delivered(n: number) {\n  await waitUntil(() => tmux.delivers.length === n);\n}\nit('x', async () => {\n  await delivered(1);\n  expect(tmux.delivers[0].text).toBe('hi');\n});` },
    { name: 'a helper whose first step is a barrier', code: `${SHIM}${FAKE}async function settle() {\n  await dispatcher.stop();\n}\nit('x', async () => {\n  await waitUntil(() => tmux.delivers.length === 1);\n  await settle();\n  expect(registry.size).toBe(1);\n});` },

    // --- Options ---
    { name: 'reportActions: false leaves the action-shaped variant alone', code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length >= 1);\nconst summary = await poller.pollOnce();\nexpect(summary.failures).toBe(1);`, { before: SHIM }), options: [{ reportActions: false }] },
    { name: 'a sleep alone does not make a dependency', code: inTest(`const spy = jest.fn();\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nawait sleep(100);\nexpect(spy).toHaveBeenCalledTimes(1);`, { before: RTL + SLEEP }) },
    { name: 'a tick flush alone does not make a dependency', code: inTest(`const spy = jest.fn();\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nawait new Promise(setImmediate);\nexpect(spy).toHaveBeenCalledTimes(1);`, { before: RTL }) },
  ],
  invalid: [
    // --- Assertion-shaped ---
    {
      name: 'an assert whose message says the value is still what it was is still a check of the outcome',
      code: `import assert from 'node:assert';\n` + inTest(`await waitFor(() => expect(onSave).toHaveBeenCalled());\nassert.equal(store.count, 1, 'count still 1');`, { before: RTL }),
      errors: [
        {
          messageId: 'assertsOnOutcome',
          line: 4,
          suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: `import assert from 'node:assert';\n` + inTest(`await waitFor(() => expect(onSave).toHaveBeenCalled());\nawait waitFor(() => assert.equal(store.count, 1, 'count still 1'));`, { before: RTL }) }],
        },
      ],
    },
    {
      name: 'the issue: waits on the delivery, reads the registry',
      code: inTest(`await waitFor(() => expect(tmux.deliver).toHaveBeenCalledTimes(1));\nconst found = registry.findByWorkItem(REF);\nexpect(found?.recentDeliveries).not.toContain('e-1');`, { before: RTL }),
      errors: [{ messageId: 'assertsOnOutcome', line: 3, column: 9, data: data({ wait: 'waitFor(() => expect(tmux.deliver).toHaveBeenCalledTimes(1))', via: '', attempt: '`tmux.deliver` called', verb: 'reads', read: 'registry.findByWorkItem(…)', tell: '' }), suggestions: [] }],
    },
    {
      name: 'asserts on other state, suggestion with the same helper',
      code: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nexpect(store.items).toHaveLength(1);`, { before: RTL }),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitFor(() => expect(onSave).toHaveBeenCalled())', via: '', attempt: '`onSave` called', verb: 'asserts on', read: 'store.items', tell: '' }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait waitFor(() => expect(store.items).toHaveLength(1));`, { before: RTL }) }],
      }],
    },
    {
      name: 'asserts on another double',
      code: inTest(`const onStart = jest.fn();\nconst onDone = jest.fn();\nawait waitFor(() => expect(onStart).toHaveBeenCalled());\nexpect(onDone).toHaveBeenCalledWith('ok');`, { before: RTL }),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitFor(() => expect(onStart).toHaveBeenCalled())', via: '', attempt: '`onStart` called', verb: 'asserts on', read: 'onDone called', tell: '' }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: inTest(`const onStart = jest.fn();\nconst onDone = jest.fn();\nawait waitFor(() => expect(onStart).toHaveBeenCalled());\nawait waitFor(() => expect(onDone).toHaveBeenCalledWith('ok'));`, { before: RTL }) }],
      }],
    },
    {
      name: 'a sleep between is the tell, and the message says so',
      code: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait sleep(200);\nexpect(store.saved).toBe(true);`, { before: RTL + SLEEP }),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitFor(() => expect(onSave).toHaveBeenCalled())', via: '', attempt: '`onSave` called', verb: 'asserts on', read: 'store.saved', tell: TELL('sleep(200)') }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait sleep(200);\nawait waitFor(() => expect(store.saved).toBe(true));`, { before: RTL + SLEEP }) }],
      }],
    },
    {
      name: 'a tick flush between is a tell too',
      code: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait new Promise((r) => setImmediate(r));\nconst row = db.get('a');\nexpect(row).toBeDefined();`, { before: RTL }),
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitFor(() => expect(onSave).toHaveBeenCalled())', via: '', attempt: '`onSave` called', verb: 'reads', read: 'db.get(…)', tell: TELL('await new Promise((r) => setImmediate(r));') }), suggestions: [] }],
    },
    {
      name: 'vitest: vi.waitFor, suggestion with vi.waitFor and its options',
      code: `import { expect, it, vi } from 'vitest';\nit('x', async () => {\n  const spy = vi.fn();\n  await vi.waitFor(() => expect(spy).toHaveBeenCalled(), { timeout: 500 });\n  expect(cache.get('a')).toBe(1);\n});`,
      errors: [{
        messageId: 'assertsOnOutcome',
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'vi.waitFor' }, output: `import { expect, it, vi } from 'vitest';\nit('x', async () => {\n  const spy = vi.fn();\n  await vi.waitFor(() => expect(spy).toHaveBeenCalled(), { timeout: 500 });\n  await vi.waitFor(() => expect(cache.get('a')).toBe(1), { timeout: 500 });\n});` }],
      }],
    },
    {
      name: 'expect.poll on a mock, then other state: suggestion with expect.poll',
      code: inTest(`const onExit = vi.fn();\nawait expect.poll(() => onExit).toHaveBeenCalled();\nexpect(process.exitCode).toBe(1);`),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'expect.poll(() => onExit)', via: '', attempt: '`onExit` called', verb: 'asserts on', read: 'process.exitCode', tell: '' }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'expect.poll' }, output: inTest(`const onExit = vi.fn();\nawait expect.poll(() => onExit).toHaveBeenCalled();\nawait expect.poll(() => process.exitCode).toBe(1);`) }],
      }],
    },
    {
      name: 'waitUntil from the plugin: the suggestion uses its waitFor and imports it',
      code: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length === 1, WAIT);\nexpect(registry.size).toBe(1);`, { before: SHIM }),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitUntil(() => tmux.delivers.length === 1, WAIT)', via: '', attempt: '`tmux.delivers`', verb: 'asserts on', read: 'registry.size', tell: '' }),
        suggestions: [{
          messageId: 'suggestWait',
          data: { helper: 'waitFor' },
          output: inTest(`${FAKE}await waitUntil(() => tmux.delivers.length === 1, WAIT);\nawait waitFor(() => expect(registry.size).toBe(1), WAIT);`, { before: `import { waitUntil, waitFor } from 'eslint-plugin-dispatch-lag/wait';\n` }),
        }],
      }],
    },
    {
      name: 'a predicate helper of unknown origin: no suggestion',
      code: inTest(`const spy = sinon.spy();\nawait waitUntil(() => spy.called);\nexpect(store.items).toHaveLength(1);`),
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitUntil(() => spy.called)', via: '', attempt: '`spy` called', verb: 'asserts on', read: 'store.items', tell: '' }), suggestions: [] }],
    },
    {
      name: 'waitForExpect: the suggestion uses the same helper',
      code: `import waitForExpect from 'wait-for-expect';\nit('x', async () => {\n  const spy = jest.fn();\n  await waitForExpect(() => {\n    expect(spy).toHaveBeenCalled();\n  });\n  expect(cache.size).toBe(1);\n});`,
      errors: [{
        messageId: 'assertsOnOutcome',
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitForExpect' }, output: `import waitForExpect from 'wait-for-expect';\nit('x', async () => {\n  const spy = jest.fn();\n  await waitForExpect(() => {\n    expect(spy).toHaveBeenCalled();\n  });\n  await waitForExpect(() => expect(cache.size).toBe(1));\n});` }],
      }],
    },
    {
      name: 'the read is an assignment to an existing variable',
      code: inTest(`const fetch = jest.fn();\nlet fetchers = manager.getFetchers();\nawait waitFor(() => fetch.mock.calls.length > 0);\nfetchers = manager.getFetchers();\nexpect(fetchers).toHaveLength(3);`, { before: RTL }),
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitFor(() => fetch.mock.calls.length > 0)', via: '', attempt: '`fetch` called', verb: 'reads', read: 'manager.getFetchers()', tell: '' }), suggestions: [] }],
    },
    {
      name: 'a flag a listener sets is state the code writes',
      code: inTest(`const spy = jest.fn();\nlet finished = false;\nemitter.on('done', () => {\n  finished = true;\n});\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nexpect(finished).toBe(true);`, { before: RTL }),
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitFor(() => expect(spy).toHaveBeenCalled())', via: '', attempt: '`spy` called', verb: 'asserts on', read: 'finished', tell: '' }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: inTest(`const spy = jest.fn();\nlet finished = false;\nemitter.on('done', () => {\n  finished = true;\n});\nawait waitFor(() => expect(spy).toHaveBeenCalled());\nawait waitFor(() => expect(finished).toBe(true));`, { before: RTL }) }],
      }],
    },
    {
      name: 'reportNegativeAssertions: a negative assertion on other state',
      code: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nexpect(onError).not.toHaveBeenCalled();`, { before: RTL }),
      options: [{ reportNegativeAssertions: true }],
      errors: [{
        messageId: 'assertsOnOutcome',
        data: data({ wait: 'waitFor(() => expect(onSave).toHaveBeenCalled())', via: '', attempt: '`onSave` called', verb: 'asserts on', read: 'onError called', tell: '' }),
        suggestions: [{ messageId: 'suggestWait', data: { helper: 'waitFor' }, output: inTest(`const onSave = jest.fn();\nawait waitFor(() => expect(onSave).toHaveBeenCalled());\nawait waitFor(() => expect(onError).not.toHaveBeenCalled());`, { before: RTL }) }],
      }],
    },

    // --- Action-shaped (no suggestion) ---
    {
      name: 'case 1: waits on the failed delivery, sleeps, re-posts',
      code: inTest(`const { tmux, registry, port } = h;\ntmux.failDeliveries(1);\nexpect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);\nawait waitUntil(() => tmux.delivers.length === 1, { timeout: 3_000 });\nawait sleep(200);\nexpect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);\nawait waitUntil(() => tmux.delivers.length === 2, { timeout: 3_000 });`, { before: SHIM + SLEEP }),
      settings: ATTEMPTS,
      errors: [{ messageId: 'actsOnOutcome', line: 7, data: data({ wait: 'waitUntil(() => tmux.delivers.length === 1, { timeout: 3_000 })', via: '', attempt: '`tmux.delivers`', verb: 'asserts on', read: 'postWebhook(…)', tell: TELL('sleep(200)') }) }],
    },
    {
      name: 'case 2: waits on the delivery, sleeps, polls again and keeps the summary',
      code: inTest(`const { tmux, tracker, dispatcher, registry } = h;\nconst poller = new Poller({ tracker, dispatcher, registry, attemptBudget: 1 });\nawait poller.pollOnce();\nawait waitUntil(() => tmux.delivers.length >= 1, WAIT);\nawait sleep(200);\nconst summary = await poller.pollOnce();\nawait dispatcher.stop();\nexpect(summary.failures).toBe(1);`, { before: SHIM + SLEEP }),
      settings: ATTEMPTS,
      errors: [{ messageId: 'actsOnOutcome', line: 7, data: data({ wait: 'waitUntil(() => tmux.delivers.length >= 1, WAIT)', via: '', attempt: '`tmux.delivers`', verb: 'reads', read: 'poller.pollOnce()', tell: TELL('sleep(200)') }) }],
    },
    {
      name: 'the issue: polls again right after the wait (no sleep)',
      code: inTest(`${FAKE}await poller.pollOnce();\nawait waitUntil(() => tmux.delivers.length >= 1);\nconst summary = await poller.pollOnce();`, { before: SHIM }),
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitUntil(() => tmux.delivers.length >= 1)', via: '', attempt: '`tmux.delivers`', verb: 'reads', read: 'poller.pollOnce()', tell: '' }) }],
    },
    {
      name: 'case 3: the same shape with the result discarded is reported too (the lag run decides)',
      code: inTest(`const { tmux, dispatcher } = h;\nawait poller.pollOnce();\nawait waitUntil(() => tmux.spawns.length === 1, WAIT);\nawait poller.pollOnce();\nawait dispatcher.stop();\nexpect(tmux.spawns).toHaveLength(1);`, { before: SHIM }),
      settings: ATTEMPTS,
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitUntil(() => tmux.spawns.length === 1, WAIT)', via: '', attempt: '`tmux.spawns`', verb: 'reads', read: 'poller.pollOnce()', tell: '' }) }],
    },
    {
      name: 'an action without await',
      code: inTest(`const send = jest.fn();\nawait waitFor(() => expect(send).toHaveBeenCalledTimes(1));\nclient.reconnect();`, { before: RTL }),
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitFor(() => expect(send).toHaveBeenCalledTimes(1))', via: '', attempt: '`send` called', verb: 'reads', read: 'client.reconnect()', tell: '' }) }],
    },
    {
      name: 'an assertion that acts: expect(await …)',
      code: inTest(`const deliver = jest.fn();\nawait waitFor(() => expect(deliver).toHaveBeenCalled());\nexpect(await api.retry('e-1')).toBe(202);`, { before: RTL }),
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitFor(() => expect(deliver).toHaveBeenCalled())', via: '', attempt: '`deliver` called', verb: 'asserts on', read: 'api.retry(…)', tell: '' }) }],
    },

    // --- Attempt records, each spelling ---
    ...[
      ['toHaveBeenCalled', 'expect(spy).toHaveBeenCalled()'],
      ['toHaveBeenCalledTimes', 'expect(spy).toHaveBeenCalledTimes(2)'],
      ['toHaveBeenCalledWith', "expect(spy).toHaveBeenCalledWith('a')"],
      ['toHaveBeenLastCalledWith', "expect(spy).toHaveBeenLastCalledWith('a')"],
      ['toHaveBeenNthCalledWith', "expect(spy).toHaveBeenNthCalledWith(2, 'a')"],
      ['toBeCalled', 'expect(spy).toBeCalled()'],
      ['toBeCalledTimes', 'expect(spy).toBeCalledTimes(1)'],
      ['toHaveReturned', 'expect(spy).toHaveReturned()'],
      ['toHaveReturnedTimes', 'expect(spy).toHaveReturnedTimes(1)'],
      ['mock.calls', 'spy.mock.calls.length === 1'],
      ['mock.results', "spy.mock.results.some((r) => r.type === 'return')"],
      ['sinon callCount', 'spy.callCount === 2'],
      ['sinon called', 'spy.called'],
      ['sinon calledOnce', 'spy.calledOnce'],
      ['sinon calledWith', "spy.calledWith('a')"],
      ['sinon getCalls()', 'spy.getCalls().length > 0'],
    ].map(([what, condition]) => ({
      name: `attempt record: ${what}, an unknown spy`,
      code: inTest(`await waitFor(() => ${condition});\nexpect(db.rows).toHaveLength(1);`, { before: RTL }),
      errors: [{
        messageId: 'assertsOnOutcome' as const,
        data: data({ wait: `waitFor(() => ${condition})`, attempt: '`spy` called', read: 'db.rows' }),
        // A predicate condition: the file's own assertion-retrying waitFor (Testing Library) is used.
        suggestions: [{ messageId: 'suggestWait' as const, output: inTest(`await waitFor(() => ${condition});\nawait waitFor(() => expect(db.rows).toHaveLength(1));`, { before: RTL }) }],
      }],
    })),

    // --- Doubles in scope, from each library ---
    ...[
      ['jest.fn()', 'const deliver = jest.fn();'],
      ['jest.fn().mockResolvedValue()', 'const deliver = jest.fn().mockResolvedValue(undefined);'],
      ['jest.spyOn()', "const deliver = jest.spyOn(tmux, 'deliver');"],
      ['vi.fn()', 'const deliver = vi.fn();'],
      ['vi.spyOn()', "const deliver = vi.spyOn(tmux, 'deliver');"],
      ['sinon.spy()', 'const deliver = sinon.spy();'],
      ['sinon.stub().resolves()', 'const deliver = sinon.stub().resolves();'],
      ['sinon.fake()', 'const deliver = sinon.fake();'],
      ['sandbox.stub()', "const deliver = sandbox.stub(tmux, 'deliver');"],
      ['assigned in a hook', 'let deliver;\nbeforeEach(() => {\n  deliver = jest.fn();\n});'],
    ].map(([what, declaration]) => ({
      name: `a double from ${what}: its calls count is an attempt`,
      code: `${SHIM}${declaration}\nit('x', async () => {\n  await waitUntil(() => deliver.mock?.calls.length === 1 || deliver.callCount === 1);\n  expect(registry.size).toBe(1);\n});`,
      errors: [{ messageId: 'assertsOnOutcome' as const, data: data({ wait: 'waitUntil(() => deliver.mock?.calls.length === 1 || deliver.callCount === 1)', attempt: '`deliver` called', read: 'registry.size' }), suggestions: [{ messageId: 'suggestWait' as const, output: `import { waitUntil, waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${declaration}\nit('x', async () => {\n  await waitUntil(() => deliver.mock?.calls.length === 1 || deliver.callCount === 1);\n  await waitFor(() => expect(registry.size).toBe(1));\n});` }] }],
    })),
    ...['FakeTmux', 'MockTmux', 'StubTmux', 'SpyTmux'].map((name) => ({
      name: `a double from new ${name}(): what it records`,
      code: inTest(`const tmux = new ${name}();\nawait waitUntil(() => tmux.delivers.length === 1);\nconst session = registry.findByWorkItem(REF);`, { before: SHIM }),
      errors: [{ messageId: 'assertsOnOutcome' as const, data: data({ wait: 'waitUntil(() => tmux.delivers.length === 1)', attempt: '`tmux.delivers`', verb: 'reads', read: 'registry.findByWorkItem(…)' }), suggestions: [] }],
    })),
    {
      name: 'a double as a property of an object literal',
      code: inTest(`const tmux = { deliver: jest.fn() };\nawait waitUntil(() => tmux.deliver.called || tmux.deliver.mock.calls.length > 0);\nexpect(registry.size).toBe(1);`),
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitUntil(() => tmux.deliver.called || tmux.deliver.mock.calls.length > 0)', attempt: '`tmux.deliver` called', read: 'registry.size' }), suggestions: [] }],
    },
    {
      name: 'node:test mock.fn()',
      code: `import assert from 'node:assert';\nimport { mock, test } from 'node:test';\ntest('x', async () => {\n  const fn = mock.fn();\n  await waitUntil(() => fn.mock.callCount() === 1);\n  assert.equal(registry.size, 1);\n});`,
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitUntil(() => fn.mock.callCount() === 1)', attempt: '`fn` called', read: 'registry.size' }), suggestions: [] }],
    },

    // --- Aliases and settings ---
    {
      name: 'an alias of a settings record',
      code: inTest(`const d = tmux.delivers;\nawait waitUntil(() => d.length === 1);\nexpect(registry.size).toBe(1);`),
      settings: ATTEMPTS,
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitUntil(() => d.length === 1)', attempt: '`d`', read: 'registry.size' }), suggestions: [] }],
    },
    {
      name: 'a destructured record of a fake',
      code: inTest(`${FAKE}const { delivers } = tmux;\nawait waitUntil(() => delivers.length === 1);\nexpect(tmux.delivers).toHaveLength(1);\nexpect(registry.size).toBe(1);`),
      errors: [{ messageId: 'assertsOnOutcome', line: 4, data: data({ wait: 'waitUntil(() => delivers.length === 1)', attempt: '`delivers`', read: 'registry.size' }), suggestions: [] }],
    },
    {
      name: 'settings: *.requests under a member (this.server.requests)',
      code: `describe('x', function () {\n  it('y', async function () {\n    await waitUntil(() => this.server.requests.length === 1);\n    expect(db.rows).toHaveLength(1);\n  });\n});`,
      settings: ATTEMPTS,
      errors: [{ messageId: 'assertsOnOutcome', data: data({ wait: 'waitUntil(() => this.server.requests.length === 1)', attempt: '`this.server.requests`', read: 'db.rows' }), suggestions: [] }],
    },

    // --- Where tests live ---
    {
      name: 'describe.each',
      code: `${RTL}describe.each([[1], [2]])('with %i', (n) => {\n  it('x', async () => {\n    const spy = jest.fn();\n    await waitFor(() => expect(spy).toHaveBeenCalledTimes(n));\n    expect(registry.size).toBe(n);\n  });\n});`,
      errors: [{ messageId: 'assertsOnOutcome', line: 5, suggestions: [{ messageId: 'suggestWait', output: `${RTL}describe.each([[1], [2]])('with %i', (n) => {\n  it('x', async () => {\n    const spy = jest.fn();\n    await waitFor(() => expect(spy).toHaveBeenCalledTimes(n));\n    await waitFor(() => expect(registry.size).toBe(n));\n  });\n});` }] }],
    },
    {
      name: 'test.concurrent',
      code: `test.concurrent('x', async () => {\n  const spy = jest.fn();\n  await waitUntil(() => spy.mock.calls.length === 1);\n  await client.send('again');\n});`,
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitUntil(() => spy.mock.calls.length === 1)', attempt: '`spy` called', verb: 'reads', read: 'client.send(…)' }) }],
    },
    {
      name: 'a beforeAll hook',
      code: `let spy: jest.Mock;\nbeforeAll(async () => {\n  spy = jest.fn();\n  server.start(spy);\n  await waitUntil(() => spy.mock.calls.length > 0);\n  await server.seed();\n});`,
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitUntil(() => spy.mock.calls.length > 0)', attempt: '`spy` called', verb: 'reads', read: 'server.seed()' }) }],
    },

    // --- Helpers called inline ---
    {
      name: 'the next step calls a helper that reads the outcome (named for a check: the suggestion waits on it)',
      code: `${SHIM}${FAKE}function expectRegistered() {\n  expect(registry.findByWorkItem(REF)).toBeDefined();\n}\nit('x', async () => {\n  await waitUntil(() => tmux.spawns.length === 1);\n  expectRegistered();\n});`,
      errors: [{ messageId: 'assertsOnOutcome', line: 7, data: data({ wait: 'waitUntil(() => tmux.spawns.length === 1)', attempt: '`tmux.spawns`', read: 'registry.findByWorkItem(…)` in `expectRegistered()' }), suggestions: [{ messageId: 'suggestWait', output: `import { waitUntil, waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${FAKE}function expectRegistered() {\n  expect(registry.findByWorkItem(REF)).toBeDefined();\n}\nit('x', async () => {\n  await waitUntil(() => tmux.spawns.length === 1);\n  await waitFor(() => expectRegistered());\n});` }] }],
    },
    {
      name: 'a helper ends with the attempt wait; its caller reads the outcome',
      code: `${SHIM}${FAKE}async function delivered(n: number) {\n  await waitUntil(() => tmux.delivers.length === n);\n}\nit('x', async () => {\n  await delivered(1);\n  expect(registry.size).toBe(1);\n});`,
      errors: [{ messageId: 'assertsOnOutcome', line: 7, data: data({ wait: 'waitUntil(() => tmux.delivers.length === n)', via: ' (in `delivered()`)', attempt: '`tmux.delivers`', read: 'registry.size' }), suggestions: [] }],
    },
  ],
});

javascriptTester().run(`${RULE_NAME} (JavaScript)`, rule, {
  valid: [
    { name: 'JS: the same mock, its arguments', code: `const { waitFor } = require('@testing-library/react');\nit('x', async () => {\n  const onSave = jest.fn();\n  await waitFor(() => expect(onSave).toHaveBeenCalled());\n  expect(onSave).toHaveBeenCalledWith('a');\n});` },
    { name: 'JS (Mocha + sinon): a barrier', code: `describe('x', function () {\n  it('y', async function () {\n    const spy = sinon.spy();\n    await waitUntil(() => spy.calledOnce);\n    await queue.close();\n    assert.equal(queue.count, 0);\n  });\n});` },
  ],
  invalid: [
    {
      name: 'JS: jest.fn, then other state',
      code: `import { waitFor } from '@testing-library/react';\nit('x', async () => {\n  const onSave = jest.fn();\n  await waitFor(() => expect(onSave).toHaveBeenCalled());\n  expect(store.saved).toBe(true);\n});`,
      errors: [{ messageId: 'assertsOnOutcome', suggestions: [{ messageId: 'suggestWait', output: `import { waitFor } from '@testing-library/react';\nit('x', async () => {\n  const onSave = jest.fn();\n  await waitFor(() => expect(onSave).toHaveBeenCalled());\n  await waitFor(() => expect(store.saved).toBe(true));\n});` }] }],
    },
    {
      name: 'JS (Mocha + sinon): acts after the attempt',
      code: `describe('x', function () {\n  it('y', async function () {\n    const spy = sinon.spy();\n    await waitUntil(() => spy.calledOnce);\n    await client.publish('again');\n    assert.equal(spy.callCount, 2);\n  });\n});`,
      errors: [{ messageId: 'actsOnOutcome', data: data({ wait: 'waitUntil(() => spy.calledOnce)', attempt: '`spy` called', verb: 'reads', read: 'client.publish(…)' }) }],
    },
  ],
});
