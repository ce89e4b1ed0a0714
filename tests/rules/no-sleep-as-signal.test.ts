import { join } from 'node:path';
import rule, { RULE_NAME } from '../../rules/no-sleep-as-signal';
import { javascriptTester, typescriptTester } from '../rule-tester';

const SLEEP = `const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));\n`;
const SLEEP_JS = `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));\n`;

/** A test file next to helper modules on disk (tests/rules/fixtures/helper-modules), for imports the rule follows. */
const HELPERS = join(__dirname, 'fixtures', 'helper-modules');
const beside = (name: string) => join(HELPERS, name);
/** Test files of suites that name their helpers through aliases: tsconfig/jsconfig `paths`, package.json `imports`. */
const underFixture = (...parts: string[]) => join(__dirname, 'fixtures', ...parts);

/** Wraps a test body in a Jest test, with a local sleep helper declared. */
function inTest(body: string, title = 'works'): string {
  return `${SLEEP}it('${title}', async () => {\n${body}\n});`;
}

typescriptTester().run(RULE_NAME, rule, {
  valid: [
    { name: "time semantics: a sleep as long as a duration constant of the code under test (its default), imported from the code's source", filename: beside('a.test.ts'), code: `import { TOAST_DEFAULT_TIMEOUTS } from '../code-under-test/client';\nit('hides the toast', () => {\n  cy.get('#show').click();\n  cy.get('.toast').should('be.visible');\n  cy.wait(TOAST_DEFAULT_TIMEOUTS.blank);\n  cy.get('.toast').should('not.exist');\n});` },
    { name: 'time semantics: a window given alone to the unit (`interval(100)`), then a sleep of one and a half of it', code: inTest(`let ticks = 0;\nconst flow = interval(100).then(() => { ticks++; });\nawait sleep(150);\nexpect(ticks).toBe(1);`) },
    { name: 'negative guard: a count whose message says nothing more came (`no reconnect after close`)', code: `import assert from 'node:assert';\n${SLEEP}it('closes', async () => {\n  es.close();\n  await sleep(200);\n  assert.equal(reqCount, 1, 'no reconnect after close() cancelled the timer');\n});` },
    { name: 'negative guard: a comment that gives an erroneous event time to fire', code: inTest(`es.close();\n// give any erroneous reconnect time to fire\nawait sleep(200);\nexpect(reqCount).toBe(1);`) },
    { name: 'time semantics in a test script (no test call, asserting at its top level): a sleep outlasting a TTL it configures', code: `import assert from 'node:assert';\n${SLEEP}const cache = new Cache({ ttl: 100 });\ncache.set('a', 1);\nawait sleep(150);\nassert.equal(cache.get('a'), 'fresh');` },
    { name: 'a helper that returns a sleeping function is no sleep where it is only called (`const later = delay(100)`)', code: `const delay = (ms: number) => () => new Promise((r) => setTimeout(r, ms));\nit('x', async () => {\n  emit();\n  const later = delay(100);\n  expect(got).toBe(true);\n});` },
    { name: 'a sleeping-function helper of the file is a definition: the sleep it makes is judged where a chain runs it', code: `function delay(ms: number) {\n  return () => new Promise((r) => setTimeout(r, ms));\n}\nit('x', () => start());` },
    { name: 'time semantics: a sleep outlasting a Duration built in seconds and handed to the code (an expiry)', code: `import { Delay, Duration } from '@nivinjoseph/n-util';\nit('store number with exp', async () => {\n  await cache.store('k', 0, Duration.fromSeconds(2));\n  await Delay.seconds(3);\n  expect(await cache.retrieve('k')).toBe(null);\n});` },
    { name: 'a unit method of an object that is no sleep (`Duration.seconds(2)`) is no sleep', code: `import { Duration } from 'luxon-like';\nit('x', async () => {\n  emit();\n  await Duration.seconds(2);\n  expect(got).toBe(true);\n});` },
    { name: 'negative guard: a once-count and a never-count under a title that says nothing is to happen ("should do nothing when …")', code: `import * as TypeMoq from 'typemoq';\nit('should do nothing when the evaluation rejects', (done) => {\n  const condition = TypeMoq.Mock.ofType<Condition>();\n  const action = TypeMoq.Mock.ofType<Action>();\n  new ConditionAction(condition.object, action.object).execute();\n  setTimeout(() => {\n    condition.verify((c) => c.evaluate(), TypeMoq.Times.once());\n    action.verify((a) => a.execute(), TypeMoq.Times.never());\n    done();\n  }, 10);\n});` },
    { name: 'negative guard: an emptiness check of a reading renamed but never seen to hold anything', code: `${SLEEP}it('x', async () => {\n  const items = await feed.getItems(0, 5);\n  expect(items.length).toBe(0);\n  await manager.publish(user, activity);\n  await sleep(2500);\n  const items2 = await feed.getItems(0, 5);\n  expect(items2.length).toBe(0);\n});` },
    { name: 'pacing: a sleep inside a task the test runs, between taking a lock and giving it back (simulated work in the section)', code: `${SLEEP}it('with semaphore', async () => {\n  const lock = new Semaphore(1);\n  const f = async () => {\n    await lock.wait();\n    const local = global;\n    await sleep(500);\n    global = local + 1;\n    lock.signal();\n  };\n  f(); f();\n  await done;\n});` },
    { name: 'pacing: the same with the handle the acquire returns (`const lock = await semaphore.lock(); …; lock.dispose()`)', code: `${SLEEP}async function task(semaphore: Semaphore) {\n  const lock = await semaphore.lock();\n  count += 1;\n  await sleep(5);\n  count -= 1;\n  lock.dispose();\n}` },
    { name: "negative guard: still at the URL the test visited itself (Ember's visit, then currentURL() equal to it)", code: `import { visit, click, currentURL } from '@ember/test-helpers';\n${SLEEP}test('stays on the entry until it is saved', async function (assert) {\n  await visit(\`/entries/\${entry.id}\`);\n  click('[data-test-reviews-link]');\n  await sleep(50);\n  assert.strictEqual(currentURL(), \`/entries/\${entry.id}\`);\n});` },
    { name: "negative guard: still at the URL the test went to (Playwright's page.goto, then page.url() equal to the same)", code: `import { test, expect } from '@playwright/test';\ntest('keeps the page', async ({ page }) => {\n  await page.goto(SETTINGS_URL);\n  await page.click('#save');\n  await page.waitForTimeout(500);\n  expect(page.url()).toBe(SETTINGS_URL);\n});` },
    { name: "time semantics: a file named only test.ts tests its package (expiry-set): a number handed by position to the package's unit is its setting", filename: underFixture('package-unit', 'source', 'test.ts'), code: `import ExpirySet from '.';\n${SLEEP}it('.size', async () => {\n  const set = new ExpirySet<string>(1000);\n  set.add('foo');\n  await sleep(600);\n  set.add('bar');\n  await sleep(600);\n  expect(set.size).toBe(1);\n});` },
    { name: 'time semantics: a fractional setting is read in seconds too (`{ flushInterval: 0.2 }` … `sleep(250)`)', code: inTest(`const logger = new Logger({ flushInterval: 0.2 });\nlogger.info('a');\nawait sleep(250);\nexpect(sent).toHaveLength(1);`) },
    { name: 'pacing: an array the test filled itself, checked by its length in a comparison (`assert(datas.length === 2)`)', code: `import assert from 'node:assert';\n${SLEEP}it('gets the data', async () => {\n  const datas = [];\n  datas.push(await client1.getData(path));\n  datas.push(await client2.getData(path));\n  await sleep(500);\n  assert(datas.length === 2);\n});` },
    // --- Pauses between tests: reported only with reportPausesBetweenTests ---
    { name: 'by default, a sleep ending an after hook that closed something is a pause between tests', code: `${SLEEP}afterEach(async () => {\n  await server.close();\n  await sleep(100);\n});` },
    { name: 'by default, a sleep ending a test right after it closed something is a pause between tests', code: `${SLEEP}it('cancels the query', async () => {\n  const session = await Session.open(config);\n  await session.close();\n  await sleep(100);\n});\nit('reconnects', async () => {\n  const session = await Session.open(config);\n  expect(session.state).toBe('open');\n});` },
    { name: 'JS: by default, a test that only hands its done to a timer is a pause between tests', code: `it('produces', (done) => { producer.send(messages, done); });\nit('gives kafka some time', (done) => {\n  setTimeout(done, 2500);\n});\nit('consumes', async () => {\n  expect(await consumer.read()).to.have.length(3);\n});` },
    // --- nodeunit: tests declared by exporting them ---
    { name: 'nodeunit: a helper module exporting functions that end through no done() is not read as tests', code: `module.exports = {\n  later: function (cb) {\n    setTimeout(function () { cb(store.count); }, 10);\n  },\n};` },
    { name: 'nodeunit: an exported test whose timer checks that nothing came is a negative guard', code: `module.exports = {\n  'ignores a disabled job': function (t) {\n    queue.disable('job');\n    setTimeout(function () {\n      t.equal(ran, 0);\n      t.done();\n    }, 50);\n  },\n};` },
    // --- Not a sleep at all ---
    { name: 'a sleep before a web-first assertion of an absence (toHaveCount(0)) is a negative guard: the wait holds before anything happens', code: `import { test, expect } from '@playwright/test';\ntest('hides the add button from a manager', async ({ page }) => {\n  await login.connect();\n  await page.waitForTimeout(3000);\n  await expect(page.getByTestId('add-subname')).toHaveCount(0);\n});` },
    { name: 'a sleep before a wait whose condition is one assertion of an absence is a negative guard', code: inTest(`submit();\nawait sleep(100);\nawait waitFor(() => expect(onError).not.toHaveBeenCalled());`) },
    { name: 'a helper of the file that only turns the microtask queue in a counted loop is no timer, whatever follows it', code: `async function settle() {\n  for (let index = 0; index < 8; index += 1) {\n    await Promise.resolve();\n  }\n}\nit('loads', async () => {\n  document.body.append(el);\n  await settle();\n  expect(load).toHaveBeenCalledOnce();\n});` },
    { name: 'a sleep ending the last test of its block after an action holds nothing back', code: `import { setTimeout } from 'node:timers/promises';\ndescribe('tables', () => {\n  it('creates the runner table', async () => {\n    await req().send({ operation: 'create_table', table: 'runner' }).expect(200);\n    await setTimeout(500);\n  });\n});` },
    { name: 'a sleep ending a test after a check (not an action) is not held against the tests after it', code: `import { setTimeout } from 'node:timers/promises';\nit('lists tables', async () => {\n  expect(await listTables()).toContain('runner');\n  await setTimeout(500);\n});\nit('inserts', async () => {\n  await insert('runner', { id: 1 });\n});` },
    { name: 'a wait on the state, no sleep', code: inTest(`queue.add(1);\nawait waitFor(() => expect(processed).toEqual([1]));`) },
    { name: 'a sleep helper declared locally that is a nextTick yield, whatever its name', code: `const sleep = () => new Promise((r) => process.nextTick(r));\nit('x', async () => { await sleep(); expect(x).toBe(1); });` },
    { name: 'setImmediate yield', code: `it('x', async () => { emit(); await new Promise((r) => setImmediate(r)); expect(x).toBe(1); });` },
    { name: 'a zero-length callback timer orders an action after the current code', code: `it('x', (done) => { client.on('ready', () => { client.get('a', done); setTimeout(() => { stream.end(); }, 0); }); });` },
    { name: "a cy.wait(n) in the handler cy.intercept hands the stubbed network is pacing, not the test's step", code: `it('shows the spinner', () => {\n  cy.intercept('/api/save', (req) => {\n    cy.wait(500);\n    req.reply({ ok: true });\n  });\n  cy.get('button').click();\n});` },
    { name: 'cy.wait with an alias is a wait on a request', code: `it('x', () => { cy.get('button').click(); cy.wait('@save'); cy.get('.ok').should('exist'); });` },
    { name: 'a chained Cypress .wait with an alias is a wait on a request', code: `it('x', () => { cy.get('button').click().wait('@save').get('.ok').should('exist'); });` },
    { name: 'a chained .wait(n) off something that is not Cypress', code: `it('x', async () => { await pool.acquire().wait(500); expect(pool.size).toBe(1); });` },
    { name: 'a Cypress .wait(n) before a check that nothing happened is a negative guard', code: `it('does not save twice', () => {\n  cy.get('button').click();\n  cy.wait(400).then(() => { expect(onChange).to.have.callCount(0); });\n});` },
    { name: "cy.wait(n) before Cypress's `should('not.exist')` is a negative guard", code: `it('sanitizes the link', () => {\n  cy.visit('/xss.html');\n  cy.get('a').click();\n  cy.wait(1000);\n  cy.get('#the-malware').should('not.exist');\n});` },
    { name: "cy.wait(n) before Cypress's `should('have.length', 0)` is a negative guard", code: `it('does not add a row', () => { cy.get('button').click(); cy.wait(500); cy.get('.row').should('have.length', 0); });` },
    { name: 'cy.wait(n) before the same Cypress check that held right before it, with no command between, is a guard', code: `it('keeps the toast', () => {\n  cy.get('button').click();\n  cy.get('.toast').should('be.visible');\n  cy.wait(2000);\n  cy.get('.toast').should('be.visible');\n});` },
    { name: "QUnit 1: an asyncTest's timer before a check that nothing happened is a negative guard", code: `asyncTest('does not show twice', 1, function () {\n  toastr.info('a');\n  setTimeout(function () {\n    ok(!shownTwice);\n    start();\n  }, 300);\n});` },
    { name: "a negative guard checked with an assert library the file names `assert` (bsert)", code: `const assert = require('bsert');\nit('does not broadcast', async () => {\n  let entered = false;\n  mempool.on('tx', () => entered = true);\n  await wallet.createOpen({ name, broadcast: false });\n  await new Promise((r) => setTimeout(r, 200));\n  assert.equal(entered, false);\n});` },
    { name: 'wait with a function is a wait helper', code: `it('x', async () => { start(); await wait(() => ready); expect(x).toBe(1); });` },
    { name: 'a member sleep on an unrelated receiver (queue.pause)', code: `it('x', async () => { await queue.pause(100); expect(queue.isPaused()).toBe(true); });` },
    { name: 'a parameter named setTimeout is not the timer', code: `function run(setTimeout: (f: () => void, n: number) => void) { it('x', () => { setTimeout(() => { expect(a).toBe(1); }, 100); }); }` },
    { name: 'a sleep that is not awaited does not wait', code: inTest(`queue.add(1);\nsleep(100);\nexpect(queue.size).toBe(1);`) },
    { name: 'a check written by hand that something did not happen is a negative guard', code: `it('does not fire', async () => {\n  emitter.off('x', handler);\n  emitter.emit('x');\n  await delay(100);\n  if (called) throw new Error('handler should not run');\n});` },
    { name: 'an exact count that a pollUntil wait already saw, after a sleep, is a negative guard ("no more came")', code: `it('x', async () => {\n  const dataEvents: unknown[] = [];\n  await server.on('response-body-data', (e) => dataEvents.push(e));\n  await fetch(url);\n  await pollUntil(() => dataEvents.length === 1);\n  await delay(5);\n  expect(dataEvents).to.have.length(1);\n});` },
    { name: 'an exact count after a sleep that follows a web-first assertion is a negative guard ("no more requests")', options: [{ reportNegativeGuards: false }], code: `test('one request', async ({ page }) => {\n  await page.click('#bump');\n  await expect(page.locator('#a')).toHaveText('5');\n  await page.waitForTimeout(100);\n  expect(requests).toHaveLength(1);\n});` },
    { name: 'a timer that changes a file before the code that waits for it starts stages the event (pacing)', code: `it('succeeds when the file appears later', function (done) {\n  temp.mkdir({}, function (err, dir) {\n    setTimeout(function () {\n      fs.writeFile(path.join(dir, 'foo'), 'data1', function () {});\n    }, 300);\n    waitOn({ resources: [path.join(dir, 'foo')] }, function (err) {\n      expect(err).to.not.be.ok;\n      done();\n    });\n  });\n});` },
    { name: 'time semantics: a sleep past a maxAge the test configures', code: `test('maxAge option', async (t) => {\n  let index = 0;\n  const memoized = memoize(() => index++, { maxAge: 100 });\n  t.is(memoized(1), 0);\n  await delay(200);\n  t.is(memoized(1), 1);\n});` },
    { name: 'a timer that writes a file inside a forEach (a callback that runs in place) stages nothing for a watcher', code: `it('writes', () => {\n  [a, b].forEach((f) => {\n    setTimeout(() => fs.writeFileSync(f, 'x'), 10);\n  });\n});` },
    { name: 'a timer that renames a key on a client is no file change for a watcher', code: `it('renames', (done) => {\n  client.get('a', (err, v) => {\n    setTimeout(() => redis.rename('a', 'b'), 10);\n  });\n});` },
    { name: 'time semantics: a sleep past a staleAge the test configures', code: `test('stale', async (t) => {\n  const cache = new Cache({ staleAge: 100 });\n  cache.set('a', 1);\n  await delay(150);\n  t.is(cache.get('a'), undefined);\n});` },
    { name: 'an expected-first zero count is a negative guard', code: `import assert from 'node:assert';\nit('x', async () => {\n  queue.pause();\n  queue.add(1);\n  await sleep(100);\n  assert.strictEqual(0, processed.length);\n});` },
    { name: 'a timer a page script sets stages work in the page (not an async script): pacing', code: `it('waits for the late element', async () => {\n  await page.evaluate(() => {\n    setTimeout(() => { const d = document.createElement('div'); d.id = 'late'; document.body.append(d); }, 50);\n  });\n  await page.waitForSelector('#late');\n});` },
    { name: 'an evaluate method of the code under test (a rules engine) takes a callback handed to the code, not a page script', code: `${SLEEP}it('evaluates slow facts', async () => {\n  const engine = new Engine();\n  const out = await engine.evaluate(async (facts) => { await sleep(20); return facts.user.age; });\n  expect(out).toBe(3);\n});` },
    { name: 'a sleep in a callback handed to a method of the code (policy.execute) simulates work, unlike a page script', code: `it('times out', async () => {\n  const result = policy.execute(async () => {\n    await new Promise((resolve) => setTimeout(resolve, 50));\n    return 42;\n  });\n  await expect(result).rejects.toThrow(TaskCancelledError);\n});` },
    { name: 'a timer handle a helper returns to its caller is a deadline the caller can clear, not a sleep', code: `function deadline(fail) {\n  return setTimeout(() => { fail(new Error('late')); }, 1000);\n}\nit('x', (done) => {\n  const timer = deadline(done);\n  emitter.on('x', () => { clearTimeout(timer); done(); });\n});` },
    { name: 'a stored timer handle is a deadline, not a sleep', code: `it('x', (done) => { const t = setTimeout(() => { expect(a).toBe(1); done(); }, 100); emitter.on('x', () => clearTimeout(t)); });` },

    // --- Definitions ---
    { name: 'the definition of a sleep helper', code: `export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));` },
    { name: 'a function declaration that is a sleep helper', code: `function delay(ms: number) { return new Promise((r) => setTimeout(r, ms)); }` },

    // --- Negative guards (default: not reported) ---
    { name: 'negative guard: .not', code: inTest(`queue.add(1);\nawait sleep(100);\nexpect(spy).not.toHaveBeenCalled();`) },
    { name: 'negative guard: count of zero', code: inTest(`emit();\nawait sleep(100);\nexpect(spy).toHaveBeenCalledTimes(0);`) },
    { name: 'negative guard: toBe(false)', code: inTest(`emit();\nawait sleep(100);\nexpect(fired).toBe(false);`) },
    { name: 'negative guard: empty array', code: inTest(`emit();\nawait sleep(100);\nexpect(received).toEqual([]);`) },
    { name: 'negative guard: toHaveLength(0)', code: inTest(`emit();\nawait sleep(100);\nexpect(received).toHaveLength(0);`) },
    { name: 'negative guard: assert.equal(x, false)', code: `import assert from 'node:assert';\nimport { test } from 'node:test';\nimport { setTimeout as sleep } from 'node:timers/promises';\ntest('x', async () => { emit(); await sleep(100); assert.equal(fired, false); });` },
    { name: 'negative guard: an exact count a preceding wait already saw', code: inTest(`await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));\nawait sleep(100);\nexpect(spy).toHaveBeenCalledTimes(1);`) },
    { name: 'negative guard: the same reading asserted before and after, with Vitest\'s test context (t.expect)', code: `test('x', async (t) => {\n  scheduler.queueTask(task);\n  t.expect(order).toStrictEqual(['1a']);\n  await scheduler.stop();\n  await wait(50);\n  t.expect(onRun).not.toHaveBeenCalled();\n  t.expect(order).toStrictEqual(['1a']);\n});` },
    { name: 'negative guard: reads between assertions that all say nothing came', code: inTest(`emit();\nawait sleep(100);\nconst first = store.get('a');\nexpect(first).toBeUndefined();\nconst second = store.get('b');\nexpect(second).toBeUndefined();`) },
    { name: 'negative guard: the same count asserted before and after the sleep ("still one")', code: inTest(`emit();\nexpect(spy).toHaveBeenCalledTimes(1);\nawait sleep(100);\nexpect(spy).toHaveBeenCalledTimes(1);`) },
    { name: 'negative guard: an exact count under a title that says "only"', code: inTest(`emit(); emit();\nawait sleep(100);\nexpect(counter).toBe(1);`, 'emits only one event') },
    { name: 'negative guard: a read then a negative assertion', code: inTest(`emit();\nawait sleep(100);\nconst jobs = await queue.getJobs();\nexpect(jobs).toHaveLength(0);`) },
    { name: 'negative guard: still there under a title that says "does not remove"', code: inTest(`job.complete();\nawait sleep(100);\nexpect(queue.jobs.has(job.id)).toBe(true);`, 'does not remove the job when removeOnComplete is false') },
    { name: 'negative guard: an action under a "does not" title with no assertion after it', code: inTest(`server.close();\nawait sleep(100);\nserver.listen(port);`, 'does not fire the callback twice') },
    { name: 'negative guard: a count read through an awaited getter under a "not" title', code: inTest(`await agenda.start();\nawait sleep(500);\nexpect((await agenda.getRunningStats()).lockedJobs).toBe(1);`, 'does not lock more jobs than the limit') },
    { name: 'an assertion on a literal depends on nothing the code does', code: `it.concurrent('x', async () => { await delay(100).then(() => { expect(2).eq(2); }); });\nconst delay = (ms: number) => new Promise((r) => setTimeout(r, ms));` },
    { name: 'a promise settled by an event or a timer, whichever comes first, is a deadline', code: `it('x', async () => {\n  await new Promise((resolve) => {\n    emitter.once('done', resolve);\n    setTimeout(resolve, 1000);\n  });\n  expect(x).toBe(1);\n});` },
    { name: 'negative guard inside act(): nothing more was rendered', code: `${SLEEP}it('x', async () => {\n  render(page);\n  await act(() => sleep(50));\n  expect(fetcher).toHaveBeenCalledTimes(0);\n});` },
    { name: 'negative guard: a call that must not come, even under a title about unsubscribing', code: inTest(`const stream = subscribe(link);\nstream.unsubscribe();\nawait sleep(10);\nexpect(callback).not.toHaveBeenCalled();`, 'can be unsubscribed') },
    { name: 'negative guard past a flush: state bumped, a tick, then nothing may have been called', code: inTest(`resolvePending();\nawait sleep(0);\nstate.value++;\nawait nextTick();\nexpect(updateSpy).not.toHaveBeenCalled();`) },
    { name: 'time semantics: just under a pool idle time the test configures', code: inTest(`const db = new Sequelize({ pool: { idle: 100 } });\nconst first = await db.pool.acquire();\ndb.pool.release(first);\nawait sleep(90);\nconst second = await db.pool.acquire();\nexpect(second).toBe(first);`) },
    { name: 'pacing: a chained sleep in a promise kept for a concurrent branch', code: `${SLEEP}it('waits for sibling transactions', () => {\n  const first = sleep(50);\n  const second = first.then(() => sleep(50));\n  return knex.transaction((trx) => Promise.all([trx.transaction(() => first), trx.transaction(() => second)]));\n});` },
    { name: 'negative guard: a commented sleep, a close, then only "no errors"', code: inTest(`disconnectClients();\n// Allow pending callbacks to fire\nawait sleep(2000);\nawait app.close();\nexpect(prematureCloseCount).toBe(0);`) },
    { name: 'negative guard: a count cleared by hand before the sleep, then zero', code: inTest(`const cb = jest.fn(() => pending.promise);\nwaitFor(cb, { interval: 1 });\nexpect(cb).toHaveBeenCalledTimes(1);\ncb.mockClear();\nawait sleep(50);\nexpect(cb).toHaveBeenCalledTimes(0);`) },
    { name: 'negative guard: a comment that waits for a potential event', code: inTest(`await service1.set('k', 'v');\n// Wait for potential sync to propagate\nawait sleep(200);\nconst value = await service2.get('k');\nexpect(value).toBeUndefined();`) },
    { name: 'ignoreDurationsBelowMs: 1 leaves zero-length ticks alone', code: inTest(`emit();\nawait new Promise((r) => setTimeout(r, 0));\nawait new Promise((r) => setTimeout(r));\nexpect(x).toBe(1);`), options: [{ ignoreDurationsBelowMs: 1 }] },
    { name: 'negative guard: a flag a listener would flip, asserted still at its initial value', code: inTest(`let open = true;\nsocket.on('close', () => { open = false; });\nping();\nawait sleep(100);\nexpect(open).toBe(true);`) },
    { name: 'negative guard: a captured value asserted still empty while a callback would fill it', code: inTest(`let received;\nbus.subscribe((message) => { received = message; });\nbus.unsubscribeAll();\nawait sleep(100);\nassert.ok(received === undefined);`) },
    { name: 'negative guard: an upper bound on a count a wait before the sleep already saw ("no more than")', code: inTest(`await saveTwice(file);\nawait expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);\nawait sleep(300);\nexpect(seen.length).toBeLessThanOrEqual(3);`) },
    { name: 'negative guard: a member read on a capture that tolerates it empty (`current?.held`)', code: inTest(`let current;\nsub.on('updated', (data) => { current = data; });\nawait createInvoice();\nawait sleep(100);\nexpect(current?.held).toBeFalsy();`) },
    { name: 'negative guard: a member read on a value filled by a call that runs its callback in place (renderHook in the test)', code: inTest(`let result;\nrenderHook(() => { result = useDoc(); });\nawait sleep(100);\nexpect(result.doc.id).toBeUndefined();`) },
    { name: 'negative guard: a member read on a capture the test already read before the sleep', code: inTest(`let store;\nwithStore((s) => { store = s; });\nstore.dispatch({ type: 'reset' });\nawait sleep(100);\nexpect(store.state.id).toBeUndefined();`) },
    { name: 'time semantics: a timestamp held to a member of a reading kept before the sleep (createdAt survives an update)', code: inTest(`const original = await repo.create({ name: 'a' });\nawait sleep(1000);\nawait repo.update(original.id, { name: 'b' });\nconst updated = await repo.findOne(original.id);\nexpect(updated.createdAt).toEqual(original.createdAt);`) },
    { name: 'negative guard: a member read on a value a hook fills through a callback', code: `${SLEEP}let result;\nbeforeEach(() => { renderHook(() => { result = useDoc(); }); });\nit('resets', async () => {\n  result.reset();\n  await sleep(100);\n  expect(result.doc.id).toBeUndefined();\n});` },
    { name: 'negative guard: a captured value asserted toBeUndefined() under a "not" title', code: inTest(`let received: string | undefined;\nbus.subscribe((message: string) => { received = message; });\nbus.close();\nawait sleep(100);\nexpect(received).toBeUndefined();`, 'does not deliver after close') },
    { name: "negative guard: right after a wait, Sinon's calledOnce held true says no more came", code: `import { once } from 'node:events';\n${inTest(`im.on('ready', readySpy);\nim.check([el]);\nawait once(im, 'ready');\nawait sleep(100);\nexpect(readySpy.calledOnce).to.be.true;`)}` },
    { name: 'negative guard: right after a wait, an exact count says no more came (even under a removal title)', code: inTest(`sub.on('publication', (ctx) => { received.push(ctx); });\nserver.publish(43, { fresh: true });\nawait waitForEvent(sub, 'publication');\nawait sleep(100);\nexpect(received).toHaveLength(1);\nexpect(received[0].data).toEqual({ fresh: true });`, 'id mapping is dropped on unsubscribe') },
    { name: 'negative guard: a sleep helper named like a sentence reads as its comment', code: `const waitAFewMillisecondsToMakeSureExecutionIsNotResuming = () => new Promise((r) => setTimeout(r, 10));\nit('cancels', async () => {\n  controller.abort();\n  await waitAFewMillisecondsToMakeSureExecutionIsNotResuming();\n  expect(debugLogs.mock.calls).toEqual([['Parsing request']]);\n});` },
    { name: 'negative guard: the comment says what would happen if the code were incorrect', code: inTest(`controller.abort();\n// wait a few milliseconds to allow the nested resolver to run (if cancellation logic is incorrect)\nawait sleep(10);\nexpect(didInvokeNestedField).toBe(false);`) },
    { name: 'negative guard: the same length as a count read before the sleep', code: inTest(`const verifying = captureEvent('address:verifying');\nconst verifyingCount = verifying.length;\nawait service.verify(conn);\nawait sleep(100);\nexpect(verifying).to.have.lengthOf(verifyingCount);`) },
    { name: 'negative guard: after p-retry has seen the count, an exact count says no more came', code: `import pRetry from 'p-retry';\n${SLEEP}it('does not emit twice', async () => {\n  await pRetry(() => { expect(reachable).to.have.lengthOf(1); });\n  await service.verify(conn);\n  await sleep(100);\n  expect(reachable).to.have.lengthOf(1);\n});` },
    { name: 'a sleep after teardown before checking a result the test awaited before it: nothing in the background bears on the check', code: inTest(`const result = await service.call({ reqMessage: 'abc' });\nserver.forceShutdown();\nawait client.dispose();\nawait sleep(500);\nexpect(result).toEqual({ resMessage: 'abc' });`) },
    { name: 'a sleep after teardown before checking the message of an error the test caught itself', code: inTest(`let err: Error | undefined;\ntry {\n  await service.call(stream);\n} catch (e) {\n  err = e as Error;\n}\nawait client.dispose();\nawait sleep(500);\nexpect(err?.message?.includes('UNKNOWN: err')).toBeTruthy();`) },
    { name: 'negative guard: the value the test itself wrote before the sleep is still there', code: inTest(`audio.muted = true;\naudio.dispatchEvent(new CustomEvent('volumechange'));\nawait sleep(100);\nassert.equal(audio.muted, true);`) },
    { name: 'negative guard: a comment that waits for whatever may come, then only checks that nothing happened', code: inTest(`await recoveredUpdate;\n// Give the SDK a moment to flush any pending sync.\nawait sleep(100);\nexpect(syncCount).toBe(0);`) },
    { name: 'negative guard: a flag asserted falsy while a handler would set it', code: inTest(`let ran = false;\nqueue.process(() => { ran = true; });\nqueue.pause();\nawait sleep(100);\nassert.ok(!ran);`) },
    { name: 'negative guard: a "has" check (custom matcher) under a title that says the thing is not disposed', code: inTest(`render(app);\nawait sleep(10);\nexpect(client).toHaveCacheEntryUsing(query);`, 'does not prematurely dispose of the query') },
    { name: 'negative guard: ending a subscription after the sleep, then asserting only that nothing leaked', code: inTest(`let state = proxy({});\nconst detector = new LeakDetector(state);\nlet unsub = subscribe(state, () => {});\nawait new Promise((resolve) => setTimeout(resolve, 1));\nunsub();\nstate = undefined;\nexpect(await detector.isLeaking()).toBe(false);`) },
    {
      name: 'negative guard: an assertion whose message says the value is still what it was checked to be before the sleep',
      code: `import { assert } from 'vitest';\n` + inTest(`await c1.sync(ch1);\nassert.equal(ch1.getSessionCount(), 1);\nawait c2.attach(ch2);\nawait new Promise((resolve) => setTimeout(resolve, 500));\nassert.equal(ch1.getSessionCount(), 1, 'p1 should still be 1');\nawait c1.sync(ch1);\nassert.equal(ch1.getSessionCount(), 2, 'p1 should update to 2 after sync');`),
    },
    {
      name: 'negative guard: a count under a title whose "not" comes after its condition ("when … then … not called")',
      code: `import assert from 'node:assert';\nit('When connect with keep alive interval then callback for connect not called in heartbeat', async () => {\n  let calls = 0;\n  await connect(() => { calls++; });\n  await sleepAsync(200);\n  assert.equal(calls, 1, 'Connect callback called more than once or never');\n});\nconst sleepAsync = (ms) => new Promise((resolve) => setTimeout(resolve, ms));`,
    },
    {
      name: 'negative guard: a flag a callback would clear, checked still set with a message that says so (the message does not flip what it expects)',
      code: `import assert from 'node:assert';\n` + inTest(`let open = true;\nws.on('close', () => { open = false; });\nws.ping();\nawait sleep(100);\nassert.ok(open, 'connection stays open');`),
    },
    {
      name: 'negative guard: ok before the sleep, ok again after it with a message that says it stayed',
      code: `import assert from 'node:assert';\n` + inTest(`await client.connect();\nassert.ok(client.connected);\nserver.restartOther();\nawait sleep(100);\nassert.ok(client.connected, 'client stays connected');`),
    },
    {
      name: 'negative guard: a title whose condition comes first without a comma ("when reconnecting it does not …")',
      code: `${SLEEP}it('when reconnecting it does not emit connect twice', async () => {\n  client.reconnect();\n  await sleep(100);\n  expect(onConnect).toHaveBeenCalledTimes(1);\n});`,
    },
    {
      name: 'negative guard: "checks if …" asks whether; the "not" after it is what the test promises',
      code: `${SLEEP}it('checks if the handler is not called twice', async () => {\n  emitter.emit('x');\n  await sleep(100);\n  expect(handler).toHaveBeenCalledTimes(1);\n});`,
    },
    {
      name: 'negative guard: a condition that ends at a colon ("If the pool is full: does not open another connection")',
      code: `${SLEEP}it('If the pool is full: does not open another connection', async () => {\n  pool.acquire();\n  await sleep(100);\n  expect(connect).toHaveBeenCalledTimes(1);\n});`,
    },
    {
      name: 'a bare waitFor(n) the team names a wait in settings is not a sleep',
      settings: { 'dispatch-lag': { waits: ['waitFor'] } },
      code: `import { waitFor } from '@acme/test-utils';\nit('x', async () => {\n  start();\n  await waitFor(500);\n  expect(ready).toBe(true);\n});`,
    },
    {
      name: 'negative guard: a numbered unsubscribe after the sleep, checked absent before the test moves on to a later phase',
      code: `import { assert } from 'chai';\n` + inTest(`await c2.changeSyncMode(d2, SyncMode.RealtimePushOnly);\nlet remoteChange = false;\nconst unsub3 = d2.subscribe(() => { remoteChange = true; });\nawait new Promise((res) => setTimeout(res, 100));\nunsub3();\nassert.isFalse(remoteChange);\nawait c2.changeSyncMode(d2, SyncMode.Realtime);\nawait collector.waitFor('remote-change');\nassert.equal(d1.toXML(), '<doc>1b</doc>');`),
    },
    { name: 'negative guard: an awaited reading still equal to the same reading kept before the action (a list that keeps its scroll position)', code: `import { test, expect } from '@playwright/test';\ntest('keeps the top item when items are added', async ({ page }) => {\n  const topItemTop = await relativeTop(component, topItem);\n  await updateButton.click();\n  await page.waitForTimeout(100);\n  expect(await relativeTop(component, topItem)).toEqual(topItemTop);\n});` },
    { name: 'negative guard: a title that names a removal done before ("on destroyed object") promises no removal; the flag a callback would set stays false', code: `import { module, test } from 'qunit';\nmodule('run-task', function () {\n  test('runTask returns early on destroyed object', function (assert) {\n    let done = assert.async();\n    let hasRun = false;\n    destroy(obj);\n    runTask(obj, () => { hasRun = true; }, 5);\n    window.setTimeout(() => {\n      assert.notOk(hasRun, 'callback should not have run');\n      done();\n    }, 10);\n  });\n});` },
    { name: 'negative guard: still equal to the value read right before the sleep', code: `import assert from 'node:assert';\n${SLEEP}it('stops timers on close', async () => {\n  window.close();\n  const before = window.counter;\n  await sleep(10);\n  assert.equal(window.counter, before);\n});` },
    { name: 'negative guard: assert.ok(x === undefined) in a timer callback', code: `import assert from 'node:assert';\nit('ignores other origins', (done) => {\n  receiver.postMessage('ack', 'https://example.com');\n  setTimeout(() => {\n    assert.ok(window.postMessageEvent === undefined);\n    done();\n  }, 0);\n});` },
    { name: 'negative guard: a comment names the would-be call, and only its absence is asserted', code: `it('does not enrich when disabled', async () => {\n  manager.findAndEnrichUrls('Check out https://example.com');\n  // Wait for the debounced function to be called\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(client.enrichURL).not.toHaveBeenCalled();\n  expect(manager.previews.size).toBe(0);\n});` },
    { name: 'negative guard: the same assertion, word for word, held right before the sleep ("still the same")', code: `it('creates the exact amount of connections', async () => {\n  await host.warmupPool();\n  assert.strictEqual(host.pool.coreConnectionsLength, host.pool.connections.length);\n  await helper.delayAsync(100);\n  assert.strictEqual(host.pool.coreConnectionsLength, host.pool.connections.length);\n});` },
    { name: 'a member named like a sleep without a unit is not trusted on any receiver (queue.waitAsync)', code: `it('x', async () => { start(); await queue.waitAsync(100); expect(x).toBe(1); });` },
    { name: 'negative guard: a list emptied by hand (received.length = 0) and asserted still empty after the sleep', code: inTest(`emit();\nawait waitFor(() => received.length === 2);\nexpect(received).toHaveLength(2);\nclient.stop();\nreceived.length = 0;\nawait sleep(500);\nexpect(received).toHaveLength(0);`) },
    { name: 'negative guard: a helper whose name says absence (assertNoPendingRequests)', code: inTest(`client.cancel();\nawait sleep(100);\nassertNoPendingRequests(client);`) },
    { name: 'pacing: a timer that only releases a resource the test then awaits (no check in it)', code: `it('waits', async () => {\n  const r1 = await pool.acquire({}, address);\n  setTimeout(() => {\n    ignore(r1.close());\n  }, 1000);\n  const r2 = await pool.acquire({}, address);\n  expect(r2).toBe(r1);\n});` },
    { name: 'pacing: a waterfall step whose timer hands its results on (setTimeout(callback, 0, null, \'one\'))', code: `it('passes results', (done) => {\n  async.waterfall([\n    function (callback) { setTimeout(callback, 0, null, 'one', 'two'); },\n    function (arg1, arg2, callback) { expect(arg1).to.equal('one'); callback(); },\n  ], done);\n});` },
    { name: 'not a sleep: a timer handed a parameter that is not the step callback of a series', code: `function later(fn) { setTimeout(fn, 100); }\nit('x', (done) => { later(() => { expect(a).to.equal(1); done(); }); });` },
    { name: 'negative guard stated by a comment', code: inTest(`emit();\n// give a wrongful retry time to happen\nawait sleep(100);\nexpect(retries).toBe(1);`) },
    { name: 'negative guard stated by a comment about stray events, whatever is checked after', code: inTest(`redis.disconnect();\n// Give the event loop a tick for any stray rejections to surface\nawait sleep(50);\nexpect(unhandledRejections).to.have.lengthOf(0);\nconst errors = events.filter((e) => e.command === 'hset');\nexpect(errors.length).to.be.greaterThan(0);`) },

    // --- Poll intervals ---
    {
      name: 'a pause inside the check a wait re-runs (vi.waitFor) is one of its poll intervals',
      code: `import { vi } from 'vitest';\nit('releases the client', async () => {\n  chat = undefined;\n  await vi.waitFor(async () => {\n    globalThis.gc?.();\n    await new Promise((resolve) => setTimeout(resolve, 100));\n    expect(chatRef.deref()).toBeUndefined();\n  }, { timeout: 9000 });\n});`,
    },
    {
      name: 'a backoff that grows with the test\'s retry count (Mocha this.test) spaces the reruns of a flaky test',
      code: `const delay = async (test) => {\n  const ms = Math.pow(2, test.currentRetry()) * 500;\n  return new Promise((done) => setTimeout(done, ms));\n};\ndescribe('predict', () => {\n  it('predicts', async function () {\n    this.retries(5);\n    await delay(this.test);\n    const output = exec('node predict.js');\n    assert.match(output, /Prediction/);\n  });\n});`,
    },
    {
      name: 'a helper that yields turns until a condition holds is a wait, not a sleep',
      code: `async function settleUntil(ready: () => boolean) {\n  for (let i = 0; i < 500 && !ready(); i++) await new Promise((r) => setTimeout(r, 0));\n}\nit('x', async () => {\n  transport.log('a');\n  await settleUntil(() => worker.messages.length > 0);\n  expect(worker.messages).toHaveLength(1);\n});`,
    },
    {
      name: 'a retry written as recursion: the timer calls the function it sits in again (callback form)',
      code: `function checkConnection(cb, counter) {\n  counter = counter || 0;\n  if (counter > 20) {\n    cb && cb('Cannot check connection');\n    return;\n  }\n  states.getState('adapter.alive', (err, state) => {\n    if (state && state.val) {\n      cb && cb(null);\n    } else {\n      setTimeout(function () {\n        checkConnection(cb, counter + 1);\n      }, 1000);\n    }\n  });\n}\nit('connects', (done) => { start(); checkConnection(done); });`,
    },
    {
      name: 'a retry written as recursion: the sleep comes before the function calls itself again (promise form)',
      code: `const ready = async (tries: number): Promise<void> => {\n  if ((await client.ping()) === 'PONG') return;\n  await sleep(100);\n  return ready(tries - 1);\n};\nit('x', async () => { await ready(10); expect(client.connected).toBe(true); });`,
    },
    {
      name: 'a method the code calls checks what it is handed, then works slowly: pacing, not the test continuing',
      code: `it('queues behind maxSockets', async () => {\n  class MyAgent extends Agent {\n    async connect(_req: http.ClientRequest, opts: AgentConnectOpts) {\n      assert(opts.secureEndpoint === false);\n      await sleep(10);\n      return net.connect(opts);\n    }\n  }\n  const res = await req(url, { agent: new MyAgent() });\n  expect(res.statusCode).toBe(200);\n});`,
    },
    {
      name: 'a request handler checks the request, then answers slowly: pacing',
      code: `it('keeps alive', async () => {\n  const server = http.createServer(async (req, res) => {\n    expect(req.headers.connection).toEqual('keep-alive');\n    await sleep(10);\n    res.end();\n  });\n  const res = await req(new URL('/foo', await listen(server)));\n  expect(res.statusCode).toBe(200);\n});`,
    },
    { name: 'poll interval inside a loop that re-checks a condition', code: inTest(`start();\nwhile (!ready) await sleep(10);\nexpect(ready).toBe(true);`) },
    { name: 'poll interval inside a for loop with a break', code: inTest(`for (let i = 0; i < 50; i++) { if (done()) break; await sleep(10); }\nexpect(done()).toBe(true);`) },
    { name: 'poll interval inside a wait helper definition', code: `${SLEEP}async function waitUntil(check: () => boolean) { const start = Date.now(); await sleep(10); return check(); }` },

    { name: 'poll interval: the first pause of a helper that then polls in a while loop', code: `${SLEEP}async function steadyState(frame) {\n  await sleep(2000);\n  let ready = false;\n  while (!ready) {\n    ready = (await frame.master()).flags === 'master';\n  }\n}\nit('x', async () => { await steadyState(frame); expect(frame.ok).toBe(true); });` },

    // --- Time semantics ---
    { name: 'time semantics: duration derived from a configured ttl', code: inTest(`const ttl = 100;\nconst cache = new Cache({ ttl });\ncache.set('a', 1);\nawait sleep(ttl * 2);\nexpect(cache.get('a')).toBeUndefined();`) },
    { name: 'time semantics: a member duration of options handed to the code (options.timeout)', code: inTest(`const options = { timeout: 50 };\nconst client = new Client(options);\nawait sleep(options.timeout + 10);\nexpect(client.state).toBe('timed-out');`) },
    { name: 'pacing: a helper called only from a handler the test hands to the server runs on the far side too', code: `${SLEEP}test.before('start service', async (t) => {\n  const service = async (call) => {\n    await call.command('answer');\n    await sleep(3000);\n    await call.command('hangup');\n  };\n  server.on('connection', (call) => {\n    guard(t, async () => {\n      await service(call);\n    });\n  });\n  await server.listen(7000);\n});` },
    { name: 'pacing: a handler whose sleep is in one case of a switch, and whose checks are in other cases', code: `${SLEEP}it('answers', async () => {\n  server.use(async (call) => {\n    switch (call.destination) {\n      case 'answer-wait': {\n        await call.command('answer');\n        await sleep(3000);\n        await call.command('hangup');\n        break;\n      }\n      case 'check': {\n        const res = await call.command('answer');\n        expect(res.state).toBe('ACTIVE');\n        break;\n      }\n    }\n  });\n  await client.originate('answer-wait');\n});` },
    { name: 'pacing: a timer that ends something after verify() of anything but a Sinon mock (a verifier checks nothing of the code)', code: `it('connects', (done) => {\n  const verifier = createVerifier();\n  socket.connect();\n  setTimeout(() => {\n    verifier.verify();\n    socket.destroy();\n    done();\n  }, 100);\n});` },
    { name: 'pacing: a teardown hook whose callback is of a call that ends nothing named (stopRecording is no resource)', code: `describe('api', () => {\n  it('x', async () => { expect(await api.get()).toBe(1); });\n  after(function (done) {\n    helper.stopRecording(() => {\n      setTimeout(done, 3000);\n    });\n  });\n});` },
    { name: 'a setup hook whose timer acts, with the hook ended beside it rather than by the timer\'s action, is not held back by it', code: `describe('a', () => {\n  before((done) => {\n    start(() => {\n      setTimeout(() => emitter.emit('tick'), 10);\n      done();\n    });\n  });\n  it('x', () => { expect(ticks).to.equal(1); });\n});` },
    { name: 'a negative check through optional chaining of a recorded call (job?.result) does not need the call: a negative guard', code: inTest(`queue.start();\nawait sleep(100);\nconst job = completedSpy.mock.calls[0]?.[0];\nexpect(job?.result).toBeUndefined();`) },
    { name: 'pacing: what follows only reads a response that arrived in full before the sleep', code: inTest(`const response = await request(app).post('/v0/scrape').send({ url });\nawait new Promise((r) => setTimeout(r, 5000));\nexpect(response.statusCode).toBe(200);\nexpect(response.body.data.metadata.pageError.toLowerCase()).toContain('bad request');`) },
    { name: 'pacing: only the body of an awaited fetch is read after the sleep', code: inTest(`const res = await fetch(url);\nawait sleep(100);\nexpect(await res.json()).toEqual({ ok: true });`) },
    { name: 'time semantics: a hair past whole seconds outlasts a period the code keeps at its default (a prune delay)', code: inTest(`await task.perform();\nawait wait(1010);\nexpect(task.instances.length).toBe(2);`) },
    { name: 'time semantics: 1001 ms outlasts a one-second invalidation', code: inTest(`await cache.flush(1);\nawait sleep(1001);\nconst value = await cache.get(key);\nexpect(value).toBe('fresh');`) },
    { name: 'time semantics: a literal that outlasts a duration the test configures', code: inTest(`const manager = new OffsetManager({ autoCommitInterval: 30 });\nawait sleep(50);\nawait manager.commitIfNecessary();\nexpect(commits).toEqual([1]);`) },
    { name: 'time semantics: the sleep only moves the clock between a kept reading and an update', code: inTest(`await Parent.create({ name: 'a' });\nconst now = Date.now();\nawait sleep(10);\nawait Parent.updateOne({}, { name: 'b' });\nassert.ok((await Parent.findOne()).updatedAt >= now);`) },
    { name: 'time semantics: a clock reading kept right after the sleep', code: inTest(`await M.create({ n: 1 });\nawait sleep(25);\nstartTime = Date.now();\nconst doc = await M.findOneAndUpdate({}, { n: 2 });\nassert.ok(doc.updatedAt.valueOf() >= startTime);`) },
    { name: 'time semantics: a configured duration in seconds', code: inTest(`const id = await boss.send('q', {}, { expireInSeconds: 1 });\nawait boss.fetch('q');\nawait sleep(1000);\nawait boss.supervise();\nexpect((await boss.fetch('q')).id).toBe(id);`) },
    { name: 'time semantics: a duration named with its unit after "in" (frameProcessingTimeoutInMs)', code: inTest(`const processor = new VideoEffects({ frameProcessingTimeoutInMs: 100 });\nprocessor.start();\nawait sleep(120);\nexpect(sent).toContain('notifyError');`) },
    { name: 'time semantics: an age bounded from above with a word between (maxErrorAge)', code: inTest(`const memoized = memoize(fails, { maxErrorAge: 10 });\nawait memoized(1).catch(() => {});\nawait sleep(50);\nexpect(await memoized(1).catch((e) => e)).toBe(2);`) },
    { name: 'time semantics: a duration named for what comes after it (stealFromInactiveConsumersAfterMs)', code: inTest(`const consumer = new Consumer(queue, { stealFromInactiveConsumersAfterMs: 50 });\nawait consumer.idle();\nawait sleep(100);\nexpect(await consumer.cleanUp()).toEqual(['faulty']);`) },
    { name: 'time semantics: a comment that waits for an interval to pass', code: inTest(`sink(record1);\n// Wait for flush interval to pass and write another record\nawait sleep(150);\nsink(record2);\nexpect(read()).toBe('x');`) },
    { name: 'time semantics: a duration configured in milliseconds by name (idleTimeoutMillis)', code: inTest(`const pool = new Pool({ max: 2, min: 1, idleTimeoutMillis: 10 });\n(await pool.connect()).release();\nawait sleep(20);\nexpect(pool.idleCount).toBe(1);`) },
    { name: 'time semantics: an expiry set to now plus a duration', code: inTest(`await store.set('k', 1, { expires: Date.now() + 100 });\nawait sleep(300);\nconst value = await store.get('k');\nexpect(value).toBeUndefined();`) },
    { name: 'negative guard in a test body wrapped by co.wrap', code: `${SLEEP}it('does not remove clients at min', co.wrap(function* () {\n  const pool = new Pool({ min: 1 });\n  (yield pool.connect()).release();\n  yield sleep(20);\n  expect(pool.idleCount).to.equal(1);\n}));` },
    { name: 'time semantics: the clock moves before a touch whose file time the test compares (as a quoted path too)', code: inTest(`await fs.writeBytes(bytes, path, { mtime: { secs: seconds } });\nawait sleep(2000);\nawait fs.touch(path);\nawait expect(fs.stat(path)).to.eventually.have.nested.property('mtime.secs').that.satisfies((s) => s > seconds);`) },
    { name: 'time semantics: the ordering of timestamps among null checks, asserted true', code: inTest(`await store(execute, { id, version: 1 });\nconst before = await timestamps(execute, { id });\nawait sleep(10);\nawait store(execute, { id, version: 2 });\nconst after = await timestamps(execute, { id });\nassertDeepEqual(before !== null && after !== null && before.last_updated.getTime() < after.last_updated.getTime(), true);`) },
    { name: 'time semantics: the clock moves before a touch whose time, kept in names, the test orders', code: inTest(`const originalMtime = (await mfs.stat(path)).mtime;\nawait sleep(1000);\nawait mfs.touch(path, { flush: true });\nconst updatedMtime = (await mfs.stat(path)).mtime;\nexpect(updatedMtime.secs).to.be.greaterThan(originalMtime.secs);`) },
    { name: "time semantics: chai's isBelow orders an access time kept before the sleep and one read after a recompile", code: `import { assert } from 'chai';\n${inTest(`const initialAccessTime = (await fse.stat(cachedPath)).atime.getTime();\nawait sleep(1250);\nconst { compilations } = await Compile.sources({ sources, options });\nconst finalAccessTime = (await fse.stat(cachedPath)).atime.getTime();\nassert.isBelow(initialAccessTime, finalAccessTime);`)}` },
    { name: 'time semantics: the clock moves before a write whose timestamp the test compares', code: inTest(`await repo.save(post);\nconst before = await repo.findOneBy({ id: post.id });\nawait sleep(1010);\npost.title = 'b';\nawait repo.save(post);\nconst after = await repo.findOneBy({ id: post.id });\nexpect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());`) },
    { name: 'time semantics: a rate-limit window the test configures', code: inTest(`await app.register(rateLimit, { max: 2, timeWindow: 1000 });\nawait app.inject('/');\nawait sleep(1100);\nconst res = await app.inject('/');\nexpect(res.statusCode).toBe(200);`) },
    { name: 'time semantics: a fractional duration in seconds ({ flushIntervalSeconds: 0.1 } … 125 ms)', code: inTest(`const reporter = new Reporter({ flushIntervalSeconds: 0.1 });\nmetrics.gauge('a', 1);\nawait sleep(125);\nexpect(reporter.calls).toHaveLength(1);`) },
    { name: 'time semantics: a duration written as constant arithmetic (2 * 1000)', code: inTest(`const cache = new Cache({ ttl: 2 * 1000 });\ncache.set('a', 1);\nawait sleep(2500);\nexpect(cache.get('a')).toBe(2);`) },
    { name: 'time semantics: a max-age the test server sends in a header', code: inTest(`server.get('/', (req, res) => { res.writeHead(200, { 'cache-control': 'public, max-age=1' }); res.end('a'); });\nawait client('');\nawait sleep(3000);\nconst second = await client('');\nexpect(second.isFromCache).toBe(false);`) },
    { name: 'time semantics: a window written as a string with a unit', code: inTest(`await app.register(rateLimit, { max: 2, timeWindow: '1s' });\nawait sleep(1100);\nconst res = await app.inject('/');\nexpect(res.statusCode).toBe(200);`) },
    { name: 'time semantics: a literal from half to ten times a duration a beforeEach of the describe configures', code: `${SLEEP}describe('pool', () => {\n  beforeEach(async () => {\n    client = new MongoClient(url, { minPoolSize: 0, maxIdleTimeMS: 100 });\n    await client.connect();\n  });\n  it('prunes idle connections', async () => {\n    await sleep(500);\n    expect(pool.availableConnectionCount).to.equal(0);\n  });\n});` },
    { name: 'time semantics: the clock moves before a write made through a client built in between (assume)', code: `const assume = require('assume');\n${SLEEP}it('reclaims', async () => {\n  const r1 = await queue.claimTask(taskId);\n  await sleep(100);\n  const client = new Queue({ credentials: r1.credentials });\n  const r2 = await client.reclaimTask(taskId);\n  assume(new Date(r2.takenUntil).getTime()).is.greaterThan(new Date(r1.takenUntil).getTime());\n});` },
    { name: 'time semantics: the clock moves before a rewrite whose file time must equal a reading kept before the sleep', code: inTest(`await writeLockfile(dir, lockfile);\nconst mtimeBefore = fs.statSync(file).mtimeMs;\nawait new Promise((resolve) => setTimeout(resolve, 10));\nawait writeLockfile(dir, lockfile);\nexpect(fs.statSync(file).mtimeMs).toBe(mtimeBefore);`) },
    { name: 'time semantics: a comment says the sleep lets the last-modified time change', code: inTest(`const first = await blob.getProperties();\nawait sleep(1000); // Sleep 1 second to make sure last modified time changed\nconst second = await blob.appendBlock('123456', 6);\nassert.notDeepStrictEqual(second.etag, first.etag);`) },
    { name: "time semantics: a comment about the clock's resolution ('for filesystems with 1s resolution')", code: inTest(`const file = await fix.createFile('x/a.txt', 'spam');\nawait sleep(2_000); // for filesystems with 1s resolution\nawait fs.writeFile(file, 'eggs');\nexpect(await cache.isStale(file)).toBe(true);`) },
    { name: "time semantics: a comment that the sleep makes a date differ ('the modified date is different')", code: `it('updates the form and its Last-Modified header', (done) => {\n  // delay 1 second to make sure the modified date is different\n  setTimeout(() => {\n    request(app).put('/form/1').send({ title: 'x' }).expect(200).end((err, res) => {\n      assert.notEqual(res.body.modified, previousModified);\n      done(err);\n    });\n  }, 1000);\n});` },
    { name: 'time semantics: a comment about the clock wins over what it also waits for', code: inTest(`const before = user.updatedAt;\n// wait a bit to ensure CURRENT_TIMESTAMP will be different if updated\nawait sleep(1000);\nawait manager.restore(User, { id: 2 });\nexpect((await repo.findOneBy({ id: 2 })).updatedAt).not.toEqual(before);`) },
    { name: 'time semantics: a duration held in a local constant made of a setting handed to the code', code: inTest(`const params = { retainScore: 1000 };\nconst ps = new PeerScore(params, null);\nps.removePeer(peerA);\nconst wait = params.retainScore / 2;\nawait sleep(wait);\nps.refreshScores();\nexpect(ps.score(peerA)).to.equal(-1000);`) },
    { name: 'time semantics: a small bare timeout read as seconds ({ poolTimeout: 1 } … sleep(1100))', code: inTest(`const pool = await oracledb.createPool({ ...dbConfig, poolTimeout: 1 });\nconst conn = await pool.getConnection();\nawait conn.close();\nawait sleep(1100);\nexpect(pool.connectionsOpen).toBe(0);`) },
    { name: 'time semantics: a comment waits for a timer of the code to trigger', code: inTest(`processor.onEmit(record);\n// Wait for the timer to trigger the partial batch export\nawait new Promise((resolve) => setTimeout(resolve, 200));\nsinon.assert.calledTwice(exportSpy);`) },
    { name: 'time semantics: a comment on the line names a duration setting of the code', code: inTest(`processor.onEmit(record);\nawait sleep(200); // longer than scheduledDelayMillis\nexpect(exporter.calls).toHaveLength(2);`) },
    { name: 'time semantics: the comment says the sleep outlasts the code\'s delay', code: inTest(`client.disconnect();\n// wait longer than the reconnect delay\nawait sleep(150);\nexpect(client.isConnected()).toBe(true);`) },
    { name: 'time semantics: a comment says why fake timers are not used', code: inTest(`await app.inject('/');\n// Not using fake timers here as the store is an external Redis\nawait sleep(1100);\nconst res = await app.inject('/');\nexpect(res.statusCode).toBe(200);`) },
    { name: 'time semantics: the clock moves before a write kept in a variable, a timestamp compared later', code: inTest(`const before = (await repo.findOneBy({ id: 2 })).updatedAt;\n// wait a bit so the timestamp would differ if updated\nawait sleep(1000);\nconst result = await repo.restore({ company: 'a' });\nexpect(result.affected).toBe(1);\nexpect((await repo.findOneBy({ id: 2 })).updatedAt).toEqual(before);`) },
    { name: 'time semantics: a time-travel query reads the state from before a moment', code: inTest(`await repo.save(account);\nawait sleep(2000);\naccount.balance = 200;\nawait repo.save(account);\nconst past = await repo.createQueryBuilder('a').timeTravelQuery('-2s').getOne();\nexpect(past.balance).toBe(100);`, 'executes a time travel query') },
    { name: 'time semantics: the test title is about expiry', code: inTest(`cache.set('a', 1);\nawait sleep(200);\nexpect(cache.get('a')).toBe(1);`, 'keeps entries until they expire') },
    { name: 'time semantics: the test title is about autoplay (an interval firing)', code: inTest(`render(carousel);\nawait sleep(1300);\nexpect(carousel.active).toBe(2);`, 'advances on autoplay') },
    { name: 'time semantics: the test title is about heart-beats', code: inTest(`client.connect({ heartbeat: [10, 10] });\nawait sleep(50);\nexpect(socket.bytesWritten).toBeGreaterThan(0);`, 'sends heart-beats') },
    { name: 'time semantics: the test title is about an interval', code: inTest(`startRefresh();\nawait sleep(1300);\nexpect(onRefresh).toHaveBeenCalledTimes(2);`, 'refreshes on the given interval') },
    { name: 'time semantics: the sleep only moves the clock before a nonce read from it as text (Date.now().toString())', code: inTest(`expect((await handler.handle(first)).status).toBe(200);\nawait sleep(100);\nnonce = Date.now().toString();\nconst res = await handler.handle(sign(command, nonce));\nexpect(res.status).toBe(200);`) },
    { name: 'time semantics: the test title is about periodic work', code: inTest(`notifier.start();\nawait sleep(50);\nexpect(callback).toHaveBeenCalled();`, 'checks for readers periodically') },
    { name: 'time semantics: the test title gives a period in words ("every 500 milliseconds")', code: `it('calls #triggerResize every 500 milliseconds', (done) => {\n  const core = new Core({});\n  jest.spyOn(core, 'triggerResize');\n  setTimeout(() => {\n    expect(core.triggerResize).toHaveBeenCalledTimes(1);\n    done();\n  }, 500);\n});` },
    { name: 'time semantics: the test title is about an age limit ("when older than maxAgeMs")', code: `it('refreshes the cache when older than maxAgeMs', async () => {\n  const cache = new ValueCache(fetcher);\n  const v1 = await cache.get(50);\n  const v2 = await cache.get(1000);\n  await wait(100);\n  const v3 = await cache.get(50);\n  assert.equal(v3, v1 + 1);\n});\nfunction wait(ms) { return new Promise((r) => setTimeout(r, ms)); }` },
    { name: 'time semantics: the window a debouncing call is given as options ({ wait: 20 }) configures the test', code: `import delay from 'delay';\nimport debounceFunction from './index.js';\nit('returns the last result after the window', async () => {\n  const debounced = debounceFunction((value) => value, { wait: 20, before: false });\n  debounced(1);\n  debounced(2);\n  await delay(100);\n  expect(debounced(3)).toBe(2);\n});` },
    { name: 'time semantics: the test title gives the delay in words ("after 30 seconds")', code: inTest(`await page.submitCode('xyz');\nawait sleep(30500);\nexpect(await page.resendCalloutExists()).toBe(true);`, 'shows the resend callout after 30 seconds') },
    { name: 'time semantics: the test title is about a timer of the code', code: inTest(`await page.openOtherView();\nawait page.openCodeView();\nawait sleep(15000);\nexpect(await page.countdownText()).toBe('0:15');`, 'resend timer resets when we navigate away') },
    { name: 'time semantics: a TestCafe test configured before it is called is still test code, its title still read', code: `test.requestHooks(otpMock)('resend after 30 seconds', async (t) => {\n  await page.clickSend();\n  await t.wait(30500);\n  await t.expect(page.resendLink.exists).ok();\n});` },

    { name: 'time semantics: a sleep sized against a rate limiter\'s minTime the test configures', code: inTest(`const limiter = new Bottleneck({ maxConcurrent: 1, minTime: 100 });\nlimiter.schedule(job);\nlimiter.schedule(job);\nawait sleep(100);\nexpect(limiter.counts().DONE).toBe(1);`) },
    { name: '.wait(name) chained off a call is not trusted either (a job handle waited on with a timeout)', code: `it('x', async () => {\n  await queue.add(job).wait(timeout);\n  expect(x).toBe(1);\n});` },
    { name: 'timers of promises a template renders as content are not waited on by the test (its own timer checks later)', code: `it('renders promises', (done) => {\n  render\`<div>\${[\n    new Promise((r) => setTimeout(r, 20, 1)),\n    new Promise((r) => setTimeout(r, 10, 2)),\n  ]}</div>\`;\n  expect(wrap.innerHTML).toBe('<div></div>');\n  setImmediate(() => { expect(wrap.innerHTML).not.toBe('<div></div>'); done(); });\n});` },
    { name: 'pacing: sleeps between writes to the same field of a page (each fill replaces the last)', code: `test('search', async ({ page }) => {\n  await page.getByPlaceholder('Search apps').fill('calculator');\n  await page.waitForTimeout(500);\n  await page.getByPlaceholder('Search apps').fill('task');\n  await page.waitForTimeout(500);\n  await page.getByPlaceholder('Search apps').fill('weather');\n  await page.waitForTimeout(500);\n  await page.getByPlaceholder('Search apps').fill('nothing');\n  await expect(page.getByText('No apps found')).toBeVisible();\n});` },
    { name: 'wait(n) on a receiver with a name for a duration is not trusted (a barrier with a timeout)', code: `it('x', async () => {\n  emit();\n  await barrier.wait(timeout);\n  expect(x).toBe(1);\n});` },
    { name: 'time semantics: a sleep just past the timeout a policy is built with (timeout(2, …))', code: `const delay = promisify(setTimeout);\nit('cancels', async () => {\n  const policy = timeout(2, TimeoutStrategy.Cooperative);\n  await policy.execute(async ({ signal }) => {\n    await delay(3);\n    expect(signal.aborted).to.be.true;\n  });\n});` },
    { name: 'time semantics: the policy is built in a beforeEach of the describe', code: `const delay = promisify(setTimeout);\ndescribe('events', () => {\n  let policy;\n  beforeEach(() => { policy = timeout(2, TimeoutStrategy.Aggressive); });\n  it('emits success', async () => {\n    await policy.execute(() => 42);\n    await delay(3);\n    expect(onSuccess).to.have.been.called;\n  });\n});` },
    { name: 'time semantics: a timer sized against a timeout the request builder is given', code: `it('aborts a retry', (done) => {\n  const req = request.get(url + '/delay/400').timeout(200).retry(2);\n  req.end(() => done(new Error('completed')));\n  req.on('abort', () => done());\n  setTimeout(() => {\n    req.abort();\n  }, 150);\n});` },
    { name: 'time semantics: a quoted, snake_case duration key the test configures (grpc.client_idle_timeout_ms)', code: `it('goes idle', (done) => {\n  const client = new TestClient(port, { 'grpc.client_idle_timeout_ms': 1000 });\n  client.sendRequest(() => {\n    setTimeout(() => {\n      assert.strictEqual(client.getChannelState(), ConnectivityState.IDLE);\n      done();\n    }, 1100);\n  });\n});` },
    {
      name: 'time semantics: a timestamp read through a getter of what was kept before the sleep (before.modifiedAt.getTime())',
      code: `${SLEEP}it('does not bump modifiedAt on a no-op update', async () => {\n  const [before] = await db.select().from(bookmarks);\n  await sleep(10);\n  await api.updateTags({ detach: [] });\n  const [after] = await db.select().from(bookmarks);\n  expect(after.modifiedAt.getTime()).toEqual(before.modifiedAt.getTime());\n});`,
    },
    {
      name: 'time semantics: a new name for part of what was kept before the sleep comes before the write whose timestamp is compared',
      code: `${SLEEP}it('gives each sign-in its own creation time', async () => {\n  const firstCredential = await signInAnonymously(auth);\n  await sleep(500);\n  const firstUser = firstCredential.user;\n  await reload(firstUser);\n  const secondCredential = await signInAnonymously(auth);\n  firstUser.metadata.creationTime.should.not.equal(secondCredential.user.metadata.creationTime);\n});`,
    },
    // --- Pacing ---
    { name: 'pacing inside a job processor', code: inTest(`const worker = new Worker('q', async (job) => { await sleep(100); return job.data; });\nawait worker.close();`) },
    { name: 'pacing inside a mock implementation', code: inTest(`const send = jest.fn().mockImplementation(async () => { await sleep(50); return 'ok'; });\nawait client.flush(send);\nexpect(send).toHaveBeenCalled();`) },
    { name: 'pacing inside a route handler', code: inTest(`app.get('/slow', async (req, res) => { await sleep(200); res.send('ok'); });\nconst res = await request(app).get('/slow');\nexpect(res.status).toBe(200);`) },
    { name: 'pacing in an overridden method of the code under test', code: inTest(`connection.processData = async (data) => { await sleep(100); return original(data); };\nawait connection.send(1);\nexpect(sent).toEqual([1]);`) },
    { name: 'pacing: a rhythm of sleep, act, sleep, act', code: inTest(`await sleep(1000);\nawait broker.listGroups();\nawait sleep(1000);\nawait broker.listGroups();\nexpect(calls).toBe(2);`) },
    { name: 'a callback-form timer that stages an event for the code to meet', code: `it('x', (done) => { worker.on('success', () => done()); setTimeout(() => queue.enqueue('job'), 150); });` },
    { name: 'a timer that ends what a listener received plays the far side', code: `it('x', (done) => { server.on('connection', (socket) => { setTimeout(() => socket.close(), 200); }); client.on('close', () => done()); });` },
    { name: 'a timer that acts on what a handler received (a late response)', code: `it('x', async () => { const server = http.createServer((req, res) => { setTimeout(() => { res.end('late'); }, 100); }); await request(server); });` },
    { name: "a timer in a test server's method that ends the response it received", code: `class TestServer {\n  router(req, res) {\n    res.write('foo');\n    setTimeout(() => { res.destroy(); }, 100);\n  }\n}\nit('x', async () => { await fetch(url); });` },
    { name: 'a timer in a middleware that ends the stream it made: the far side, late', code: `it('flushes headers', (done) => {\n  app.use((ctx) => {\n    const stream = ctx.body = new PassThrough();\n    ctx.flushHeaders();\n    setTimeout(() => {\n      stream.end('x');\n    }, 10);\n  });\n  request(app.listen()).get('/').end(done);\n});` },
    { name: "a timer that sends another request through a builder chain ending in .end(done)", code: `it('keeps the max age', (done) => {\n  request(server).get('/').end((err, res) => {\n    setTimeout(() => {\n      request(server).get('/').set('Cookie', cookie(res)).expect(200).end(done);\n    }, 100);\n  });\n});` },
    { name: 'a timer whose event lands in a step the test then awaits', code: `it('x', async () => { setTimeout(() => ws.close(), 50); await expect(closed(ws)).resolves.toBe(1001); });` },
    { name: 'a timer that aborts a controller no operation received ends a window of work', code: `it('x', (done) => { const { controller, finished } = publishUntilAborted(); finished.then(() => done()); setTimeout(() => controller.abort(), 100); });` },

    { name: 'pacing: a beforeEach that only sleeps spaces the tests (a rate-limited API)', code: `${SLEEP}describe('smoke', () => {\n  // 2 s between tests to avoid rate limiting\n  beforeEach(async () => {\n    await sleep(2000);\n  });\n  it('x', async () => { expect(await api.ping()).toBe('pong'); });\n});` },
    { name: 'pacing: a sleep that opens a test, before it creates anything, spaces it from the tests before', code: `import AsyncTestUtil from 'async-test-util';\nit('reads only new messages', async () => {\n  await AsyncTestUtil.wait(100);\n  const name = AsyncTestUtil.randomString(12);\n  const channel = new BroadcastChannel(name);\n  await channel.postMessage('foo');\n  await AsyncTestUtil.waitUntil(() => received.length === 1);\n});` },
    { name: 'an assertion on the value the sleep itself resolved with depends on nothing the code does', code: `it('local', async () => {\n  const foo = new Foo();\n  const result = await new Promise((a) => {\n    setTimeout(() => {\n      a(true);\n    }, 1000);\n  });\n  expect(result).toBe(true);\n  await foo.close();\n});` },
    { name: 'pacing: the same request again after a sleep, with only checks of the first in between (a rate-limit window)', code: `import { test } from 'node:test';\nimport { setTimeout as sleep } from 'node:timers/promises';\ntest('limits', async (t) => {\n  let res = await app.inject('/');\n  t.assert.strictEqual(res.statusCode, 200);\n  await sleep(100);\n  res = await app.inject('/');\n  t.assert.strictEqual(res.statusCode, 429);\n});` },
    { name: 'a helper of the suite that flushes microtasks is not a sleep', filename: beside('a.test.ts'), code: `import { flushMicrotasks } from './support/tick';\nit('x', async () => {\n  emit();\n  await flushMicrotasks();\n  expect(got).toBe(true);\n});` },
    { name: 'a helper of the suite that does more than declare a delay before awaiting it is not read as a sleep', filename: beside('a.test.ts'), code: `import { settleAndLog } from './support/wait-for';\nit('x', async () => {\n  emit();\n  await settleAndLog(50);\n  expect(got).toBe(true);\n});` },
    { name: 'a helper of the suite that polls is a wait, not a sleep', filename: beside('a.test.ts'), code: `import { until } from './support/tick';\nit('x', async () => {\n  emit();\n  await until(() => got);\n  expect(got).toBe(true);\n});` },
    { name: "a method of a helper class's instance that does not sleep is not a sleep", filename: beside('a.test.ts'), code: `import { Utils } from './support/test-utils';\ndescribe('effects', () => {\n  let utils = new Utils();\n  beforeEach(() => { utils = new Utils(); });\n  it('notifies', async () => {\n    start();\n    await utils.findMessage('x');\n    expect(sent).toContain('x');\n  });\n});` },
    { name: ".wait(n) chained off a chain of the code under test's own class is not trusted (it may wait on what the chain made)", filename: beside('a.test.ts'), code: `import { Queue } from '../code-under-test/client';\nit('runs the job', async () => {\n  await new Queue().add(job).wait(500);\n  expect(job.done).toBe(true);\n});` },
    { name: 'a method of a class of the code under test (outside the test folder, not named as test support) is not read as a helper', filename: beside('a.test.ts'), code: `import { Client } from '../code-under-test/client';\nit('settles', async () => {\n  const client = new Client();\n  start();\n  await client.settle();\n  expect(sent).toContain('x');\n});` },
    { name: 'a method of an object that is not always an instance of the helper class is not read from the class', filename: beside('a.test.ts'), code: `import { Utils } from './support/test-utils';\nlet utils = new Utils();\nutils = makeFake();\nit('notifies', async () => {\n  start();\n  await utils.flushPromises();\n  expect(sent).toContain('x');\n});` },
    { name: "an import with no source (`import.defer()`, a proposal's syntax) at the top of the file is read past (no crash)", code: `import.defer();\n${SLEEP_JS}it('x', async () => {\n  emit();\n  await sleep(50);\n  expect(onError).not.toHaveBeenCalled();\n});` },
    { name: 'a helper module that cannot be parsed is no source of sleeps (and no crash)', filename: beside('a.test.ts'), code: `import { tick } from './support/broken';\nit('x', async () => {\n  emit();\n  await tick();\n  expect(got).toBe(true);\n});` },
    { name: "a helper imported from the project's root that only flushes microtasks is not a sleep", filename: join(__dirname, 'fixtures', 'root-imports', 'test', 'unit', 'buttons.test.ts'), code: `import { flushMicrotasks } from '/test/util';\nit('x', async () => {\n  emit();\n  await flushMicrotasks();\n  expect(got).toBe(true);\n});` },
    { name: "React's act handed a helper that is no sleep", code: `import { act } from '@testing-library/react';\nconst flush = () => Promise.resolve();\nit('x', async () => {\n  emit();\n  await act(flush);\n  expect(got).toBe(true);\n});` },
    { name: 'a method of a class outside the test folder (the code under test) is not read, also on a variable typed as it', filename: join(__dirname, 'fixtures', 'test-folder-class', 'test', 'apps', 'basics', 'a.test.ts'), code: `import { Runner } from '../../../src/runner';\nlet runner: Runner;\nbefore(async () => { runner = await new Runner().start(); });\nit('settles', async () => {\n  emit();\n  await runner.settle();\n  expect(sent).toContain('x');\n});` },
    { name: 'a helper module that does not exist is no source of sleeps', filename: beside('a.test.ts'), code: `import { tick } from './support/missing';\nit('x', async () => {\n  emit();\n  await tick();\n  expect(got).toBe(true);\n});` },
    { name: 'a helper from a package is judged by its name only (tick says nothing)', filename: beside('a.test.ts'), code: `import { tick } from 'some-test-utils';\nit('x', async () => {\n  emit();\n  await tick();\n  expect(got).toBe(true);\n});` },
    { name: 'a helper behind a tsconfig path alias that flushes microtasks is not a sleep', filename: underFixture('aliased-helpers', 'specs', 'a.test.ts'), code: `import { flushPromises } from '@test/support';\nit('x', async () => {\n  emit();\n  await flushPromises();\n  expect(got).toBe(true);\n});` },
    { name: 'an alias that maps into node_modules names a package, whose export is not read as the suite\'s helper', filename: underFixture('aliased-helpers', 'specs', 'a.test.ts'), code: `import { holdOn } from '@vendor/timer-kit';\nit('x', async () => {\n  emit();\n  await holdOn(100);\n  expect(got).toBe(true);\n});` },
    { name: 'a tsconfig whose extends cannot be found maps nothing (and breaks nothing)', filename: underFixture('broken-tsconfig', 'a.test.ts'), code: `import { mockTimeout } from '@test/support';\nit('x', async () => {\n  emit();\n  await mockTimeout(100);\n  expect(got).toBe(true);\n});` },
    { name: 'an alias the tsconfig does not hold is a package, judged by its name only', filename: underFixture('aliased-helpers', 'specs', 'a.test.ts'), code: `import { mockTimeout } from '@other/support';\nit('x', async () => {\n  emit();\n  await mockTimeout(100);\n  expect(got).toBe(true);\n});` },
    { name: 'pacing: a sleep before resolving a promise a job processor hands back to the queue', code: `${SLEEP}it('cancels', async () => {\n  const worker = new Worker('q', (job) => new Promise(async (resolve) => {\n    await sleep(5000);\n    resolve({ done: true });\n  }));\n  await worker.cancel(id);\n});` },
    { name: 'pacing: a sleep ending a callback handed to a call the test does not await', code: `${SLEEP}it('processes', async () => {\n  queue.process(async (job) => {\n    await handle(job);\n    await sleep(100);\n  });\n  await queue.add(1);\n  await waitFor(() => expect(done).toBe(1));\n});` },
    { name: 'pacing: a sleep ending a handler given to an awaited method of the code under test (it keeps the handler)', code: `${SLEEP}it('works', async () => {\n  await boss.work(queue, async () => {\n    count++;\n    await sleep(100);\n  });\n  await boss.send(queue);\n  expect(count).toBe(0);\n});` },
    { name: 'pacing: a sleep that opens a callback of an awaited call, with work after it', code: `${SLEEP}it('serves', async () => {\n  await withServer(async (url) => {\n    await sleep(50);\n    await fetch(url);\n  });\n  expect(log).toHaveLength(1);\n});` },
    { name: 'pacing: a timer that sends with nothing started receiving before it (a listener is only registered)', code: `it('emits', (done) => {\n  emitter.on('tick', () => done());\n  setTimeout(() => emitter.emit('tick'), 10);\n});` },
    { name: 'pacing: a timer that changes state after a subscribe, without sending anything', code: `it('counts', (done) => {\n  store.on('change', () => done());\n  client.subscribe(channel);\n  setTimeout(() => store.increment(), 50);\n});` },
    { name: 'pacing: a timer in a route handler (called with what it received) is the far side, whatever it sends', code: `it('x', (done) => {\n  app.get('/slow', (req, res) => {\n    pub.connect(addr);\n    setTimeout(() => { res.send('late'); }, 100);\n  });\n  request(app).get('/slow').end(() => done());\n});` },
    { name: "page.waitFor with a selector is a wait, not a sleep", code: `it('x', async () => {\n  await page.click('#submit');\n  await page.waitFor('#status');\n  expect(await page.$eval('#status', (e) => e.textContent)).toBe('sent');\n});` },
    { name: 'an awaited stop of something that delivers to no handler of the test drains the work (a barrier)', code: inTest(`await queue.add(job);\nawait sleep(200);\nawait worker.stop();\nexpect(processed).toHaveLength(1);`) },
    { name: 'negative guard: an awaited close of a consumer with a listener, then nothing arrived', code: inTest(`const got = [];\nconsumer.on('message', (m) => got.push(m));\nawait consumer.unsubscribe('t');\nawait producer.send('t', 'a');\nawait sleep(200);\nawait consumer.close();\nexpect(got).toHaveLength(0);`) },
    { name: 'pacing: sleeps handed to the code as inputs (PProgress.all([delay(103), …])) stand for slow work', code: `import test from 'ava';\nimport delay from 'delay';\ntest('x', async (t) => {\n  const fixtureFunction = (input) => pProgress(async (progress) => {\n    progress(0.5);\n    await delay(50);\n    return input;\n  });\n  const promise = PProgress.all([\n    delay(103),\n    fixtureFunction(fixture),\n    delay(55),\n  ]);\n  promise.onProgress((progress) => {\n    t.true(progress >= 0 && progress <= 1);\n  });\n  t.deepEqual(await promise, [undefined, fixture, undefined]);\n});` },
    { name: 'pacing: a sleep handed as an input to a timeout wrapper under test', code: inTest(`await expect(pTimeout(sleep(200), { milliseconds: 50 })).rejects.toThrow(TimeoutError);`) },
    { name: "a timer that only ends a tape test through its object named assert (assert.end()) checks nothing", code: `test('closes', function (assert) {\n  client.close();\n  setTimeout(function () {\n    assert.end();\n  }, 1);\n});` },
    { name: 'pacing: a route handler whose one parameter is named e (an event, not an error) is the far side', code: `it('x', (done) => {\n  app.get('/slow', (e) => {\n    pub.connect(addr);\n    setTimeout(() => { pub.send('late'); }, 100);\n  });\n  request(app).get('/slow').end(() => done());\n});` },
    { name: 'an awaited close of a logger with only an error listener still drains (a barrier)', code: inTest(`logger.on('error', (err) => { throw err; });\nlogger.info('a');\nawait sleep(50);\nawait logger.close();\nexpect(readFileSync(file, 'utf8')).toContain('a');`) },
    { name: 'time semantics: a duration in a class field of a fake the test declares', code: inTest(`class FakeClient { requestTimeout = 100; send(x) {} }\nconst client = new FakeClient();\nclient.send('x');\nawait sleep(150);\nexpect(client.timedOut).toBe(true);`) },
    { name: 'time semantics: a duration given as a JSX attribute', filename: 'toast.test.tsx', code: inTest(`render(<Toast duration={1000} message="hi" />);\nawait sleep(1500);\nexpect(screen.queryByText('hi')).toBeInTheDocument();`) },
    { name: 'time semantics: a setting inside text keeps its unit (interval: 1.5s)', code: inTest(`await server.configure('interval: 1.5s');\nawait sleep(2000);\nexpect(server.ticks).toBe(1);`) },
    { name: 'pacing: a send far below where the receiver started (more than four statements)', code: `it('x', (done) => {\n  consumer.subscribe([topic]);\n  a();\n  b();\n  c();\n  d();\n  setTimeout(() => producer.produce(topic, value), 100);\n  consumer.on('data', () => done());\n});` },
    { name: 'pacing: a timer in a listener that receives an event stages the next one (not a ready listener)', code: `it('echoes', (done) => {\n  socket.on('message', (msg) => {\n    setTimeout(() => {\n      socket.send(msg);\n    }, 10);\n  });\n  client.on('message', () => done());\n});` },
    { name: 'time semantics: delay.spec.ts tests the delay it imports; the sleep and the timers that check around it are about time', filename: 'framework/tests/unit/delay.spec.ts', code: `import delay from '../../src/delay';\ntest('changes after the delay', async () => {\n  let data = 'original';\n  setTimeout(() => {\n    expect(data).toBe('updated');\n  }, 21);\n  await delay(20);\n  data = 'updated';\n});\ntest('resolves after the delay', async () => {\n  const start = Date.now();\n  await delay(100);\n  expect(Date.now() - start).toBeGreaterThan(50);\n});` },
    { name: 'negative guard: the same count under a "not" title once a wait before the sleep saw it', code: `const sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nit('after finalization the events should not be passed to the listener', async () => {\n  const dataReceived = [];\n  emitter.on('event', (data) => { dataReceived.push(data); });\n  event.send({ test: 'test' });\n  await waitFor(() => dataReceived.length === 1);\n  finalize();\n  event.send({ test: 'test' });\n  await sleep(500);\n  dataReceived.length.should.equal(1);\n});` },
    { name: 'an alias of a global member not named for a sleep is no sleep (const run = util.run)', code: `const run = util.run;\nit('saves', async function () {\n  store.set('c', 4);\n  await run(500);\n  expect(readFile(p)).to.eql({ c: 4 });\n});` },
    { name: 'an alias of a member of an object the file declares is judged by that member (no timer in it)', code: `const helpers = { sleep: () => Promise.resolve() };\nconst sleep = helpers.sleep;\nit('saves', async function () {\n  store.set('c', 4);\n  await sleep(500);\n  expect(readFile(p)).to.eql({ c: 4 });\n});` },
    { name: 'negative guard: a reading awaited through .resolves (a read, not an act) held to nothing', code: inTest(`cache.delete('a');\nawait sleep(100);\nawait expect(cache.get('a')).resolves.toBeUndefined();`) },
    { name: 'negative guard: a web-first check that the page does not show a text named as a constant (no reading) is an absence', code: `import { test, expect } from '@playwright/test';\nconst ERROR_TEXT = 'Something went wrong';\ntest('shows no error', async ({ page }) => {\n  await page.locator('button').click();\n  await page.waitForTimeout(100);\n  await expect(page.getByTestId('banner')).not.toHaveText(ERROR_TEXT);\n});` },
    { name: 'time semantics: a test that only sleeps under a title about expiry ("wait for session to expire") holds the next tests for time, not a signal', code: `it('wait for session to expire', function (done) {\n  setTimeout(function () { done(); }, 2000);\n});\nit('rejects the expired session', function (done) {\n  api.get('/me').expect(403, done);\n});` },
    { name: 'time semantics: a title naming a period that must pass ("a vesting period", "passive periods")', code: inTest(`await lockup.createVesting(schedule);\nawait sleep(10 * 1000);\nawait lockup.withdraw();\nexpect(await balance()).toBe(100);`, 'waits for a vesting period to pass') },
    { name: 'negative guard: the handed value was there before an earlier sleep; after the close the test checks it stayed', code: `const assert = require('node:assert');\nit('keeps the parent rule after the parent exits', async () => {\n  const app = await createAppWithConfig(uuid, { enabled: false });\n  await delay(500);\n  await app.close();\n  await delay(500);\n  assert.strictEqual(getWindowConfig(store, app.identity).enabled, false);\n});` },
    { name: 'time semantics: a number handed by position to the unit the file is named for (AsyncPolling.spec.ts, new AsyncPolling(fn, 30)) is its period', filename: 'src/AsyncPolling.spec.ts', code: inTest(`const fn = sinon.spy();\nconst poll = new AsyncPolling(fn, 30);\npoll.start();\nawait sleep(70);\nexpect(fn.callCount).to.equal(3);`) },
    { name: 'time semantics: the same in a kebab-case file name (duplicate-checker-plugin.test.ts)', filename: 'test/duplicate-checker-plugin.test.ts', code: inTest(`const plugin = new DuplicateCheckerPlugin(now, 50);\nawait plugin.run(context);\nawait sleep(100);\nexpect(submitted).toHaveLength(1);`) },
    { name: 'time semantics: delay-test.js tests the delay of the library it requires', filename: 'test/delay-test.js', code: `const delay = require('../delay');\nit('resolves with the value after the delay', () => {\n  const d = defer();\n  d.resolve(sentinel);\n  return delay(100).then(() => {\n    expect(d.promise.inspect().value).toBe(sentinel);\n  });\n});` },
    { name: 'pacing: a function of the test handed to a component as a JSX prop (a server-side load) simulates latency', filename: 'table.test.tsx', code: `it('loads once', () => {\n  const items = ref([]);\n  function load(opts) {\n    setTimeout(() => {\n      const start = (opts.page - 1) * opts.itemsPerPage;\n      items.value = ITEMS.slice(start, start + opts.itemsPerPage);\n    }, 10);\n  }\n  render(() => <Table items={items.value} onUpdate:options={load} />);\n  expect(screen.getAllByRole('row')).toHaveLength(1);\n});` },
    { name: 'pacing: a helper of the file handed to the code as an option (a route loader) simulates latency', code: `${SLEEP}async function slowLoader() {\n  await sleep(100);\n  return Response.json(null);\n}\nit('blocks', async () => {\n  const router = createMemoryRouter([{ path: '/', loader: slowLoader }]);\n  await router.navigate('/');\n});` },
    // --- A wait or barrier follows: the sleep is not the signal ---
    { name: 'an awaited barrier follows the sleep', code: inTest(`dispatcher.enqueue(1);\nawait sleep(100);\nawait dispatcher.stop();\nexpect(registry.size).toBe(1);`) },
    { name: 'nothing follows the sleep in a test', code: inTest(`emit();\nawait sleep(100);`) },
    { name: "negative guard through Vitest's test-context expect", code: `${SLEEP}it('should not send errors after close', async ({ expect }) => { close(); await sleep(20); expect(sendFn).toHaveBeenCalledTimes(1); });` },
    { name: 'negative guard that reads through an awaited call', code: inTest(`await keyv.set('k', 'v', 1);\nawait sleep(10);\nexpect(await keyv.has('k')).toBe(false);`) },
    { name: 'a sleep that opens an async hook simulates work, even when the hook asserts after it', code: `${SLEEP}test('x', async (t) => { app.addHook('preHandler', async (request) => { await sleep(1); t.assert.strictEqual(request.test, 'ok'); }); await app.inject('/'); });` },
    { name: 'a window of background work ended by abort()', code: inTest(`const { controller, result } = publishUntilAborted(publisher);\nawait sleep(5000);\ncontroller.abort();\nawait result;\nexpect(received).toEqual(sent);`) },
    { name: "a processor's sleep before its own done callback keeps the job busy", code: inTest(`queue.process((job, jobDone) => {\n  running++;\n  expect(running).toBe(1);\n  sleep(50).then(() => { running--; jobDone(); });\n});\nawait queue.add(1);`) },
    { name: 'a sleep racing an event is its deadline', code: inTest(`const closed = await Promise.race([once(socket, 'close').then(() => true), sleep(1000).then(() => false)]);\nexpect(closed).toBe(true);`) },
    { name: 'a sleep in an after hook followed by cleanup paces the teardown', code: `${SLEEP}afterAll(async () => { await sleep(100); cleanup(); });` },
    { name: 'a sleep that is all an after hook does spaces the tests (nothing was torn down for it to wait on)', code: `after((done) => {
  setTimeout(done, 100);
});` },
    { name: 'a sleep ending an after hook that tore nothing down paces it', code: `${SLEEP}afterEach(async () => {
  jest.clearAllMocks();
  await sleep(100);
});` },

    // --- Fake timers drive the clock ---
    { name: 'a timer kept in a variable inside the test is the fake one when fake timers are on', code: `beforeEach(() => { vi.useFakeTimers(); });\nit('x', async () => { const later = setTimeout; emit(); await new Promise((r) => later(r, 100)); expect(x).toBe(1); });` },
    { name: 'a variable holding another clock\'s setTimeout is not the timer', code: `const schedule = clock.setTimeout;\nit('x', async () => { emit(); await new Promise((r) => schedule(r, 100)); expect(x).toBe(1); });` },
    { name: 'a variable holding the timer, then reassigned, is not trusted', code: `let schedule = setTimeout;\nschedule = (f: () => void) => f();\nit('x', async () => { emit(); await new Promise((r) => schedule(r, 100)); expect(x).toBe(1); });` },
    { name: 'callback form under jest fake timers', code: `beforeEach(() => { jest.useFakeTimers(); });\nit('x', () => { const spy = jest.fn(); setTimeout(() => { expect(spy).toHaveBeenCalled(); }, 100); jest.advanceTimersByTime(100); });` },
    { name: 'promise sleep on the global timer under fake timers in the test', code: `it('x', async () => { vi.useFakeTimers(); emit(); const p = new Promise((r) => setTimeout(r, 100)); vi.advanceTimersByTime(100); await p; expect(x).toBe(1); });` },

    { name: 'pacing: a random duration is jitter (delay(randomInt(30, 200)))', code: inTest(`db.compact();\nawait sleep(Math.round(Math.random() * 10));\nconst doc = await db.get('foo');\nexpect(doc.value).toBe(1);`) },
    { name: 'poll interval: a sleep chained into a deadline of Promise.race', code: inTest(`await Promise.race([\n  thread.finish(),\n  sleep(10000).then(() => Promise.reject(new Error('timed out'))),\n]);\nexpect(thread.done).toBe(true);`) },

    // --- A named function handed to a timer ---
    { name: 'a script handing a module-level function that only stops to a timer (it paces a run)', code: `function stop() {\n  server.close();\n}\nfunction main() {\n  start();\n  setTimeout(stop, argv.duration * 1000);\n}\nit('runs', () => main());` },
    { name: 'a named check handed to two timers is a shared helper, not one timer\'s step', code: `it('x', (done) => {\n  const check = () => { expect(count).toBe(1); };\n  setTimeout(check, 100);\n  setTimeout(check, 200);\n  setTimeout(done, 300);\n});` },

    // --- A sleep that ends the test ---
    { name: 'a sleep ending a test after a listener that can only fail (it must not run: a guard)', code: `${SLEEP_JS}test('no crash', async (t) => {\n  process.on('uncaughtException', (reason) => {\n    t.assert.fail(reason);\n  });\n  await fetch(url);\n  await sleep(100);\n});` },
    { name: 'a sleep ending a test after synchronous iteration that asserts', code: `${SLEEP}it('x', async () => {\n  items.forEach((item) => expect(item).toBeDefined());\n  await sleep(50);\n});` },
    { name: 'a sleep ending a test after an awaited callback that asserts', code: `${SLEEP}it('x', async () => {\n  await new Promise((resolve) => emitter.once('data', (d) => { expect(d).toBe(1); resolve(); }));\n  await sleep(50);\n});` },
    { name: 'a sleep ending a test with no callback before it', code: `${SLEEP}it('x', async () => {\n  await request(app).get('/').catch(() => {});\n  await sleep(50);\n});` },
    { name: 'a sleep ending a hook after a callback that asserts (the tests after it are judged by the hook rules)', code: `${SLEEP}afterEach(async () => {\n  client.on('error', (e) => expect(e).toBeUndefined());\n  await sleep(50);\n});` },

    { name: 'useRealTimers in an afterEach is cleanup: the fake timers of the beforeEach still drive the test', code: `beforeEach(() => { vi.useFakeTimers(); });\nafterEach(() => { vi.useRealTimers(); });\nit('x', async () => { emit(); await new Promise((r) => setTimeout(r, 100)); expect(x).toBe(1); });` },
    { name: 'a test that installs fake timers again after restoring real ones', code: `beforeEach(() => { vi.useFakeTimers(); });\nit('x', async () => { vi.useRealTimers(); connect(); vi.useFakeTimers(); emit(); await new Promise((r) => setTimeout(r, 100)); expect(x).toBe(1); });` },

    // --- Shapes met in callback-style and AVA suites ---
    { name: 'time semantics: an idleTimeout a beforeEach sets is waited out (it ends what is left idle)', code: `describe('pool', () => {\n  let pool;\n  beforeEach(() => { pool = createPool({ idleTimeout: 200 }); });\n  it('closes idle clients', async () => {\n    await pool.query('select 1');\n    await new Promise((r) => setTimeout(r, 300));\n    expect(pool.idleCount).toBe(1);\n  });\n});` },
    { name: 'guard: a timer that only starts once the count is reached, then asserts it is still that count', code: `it('holds at the prefetch', (done) => {\n  const messages = [];\n  subscription.on('message', (message, content, ack) => {\n    messages.push(ack);\n    if (messages.length === 5) {\n      setTimeout(() => {\n        assert.strictEqual(messages.length, 5);\n        done();\n      }, 500);\n    }\n  });\n});` },
    { name: 'guard: a timer after an early return until the count is reached ("and no more")', code: `it('stops redelivering', (done) => {\n  subscription.on('message', (message) => {\n    counts[message.id] = (counts[message.id] || 0) + 1;\n    if (counts[message.id] < 6) return;\n    setTimeout(() => {\n      assert.strictEqual(counts[message.id], 6);\n      done();\n    }, 500);\n  });\n});` },
    { name: 'guard: ava-spec hands its describe an it; t.false after a sleep is absence', code: `const { describe } = require('ava-spec');\nconst delay = (ms) => new Promise((r) => setTimeout(r, ms));\ndescribe('queue', (it) => {\n  it('waits for the delay', async (t) => {\n    queue.process(spy);\n    await delay(50);\n    t.false(spy.called);\n  });\n});` },

    { name: "printing after a sleep in a module loader reads nothing: the loader's sleep simulates work", code: `import { debugLog } from './debug';\nit('loads modules asynchronously', async () => {\n  async function testBody() {\n    let calls = 0;\n    const moduleLoader = async () => {\n      calls++;\n      if (calls > 1) throw new Error('Module loader should only be called once');\n      await new Promise((resolve) => setTimeout(resolve, 50));\n      debugLog('moduleLoader: done sleeping');\n      return 'export default 1';\n    };\n    vm.runtime.setModuleLoader(moduleLoader);\n    const result = await vm.evalCodeAsync('import x from "./m"');\n    expect(result).toBe(1);\n  }\n  await testBody();\n});` },
    { name: 'a sleep ending the last test after a teardown holds back no test', code: `${SLEEP}it('cancels the query', async () => {\n  const session = await Session.open(config);\n  await session.close();\n  await sleep(100);\n});` },
    { name: 'a sleep ending a test after a step that tears nothing down is judged as the end of the test', code: `${SLEEP}it('cancels the query', async () => {\n  const session = await Session.open(config);\n  await session.get('q');\n  await sleep(100);\n});\nit('reconnects', async () => {\n  const session = await Session.open(config);\n  expect(session.state).toBe('open');\n});` },
    { name: "negative guard: Jasmine's expectAsync(promise).toBePending() says it has not settled; a removal after `until` in the title is what ends the block", code: inTest(`const result = testerB.lock(1);\nawait sleep(100);\nawait expectAsync(result).toBePending();\nawait testerA.unlock(1);\nawait expectAsync(result).toBeResolvedTo(0);`, 'should block SHARED until EXCLUSIVE connection is released') },
    { name: 'negative guard: under a title that promises a removal, a double\'s call count (node:test mock.callCount()) of zero is still a call that must not come', code: `import assert from 'node:assert/strict';\nimport { it, mock } from 'node:test';\nimport { sleep } from './helpers/helpers.js';\nit('should remove a listener with .off()', async () => {\n  const listener1 = mock.fn();\n  const listener2 = mock.fn();\n  await ethers.provider.on('block', listener1);\n  await ethers.provider.once('block', listener2);\n  await ethers.provider.off('block', listener1);\n  await ethers.provider.off('block', listener2);\n  const [s] = await ethers.getSigners();\n  await s.sendTransaction({ to: s });\n  await sleep(100);\n  assert.equal(listener1.mock.callCount(), 0);\n  assert.equal(listener2.mock.callCount(), 0);\n});` },
    { name: 'time semantics: a ttl in the list a forEach declares tests over is set up around them', code: `${SLEEP_JS}describe('cache', () => {\n  [{ name: 'redis', ttl: 100 }].forEach(({ name, ttl }) => {\n    const cache = createCache(name, { ttl });\n    it('reloads', async () => {\n      await cache.get('a');\n      await sleep(150);\n      await cache.get('a');\n      expect(loader).toHaveBeenCalledTimes(2);\n    });\n  });\n});` },
    { name: 'pacing: a timer in an error listener, whose (err) is what the event delivers, is no ready listener\'s', code: `it('reconnects', (done) => {\n  client.on('error', (err) => {\n    setTimeout(() => {\n      client.reconnect();\n    }, 100);\n  });\n  client.on('ready', () => done());\n});` },
    { name: 'negative guard: a Jasmine spy\'s calls.count() of zero under a removal title is a call that must not come', code: `import { sleep } from './helpers/helpers.js';\nit('should remove a listener with .off()', async () => {\n  const listener1 = jasmine.createSpy();\n  await provider.on('block', listener1);\n  await provider.off('block', listener1);\n  const [s] = await getSigners();\n  await s.sendTransaction({ to: s });\n  await sleep(100);\n  expect(listener1.calls.count()).toBe(0);\n});` },
    { name: 'time semantics: a ttl set up inside a loop that declares the tests, around them, is waited out', code: `${SLEEP_JS}describe('cache', () => {\n  for (const store of stores) {\n    const cache = createCache(store, { ttl: 100 });\n    it('reloads', async () => {\n      await cache.get('a');\n      await sleep(150);\n      await cache.get('a');\n      expect(loader).toHaveBeenCalledTimes(2);\n    });\n  }\n});` },
    { name: 'time semantics: an idleTimeout set in the describe body, like a hook, is waited out', code: `describe('pool', () => {\n  const pool = createPool({ connectionLimit: 3, idleTimeout: 1000 });\n  it('destroys idle connections', (done) => {\n    conn.release();\n    setTimeout(() => {\n      const all = pool._allConnections.length;\n      assert.equal(all, 0);\n      done();\n    }, 2000);\n  });\n});` },
    { name: 'time semantics: a rotation frequency the test configures', code: `${SLEEP}it('rotates', async () => {\n  const stream = await buildStream({ frequency: 100, file });\n  stream.write('a');\n  await sleep(110);\n  stream.write('b');\n  expect(await readdir(folder)).toHaveLength(2);\n});` },
    { name: 'guard: the comment that opens a timer\'s body says what it is for', code: `it('does not reconnect', (done) => {\n  ws.close();\n  ws.addEventListener('open', () => { throw Error('open called'); });\n  setTimeout(() => {\n    // wait a little to be sure no unexpected open or close events happen\n    wss.close();\n    done();\n  }, 1000);\n});` },
    { name: 'a file that declares no test is a program (a fixture a test spawns): its top-level timers pace it', code: `const server = new SMTPServer({ resolver });\nserver.listen(0, '127.0.0.1', () => {\n  console.log('listening');\n  setTimeout(() => {\n    server.close();\n  }, 1000);\n});` },
    { name: 'pacing: a listener that opens with a sleep is slow to answer', code: `import { setTimeout } from 'node:timers/promises';\nit('times out', async () => {\n  interceptor.on('request', async ({ controller }) => {\n    await setTimeout(200);\n    controller.respondWith(new Response('hello'));\n  });\n  const request = http.get(url, { timeout: 10 });\n  expect(await once(request, 'timeout')).toBeDefined();\n});` },
    { name: 'time semantics: a duration built from a configured value outranks a comment that waits for something', code: `test('resets', (t) => {\n  const resetTimeout = 100;\n  const breaker = new CircuitBreaker(fn, { errorThresholdPercentage: 1, resetTimeout });\n  breaker.fire(-1).catch(() => {\n    // Now the breaker should be open. Wait for reset and fire again.\n    setTimeout(() => {\n      breaker.fire(100).then((arg) => t.equals(arg, 100));\n    }, resetTimeout * 1.25);\n  });\n});` },
    { name: 'pacing: a timer that stops what runs and ends the test, checking nothing', code: `test('should work', (t) => {\n  const instance = autocannon({ url }, console.log);\n  setTimeout(() => {\n    instance.stop();\n    t.end();\n  }, 2000);\n  autocannon.track(instance, { renderProgressBar: true });\n});` },
    { name: 'a hook\'s timer before tests that all check an absence is a guard (by title or by every check)', code: `describe('after leaving', function () {\n  before(function (done) {\n    sockets[0].post('/broadcast', function () {\n      return setTimeout(done, 200);\n    });\n  });\n  it('connected sockets should not receive the message', function () {\n    assert(!sockets[0].received);\n  });\n  it('counts', function () {\n    expect(adminMessages).toHaveLength(0);\n  });\n});` },
    { name: 'a timer in a hook\'s callback that is not the callback\'s last step does not end the hook', code: `before(function (done) {\n  server.start(function () {\n    setTimeout(done, 200);\n    server.log('started');\n  });\n});\nit('is up', function () {\n  assert(server.up);\n});` },
    { name: 'a returned timer in a test\'s callback is not a hook\'s end', code: `it('connects', function (done) {\n  client.connect(function () {\n    return setTimeout(done, 100);\n  });\n});` },
    { name: 'a test function chosen by a condition whose choices differ in kind (a test or a describe) is not taken as either', code: `${SLEEP}(process.env.CI ? it : describe)('queue', async () => {\n  queue.add(job);\n  await sleep(100);\n  expect(rows).toHaveLength(1);\n});` },
    { name: 'time semantics: a duration handed to a scheduling call as its second argument', code: `${SLEEP}it('runs a regular job', async () => {\n  await schedulerService.schedule(job, 50, 'test-id');\n  await sleep(75);\n  expect(job).toHaveBeenCalledTimes(2);\n});` },
    { name: 'time semantics: a debounced function\'s window', code: `${SLEEP}it('calls once', async () => {\n  const save = debounce(write, 100);\n  save(); save();\n  await sleep(150);\n  expect(write).toHaveBeenCalledTimes(1);\n});` },
    { name: 'guard: absence after the sleep of something only a sibling of which was checked before it', code: inTest(`pusher.unsubscribe(name);\nexpect(pusher.channels.size).toEqual(1);\nawait sleep(500);\nexpect(pusher.channel(name)).toBe(undefined);`), options: [{}] },
    { name: 'pacing: a callback timer that only ends the client (the test awaits its end on its own)', code: `it('ends after a failed connect', (done) => {\n  const client = connect({ host: 'nowhere' });\n  client.on('end', () => done());\n  setTimeout(() => {\n    client.end();\n  }, 200);\n});` },
    { name: 'pacing: a timer in a connect callback that only ends the test\'s own client', code: `import { test } from 'node:test';\ntest('x', async (t) => {\n  await new Promise((resolve) => {\n    const client = net.connect(port, () => {\n      client.write('GET / HTTP/1.1');\n      setTimeout(() => {\n        client.destroy();\n        resolve(undefined);\n      }, 50);\n    });\n  });\n});` },
    { name: 'pacing: a callback timer that only ends the client through .call', code: `it('x', (done) => {\n  const ws = new WebSocket(url);\n  ws.on('close', () => done());\n  setTimeout(() => ws.terminate.call(ws), 150);\n});` },
    { name: 'pacing: a timer that aborts a controller handed to a request sets when the abort comes; the test awaits the rejection', code: `it('aborts a redirect', () => {\n  const controller = new AbortController();\n  const request = new Request(url, { signal: controller.signal });\n  setTimeout(() => {\n    controller.abort();\n  }, 20);\n  return expect(fetch(request)).rejects.toThrow('aborted');\n});` },
    { name: 'pacing: a timer that destroys the body of an upload the test then awaits', code: `it('fails the upload', async () => {\n  const stream = makeStream();\n  setTimeout(function () {\n    stream.destroy();\n  }, 1000);\n  await expect(client.post(url, stream)).rejects.toThrow();\n});` },
    { name: 'pacing: a timer that aborts a controller whose signal, taken out first, went to a request', code: `it('removes the abort listener', () => {\n  const controller = new AbortController();\n  const { signal } = controller;\n  setTimeout(() => {\n    controller.abort();\n  }, 20);\n  return expect(fetch(url, { signal })).to.eventually.be.rejected;\n});` },
    { name: 'guard: a reading after the sleep, kept in a name, compared with the same reading kept before it (unchanged)', code: inTest(`const htmlBefore = await outerHTMLForSelector(page, 'body');\nawait page.locator('form.created input[type=submit]').click();\nawait sleep(50);\nconst htmlAfter = await outerHTMLForSelector(page, 'body');\nexpect(htmlAfter).toEqual(htmlBefore);`) },
    { name: 'guard: the callback that counts has just counted, and its timer asserts that count (no second call)', code: `it('calls back once', (done) => {\n  let calls = 0;\n  transport.sendMail(message, (err) => {\n    calls++;\n    assert.ok(err);\n    setTimeout(() => {\n      assert.strictEqual(calls, 1);\n      done();\n    }, 50);\n  });\n});` },
    { name: 'a browser.sleep kept for later, not a statement, holds nothing', code: `it('x', function () {\n  element(by.css('a')).click();\n  const later = browser.sleep(500);\n  expect(browser.getCurrentUrl()).toContain('index.html');\n});` },
    { name: 'time semantics: a debounced function written across lines, its window the call\'s second argument', code: `${SLEEP}it('starts a fresh batch', async () => {\n  const debounced = pDebounce(async (value: number) => {\n    await work();\n    return value;\n  }, 100);\n  await debounced(1);\n  await sleep(200);\n  expect(await debounced(6)).toBe(6);\n});` },
    { name: 'time semantics: a Redis-style expiry (EX in seconds, PX in milliseconds)', code: `${SLEEP}it('expires', async () => {\n  await redis.set('foo', 'bar', 'EX', 1);\n  await sleep(1500);\n  expect(await redis.get('foo')).toBe('bar');\n});\nit('expires soon', async () => {\n  await redis.getex('foo', 'PX', 100);\n  await sleep(200);\n  expect(await redis.get('foo')).toBe('bar');\n});` },
    { name: 'a timer handing a test its done is not taken as a hook\'s end', code: `it('connects', (done) => {\n  client.connect();\n  setTimeout(done, 100);\n});` },
    { name: 'a beforeEach that only waits on its done spaces the tests (a rate-limited API)', code: `beforeEach((done) => {\n  setTimeout(done, 1000);\n});` },
    { name: 'a Cucumber After hook that only ends on a timer paces the teardown', code: `import { After } from '@cucumber/cucumber';\nAfter((scenario, done) => {\n  log(scenario);\n  setTimeout(done, 100);\n});` },
    { name: 'guard: absence asserted after the sleep of something never asserted present', code: `it('keeps no socket', (done) => {\n  http.get({ agent, port }, (res) => {\n    res.on('end', () => {\n      setTimeout(() => {\n        assert(!agent.freeSockets[name]);\n        done();\n      }, 10);\n    });\n  });\n});` },
    { name: 'time semantics: a sleep until a moment on the clock (a job\'s due time)', code: `${SLEEP}it('processes delayed jobs', async () => {\n  const start = Date.now();\n  await queue.createJob({}).delayUntil(start + 150).save();\n  await sleep(Date.now() - start + 151);\n  mockTimer.emit('trigger');\n  await succeeded;\n});` },
    { name: 'guard: something sent after the receiver stopped, then a sleep: it must not arrive', code: `${SLEEP}it('unlisten removes subscription', async () => {\n  const { unlisten } = await sql.listen('test', (x) => xs.push(x));\n  await sql.notify('test', 'a');\n  await waitFor(() => xs.length === 1);\n  await unlisten();\n  await sql.notify('test', 'b');\n  await sleep(50);\n  expect(xs.join('')).toBe('a');\n});` },
    { name: 'pacing: an async branch called on the spot and not awaited stages an event, like a timer', code: `${SLEEP}test('event to promise', async (t) => {\n  const emitter = new EventEmitter();\n  (async () => {\n    await sleep(200);\n    emitter.emit('a', 'b');\n  })();\n  t.is(await pEvent(emitter, 'a'), 'b');\n});` },
    // --- Options ---
    {
      name: 'ignoreDurationsBelowMs reads a duration written as text in its unit',
      code: `const sleep = require('mz-modules/sleep');\nit('x', async () => {\n  emit();\n  await sleep('1ms');\n  expect(x).toBe(1);\n});`,
      options: [{ ignoreDurationsBelowMs: 10 }],
    },
    {
      name: 'a handler that checked its input in a synchronous callback before the sleep is still the far side',
      code: `it('x', async () => {\n  const agent = createAgent({ async connect(req, opts) { [opts].forEach((o) => assert(o.secureEndpoint === false)); await sleep(10); return net.connect(opts); } });\n  const res = await get(url, { agent });\n  assert.equal(res.statusCode, 200);\n});`,
    },
    {
      name: 'the sleeps inside a counted-loop helper are judged at its call sites, not as poll intervals',
      code: `async function settle() {\n  for (let i = 0; i < 60; i++) await new Promise((r) => setTimeout(r, 0));\n}\nit('x', async () => {\n  transport.close();\n  await settle();\n  expect(transport.sent).toHaveLength(0);\n});`,
      options: [{ reportPollIntervals: true }],
    },
    {
      name: 'a test that only sleeps, with no test after it, holds nothing back',
      code: `describe('e2e', () => {\n  it('produces', () => { producer.send(messages); });\n  it('gives kafka some time', (done) => {\n    setTimeout(done, 2500);\n  });\n});`,
    },
    {
      name: 'a test that only sleeps, titled for what must not happen, is its own (guard) check',
      code: `it('should not fire a close event when closed manually', (done) => {\n  setTimeout(done, 100);\n});\nit('fires later', () => {\n  expect(events).toEqual(['close']);\n});`,
    },
    {
      name: 'a test whose promise does work besides its timer is not a test that only sleeps',
      code: `it('closes quietly', async () => {\n  await new Promise<void>((resolve, reject) => {\n    db.addEventListener('close', () => reject(new Error('fired')));\n    db.close();\n    setTimeout(() => resolve());\n  });\n});\nit('fires after transactions', () => {\n  expect(fired).toBe(true);\n});`,
    },
    {
      name: 'a test whose promise does one thing, a load whose callback starts the timer, is not a test that only sleeps',
      code: `test('error callback is called', async () => {\n  await new Promise((resolve, reject) => {\n    loader.loadJSON(\n      invalidFile,\n      () => reject('Success callback executed'),\n      () => {\n        // Wait a bit so that if both callbacks are executed we will get an error.\n        setTimeout(resolve, 50);\n      },\n    );\n  });\n});\ntest('returns an object', async () => {\n  const data = await loader.loadJSON(file);\n  expect(typeof data).toBe('object');\n});`,
    },
    {
      name: 'a timer in a ready callback whose done() is of no nock scope checks nothing',
      code: `it('publishes the command', (done) => {\n  client.connect(() => {\n    client.send(command);\n    setTimeout(() => {\n      server.done();\n      done();\n    }, 100);\n  });\n});`,
    },
    {
      name: 'a test whose timer does work is not waited for at all: it holds nothing back',
      code: `it('sets x', () => {\n  setTimeout(() => { x = 1; }, 10);\n});\nit('reads x', () => {\n  expect(x).toBe(1);\n});`,
    },
    {
      name: 'a sleep nested in the test\'s one statement is not all the test does',
      code: `${SLEEP}it('settles', () => {\n  return Promise.all([sleep(10)]).then(() => { assert.equal(y, 1); });\n});\nit('reads y', () => {\n  expect(y).toBe(1);\n});`,
    },
    {
      name: 'a skipped or concurrent test that only sleeps holds nothing back',
      code: `it.skip('waits', (done) => {\n  setTimeout(done, 100);\n});\nit.concurrent('waits too', (done) => {\n  setTimeout(done, 100);\n});\nxit('waits as well', (done) => {\n  setTimeout(done, 100);\n});\nit('reads', () => {\n  expect(x).toBe(1);\n});`,
    },
    {
      name: 'a test that only sleeps before tests that are empty or only sleep themselves (a test runner\'s own fixture)',
      code: `it('test 1', (done) => {\n  setTimeout(done, 1000);\n});\nit('test 2', (done) => {\n  setTimeout(done, 1000);\n});\nit('test 3', () => {});\nit.skip('test 4', () => {\n  expect(x).toBe(1);\n});`,
    },
    {
      name: 'a helper that ends with a sleep, awaited by a test that then checks nothing',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('publishes', async () => {\n  await publish('x');\n});`,
    },
    {
      name: 'a helper that ends with a sleep, awaited twice in a row and then nothing checked: a series, not a signal',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('publishes', async () => {\n  await publish('x');\n  await publish('y');\n});`,
    },
    {
      name: 'a helper that ends with a sleep, followed at its call site by an action only (judged in the test\'s context, not here)',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('publishes', async () => {\n  await publish('x');\n  await client.close();\n});`,
    },
    {
      name: 'a helper whose last statement sleeps only on one branch (unbraced if) does not end with the sleep',
      code: `${SLEEP}async function publish(msg: string, slow: boolean) {\n  client.publish(msg);\n  if (slow) await sleep(100);\n}\nit('delivers', async () => {\n  await publish('x', true);\n  expect(received).toEqual(['x']);\n});`,
    },
    {
      name: 'a helper that ends with a sleep, called without await: the test goes on before the sleep ends',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('publishes', async () => {\n  publish('x');\n  expect(client.sent).toEqual(['x']);\n});`,
    },
    {
      name: 'a timer handing done to a test that also acts is the test\'s own end, not a test that only sleeps',
      code: `it('sends', (done) => {\n  client.send('x');\n  setTimeout(done, 100);\n});\nit('received', () => {\n  expect(server.received).toEqual(['x']);\n});`,
    },
    { name: 'ignoreDurationsBelowMs leaves short sleeps alone', code: inTest(`emit();\nawait sleep(5);\nexpect(x).toBe(1);`), options: [{ ignoreDurationsBelowMs: 10 }] },

    // --- Found on held-outs 285 to 292 ---
    {
      name: 'negative guard: a listener taken off after the sleep, then only absence asserted (no uncaught EPIPE)',
      code: `import { setTimeout } from 'node:timers/promises';\nimport t from 'tap';\nt.test('no uncaught EPIPE', async (t) => {\n  let uncaughtEpipe = false;\n  const onUncaught = (err: any) => { if (err.code === 'EPIPE') uncaughtEpipe = true; };\n  process.on('uncaughtException', onUncaught);\n  await Promise.allSettled(requests);\n  await setTimeout(250);\n  process.removeListener('uncaughtException', onUncaught);\n  t.equal(uncaughtEpipe, false, 'should not raise uncaught write EPIPE');\n});`,
    },
    {
      name: 'a trailing sleep in a test that ends when its done callback is called (Japa waitForDone) holds nothing open',
      code: `import { test } from '@japa/runner';\nimport { sleep } from '@julr/utils/misc';\ntest('publishes to the other bus', async ({ assert }, done) => {\n  bus1.subscribe('foo', (message: any) => {\n    assert.deepInclude(message, data);\n    done();\n  });\n  await bus2.publish('foo', data);\n  await sleep(200);\n}).waitForDone();`,
    },
    {
      name: "negative guard: held to the state of something unsettled ('pending') after the sleep: nothing happened",
      code: inTest(`await engine.run('panic-1', workflow);\nawait sleep(50);\nexpect((await engine.promises.get('panic-1')).state).toBe('pending');`),
    },
    {
      name: 'negative guard: a state constant named Pending is unsettled too',
      code: inTest(`const promise = new StatefulPromise((resolve) => client.acquireToken(id).then(resolve));\nawait sleep(1000);\nexpect(promise.state).toEqual(PromiseState.Pending);`),
    },
    {
      name: 'Cypress: a test opening with cy.wait(n) and then a custom command that starts anew (a login) spaces the tests',
      code: `describe('workflow', () => {\n  it('logs in as a catalyst', () => {\n    cy.wait(1000);\n    cy.loginIndividualCatalyst();\n    cy.get('[data-cy=create-question]').should('be.enabled');\n  });\n});`,
    },
    {
      name: 'a sleep inside a wait\'s check that also asserts is still a poll interval (the wait re-checks)',
      code: `import { waitFor } from '@testing-library/react';\nit('settles', async () => {\n  fireEvent.click(button);\n  await waitFor(async () => {\n    await new Promise((r) => setTimeout(r, 10));\n    expect(count).toBe(2);\n  });\n});`,
    },
    {
      name: "negative guard: a comment that the sleep makes sure no request fires ('ensure no …')",
      code: inTest(`await picker.first().click();\n// Wait a moment to ensure no request fires\nawait sleep(1000);\nexpect(requests).toEqual(['GET /task/1']);`),
    },
    {
      name: "negative guard: a comment that gives errors time to surface",
      code: inTest(`await editor.save();\n// Give time for any async errors to surface\nawait sleep(2000);\nexpect(consoleErrors.join('\\n')).toBe(baseline);`),
    },
    {
      name: 'a timer callback that stages an event (stop, then resume) and checks right away is pacing: the checks read what it did itself',
      code: `it('resumes the timer', (done) => {\n  definition.execute(event);\n  setTimeout(() => {\n    definition.stop();\n    definition.resume();\n    expect(definition.executing).to.have.length(1);\n    done();\n  }, 20);\n});`,
    },
    {
      name: 'negative guard: an exact count under a title that says "without retrying"',
      code: inTest(`await client.get('/flaky');\nawait sleep(300);\nexpect(requests).toBe(1);`, 'gives up without retrying'),
    },
    {
      name: 'time semantics: a setup hook\'s TTL outlasted in one sleep (half of it counts too: tests step past a window in parts)',
      code: `import delay from 'delay';\ndescribe('cache', () => {\n  beforeEach(() => {\n    cache = new Cache({ ttl: 1_000 });\n  });\n  it('expires', async () => {\n    cache.set('a', 1);\n    await delay(1_100);\n    expect(cache.get('a')).to.equal(1);\n  });\n});`,
    },
    {
      name: 'time semantics: a value held to most of the sleep\'s length from below is the time measured (elapsed >= 45 after sleep(50))',
      code: inTest(`bench.start();\nawait sleep(50);\nbench.end();\nconst elapsed = bench.elapsed();\nexpect(elapsed).toBeGreaterThanOrEqual(45);`),
    },
    {
      name: 'time semantics: a sleep of seconds measured in seconds (sleep(3000) … expect(secs).to.be.above(2))',
      code: inTest(`await driver.$(START).click();\nawait sleep(3000);\nawait driver.$(STOP).click();\nconst secs = parseInt(await readout.getText(), 10);\nexpect(secs).to.be.above(2);`),
    },
    {
      name: 'time semantics: an elapsed reading held to at least the sleep\'s own length, named (sleep(sleepTime) … toBeGreaterThanOrEqual(sleepTime))',
      code: inTest(`const sleepTime = 100;\nloopTimer.start(20000);\nawait sleep(sleepTime);\nloopTimer.stop();\nexpect(loopTimer.getElapsedTime()).toBeGreaterThanOrEqual(sleepTime);`),
    },
    {
      name: 'time semantics: one measured span held to exceed another',
      code: inTest(`bench.start();\nawait sleep(100);\nbench.end();\nconst secondElapsed = bench.elapsed();\nexpect(secondElapsed).toBeGreaterThan(firstElapsed);`),
    },
    {
      name: 'time semantics: the window a rate is counted in (perMilliseconds) outlasted',
      code: inTest(`const http = rateLimit(axios.create(), { maxRequests: 2, perMilliseconds: 100 });\nfor (let i = 0; i < 3; i++) requests.push(http.get('/users').then(onSuccess));\nawait sleep(110);\nexpect(onSuccess.callCount).toEqual(3);`),
    },
    {
      name: 'time semantics: a setting named in milliseconds is read in milliseconds, not seconds (lockDurationMilliseconds)',
      code: inTest(`const lock = createLock({ lockDurationMilliseconds: 100 });\nawait lock.acquire('a');\nawait sleep(150);\nexpect(await lock.acquire('a')).toBe(true);`),
    },
    {
      name: 'time semantics: a helper of the file counting in seconds (sec * 1000): delay(5) outlasts a token validity of 3 s',
      code: `const delay = (sec) => new Promise((resolve) => setTimeout(resolve, sec * 1000));\nit('refreshes once', async () => {\n  await setupCore({ accessTokenValidity: 3 });\n  await login();\n  await delay(5);\n  expect(await refreshCount()).toBe(1);\n});`,
    },
    {
      name: 'time semantics: a package sleep handed fractions counts in seconds (sleep(0.105) outlasts a 100 ms TTL)',
      code: `import { sleep } from '@deepkit/core';\ntest('rebuilds the item', async () => {\n  const item = cache.item('a', async () => build++, { ttl: '100ms' });\n  await item.get();\n  await sleep(0.105);\n  expect(await item.exists()).toBe(true);\n});`,
    },

    {
      name: 'a timer opening a response callback that only answers simulates a slow far side (pacing)',
      code: `it('times out', function (done) {\n  server.on('request', function (req, res) {\n    setTimeout(function () { res.end('late'); }, 100);\n  });\n  request(url, { timeout: 50 }, function (err) {\n    expect(err.code).to.equal('ETIMEDOUT');\n    done();\n  });\n});`,
    },

    {
      name: 'a handler that opens with a timer that checks what it was handed is a slow far side (pacing)',
      code: `it('serves', (done) => {\n  http.createServer((req, res) => {\n    setTimeout(() => { expect(req.url).toBe('/a'); res.end('ok'); }, 100);\n  }).listen(0, () => get(url, done));\n});`,
    },
    { name: 'a sleep ending an after hook that only took listeners off paces the teardown', code: `${SLEEP}afterEach(async () => {\n  emitter.removeAllListeners();\n  await sleep(100);\n});` },
    { name: 'a teardown only defined before the sleep has not run: the sleep paces the hook', code: `${SLEEP}afterEach(async () => {\n  const stop = () => server.close();\n  await sleep(100);\n  stop();\n});` },
    {
      name: 'negative guard: a count under a title that says "without another request"',
      code: inTest(`await client.get('/a');\nawait sleep(100);\nexpect(fetchCount).toBe(1);`, 'serves from cache without another request'),
    },

    {
      name: 'QUnit: negative guard, nothing shown while disabled',
      code: `QUnit.test('not shown when disabled', async function (assert) {\n  element.tooltip('disable').trigger('mouseover');\n  await new Promise((r) => setTimeout(r, 100));\n  assert.equal($('.ui-tooltip').length, 0);\n});`,
    },

    // --- Not test code ---
    { name: 'a sleep in a describe body runs at collection', code: `${SLEEP}describe('x', () => { const p = sleep(10); it('y', () => expect(1).toBe(1)); });` },
  ],
  invalid: [
    {
      name: 'a file that declares no test but asserts at its top level is a test script: its sleeps are judged',
      code: `import assert from 'tjs:assert';\n${SLEEP}let eventCount = 0;\nconst watcher = watch(dir, () => { eventCount++; });\nawait writeFile(file, 'x');\nawait sleep(1000);\nassert.ok(eventCount > 0);`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(1000)', verb: 'asserts', step: 'assert.ok(eventCount > 0);' } }],
    },
    {
      name: "an animation's duration imported from the code under test: sleeping it out waits for the page to settle, a signal",
      filename: beside('a.test.ts'),
      code: `import { EXIT_ANIMATION_DURATION } from '../code-under-test/client';\nit('resets the form', () => {\n  cy.get('#reset').click();\n  cy.wait(EXIT_ANIMATION_DURATION);\n  cy.get('input').should('have.value', '');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a duration constant of a module beside the test (test support, not the code under test) is no setting of the code',
      filename: beside('a.test.ts'),
      code: `import { TOAST_DEFAULT_TIMEOUTS } from './constants';\nit('hides the toast', () => {\n  cy.get('#show').click();\n  cy.wait(TOAST_DEFAULT_TIMEOUTS.blank);\n  cy.get('.toast').should('contain', 'Saved');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep class of a package with unit methods: `Delay.milliseconds(50)`',
      code: `import { Delay } from '@nivinjoseph/n-util';\nit('x', async () => {\n  emit();\n  await Delay.milliseconds(50);\n  expect(got).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'Delay.milliseconds(50)', verb: 'asserts', step: 'expect(got).toBe(true);' } }],
    },
    {
      name: '`Delay.seconds(n)` counts in seconds: 1 s is no zero-length tick under ignoreDurationsBelowMs',
      code: `import { Delay } from '@nivinjoseph/n-util';\nit('x', async () => {\n  emit();\n  await Delay.seconds(1);\n  expect(got).toBe(true);\n});`,
      options: [{ ignoreDurationsBelowMs: 100 }],
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleeping function made by a helper of the file and handed to `.then(…)`, then an assertion in the next link',
      code: `const delay = (ms: number) => () => new Promise((r) => setTimeout(r, ms));\nit('x', () => {\n  return connection.warmup()\n    .then(delay(100))\n    .then(() => {\n      expect(connection.pools[1].connected).toEqual(true);\n    });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'delay(100)', verb: 'asserts', step: 'expect(connection.pools[1].connected).toEqual(t…' } }],
    },
    {
      name: 'the same with a value passed through (`(ms) => (value) => new Promise((r) => setTimeout(() => r(value), ms || 0))`)',
      code: `function delay(ms: number) {\n  return function (value: unknown) {\n    return new Promise((resolve) => { setTimeout(() => resolve(value), ms || 0); });\n  };\n}\nit('x', () => {\n  return plot(gd, fig)\n    .then(delay(20))\n    .then(() => { expect(hoverLabels(gd)).toEqual(['x: 3']); });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8 }],
    },
    {
      name: "a sleeping-function helper of the suite's own module, on a timer parameter defaulting to setTimeout, handed to `.then(…)`",
      filename: beside('a.test.ts'),
      code: `import delay from './esm/delay';\nit('promotes the secondary', () => {\n  return connection.warmup()\n    .then(delay(100))\n    .then(() => { expect(connection.pools[1].connected).toEqual(true); });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'two members of one object are two readings: a check of `authArgs` before the sleep did not see `authenticated`',
      code: inTest(`m.openWS();\nexpect(m.getWS(0).authArgs.apiKey).toBe(API_KEY);\nawait sleep(50);\nexpect(m.getWS(0).authenticated).toBe(true);`, 'reconnects when credentials are not valid any more'),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a member held to the literal the test handed the code under the same key (enabled: false) checks the value arrived, not an absence',
      code: `const assert = require('node:assert');\nit('loads config from the manifest', async () => {\n  const app = await createAppWithConfig(uuid, { enabled: false });\n  await delay(500);\n  const config = getWindowConfig(store, app.identity);\n  assert.strictEqual(config.enabled, false);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a test that only sleeps holds the tests after it back: reported at the sleep when nothing says time is its subject',
      code: `it('gives the app time to start', function (done) {\n  setTimeout(done, 500);\n});\nit('serves', function (done) {\n  api.get('/').expect(200, done);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 2 }],
    },
    {
      name: 'periods as punctuation in a title say nothing of time',
      code: inTest(`await room.user.say('matt.erickson', '{ @darf.arg, @pirate.jack } ++');\nawait sleep(100);\nexpect(room.messages.length).toBe(2);`, 'adds a point to each user with periods in their names'),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer whose callback first checks by hand that the server started (done(new Error(…)) then a bare return) checks: the callback form',
      code: `const { expect } = require('chai');\nit('filters requests', function (done) {\n  helper.load([serverNode], flow, function () {\n    const server = helper.getNode('server1');\n    setTimeout(function () {\n      if (!server._started) {\n        done(new Error('Server did not start'));\n        return;\n      }\n      client.connect(port);\n      done();\n    }, 500);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a linter directive before the sleep is no prose: the "timeout" in a rule name says nothing of time',
      code: `import { test, expect } from '@playwright/test';\ntest('refetches the slice', async ({ page }) => {\n  await page.locator("a[href='/baz2']").click();\n  // biome-ignore lint/nursery/noPlaywrightWaitForTimeout: the slice refetches\n  await page.waitForTimeout(100);\n  expect(await page.getByTestId('slice').textContent()).toBe('Slice 2');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a web-first check that the page no longer shows what the test read from it before the sleep waits for a change, not an absence',
      code: `import { test, expect } from '@playwright/test';\ntest('refetches the slice', async ({ page }) => {\n  const sliceText = await page.getByTestId('slice').textContent();\n  await page.locator("a[href='/baz2']").click();\n  await page.waitForTimeout(100);\n  await expect(page.getByTestId('slice')).not.toHaveText(sliceText);\n});`,
      errors: [{ messageId: 'sleepBeforeWait', line: 5 }],
    },
    {
      name: 'a call the test makes after the sleep, its promise awaited through .resolves, acts: an empty result it asserts is no would-be event',
      code: inTest(`const { server } = runServer(rpc, { port, disableMuxing: true });\nawait sleep(100);\nconst socket = new MuxableSocket(address, 2000);\nawait expect(socket.createConnection()).resolves.toBe(null);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a failure the test provokes itself after the sleep (assert.rejects of its own call) is no would-be event: the call needs the server up',
      code: `const assert = require('node:assert');\nit('rejects an unknown command', async () => {\n  const server = net.createServer();\n  server.listen(port);\n  await sleep(100);\n  const channel = new Channel(address);\n  await assert.rejects(async () => {\n    await channel.invoke(command);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a sleep aliased from a global the runner provides (const sleep = util.sleep) is that member',
      code: `const sleep = util.sleep;\nit('saves', async function () {\n  store.set('c', 4);\n  await sleep(500);\n  expect(readFile(p)).to.eql({ c: 4 });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep destructured from a global the runner provides (const { delay } = helpers) is that member',
      code: `const { delay } = helpers;\nit('saves', async function () {\n  store.set('c', 4);\n  await delay(500);\n  expect(readFile(p)).to.eql({ c: 4 });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a count above zero of a list the test declared empty, seen by nothing before the sleep, waits for the arrival whatever the title says',
      code: `const sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nit('after finalization the events should not be passed to the listener', async () => {\n  const dataReceived = [];\n  emitter.on('event', (data) => { dataReceived.push(data); });\n  event.send({ test: 'test' });\n  await sleep(500);\n  dataReceived.length.should.equal(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a number handed by position to a unit the file is not named for says nothing of time',
      filename: 'src/scheduler.spec.ts',
      code: inTest(`const fn = sinon.spy();\nconst poll = new AsyncPolling(fn, 30);\npoll.start();\nawait sleep(70);\nexpect(fn.callCount).to.equal(3);`),
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a sleep more than four times a number handed by position waits for something else (a watcher noticing a change)',
      filename: 'test/unit/file-watcher.test.ts',
      code: inTest(`watcher = new FileWatcher(logger, orchestrator, config, dir, 50);\nwatcher.start();\nfs.writeFileSync(file, 'x');\nawait sleep(300);\nexpect(orchestrator.restartApp).toHaveBeenCalledWith('app');`),
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a small number handed by position is not read as seconds (new IdleQueue(2) is a count)',
      filename: 'test/unit/idle-queue.test.js',
      code: inTest(`const queue = new IdleQueue(2);\nqueue.requestIdlePromise().then(() => called++);\nawait sleep(100);\nexpect(called).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a member of an awaited object read after the sleep can change in the background (a live connection)',
      code: inTest(`const conn = await connect(url);\nawait sleep(500);\nexpect(conn.status).toBe('open');`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'an array the test handed to the code before the sleep can be filled in the background',
      code: inTest(`const events: string[] = [];\nrecorder.start(events);\nawait sleep(500);\nexpect(events).toEqual(['a', 'b']);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a result awaited after the sleep is what the sleep waited for',
      code: inTest(`await registry.register(schema);\nawait sleep(1000);\nconst found = await registry.resolve(schema.id);\nexpect(found).toEqual(schema);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer callback that stops listening (unhook()) and then checks what arrived waits on that arrival',
      code: `const intercept = require('intercept-stdout');\nit('logs the attempts', (done) => {\n  const conn = client.connect();\n  let captured = '';\n  const unhook = intercept((text) => { captured += text; });\n  setTimeout(() => {\n    unhook();\n    expect(captured).to.equal('Failed to connect.\\n');\n  }, 100);\n  conn.catch(() => done());\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a wait whose whole check is a sleep (vi.waitFor(() => new Promise(r => setTimeout(r, 50)))) is that sleep, reported once at the wait',
      code: `import { vi } from 'vitest';\nit('calls the API again', async () => {\n  rendered.rerender({ bid: 'biz' });\n  await vi.waitFor(() => new Promise((resolve) => setTimeout(resolve, 50)));\n  expect(getDataMock).toHaveBeenCalledTimes(2);\n});`,
      options: [{ reportPollIntervals: true }],
      errors: [
        {
          messageId: 'sleepAsSignal',
          line: 4,
          column: 12,
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'vi.waitFor' },
              output: `import { vi } from 'vitest';\nit('calls the API again', async () => {\n  rendered.rerender({ bid: 'biz' });\n  await vi.waitFor(() => expect(getDataMock).toHaveBeenCalledTimes(2));\n});`,
            },
          ],
        },
      ],
    },
    {
      name: 'a poller under test (poll(task) whose function only runs a task) is no wait: its count after the timer is the outcome',
      code: `import { poll } from '../src';\nit('should poll 3 times', (done) => {\n  let i = 0;\n  poll(async () => { i++; }, { delay: 100, limit: 3 });\n  setTimeout(() => {\n    expect(i).toBe(3);\n    done();\n  }, 500);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'Playwright: a test opening with page.waitForTimeout(n) and then a locator of the page (page.getByRole(…)) waits on what a hook opened',
      code: `import { test, expect } from '@playwright/test';\ntest.describe('api keys', () => {\n  test.beforeEach(async ({ page }) => {\n    await page.goto('/admin/settings/api-keys');\n  });\n  test('can open the create dialog', async ({ page }) => {\n    await page.waitForTimeout(500);\n    const createButton = page.getByRole('button', { name: /create key/i });\n    await createButton.first().click();\n    await expect(page.getByRole('dialog')).toBeVisible();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: "Cypress: a test opening with cy.wait(n) and then a query of the page (cy.get(…).type(…)) waits on what a hook opened",
      code: `describe('collections', () => {\n  beforeEach(() => {\n    cy.login();\n    cy.visit('/collection');\n  });\n  it('adds a member', () => {\n    cy.wait(500);\n    cy.get('input[name=searchInput]').type('Default{enter}');\n    cy.get('div').should('contain', '1 contact added');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a lower bound that is no measure of the sleep is a signal: a count, a bound far below the sleep, a bound of other names',
      code: inTest(`await queue.add(job);\nawait sleep(500);\nexpect(processed.length).toBeGreaterThanOrEqual(400);\nexpect(total).toBeGreaterThan(10);\nexpect(received).toBeGreaterThan(sent);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "a state held to anything but 'pending' after the sleep is a signal (settled, 'pendingReview' is not the same word)",
      code: inTest(`await engine.run('job-1', workflow);\nawait sleep(50);\nexpect((await engine.promises.get('job-1')).state).toBe('pendingReview');\nexpect(job.state).not.toBe('pending');`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'ignoreDurationsBelowMs reads a helper counting in seconds in milliseconds (delay(2) is 2000 ms)',
      code: `const delay = (sec: number) => new Promise((resolve) => setTimeout(resolve, 1000 * sec));\nit('x', async () => {\n  emit();\n  await delay(2);\n  expect(x).toBe(1);\n});`,
      options: [{ ignoreDurationsBelowMs: 1000 }],
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a sleep before a wait whose result is assigned (element = await utils.waitForElement(…)) is reported: the wait may be met before what the sleep hoped for',
      code: `import { sleep } from './helpers';\nit('opens the settings', async () => {\n  let element;\n  await utils.togglePanel('settings');\n  await sleep(500);\n  element = await utils.waitForElement('#general-opt');\n  await element.click();\n});`,
      errors: [{ messageId: 'sleepBeforeWait', line: 5 }],
    },
    {
      name: 'a sleep before a web-first assertion (Playwright), which retries by itself, is reported as a sleep before a wait',
      code: `test('renders', async ({ page }) => {\n  await page.click('#link');\n  await page.waitForTimeout(100);\n  await expect(page.locator('#frame #rendered')).toHaveText('Rendered');\n});`,
      errors: [{ messageId: 'sleepBeforeWait', line: 3 }],
    },
    {
      name: 'a Playwright locator kept in a variable reads nothing; the web-first assertion after it is the wait the sleep comes before',
      code: `import { test, expect } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.click('#open');\n  await page.waitForTimeout(500);\n  const banner = page.getByTestId('incident-banner');\n  await expect(banner).toBeVisible();\n});`,
      errors: [{ messageId: 'sleepBeforeWait', line: 4 }],
    },
    {
      name: 'a wait right after the sleep: reported as a sleep before a wait',
      code: inTest(`emit();\nawait sleep(100);\nawait waitFor(() => expect(x).toBe(1));`),
      errors: [{ messageId: 'sleepBeforeWait', line: 4 }],
    },
    {
      name: 'a Testing Library findBy query (it retries) right after the sleep: a sleep before a wait',
      code: inTest(`render(page);\nawait sleep(100);\nexpect(await screen.findByText('data')).toBeTruthy();`),
      errors: [{ messageId: 'sleepBeforeWait', line: 4 }],
    },
    {
      name: 'an event wait right after the sleep: a sleep before a wait',
      code: `import { once } from 'node:events';\n${inTest(`emit();\nawait sleep(50);\nawait once(emitter, 'done');\nexpect(x).toBe(1);`)}`,
      errors: [{ messageId: 'sleepBeforeWait', line: 5 }],
    },
    {
      name: "a timeout given to a Cypress command bounds the test's patience: it configures nothing a sleep could outlast",
      code: `it('installs', () => {\n  cy.get('.loading', { timeout: 3000 }).should('be.visible');\n  cy.wait(5000);\n  cy.get('.file-diff-view').should('be.visible');\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'cy.wait(5000)', verb: 'asserts', step: "cy.get('.file-diff-view').should('be.visible');" } }],
    },
    {
      name: "a timeout given to the test's own wait configures nothing of the code",
      code: inTest(`await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy(), { timeout: 100 });\nawait sleep(150);\nexpect(store.count()).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a beforeEach that only sleeps, whose comment says what it waits for, holds the tests back',
      code: `${SLEEP}describe('metrics', () => {\n  beforeEach(() => { metrics = new DiagnosticsMetrics(); });\n  describe('recordLatency', () => {\n    beforeEach(async () => {\n      // Wait for initialization\n      await sleep(10);\n    });\n    it('records', () => { metrics.recordLatency([1, 0]); expect(histogram.record).toHaveBeenCalled(); });\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 7 }],
    },
    {
      name: "uvu's test: a sleep before a request that needs the client to have reconnected",
      code: `import { test } from 'uvu';\nimport { wait } from 'pepka';\ntest('reconnect', async () => {\n  await restartServer();\n  await wait(600);\n  const response = await ws.send(msg);\n  if (!equals(response, msg)) throw new Error('not equals');\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'wait(600)', verb: 'acts:', step: 'const response = await ws.send(msg);' }, line: 5 }],
    },
    {
      name: "QUnit 1: an asyncTest's timer whose body asserts with the global ok() and ends with start()",
      code: `asyncTest('clears the 2nd toast', 1, function () {\n  var $toast = toastr.info('a');\n  toastr.clear($toast);\n  setTimeout(function () {\n    ok($container.children().length === 2);\n    start();\n  }, 1000);\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'ok($container.children().length === 2);' }, line: 4 }],
    },
    {
      name: 'a reading after the sleep asserted to differ from the same reading kept before it waits for a change (an outcome)',
      code: inTest(`const heightBefore = await page.evaluate(() => viewer.offsetHeight);\nawait page.evaluate(() => viewer.moveTo(3));\nawait page.waitForTimeout(200);\nconst heightAfter = await page.evaluate(() => viewer.offsetHeight);\nexpect(heightAfter).not.toBe(heightBefore);`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'page.waitForTimeout(200)', verb: 'acts:', step: 'const heightAfter = await page.evaluate(() => v…' } }],
    },
    {
      name: "node:assert's notStrictEqual of a value and the same reading kept before the sleep waits for a change",
      code: `import assert from 'node:assert';\n${inTest(`const before = counter.value;\nbutton.click();\nawait sleep(100);\nassert.notStrictEqual(counter.value, before);`)}`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(100)', verb: 'asserts', step: 'assert.notStrictEqual(counter.value, before);' } }],
    },
    {
      name: 'a duration named only in a comment configures nothing',
      code: inTest(`// the default ackTimeout: 100 does not matter here\nqueue.push(job);\nawait sleep(150);\nexpect(delivered).toHaveLength(1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: "a sleep among a switch case's statements, right before a positive assertion, gets the wait suggestion there (no crash)",
      code: `import { vi } from 'vitest';\n${SLEEP}it('x', async () => {\n  switch (mode) {\n    case 'IN_PROGRESS':\n      await sleep(500);\n      expect(status).toBe('DONE');\n      break;\n  }\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          line: 6,
          suggestions: [{ messageId: 'suggestWait', data: { helper: 'vi.waitFor' }, output: `import { vi } from 'vitest';\n${SLEEP}it('x', async () => {\n  switch (mode) {\n    case 'IN_PROGRESS':\n      await vi.waitFor(() => expect(status).toBe('DONE'));\n      break;\n  }\n});` }],
        },
      ],
    },
    {
      name: 'await sleep then a positive assertion',
      code: inTest(`queue.add(1);\nawait sleep(200);\nexpect(processed).toEqual([1]);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'sleep(200)', verb: 'asserts', step: 'expect(processed).toEqual([1]);' }, suggestions: [] }],
    },
    {
      name: 'new Promise(setTimeout) inline',
      code: `it('x', async () => {\n  emit();\n  await new Promise((r) => setTimeout(r, 200));\n  expect(got).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a zero-length promise timer: one turn of the event loop standing in for a signal',
      code: `it('x', async () => {\n  emit();\n  await new Promise((r) => setTimeout(r, 0));\n  expect(got).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'new Promise((r) => setTimeout(r, 0))', verb: 'asserts', step: 'expect(got).toBe(true);' } }],
    },
    {
      name: 'a helper that sleeps a counted number of turns, checking nothing between them',
      code: `async function settle() {\n  for (let i = 0; i < 60; i++) {\n    await new Promise((r) => setTimeout(r, 0));\n    await new Promise((r) => setImmediate(r));\n  }\n}\nit('x', async () => {\n  transport.log('a');\n  await settle();\n  expect(worker.messages).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 9, data: { sleep: 'settle()', verb: 'asserts', step: 'expect(worker.messages).toHaveLength(1);' } }],
    },
    {
      name: 'a helper that called itself before its sleep is no retry: the sleep still stands in for a signal',
      code: `async function sendAll(n: number) {\n  if (n > 0) await sendAll(n - 1);\n  queue.add(n);\n  await sleep(50);\n  expect(processed).toContain(n);\n}\nit('x', async () => { await sendAll(2); });`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'new Promise with a block body and resolve name',
      code: `it('x', async () => {\n  emit();\n  await new Promise(function (resolve) { setTimeout(resolve, 200); });\n  expect(got).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'new Promise with an arrow calling resolve',
      code: `it('x', async () => {\n  emit();\n  await new Promise((r) => setTimeout(() => r(undefined), 200));\n  expect(got).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'setTimeout from node:timers/promises, renamed',
      code: `import { setTimeout as delay } from 'node:timers/promises';\nit('x', async () => { emit(); await delay(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'delay(100)', verb: 'asserts', step: 'expect(got).toBe(true);' } }],
    },
    {
      name: 'setTimeout from a timers/promises namespace import',
      code: `import * as timers from 'timers/promises';\nit('x', async () => { emit(); await timers.setTimeout(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'scheduler.wait from timers/promises',
      code: `import { scheduler } from 'node:timers/promises';\nit('x', async () => { emit(); await scheduler.wait(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'promisify(setTimeout)',
      code: `import { promisify } from 'node:util';\nconst pause = promisify(setTimeout);\nit('x', async () => { emit(); await pause(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a local helper with any name whose body is a sleep',
      code: `const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms));\nit('x', async () => { emit(); await settle(); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a local helper built on another local sleep',
      code: `${SLEEP}const tick = () => sleep(50);\nit('x', async () => { emit(); await tick(); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'the delay package (default import)',
      code: `import delay from 'delay';\nit('x', async () => { emit(); await delay(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a sleep imported from a local helpers file, trusted by name with a duration',
      code: `import { sleep } from './helpers';\nit('x', async () => { emit(); await sleep(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'helpers.sleep member spelling',
      code: `import * as helpers from './helpers';\nit('x', async () => { emit(); await helpers.sleep(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'Bluebird Promise.delay',
      code: `it('x', async () => { emit(); await Promise.delay(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'chained .delay() on a promise, then an assertion in the next link',
      code: `it('x', () => {\n  return broker.start()\n    .delay(100)\n    .then(() => { expect(FLOW).toEqual(['a']); });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, column: 6 }],
    },
    {
      name: 'a sleep returned from a then link, then an assertion in the next',
      code: `${SLEEP}it('x', () => {\n  return start()\n    .then(() => sleep(100))\n    .then(() => expect(FLOW).toEqual(['a']));\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'sleep(n).then(assert)',
      code: `${SLEEP}it('x', () => {\n  emit();\n  return sleep(100).then(() => { expect(got).toBe(true); });\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'page.waitForTimeout on a this.page receiver',
      code: `test('x', async function () { await this.page.click('#save'); await this.page.waitForTimeout(500); expect(await this.page.locator('.ok').textContent()).toBe('saved'); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: "a cy.wait(n) inside Cypress's .within(…) is the test's own step: the callback runs in the test's queue",
      code: `it('saves the mapping', () => {\n  cy.getByTestId('EditParamMappingPopover').within(() => {\n    cy.wait(500);\n    cy.contains('button', 'OK').click();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'cy.wait(500)', verb: 'acts:', step: "cy.contains('button', 'OK').click();" } }],
    },
    {
      name: 'a comment that the sleep ensures something is created, naming it with a dot (`f.0`), is a signal comment: the sentence goes on past the dot',
      code: `import { setTimeout } from 'node:timers/promises';\nit('sets the timeout on the durable promise', async () => {\n  await f.beginRun('f', { timeout: 200 });\n  await setTimeout(100); // Ensure f.0 promise is created\n  const durable = await resonate.promises.get('f.0');\n  expect(durable.tags).toEqual({ kind: 'timer' });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a helper of the file made of a timer turn and a call of a helper that only turns the microtask queue is one sleep',
      code: `async function settle() {\n  for (let index = 0; index < 8; index += 1) {\n    await Promise.resolve();\n  }\n}\nasync function settleMutations() {\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  await settle();\n}\nit('loads added components', async () => {\n  document.body.append(el);\n  await settleMutations();\n  expect(load).toHaveBeenCalledOnce();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 12, data: { sleep: 'settleMutations()', verb: 'asserts', step: 'expect(load).toHaveBeenCalledOnce();' } }],
    },
    {
      name: 'a helper of the file made of a counted loop of timer turns and then a microtask helper is one sleep',
      code: `async function settle() {\n  for (let index = 0; index < 8; index += 1) {\n    await Promise.resolve();\n  }\n}\nasync function settleToolkit() {\n  for (let index = 0; index < 8; index += 1) {\n    await new Promise((resolve) => setTimeout(resolve, 0));\n  }\n  await settle();\n}\nit('mounts', async () => {\n  registerManifest(manifest);\n  await settleToolkit();\n  expect(getInstances(Child)).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 14 }],
    },
    {
      name: 'cy.wait with a number',
      code: `it('x', () => { cy.get('button').click(); cy.wait(500); cy.get('.ok').click(); });`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'cy.wait(500)', verb: 'acts:', step: "cy.get('.ok').click();" } }],
    },
    {
      name: "Cypress's .wait(n) in the middle of a command chain: the rest of the chain is the next step",
      code: `it('wraps the selection in a list', () => {\n  cy.focused().type('foo').setSelection('foo', 'baz').wait(500).clickUnorderedListButton();\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: '.wait(500)', verb: 'acts:', step: '.clickUnorderedListButton()' }, line: 2, column: 55 }],
    },
    {
      name: "Cypress's .wait(n) ending a chain that opens the test, before the next command",
      code: `it('moves the caret', () => {\n  cy.get('[data-cy=editor]').find('p').click().trigger('keydown', { keyCode: 9 }).wait(CARET_MOVE_TIME);\n  cy.window().then((win) => { expect(win.getSelection().rangeCount).to.equal(1); });\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: '.wait(CARET_MOVE_TIME)', verb: 'acts:', step: 'cy.window().then((win) => { expect(win.getSelec…' } }],
    },
    {
      name: "cy.wait(n) before a positive Cypress check of a query it already checked, with a command acting on the page between",
      code: `it('moves to the next block', () => {\n  cy.get('.next').should('be.visible');\n  cy.document().trigger('keydown', { key: 'ArrowRight' });\n  cy.wait(5000);\n  cy.get('.next').should('be.visible');\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'cy.wait(5000)', verb: 'asserts', step: "cy.get('.next').should('be.visible');" }, line: 4 }],
    },
    {
      name: "cy.wait(n) before Cypress Testing Library's cy.findBy… (a query like cy.get, no wait on the state behind it)",
      code: `it('publishes', () => { cy.findByTestId('create').click(); cy.wait(1000); cy.findByTestId('publish').click(); });`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'cy.wait(1000)', verb: 'acts:', step: "cy.findByTestId('publish').click();" } }],
    },
    {
      name: 'a barrier whose promise the test keeps without awaiting it drains nothing before the next steps',
      code: inTest(`await queue.add(1);\nawait sleep(100);\nconst closing = worker.close();\nexpect(processed).toEqual([1]);\nawait closing;`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(100)', verb: 'asserts', step: 'expect(processed).toEqual([1]);' } }],
    },
    {
      name: 'joining a named topic after the sleep is no barrier: it hopes the peers are swarming',
      code: inTest(`await drive.configureNetwork({ lookup: true, announce: true });\nawait sleep(100);\nconst topic = client.peersockets.join('my-topic');\ntopic.send(peerId, 'hello');`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(100)', verb: 'reads', step: "const topic = client.peersockets.join('my-topic…" } }],
    },
    {
      name: 'a response received before the sleep, then a check of something else: the sleep waits for that',
      code: inTest(`const response = await request(app).post('/jobs').send(job);\nawait sleep(500);\nexpect(response.status).toBe(202);\nexpect(await db.jobs.count()).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: "the interval of the test's own retry wait in a hook (asyncbox's retryInterval) configures nothing of the code",
      code: `import { setTimeout as delay } from 'node:timers/promises';\nimport { retryInterval } from 'asyncbox';\ndescribe('alerts', () => {\n  beforeEach(async () => {\n    await retryInterval(10, 1000, async () => {\n      await (await driver.$('~Alert Views')).click();\n    });\n  });\n  it('detects Okay', async () => {\n    await (await driver.$('~Okay')).click();\n    await delay(1000);\n    assert.ok((await driver.getAlertText()).includes('Title'));\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 11 }],
    },
    {
      name: 'a wait kept for later listens for what the next steps cause: the step after the sleep is the action',
      code: `function settle() {\n  return new Promise((resolve) => setTimeout(resolve, 50));\n}\ntest('publishes notifications', async () => {\n  await subscriber.psubscribe('__keyspace@0__:*');\n  await settle();\n  const keyspace = waitForEvent(subscriber, 'set');\n  await actor.set(key, 'v');\n  assert.strictEqual(await keyspace, true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'settle()', verb: 'acts:', step: "await actor.set(key, 'v');" } }],
    },
    {
      name: 'different acts in turn across sleeps: each sleep hopes the act before it was taken in',
      code: inTest(`await query.subscribe(client, onMessage);\nawait sleep(2500);\nawait submit(topicId, contents);\nawait sleep(2500);\nawait deleteTopic(topicId);`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(2500)', verb: 'acts:', step: 'await submit(topicId, contents);' } }, { messageId: 'sleepAsSignal', data: { sleep: 'sleep(2500)', verb: 'acts:', step: 'await deleteTopic(topicId);' } }],
    },
    {
      name: 'a margin past whole seconds wider than a hair (1050 ms) is a generous wait, judged as usual',
      code: inTest(`await task.perform();\nawait wait(1050);\nexpect(task.instances.length).toBe(2);`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'wait(1050)', verb: 'asserts', step: 'expect(task.instances.length).toBe(2);' } }],
    },
    {
      name: 'browser.pause',
      code: `it('x', async () => { await $('#save').click(); await browser.pause(1000); expect(await $('.ok').isDisplayed()).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a check written by hand after the sleep (`if (!x) throw …`) asserts',
      code: `it('shuts down', async () => {\n  void lightship.shutdown();\n  await delay(500);\n  if (!shutdown) {\n    throw new Error('Unexpected state.');\n  }\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'delay(500)', verb: 'asserts', step: "if (!shutdown) { throw new Error('Unexpected st…" } }],
    },
    {
      name: 'an assertion written expected-first (`assert.strictEqual(2, rows.length)`) reads the count',
      code: `import assert from 'node:assert';\nit('x', async () => {\n  db.insert(rows);\n  await sleep(100);\n  assert.strictEqual(2, table.rows.length);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a file-system assertion after the sleep reads the file the code writes (Japa `assert.fileEquals`)',
      code: `test('writes argv', async ({ assert, fs }) => {\n  await command.exec();\n  await sleep(600);\n  await assert.fileEquals('argv.json', '[]');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'sleep(600)', verb: 'asserts', step: "await assert.fileEquals('argv.json', '[]');" } }],
    },
    {
      name: 'an action whose promise is dropped with `void` depends on the sleep before it',
      code: `it('terminates', async () => {\n  const request0 = got(server.url);\n  await delay(50);\n  void terminator.terminate();\n  await expect(request0).rejects.toThrow();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer that changes a file in the callback of what watches it hopes the watcher is armed',
      code: `test('api', function (t) {\n  const w = watchify(browserify(file));\n  w.on('update', function () {\n    w.bundle(function (err, src) { t.equal(run(src), '333'); w.close(); });\n  });\n  w.bundle(function (err, src) {\n    t.equal(run(src), '555');\n    setTimeout(function () {\n      fs.writeFile(file, 'console.log(333)', function (err) { t.ifError(err); });\n    }, 1000);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "fs.writeFile(file, 'console.log(333)', function…" } }],
    },
    {
      name: 'a timer that changes a file right after the test awaited the watching process, through a helper of the file',
      code: `const replaceText = (file, from, to) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));\nit('restarts on change', async () => {\n  const ps = spawnTsNodeDev('--respawn simple.ts');\n  await ps.waitForLine(/v1/);\n  setTimeout(() => replaceText('dep.ts', 'v1', 'v2'), 250);\n  await ps.waitForLine(/v2/);\n  expect(ps.lines).toContain('v2');\n  await ps.exit();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a callback timer of node\'s own timers module, handed a check declared beside it',
      code: `import { setTimeout } from 'node:timers';\nit('x', (done) => {\n  queue.add(job);\n  const check = () => { expect(processed).toEqual([job]); done(); };\n  setTimeout(check, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'browser.pause() without an argument sleeps WebdriverIO\'s default second',
      code: `it('x', async () => { await $('#save').click(); await browser.pause(); expect(await $('.ok').isDisplayed()).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'browser.pause()', verb: 'acts and asserts', step: "expect(await $('.ok').isDisplayed()).toBe(true);" } }],
    },
    {
      name: 'setTimeout(n) of timers/promises re-exported by a helper module the rule cannot read',
      code: `var { setTimeout } = require('../helpers/timers/promises').default;\nit('x', async () => {\n  channel.handleEvent('member_added');\n  await setTimeout(10);\n  expect(channel.members.count).toEqual(2);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(10)', verb: 'asserts', step: 'expect(channel.members.count).toEqual(2);' } }],
    },
    {
      name: 'TestCafe t.wait in a test configured before it is called (test.meta(…).page`…`(title, fn))',
      code: `fixture\`people\`.page\`http://localhost\`;\ntest.meta('testID', 'people-001').meta({ type: 'short' }).page\`http://localhost/people\`('adds a name', async (t) => {\n  await subject.addNameToFace(id, 'Jane');\n  await t.eval(() => location.reload());\n  await t.wait(6000);\n  const count = await subject.getSubjectCount();\n  await t.expect(count).eql(before + 1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 't.wait(6000)', verb: 'reads', step: 'const count = await subject.getSubjectCount();' } }],
    },
    {
      name: "TestCafe's .wait(n) chained off the test controller's own actions",
      code: `test('uploads', async (t) => {\n  await t.setFilesToUpload(Selector('.input-upload'), ['a.jpg']).wait(15000);\n  const count = await photo.getPhotoCount('all');\n  await t.expect(count).eql(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 2, data: { sleep: '.wait(15000)', verb: 'reads', step: "const count = await photo.getPhotoCount('all');" } }],
    },
    {
      name: "a driver's .wait(n) in the middle of a chain the test awaits whole (superwstest): the rest of the chain acts",
      code: `import request from 'superwstest';\nit('rejects after close', async () => {\n  await request(server).ws('/path/ws').wait(100).sendText('nope').expectClosed(1001);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: ".wait(n) chained off a step builder of the suite's own test support (import from './support/…')",
      filename: beside('a.test.ts'),
      code: `import { TestBuilder } from './support/test-builder';\nit('archives a note', async () => {\n  await TestBuilder.create().tapById('menu').wait(500).tapById('icon-archive').run();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: '.wait(500)', verb: 'acts:', step: ".tapById('icon-archive').run()" } }],
    },
    {
      name: 'waitForTimeout(n) on a page the rule cannot name (an element of a list of pages)',
      code: `import { test, expect } from '@playwright/test';\ntest('publishes', async ({ context }) => {\n  const pages = [await context.newPage(), await context.newPage()];\n  await pages[0].click('#publish');\n  await pages[0].waitForTimeout(1000);\n  expect(await pages[0].textContent('#status')).toBe('published');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'pages[0].waitForTimeout(1000)', verb: 'acts and asserts', step: "expect(await pages[0].textContent('#status')).t…" } }],
    },
    {
      name: 'a comment that uses the sleep to ensure the page has updated marks a signal, though the same acts repeat around it',
      code: inTest(`await chat.send('hello');\nawait chat.waitForCompletion();\n// Use a timeout to ensure the UI has updated before trying to interact\nawait sleep(1000);\nawait chat.clickNewChat();\nawait chat.send('todo');\nawait chat.waitForCompletion();\nawait sleep(1000);\nawait chat.clickNewChat();\nexpect(chat.count()).toBe(2);`),
      errors: [{ messageId: 'sleepAsSignal', line: 6 }, { messageId: 'sleepAsSignal', line: 10 }],
    },
    {
      name: 'sleeps between clicks on the same button of a page: each click needs the page to have taken the one before',
      code: `it('skips through the blocks', () => {\n  cy.get('[data-cy="next-block"]').click();\n  cy.wait(500);\n  cy.get('[data-cy="next-block"]').click();\n  cy.wait(500);\n  cy.get('[data-cy="next-block"]').click();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }, { messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: "a .sleep(n) chained off a call (Leadfoot's command chain) is trusted on any receiver, as .delay(n) is",
      code: `it('drags', async () => {\n  await session().findById('results').pressFinger(50, 50).sleep(100).moveFinger(100, 100);\n  expect(await session().findById('results').getVisibleText()).toBe('moved');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 2 }],
    },
    {
      name: 'TestCafe t.wait',
      code: `test('x', async (t) => { await t.click('#save'); await t.wait(1000); await t.expect(Selector('.ok').exists).ok(); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'the action-shaped signal: the next step acts on the outcome',
      code: inTest(`await waitUntil(() => tmux.delivers.length === 1);\nawait sleep(200);\nexpect(await postWebhook(port, 'issue_comment', payload, 'e-1')).toBe(202);`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(200)', verb: 'acts and asserts', step: "expect(await postWebhook(port, 'issue_comment',…" } }],
    },
    {
      name: 'the next step is an action',
      code: inTest(`await poller.pollOnce();\nawait waitUntil(() => tmux.delivers.length >= 1);\nawait sleep(200);\nconst summary = await poller.pollOnce();\nexpect(summary.failures).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(200)', verb: 'acts:', step: 'const summary = await poller.pollOnce();' } }],
    },
    {
      name: 'the next step reads state',
      code: inTest(`emit();\nawait sleep(200);\nconst found = registry.findByWorkItem(REF);\nexpect(found?.sessionId).toBe('s-1');`),
      errors: [{ messageId: 'sleepAsSignal', data: { sleep: 'sleep(200)', verb: 'reads', step: 'const found = registry.findByWorkItem(REF);' } }],
    },
    {
      name: 'a negative first assertion followed by a positive one is still a signal',
      code: inTest(`emit();\nawait sleep(200);\nexpect(errors).toHaveLength(0);\nexpect(received).toEqual(['a']);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a bare scheduler stop() between the sleep and the assertion does not end the scan',
      code: inTest(`task.start();\nawait sleep(1200);\ntask.stop();\nexpect(ran).toBeGreaterThan(0);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a comment that hopes for a state makes even a negative-looking check a signal',
      code: inTest(`pool.destroy();\n// allow some time for the event to be processed\nawait sleep(50);\nexpect(pool.clients.length).toBe(0);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a negative-looking check of a value that changed since before the sleep is a signal',
      code: inTest(`expect(buffer.length).toBe(1);\nconn.close();\nawait sleep(10);\nexpect(buffer.length).toBe(0);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a duration derived from a value the test does not hand to the code waits for background work',
      code: inTest(`await worker.start();\nawait sleep(worker.options.timeout * 2);\nconst pings = await redis.get(worker.pingKey);\nexpect(pings).toBeTruthy();`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a callback that asserts is the test continuing: a sleep in it that the next act depends on is a signal',
      code: `${SLEEP}test('aborts', (t, testDone) => {\n  app.listen({ port: 0 }, (err) => {\n    t.assert.ifError(err);\n    const socket = connect(app.server.address().port);\n    socket.write('GET / HTTP/1.1\\r\\n\\r\\n');\n    sleep(500).then(() => socket.destroy());\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a handler that checks background state after its sleep is the test continuing',
      code: `it('caches', async () => {\n  const server = http.createServer(async (req, res) => {\n    expect(req.headers.connection).toEqual('keep-alive');\n    await sleep(10);\n    expect(cache.has(req.url)).toBe(true);\n    res.end();\n  });\n  await req(new URL('/foo', await listen(server)));\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a handler whose listener, set up before its sleep, checks later is the test continuing',
      code: `it('monitors', (done) => {\n  redis.monitor(async (err, monitor) => {\n    monitor.on('monitor', (time, args) => {\n      expect(args[1]).toBe('foo');\n      done();\n    });\n    await sleep(100);\n    redis.get('foo');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a function walking a list calls itself after checking each step: no retry, the sleep is a signal',
      code: `it('plays the steps', (done) => {\n  function runSteps(steps) {\n    if (!steps.length) return done();\n    const [step, ...rest] = steps;\n    step.action();\n    setTimeout(() => {\n      expect(player.state).toBe(step.expected);\n      runSteps(rest);\n    }, 100);\n  }\n  runSteps(script);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a local of the same name called after the sleep is not the function calling itself',
      code: `async function run(server) {\n  server.start();\n  await sleep(100);\n  const run = (cmd) => exec(cmd);\n  run('status');\n  expect(server.ready).toBe(true);\n}\nit('a', async () => { await run(makeServer()); });`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a self-call only in the other branch of an if is no retry of this sleep',
      code: `async function step(n) {\n  if (n === 0) {\n    start();\n    await sleep(100);\n    expect(state).toBe('ready');\n  } else {\n    return step(n - 1);\n  }\n}\nit('a', async () => { await step(2); });`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a counted-loop helper is read by its turns\' duration, not as a zero-length tick',
      code: `async function waitLong() {\n  for (let i = 0; i < 60; i++) await new Promise((r) => setTimeout(r, 100));\n}\nit('x', async () => {\n  start();\n  await waitLong();\n  expect(done).toBe(true);\n});`,
      options: [{ ignoreDurationsBelowMs: 50 }],
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a constant used only for sleeping is the signal shape',
      code: `const PROPAGATION_DELAY = 200;\n${inTest(`emitter.socketsJoin('room');\nawait sleep(PROPAGATION_DELAY);\nexpect(rooms.has('room')).toBe(true);`)}`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a sleep inside an if block, the assertion after it',
      code: inTest(`if (slow) {\n  await sleep(100);\n}\nexpect(done).toBe(true);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a sleep inside a nested block, the assertion after it',
      code: inTest(`{\n  await request(url);\n  await sleep(100);\n}\nexpect(revalidations).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'the sleep at the end of a setup hook',
      code: `${SLEEP}beforeEach(async () => {\n  server.listen();\n  await sleep(100);\n});`,
      errors: [{ messageId: 'sleepBeforeTests' }],
    },
    {
      name: 'a sleep in a beforeAll arrow body alongside starts',
      code: `import delay from 'delay';\nbeforeAll(() => Promise.all([a.start(), b.start(), delay(2000)]));`,
      errors: [{ messageId: 'sleepBeforeTests' }],
    },
    {
      name: 'a helper declared in the test file is test code',
      code: `${SLEEP}async function publishAndCheck(channel: Channel) {\n  await channel.publish('x');\n  await sleep(100);\n  expect(received).toEqual(['x']);\n}\nit('x', () => publishAndCheck(channel));`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'in test.concurrent',
      code: inTest(`emit();\nawait sleep(100);\nexpect(got).toBe(true);`).replace("it('works'", "test.concurrent('works'"),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'in describe.each / it.each',
      code: `${SLEEP}describe.each([[1], [2]])('n=%i', (n) => { it.each([[3]])('m=%i', async (m) => { emit(n, m); await sleep(100); expect(sum).toBe(n + m); }); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'node:test with t.test subtests',
      code: `import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { setTimeout as sleep } from 'node:timers/promises';\ntest('outer', async (t) => { await t.test('inner', async () => { emit(); await sleep(100); assert.deepEqual(seen, ['a']); }); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a handler that checks after its sleep in the same case of a switch is the test\'s own continuation',
      code: `${SLEEP}it('answers', async () => {\n  server.use(async (call) => {\n    switch (call.destination) {\n      case 'answer-wait': {\n        await call.command('answer');\n        await sleep(300);\n        expect(call.state).toBe('ACTIVE');\n        break;\n      }\n      default:\n        call.end();\n    }\n  });\n  await client.originate('answer-wait');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a helper called from the test itself, as well as from a handler, is the test\'s own step',
      code: `${SLEEP}it('publishes', async () => {\n  const publishAndSettle = async (message) => {\n    bus.publish(message);\n    await sleep(100);\n    expect(received).toContain(message);\n  };\n  bus.on('retry', (message) => publishAndSettle(message));\n  await publishAndSettle('a');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'tests, assert and vi imported from vite-plus/test (Vite+ re-exports Vitest), with a vi.waitFor suggestion',
      code: `import { assert, it, vi } from 'vite-plus/test';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  assert.equal(got, true);\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          line: 5,
          suggestions: [{ messageId: 'suggestWait', data: { helper: 'vi.waitFor' }, output: `import { assert, it, vi } from 'vite-plus/test';\n${SLEEP}it('x', async () => {\n  emit();\n  await vi.waitFor(() => assert.equal(got, true));\n});` }],
        },
      ],
    },
    {
      name: "a Sinon mock's verify() in a timer is the timer's check (mock.expects set before)",
      code: `it('passes a json message to the store', (done) => {\n  const mockStore = sinon.mock({ commit: () => {} });\n  mockStore.expects('commit').withArgs('setName');\n  observer = new Observer(url, { store: mockStore.object });\n  setTimeout(() => {\n    mockStore.verify();\n    mockServer.stop(done);\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'mockStore.verify();' } }],
    },
    {
      name: 'a teardown hook ended by a timer in the callback of a call that stops a named resource (setup.stopController)',
      code: `describe('api', () => {\n  it('x', async () => { expect(await api.get()).toBe(1); });\n  after(function (done) {\n    this.timeout(9000);\n    setup.stopController((normalTerminated) => {\n      console.log(normalTerminated);\n      setTimeout(done, 3000);\n    });\n  });\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 7 }],
    },
    {
      name: "a setup hook's timer whose action ends the hook in its own callback holds the tests back",
      code: `describe('api', function () {\n  before('start', function (_done) {\n    setup.startController((_objects, _states) => {\n      objects = _objects;\n      // give some time to start server\n      setTimeout(() => createTestState(() => _done()), 2000);\n    });\n  });\n  it('reads the state', async () => {\n    expect((await axios.get(url)).data.val).to.equal(1);\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 6 }],
    },
    {
      name: "a null check of a member of a recorded call's argument, read after the sleep, needs the call: an outcome",
      code: inTest(`const completedSpy = vi.fn();\nqueue.on('job:completed', completedSpy);\nqueue.start();\nawait sleep(100);\nconst completedJob = completedSpy.mock.calls[0]?.[0] as { result: unknown };\nexpect(completedJob.result).toBeNull();`),
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'imported from vitest, with a vi.waitFor suggestion',
      code: `import { it, expect, vi } from 'vitest';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(got).toBe(true);\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'vi.waitFor' },
              output: `import { it, expect, vi } from 'vitest';\n${SLEEP}it('x', async () => {\n  emit();\n  await vi.waitFor(() => expect(got).toBe(true));\n});`,
            },
          ],
        },
      ],
    },
    {
      name: 'Testing Library waitFor is used for the suggestion',
      code: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  click();\n  await sleep(100);\n  expect(screen.getByText('ok')).toBeTruthy();\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'waitFor' },
              output: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  click();\n  await waitFor(() => expect(screen.getByText('ok')).toBeTruthy());\n});`,
            },
          ],
        },
      ],
    },
    {
      name: 'an awaited assertion keeps its wait callback async',
      code: `import { waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  await expect(fetchCount()).resolves.toBe(1);\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'waitFor' },
              output: `import { waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${SLEEP}it('x', async () => {\n  emit();\n  await waitFor(async () => await expect(fetchCount()).resolves.toBe(1));\n});`,
            },
          ],
        },
      ],
    },
    {
      name: 'no suggestion when the assertion performs an awaited call (retrying it could repeat an action)',
      code: `import { waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(await registry.count()).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', suggestions: [] }],
    },
    {
      name: 'a renamed waitFor import is used under its local name',
      code: `import { waitFor as eventually } from '@testing-library/dom';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(x).toBe(1);\n});`,
      errors: [
        {
          messageId: 'sleepAsSignal',
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'eventually' },
              output: `import { waitFor as eventually } from '@testing-library/dom';\n${SLEEP}it('x', async () => {\n  emit();\n  await eventually(() => expect(x).toBe(1));\n});`,
            },
          ],
        },
      ],
    },
    {
      name: 'no suggestion when a comment sits between the sleep and the assertion',
      code: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  // the worker has run by now\n  expect(x).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', suggestions: [] }],
    },
    {
      name: 'autofix applies the unambiguous shape when the option is on',
      code: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(x).toBe(1);\n});`,
      options: [{ autofix: true }],
      output: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await waitFor(() => expect(x).toBe(1));\n});`,
      errors: [{ messageId: 'sleepAsSignal', suggestions: [{ messageId: 'suggestWait', output: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await waitFor(() => expect(x).toBe(1));\n});` }] }],
    },
    {
      name: 'autofix stays off when two assertions follow (ambiguous), the suggestion stays',
      code: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(x).toBe(1);\n  expect(y).toBe(2);\n});`,
      options: [{ autofix: true }],
      output: null,
      errors: [{ messageId: 'sleepAsSignal', suggestions: [{ messageId: 'suggestWait', output: `import { waitFor } from '@testing-library/react';\n${SLEEP}it('x', async () => {\n  emit();\n  await waitFor(() => expect(x).toBe(1));\n  expect(y).toBe(2);\n});` }] }],
    },
    {
      name: 'blocking sleep: Atomics.wait',
      code: `it('x', () => { emit(); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200); expect(got).toBe(true); });`,
      errors: [{ messageId: 'blockingSleep' }],
    },
    {
      name: 'blocking sleep: execSync sleep',
      code: `import { execSync } from 'node:child_process';\nit('x', () => { emit(); execSync('sleep 1'); expect(got).toBe(true); });`,
      errors: [{ messageId: 'blockingSleep' }],
    },
    {
      name: 'blocking sleep: a busy loop on Date.now()',
      code: `it('x', () => { emit(); const end = Date.now() + 200; while (Date.now() < end) {} expect(got).toBe(true); });`,
      errors: [{ messageId: 'blockingSleep' }],
    },
    {
      name: 'callback form in a Mocha test with done',
      code: `it('x', function (done) {\n  emitter.emit('go');\n  setTimeout(() => {\n    expect(received).toEqual(['go']);\n    done();\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: "expect(received).toEqual(['go']);" } }],
    },
    {
      name: 'absence is the outcome under a title that promises a removal',
      code: inTest(`client.disconnect();\nawait sleep(100);\nexpect(io.namespaces.has('/dyn')).toBe(false);`, 'cleans up the namespace when the last client leaves'),
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'sleep(100)', verb: 'asserts', step: "expect(io.namespaces.has('/dyn')).toBe(false);" } }],
    },
    {
      name: "a method of a helper class's instance that sleeps (a field holding an arrow, or a method) is a sleep",
      filename: beside('a.test.ts'),
      code: `import { Utils } from './support/test-utils';\ndescribe('effects', () => {\n  let utils: Utils = new Utils();\n  beforeEach(() => { utils = new Utils(); });\n  it('notifies', async () => {\n    start();\n    await utils.flushPromises();\n    expect(sent).toContain('x');\n  });\n  it('reports', async () => {\n    start();\n    await utils.pause(50);\n    expect(sent).toContain('y');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7, data: { sleep: 'utils.flushPromises()', verb: 'asserts', step: "expect(sent).toContain('x');" } }, { messageId: 'sleepAsSignal', line: 12 }],
    },
    {
      name: 'a sleep ending a test right after it closed something holds back the tests after it',
      code: `${SLEEP}it('cancels the query', async () => {\n  const session = await Session.open(config);\n  await session.close();\n  await sleep(100);\n});\nit('reconnects', async () => {\n  const session = await Session.open(config);\n  expect(session.state).toBe('open');\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTestTeardown', line: 5, data: { sleep: 'sleep(100)' } }],
    },
    {
      name: 'a sleep ending a test right after an awaited action holds back the tests after it, which depend on that action',
      code: `import { setTimeout } from 'node:timers/promises';\nit('creates the runner table', async () => {\n  await req().send({ operation: 'create_table', table: 'runner' }).expect(200);\n  await setTimeout(500);\n});\nit('inserts into the runner table', async () => {\n  await req().send({ operation: 'insert', table: 'runner', records: [{ id: 1 }] }).expect(200);\n});`,
      errors: [{ messageId: 'sleepEndsTestAction', line: 4, data: { sleep: 'setTimeout(500)' } }],
    },
    {
      name: 'the same as the last statement of the finally block that ends the test, after closes inside ifs',
      code: `${SLEEP}it('cancels the query', async () => {\n  let session: Session | undefined;\n  try {\n    session = await Session.open(config);\n    assertEquals(session.state, 'open');\n  } finally {\n    if (session) {\n      await session.close();\n    }\n    await sleep(100);\n  }\n});\nit('reconnects', async () => {\n  assertEquals((await Session.open(config)).state, 'open');\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTestTeardown', line: 11 }],
    },
    {
      name: 'a pending promise is the outcome under a title that promises the release itself',
      code: inTest(`const result = testerB.lock(1);\nawait sleep(100);\nawait expectAsync(result).toBePending();\nawait testerA.unlock(1);\nawait expectAsync(result).toBeResolvedTo(0);`, 'releases the lock when the holder stops'),
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'sleep(100)', verb: 'asserts', step: 'await expectAsync(result).toBePending();' } }],
    },
    {
      name: 'a true flag under a title that says "only" is what the test waits for',
      code: inTest(`await one.start();\nawait two.start();\nawait sleep(200);\nexpect(one.leader).toBe(true);\nexpect(two.leader).toBe(false);`, 'has only one leader'),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a not-equal-to-null assertion checks that something arrived',
      code: `import { notStrictEqual } from 'node:assert';\nimport { test } from 'node:test';\nimport { setTimeout as sleep } from 'node:timers/promises';\ntest('x', async () => {\n  await fetchStale();\n  await sleep(100);\n  notStrictEqual(revalidationHeaders, null);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'an action that asserts in its own callback, under a "does not" title',
      code: `${SLEEP}it('does not retry a job that is locked', () => {\n  return sleep(100).then(() => {\n    return job.retry().catch((err) => expect(err.message).toBe('locked'));\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'an action under a title that says "without" (a condition, not an absence)',
      code: inTest(`worker.run();\nawait sleep(2000);\nawait client.del('marker');`, 'processes a delayed job without getting stuck'),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a title about timeouts does not make every sleep in the test about time',
      code: inTest(`const pending = redis.blpop('queue', 0.1);\nawait sleep(50);\nexpect(timerCalls).toBe(1);`, 'arms the blocking timeout for queued commands'),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a promise whose executor acts, then is settled by a timer',
      code: `it('x', async () => {\n  await new Promise((resolve) => {\n    client.write('GET / HTTP/1.1');\n    setTimeout(resolve, 100);\n  });\n  expect(handled).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, column: 5, data: { sleep: 'setTimeout(resolve, 100)', verb: 'asserts', step: 'expect(handled).toBe(true);' } }],
    },
    {
      name: 'a promise settled by a timer inside a callback of its executor',
      code: `import { test } from 'node:test';\ntest('x', async (t) => {\n  await new Promise((resolve) => {\n    const client = net.connect(port, () => {\n      client.destroy();\n      // give the server time to process the close event\n      setTimeout(() => resolve(undefined), 100);\n    });\n  });\n  t.assert.strictEqual(aborted, true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a bare stop() after a sleep whose comment says what it waits for',
      code: inTest(`runner.start();\n// wait for the heartbeat to fire and start the jitter delay\nawait sleep(1500);\nrunner.stop();\nawait sleep(2000);\nexpect(called).toBe(false);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(1500)', verb: 'acts:', step: 'runner.stop();' } }],
    },
    {
      name: "a sleep before a setup hook's done(), inside a listener",
      code: `${SLEEP}beforeEach((done) => {\n  io.on('connection', async () => {\n    servers[0].emit('ping');\n    await sleep(200);\n    done();\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 5 }],
    },
    {
      name: 'a sleep inside act(), then an assertion after it',
      code: `import { act } from '@testing-library/react';\n${SLEEP}it('renders the data', async () => {\n  render(page);\n  await act(() => sleep(50));\n  expect(screen.getByText('data')).toBeTruthy();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(50)', verb: 'asserts', step: "expect(screen.getByText('data')).toBeTruthy();" } }],
    },
    {
      name: 'a sleep inside an async act() block',
      code: `import { act } from 'react-dom/test-utils';\n${SLEEP}it('renders the data', async () => {\n  render(page);\n  await act(async () => {\n    await sleep(50);\n  });\n  expect(rendered).toEqual(['data']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a clock reading passed as an argument next to the sleep is not a kept reading',
      code: inTest(`child.emit('message', { date: new Date().toISOString() });\nawait sleep(10);\nexpect(warn).toHaveBeenCalledOnce();`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep many times longer than a configured duration waits for something else',
      code: inTest(`render(app({ dedupingInterval: 1 }));\nawait sleep(320);\nexpect(fn).toHaveBeenCalledTimes(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a commented sleep before an awaited close: the close depends on it',
      code: inTest(`await terminate(db);\n// Let the error handler schedule the reconnect timer, then close mid-backoff.\nawait sleep(150);\nawait handle.close();\nexpect(reconnects).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(150)', verb: 'acts:', step: 'await handle.close();' } }],
    },
    {
      name: 'a comment that waits for a cluster to stabilize',
      code: inTest(`await migrate(cluster);\n// Wait for cluster to stabilize\nawait sleep(1000);\nresetStats();\nawait publish();`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'sleeping out the latency a double simulates waits for its answer',
      code: inTest(`const networkDelay = 20;\nconst provider = fakeProvider(['a', new Error('x')], networkDelay);\nconst manager = new TokenManager(provider);\nmanager.start(listener);\nawait sleep(networkDelay);\nexpect(listener.tokens.length).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a count asserted as 0 before the sleep and 1 after it changed: the sleep waited for it',
      code: inTest(`manager.start(listener);\nexpect(listener.tokens.length).toBe(1);\nexpect(listener.errors.length).toBe(0);\nawait sleep(100);\nexpect(listener.tokens.length).toBe(1);\nexpect(listener.errors.length).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(100)', verb: 'asserts', step: 'expect(listener.errors.length).toBe(1);' } }],
    },
    {
      name: 'a zero-length callback timer that asserts hopes the event came within one turn',
      code: `it('reports the connection error', (done) => {\n  conn.openUri(bad).catch(() => {\n    setTimeout(() => {\n      assert.equal(errorCount, 1);\n      done();\n    }, 0);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a sleep imported by name from a package (msw delay)',
      code: `import { delay } from 'msw';\nit('marks the mutation fulfilled', async () => {\n  resolveMutation();\n  await delay(2);\n  expect(store.getState().status).toBe('fulfilled');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep in a test body wrapped by co.wrap',
      code: `${SLEEP}it('removes a client above min', co.wrap(function* () {\n  pool.release(client);\n  yield sleep(20);\n  expect(pool.idleCount).to.equal(1);\n}));`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a callback timer that reads, then asserts',
      code: `it('emits the events in order', (done) => {\n  req.on('socket', () => req.abort());\n  req.end();\n  setTimeout(() => {\n    const events = emitSpy.args.map((a) => a[0]);\n    expect(events).to.deep.equal(['socket', 'abort', 'close']);\n    done();\n  }, 10);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'reads', step: 'const events = emitSpy.args.map((a) => a[0]);' } }],
    },
    {
      name: 'a sleep helper imported under a common spelling (setTimeoutAsync)',
      code: `import { setTimeoutAsync } from '../helpers/server.js';\nit('reports upload progress', async () => {\n  await upload(data, { onUploadProgress });\n  await setTimeoutAsync(500);\n  expect(samples).toHaveLength(10);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a presence check under a title whose "not" is an aside',
      code: `import { test } from 'node:test';\nimport { setTimeout as sleep } from 'node:timers/promises';\ntest('should still log actual errors (not premature close)', async (t) => {\n  await app.inject({ url: '/error' });\n  await sleep(500);\n  t.assert.ok(errors.length > 0);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a callback timer that acts, after a comment saying what it waits for',
      code: `it('x', (done) => {\n  client.on('ev', () => done());\n  // wait for the connection to be established\n  setTimeout(() => io.emit('ev'), 50);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'an awaited stop of what delivers to the test\'s handler drains nothing: the check after it depends on the sleep',
      code: `${SLEEP}it('receives the orders', async () => {\n  const received = [];\n  const listener = client.receive((msg) => { received.push(msg); });\n  await sleep(5000);\n  await listener.stop();\n  expect(received).toHaveLength(3);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'an awaited close of a consumer the test registered a listener on, before a check of what it got',
      code: `${SLEEP}it('consumes', async () => {\n  const got = [];\n  consumer.on('message', (m) => got.push(m));\n  await producer.send('a');\n  await sleep(200);\n  await consumer.close();\n  expect(got).toEqual(['a']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a Playwright locator read at once (textContent) after the sleep depends on it',
      code: `import { test, expect } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.click('#open');\n  await page.waitForTimeout(500);\n  const text = await page.getByTestId('incident-banner').textContent();\n  expect(text).toBe('Down');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "a timer whose callback checks through tape's test object named assert, then ends the test",
      code: `test('delivers', function (assert) {\n  client.send('ping');\n  setTimeout(function () {\n    assert.equal(server.received.length, 1);\n    assert.end();\n  }, 50);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a sleep awaited through Promise.all with a start is waited on, not handed to the code',
      code: `${SLEEP}it('x', async () => {\n  await Promise.all([server.start(), sleep(2000)]);\n  expect(server.clients).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: "a timer in AVA's callback-mode test (test.cb) that checks flags the handlers set",
      code: `import test from 'ava';\ntest.cb('invokes each handler', (t) => {\n  let called = false;\n  socket.on('custom-event', () => { called = true; });\n  socket.on('connect', () => { server.emit('custom-event'); });\n  setTimeout(() => {\n    t.is(called, true);\n    t.end();\n  }, 500);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a sleep awaited through Bluebird.all beside a start is waited on by the test',
      code: `${SLEEP}it('x', async () => {\n  await Bluebird.all([server.start(), sleep(2000)]);\n  expect(server.clients).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'the open pages filtered right after the sleep are read now, not a lazy locator',
      code: `import { test, expect } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.click('#open');\n  await page.waitForTimeout(500);\n  const popups = page.context().pages().filter((p) => p.url().includes('popup'));\n  await expect(popups[0].locator('h1')).toHaveText('Hi');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a name that is only "after" configures no duration, nor an age that is not bounded (errorAge)',
      code: inTest(`const store = new Store({ after: 50, errorAge: 10 });\nstore.write(record);\nawait sleep(100);\nexpect(store.flushed).toBe(true);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a name that only contains a duration word (blockSize) configures no duration',
      code: inTest(`const store = new Store({ blockSize: 4 * 1024 });\nstore.write(record);\nawait sleep(5000);\nexpect(store.flushed).toBe(true);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a helper named PromiseDelay from a module the rule cannot read',
      code: `import { PromiseDelay } from '../util/utils';\nit('x', async () => {\n  handler.handle(message);\n  await PromiseDelay(1);\n  expect(services.storage.set).toHaveBeenCalled();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a call checked once under a title whose "not" belongs to its condition ("… if parent is not found") is the outcome',
      code: `it('should log an info statement and exit if parent is not found on the context', function (done) {\n  const logStub = sandbox.stub(logger, 'info');\n  awsClient.call(awsRequest);\n  setTimeout(function () {\n    logStub.should.have.been.calledOnce;\n    done();\n  }, 50);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'logStub.should.have.been.calledOnce;' } }],
    },
    {
      name: 'a message that says "keeps" with no check of the value before the sleep describes the outcome waited for',
      code: `import assert from 'node:assert';\n` + inTest(`client.start();\nawait sleep(100);\nassert.equal(client.status, 'running', 'the monitor keeps polling');`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(100)', verb: 'asserts', step: "assert.equal(client.status, 'running', 'the mon…" } }],
    },
    {
      name: 'a message that says "keep-alive" is no "keeps"',
      code: `import assert from 'node:assert';\n` + inTest(`assert.equal(res.headers.connection, 'keep-alive');\nclient.start();\nawait sleep(100);\nassert.equal(res.headers.connection, 'keep-alive', 'connection header should be keep-alive');`),
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(100)', verb: 'asserts', step: "assert.equal(res.headers.connection, 'keep-aliv…" } }],
    },
    {
      name: 'a read between the checks after ending something keeps the run going: the positive check after it depends on the sleep',
      code: inTest(`const unsub = store.subscribe(() => {});\nstore.dispatch({ type: 'inc' });\nawait sleep(50);\nunsub();\nexpect(errors).toHaveLength(0);\nconst state = store.getState();\nexpect(state.count).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(50)', verb: 'acts:', step: 'unsub();' } }],
    },
    {
      name: 'a waitFor of the suite\'s own utils given only a number, before an action on the page',
      code: `import { waitFor } from '#src/utils.js';\nit('x', async () => {\n  await expectToClickNavTab(page, 'Users');\n  await waitFor(500);\n  await page.click('button[name=save]');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'waitFor(500)', verb: 'acts:', step: "await page.click('button[name=save]');" } }],
    },
    {
      name: "Puppeteer's older page.waitFor(n), given only a number, before a read of the page",
      code: `it('x', async () => {\n  await page.click('#submit');\n  await page.waitFor(1000);\n  expect(await page.$eval('#status', (e) => e.textContent)).toBe('sent');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer that sends, inside the error-first ready callback of a bind, right after a connect',
      code: `it('pub-sub', (done) => {\n  sub.on('message', (msg) => { expect(msg.toString()).toBe('foo'); done(); });\n  sub.bind(addr, function (error) {\n    if (error) throw error;\n    pub.connect(addr);\n    setTimeout(function () {\n      pub.send('foo');\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a timer that sends after the test connected, with listeners and declarations registered in between',
      code: `it('survey', (done) => {\n  sur.bind(addr);\n  rep1.connect(addr);\n  rep2.connect(addr);\n  function answer(buf) { this.send(reply); }\n  rep1.on('data', answer);\n  rep2.on('data', answer);\n  rep3.on('data', answer);\n  let count = 0;\n  sur.on('data', (buf) => { assert.equal(buf.toString(), reply); if (++count === 2) done(); });\n  setTimeout(function () {\n    sur.send(question);\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 11 }],
    },
    {
      name: 'callback form inside the ready callback of a constructor',
      code: `it('x', (done) => {\n  const wss = new WebSocket.Server({ port: 0 }, () => {\n    connect(wss);\n    setTimeout(() => {\n      expect(wss.clients.size).toBe(1);\n      done();\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'callback form inside an event listener of a callback-style test',
      code: `it('x', (done) => {\n  client.on('connect_error', () => {\n    setTimeout(() => {\n      expect(io.nsps.has('/dyn')).to.equal('gone');\n      done();\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a user-named test wrapper from settings',
      code: `${SLEEP}scenario('x', async () => { emit(); await sleep(100); expect(got).toBe(true); });`,
      settings: { 'dispatch-lag': { tests: ['scenario'] } },
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a user-named sleep from settings',
      code: `it('x', async () => { emit(); await testkit.settle(100); expect(got).toBe(true); });`,
      settings: { 'dispatch-lag': { sleeps: ['testkit.settle'] } },
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a wait helper named in settings is used for the suggestion, with its import',
      code: `import { it, expect } from '@jest/globals';\n${SLEEP}it('x', async () => {\n  emit();\n  await sleep(100);\n  expect(x).toBe(1);\n});`,
      settings: { 'dispatch-lag': { waitHelper: { call: 'waitFor', from: 'eslint-plugin-dispatch-lag/wait' } } },
      errors: [
        {
          messageId: 'sleepAsSignal',
          suggestions: [
            {
              messageId: 'suggestWait',
              data: { helper: 'waitFor' },
              output: `import { it, expect } from '@jest/globals';\nimport { waitFor } from 'eslint-plugin-dispatch-lag/wait';\n${SLEEP}it('x', async () => {\n  emit();\n  await waitFor(() => expect(x).toBe(1));\n});`,
            },
          ],
        },
      ],
    },

    {
      name: 'a value a callback captures, asserted present (`!== undefined`), even under a "not" title',
      code: inTest(`let exportCallback;\nconst exporter = { export: (logs, callback) => { exportCallback = callback; } };\nprocessor.onEmit(record);\nawait sleep(0);\nassert.ok(exportCallback !== undefined, 'export was called');`, 'should not throw when an export completes between awaits'),
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(0)', verb: 'asserts', step: "assert.ok(exportCallback !== undefined, 'export…" } }],
    },
    {
      name: 'an upper bound on a count with no wait before the sleep: the queue is hoped to have drained',
      code: inTest(`for (const job of jobs) queue.add(job);\nawait sleep(100);\nexpect(queue.pending.length).toBeLessThan(5);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timestamp checked against a value worked out after the sleep does not make it a clock move',
      code: `const assert = require('node:assert');\n${SLEEP_JS}it('accounts for prerendering', async () => {\n  await navigateTo('/fcp?prerender=1');\n  await sleep(1000);\n  await link.click();\n  const [fcp] = await getBeacons();\n  const activationStart = await readActivationStart();\n  assert.strictEqual(fcp.entries[0].startTime - activationStart, fcp.value);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: "a sleep helper's own default length (`time = 1000`) is not a duration the code is configured with",
      code: `describe('clients', () => {\n  const sleep = async (time = 1000) => {\n    await new Promise<void>((resolve) => setTimeout(() => resolve(), time));\n  };\n  it('shows the code', async () => {\n    await modal.open();\n    await sleep(2000);\n    expect(await modal.code()).toBeDefined();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a member read on a capture a listener registered in a hook fills',
      code: `${SLEEP}let current;\nbeforeEach(() => { sub.on('invoice_updated', (data) => { current = data; }); });\nit('is not held yet', async () => {\n  await createInvoice();\n  await sleep(1000);\n  expect(current.is_held).toBe(false);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'an upper bound below the count a wait saw before the sleep waits for it to fall',
      code: inTest(`await waitFor(() => expect(queue.pending.length).toBe(10));\nawait sleep(500);\nexpect(queue.pending.length).toBeLessThan(5);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'an upper bound below the count a poll saw before the sleep waits for it to fall',
      code: inTest(`await expect.poll(() => queue.pending.length).toBe(10);\nawait sleep(500);\nexpect(queue.pending.length).toBeLessThan(5);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'an upper bound below the count asserted before the sleep waits for it to fall',
      code: inTest(`expect(cache.size).toBe(2);\nawait sleep(500);\nexpect(cache.size).toBeLessThan(2);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a read of background state right after the sleep is not a value built in place before a timestamp write',
      code: inTest(`emitter.emit('change');\nawait sleep(100);\nconst calls = handler.mock.calls.length;\nawait doc.save();\nexpect(doc.updatedAt).not.toEqual(before);\nexpect(calls).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a member read on a value a callback captures, asserted false: it needs the callback to have run',
      code: `const { equal } = require('node:assert');\n${SLEEP_JS}test('subscribes', async () => {\n  let current;\n  sub.on('invoice_updated', (data) => current = data);\n  await createInvoice();\n  await sleep(1000);\n  equal(!!current.is_held, false, 'not held yet');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a value a callback captures, asserted with toBeDefined() under a "does not" title',
      code: inTest(`let received: Message | undefined;\nbus.subscribe((message: Message) => { received = message; });\nbus.publish(message);\nawait sleep(20);\nexpect(received).toBeDefined();`, 'does not drop a message published before connecting'),
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a flag a handler sets, asserted at the value the handler writes, even under a "not" title',
      code: inTest(`let extendCalled = false;\nconst handler = { run: async (ctx) => { await ctx.ack(); extendCalled = true; } };\nawait provider.dequeue('q', handler);\nawait provider.enqueue('q', {});\nawait sleep(100);\nexpect(extendCalled).toBe(true);`, 'should not extend after acknowledgment'),
      errors: [{ messageId: 'sleepAsSignal', line: 7, data: { sleep: 'sleep(100)', verb: 'asserts', step: 'expect(extendCalled).toBe(true);' } }],
    },
    {
      name: 'a flag a listener sets, asserted truthy under a "does not" title: it checks the listener ran',
      code: `const sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nit('does not crash', async () => {\n  let seen = false;\n  emitter.on('x', function () { seen = true; });\n  emit();\n  await sleep(50);\n  assert(seen);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a sleep before aborting a request already started hopes it reached the handler',
      code: inTest(`const controller = new AbortController();\nconst response = fetch(url, { signal: controller.signal });\nawait sleep(100);\ncontroller.abort();\nawait expect(response).rejects.toThrow();\nexpect(cleanup).toHaveBeenCalledOnce();`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(100)', verb: 'acts:', step: 'controller.abort();' } }],
    },
    {
      name: 'a comment that waits for work to start, then a disconnect meant to land mid-work',
      code: inTest(`for (let i = 0; i < 3; i++) await provider.enqueue('q', { i });\n// Wait for tasks to start processing\nawait sleep(50);\n// Disconnect while handlers are in flight\nawait provider.disconnect();\nexpect(provider.handlers.size).toBe(0);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(50)', verb: 'acts:', step: 'await provider.disconnect();' } }],
    },
    {
      name: 'a beforeEach that starts something and then sleeps: the tests depend on it',
      code: `${SLEEP}describe('pubsub', () => {\n  beforeEach(async () => {\n    nodes.forEach((node) => node.ping());\n    await sleep(200);\n  });\n  it('x', async () => { expect(await api.ping()).toBe('pong'); });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 5 }],
    },
    {
      name: 'a sleep helper off an imported utility module',
      code: `import AsyncTestUtil from 'async-test-util';\nit('x', async () => {\n  channel.postMessage('a');\n  await AsyncTestUtil.wait(200);\n  expect(received).toEqual(['a']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'AsyncTestUtil.wait(200)', verb: 'asserts', step: "expect(received).toEqual(['a']);" } }],
    },
    {
      name: 'a sleep that opens a test and goes straight to an assertion waits on what a hook or an earlier test started',
      code: `${SLEEP}it('runs the lifecycle handlers', async () => {\n  await sleep(100);\n  expect(created).toHaveBeenCalledTimes(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a value made on the spot is not what the sleep waits for: the assertion after it is',
      code: inTest(`emit('a');\nawait sleep(50);\nconst id = uuid();\nexpect(received).toEqual(['a']);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'sleep(50)', verb: 'asserts', step: "expect(received).toEqual(['a']);" } }],
    },
    {
      name: 'the same read again after an action: it reads what the action left to the background',
      code: inTest(`const before = await job.getState();\nexpect(before).toBe('active');\nworker.cancelJob(job.id);\nawait failed;\nawait sleep(10);\nconst after = await job.getState();\nexpect(after).toBe('failed');`),
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a "has" check under a title that promises the thing arrives',
      code: inTest(`render(app);\nawait sleep(10);\nexpect(client).toHaveCacheEntryUsing(query);`, 'stores the query in the cache'),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a tick, an unsubscribe, a tick: the first tick hopes the request started before the unsubscribe',
      code: inTest(`const { unsubscribe } = pipe(source, fetchExchange(args), subscribe(() => {}));\nawait new Promise((resolve) => setTimeout(resolve));\nunsubscribe();\nawait new Promise((resolve) => setTimeout(resolve));\nexpect(abort).toHaveBeenCalledTimes(1);`),
      errors: [
        { messageId: 'sleepAsSignal', line: 4, data: { sleep: 'new Promise((resolve) => setTimeout(resolve))', verb: 'acts:', step: 'unsubscribe();' } },
        { messageId: 'sleepAsSignal', line: 6 },
      ],
    },
    {
      name: 'wait(n) with a number on a test context a helper builds',
      code: `const makeTest = require('./context');\nit('drops the key cluster-wide', function () {\n  const c = makeTest();\n  return group2.deleteKey(key)\n    .then(function () {\n      return c.wait(200);\n    })\n    .then(function () {\n      assert.equal(group1.keys().length, 0);\n    });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'c.wait(200)', verb: 'asserts', step: 'assert.equal(group1.keys().length, 0);' } }],
    },
    {
      name: 'Deno.test: a timer that checks the consumer, then drains the connection',
      code: `Deno.test('consume - drain', async () => {\n  const { ns, nc } = await setup();\n  const iter = await consumer.consume({ expires: 30000 });\n  setTimeout(() => {\n    assertEquals(iter.getProcessed(), 0);\n    nc.drain();\n  }, 100);\n  await deadline(readAll(iter), 1000);\n  await cleanup(ns, nc);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'assertEquals(iter.getProcessed(), 0);' } }],
    },
    {
      name: 'Deno.test with an options object: a timer that checks a client the test holds, then closes it',
      code: `Deno.test({ name: 'x', fn: async () => {\n  const client = await connect(url);\n  client.subscribe('a');\n  setTimeout(() => { assertEquals(client.received, 1); client.close(); }, 50);\n} });`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'next() taken from a subject is an action, not the end of a handler',
      code: inTest(`const { source, next } = makeSubject();\nconst result$ = pipe(source, authExchange(init), toPromise);\nawait new Promise((resolve) => setTimeout(resolve));\nnext(queryOperation);\nawait result$;`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'new Promise((resolve) => setTimeout(resolve))', verb: 'acts:', step: 'next(queryOperation);' } }],
    },
    {
      name: "Mocha's own this.timeout(n) is not a duration the code is configured with",
      code: `${SLEEP}it('delivers', async function () {\n  this.timeout(500);\n  queue.add(1);\n  await sleep(300);\n  expect(processed).toEqual([1]);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a zero-length timer helper imported from a file of the suite (its name says nothing; its definition does)',
      filename: beside('router.test.ts'),
      code: `import { tick } from './support/tick';\nit('navigates', async () => {\n  router.navigate('/child');\n  await tick();\n  expect(router.state.navigation.state).toBe('idle');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'tick()', verb: 'asserts', step: "expect(router.state.navigation.state).toBe('idl…" } }],
    },
    {
      name: 'a helper re-exported through an index (export * from) and renamed (export { settle as pause } from)',
      filename: beside('storage.test.ts'),
      code: `import { nextTwoTick, pause } from './support';\nit('writes', async () => {\n  state.value = 'b';\n  await nextTwoTick();\n  expect(storage.setItem).toHaveBeenCalledWith('key', 'b');\n  state.value = 'c';\n  await pause(50);\n  expect(storage.getItem('key')).toBe('c');\n});`,
      errors: [
        { messageId: 'sleepAsSignal', line: 4, data: { sleep: 'nextTwoTick()', verb: 'asserts', step: "expect(storage.setItem).toHaveBeenCalledWith('k…" } },
        { messageId: 'sleepAsSignal', line: 7, data: { sleep: 'pause(50)', verb: 'asserts', step: "expect(storage.getItem('key')).toBe('c');" } },
      ],
    },
    {
      name: 'helpers imported through tsconfig path aliases (paths from extends, a directory index, a re-export), judged by their definitions',
      filename: underFixture('aliased-helpers', 'specs', 'dialog.test.tsx'),
      code: `import { mockTimeout } from '@test/support';\nimport { mockDelay } from '@support';\nit('closes', async () => {\n  fireEvent.click(closeButton);\n  await mockTimeout(300);\n  expect(onClose).toHaveBeenCalled();\n  fireEvent.click(openButton);\n  await mockDelay();\n  expect(dialog.isOpen).toBe(true);\n});`,
      errors: [
        { messageId: 'sleepAsSignal', line: 5, data: { sleep: 'mockTimeout(300)', verb: 'asserts', step: 'expect(onClose).toHaveBeenCalled();' } },
        { messageId: 'sleepAsSignal', line: 8, data: { sleep: 'mockDelay()', verb: 'asserts', step: 'expect(dialog.isOpen).toBe(true);' } },
      ],
    },
    {
      name: "helpers imported through package.json imports (#support/*, and #timers by its conditions), the compiled .js name finding the .ts file",
      filename: underFixture('package-imports', 'specs', 'queue.test.ts'),
      code: `import { holdOn } from '#support/pause';\nimport { later } from '#timers';\nit('delivers', async () => {\n  queue.add(1);\n  await holdOn(100);\n  expect(delivered).toEqual([1]);\n  queue.add(2);\n  await later(100);\n  expect(delivered).toEqual([1, 2]);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }, { messageId: 'sleepAsSignal', line: 8 }],
    },
    {
      name: 'useRealTimers at the top of the test undoes fake timers a top-level hook installs',
      code: `beforeEach(() => { setup({ useFakeTimers: true }); });\ntest('x', async () => {\n  vi.useRealTimers();\n  channel.subscribe();\n  await new Promise((resolve) => setTimeout(resolve, 50));\n  assert.equal(channel.socket.accessTokenValue, token);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'useRealTimers in a beforeEach of the describe undoes fake timers installed at the top of the file',
      code: `vi.useFakeTimers();\ndescribe('messaging', () => {\n  beforeEach(() => { vi.useRealTimers(); });\n  it('x', async () => {\n    channel.on('presence', handler);\n    await new Promise((resolve) => setTimeout(resolve, 100));\n    expect(channel.joinPush.payload).toEqual(payload);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a helper on the timer kept in a module-level variable (realSetTimeout), whatever its name',
      code: `const realSetTimeout = setTimeout;\nfunction flushPromises() {\n  return new Promise((r) => {\n    realSetTimeout(r, 1);\n  });\n}\nit('x', async () => {\n  room.setStateEvents([event]);\n  await flushPromises();\n  expect(room.policy).toEqual(policy);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 9, data: { sleep: 'flushPromises()', verb: 'asserts', step: 'expect(room.policy).toEqual(policy);' } }],
    },
    {
      name: 'the timer kept in a module-level variable escapes fake timers the hooks install later',
      code: `const realSetTimeout = globalThis.setTimeout;\nbeforeEach(() => { vi.useFakeTimers(); });\nit('x', async () => {\n  client.start();\n  await new Promise((r) => realSetTimeout(r, 1));\n  expect(client.requests).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a timer handed a check declared beside it (setTimeout(check, 1500))',
      code: `it('unrefs the jitter timeout', async () => {\n  let unrefed = false;\n  runner.start();\n  const check = () => {\n    const timeout = runner.jitterTimeout;\n    if (timeout) unrefed = !timeout.hasRef();\n  };\n  setTimeout(check, 1500);\n  await waitForRunner();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8, data: { sleep: 'setTimeout(…)', verb: 'reads', step: 'const timeout = runner.jitterTimeout;' } }],
    },
    {
      name: 'a timer handed a helper of the file that asserts (its only use)',
      code: `function getCallback(done) {\n  let called = false;\n  function timeOutCallback() {\n    called.should.equal(true);\n    done();\n  }\n  setTimeout(timeOutCallback, 500);\n  return () => { called = true; };\n}\nit('replicates', (done) => { PouchDB.replicate(source, target, {}, getCallback(done)); });`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a duration an afterEach configures is not one the test sleeps against',
      code: `${SLEEP}describe('pool', () => {\n  afterEach(() => client.close({ timeoutMS: 100 }));\n  it('fills the pool', async () => {\n    client.connect();\n    await sleep(500);\n    expect(pool.availableConnectionCount).to.equal(2);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'right after a wait, a count that is not exact still depends on the sleep',
      code: inTest(`await waitForEvent(sub, 'subscribed');\nawait sleep(100);\nexpect(received.length).toBeGreaterThan(0);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer whose comment waits for work to begin, then acts',
      code: `it('rebuilds', (done) => {\n  compiler.watch({}, () => {\n    expect(events).toEqual(['a run']);\n    // wait until watching begins\n    setTimeout(() => {\n      watchCallbacks[0](null, new Map());\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'the value the test wrote is still there, but a call with new arguments is what the sleep waits for',
      code: inTest(`expect(storage.setItem).toBeCalledWith(KEY, 'a');\nvm.ref = 'b';\nawait sleep(10);\nexpect(vm.ref).toBe('b');\nexpect(storage.setItem).toBeCalledWith(KEY, 'b');`),
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(10)', verb: 'asserts', step: "expect(storage.setItem).toBeCalledWith(KEY, 'b'…" } }],
    },
    {
      name: 'a comment that waits for one thing, then a check that reads like absence (the awaited state is false)',
      code: inTest(`socket.disconnect();\n// Wait for close callback to fire\nawait sleep(50);\nexpect(socket.isDisconnecting()).toBe(false);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a rhythm of act and sleep that closes with a sleep right before a read: each sleep waits for its act',
      code: inTest(`const getWatchResult = await fixture.lernaWatch('echo');\nawait createFile('packages/a/file.txt');\nawait sleep(200);\nawait createFile('packages/b/file.txt');\nawait sleep(200);\nconst output = await getWatchResult();\nexpect(output).toMatchSnapshot();`),
      errors: [
        { messageId: 'sleepAsSignal', line: 5, data: { sleep: 'sleep(200)', verb: 'acts:', step: "await createFile('packages/b/file.txt');" } },
        { messageId: 'sleepAsSignal', line: 7 },
      ],
    },
    {
      name: 'a number that opens an expression is no configured duration (keepAliveTimeout: 1 * 60 * 1000)',
      code: inTest(`const client = new Client(url, { keepAliveTimeout: 1 * 60 * 1000 });\nclient.request({ path: '/' });\nawait sleep(1000);\nexpect(server.connections).toBe(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a sleep ending a node:test test after a request whose callback asserts (it holds the test open)',
      code: `${SLEEP_JS}test('opens the circuit', async (t) => {\n  t.plan(2);\n  fastify.inject('/?delay=100', (err, res) => {\n    t.assert.strictEqual(res.statusCode, 503);\n  });\n  await sleep(200);\n});`,
      errors: [{ messageId: 'sleepEndsTest', line: 7, data: { sleep: 'sleep(200)', step: "fastify.inject('/?delay=100', (err, res) => { t…" } }],
    },
    {
      name: 'a sleep ending a test after a timer whose nested callback asserts, and after an error listener that asserts',
      code: `${SLEEP}it('closes', async () => {\n  const req = http.request(opts);\n  req.on('error', () => {\n    expect(closed).toBe(true);\n  });\n  setTimeout(() => {\n    client.get('/', (res) => expect(res.status).toBe(503));\n  }, 1000);\n  await sleep(1200);\n});`,
      errors: [
        // (The timer reads in callback style and asserts what it read: a check of its own.)
        { messageId: 'sleepAsSignal', line: 7, endLine: 7, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "client.get('/', (res) => expect(res.status).toB…" } },
        { messageId: 'sleepEndsTest', line: 10, data: { sleep: 'sleep(1200)', step: "setTimeout(() => { client.get('/', (res) => exp…" } },
      ],
    },
    {
      name: 'a setup helper that sleeps before resolving the promise it returns: its callers go on right after',
      code: `${SLEEP}export function setup() {\n  return new Promise((resolve) => {\n    io.on('connection', async (socket) => {\n      sockets.push(socket);\n      if (sockets.length === 3) {\n        await sleep(200);\n        resolve({ servers, sockets });\n      }\n    });\n  });\n}`,
      errors: [{ messageId: 'sleepBeforeResolve', line: 7, data: { sleep: 'sleep(200)', step: 'resolve({ servers, sockets });' } }],
    },
    {
      name: 'a timer whose callback waits, by its comment, for a subscription, then reads and asserts inside a try',
      code: `it('subscribes', () => new Promise((resolve, reject) => {\n  // Give it a moment to subscribe to all the channels\n  setTimeout(async () => {\n    try {\n      const info = await getInfo();\n      expect(info.pubsub_channels).to.eql(5);\n      resolve();\n    } catch (error) {\n      reject(error);\n    }\n  }, 100);\n}));`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: 'const info = await getInfo();' } }],
    },
    {
      name: 'a timer whose callback awaits a read and then asserts is a check, not a staged action (no comment)',
      code: `it('subscribes', (done) => {\n  adapters.forEach((adapter) => adapter.init());\n  setTimeout(async () => {\n    const info = await getInfo();\n    expect(info.pubsub_channels).to.eql(5);\n    done();\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'reads', step: 'const info = await getInfo();' } }],
    },
    {
      name: 'ending a subscription after the sleep, then asserting what it delivered, depends on the sleep',
      code: inTest(`const received = [];\nconst unsub = subscribe(state, (op) => received.push(op));\nstate.count++;\nawait new Promise((resolve) => setTimeout(resolve, 1));\nunsub();\nexpect(received).toHaveLength(1);`),
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'new Promise((resolve) => setTimeout(resolve, 1))', verb: 'acts:', step: 'unsub();' } }],
    },
    {
      name: 'a timer in a ready listener that stages a change hopes what started is ready for it',
      code: `it('restarts on change', (done) => {\n  const monitor = nodemon({ script: 'app.js' });\n  monitor.on('start', () => {\n    setTimeout(() => {\n      touch('app.js');\n    }, 1000);\n  });\n  monitor.on('restart', () => done());\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "touch('app.js');" } }],
    },
    {
      name: 'a timer in an error-first ready listener (`(err) => …`) hopes what started is ready, as in one without parameters',
      code: `it('reloads', (done) => {\n  const monitor = start({ script: 'app.js' });\n  monitor.once('listening', (err) => {\n    setTimeout(() => {\n      monitor.reload();\n    }, 1000);\n  });\n  monitor.on('reloaded', () => done());\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: 'monitor.reload();' } }],
    },
    {
      name: 'a timer that sends right after the test started a consumer hopes the consumer is ready (rdkafka)',
      code: `it('consumes a message', (done) => {\n  consumer.once('data', (message) => {\n    t.equal(message.value.toString(), value.toString());\n    done();\n  });\n  consumer.subscribe([topic]);\n  consumer.consume();\n  setTimeout(function () {\n    producer.produce(topic, null, value, key);\n  }, 2000);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: 'producer.produce(topic, null, value, key);' } }],
    },
    {
      name: 'a timer that publishes right after a subscriber connected (zeromq)',
      code: `it('receives', (done) => {\n  sub.on('message', (msg) => { assert.equal(msg.toString(), 'foo'); done(); });\n  sub.connect(address);\n  setTimeout(() => pub.send('foo'), 15);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep ending a callback of a call the test awaits: the call and then the test go on after it',
      code: `${SLEEP}async function testCache({ update }) {\n  let b = await build();\n  await update(b);\n  return build();\n}\nit('invalidates on a config change', async () => {\n  const b = await testCache({\n    async update(b) {\n      assert.equal(await run(b), 4);\n      await inputFS.writeFile(configPath, config);\n      await sleep(100);\n    },\n  });\n  assert.equal(await run(b), 6);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 12, data: { sleep: 'sleep(100)', verb: 'acts and asserts', step: 'assert.equal(await run(b), 6);' } }],
    },
    {
      name: 'the same with the callback handed directly, no assertion in it',
      code: `${SLEEP}const withBuild = async (change) => {\n  await change();\n  await build();\n};\nit('rebuilds', async () => {\n  await withBuild(async () => {\n    await writeFile(entry, 'changed');\n    await sleep(200);\n  });\n  expect(output()).toContain('changed');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 9 }],
    },
    {
      name: 'a sleep helper named timeout is no configured timeout: its own duration is not a setting',
      code: `const timeout = (n = 0) => new Promise((r) => setTimeout(r, n));\nit('shows loading', async () => {\n  mount(root);\n  await timeout(1);\n  expect(serialize(root)).toBe('loading');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "nor is another call of it in the same test: a sleep's duration configures nothing",
      code: `const timeout = (ms: number) => new Promise((r) => setTimeout(r, ms));\nit('fires hover and leave', async () => {\n  await moveMouse(5, 1);\n  await timeout(100);\n  await moveMouse(4, 1);\n  expect(calls).toEqual(['hover', 'leave']);\n  await moveMouse(7, 1);\n  await timeout(100);\n  expect(calls).toHaveLength(4);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }, { messageId: 'sleepAsSignal', line: 8 }],
    },
    {
      name: 'another reading of the same object asserted before the sleep did not see this one (endpoint 2, then endpoint 1)',
      code: `test('maps root reports', async (t) => {\n  await mockNode.sendToController(frame(endpointReport));\n  await wait(100);\n  t.expect(node.getValue(values.endpoint(2))).toBe(true);\n  await mockNode.sendToController(frame(rootReport));\n  await wait(100);\n  t.expect(node.getValue(values.endpoint(1))).toBe(true);\n});`,
      errors: [
        { messageId: 'sleepAsSignal', line: 3, data: { sleep: 'wait(100)', verb: 'asserts', step: 't.expect(node.getValue(values.endpoint(2))).toB…' } },
        { messageId: 'sleepAsSignal', line: 6 },
      ],
    },
    {
      name: 'a read between the assertions after the sleep keeps the run: an absence, then a value that must have come',
      code: `test('discards unsupported reports', async (t) => {\n  await mockNode.sendToController(frame(report));\n  await wait(200);\n  const temperature0 = node.getValue(sensor.id);\n  t.expect(temperature0).toBeUndefined();\n  const temperature1 = node.getValue(sensor.endpoint(1));\n  t.expect(temperature1).toBe(25.12);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a comment that waits for a function to be called, a zero-length tick, then a check of what it did',
      code: `it('shows a loading preview', async () => {\n  manager.findAndEnrichUrls('Check out https://example.com');\n  // Wait for the debounced function to be called\n  await new Promise((resolve) => setTimeout(resolve, 0));\n  expect(manager.loadingPreviews.length).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a sleep helper with a unit or Async in its name on any receiver (helper.delayAsync)',
      code: `const helper = require('./test-helper');\nit('opens remote connections', async () => {\n  await client.connect();\n  await helper.delayAsync(500);\n  assert.strictEqual(client.hosts.get(address).pool.connections.length, 2);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'helper.delayAsync(500)', verb: 'asserts', step: 'assert.strictEqual(client.hosts.get(address).po…' } }],
    },
    {
      name: 'the same assertion before the sleep, but with an action between them: the sleep waits for that action',
      code: `it('grows the pool', async () => {\n  assert.strictEqual(pool.coreConnectionsLength, pool.connections.length);\n  pool.coreConnectionsLength = 6;\n  await helper.delayAsync(100);\n  assert.strictEqual(pool.coreConnectionsLength, pool.connections.length);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a count emptied by hand, then acted on: the earlier check of it says nothing about the new count',
      code: `it('limits loops', async () => {\n  timeoutLoop();\n  await new Promise((resolve) => setTimeout(resolve, 100));\n  expect(loopCount).toBe(10);\n  loopCount = 0;\n  timeoutLoop();\n  await new Promise((resolve) => setTimeout(resolve, 100));\n  expect(loopCount).toBe(3);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }, { messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'the same assertion before the sleep, but one that acts (it runs a new worker each time): not "still the same"',
      code: `it('injects self', async () => {\n  expect(await testSelfWorker(new MySelfWorker())).toBeTruthy();\n  // wait for clear worker mod cache\n  await sleep(0);\n  expect(await testSelfWorker(new MySelfWorker())).toBeTruthy();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer whose callback first calls a helper named for a check, then releases what the test awaits',
      code: `it('waits for a returned connection', async () => {\n  const r1 = await pool.acquire({}, address);\n  setTimeout(() => {\n    expectNumberOfAcquisitionRequests(pool, address, 1);\n    ignore(r1.close());\n  }, 1000);\n  const r2 = await pool.acquire({}, address);\n  expect(r2).toBe(r1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'expectNumberOfAcquisitionRequests(pool, address…' } }],
    },
    {
      name: "a timer in a promise executor whose callback checks with Vitest's own assert export",
      code: `import { assert, test } from 'vitest';\ntest('fills the pool', async () => {\n  const pool = createPool({ connectionLimit: 2 });\n  await new Promise((resolve, reject) => {\n    setTimeout(() => {\n      assert.equal(pool.totalConnections(), 2);\n      pool.end().then(resolve, reject);\n    }, 500);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'assert.equal(pool.totalConnections(), 2);' } }],
    },
    {
      name: 'a promise settled by `new setTimeout(resolve, n)` is the same sleep',
      code: `it('reconnects', async () => {\n  proxy.resume();\n  await new Promise((resolve) => new setTimeout(resolve, 500));\n  const conn = await cluster.getConnection('node*');\n  expect(conn).toBeDefined();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer whose comment waits for a table to be created, then consumes',
      code: `it('consumes', (done) => {\n  const limiter = new RateLimiterSQLite({ storeClient: db, tableName: 'limits', points: 2 });\n  // Wait for table creation\n  setTimeout(() => {\n    limiter.consume(key).then((res) => { expect(res.consumedPoints).to.equal(1); done(); });\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer that starts the next step of async.series: that step reads what the sleep hoped was written',
      code: `it('traces a query', (done) => {\n  let traceId;\n  async.series([\n    function executeQuery(next) {\n      client.execute(query, [], { traceQuery: true }, (err, result) => {\n        traceId = result.info.traceId;\n        setTimeout(next, 1500);\n      });\n    },\n    function getTrace(next) {\n      client.metadata.getTrace(traceId, (err, trace) => {\n        assert.ok(trace.events.length);\n        next();\n      });\n    },\n  ], done);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: 'client.metadata.getTrace(traceId, (err, trace) …' } }],
    },
    {
      name: 'JS-style waterfall: the last step\'s timer starts the final callback, which asserts',
      code: `it('retains', (done) => {\n  async.waterfall([\n    function (cb) { client.publish(message, cb); },\n    function (cb) { setTimeout(cb, 100); },\n  ], function () {\n    expect(store.retained).to.have.length(1);\n    done();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a run of ticks before an assertion is one report that spans the run',
      code: `it('shows the error', async () => {\n  reject();\n  await new Promise((r) => setTimeout(r));\n  await new Promise((r) => setTimeout(r));\n  await new Promise((r) => setTimeout(r));\n  expect(root.innerHTML).toBe('<div>Error</div>');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, endLine: 5, data: { sleep: 'new Promise((r) => setTimeout(r))', verb: 'asserts', step: "expect(root.innerHTML).toBe('<div>Error</div>');" }, suggestions: [] }],
    },
    // --- Shapes met in callback-style and AVA suites ---
    {
      name: 'a timer whose handle the test returns to the framework (compiled CoffeeScript) is still the callback form',
      code: `describe('.removeFile()', () =>\n  it('aborts the upload', function (done) {\n    dropzone.addFile(mockFile);\n    return setTimeout(function () {\n      mockFile.status.should.equal(Dropzone.UPLOADING);\n      done();\n    }, 10);\n  }));`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'mockFile.status.should.equal(Dropzone.UPLOADING…' } }],
    },
    {
      name: 'a timer returned from another timer\'s callback is the callback form too',
      code: `it('removes the style', (done) => {\n  render(fragment);\n  setTimeout(() => {\n    rerender(fragment);\n    return setTimeout(() => {\n      expect(fragment.children.length).toBe(1);\n      done();\n    });\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'expect(fragment.children.length).toBe(1);' } }],
    },
    {
      name: 'a checking timer that is a promise executor\'s whole body is the callback form',
      code: `it('starts the transition', async () => {\n  s.transition();\n  await new Promise((resolve) => setTimeout(() => {\n    assert.strictEqual(root.__transition.state, STARTED);\n    resolve();\n  }, 10));\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'assert.strictEqual(root.__transition.state, STA…' } }],
    },
    {
      name: 'a sleep in a script the test runs in the page (page.evaluate) is the test\'s own step',
      code: `test('re-creates the sync style', async ({ page }) => {\n  await expect(page.evaluate(async () => {\n    const style = document.querySelector('.style');\n    style.nextSibling.remove();\n    await new Promise((resolve) => setTimeout(resolve, 10));\n    return style.nextSibling.classList.contains('sync');\n  })).resolves.toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a timer in the callback of a wait whose promise nobody takes (a continuation, run once when ready) is the test\'s own step',
      code: `function waitForViewer(handler, count = 0) {\n  if (viewer.isOpen()) handler();\n  else if (count < 50) setTimeout(() => waitForViewer(handler, count + 1), 100);\n}\nit('places the overlay', function (done) {\n  waitForViewer(function () {\n    viewer.updateOverlay('overlay', location, Placement.CENTER);\n    setTimeout(function () {\n      assert.equal(overlayPosition(), 'center');\n      done();\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8 }],
    },
    {
      name: 'a page script that returns what the test then asserts: the return hands the value to the steps after the call',
      code: `${SLEEP_JS}it('clicks', async () => {\n  const text = await page.evaluate(async () => { document.querySelector('button').click(); await sleep(100); return document.body.textContent; });\n  expect(text).toBe('clicked');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'sleep(100)', verb: 'asserts', step: "expect(text).toBe('clicked');" } }],
    },
    {
      name: 'a page script whose one statement returns a promise settled by a timer that reads the page: the test asserts what it read',
      code: `test('fires both events', async ({ page }) => {\n  const result = await page.evaluate(() => {\n    return new Promise((resolve) => {\n      window.seen = [];\n      oc.events.on('x', (e) => window.seen.push(e));\n      oc.events.fire('x');\n      setTimeout(() => {\n        resolve({ count: window.seen.length });\n      }, 10);\n    });\n  });\n  expect(result.count).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7, data: { sleep: 'setTimeout(() => { resolve({ count: window.seen…', verb: 'asserts', step: 'expect(result.count).toBe(1);' } }],
    },
    {
      name: 'a page script that sets up, then returns a promise a timer settles, is awaited through that promise',
      code: `test('fires the event', async ({ page }) => {\n  const count = await page.evaluate(() => {\n    window.seen = [];\n    oc.events.on('x', (e) => window.seen.push(e));\n    return new Promise((resolve) => {\n      oc.events.fire('x');\n      setTimeout(() => resolve(window.seen.length), 10);\n    });\n  });\n  expect(count).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'a page script that is only a sleep is judged by the steps after the call',
      code: `it('renders', async () => {\n  await page.click('#go');\n  await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));\n  expect(await page.$eval('#out', (el) => el.textContent)).toBe('done');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a test body wrapped in Angular\'s waitForAsync is the test\'s own, not a wait\'s re-run check',
      code: `${SLEEP}it('shows the message', waitForAsync(async () => {\n  component.load();\n  await sleep(500);\n  expect(component.message).toBe('loaded');\n}));`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a checking timer in the executor of a promise that waits for an event runs once: not a poll interval',
      code: `it('keeps one connection', async () => {\n  server.start();\n  await new Promise((resolve) => {\n    client.once('close', resolve);\n    setTimeout(() => { expect(server.connections).toBe(1); client.close(); }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a timer whose callback logs the retry count is no backoff: only what the sleep is handed counts',
      code: `it('processes', function (done) {\n  this.retries(2);\n  queue.push(job);\n  setTimeout(() => { log('attempt', this.currentRetry()); expect(queue.processedCount).toBe(1); done(); }, 300);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a value read anew after the sleep through a call (replica.latest()) is no reading kept before it',
      code: `${SLEEP}it('replicates', async () => {\n  const replica = connectReplica(db);\n  await db.save(post);\n  await sleep(500);\n  await db.touch(other);\n  expect(post.updatedAt).toEqual(replica.latest().updatedAt);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'd3\'s timeout imported from the d3 bundle is a callback timer too',
      code: `import { timeout } from 'd3';\nit('draws the bars', async () => {\n  chart.render();\n  await new Promise((resolve) => timeout(resolve, 60));\n  expect(chart.bars().length).toBe(3);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'd3-timer\'s timeout is a callback timer like setTimeout',
      code: `import { timeout } from 'd3-timer';\nit('ends the transition', async () => {\n  s.transition().duration(50);\n  await new Promise((resolve) => timeout(resolve, 60));\n  assert.strictEqual(s.node().__tween.ended, true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'new Promise((resolve) => timeout(resolve, 60))', verb: 'asserts', step: 'assert.strictEqual(s.node().__tween.ended, true…' } }],
    },
    {
      name: "es6-sleep's promise export is a sleep, whatever it is renamed to",
      code: `import { promise as sleep } from 'es6-sleep';\nit('processes the document', async () => {\n  await cron.start();\n  await sleep(300);\n  expect(processed).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'open-wc\'s aTimeout is a sleep',
      code: `import { aTimeout, expect } from '@open-wc/testing';\nit('resolves the toast', async () => {\n  clickOnElement(closeButton);\n  await aTimeout(10);\n  expect(toastResolved).to.be.true;\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'aTimeout(10)', verb: 'asserts', step: 'expect(toastResolved).to.be.true;' } }],
    },
    {
      name: 'a timeout a beforeEach sets for every test is a safety net: a test sleeping near it still waits for a signal',
      code: `describe('auth', () => {\n  let client;\n  beforeEach(() => { client = create({ hostname: 'localhost', ackTimeout: 200 }); });\n  it('authenticates', async () => {\n    client.login();\n    await wait(100);\n    assert.equal(client.authState, 'authenticated');\n  });\n});\nfunction wait(ms) { return new Promise((r) => setTimeout(r, ms)); }`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'wait(100)', verb: 'asserts', step: "assert.equal(client.authState, 'authenticated');" } }],
    },
    {
      name: 'ava-spec: the it a describe hands in declares tests, and t.is on its context asserts',
      code: `const { describe } = require('ava-spec');\nconst delay = (ms) => new Promise((r) => setTimeout(r, ms));\ndescribe('queue', (it) => {\n  it('processes', async (t) => {\n    queue.add(1);\n    await delay(50);\n    t.is(spy.callCount, 1);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'delay(50)', verb: 'asserts', step: 't.is(spy.callCount, 1);' } }],
    },
    {
      name: 'a timer whose step reads in callback style and asserts what it read; the report marks the timer, not its body',
      code: `test('dateFile', (t) => {\n  logger.info('This should be in the file.');\n  setTimeout(() => {\n    fs.readFile(testFile, 'utf8', (err, contents) => {\n      t.match(contents, 'This should be in the file');\n      t.end();\n    });\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, column: 3, endLine: 3, endColumn: 13, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "fs.readFile(testFile, 'utf8', (err, contents) =…" } }],
    },
    {
      name: 'a timer that keeps a reading in a variable, then asserts it: the reading is the dependent step',
      code: `test('configure', (t) => {\n  log4js.configure(config);\n  setTimeout(() => {\n    loadedFd = fs.readdirSync('/proc/self/fd').length;\n    t.equal(loadedFd, initialFd + 3);\n    t.end();\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "loadedFd = fs.readdirSync('/proc/self/fd').leng…" } }],
    },
    {
      name: '"wait for the file system to catch up" waits for a signal, even under a title that says not',
      code: `test('repeated configure does not increase the count', (t) => {\n  log4js.configure(config);\n  // wait for the file system to catch up\n  setTimeout(() => {\n    t.equal(fs.readdirSync('/proc/self/fd').length, loadedFd);\n    t.end();\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "JS: Node's promisify under another name, called on the spot (tape)",
      code: `const pify = require('util').promisify;\nconst tape = require('tape');\ntape('mentions', async (t) => {\n  db.publish({ type: 'post', mentions: [alice.id] });\n  await pify(setTimeout)(1000);\n  t.true(gotSpecialMention);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'pify(setTimeout)(1000)', verb: 'asserts', step: 't.true(gotSpecialMention);' } }],
    },
    {
      name: "a promise library's constructor settled by a timer (new RSVP.Promise)",
      code: `it('reports the error', async () => {\n  trigger();\n  await new RSVP.Promise((r) => setTimeout(r, 10));\n  expect(onerror).toHaveBeenCalled();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'new RSVP.Promise((r) => setTimeout(r, 10))', verb: 'asserts', step: 'expect(onerror).toHaveBeenCalled();' } }],
    },
    {
      name: 'under a removal title, the code\'s own list of calls (client.calls.length) emptied is the outcome, not a double\'s calls',
      code: `${SLEEP_JS}it('removes the pending calls', async () => {\n  client.cancelAll();\n  await sleep(100);\n  expect(client.calls.length).toBe(0);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'sleep(100)', verb: 'asserts', step: 'expect(client.calls.length).toBe(0);' } }],
    },
    {
      name: 'a duration another describe configures, inside the same loop over adapters, is not this test\'s setup',
      code: `${SLEEP_JS}describe('channels', () => {\n  for (const adapter of adapters) {\n    describe('retries', () => {\n      const broker = createBroker({ minIdleTime: 50 });\n      it('redelivers', async () => {\n        await broker.sendToChannel('fail', msg);\n      });\n    });\n    describe('publish', () => {\n      const broker = createBroker(adapter);\n      it('receives', async () => {\n        await broker.sendToChannel('topic', msg);\n        await sleep(200);\n        expect(handler).toHaveBeenCalledTimes(1);\n      });\n    });\n  }\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 14, data: { sleep: 'sleep(200)', verb: 'asserts', step: 'expect(handler).toHaveBeenCalledTimes(1);' } }],
    },
    {
      name: 'a duration set up in the other branch of an if is not this test\'s setup',
      code: `describe('cache', () => {\n  if (process.env.LEGACY) {\n    it('reads through', async () => {\n      cache.set('k', 1);\n      await sleep(150);\n      expect(store.get('k')).toBe(1);\n    });\n  } else {\n    const cache = createCache({ ttl: 100 });\n    it('expires', async () => {\n      cache.set('k', 1);\n      await sleep(150);\n      expect(cache.get('k')).toBe(1);\n    });\n  }\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a timeout option set in a describe body is a safety net like a hook\'s',
      code: `describe('auth', () => {\n  const client = create({ ackTimeout: 200 });\n  it('authenticates', async () => {\n    client.login();\n    await wait(300);\n    assert.equal(client.authState, 'authenticated');\n  });\n});\nfunction wait(ms) { return new Promise((r) => setTimeout(r, ms)); }`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'poku: describe and it from poku declare tests, strict from poku asserts',
      code: `import { describe, it, strict } from 'poku';\n${SLEEP}await describe('pool', async () => {\n  await it('releases', async () => {\n    pool.release(conn);\n    await sleep(100);\n    strict.equal(pool.free, 1);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(100)', verb: 'asserts', step: 'strict.equal(pool.free, 1);' } }],
    },
    {
      name: 'a runner of the suite the vocabulary does not know: its tests are test code, not callbacks handed away',
      code: `import { t } from './test.js';\nconst delay = (ms) => new Promise((r) => setTimeout(r, ms));\nt('listens', async () => {\n  const { unlisten } = await sql.listen('x', (v) => xs.push(v));\n  await sql.notify('x', 'a');\n  await delay(50);\n  await unlisten();\n  return ['a', xs.join('')];\n});\nt('connects', async () => {\n  return [1, 1];\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'delay(50)', verb: 'acts:', step: 'await unlisten();' } }],
    },
    {
      name: 'a listener without parameters that opens with a sleep is still the test\'s continuation',
      code: `${SLEEP}it('connects', (done) => {\n  client.on('connect', async () => {\n    await sleep(100);\n    expect(client.subscriptions).toHaveLength(1);\n    done();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a file with tests keeps its top-level code as test code',
      code: `${SLEEP}await start();\nawait sleep(100);\nexpect(server.ready).toBe(true);\nit('x', () => {});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a runner the vocabulary does not know (hapi lab): its tests are found by their shape, and its sleeps judged',
      code: `const Lab = require('@hapi/lab');\nconst { describe, it } = exports.lab = Lab.script();\ndescribe('client', () => {\n  it('reconnects', async () => {\n    client.disconnect();\n    await Hoek.wait(100);\n    expect(client.connects).to.equal(3);\n  });\n  it('closes', async () => {});\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'Hoek.wait(100)', verb: 'asserts', step: 'expect(client.connects).to.equal(3);' } }],
    },
    {
      name: 'a timer handing a setup hook its done ends the hook: the tests after it depend on it',
      code: `describe('client', () => {\n  beforeEach((done) => {\n    client.connect();\n    setTimeout(done, 100);\n  });\n  it('is connected', () => {\n    expect(client.connected).toBe(true);\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 4, column: 5, endColumn: 26, data: { sleep: 'setTimeout(…)' } }],
    },
    {
      name: 'a timer handing a setup hook its done at the end of the callback of the hook\'s last action (describe chosen by a condition)',
      code: `(process.platform === 'win32' ? describe.skip : describe)('with redis', function () {\n  before(function (done) {\n    sockets[0].post('/blast', function (data, res) {\n      if (res.error) return done(res.error);\n      return setTimeout(done, 200);\n    });\n  });\n  it('reaches every instance', function () {\n    assert(sockets.every((socket) => socket.received.length === 1));\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 5, data: { sleep: 'setTimeout(…)' } }],
    },
    {
      name: 'a test that only hands its done to a timer holds back the tests after it',
      code: `describe('e2e', () => {\n  it('produces', (done) => { producer.send(messages, done); });\n  it('gives kafka some time', (done) => {\n    setTimeout(done, 2500);\n  });\n  it('consumes', async () => {\n    expect(await consumer.read()).toHaveLength(3);\n  });\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 4, data: { sleep: 'setTimeout(…)' } }],
    },
    {
      name: 'a test that only returns a timer handed its done, in a nested describe after it too',
      code: `describe('queue', function () {\n  it('wait 100ms', function (done) {\n    return setTimeout(done, 100);\n  });\n  describe('then', function () {\n    it('receives the message', function () {\n      assert.equal(received.length, 1);\n    });\n  });\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 3 }],
    },
    {
      name: 'a test that only awaits a sleep, written as an arrow\'s expression body',
      code: `it('indexes', async () => {\n  await client.index(docs);\n});\nit('waits for the index refresh', () => new Promise((resolve) => setTimeout(resolve, 1000)));\nit('finds the documents', async () => {\n  expect(await client.search('x')).toHaveLength(2);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 4, data: { sleep: 'new Promise((resolve) => setTimeout(resolve, 10…' } }],
    },
    {
      name: 'a test that only hands its done to a timer, written as an arrow\'s expression body',
      code: `it('gives kafka some time', (done) => setTimeout(done, 2500));\nit('consumes', async () => {\n  expect(await consumer.read()).toHaveLength(3);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 1 }],
    },
    {
      name: 'a test whose promise only starts its timer, in a block, holds back the tests after it',
      code: `it('waits for the index refresh', async () => {\n  await new Promise((resolve) => {\n    setTimeout(() => resolve(undefined), 1000);\n  });\n});\nit('finds the documents', async () => {\n  expect(await client.search('x')).toHaveLength(2);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 2 }],
    },
    {
      name: 'a test whose timer only calls its done holds back the tests after it',
      code: `it('waits', (done) => {\n  setTimeout(() => done(), 100);\n});\nit('reads', () => {\n  expect(x).toBe(1);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 2 }],
    },
    {
      name: 'a helper of the file that ends with a sleep: the test awaiting it goes on right after the sleep',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('delivers', async () => {\n  await publish('x');\n  expect(received).toEqual(['x']);\n});`,
      errors: [{ messageId: 'sleepEndsHelper', line: 4, data: { sleep: 'sleep(100)', call: "publish('x')", verb: 'asserts', step: "expect(received).toEqual(['x']);" } }],
    },
    {
      name: 'a timer in a ready callback whose only check is a nock scope\'s done() is the test\'s continuation',
      code: `const nock = require('nock');\nlet api;\nbeforeEach(() => { api = nock('http://broker').post('/command').reply(200); });\nit('publishes the command', (done) => {\n  client.connect(() => {\n    client.send(command);\n    setTimeout(() => {\n      api.done();\n      done();\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'api.done();' } }],
    },
    {
      name: 'a named function expression kept in a const that ends with a sleep is followed by its const name',
      code: `${SLEEP}const publish = async function send(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n};\nit('delivers', async () => {\n  await publish('x');\n  expect(received).toEqual(['x']);\n});`,
      errors: [{ messageId: 'sleepEndsHelper', line: 4, data: { sleep: 'sleep(100)', call: "publish('x')", verb: 'asserts', step: "expect(received).toEqual(['x']);" } }],
    },
    {
      name: 'back-to-back awaited calls of a helper that ends with a sleep are judged at the last one',
      code: `${SLEEP}async function publish(msg: string) {\n  client.publish(msg);\n  await sleep(100);\n}\nit('delivers both', async () => {\n  await publish('x');\n  await publish('y');\n  expect(received).toEqual(['x', 'y']);\n});`,
      errors: [{ messageId: 'sleepEndsHelper', line: 4, data: { sleep: 'sleep(100)', call: "publish('y')", verb: 'asserts', step: "expect(received).toEqual(['x', 'y']);" } }],
    },
    {
      name: 'a test that only sleeps before tests that check an absence, reported as a guard when asked',
      code: `${SLEEP}it('waits', async () => {\n  await sleep(200);\n});\nit('should not receive the message', () => {\n  expect(received).toHaveLength(0);\n});`,
      options: [{ reportNegativeGuards: true }],
      errors: [{ messageId: 'negativeGuardBeforeTests', line: 3, data: { sleep: 'sleep(200)', test: "'should not receive the message'" } }],
    },
    {
      name: 'a hook\'s timer before tests that check an absence, reported as a guard when asked',
      code: `describe('after leaving', function () {\n  before(function (done) {\n    sockets[0].post('/broadcast', function () {\n      setTimeout(done, 200);\n    });\n  });\n  it('no socket should receive the message', function () {\n    assert(!sockets[0].received);\n  });\n  it('counts nothing', function () {\n    assert.equal(adminMessages, 0);\n  });\n});`,
      options: [{ reportNegativeGuards: true }],
      errors: [{ messageId: 'negativeGuardBeforeTests', line: 4, data: { sleep: 'setTimeout(…)', test: "'no socket should receive the message'" } }],
    },
    {
      name: 'a hook\'s timer before a nested describe whose own hook acts: the sleep comes before that action',
      code: `describe('after leaving', function () {\n  before(function (done) {\n    sockets[0].put('/room/leave', function () {\n      setTimeout(done, 200);\n    });\n  });\n  describe('and a broadcast', function () {\n    before(function (done) {\n      sockets[1].post('/broadcast', done);\n    });\n    it('should not reach the socket that left', function () {\n      assert(!sockets[0].received);\n    });\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 4 }],
    },
    {
      name: 'a test function chosen by a variable (const describeIf = cond ? describe : describe.skip): its tests are test code',
      code: `${SLEEP}const describeIf = process.env.REDIS ? describe : describe.skip;\ndescribeIf('queue', () => {\n  it('stores the row', async () => {\n    queue.add(job);\n    await sleep(100);\n    expect(rows).toHaveLength(1);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'the test\'s own setInterval is a fake peer\'s rhythm, not a duration the code was configured with',
      code: `${SLEEP}it('receives', async () => {\n  setInterval(() => peer.emit('tick'), 50);\n  await sleep(75);\n  expect(received).toHaveLength(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a value read by a quoted name that ends in At is not a file time: the sleep waits for the renewal',
      code: inTest(`await session.fetch();\nawait sleep(1000);\nawait session.fetch();\nexpect(session.get('expiresAt') > expiry).toBeTrue();`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'absence after the sleep of something a member of which was checked before it: it was there, the test waits for it to go',
      code: inTest(`pusher.unsubscribe(name);\nexpect(pusher.channel(name).subscriptionCancelled).toEqual(true);\nawait sleep(5000);\nexpect(pusher.channel(name)).toBe(undefined);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'the same request again after a mere tick: no window is that short, the repeat reads what the first one left (a kept-alive socket)',
      code: inTest(`let response = await fetch(url);\nassert(response.ok);\nawait sleep(1);\nresponse = await fetch(url);\nassert(diagnostics.socket.handledRequests > 1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a rhythm of act and sleep that closes with a request checking its own answer: each sleep hopes the act was handled',
      code: inTest(`await request(app).get('/watch').expect(200);\nawait sleep(5000);\nfs.writeFileSync(file, 'aaa');\nawait sleep(5000);\nawait request(app).get('/count').expect(200).expect((res) => assert(Number(res.text) > 0));`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }, { messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a sleep ending an after hook that closed something is reported as pacing when only pacing is asked for',
      code: `${SLEEP}afterEach(async () => {\n  await server.close();\n  await sleep(100);\n});`,
      options: [{ reportPacing: true }],
      errors: [{ messageId: 'pacing', line: 4 }],
    },
    {
      name: "a test's own body holding a lock while contenders queue: the sleep waits for them (not simulated work)",
      code: `${SLEEP}it('acquires in FIFO order', async () => {\n  const releaser = await mutex.acquire();\n  const p1 = (async () => { const r = await mutex.acquire(); order.push(1); await r.release(); })();\n  await sleep(300);\n  await releaser.release();\n  await p1;\n  assert.deepStrictEqual(order, [1]);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: "a suite's helper named like a wait that declares its own delay and awaits it (`waitFor(50)` from ./support/wait-for) is a sleep",
      filename: beside('a.test.ts'),
      code: `import { waitFor } from './support/wait-for';\nit('rejects invalid data', async () => {\n  client.emit('create', { name: 1 });\n  await waitFor(50);\n  expect(errorSpy).toHaveBeenCalled();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'waitFor(50)', verb: 'asserts', step: 'expect(errorSpy).toHaveBeenCalled();' } }],
    },
    {
      name: 'a URL other than the one the test visited is where the page is to go: a signal',
      code: `import { visit, click, currentURL } from '@ember/test-helpers';\n${SLEEP}test('goes to the reviews', async function (assert) {\n  await visit('/entries/1');\n  click('[data-test-reviews-link]');\n  await sleep(50);\n  assert.strictEqual(currentURL(), '/reviews');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a file named only test.ts tests its package: a class of another name handed a number is no setting of the unit',
      filename: underFixture('package-unit', 'source', 'test.ts'),
      code: `import { Worker } from './worker';\n${SLEEP}it('works', async () => {\n  const worker = new Worker(1000);\n  worker.start();\n  await sleep(1500);\n  expect(worker.done).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'an array a callback fills, checked by its length in a comparison, depends on the background',
      code: `import assert from 'node:assert';\n${SLEEP}it('hears the data', async () => {\n  const datas = [];\n  client.on('data', (d) => datas.push(d));\n  await client.getData(path);\n  await sleep(500);\n  assert(datas.length === 2);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: "a runner's namespace imported as Test from a package the vocabulary does not know (`Test.it`), with its Assert",
      code: `import { Async, Test, Assert } from '@sinclair/carbon';\nTest.describe('Worker', () => {\n  Test.it('echoes', async () => {\n    worker.send(input);\n    await Async.delay(100);\n    Assert.isEqual(input, output);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'Async.delay(100)', verb: 'asserts', step: 'Assert.isEqual(input, output);' } }],
    },
    {
      name: "TypeMoq: a mock's verify with a count is a check on what the code called in the background",
      code: `import * as TypeMoq from 'typemoq';\nit('executes the action when the condition holds', (done) => {\n  const action = TypeMoq.Mock.ofType<Action>();\n  new ConditionAction(condition, action.object).execute();\n  setTimeout(() => {\n    action.verify((a) => a.execute(), TypeMoq.Times.once());\n    done();\n  }, 10);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'an emptiness check of the same reading taken again under a new name, seen holding one before the sleep, is the outcome (under a title that names no removal)',
      code: `${SLEEP}it('updates the feeds', async () => {\n  const items = await feed.getItems(0, 5);\n  expect(items.length).toBe(1);\n  await manager.removeActivity(user, activity);\n  await sleep(2500);\n  const items2 = await feed.getItems(0, 5);\n  expect(items2.length).toBe(0);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'nodeunit: an exported test whose timer asserts on what the calls before it started (qnit style, nested groups)',
      code: `module.exports = {\n  beforeEach: function (done) { server.listen(1337, done); },\n  'handler': {\n    'invokes the method': function (t) {\n      for (var i = 0; i < 3; i++) client.call('ping');\n      setTimeout(function () {\n        t.equal(pingCount, 3);\n        t.done();\n      }, 5);\n    },\n  },\n};`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 't.equal(pingCount, 3);' } }],
    },
    {
      name: "nodeunit: a test exported by name (`exports.testX = function (test) { …; test.done() }`)",
      code: `exports.testRestart = function (test) {\n  client.start();\n  setTimeout(function () {\n    test.equal(client.queued.length, 4);\n    test.done();\n  }, 500);\n};`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: "nodeunit: a test exported under a string key (`module.exports['x'] = (test) => …`)",
      code: `module.exports['sends the reply'] = (test) => {\n  server.handle(request);\n  setTimeout(() => {\n    test.ok(socket.written.length > 0);\n    test.done();\n  }, 20);\n};`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer that only ends something is reported as pacing when asked',
      code: `it('aborts', () => {\n  const controller = new AbortController();\n  setTimeout(() => controller.abort(), 20);\n  return expect(fetch(url, { signal: controller.signal })).rejects.toThrow('aborted');\n});`,
      options: [{ reportPacing: true }],
      errors: [{ messageId: 'pacing', line: 3 }],
    },
    {
      name: 'a timer that ends something inside a callback that checks is judged as usual',
      code: `it('flushes on shutdown', (done) => {\n  logger.info('a');\n  setTimeout(() => {\n    log4js.shutdown(() => {\n      assert.equal(recorder.replay().length, 1);\n      done();\n    });\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a reading after the sleep compared with another reading kept before it is an outcome',
      code: inTest(`const countBefore = await countRows('a');\nawait queue.add(job);\nawait sleep(50);\nconst countAfter = await countRows('b');\nexpect(countAfter).toEqual(countBefore);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a count made elsewhere than in the callback the timer sits in is judged as usual',
      code: `it('delivers', (done) => {\n  let calls = 0;\n  bus.on('message', () => { calls++; });\n  bus.publish('a');\n  setTimeout(() => {\n    assert.strictEqual(calls, 1);\n    done();\n  }, 50);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'Protractor\'s control flow: a browser.sleep statement holds the next command without an await',
      code: `describe('clicks', function () {\n  it('mirrors clicks', function () {\n    browser.get(url);\n    element(by.css('a')).click();\n    browser.sleep(500);\n    expect(browser.getCurrentUrl()).toContain('index.html');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'browser.sleep(500)', verb: 'asserts', step: "expect(browser.getCurrentUrl()).toContain('inde…" } }],
    },
    {
      name: 'a hook\'s timer before untitled tests that only check an absence is named by its place',
      code: `before(function (done) {\n  sockets[0].post('/broadcast', function () {\n    setTimeout(done, 200);\n  });\n});\nit(function () {\n  assert.equal(received.length, 0);\n});`,
      options: [{ reportNegativeGuards: true }],
      errors: [{ messageId: 'negativeGuardBeforeTests', line: 3, data: { sleep: 'setTimeout(…)', test: 'the test after it' } }],
    },
    {
      name: 'a Cucumber step that ends on a timer: the steps after it depend on it',
      code: `import { When } from 'cucumber';\nWhen(/^(.+) provides the RPC "([^"]*)"$/, (client, name, done) => {\n  rpc.provide(client, name);\n  setTimeout(done, defaultDelay);\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 4 }],
    },
    {
      name: 'absence asserted after the sleep of what was asserted present before it: the test waits for it to go',
      code: `it('does not keep alive', (done) => {\n  http.get({ agent, port }, (res) => {\n    res.on('end', () => {\n      assert(agent.sockets[name].length === 1);\n      setTimeout(() => {\n        assert(!agent.sockets[name]);\n        done();\n      }, 10);\n    });\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'assert(!agent.sockets[name]);' } }],
    },
    {
      name: 'absence under a title that says "destroy" is the outcome the test waits for',
      code: `it('should destroy all sockets when freeSockets is empty', (done) => {\n  http.get({ agent, port }).on('error', (err) => {\n    setTimeout(() => {\n      assert(!agent.sockets[name]);\n      done();\n    }, 10);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'reportNegativeGuards: a send after the receiver stopped is reported as a guard',
      code: `${SLEEP}it('unsubscribes', async () => {\n  sub.unsubscribe();\n  await pub.publish('x', 'b');\n  await sleep(50);\n  expect(received).toEqual(['a']);\n});`,
      options: [{ reportNegativeGuards: true }],
      errors: [{ messageId: 'negativeGuard', line: 5 }],
    },
    {
      name: 'a send after the receiver started (not stopped) is still waited on',
      code: `${SLEEP}it('subscribes', async () => {\n  sub.subscribe('x');\n  await pub.publish('x', 'b');\n  await sleep(50);\n  expect(received).toEqual(['b']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a file calling it(…) of a runner nobody resolves is a test file, not a program: its sleeps are judged',
      code: `${SLEEP}const { it } = runner();\nit('connects', async () => {\n  client.connect();\n  await sleep(100);\n  expect(client.connected).toBe(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'Japa: test inside test.group, with the assert the runner hands in',
      code: `import { test } from '@japa/runner';\n${SLEEP}test.group('serve', () => {\n  test('fails when bin/server.js is missing', async ({ assert }) => {\n    await command.exec();\n    await sleep(600);\n    assert.equal(command.exitCode, 1);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(600)', verb: 'asserts', step: 'assert.equal(command.exitCode, 1);' } }],
    },
    {
      name: 'a loop period set for every test (pollInterval in the describe body) is incidental: a sleep past it waits for the loop to act',
      code: `${SLEEP}describe('JobQueue', () => {\n  const { server } = createTestEnvironment({ jobQueueOptions: { pollInterval: 50 } });\n  it('starts running a job', async () => {\n    await adminClient.fetch(url);\n    await sleep(300);\n    const jobs = await getJobsInTestQueue();\n    expect(jobs.items[0].state).toBe('RUNNING');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'sleep(300)', verb: 'reads', step: 'const jobs = await getJobsInTestQueue();' } }],
    },
    {
      name: 'an async branch that is awaited is the test\'s own next step: its sleep is judged as usual',
      code: `${SLEEP}it('delivers', async () => {\n  queue.add(job);\n  await (async () => {\n    await sleep(200);\n    emitter.emit('checked');\n  })();\n  expect(received).toEqual(['a']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a detached async branch that sends right after a receiver started hopes it is ready, like such a timer',
      code: `${SLEEP}it('consumes', (done) => {\n  consumer.subscribe([topic]);\n  void (async () => {\n    await sleep(2000);\n    producer.send(topic, 'a');\n  })();\n  consumer.on('data', () => done());\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    // --- Exemptions reported on request ---
    {
      name: 'reportNegativeGuards reports a guard',
      code: inTest(`emit();\nawait sleep(100);\nexpect(spy).not.toHaveBeenCalled();`),
      options: [{ reportNegativeGuards: true }],
      errors: [{ messageId: 'negativeGuard' }],
    },
    {
      name: 'reportPollIntervals reports a poll interval',
      code: inTest(`while (!ready) await sleep(10);`),
      options: [{ reportPollIntervals: true }],
      errors: [{ messageId: 'pollInterval' }],
    },
    {
      name: 'reportTimeSemantics reports a configured duration',
      code: inTest(`const ttl = 100;\nconst cache = new Cache({ ttl });\nawait sleep(ttl * 2);\nexpect(cache.get('a')).toBe(1);`),
      options: [{ reportTimeSemantics: true }],
      errors: [{ messageId: 'timeSemantics' }],
    },
    {
      name: 'reportPacing reports a sleep in a processor',
      code: inTest(`const worker = new Worker('q', async () => { await sleep(100); });`),
      options: [{ reportPacing: true }],
      errors: [{ messageId: 'pacing' }],
    },
    {
      name: 'a listener taken off after the sleep, then something asserted present, is still a signal',
      code: inTest(`process.on('warning', onWarning);\nemit();\nawait sleep(100);\nprocess.removeListener('warning', onWarning);\nexpect(warnings).toHaveLength(1);`),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a trailing sleep after a callback that asserts but does not call the test\'s done still ends the test',
      code: `import { test } from '@japa/runner';\nimport { sleep } from '@julr/utils/misc';\ntest('publishes to the other bus', async ({ assert }, done) => {\n  bus1.subscribe('foo', (message: any) => {\n    assert.deepInclude(message, data);\n  });\n  await bus2.publish('foo', data);\n  await sleep(200);\n});`,
      errors: [{ messageId: 'sleepEndsTest' }],
    },
    {
      name: '"without" that names a setup ("without prefixes") does not make a value the test set a count',
      code: inTest(`await cache1.set({ key, value: 24 });\nawait sleep(100);\nassert.equal(await cache2.get({ key }), 24);`, 'synchronizes caches without prefixes'),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a whole number handed to a package sleep counts in milliseconds when the file hands it no fraction',
      code: `import { sleep } from '@deepkit/core';\ntest('dedupes', async () => {\n  const channel = queue.channel('users', { deduplicationInterval: '1s' });\n  await channel.produce({ id: 3 });\n  await sleep(1);\n  await channel.produce({ id: 3 });\n  expect(consumed).toBe(2);\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a sleep ending an after hook, after the hook closed something: the next tests count on it having let go',
      code: `${SLEEP}afterEach(async () => {
  await server.close();
  await sleep(100);
});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 4, data: { sleep: 'sleep(100)' } }],
    },
    {
      name: 'a timer handed the after hook\'s done in the callback of a teardown call (sails.lower)',
      code: `after(function (done) {
  sails.lower(function () { setTimeout(done, 100); });
});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 2 }],
    },
    {
      name: 'a Cucumber After hook that closes a server and ends on a timer holds the next scenario back',
      code: `import { After } from '@cucumber/cucumber';\nAfter((scenario, done) => {\n  server.close();\n  setTimeout(done, 100);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 4 }],
    },
    {
      name: 'a sleep before a web-first assertion that a count moved from one the test kept (.not.toHaveCount(initialLength)) is no guard: a change is an outcome',
      code: `import { test, expect } from '@playwright/test';\ntest('renders more items after hydration', async ({ page }) => {\n  const initialLength = await getItems(list).count();\n  await scrollTo(list, 1000);\n  await page.waitForTimeout(300);\n  await expect(getItems(list)).not.toHaveCount(initialLength);\n});`,
      errors: [{ messageId: 'sleepBeforeWait', line: 5 }],
    },
    {
      name: 'a sleep before an assertion that a list is not empty (.not.toHaveLength(0)): something arrived',
      code: `it('receives a message', async () => {\n  client.subscribe('news');\n  await sleep(100);\n  expect(received).not.toHaveLength(0);\n});\nconst sleep = (ms) => new Promise((r) => setTimeout(r, ms));`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer whose callback checks with chai\'s static should.exist(x) (after a debug print) is the test\'s signal, not a timer that stages an event',
      code: `const chai = require('chai');\nconst should = chai.should();\nconst debug = require('debug')('suite');\nit('fires the webhook', function (done) {\n  webHooks.trigger('hook1');\n  setTimeout(function () {\n    debug('outcome', OUTCOMES);\n    should.exist(OUTCOMES['/1/aaa']);\n    done();\n  }, 1000);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'a timer that is the whole body of an arrow handed as a callback (.end(() => setTimeout(() => { check; done() }, 100))) is the callback form',
      code: `it('has started the flow', function (done) {\n  let flowStarted = false;\n  events.on('flows:started', () => { flowStarted = true; });\n  helper.request().get('/status').expect(200)\n    .end(() => setTimeout(() => {\n      flowStarted.should.be.true();\n      done();\n    }, 100));\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a count the test raised itself (letters += 1) and asserts back at zero after the sleep waits for the consumer to bring it down, no guard',
      code: `const assert = require('assert');\nconst sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nlet letters = 0;\nbefore(() => consumer.subscribe('q', () => { letters -= 1; }));\nit('consumes the message', async () => {\n  letters += 1;\n  await producer.produce('q', { msg: 'x' });\n  await sleep(300);\n  assert.equal(letters, 0);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 8 }],
    },
    {
      name: 'a comment that calls the timer itself a timeout ("need a timeout since … might be called after") is no time semantics',
      code: `it('caches the response', function (done) {\n  request.get('/').end(function (err, res) {\n    // Need a timeout since the cache.set might be called a few\n    // milliseconds after the response has finished\n    setTimeout(() => {\n      expect(engine.set.calledOnce).to.equal(true);\n      done();\n    }, 100);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a cy.wait(n) in a Cypress Cucumber step (cypress-cucumber-preprocessor) before a click is the step\'s own signal',
      code: `import { Given } from 'cypress-cucumber-preprocessor/steps';\nGiven('the admin found the user', () => {\n  cy.get('.search').click();\n  cy.wait(5000);\n  cy.get('.result').click();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a cy.wait(n) in a step of @badeball/cypress-cucumber-preprocessor before a check of the page',
      code: `import { When } from '@badeball/cypress-cucumber-preprocessor';\nWhen('the wallet is made', () => {\n  cy.get('.create').click();\n  cy.wait(4000);\n  cy.get('.address').should('contain', '0x');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'a timer opening a response callback whose own callback checks is the test\'s next step, held back',
      code: `it('no open sockets remain after request', function (done) {\n  send_request({}, function (err, resp) {\n    setTimeout(function () {\n      get_active_sockets().length.should.eql(existing_sockets);\n      done();\n    }, 10);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'a timer handed the after hook\'s done as the body of a teardown callback (an arrow without braces)',
      code: `after((done) => {\n  sails.lower(() => setTimeout(done, 100));\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 2 }],
    },
    {
      name: 'a sleep ending an after hook after a close awaited through a promise\'s executor',
      code: `${SLEEP}afterEach(async () => {\n  await new Promise((resolve) => server.close(resolve));\n  await sleep(100);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepEndsTeardown', line: 4 }],
    },
    {
      name: 'under .each the last parameter is a table value, not done: a trailing sleep still holds the test open for the callback',
      code: `${SLEEP}it.each([['json', JSON.parse]])('%s parses', async (name, parse) => {\n  stream.on('data', (d) => { expect(parse(d)).toEqual({ a: 1 }); });\n  stream.write('{"a":1}');\n  await sleep(100);\n});`,
      errors: [{ messageId: 'sleepEndsTest', line: 5 }],
    },
    {
      name: '"without" before a setup that ends in -ing ("without batching") makes no count title',
      code: inTest(`await client.get('/a');\nawait sleep(100);\nexpect(fetchCount).toBe(1);`, 'serves without batching'),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a package known to count in milliseconds (delay) is not read in seconds, whatever fraction the file hands it',
      code: `import delay from 'delay';\nit('settles', async () => {\n  start();\n  await delay(0.5);\n});\nit('reads', async () => {\n  const cache = new Cache({ ttl: 1000 });\n  cache.set('a', 1);\n  await delay(1);\n  expect(cache.get('a')).toBe(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 9 }],
    },
    {
      name: 'QUnit: a timer in a test a function the suite exports declares (import { test } from \'qunit\')',
      code: `import { test } from 'qunit';\nexport default function () {\n  test('loads a component from a promise', (t) => {\n    const done = t.async();\n    new Ractive({ target: fixture, components: { cmp: Promise.resolve(Cmp) } });\n    setTimeout(() => {\n      t.equal(fixture.innerHTML, 'hello');\n      done();\n    });\n  });\n}`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'QUnit: a promise sleep in QUnit.test on the global',
      code: `QUnit.module('tooltip', function () {\n  QUnit.test('shows', async function (assert) {\n    element.trigger('mouseover');\n    await new Promise((r) => setTimeout(r, 100));\n    assert.ok($('.ui-tooltip').is(':visible'));\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'QUnit: a counter declared beside `assert.async()` has seen nothing; its count after the timer is the outcome',
      code: `QUnit.test('validation triggered on checkbox', function (assert) {\n  var triggeredEvents = 0, done = assert.async();\n  $('#form').validate({ onclick: function () { triggeredEvents++; } });\n  $('#form :checkbox').trigger('click');\n  setTimeout(function () {\n    assert.equal(triggeredEvents, 1);\n    done();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a snapshot after the sleep reads the outcome, though the same snapshot line came right before it (each compares with its own picture)',
      code: `const later = (t = 0) => new Promise((r) => setTimeout(r, t));\ntest('loads lazily', async () => {\n  const wrapper = mount(Cascader, { props: { lazy: true, lazyLoad } });\n  expect(wrapper.html()).toMatchSnapshot();\n  await later(60);\n  expect(wrapper.html()).toMatchSnapshot();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'a snapshot is no presence check: under a title that says "not" it still reads the outcome',
      code: inTest(`wrapper.setProps({ modelValue: [] });\nawait sleep(20);\nexpect(wrapper.html()).toMatchSnapshot();`, "does not keep the old path"),
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'a capture a callback fills, asserted to hold 0 after the sleep: the callback ran (not a count of zero)',
      code: inTest(`let value;\nrender(<Demo onSubmit={(v) => { value = v.value; }} />);\nfireEvent.submit(form);\nawait sleep(10);\nexpect(value).toBe(0);`),
      filename: 'form.test.tsx',
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'absence of what an optional chain read a member of before the sleep: the test waits for it to go',
      code: inTest(`fireEvent.change(input, { target: { value: '1' } });\nawait sleep(10);\nexpect(form.getFieldsError()?.number?.message).toBe('too small');\nfireEvent.change(input, { target: { value: '9' } });\nawait sleep(10);\nexpect(form.getFieldsError()).toEqual({});`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }, { messageId: 'sleepAsSignal', line: 7 }],
    },
    {
      name: 'null checks alone are no comparison of timestamps: the write after the sleep is a signal',
      code: inTest(`await store(execute, { id, version: 1 });\nawait sleep(10);\nawait store(execute, { id, version: 2 });\nconst after = await timestamps(execute, { id });\nassertDeepEqual(after.createdAt !== null && after.version === 2, true);`),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: '@hapi/lab: a before hook with options that only sleeps, before hooks and tests that read the cluster',
      code: `const lab = exports.lab = require('@hapi/lab').script();\nconst { experiment, before, it } = lab;\nconst { expect } = require('@hapi/code');\nexperiment('replication', () => {\n  before((done) => { nodes.forEach((node) => node.start()); done(); });\n  before({ timeout: 5000 }, (done) => setTimeout(done, 4000));\n  it('has a leader', () => {\n    expect(nodes.find((node) => node.is('leader'))).to.exist();\n  });\n});`,
      errors: [{ messageId: 'sleepBeforeTests', line: 6 }],
    },
    {
      name: 'a file named for a sleep helper it declares itself does not test that sleep: the sleep is judged as usual',
      filename: 'test/delay.spec.ts',
      code: `const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));\nit('publishes', async () => {\n  queue.publish('a');\n  await delay(100);\n  expect(received).toEqual(['a']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'the same sleep in a file named for something else is judged as usual',
      filename: 'framework/tests/unit/queue.spec.ts',
      code: `import delay from '../../src/delay';\ntest('publishes', async () => {\n  queue.publish('a');\n  await delay(100);\n  expect(received).toEqual(['a']);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "a title word that only starts like a time word (intervention, not interval) says nothing about time",
      code: inTest(`emit();\nawait sleep(50);\nexpect(list.items).toHaveLength(1);`, 'adds an intervention'),
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: "React's act handed a sleep helper of the file runs it, with its default length, before the assertion",
      code: `import { act, render } from '@testing-library/react';\nfunction resolveAfter(time = 5) {\n  return new Promise<void>((resolve) => setTimeout(resolve, time));\n}\nit('unmounts', async () => {\n  const container = render(Listener);\n  await act(resolveAfter);\n  container.unmount();\n  await act(resolveAfter);\n  expect(removed).toHaveBeenCalled();\n});`,
      errors: [
        { messageId: 'sleepAsSignal', line: 7, data: { sleep: 'act(resolveAfter)', verb: 'acts:', step: 'container.unmount();' } },
        { messageId: 'sleepAsSignal', line: 9, data: { sleep: 'act(resolveAfter)', verb: 'asserts', step: 'expect(removed).toHaveBeenCalled();' } },
      ],
    },
    {
      name: "a sleep helper imported from the project's root (Vite's /test/util) is judged by its definition there",
      filename: join(__dirname, 'fixtures', 'root-imports', 'test', 'unit', 'buttons.test.ts'),
      code: `import { nextTick } from '/test/util';\nit('bolds the text', async () => {\n  toolbar.find('.bold').trigger('click');\n  await nextTick();\n  expect(editable.html()).toBe('<p><b>hello</b></p>');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'nextTick()', verb: 'asserts', step: "expect(editable.html()).toBe('<p><b>hello</b></…" } }],
    },
    {
      name: "a method of a helper class in the suite's test folder, on a variable typed as that class (made by a method of it), is judged by its definition",
      filename: join(__dirname, 'fixtures', 'test-folder-class', 'test', 'apps', 'basics', 'a.test.ts'),
      code: `import * as assert from 'assert';\nimport { AppRunner } from '../AppRunner';\ndescribe('basics', () => {\n  let r: AppRunner;\n  before(async () => {\n    r = await new AppRunner().start();\n  });\n  it('navigates', async () => {\n    await page.click('a[href="bar"]');\n    await r.wait();\n    assert.equal(await r.text('h1'), 'bar');\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 10, data: { sleep: 'r.wait()', verb: 'acts and asserts', step: "assert.equal(await r.text('h1'), 'bar');" } }],
    },
    {
      name: 'ignoreDurationsBelowMs still reports a longer sleep',
      code: inTest(`emit();\nawait sleep(50);\nexpect(x).toBe(1);`),
      options: [{ ignoreDurationsBelowMs: 10 }],
      errors: [{ messageId: 'sleepAsSignal' }],
    },
  ],
});

javascriptTester().run(`${RULE_NAME} (JavaScript)`, rule, {
  valid: [
    { name: 'JS: a global helper the test never has filled (no setup file loaded) is judged by its name: `helpers.later(n)` is no sleep name', filename: beside('a.test.js'), code: `it('x', async () => { emit(); await helpers.later(100); expect(got).to.equal(true); });` },
    { name: "JS: a member of a global a required setup file fills that is no sleep (`helpers.nextTick()`)", filename: beside('a.test.js'), code: `require('./cjs/test-env');\nit('x', async () => { emit(); await helpers.nextTick(); expect(got).to.equal(true); });` },
    { name: 'JS: a helper module\'s sleep counting in seconds (1000 * sec) is read in milliseconds: laterSeconds(7) outlasts a 5 s validity', filename: beside('a.test.js'), code: `const { laterSeconds } = require('./cjs/helpers');\nit('refreshes', async () => {\n  await setupCore({ accessTokenValidity: 5 });\n  await login();\n  await laterSeconds(7);\n  expect(await refresh()).to.equal(true);\n});` },
    { name: 'JS: a nextTick helper required from a file of the suite is not a sleep', filename: beside('a.test.js'), code: `const { nextTick } = require('./cjs/helpers');\nit('x', async () => { emit(); await nextTick(); expect(got).to.equal(true); });` },
    { name: 'JS: another static method of that class is no sleep', filename: beside('a.test.js'), code: `const utils = require('./cjs/class-utils');\nit('x', async () => { emit(); await utils.uniqueName(); expect(got).to.equal(true); });` },
    { name: 'JS: a nextTick member of a helper module required whole is not a sleep', filename: beside('a.test.js'), code: `const helpers = require('./cjs/helpers');\nit('x', async () => { emit(); await helpers.nextTick(); expect(got).to.equal(true); });` },
    { name: 'JS: a sleep opening a test, followed by starting things, spaces the tests', filename: beside('a.test.js'), code: `const helpers = require('./cjs/helpers');\nit('x', async () => {\n  await helpers.later(1000);\n  const client = await Client.newClient();\n  expect(client.ready).to.equal(true);\n});` },
    { name: "JS: lodash's delay under Sinon's fake timers is driven by the clock", code: `describe('x', () => {\n  let clock;\n  beforeEach(() => { clock = sinon.useFakeTimers(); });\n  it('y', (done) => {\n    start();\n    _.delay(() => { expect(x).to.equal(1); done(); }, 100);\n    clock.tick(100);\n  });\n});` },
    { name: 'JS: a delay of another library taking a function first is no timer (judged by nothing we know)', code: `const { delay } = require('./scheduler');\nit('x', (done) => {\n  start();\n  delay(() => { expect(x).to.equal(1); done(); }, 100);\n});` },
    { name: 'JS: a timer that calls a function of the file that only acts stages an event (pacing)', code: `function publish(client, message) {\n  client.send(message);\n}\nit('delivers in order', (done) => {\n  const client = connect();\n  client.on('message', (m) => { received.push(m); if (received.length === 2) done(); });\n  publish(client, 'a');\n  setTimeout(() => publish(client, 'b'), 50);\n});` },
    { name: 'JS: pacing in a named function the test hands to the code in a list (pipeP([fnA, fnB]))', code: `${SLEEP_JS}it('pipes in order', async () => {\n  const mock = jest.fn();\n  const fnA = async () => {\n    await sleep(20);\n    mock('fnA');\n  };\n  const fnB = () => mock('fnB');\n  await pipeP([fnA, fnB])({});\n  expect(mock.mock.calls).toEqual([['fnA'], ['fnB']]);\n});` },
    { name: "JS: an `I` that is no CodeceptJS actor (a value the file builds) queues nothing: its wait kept as a statement holds no step", code: `const I = createQueue();\nit('drains', () => {\n  I.push(1);\n  I.wait(100);\n  expect(I.size).to.equal(0);\n});` },
    { name: 'JS: a global called like an Object.prototype member (toString, constructor) is no CodeceptJS name', code: `toString('x', () => {\n  I.wait(1);\n  I.click('OK');\n});\nconstructor('y', () => {\n  I.wait(1);\n  I.click('OK');\n});` },
    { name: "JS: an `I.wait(n)` the scenario keeps for later, not a statement, holds nothing", code: `Scenario('x', ({ I }) => {\n  I.click('Save');\n  const later = I.wait(1);\n  assert.equal(saved.length, 1);\n});` },
    { name: 'JS: a timer that ends the test only when nothing came (`if (calls === 0) done()`) is a negative guard', code: `it('does not forward twice', function (done) {\n  let calls = 0;\n  out.on('input', () => { calls++; });\n  node.receive({ payload: 'a', seen: true });\n  setTimeout(function () {\n    if (calls === 0) done();\n  }, 20);\n});` },
    { name: 'JS: a timer that fails the test with a reason when something came, and passes otherwise, is a negative guard', code: `it('drops stale messages', function (done) {\n  let got = null;\n  out.on('input', (msg) => { got = msg; });\n  node.receive({ payload: 'old' });\n  setTimeout(() => {\n    if (got) {\n      done('forwarded a stale message');\n    } else {\n      done();\n    }\n  }, 20);\n});` },
    { name: "JS: a driver chain with a .sleep(n) link that the test neither returns nor awaits holds nothing the test waits for", code: `it('opens', () => {\n  const later = browser.get(url).sleep(500).click('#menu');\n  expect(opened).to.equal(false);\n});` },
    { name: 'JS: negative guard', code: `${SLEEP_JS}it('x', async () => { emit(); await sleep(100); expect(spy).not.toHaveBeenCalled(); });` },
    { name: 'JS: pacing in a processor', code: `${SLEEP_JS}it('x', async () => { queue.process(async (job) => { await sleep(100); }); await queue.add(1); });` },
    { name: 'JS: a CommonJS nextTick helper named sleep', code: `const sleep = () => new Promise((r) => process.nextTick(r));\nit('x', async () => { await sleep(); expect(x).toBe(1); });` },
    { name: 'JS: a clock restored and then installed again drives the timers after it', code: `it('y', (done) => {\n  let clock = sinon.useFakeTimers();\n  clock.restore();\n  clock = sinon.useFakeTimers();\n  start();\n  setTimeout(() => { expect(x).to.equal(1); done(); }, 100);\n  clock.tick(100);\n});` },
    { name: 'JS: an arrow step of async.series whose timer hands on to the final callback only, which checks nothing', code: `it('closes', (done) => {\n  async.series([\n    (next) => server.close(next),\n    (next) => setTimeout(next, 100),\n  ], done);\n});` },
    { name: 'JS: sinon fake timers in the describe hooks', code: `describe('x', () => { let clock; beforeEach(() => { clock = sinon.useFakeTimers(); }); it('y', (done) => { setTimeout(() => { expect(x).to.equal(1); done(); }, 100); clock.tick(100); }); });` },
  ],
  invalid: [
    {
      name: "JS: a static method of the class a helper module exports (`module.exports = class Utils { static async killTime(ms) { … } }`)",
      filename: beside('a.test.js'),
      code: `const utils = require('./cjs/class-utils');\nit('delivers', async () => {\n  await broker.publish(payload);\n  await utils.killTime(500);\n  expect(trapped).to.have.length(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'utils.killTime(500)', verb: 'asserts', step: 'expect(trapped).to.have.length(1);' } }],
    },
    {
      name: "JS: a member of a global that a setup file the test requires fills with the suite's helper module (`global.helpers = require('./helpers')`)",
      filename: beside('a.test.js'),
      code: `require('./cjs/test-env');\nit('x', async () => {\n  emit();\n  await helpers.later(100);\n  expect(got).to.equal(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'helpers.later(100)', verb: 'asserts', step: 'expect(got).to.equal(true);' } }],
    },
    {
      name: "JS: the same through a side-effect import (`import './cjs/test-env.js'`)",
      filename: beside('a.test.js'),
      code: `import './cjs/test-env.js';\nit('x', async () => {\n  emit();\n  await helpers.later(100);\n  expect(got).to.equal(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'JS: a timer that ends the test only when the count is reached (`if (count == 1) done()`) checks it: the test times out otherwise',
      code: `it('sends to only one output', function (done) {\n  let count = 0;\n  n2.on('input', () => { count++; });\n  n3.on('input', () => { count++; });\n  n1.receive({ payload: 'Testing' });\n  setTimeout(function () {\n    if (count == 1) done();\n  }, 20);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6, data: { sleep: 'setTimeout(…)', verb: 'asserts', step: 'if (count == 1) done();' } }],
    },
    {
      name: 'JS: a timer that fails the test with a reason when nothing came, and passes otherwise, checks that it came',
      code: `it('forwards the message', function (done) {\n  let got = null;\n  out.on('input', (msg) => { got = msg; });\n  node.receive({ payload: 'a' });\n  setTimeout(() => {\n    if (!got) {\n      done('nothing was forwarded');\n    } else {\n      done();\n    }\n  }, 20);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: "JS: a driver chain that is an arrow's whole body is what the test returns: its .sleep(n) link holds the next one",
      code: `it('opens the menu', () => browser.get(url).sleep(500).click('#menu'));`,
      errors: [{ messageId: 'sleepAsSignal', line: 1, data: { sleep: '.sleep(500)', verb: 'acts:', step: ".click('#menu')" } }],
    },
    {
      name: "JS: a wd chain ending in chai-as-promised's property links (.should.eventually…) is still the arrow's whole body",
      code: `it('is still logged in after reloading the page', () =>\n  browser\n    .refresh()\n    .sleep(500)\n    .waitForElementById('access-token')\n    .text().should.eventually.not.be.empty);`,
      errors: [{ messageId: 'sleepBeforeWait', line: 4, data: { sleep: '.sleep(500)', step: ".waitForElementById('access-token') .text().sho…" } }],
    },
    {
      name: "JS: CodeceptJS queues its actor's commands: `I.wait(n)` as a statement holds the next command without an await",
      code: `Feature('uuid');\n\nScenario('fills in a uuid', async ({ I }) => {\n  I.amOnPage('uuid.html');\n  I.wait(1);\n  const value = await I.grabValueFrom('#uuid');\n  assert.match(value, /^[0-9a-f-]{36}$/);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5, data: { sleep: 'I.wait(1)', verb: 'acts:', step: "const value = await I.grabValueFrom('#uuid');" } }],
    },
    {
      name: "JS: CodeceptJS's global Before is a hook around each scenario, also with a single scenario in the file",
      code: `Before(({ I }) => {\n  I.amOnPage('/');\n  I.wait(2);\n  I.click('#start');\n});\n\nScenario('starts', ({ I }) => {\n  I.see('Started');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3, data: { sleep: 'I.wait(2)', verb: 'acts:', step: "I.click('#start');" } }],
    },
    {
      name: "JS: Sinon's clock restored earlier in the test: the timers after it are real",
      code: `it('repairs the master', async () => {\n  const clock = sinon.useFakeTimers();\n  clock.runAll();\n  clock.restore();\n  repair();\n  await new Promise((resolve) => setTimeout(resolve, 100));\n  expect(await getMaster()).to.equal('v1');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 6 }],
    },
    {
      name: 'JS: an arrow step of async.series that is only a timer starts the next step, which reads what it hoped was written',
      code: `it('repairs the master', (done) => {\n  async.series([\n    (next) => metadata.deleteObject('k', next),\n    (next) => setTimeout(next, 100),\n    (next) => {\n      getObject('k', (err, object) => {\n        assert.strictEqual(object.isDeleteMarker, false);\n        next();\n      });\n    },\n  ], done);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: "getObject('k', (err, object) => { assert.strict…" } }],
    },
    {
      name: 'JS: a timer that calls a function of the file that checks is the check, held back (not a staged event)',
      code: `const assert = require('assert');\nfunction getCheck(key, cb) {\n  s3.getObject({ Key: key }, (err, res) => {\n    assert.strictEqual(res.ETag, etag);\n    cb();\n  });\n}\nit('completes the upload', function (done) {\n  s3.completeMultipartUpload(params, (err) => {\n    assert.equal(err, null);\n    setTimeout(() => getCheck(this.test.key, done), 1000);\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 11, data: { sleep: 'setTimeout(…)', verb: 'acts:', step: 'getCheck(this.test.key, done)' } }],
    },
    {
      name: "JS: a named step in async.series's list is the test's own, not handed to the code",
      code: `it('series', (done) => {\n  function settle(next) {\n    start();\n    setTimeout(() => { expect(store.get('k')).toBe(1); next(); }, 100);\n  }\n  async.series([settle], done);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'JS: a named function in a list handed to Promise.all runs as the test does',
      code: `${SLEEP_JS}it('all', async () => {\n  const check = async () => {\n    start();\n    await sleep(20);\n    expect(store.get('k')).toBe(1);\n  };\n  await Promise.all([check]);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'JS: a helper of sleeps in a row, each wrapped in act(), is one longer sleep',
      code: `const sleep = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));\nasync function waitForOverlayToSettle() {\n  await sleep();\n  await sleep();\n  await sleep();\n}\nit('draws a connector', async () => {\n  rerender();\n  await waitForOverlayToSettle();\n  expect(overlay.querySelector('path')).not.toBeNull();\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 9, data: { sleep: 'waitForOverlayToSettle()', verb: 'asserts', step: "expect(overlay.querySelector('path')).not.toBeN…" } }],
    },
    {
      name: "JS: lodash's delay loaded as the global _ is the callback timer (no wait is zero)",
      code: `QUnit.test('draws the background', function (assert) {\n  var done = assert.async();\n  paper.drawBackground({ image: url });\n  _.delay(function () {\n    assert.ok(flipSpy.calledOnce);\n    done();\n  });\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: '_.delay(…)', verb: 'asserts', step: 'assert.ok(flipSpy.calledOnce);' } }],
    },
    {
      name: "JS: a test whose promise only starts lodash's delay holds back the tests after it",
      code: `it('waits for the index refresh', () => new Promise((resolve) => {\n  _.delay(resolve, 1000);\n}));\nit('finds the documents', async () => {\n  expect(await client.search('x')).to.have.length(2);\n});`,
      options: [{ reportPausesBetweenTests: true }],
      errors: [{ messageId: 'sleepBetweenTests', line: 1 }],
    },
    {
      name: "JS: lodash's delay imported by name, in a promise",
      code: `const { delay } = require('lodash');\nit('x', async () => {\n  queue.add(1);\n  await new Promise((resolve) => delay(resolve, 100));\n  expect(processed).to.deep.equal([1]);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4 }],
    },
    {
      name: 'JS: a helper required through a jsconfig path alias (~/wait), judged by its definition',
      filename: underFixture('jsconfig-aliases', 'test', 'worker.test.js'),
      code: `const { idle } = require('~/wait');\nit('processes', async () => {\n  worker.push(job);\n  await idle(200);\n  expect(worker.done).to.equal(1);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'idle(200)', verb: 'asserts', step: 'expect(worker.done).to.equal(1);' } }],
    },
    {
      name: 'JS: a timer opening a callback told the render is done, whose body checks by hand and ends the test',
      code: `it('renders at the right size', (done) => {\n  paypal.Buttons({\n    onApprove() { done(new Error('not expected')); },\n    onRendered() {\n      setTimeout(() => {\n        const frame = getElement('#container iframe');\n        if (frame.offsetWidth !== expectedWidth) return done(new Error('wrong width'));\n        done();\n      }, 100);\n    },\n  }).render('#container');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 5 }],
    },
    {
      name: 'JS: a check written by hand that fails the test through a callback named finish',
      code: `it('x', function (finish) {\n  client.publish('a');\n  setTimeout(function () {\n    if (received.length !== 1) return finish(new Error('not received'));\n    finish();\n  }, 100);\n});`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'JS: a sleep helper with another name, required from a CommonJS file of the suite',
      filename: beside('a.test.js'),
      code: `const { later } = require('./cjs/helpers');\nit('x', async () => {\n  emit();\n  await later(100);\n  expect(got).to.equal(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'later(100)', verb: 'asserts', step: 'expect(got).to.equal(true);' } }],
    },
    {
      name: 'JS: a sleep that is a member of a helper module required whole (`TestUtil.promiseWaitMilliseconds(1000)`)',
      filename: beside('a.test.js'),
      code: `const helpers = require('./cjs/helpers');\nit('x', async () => {\n  emit();\n  await helpers.later(100);\n  expect(got).to.equal(true);\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 4, data: { sleep: 'helpers.later(100)', verb: 'asserts', step: 'expect(got).to.equal(true);' } }],
    },
    {
      name: 'JS: a sleep opening a test, then a reading kept to check, waits on what a hook started',
      filename: beside('a.test.js'),
      code: `const TestUtil = require('./cjs/helpers');\nit('should be enabled via configuration', async function () {\n  await TestUtil.later(1000);\n  const stats = await getClientStatisticsFromServer(cluster, client);\n  expect(stats).to.not.equal('');\n});`,
      errors: [{ messageId: 'sleepAsSignal', line: 3 }],
    },
    {
      name: 'JS: require destructuring of timers/promises with a rename',
      code: `const { setTimeout: wait } = require('node:timers/promises');\nit('x', async () => { emit(); await wait(100); expect(got).toBe(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'JS: const sleep = require("util").promisify(setTimeout)',
      code: `const sleep = require('util').promisify(setTimeout);\nit('x', async () => { emit(); await sleep(100); expect(got).to.equal(true); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'JS: chai expect from require, exact count without a guard title',
      code: `const expect = require('chai').expect;\n${SLEEP_JS}it('delivers', async () => { emit(); await sleep(100); expect(received.length).to.equal(2); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
    {
      name: 'JS: node:test module required as test',
      code: `const test = require('node:test');\nconst assert = require('node:assert');\nconst { promisify } = require('node:util');\nconst sleep = promisify(setTimeout);\ntest('flushes', async () => { await once(child, 'close'); await sleep(100); assert.equal(actual, expected); });`,
      errors: [{ messageId: 'sleepAsSignal' }],
    },
  ],
});
