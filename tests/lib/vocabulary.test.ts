import * as fs from 'node:fs';
import * as path from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { analyse } from './harness';
import { boundsFromAbove, boundsHeldTrue, isSnapshotMatcher, presenceTarget } from '../../lib/vocabulary/assertions';
import { changeFeedOpenedBy, isBoundEventListener, isReadCall, lastStepDone, storeWrittenBy, writesFile } from '../../lib/vocabulary/steps';
import { moduleConstInitializer } from '../../lib/vocabulary/resolve';
import { mayContainSleep } from '../../lib/vocabulary/sleeps';
import { mayContainConditionWait } from '../../lib/vocabulary/waits';

describe('resolve: names through scope and imports', () => {
  it('follows a renamed named import to the original export and module', () => {
    const imported = analyse(`import { setTimeout as delay } from 'node:timers/promises';\ndelay(1);`, ({ vocab, find }) =>
      vocab.resolve(find('Identifier', 'delay'))?.imported);
    expect(imported).toEqual({ source: 'timers/promises', path: ['setTimeout'] });
  });

  it('follows a namespace import through a member', () => {
    const imported = analyse(`import * as t from 'timers/promises';\nt.setTimeout(1);`, ({ vocab, find }) =>
      vocab.resolve(find('MemberExpression', 't.setTimeout'))?.imported);
    expect(imported).toEqual({ source: 'timers/promises', path: ['setTimeout'] });
  });

  it('follows require destructuring with a rename', () => {
    const imported = analyse(`const { setTimeout: wait } = require('timers/promises');\nwait(1);`, ({ vocab, find }) =>
      vocab.resolve(find('CallExpression', 'wait(1)').callee)?.imported);
    expect(imported).toEqual({ source: 'timers/promises', path: ['setTimeout'] });
  });

  it('follows names destructured from a member of a required module', () => {
    const imported = analyse(`var { setTimeout } = require('./timers').default;\nsetTimeout(1);`, ({ vocab, find }) =>
      vocab.resolve(find('CallExpression', 'setTimeout(1)').callee)?.imported);
    expect(imported).toEqual({ source: './timers', path: ['default', 'setTimeout'] });
  });

  it('follows a member of a required module', () => {
    const imported = analyse(`const expect = require('chai').expect;\nexpect(1);`, ({ vocab, find }) =>
      vocab.resolve(find('CallExpression', 'expect(1)').callee)?.imported);
    expect(imported).toEqual({ source: 'chai', path: ['expect'] });
  });

  it('follows TypeScript import-equals', () => {
    const imported = analyse(`import tp = require('timers/promises');\ntp.setTimeout(1);`, ({ vocab, find }) =>
      vocab.resolve(find('MemberExpression', 'tp.setTimeout'))?.imported);
    expect(imported).toEqual({ source: 'timers/promises', path: ['setTimeout'] });
  });

  it('tells a global from a local of the same name', () => {
    const kinds = analyse(`setTimeout(f, 1);\nfunction g(setTimeout: Function) { setTimeout(f, 1); }`, ({ vocab, find }) => {
      const first = find('CallExpression', 'setTimeout(f, 1)');
      return vocab.resolve(first.callee)?.origin?.kind;
    });
    expect(kinds).toBe('global');
  });
});

describe('sleeps', () => {
  const isSleep = (code: string, text: string, type: 'CallExpression' | 'NewExpression' = 'CallExpression') =>
    analyse(code, ({ vocab, find }) => vocab.sleepAt(find(type, text))?.form ?? null);

  it.each([
    ['new Promise(setTimeout)', `it('x', async () => { await new Promise((r) => setTimeout(r, 5)); });`, 'new Promise((r) => setTimeout(r, 5))', 'NewExpression'],
    ['timers/promises setTimeout', `import { setTimeout as s } from 'timers/promises';\ns(5);`, 's(5)', 'CallExpression'],
    ['a local helper, any name', `const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));\nsettle(5);`, 'settle(5)', 'CallExpression'],
    ['promisify(setTimeout)', `import util from 'util';\nconst p = util.promisify(setTimeout);\np(5);`, 'p(5)', 'CallExpression'],
    ['Bluebird chained delay', `start().delay(5);`, 'start().delay(5)', 'CallExpression'],
    ['page.waitForTimeout', `page.waitForTimeout(5);`, 'page.waitForTimeout(5)', 'CallExpression'],
    ["open-wc's aTimeout", `import { aTimeout } from '@open-wc/testing';\naTimeout(5);`, 'aTimeout(5)', 'CallExpression'],
    ["open-wc's aTimeout re-exported by Vaadin's helpers", `import { aTimeout } from '@vaadin/testing-helpers';\naTimeout(5);`, 'aTimeout(5)', 'CallExpression'],
    ["d3-timer's timeout settling a promise", `import { timeout } from 'd3-timer';\nnew Promise((r) => timeout(r, 5));`, 'new Promise((r) => timeout(r, 5))', 'NewExpression'],
    ['a zero duration (one turn of the event loop)', `const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nsleep(0);`, 'sleep(0)', 'CallExpression'],
    ['setTimeout without a duration', `new Promise((r) => setTimeout(r));`, 'new Promise((r) => setTimeout(r))', 'NewExpression'],
    ['the timer of a worker or a page as self.setTimeout', `new Promise((r) => self.setTimeout(r, 5));`, 'new Promise((r) => self.setTimeout(r, 5))', 'NewExpression'],
    ['the timer as window.setTimeout', `new Promise((r) => window.setTimeout(r, 5));`, 'new Promise((r) => window.setTimeout(r, 5))', 'NewExpression'],
    ['a promise settled by one timer after some work', `new Promise((r) => { emit(); setTimeout(r, 5); });`, 'new Promise((r) => { emit(); setTimeout(r, 5); })', 'NewExpression'],
    ['wait(n) straight off an imported module', `import AsyncTestUtil from 'async-test-util';\nAsyncTestUtil.wait(200);`, 'AsyncTestUtil.wait(200)', 'CallExpression'],
    ['wait(n) off a namespace import', `import * as util from './util';\nutil.wait(200);`, 'util.wait(200)', 'CallExpression'],
    ['wait(n) with a number on a test context', `const c = makeTest();\nc.wait(125);`, 'c.wait(125)', 'CallExpression'],
    ['setTimeout(n) re-exported by a module it cannot read, awaited', `import { setTimeout } from '#/test/setup/helpers';\nasync function f() { await setTimeout(100); }`, 'setTimeout(100)', 'CallExpression'],
    ['setTimeout(n) destructured from a required module\'s default export, awaited', `var { setTimeout } = require('../helpers/timers/promises').default;\nasync function f() { await setTimeout(10); }`, 'setTimeout(10)', 'CallExpression'],
    ['browser.pause() with its default of one second', `browser.pause();`, 'browser.pause()', 'CallExpression'],
    ["Meteor's own sleep", `await Meteor._sleepForMs(100);`, 'Meteor._sleepForMs(100)', 'CallExpression'],
    ['a helper named PromiseDelay from a module it cannot read', `import { PromiseDelay } from '../util/utils';\nPromiseDelay(1);`, 'PromiseDelay(1)', 'CallExpression'],
    ['a helper named asyncSleep from a module it cannot read', `import { asyncSleep } from './helpers';\nasyncSleep(20);`, 'asyncSleep(20)', 'CallExpression'],
    ["Puppeteer's old page.waitFor(n) given only a number", `page.waitFor(1000);`, 'page.waitFor(1000)', 'CallExpression'],
    ["Puppeteer's old page.waitFor with a constant (DELAY) or arithmetic", `page.waitFor(DELAY * 2);`, 'page.waitFor(DELAY * 2)', 'CallExpression'],
    ['a waitFor imported from a module it cannot read, given only a number', `import { waitFor } from '#src/utils.js';\nwaitFor(500);`, 'waitFor(500)', 'CallExpression'],
    ['a global waitFor given only a number', `waitFor(1000);`, 'waitFor(1000)', 'CallExpression'],
    ['promisify(setTimeout) called on the spot', `import { promisify } from 'node:util';\npromisify(setTimeout)(1000);`, 'promisify(setTimeout)(1000)', 'CallExpression'],
    ["Node's promisify under another name (const pify = require('util').promisify)", `const pify = require('util').promisify;\npify(setTimeout)(1000);`, 'pify(setTimeout)(1000)', 'CallExpression'],
    ["the promise form Node's promisify hands out for setTimeout (setTimeout[promisify.custom])", `const { promisify } = require('util');\nconst wait = setTimeout[promisify.custom];\nwait(2000);`, 'wait(2000)', 'CallExpression'],
    ["setTimeout[util.promisify.custom] kept under a name", `const util = require('node:util');\nconst sleep = setTimeout[util.promisify.custom];\nsleep(500);`, 'sleep(500)', 'CallExpression'],
    ["a sleep declared with Node's promisify under another name", `const pify = require('util').promisify;\nconst later = pify(setTimeout);\nlater(500);`, 'later(500)', 'CallExpression'],
    ["a promise library's constructor settled by a timer (new Bluebird)", `new Bluebird((r) => setTimeout(r, 5));`, 'new Bluebird((r) => setTimeout(r, 5))', 'NewExpression'],
    ["a promise library's constructor settled by a timer (new RSVP.Promise)", `new RSVP.Promise((r) => setTimeout(r, 5));`, 'new RSVP.Promise((r) => setTimeout(r, 5))', 'NewExpression'],
    ['promisify(setTimeout) on a timer kept in a variable, called on the spot', `import { promisify } from 'node:util';\nconst realSetTimeout = setTimeout;\npromisify(realSetTimeout)(1000);`, 'promisify(realSetTimeout)(1000)', 'CallExpression'],
    ["a promise library's constructor under another name (import P from 'bluebird')", `import P from 'bluebird';\nnew P((r) => setTimeout(r, 5));`, 'new P((r) => setTimeout(r, 5))', 'NewExpression'],
    ["a promise library's constructor required under another name", `const BP = require('bluebird');\nnew BP((r) => setTimeout(r, 5));`, 'new BP((r) => setTimeout(r, 5))', 'NewExpression'],
    ['a sleep from a package given a duration as text (ms style)', `const sleep = require('mz-modules/sleep');\nsleep('5s');`, "sleep('5s')", 'CallExpression'],
    ['a sleep given milliseconds as text', `import sleep from 'ko-sleep';\nsleep('500ms');`, "sleep('500ms')", 'CallExpression'],
    ['a helper that sleeps a counted number of times', `async function settle() {\n  for (let i = 0; i < 60; i++) {\n    await new Promise((r) => setTimeout(r, 0));\n    await new Promise((r) => setImmediate(r));\n  }\n}\nsettle();`, 'settle()', 'CallExpression'],
    ['a counted loop of sleeps bound by a parameter', `const settle = async (rounds: number) => { for (let i = 0; i <= rounds; i++) await sleep(5); };\nconst sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nsettle(3);`, 'settle(3)', 'CallExpression'],
    ['a helper of sleeps in a row', `const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nasync function settle() {\n  await sleep(30);\n  await sleep(30);\n}\nsettle();`, 'settle()', 'CallExpression'],
    ["a helper whose one call is a sleep run in place by React's act", `const tick = () => act(() => new Promise((r) => setTimeout(r, 30)));\ntick();`, 'tick()', 'CallExpression'],
    ["React's act handed a sleep helper of the file (act calls it with no arguments)", `function resolveAfter(time = 5) {\n  return new Promise((r) => setTimeout(r, time));\n}\nact(resolveAfter);`, 'act(resolveAfter)', 'CallExpression'],
    ["Cypress's .wait(n) chained off a command", `cy.get('.editor').type('foo').wait(500);`, "cy.get('.editor').type('foo').wait(500)", 'CallExpression'],
    ["Cypress's .wait(CONSTANT) chained off a command", `cy.focused().wait(CARET_MOVE_TIME).click();`, 'cy.focused().wait(CARET_MOVE_TIME)', 'CallExpression'],
    ["Cypress's .wait(OBJECT.CONSTANT) chained off a command", `cy.get('#save').click().wait(TIMEOUTS.HALF_SEC);`, "cy.get('#save').click().wait(TIMEOUTS.HALF_SEC)", 'CallExpression'],
    ['a unit method of a sleep class from a package (Delay.milliseconds)', `import { Delay } from '@nivinjoseph/n-util';\nDelay.milliseconds(50);`, 'Delay.milliseconds(50)', 'CallExpression'],
    ['a sleeping function made by a helper, handed to .then', `const delay = (ms: number) => () => new Promise((r) => setTimeout(r, ms));\nstart().then(delay(100));`, 'delay(100)', 'CallExpression'],
    ['a promise settled by a timer parameter that defaults to setTimeout', `function later(ms: number, timer = setTimeout) { return new Promise((r) => timer(r, ms)); }\nlater(5);`, 'later(5)', 'CallExpression'],
    ["Nightwatch's .pause(n) chained off the browser's commands", `browser.click('#a').pause(500);`, "browser.click('#a').pause(500)", 'CallExpression'],
    ["Nightwatch's .pause(n) chained off a browser named client", `client.url(home).pause(1000);`, 'client.url(home).pause(1000)', 'CallExpression'],
    ["Nightwatch's client.pause(n)", `client.pause(1000);`, 'client.pause(1000)', 'CallExpression'],
    ["a package's sleep spelled capitalised (import { Delay } from 'lakutata/helper')", `import { Delay } from 'lakutata/helper';\nDelay(120);`, 'Delay(120)', 'CallExpression'],
  ] as const)('recognises %s', (_name, code, text, type) => {
    expect(isSleep(code, text, type)).toBe('promise');
  });

  it.each([
    ['a nextTick helper named sleep', `const sleep = () => new Promise((r) => process.nextTick(r));\nsleep();`, 'sleep()'],
    ['a sleeping function made by a helper but not handed to .then', `const delay = (ms: number) => () => new Promise((r) => setTimeout(r, ms));\nconst later = delay(100);`, 'delay(100)'],
    ['a unit method of an object named for no sleep (Duration.seconds)', `import { Duration } from 'luxon-like';\nDuration.seconds(2);`, 'Duration.seconds(2)'],
    ['a unit method of a sleep-named object the file builds itself', `const delay = makeDelay();\ndelay.seconds(2);`, 'delay.seconds(2)'],
    ['a promise settled by a timer parameter with no default (whatever a caller hands)', `function later(ms: number, timer: Function) { return new Promise((r) => timer(r, ms)); }\nlater(5, run);`, 'later(5, run)'],
    ['cy.wait with an alias', `cy.wait('@save');`, "cy.wait('@save')"],
    ['a chained Cypress .wait with an alias', `cy.get('button').click().wait('@save');`, "cy.get('button').click().wait('@save')"],
    ['a chained .wait(n) on a chain that is not Cypress', `pool.acquire().wait(500);`, 'pool.acquire().wait(500)'],
    ['a chained .wait(n) on a local variable named cy', `const cy = connect();\ncy.get('a').wait(500);`, "cy.get('a').wait(500)"],
    ['wait with a condition', `wait(() => ready);`, 'wait(() => ready)'],
    ['queue.pause', `queue.pause(5);`, 'queue.pause(5)'],
    ['pause() without an argument on a receiver that is no browser', `queue.pause();`, 'queue.pause()'],
    ['pause() without an argument on a client (a stream or a consumer stops its data)', `client.pause();`, 'client.pause()'],
    ['a chained .pause(n) on a chain that is no browser', `consumer.subscribe(topic).pause(500);`, 'consumer.subscribe(topic).pause(500)'],
    ["a package's Wait (testcontainers' namespace of conditions)", `import { Wait } from 'testcontainers';\nWait(120);`, 'Wait(120)'],
    ["a pause inside an input-actions sequence (one gesture, sent whole)", `browser.action('key').down('a').pause(100);`, "browser.action('key').down('a').pause(100)"],
    ['an imported setTimeout handed a callback (not the promise form)', `import { setTimeout } from './timers';\nsetTimeout(() => go());`, 'setTimeout(() => go())'],
    ['an imported setTimeout handed a named callback and a delay', `import { setTimeout } from './timers';\nasync function f() { await setTimeout(check, 100); }`, 'setTimeout(check, 100)'],
    ["node's own timers module's setTimeout awaited with a name first", `import { setTimeout } from 'node:timers';\nasync function f() { await setTimeout(done); }`, 'setTimeout(done)'],
    ['wait(name) on a receiver not known to own a sleep (a barrier with a timeout)', `import { barrier } from './sync';\nbarrier.wait(timeout);`, 'barrier.wait(timeout)'],
    ['wait(n, more) with more than a duration', `lock.wait(200, 'reason');`, "lock.wait(200, 'reason')"],
    ['page.waitFor with a selector', `page.waitFor('#done');`, "page.waitFor('#done')"],
    ['page.waitFor with a selector held in a variable', `page.waitFor(selector);`, 'page.waitFor(selector)'],
    ['a helper named PromiseDelay handed a function', `import { PromiseDelay } from '../util/utils';\nPromiseDelay(() => go());`, 'PromiseDelay(() => go())'],
    ["a callback-last promisifier of another package (it would hand the callback as the duration)", `const pify = require('pify');\npify(setTimeout)(1000);`, 'pify(setTimeout)(1000)'],
    ['something else promisified and called on the spot', `const pify = require('util').promisify;\npify(db.compact)(1000);`, 'pify(db.compact)(1000)'],
    ["a custom promise form of another function (db.compact[promisify.custom])", `const { promisify } = require('util');\nconst compact = db.compact[promisify.custom];\ncompact(1000);`, 'compact(1000)'],
    ["setTimeout's own key of another name (setTimeout[symbols.custom])", `const symbols = require('./symbols');\nconst wait = setTimeout[symbols.custom];\nwait(1000);`, 'wait(1000)'],
    ["Bluebird's promisify (callback-last: it would hand the callback as the duration)", `const Bluebird = require('bluebird');\nBluebird.promisify(setTimeout)(1000);`, 'Bluebird.promisify(setTimeout)(1000)'],
    ["a promisify imported from another package", `const { promisify } = require('bluebird');\npromisify(setTimeout)(1000);`, 'promisify(setTimeout)(1000)'],
    ['a loop of sleeps that stops when a condition holds (a wait)', `async function settleUntil(ready: () => boolean) {\n  for (let i = 0; i < 500 && !ready(); i++) await new Promise((r) => setTimeout(r, 0));\n}\nsettleUntil(() => done);`, 'settleUntil(() => done)'],
    ['a counted loop that checks something between its sleeps', `async function settle() {\n  for (let i = 0; i < 60; i++) {\n    await new Promise((r) => setTimeout(r, 0));\n    if (done) return;\n  }\n}\nsettle();`, 'settle()'],
    ['a sleep-named call given text that is no duration', `const sleep = require('mz-modules/sleep');\nsleep('soon');`, "sleep('soon')"],
    ['a loop bound by a counter something else moves (a wait for a count)', `async function untilAll(expected: number) {\n  for (; received < expected;) await new Promise((r) => setTimeout(r, 10));\n}\nuntilAll(3);`, 'untilAll(3)'],
    ['a loop whose counter is never stepped', `async function spin() {\n  for (let i = 0; i < 5;) await new Promise((r) => setTimeout(r, 10));\n}\nspin();`, 'spin()'],
    ["React's act handed a helper that is no sleep", `function flush() {\n  return Promise.resolve();\n}\nact(flush);`, 'act(flush)'],
    ["React's act handed a sleep helper and more (not the call act makes)", `const sleep = (ms = 5) => new Promise((r) => setTimeout(r, ms));\nact(sleep, 50);`, 'act(sleep, 50)'],
    ['a call other than act handed a sleep helper', `const sleep = (ms = 5) => new Promise((r) => setTimeout(r, ms));\nschedule(sleep);`, 'schedule(sleep)'],
    ['a helper of awaited calls in a row, one of them no sleep', `const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nasync function settle() {\n  await sleep(30);\n  await flushRender();\n}\nsettle();`, 'settle()'],
    ['a helper of sleeps in a row that checks something between them', `const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));\nasync function settle() {\n  await sleep(30);\n  if (done) return;\n  await sleep(30);\n}\nsettle();`, 'settle()'],
    ['act() around something other than a sleep', `const flush = () => act(() => Promise.resolve());\nflush();`, 'flush()'],
    ['a counted loop of ticks only (no timer)', `async function flush() {\n  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));\n}\nflush();`, 'flush()'],
  ])('does not take %s for a sleep', (_name, code, text) => {
    expect(isSleep(code, text)).toBeNull();
  });

  it("does not take a package's class named Delay, constructed, for a sleep", () => {
    expect(isSleep(`import { Delay } from 'some-lib';\nnew Delay(120);`, 'new Delay(120)', 'NewExpression')).toBeNull();
  });

  it('takes a timer handed the done of a test it is all of for a sleep', () => {
    expect(isSleep(`it('gives kafka time', (done) => {\n  setTimeout(done, 2500);\n});`, 'setTimeout(done, 2500)')).toBe('callback');
    expect(isSleep(`it('waits', function (done) { return setTimeout(done, 100); });`, 'setTimeout(done, 100)')).toBe('callback');
    expect(isSleep(`it('waits', (done) => setTimeout(done, 100));`, 'setTimeout(done, 100)')).toBe('callback');
    expect(isSleep(`const later = (done: () => void) => setTimeout(done, 100);`, 'setTimeout(done, 100)')).toBeNull();
    expect(isSleep(`describe('d', (done) => {\n  setTimeout(done, 100);\n});`, 'setTimeout(done, 100)')).toBeNull();
  });

  it('takes a timer handed the test\'s done as the last step of the test, or of a callback in it, for a sleep that ends the test', () => {
    const endsTest = (code: string, text: string) => analyse(code, ({ vocab, find }) => vocab.sleepAt(find('CallExpression', text))?.endsTest ?? null);
    expect(endsTest(`it('sends', (done) => {\n  send();\n  setTimeout(done, 100);\n});`, 'setTimeout(done, 100)')).toBe(true);
    expect(endsTest(`it('closes', (done) => {\n  ws.on('close', () => {\n    wss.close(() => { setTimeout(done, 500); });\n  });\n});`, 'setTimeout(done, 500)')).toBe(true);
    expect(endsTest(`it('closes', (done) => {\n  ws.on('close', () => {\n    wss.close();\n    setTimeout(() => done(), 500);\n  });\n});`, 'setTimeout(() => done(), 500)')).toBe(true);
    // (Through the branch that ends a listener.)
    expect(endsTest(`it('counts', (done) => {\n  s.on('x', () => {\n    if (++n === 2) { setTimeout(done, 100); }\n  });\n});`, 'setTimeout(done, 100)')).toBe(true);
    // Not when something follows it in its function, nor when what it calls is not the test's own done.
    expect(endsTest(`it('closes', (done) => {\n  wss.close(() => {\n    setTimeout(done, 500);\n    log('closed');\n  });\n});`, 'setTimeout(done, 500)')).toBeNull();
    expect(endsTest(`it('closes', () => {\n  wss.close((done) => { setTimeout(done, 500); });\n});`, 'setTimeout(done, 500)')).toBeNull();
    // (Nor a timer that fails the test when it fires, `done(new Error('late'))`: a deadline, not the test's end.)
    expect(endsTest(`it('closes', (done) => {\n  wss.close();\n  setTimeout(() => done(new Error('late')), 500);\n});`, "setTimeout(() => done(new Error('late')), 500)")).toBeNull();
  });

  it('takes a checking timer whose handle goes where nobody keeps it for the callback form, and not one a helper returns', () => {
    expect(isSleep(`it('x', function (done) {\n  return setTimeout(function () { expect(a).toBe(1); done(); }, 10);\n});`, 'setTimeout(function () { expect(a).toBe(1); done(); }, 10)')).toBe('callback');
    expect(isSleep(`it('x', async () => {\n  await new Promise((r) => setTimeout(() => { expect(a).toBe(1); r(); }, 10));\n});`, 'setTimeout(() => { expect(a).toBe(1); r(); }, 10)')).toBe('callback');
    expect(isSleep(`function later(check) {\n  return setTimeout(() => { check(); }, 10);\n}`, 'setTimeout(() => { check(); }, 10)')).toBeNull();
    expect(isSleep(`import { timeout } from 'some-timer';\nit('x', () => { timeout(() => { expect(a).toBe(1); }, 10); });`, 'timeout(() => { expect(a).toBe(1); }, 10)')).toBeNull();
  });

  it('does not take the setTimeout of a local object named self for the global timer', () => {
    const code = `const self = { setTimeout: (f: () => void) => f() };\nnew Promise((r) => self.setTimeout(r, 5));`;
    expect(isSleep(code, 'new Promise((r) => self.setTimeout(r, 5))', 'NewExpression')).toBeNull();
  });

  it('does not take a constructor of another package under a short name for a promise library\'s', () => {
    const code = `import P from 'eventemitter3';\nnew P((r) => setTimeout(r, 5));`;
    expect(isSleep(code, 'new P((r) => setTimeout(r, 5))', 'NewExpression')).toBeNull();
  });

  it('does not take the Promise a class keeps (new this.Promise) for a promise library\'s', () => {
    const code = `class Client { wait() { return new this.Promise((r) => setTimeout(r, 5)); } }`;
    expect(isSleep(code, 'new this.Promise((r) => setTimeout(r, 5))', 'NewExpression')).toBeNull();
  });

  it('does not take a promise settled by an event or a timer for a sleep', () => {
    const code = `new Promise((r) => { e.once('x', r); setTimeout(r, 5); });`;
    expect(isSleep(code, "new Promise((r) => { e.once('x', r); setTimeout(r, 5); })", 'NewExpression')).toBeNull();
  });

  it('recognises blocking sleeps', () => {
    const forms = analyse(
      `import { execSync } from 'child_process';\nexecSync('sleep 1');\nAtomics.wait(a, 0, 0, 5);\nwhile (Date.now() < end) {}`,
      ({ vocab, find }) => [
        vocab.sleepAt(find('CallExpression', "execSync('sleep 1')"))?.form,
        vocab.sleepAt(find('CallExpression', 'Atomics.wait(a, 0, 0, 5)'))?.form,
        vocab.sleepAt(find('WhileStatement', 'while (Date.now() < end) {}'))?.form,
      ],
    );
    expect(forms).toEqual(['blocking', 'blocking', 'blocking']);
  });

  it('honours sleeps named in settings', () => {
    const form = analyse(`kit.settle(5);`, ({ vocab, find }) => vocab.sleepAt(find('CallExpression', 'kit.settle(5)'))?.form, {
      'dispatch-lag': { sleeps: ['kit.settle'] },
    });
    expect(form).toBe('promise');
  });

  it('is not a sleep while fake timers drive the test', () => {
    const form = analyse(
      `it('x', async () => { jest.useFakeTimers(); await new Promise((r) => setTimeout(r, 5)); });\nit('y', async () => { await new Promise((r) => setTimeout(r, 6)); });`,
      ({ vocab, find }) => [
        vocab.sleepAt(find('NewExpression', 'new Promise((r) => setTimeout(r, 5))'))?.form ?? null,
        vocab.sleepAt(find('NewExpression', 'new Promise((r) => setTimeout(r, 6))'))?.form ?? null,
      ],
    );
    expect(form).toEqual([null, 'promise']);
  });
});

describe('waits', () => {
  it.each([
    ['waitFor', `waitFor(() => expect(x).toBe(1));`, 'waitFor(() => expect(x).toBe(1))', 'condition'],
    ['vi.waitFor', `vi.waitFor(() => x);`, 'vi.waitFor(() => x)', 'condition'],
    ['expect.poll', `expect.poll(() => x);`, 'expect.poll(() => x)', 'condition'],
    ['a pollUntil helper', `pollUntil(() => events.length > 0);`, 'pollUntil(() => events.length > 0)', 'condition'],
    ['events.once', `import { once } from 'node:events';\nonce(emitter, 'ready');`, "once(emitter, 'ready')", 'event'],
    ['pWaitFor', `import pWaitFor from 'p-wait-for';\npWaitFor(() => x);`, 'pWaitFor(() => x)', 'condition'],
    ["asyncbox's retryInterval", `import { retryInterval } from 'asyncbox';\nretryInterval(10, 1000, async () => check());`, 'retryInterval(10, 1000, async () => check())', 'condition'],
    ['a helper of the file whose body re-checks in a loop with a sleep and a way out', `const sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nasync function retry(check) { while (true) { if (check()) return; await sleep(50); } }\nretry(() => done);`, 'retry(() => done)', 'condition'],
    ['waitFor imported under another name', `import { waitFor as retryable } from '@testing-library/dom';\nretryable(() => check());`, 'retryable(() => check())', 'condition'],
  ])('recognises %s', (_name, code, text, kind) => {
    expect(analyse(code, ({ vocab, find }) => vocab.waitAt(find('CallExpression', text))?.kind)).toBe(kind);
  });

  it("does not take Cypress's cy.findBy… queries for waits (they retry like cy.get); Testing Library's own are", () => {
    expect(analyse(`cy.findByText('Saved').click();`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', "cy.findByText('Saved')")))).toBeNull();
    expect(analyse(`screen.findByText('Saved');`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', "screen.findByText('Saved')"))?.kind)).toBe('condition');
  });

  it("reads WebDriver's wait on a condition (selenium-webdriver's driver, Protractor's browser, a page object's this.driver) as a wait, not a sleep; a number alone stays a sleep", () => {
    const read = (code: string, text: string) =>
      analyse(code, ({ vocab, find }) => {
        const call = find('CallExpression', text) as TSESTree.CallExpression;
        return [vocab.waitAt(call)?.kind ?? null, vocab.sleepAt(call)?.form ?? null];
      });
    expect(read(`driver.wait(until.elementLocated(By.id('ok')), 5000);`, "driver.wait(until.elementLocated(By.id('ok')), 5000)")).toEqual(['condition', null]);
    expect(read(`browser.wait(EC.visibilityOf(el), 20000, 'not there');`, "browser.wait(EC.visibilityOf(el), 20000, 'not there')")).toEqual(['condition', null]);
    expect(read(`browser.wait(() => el.isPresent());`, 'browser.wait(() => el.isPresent())')).toEqual(['condition', null]);
    expect(read(`browser.wait(condition, LONG_DELAY);`, 'browser.wait(condition, LONG_DELAY)')).toEqual(['condition', null]);
    expect(read(`class P { async go() { await this.driver.wait(until.titleIs('Home'), 5000); } }`, "this.driver.wait(until.titleIs('Home'), 5000)")).toEqual(['condition', null]);
    expect(read(`browser.driver.wait(until.elementLocated(by.id('ok')), 5000);`, "browser.driver.wait(until.elementLocated(by.id('ok')), 5000)")).toEqual(['condition', null]);
    expect(read(`driver.wait(isLoaded);`, 'driver.wait(isLoaded)')).toEqual(['condition', null]);
    expect(read(`driver.wait(2000);`, 'driver.wait(2000)')).toEqual([null, 'promise']);
    expect(read(`driver.wait(DELAY);`, 'driver.wait(DELAY)')).toEqual([null, 'promise']);
    expect(read(`t.wait(DELAY);`, 't.wait(DELAY)')).toEqual([null, 'promise']);
    // (Only on a driver or Protractor's browser: another receiver's `wait(cond, 5000)` is neither.)
    expect(read(`pool.wait(until.idle(), 5000);`, 'pool.wait(until.idle(), 5000)')).toEqual([null, null]);
    expect(read(`page.wait(until.ready(), 5000);`, 'page.wait(until.ready(), 5000)')).toEqual([null, null]);
    // (Its condition wants a truthy result: a sleep there polls until the timeout, and is no sleep of its length.)
    expect(read(`browser.wait(() => new Promise((r) => setTimeout(r, 500)), 5000);`, 'browser.wait(() => new Promise((r) => setTimeout(r, 500)), 5000)')).toEqual(['condition', null]);
  });

  it("does not take ethers' tx.wait(1) on a transaction for a sleep (it waits for blocks to confirm it); wait(n) on another receiver is one", () => {
    const form = (code: string, text: string) => analyse(code, ({ vocab, find }) => vocab.sleepAt(find('CallExpression', text))?.form ?? null);
    expect(form(`const tx = await token.transfer(a, 1); await tx.wait(1);`, 'tx.wait(1)')).toBeNull();
    expect(form(`const deployTx = await factory.deploy(); await deployTx.wait(2);`, 'deployTx.wait(2)')).toBeNull();
    expect(form(`await transaction.wait(1);`, 'transaction.wait(1)')).toBeNull();
    expect(form(`await AsyncTestUtil.wait(200);`, 'AsyncTestUtil.wait(200)')).toBe('promise');
    expect(form(`await txt.wait(200);`, 'txt.wait(200)')).toBe('promise');
    expect(form(`await tx1.wait(1);`, 'tx1.wait(1)')).toBeNull();
    expect(form(`await approveTx2.wait(1);`, 'approveTx2.wait(1)')).toBeNull();
    expect(form(`await txn.wait(1);`, 'txn.wait(1)')).toBeNull();
    expect(form(`await txQueue.wait(100);`, 'txQueue.wait(100)')).toBe('promise');
    expect(form(`await transactionManager.wait(500);`, 'transactionManager.wait(500)')).toBe('promise');
    expect(form(`await ctx.wait(200);`, 'ctx.wait(200)')).toBe('promise');
  });

  it('recognises a promise resolved by an event', () => {
    expect(analyse(`new Promise((r) => server.once('listening', r));`, ({ vocab, find }) =>
      vocab.waitAt(find('NewExpression', "new Promise((r) => server.once('listening', r))"))?.kind)).toBe('event');
  });

  it("does not take Puppeteer's page.waitFor(n), given only a number, for a wait; with a selector it is one", () => {
    expect(analyse(`page.waitFor(1000);`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'page.waitFor(1000)')))).toBeNull();
    // (A helper of the file with a loop that does not sleep, or that sleeps with no way out, is no wait.)
    expect(analyse(`async function runAll(steps) { for (const step of steps) await step(); }\nrunAll(() => x);`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'runAll(() => x)')))).toBeNull();
    expect(
      analyse(`const sleep = (ms) => new Promise((r) => setTimeout(r, ms));\nasync function thrice(fn) { for (let i = 0; i < 3; i++) { await fn(); await sleep(10); } }\nthrice(() => send());`, ({ vocab, find }) =>
        vocab.waitAt(find('CallExpression', 'thrice(() => send())')),
      ),
    ).toBeNull();
    // (A wait's name given to something else, `import { waitForTimeout as pause }`, is read by its own name, not as a wait.)
    expect(analyse(`import { waitForTimeout as pause } from './helpers';\npause(() => check());`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'pause(() => check())')))).toBeNull();
    expect(analyse(`page.waitFor('#done');`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', "page.waitFor('#done')"))?.kind)).toBe('condition');
  });

  it('reads a bare poll(fn) as a wait only when fn is a condition (returns a value or asserts), not a task it runs', () => {
    const kindOf = (code: string, text: string) => analyse(code, ({ vocab, find }) => vocab.waitAt(find('CallExpression', text))?.kind ?? null);
    expect(kindOf(`poll(() => queue.isEmpty());`, 'poll(() => queue.isEmpty())')).toBe('condition');
    expect(kindOf(`poll(async () => { const n = await count(); return n > 2; });`, 'poll(async () => { const n = await count(); return n > 2; })')).toBe('condition');
    expect(kindOf(`poll(() => { expect(sent).toHaveLength(1); });`, 'poll(() => { expect(sent).toHaveLength(1); })')).toBe('condition');
    expect(kindOf(`poll(async (polling) => { i++; }, { delay: 100, limit: 3 });`, 'poll(async (polling) => { i++; }, { delay: 100, limit: 3 })')).toBeNull();
    expect(kindOf(`poll(() => i++, { delay: 100 });`, 'poll(() => i++, { delay: 100 })')).toBeNull();
  });

  it('names the element whose presence an assertion reads, through the query, a presence matcher or a const', () => {
    const target = (code: string, statement: string) =>
      analyse(code, ({ vocab, find }) => {
        const found = vocab.assertionAt(find('ExpressionStatement', statement));
        return found ? presenceTarget(found, vocab) : 'no assertion';
      });
    expect(target(`expect(element(by.css('.d')).isPresent()).toBeFalsy();`, `expect(element(by.css('.d')).isPresent()).toBeFalsy();`)).toBe(`element(by.css('.d'))`);
    expect(target(`expect(dialog).toBeVisible();`, `expect(dialog).toBeVisible();`)).toBe('dialog');
    expect(target(`const open = await dialog.isVisible().catch(() => false);\nexpect(open).toBe(false);`, `expect(open).toBe(false);`)).toBe('dialog');
    expect(target(`expect(dialog.getText()).toBe('');`, `expect(dialog.getText()).toBe('');`)).toBeNull();
    expect(target(`let open = dialog.isVisible();\nexpect(open).toBe(false);`, `expect(open).toBe(false);`)).toBeNull();
  });

  it('reads bounds written as comparisons in a subject held true, all parts of an && or none, and none in one held false or joined by ||', () => {
    const bounds = (code: string) =>
      analyse(`import assert from 'node:assert';\n${code}`, ({ vocab, find }) => {
        const found = vocab.assertionAt(find('ExpressionStatement', code));
        return found ? boundsHeldTrue(found).map((bound) => `${vocab.text(bound.subject)} ${bound.from === 'below' ? '>=' : '<='} ${bound.bound}`) : 'no assertion';
      });
    expect(bounds(`expect(watch.duration >= 990 && watch.duration <= 1200).toBe(true);`)).toEqual(['watch.duration >= 990', 'watch.duration <= 1200']);
    expect(bounds(`assert.ok(90 <= elapsed);`)).toEqual(['elapsed >= 90']);
    expect(bounds(`assert(Date.now() - start > 45);`)).toEqual(['Date.now() - start >= 45']);
    expect(bounds(`expect(elapsed > 45).toBeTruthy();`)).toEqual(['elapsed >= 45']);
    expect(bounds(`assert.ok(replays < 2);`)).toEqual(['replays <= 2']);
    expect(bounds(`expect(job.duration >= 60 && job.status === 'done').toBe(true);`)).toEqual([]);
    expect(bounds(`expect(elapsed >= 45).toBe(false);`)).toEqual([]);
    expect(bounds(`expect(elapsed >= 45).not.toBe(true);`)).toEqual([]);
    expect(bounds(`assert.ok(elapsed > 45 || retried);`)).toEqual([]);
    expect(bounds(`assert.ok(elapsed > start);`)).toEqual([]);
    expect(bounds(`expect(elapsed).toBeGreaterThan(45);`)).toEqual([]);
  });

  it('reads a cap written as a comparison held true as a bound from above, and a range as none', () => {
    const capped = (code: string) =>
      analyse(`import assert from 'node:assert';\n${code}`, ({ vocab, find }) => {
        const found = vocab.assertionAt(find('ExpressionStatement', code));
        return found ? boundsFromAbove(found) : 'no assertion';
      });
    expect(capped(`assert.ok(count <= 1);`)).toBe(true);
    expect(capped(`expect(count <= 1).toBe(true);`)).toBe(true);
    expect(capped(`assert.ok(1 >= count);`)).toBe(true);
    expect(capped(`assert.ok(count >= 1);`)).toBe(false);
    expect(capped(`expect(x >= 990 && x <= 1200).toBe(true);`)).toBe(false);
  });

  it('reads a message that says the value did not change as unchanged, and no other message or expected value', () => {
    const unchanged = (code: string) => analyse(`import assert from 'node:assert';\n${code}`, ({ vocab, find }) => vocab.assertionAt(find('CallExpression', code.replace(/;$/, '')))?.unchanged ?? false);
    expect(unchanged(`assert.equal(count, 1, 'p1 should still be 1');`)).toBe(true);
    expect(unchanged(`assert.ok(open, 'the connection stays open');`)).toBe(true);
    expect(unchanged(`assert.equal(status, 'still running');`)).toBe(false);
    expect(unchanged(`assert.equal(header, 'keep-alive', 'should be keep-alive');`)).toBe(false);
    expect(unchanged(`assert.equal(count, 2, 'p1 should update to 2 after sync');`)).toBe(false);
  });

  it('takes a bare waitFor given only a number for a sleep, and one given a callback for a wait', () => {
    const code = `import { waitFor } from '#src/utils.js';\nwaitFor(500);\nwaitFor(() => ready);`;
    expect(analyse(code, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'waitFor(500)')))).toBeNull();
    expect(analyse(code, ({ vocab, find }) => vocab.sleepAt(find('CallExpression', 'waitFor(() => ready)')))).toBeNull();
    expect(analyse(code, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'waitFor(() => ready)'))?.kind)).toBe('condition');
    // A name may be a condition: only a number written in place makes it a sleep.
    expect(analyse(`import { waitFor } from '#src/utils.js';\nwaitFor(pollMs);`, ({ vocab, find }) => vocab.sleepAt(find('CallExpression', 'waitFor(pollMs)')))).toBeNull();
  });

  it('does not take waitForTimeout for a wait', () => {
    expect(analyse(`page.waitForTimeout(5);`, ({ vocab, find }) => vocab.waitAt(find('CallExpression', 'page.waitForTimeout(5)')))).toBeNull();
  });

  it('recognises barriers, with settings', () => {
    const barriers = analyse(`dispatcher.stop();\nworker.halt();\nstop();`, ({ vocab, find }) => [
      vocab.isBarrier(find('CallExpression', 'dispatcher.stop()')),
      vocab.isBarrier(find('CallExpression', 'worker.halt()')),
      vocab.isBarrier(find('CallExpression', 'stop()')),
    ], { 'dispatch-lag': { barriers: ['worker.halt'] } });
    expect(barriers).toEqual([true, true, false]);
  });

  it('takes a join of a named room or topic for no barrier, and a join of a worker for one', () => {
    const joins = analyse(`socket.join('room');\npeers.join(\`topic-\${id}\`);\nworker.join();`, ({ vocab, find }) => [
      vocab.isBarrier(find('CallExpression', "socket.join('room')")),
      vocab.isBarrier(find('CallExpression', 'peers.join(`topic-${id}`)')),
      vocab.isBarrier(find('CallExpression', 'worker.join()')),
    ]);
    expect(joins).toEqual([false, false, true]);
  });
});

describe('assertions', () => {
  const assertion = (code: string) =>
    analyse(code, ({ vocab, find }) => {
      const statement = find('ExpressionStatement', code.split('\n').pop()!);
      const found = vocab.assertionAt(statement);
      return found && { negative: found.negative, exactCount: found.exactCount, matcher: found.matcher };
    });

  it.each([
    ['expect(x).toBe(1);', { negative: false, exactCount: false, matcher: 'toBe' }],
    ['expect(spy).not.toHaveBeenCalled();', { negative: true, exactCount: false, matcher: 'toHaveBeenCalled' }],
    ['expect(spy).toHaveBeenCalledTimes(0);', { negative: true, exactCount: false, matcher: 'toHaveBeenCalledTimes' }],
    ['expect(spy).toHaveBeenCalledTimes(2);', { negative: false, exactCount: true, matcher: 'toHaveBeenCalledTimes' }],
    ["expect(getActiveMock()).toHaveReceivedRequestTimes('GET', '/v1/ping', 0);", { negative: true, exactCount: false, matcher: 'toHaveReceivedRequestTimes' }],
    ["expect(getActiveMock()).toHaveReceivedRequestTimes('GET', '/v1/ping', 1);", { negative: false, exactCount: true, matcher: 'toHaveReceivedRequestTimes' }],
    ["expect(mock).toHaveReceivedRequest('GET', 0);", { negative: false, exactCount: false, matcher: 'toHaveReceivedRequest' }],
    ['expect(list).toHaveLength(3);', { negative: false, exactCount: true, matcher: 'toHaveLength' }],
    ['expect(list).not.toHaveLength(0);', { negative: false, exactCount: false, matcher: 'toHaveLength' }],
    ['await expect(rows).not.toHaveCount(initialLength);', { negative: false, exactCount: false, matcher: 'toHaveCount' }],
    ['expect(list).not.toHaveLength(3);', { negative: true, exactCount: false, matcher: 'toHaveLength' }],
    ['expect(x).toBeUndefined();', { negative: true, exactCount: false, matcher: 'toBeUndefined' }],
    ['expect(files).toEqual(new Map());', { negative: true, exactCount: false, matcher: 'toEqual' }],
    ['expect(files).toEqual(new Map([[1, 2]]));', { negative: false, exactCount: false, matcher: 'toEqual' }],
    ['expect(x).not.toBeNull();', { negative: false, exactCount: false, matcher: 'toBeNull' }],
    ['expect(fired).toBe(false);', { negative: true, exactCount: false, matcher: 'toBe' }],
    ['expect(list).toEqual([]);', { negative: true, exactCount: false, matcher: 'toEqual' }],
    ['expect(list.length).to.equal(2);', { negative: false, exactCount: true, matcher: 'equal' }],
    ['expect(seen.length).toBeLessThanOrEqual(3);', { negative: false, exactCount: true, matcher: 'toBeLessThanOrEqual' }],
    ['expect(seen.length).to.be.at.most(3);', { negative: false, exactCount: true, matcher: 'most' }],
    ['expect(executionTime).toBeLessThan(50);', { negative: false, exactCount: false, matcher: 'toBeLessThan' }],
    // a bound from below on a count is something there; one from above that allows none is an absence
    ['expect(seen.length).not.toBeLessThan(3);', { negative: false, exactCount: false, matcher: 'toBeLessThan' }],
    ['expect(seen.length).toBeGreaterThan(0);', { negative: false, exactCount: false, matcher: 'toBeGreaterThan' }],
    ['expect(seen.length).not.toBeGreaterThan(0);', { negative: true, exactCount: false, matcher: 'toBeGreaterThan' }],
    ['expect(seen.length).toBeLessThan(1);', { negative: true, exactCount: false, matcher: 'toBeLessThan' }],
    ['expect(seen.length).not.toBeGreaterThan(2);', { negative: false, exactCount: true, matcher: 'toBeGreaterThan' }],
    // on a value, not a count: a bound from below is something there, a cap is "no more"
    ['expect(elapsed).not.toBeLessThan(40);', { negative: false, exactCount: false, matcher: 'toBeLessThan' }],
    ['expect(replays).not.toBeGreaterThan(before);', { negative: true, exactCount: false, matcher: 'toBeGreaterThan' }],
    ['expect(flag).to.be.false;', { negative: true, exactCount: false, matcher: 'false' }],
    ["import assert from 'node:assert';\nassert.equal(fired, false);", { negative: true, exactCount: false, matcher: 'equal' }],
    ["import assert from 'node:assert';\nassert.notStrictEqual(headers, null);", { negative: false, exactCount: false, matcher: 'notStrictEqual' }],
    ["const { notStrictEqual } = require('node:assert');\nnotStrictEqual(headers, null);", { negative: false, exactCount: false, matcher: 'notStrictEqual' }],
    ["const { strictEqual } = require('node:assert');\nstrictEqual(header, undefined);", { negative: true, exactCount: false, matcher: 'strictEqual' }],
    ["import assert from 'node:assert';\nassert.notStrictEqual(status, 'open');", { negative: true, exactCount: false, matcher: 'notStrictEqual' }],
    ["import assert from 'node:assert';\nassert(!fired);", { negative: true, exactCount: false, matcher: 'ok' }],
    ["import { assert } from 'chai';\nassert.isFalse(changed);", { negative: true, exactCount: false, matcher: 'isFalse' }],
    ["import { assert } from 'chai';\nassert.isEmpty(errors);", { negative: true, exactCount: false, matcher: 'isEmpty' }],
    ["import { assert } from 'chai';\nassert.isTrue(changed);", { negative: false, exactCount: false, matcher: 'isTrue' }],
    ["import { assert } from 'chai';\nassert.notProperty(cache, 'a');", { negative: true, exactCount: false, matcher: 'notProperty' }],
    ["import { assert } from 'chai';\nassert.doesNotHaveAnyKeys(sessions, ['a']);", { negative: true, exactCount: false, matcher: 'doesNotHaveAnyKeys' }],
    ["import { assert } from 'chai';\nassert.property(cache, 'a');", { negative: false, exactCount: false, matcher: 'property' }],
    ["import assert from 'node:assert';\nassert.equal(ch1.getSessionCount(), 1, 'p1 should still be 1');", { negative: false, exactCount: false, matcher: 'equal' }],
    ["import assert from 'node:assert';\nassert.ok(socket.open, 'the connection stays open');", { negative: false, exactCount: false, matcher: 'ok' }],
    ["import assert from 'node:assert';\nassert.equal(status, 'still running');", { negative: false, exactCount: false, matcher: 'equal' }],
    ["import assert from 'node:assert';\nassert.equal(ch1.getSessionCount(), 2, 'p1 should update to 2 after sync');", { negative: false, exactCount: false, matcher: 'equal' }],
    ["import assert from 'node:assert';\nassert.ok(window.event === undefined);", { negative: true, exactCount: false, matcher: 'ok' }],
    ["import assert from 'node:assert';\nassert.ok(window.event === 'ack');", { negative: false, exactCount: false, matcher: 'ok' }],
    ["import assert from 'node:assert/strict';\nassert.deepEqual(seen, ['a']);", { negative: false, exactCount: false, matcher: 'deepEqual' }],
    ['sinon.assert.notCalled(spy);', { negative: true, exactCount: false, matcher: 'notCalled' }],
    ['sinon.assert.calledOnce(spy);', { negative: false, exactCount: true, matcher: 'calledOnce' }],
    // Sinon's assertions imported rather than global, whole or by name.
    ["const sinon = require('sinon');\nsinon.assert.notCalled(spy);", { negative: true, exactCount: false, matcher: 'notCalled' }],
    ["import sinon from 'sinon';\nsinon.assert.calledTwice(spy);", { negative: false, exactCount: true, matcher: 'calledTwice' }],
    ["import { assert } from 'sinon';\nassert.notCalled(spy);", { negative: true, exactCount: false, matcher: 'notCalled' }],
    // A count whose message says nothing more came is an absence; one whose message names what came is not.
    ["import assert from 'node:assert';\nassert.equal(reqCount, 1, 'no reconnect after close');", { negative: true, exactCount: false, matcher: 'equal' }],
    ["import assert from 'node:assert';\nassert.equal(reqCount, 2, 'reconnects once after the drop');", { negative: false, exactCount: false, matcher: 'equal' }],
    // Sinon's count flags read as values pin a count as sinon.assert does.
    ['expect(spy.calledOnce).to.be.true;', { negative: false, exactCount: true, matcher: 'true' }],
    ["import assert from 'node:assert';\nassert(readySpy.calledTwice);", { negative: false, exactCount: true, matcher: 'ok' }],
    ['expect(spy.notCalled).toBe(true);', { negative: true, exactCount: false, matcher: 'toBe' }],
    ['expect(spy.calledOnce).to.be.false;', { negative: true, exactCount: false, matcher: 'false' }],
    ['expect(spy.called).to.be.true;', { negative: false, exactCount: false, matcher: 'true' }],
    // Nightwatch's checks on its browser, as statements and as links of its command chains.
    ["browser.assert.containsText('#b', 'done');", { negative: false, exactCount: false, matcher: 'containsText' }],
    ["browser.assert.not.visible('#toast');", { negative: true, exactCount: false, matcher: 'visible' }],
    ["client.verify.elementNotPresent('#toast');", { negative: true, exactCount: false, matcher: 'elementNotPresent' }],
    ["browser.click('#a').pause(100).assert.hidden('#spinner');", { negative: true, exactCount: false, matcher: 'hidden' }],
    ["browser.expect.element('#b').text.to.equal('done');", { negative: false, exactCount: false, matcher: 'equal' }],
    ["browser.expect.element('#b').to.be.visible;", { negative: false, exactCount: false, matcher: 'visible' }],
    ["browser.expect.element('#b').to.not.be.present;", { negative: true, exactCount: false, matcher: 'present' }],
    ['value.should.equal(1);', { negative: false, exactCount: false, matcher: 'equal' }],
    // should.js's `match` compares a number, a flag or null as `eql` does; a pattern stays a pattern.
    ['c.should.match(0);', { negative: true, exactCount: false, matcher: 'eql' }],
    ['c.should.match(numbers.length);', { negative: false, exactCount: false, matcher: 'match' }],
    ["name.should.match(/^job-/);", { negative: false, exactCount: false, matcher: 'match' }],
    ["name.should.match('job-1');", { negative: false, exactCount: false, matcher: 'match' }],
    ["const should = require('chai').should();\nshould.exist(outcomes['/1/aaa']);", { negative: false, exactCount: false, matcher: 'exist' }],
    ["const should = require('chai').should();\nshould.not.exist(err);", { negative: true, exactCount: false, matcher: 'exist' }],
    ["const should = require('chai').should();\nshould.equal(received.length, 2);", { negative: false, exactCount: true, matcher: 'equal' }],
    ["t.expect(order).toStrictEqual(['1a']);", { negative: false, exactCount: false, matcher: 'toStrictEqual' }],
    ["const assume = require('assume');\nassume(r2.takenUntil).is.greaterThan(r1.takenUntil);", { negative: false, exactCount: false, matcher: 'greaterThan' }],
    ["import assume from 'assume';\nassume(spy.called).is.false();", { negative: true, exactCount: false, matcher: 'false' }],
    ["import assume from 'assume';\nassume(list).has.length(2);", { negative: false, exactCount: true, matcher: 'length' }],
    ['expectNumberOfAcquisitionRequests(pool, address, 1);', { negative: false, exactCount: false, matcher: 'expectNumberOfAcquisitionRequests' }],
    ['assertNoPendingRequests(client);', { negative: true, exactCount: false, matcher: 'assertNoPendingRequests' }],
    ["import { assert } from 'vitest';\nassert.equal(pool.totalConnections(), 2);", { negative: false, exactCount: false, matcher: 'equal' }],
    ["import { assert } from 'vitest';\nassert.isFalse(fired);", { negative: true, exactCount: false, matcher: 'isFalse' }],
    ['t.expect(spy).not.toHaveBeenCalled();', { negative: true, exactCount: false, matcher: 'toHaveBeenCalled' }],
    // A module the file names `assert` has the assert API, whatever package provides it.
    ["const assert = require('bsert');\nassert.equal(entered, false);", { negative: true, exactCount: false, matcher: 'equal' }],
    ["import assert from 'nanoassert';\nassert(!fired);", { negative: true, exactCount: false, matcher: 'ok' }],
    ["const assert = require('bsert');\nassert(wallet.master.key);", { negative: false, exactCount: false, matcher: 'ok' }],
    // QUnit 1's global assertions, declared nowhere in the file.
    ['ok(run);', { negative: false, exactCount: false, matcher: 'ok' }],
    ['ok(!fired);', { negative: true, exactCount: false, matcher: 'ok' }],
    ["equal($('.toast').length, 0, 'removed');", { negative: true, exactCount: false, matcher: 'equal' }],
    ["equal($('.toast').length, 2);", { negative: false, exactCount: true, matcher: 'equal' }],
    ['strictEqual(status, undefined);', { negative: true, exactCount: false, matcher: 'strictEqual' }],
    // The expected value written first: the count is the subject, and a zero expected is absence.
    ["import assert from 'node:assert';\nassert.strictEqual(1, events.length);", { negative: false, exactCount: true, matcher: 'strictEqual' }],
    ["import assert from 'node:assert';\nassert.strictEqual(0, events.length);", { negative: true, exactCount: false, matcher: 'strictEqual' }],
    // Cypress's chainers, written as strings on a command chain of the global `cy`.
    ["cy.get('#the-malware').should('not.exist');", { negative: true, exactCount: false, matcher: 'exist' }],
    ["cy.get('.row').should('have.length', 0);", { negative: true, exactCount: false, matcher: 'length' }],
    ["cy.get('.row').should('have.length', 3);", { negative: false, exactCount: true, matcher: 'length' }],
    ["cy.get('.list').should('be.empty');", { negative: true, exactCount: false, matcher: 'empty' }],
    ["cy.get('.toast').should('be.visible');", { negative: false, exactCount: false, matcher: 'visible' }],
    ["cy.get('.toast').should('not.be.visible').and('not.have.class', 'open');", { negative: true, exactCount: false, matcher: 'visible' }],
    ["cy.get('.toast').should('be.visible').and('not.have.class', 'busy');", { negative: false, exactCount: false, matcher: 'visible' }],
    // Jasmine's assertions on promises: one still pending has not settled.
    ['await expectAsync(lock).toBePending();', { negative: true, exactCount: false, matcher: 'toBePending' }],
    ['await expectAsync(lock).toBeResolvedTo(0);', { negative: false, exactCount: false, matcher: 'toBeResolvedTo' }],
    ['await expectAsync(lock).not.toBePending();', { negative: false, exactCount: false, matcher: 'toBePending' }],
    // TypeMoq's verify on a mock it made, by the count its Times gives; ts-mockito's verify(…) by its count method.
    ["import * as TypeMoq from 'typemoq';\nconst action = TypeMoq.Mock.ofType<Action>();\naction.verify((a) => a.execute(), TypeMoq.Times.once());", { negative: false, exactCount: true, matcher: 'once' }],
    ["import { Mock, Times } from 'typemoq';\nlet action;\naction = Mock.ofInstance(real);\naction.verify((a) => a.execute(), Times.never());", { negative: true, exactCount: false, matcher: 'never' }],
    ["import { Mock, Times } from 'typemoq';\nconst action = Mock.ofType<Action>();\naction.verify((a) => a.execute(), Times.exactly(0));", { negative: true, exactCount: false, matcher: 'exactly' }],
    ["import { Mock } from 'typemoq';\nconst action = Mock.ofType<Action>();\naction.verifyAll();", { negative: false, exactCount: false, matcher: 'verifyAll' }],
    ["import { verify } from 'ts-mockito';\nverify(mockedFoo.getBar(3)).once();", { negative: false, exactCount: true, matcher: 'once' }],
    ["import { verify } from 'ts-mockito';\nverify(mockedFoo.getBar(3)).never();", { negative: true, exactCount: false, matcher: 'never' }],
    ["import { verify } from '@typestrong/ts-mockito';\nverify(mockedFoo.getBar(3)).atLeast(2);", { negative: false, exactCount: false, matcher: 'atLeast' }],
    // testdouble's verify (also as otest hands it on), by the count its options give.
    ["import td from 'testdouble';\ntd.verify(fetch('/a'));", { negative: false, exactCount: false, matcher: 'verify' }],
    ["import { verify } from 'testdouble';\nverify(mapper(1), { times: 2 });", { negative: false, exactCount: true, matcher: 'verify' }],
    ["import o, { verify } from '@tutao/otest';\nverify(updater.download(), { times: 0 });", { negative: true, exactCount: false, matcher: 'verify' }],
    // A check helper on a validator or page object, by its name.
    ["modalValidator.expectModalNotVisible();", { negative: true, exactCount: false, matcher: 'expectModalNotVisible' }],
    ["this.assertTitle('Inbox');", { negative: false, exactCount: false, matcher: 'assertTitle' }],
    // ospec's `o(actual)` and otest's `o.check(actual)` checks.
    ["import o from 'ospec';\no(state).equals('foo');", { negative: false, exactCount: false, matcher: 'equals' }],
    ["import o from 'ospec';\no(state).notEquals('foo');", { negative: true, exactCount: false, matcher: 'notEqual' }],
    ["import o from '@tutao/otest';\no.check(processed.length).equals(0);", { negative: true, exactCount: false, matcher: 'equals' }],
  ])('reads %s', (code, expected) => {
    expect(assertion(code)).toEqual(expected);
  });

  it.each([
    ['expect(replayCount).toBeLessThanOrEqual(1);', true],
    ['expect(seen.length).toBeLessThanOrEqual(3);', true],
    ['expect(replays).not.toBeGreaterThan(before);', true],
    ['expect(elapsed).not.toBeLessThan(40);', false],
    ['expect(elapsed).toBeGreaterThan(40);', false],
    ["import assert from 'node:assert';\nassert.ok(count <= 1);", true],
    ["import assert from 'node:assert';\nassert.ok(count >= 1);", false],
  ])('reads whether %s bounds its subject from above ("no more than")', (code, expected) => {
    expect(
      analyse(code, ({ vocab, find }) => {
        const found = vocab.assertionAt(find('ExpressionStatement', code.split('\n').pop()!));
        return found && boundsFromAbove(found);
      }),
    ).toBe(expected);
  });

  it.each([
    ['a global `sinon` making a double', 'sinon.spy();'],
    ['a global `sinon` stubbing a method', "sinon.stub(store, 'commit');"],
    ['a global `chai` taking a plugin', 'chai.use(chaiAsPromised);'],
  ])('does not take %s for an assertion', (_name, code) => {
    expect(assertion(code)).toBeNull();
  });

  it.each([
    ['a `should` off a chain that does not start from Cypress\'s global `cy`', "const cy = makeClient();\ncy.get('a').should('not.exist');"],
    ['a `should` of something else', "wrapper.should('not.exist');"],
    ['a callback handed to `should` (the checks inside are read)', "cy.get('a').should(($el) => { expect($el).to.have.length(0); });"],
  ])('does not take %s for a Cypress assertion', (_name, code) => {
    expect(assertion(code)).toBeNull();
  });

  it.each([
    ['an `assert` namespace on something that is no browser', "validator.assert.visible('#a');"],
    ['an `expect.element` off something that is no browser', "page.expect.element('#b').to.be.visible;"],
    ['a browser command that reads no `assert` or `expect`', "browser.click('#a').getText('#b');"],
  ])('does not take %s for a Nightwatch check', (_name, code) => {
    expect(assertion(code)).toBeNull();
  });

  it.each([
    ['a verify of an object no mocking library made', "import { Times } from 'typemoq';\nconst action = makeAction();\naction.verify((a) => a.execute(), Times.once());"],
    ["a verify(…) not imported from ts-mockito", "import { verify } from './checks';\nverify(mockedFoo.getBar(3)).once();"],
    ["a verify(…) of another module with testdouble's shape", "import { verify } from './checks';\nverify(mapper(1), { times: 2 });"],
    ["a method named check… on a receiver (it acts)", "updater.checkForUpdates();"],
    ["a method named verify… on a receiver (it acts)", "client.verifyToken(token);"],
    ["an o(…).equals(…) of an o that is no ospec", "const o = makeChecker();\no(state).equals('foo');"],
    ['a verify without a count', "import { Mock } from 'typemoq';\nconst action = Mock.ofType<Action>();\naction.verify((a) => a.execute());"],
  ])('does not take %s for a mock check', (_name, code) => {
    expect(assertion(code)).toBeNull();
  });

  it.each([
    ['t.absent(fired);', { negative: true, exactCount: false, matcher: 'absent' }],
    ["t.absent(fired, 'no data after close');", { negative: true, exactCount: false, matcher: 'absent' }],
    ["t.alike(seen, ['a']);", { negative: false, exactCount: false, matcher: 'alike' }],
    ['t.unlike(b.length, 0);', { negative: false, exactCount: false, matcher: 'unlike' }],
    ["t.unlike(state, 'open');", { negative: true, exactCount: false, matcher: 'unlike' }],
  ])("reads Brittle's `%s` on the test's context", (line, expected) => {
    const found = analyse(`const test = require('brittle');\ntest('x', async (t) => {\n  ${line}\n});`, ({ vocab, find }) => {
      const check = vocab.assertionAt(find('ExpressionStatement', line));
      return check && { negative: check.negative, exactCount: check.exactCount, matcher: check.matcher };
    });
    expect(found).toEqual(expected);
  });

  it('reads an Assert imported under a capital name (`import { Assert } from …`) as an assert API', () => {
    expect(assertion("import { Assert } from '@sinclair/carbon';\nAssert.isEqual(input, output);")).toEqual({ negative: false, exactCount: false, matcher: 'isEqual' });
  });

  it('does not take a module the file names otherwise for an assertion library', () => {
    const found = analyse(`const check = require('bsert');\ncheck.equal(entered, false);`, ({ vocab, find }) => vocab.assertionAt(find('ExpressionStatement', 'check.equal(entered, false);')));
    expect(found).toBeNull();
  });

  it('takes an `ok` or `equal` the file declares for its own function, not a QUnit assertion', () => {
    const found = analyse(`function ok(value) { return !!value; }\nok(run);`, ({ vocab, find }) => vocab.assertionAt(find('ExpressionStatement', 'ok(run);')));
    expect(found).toBeNull();
  });

  it('takes `assume(…)` for an assertion only when it comes from the assume package', () => {
    const found = analyse(`const assume = (x) => x;\nassume(config).is.ok();`, ({ vocab, find }) => vocab.assertionAt(find('ExpressionStatement', 'assume(config).is.ok();')));
    expect(found).toBeNull();
  });

  it("reads a nock scope's done() as a check, found through the variable's writes, and no other done()", () => {
    const code = `const nock = require('nock');\nlet api;\nbeforeEach(() => { api = nock('http://x').post('/a').reply(200); });\nit('x', () => { api.done(); server.done(); });`;
    const found = analyse(code, ({ vocab, find }) => [
      vocab.assertionAt(find('ExpressionStatement', 'api.done();'))?.negative,
      vocab.assertionAt(find('ExpressionStatement', 'server.done();')),
    ]);
    expect(found).toEqual([false, null]);
  });

  it('reads a test context assertion (node:test t.assert, AVA t.is)', () => {
    const found = analyse(`import test from 'ava';\ntest('x', (t) => { t.is(count, 0); });`, ({ vocab, find }) =>
      vocab.assertionAt(find('ExpressionStatement', 't.is(count, 0);'))?.negative);
    expect(found).toBe(true);
  });

  it('reads assert handed in as a parameter by a runner (`async test({ assert }) { … }`)', () => {
    const found = analyse(`export default run({\n  async test({ assert, target }) {\n    assert.equal(target.innerHTML, '');\n  },\n});`, ({ vocab, find }) =>
      vocab.assertionAt(find('ExpressionStatement', "assert.equal(target.innerHTML, '');"))?.negative);
    expect(found).toBe(true);
  });

  it('takes the file, not the literal path, for the subject of a file-system assertion', () => {
    const subject = analyse(`test('x', async ({ assert }) => {\n  await assert.fileExists('out.log');\n});`, ({ vocab, find }) =>
      vocab.assertionAt(find('ExpressionStatement', "await assert.fileExists('out.log');"))?.subject?.type);
    expect(subject).toBe('CallExpression');
  });

  it('takes the subject of a hand-written check from the side that is not nothing', () => {
    const subject = analyse(`it('x', async () => {\n  if (null != leftover) throw new Error('left over');\n});`, ({ vocab, find }) => {
      const step = vocab.classifyStatement(find('IfStatement', "if (null != leftover) throw new Error('left over');"));
      return step.kind === 'assertion' ? vocab.text(step.assertion.subject!) : null;
    });
    expect(subject).toBe('leftover');
  });

  it('keeps the literal written first as the subject of a method that does not compare (`assert.include`)', () => {
    const subject = analyse(`import { assert } from 'chai';\nassert.include('lit', x);`, ({ vocab, find }) =>
      vocab.text(vocab.assertionAt(find('ExpressionStatement', "assert.include('lit', x);"))!.subject!));
    expect(subject).toBe("'lit'");
  });

  it('takes the value, not the literal written first, for the subject', () => {
    const subject = analyse(`import assert from 'node:assert';\nassert.strictEqual(1, events.length);`, ({ vocab, find }) => {
      const found = vocab.assertionAt(find('ExpressionStatement', 'assert.strictEqual(1, events.length);'));
      return found && [vocab.text(found.subject!), vocab.text(found.expected!)];
    });
    expect(subject).toEqual(['events.length', '1']);
  });

  it('does not take an ordinary call for an assertion', () => {
    expect(assertion('queue.add(1);')).toBeNull();
    expect(assertion('t.expect(order);')).toBeNull();
    // Named like a check only with a capital after the verb: `checkout()`, `expected()` are not checks.
    expect(assertion('checkout(cart);')).toBeNull();
    expect(assertion('expected(value);')).toBeNull();
    // Only the `assert` export of a runner is an assertion library.
    expect(assertion("import { vi } from 'vitest';\nvi.advanceTimersByTime(100);")).toBeNull();
  });
});

describe('snapshot matchers', () => {
  it.each(['toMatchSnapshot', 'toMatchInlineSnapshot', 'toThrowErrorMatchingSnapshot', 'toMatchImageSnapshot', 'matchSnapshot', 'toHaveScreenshot'])(
    '%s compares with a stored picture',
    (matcher) => expect(isSnapshotMatcher(matcher)).toBe(true),
  );
  it.each(['toMatch', 'toMatchObject', 'toBe', 'toContain', 'snapshot'])('%s is not a snapshot matcher', (matcher) =>
    expect(isSnapshotMatcher(matcher)).toBe(false),
  );
});

describe('flags: what an assertion on a flag a callback sets checks', () => {
  const reading = (code: string) =>
    analyse(code, ({ vocab, find }) => {
      const found = vocab.assertionAt(find('ExpressionStatement', code.split('\n').pop()!));
      return found && vocab.flagReading(found);
    });

  it.each([
    ["let ran = false;\nqueue.process(() => { ran = true; });\nexpect(ran).toBe(true);", 'outcome'],
    ["let ran = false;\nqueue.process(() => { ran = true; });\nexpect(ran).toBe(false);", 'unchanged'],
    ["let open = true;\nsocket.on('close', () => { open = false; });\nexpect(open).toBe(true);", 'unchanged'],
    ["let state = 'idle';\nworker.on('done', () => { state = 'done'; });\nexpect(state).toEqual('done');", 'outcome'],
    ["import assert from 'node:assert';\nlet seen;\nemitter.on('x', function () { seen = true; });\nassert.ok(seen);", 'outcome'],
    ["let ran = false;\nqueue.process(() => { ran = true; });\nexpect(ran).to.be.false;", 'unchanged'],
    // a value a callback captures: present is an outcome, still empty unchanged
    ["import assert from 'node:assert';\nlet captured;\nexporter.on('export', (logs, callback) => { captured = callback; });\nassert.ok(captured !== undefined);", 'outcome'],
    ["let received;\nbus.subscribe((message) => { received = message; });\nexpect(received).toBeDefined();", 'outcome'],
    ["let received = null;\nbus.subscribe((message) => { received = message; });\nexpect(received).toBeNull();", 'unchanged'],
    ["import assert from 'node:assert';\nlet received;\nbus.subscribe((message) => { received = message; });\nassert.ok(received === undefined);", 'unchanged'],
    // a member read on a capture needs the callback to have filled it, whatever it expects
    ["import { equal } from 'node:assert';\nlet current;\nsub.on('updated', (data) => current = data);\nequal(!!current.is_held, false);", 'outcome'],
    ["let current;\nsub.on('updated', (data) => { current = data; });\nsub.on('end', () => { current = 'finished'; });\nexpect(current.payments).toHaveLength(0);", 'outcome'],
    ["let current;\nsub.on('updated', (data) => { current = data; });\nexpect(current.payments?.length).toBe(0);", 'outcome'],
    // a capture asserted to hold a literal, even one that reads like nothing, was filled by the callback
    ["let got = null;\nqueue.process((job) => { got = job.id; });\nexpect(got).toBe(3);", 'outcome'],
    ["let value;\nform.onSubmit((v) => { value = v.value; });\nexpect(value).toBe(0);", 'outcome'],
    ["let value;\nform.onSubmit((v) => { value = v.value; });\nexpect(value).toBe(false);", 'outcome'],
    ["let value;\nform.onSubmit((v) => { value = v.value; });\nexpect(value).toBe(undefined);", 'unchanged'],
  ])('reads %s as %s', (code, expected) => {
    expect(reading(code)).toBe(expected);
  });

  it.each([
    // set by the test's own code, not by a callback
    "let ran = false;\nran = true;\nexpect(ran).toBe(true);",
    // a counter is not a flag
    "let count = 0;\nqueue.process(() => { count += 1; });\nexpect(count).toBe(1);",
    // a constant
    "const ready = true;\nexpect(ready).toBe(true);",
    // no callback writes another value
    "let ran = false;\nexpect(ran).toBe(false);",
    // a capture that started with a value: asserting nothing is no reading of it
    "let value = 5;\nform.onSubmit((v) => { value = v.value; });\nexpect(value).toBe(0);",
    // a capture that starts undefined, asserted null: neither its start nor a sure sign of the callback
    "let value;\nform.onSubmit((v) => { value = v.value; });\nexpect(value).toBe(null);",
    // a capture the test fills itself
    "let received;\nreceived = bus.last();\nexpect(received).toBeDefined();",
    // a member read that tolerates the empty capture
    "let current;\nsub.on('updated', (data) => current = data);\nexpect(current?.is_held).toBeFalsy();",
    // filled by a call that runs its callback before it returns
    "let result;\nbeforeEach(() => { renderHook(() => { result = useDoc(); }); });\nit('x', () => { expect(result.doc.id).toBeUndefined(); });",
    "let current;\n[1, 2].forEach((item) => { current = item; });\nexpect(current.id).toBeUndefined();",
    "let resolveIt;\nconst done = new Promise((resolve) => { resolveIt = resolve; });\nexpect(resolveIt.name).toBe('');",
  ])('is not a flag reading: %s', (code) => {
    expect(reading(code)).toBeNull();
  });
});

describe('settled values: what the test itself settled before a point', () => {
  /** Whether the last line's assertion reads a value settled before the line marked `// here`. */
  const settled = (code: string) =>
    analyse(code, ({ vocab, find }) => {
      const found = vocab.assertionAt(find('ExpressionStatement', code.split('\n').pop()!));
      return !!found && vocab.settledBefore(found, code.indexOf('// here'));
    });

  it.each([
    ['an awaited result, whole', "const result = await client.call('a');\nawait client.dispose();\n// here\nexpect(result).toEqual({ ok: true });"],
    ['an error caught from an awaited call, its message', "let err;\ntry { await service.run(); } catch (e) { err = e; }\n// here\nexpect(err?.message?.includes('UNKNOWN')).toBeTruthy();"],
    ['an array the test filled itself, its length', "const data = [];\nfor await (const item of stream) { data.push(item); }\n// here\nexpect(data.length).toBe(2);"],
  ])('%s', (_, code) => {
    expect(settled(code)).toBe(true);
  });

  it.each([
    ['read after the point', "await client.dispose();\n// here\nconst result = await client.call('a');\nexpect(result).toEqual({ ok: true });"],
    ['a member of an awaited result, which can be a live object', "const conn = await connect();\n// here\nexpect(conn.status).toBe('open');"],
    ['an array a callback fills', "const received = [];\nbus.on('m', (m) => received.push(m));\n// here\nexpect(received).toHaveLength(1);"],
    ['an array handed on to the code', "const events = [];\nrecorder.start(events);\n// here\nexpect(events.length).toBe(2);"],
    ['a value not awaited', "const pending = client.call('a');\n// here\nexpect(pending).toBeDefined();"],
    ['written again after the point', "let result = await client.call('a');\n// here\nresult = await client.call('b');\nexpect(result).toEqual({ ok: true });"],
  ])('not when %s', (_, code) => {
    expect(settled(code)).toBe(false);
  });
});

describe('startsEmpty: a collection or counter the test declared empty', () => {
  const startsEmpty = (code: string) =>
    analyse(code, ({ vocab, find }) => {
      const found = vocab.assertionAt(find('ExpressionStatement', code.split('\n').pop()!));
      return !!found?.subject && vocab.startsEmpty(found.subject);
    });

  it.each([
    ["const received = [];\nexpect(received).toHaveLength(1);", true],
    ["let count = 0;\nexpect(count).toBe(2);", true],
    ["const seen = new Set();\nexpect(seen.size).toBe(1);", true],
    ["const received = [1];\nexpect(received).toHaveLength(1);", false],
    ["let count = 1;\nexpect(count).toBe(2);", false],
    ["expect(queue.size).toBe(1);", false],
  ])('%s: %s', (code, expected) => {
    expect(startsEmpty(code)).toBe(expected);
  });
});

describe('tests declared without a test call', () => {
  // The test or hook a function is declared as, by the function that calls `go()`.
  const declared = (code: string) =>
    analyse(code, ({ vocab, find }) => {
      let fn: TSESTree.Node | undefined = find('CallExpression', 'go()');
      while (fn && fn.type !== 'FunctionExpression' && fn.type !== 'ArrowFunctionExpression') fn = fn.parent;
      const test = fn ? vocab.exportedTest(fn as TSESTree.FunctionExpression) : null;
      return test ? `${test.kind}:${test.name}` : 'none';
    });

  it.each([
    ["an Ember test case's method under a computed `@test` key", `moduleFor('x', class extends AbstractTestCase { ['@test renders the title'](assert) { go(); } });`, 'test:renders the title'],
    ['a `@test` method under a string key', `moduleFor('x', class extends AbstractTestCase { '@test renders'(assert) { go(); } });`, 'test:renders'],
    ['a `@test` method under a template key', 'moduleFor(\'x\', class extends AbstractTestCase { [`@test renders`](assert) { go(); } });', 'test:renders'],
    ['the beforeEach of a class with `@test` methods', `moduleFor('x', class extends AbstractTestCase { beforeEach() { go(); } ['@test a'](assert) {} });`, 'hook:beforeEach'],
    ['a `@skip` method, read as `it.skip` is', `moduleFor('x', class extends AbstractTestCase { ['@skip renders'](assert) { go(); } });`, 'test:renders'],
    ['a method whose key only mentions a test', `class Page { ['test @test a']() { go(); } }`, 'none'],
    ['a helper method of a test case', `moduleFor('x', class extends AbstractTestCase { render() { go(); } ['@test a'](assert) {} });`, 'none'],
    ['the beforeEach of a class with no `@test` method', `class Page { beforeEach() { go(); } open() {} }`, 'none'],
    ['a static `@test` method', `class Page { static ['@test a']() { go(); } }`, 'none'],
    ['a getter named like a test', `class Page { get ['@test a']() { go(); return 1; } }`, 'none'],
  ])('%s', (_name, code, expected) => {
    expect(declared(code)).toBe(expected);
  });
});

describe('test code', () => {
  const roleOf = (code: string, text: string) =>
    analyse(code, ({ vocab, find }) => {
      const role = vocab.roleOf(find('CallExpression', text));
      return role.role === 'handed' ? 'handed' : role.role === 'describe' ? 'describe' : `test:${role.testCall?.name ?? 'helper'}`;
    });

  it.each([
    ['an it body', `it('x', async () => { go(); });`, 'test:it'],
    ['a test.concurrent.each body', `test.concurrent.each([[1]])('x %i', async (n) => { go(); });`, 'test:test'],
    ['a beforeEach hook', `beforeEach(() => { go(); });`, 'test:beforeEach'],
    ['node:test t.test', `import test from 'node:test';\ntest('x', async (t) => { await t.test('y', () => { go(); }); });`, 'test:test'],
    ['vitest import', `import { it } from 'vitest';\nit('x', () => { go(); });`, 'test:it'],
    ['a Deno.test body', `Deno.test('x', async () => { go(); });`, 'test:test'],
    ["uvu's test", `import { test } from 'uvu';\ntest('x', async () => { go(); });`, 'test:test'],
    ['the body a wrapper\'s factory returns, in a runner of the suite\'s own', `import { test } from './suite';\ntest('a', timeout(1e4, () => async () => { go(); }));\ntest('b', timeout(1e4, async () => {}));`, 'test:test'],
    ["QUnit 1's global asyncTest, with its expected count before the callback", `asyncTest('x', 1, function () { go(); });`, 'test:asyncTest'],
    ["QUnit's asyncTest through the QUnit object", `QUnit.asyncTest('x', function () { go(); });`, 'test:asyncTest'],
    ['an ava-spec it the describe hands in', `const { describe } = require('ava-spec');\ndescribe('q', (it) => { it('x', async (t) => { go(); }); });`, 'test:it'],
    ['an ava-spec hook on that it', `const { describe } = require('ava-spec');\ndescribe('q', (it) => { it.beforeEach((t) => { go(); }); });`, 'test:beforeEach'],
    ['a poku it inside an awaited describe', `import { describe, it } from 'poku';\nawait describe('x', async () => { await it('y', async () => { go(); }); });`, 'test:it'],
    ['a runner of the suite, called twice with a title and a callback', `import { t } from './test.js';\nt('a', async () => { go(); });\nt('b', async () => {});`, 'test:t'],
    ['a tape test and its t.test', `const tape = require('tape');\ntape.test('suite', (suite) => { suite.test('x', (t) => { go(); }); });`, 'test:test'],
    ['an it of a runner the vocabulary does not know, twice in a describe it does not know either', `const { describe, it } = exports.lab = Lab.script();\ndescribe('client', () => {\n  it('a', async () => { go(); });\n  it('b', async () => {});\n});`, 'test:it'],
    ['a @hapi/lab hook with options, on the script object', `const Lab = require('@hapi/lab');\nconst lab = exports.lab = Lab.script();\nconst before = lab.before;\nlab.experiment('x', () => { before({ timeout: 5000 }, (done) => { go(); }); });`, 'test:before'],
    ['a lab (the old name) hook destructured from require(\'lab\').script()', `const { experiment, before } = exports.lab = require('lab').script();\nexperiment('x', () => { before((done) => { go(); }); });`, 'test:before'],
    ['a script() of another module declares nothing', `const lab = exports.lab = require('./lab').script();\nconst before = lab.before;\nbefore((done) => { go(); });`, 'handed'],
    ['a Japa test inside test.group', `import { test } from '@japa/runner';\ntest.group('serve', () => { test('x', async ({ assert }) => { go(); }); });`, 'test:test'],
    ['a QUnit test on the global, inside QUnit.module', `QUnit.module('tooltip', (hooks) => { QUnit.test('x', (assert) => { go(); }); });`, 'test:test'],
    ['a QUnit test imported from qunit, inside a function the suite exports', `import { test } from 'qunit';\nexport default function () { test('x', (t) => { go(); }); }`, 'test:test'],
    ['a QUnit.only of the default export', `import QUnit from 'qunit';\nQUnit.only('x', (assert) => { go(); });`, 'test:only'],
    ['a QUnit test an AMD loader hands in', `define(['qunit', 'jquery'], function (QUnit, $) { QUnit.test('x', function (assert) { go(); }); });`, 'test:test'],
    ['a QUnit hook the module callback receives', `QUnit.module('m', (hooks) => { hooks.beforeEach(() => { go(); }); });`, 'test:beforeEach'],
    ['a QUnit.module callback is a describe, not a test', `QUnit.module('m', () => { helper(() => { go(); }); });`, 'handed'],
    ['a describe chosen by a condition where it is called', `(isWindows ? describe.skip : describe)('q', () => { it('x', () => { go(); }); });`, 'test:it'],
    ['a test chosen by a condition where it is called', `(process.env.CI ? it : it.skip)('x', () => { go(); });`, 'test:it'],
    ['a describe chosen by a condition where it is named', `const describeIf = hasRedis ? describe : describe.skip;\ndescribeIf('q', () => { beforeEach(() => { go(); }); });`, 'test:beforeEach'],
    ['a test function under another name', `const test = it;\ntest('x', () => { go(); });`, 'test:it'],
    ['a choice between a test and something else is neither', `const maybe = isCI ? it : register;\nmaybe('x', () => { go(); });`, 'handed'],
    ['listeners registered twice at the top of a browser test are not tests', `addEventListener('load', () => { go(); });\naddEventListener('unload', () => {});`, 'handed'],
    ['a titled call made once is a callback handed away', `register('a', async () => { go(); });`, 'handed'],
    ['a describe parameter not named like a test function', `const { describe } = require('ava-spec');\ndescribe('q', (setup) => { setup('x', async (t) => { go(); }); });`, 'handed'],
    ['a TestCafe test configured before it is called', `test.meta('testID', 'x').page\`http://localhost\`('t', async (t) => { go(); });`, 'test:test'],
    ['a TestCafe test with request hooks', `test.requestHooks(logger)('t', async (t) => { go(); });`, 'test:test'],
    ["node:test's test.before stays a hook, not a configured test", `import test from 'node:test';\ntest.before(() => { go(); });`, 'test:before'],
    ['a Deno.test options object fn', `Deno.test({ name: 'x', fn: async () => { go(); } });`, 'test:test'],
    ['a helper declared in the test file', `async function helper() { go(); }`, 'test:helper'],
    ['a then callback inside a test', `it('x', () => start().then(() => { go(); }));`, 'test:it'],
    ['a job processor', `new Worker('q', async () => { go(); });`, 'handed'],
    ['a mock implementation', `jest.fn().mockImplementation(() => { go(); });`, 'handed'],
    ['an object method of a double', `const fake = { send() { go(); } };`, 'handed'],
    ['a helper handed to the code under test', `const processor = async () => { go(); };\nqueue.process(processor);`, 'handed'],
    ['a helper handed over as an option', `async function slowLoader() { go(); }\ncreateRouter({ routes: [{ path: '/', loader: slowLoader }] });`, 'handed'],
    ["a runner's namespace imported as Test from a package the vocabulary does not know", `import { Test } from '@sinclair/carbon';\nTest.describe('d', () => { Test.it('x', async () => { go(); }); });`, 'test:it'],
    ['a namespace of another name from such a package', `import { Suite } from 'some-lib';\nSuite.it('x', async () => { go(); });`, 'handed'],
    ['an untitled call on a Test namespace', `import { Test } from 'some-lib';\nTest.it(async () => { go(); });`, 'handed'],
    ["Playwright's test with fixtures added, kept under a name", `import { test as base } from '@playwright/test';\nconst test = base.extend({ account: async ({}, use) => use(1) });\ntest.describe('d', () => { test('x', async ({ page }) => { go(); }); });`, 'test:test'],
    ["Playwright's test with fixtures added, called at once", `import { test } from '@playwright/test';\ntest.extend({ account: 1 })('x', async ({ page }) => { go(); });`, 'test:test'],
    ["a suite's own module handing on the runner's test (`import { test } from './fixtures'`)", `import { test } from './fixtures';\ntest.describe('d', () => { test('x', async ({ page }) => { go(); }); });`, 'test:test'],
    ["a hook on a test handed on by the suite's own module", `import { test } from '../fixtures';\ntest.beforeEach(async ({ page }) => { go(); });`, 'test:beforeEach'],
    ['a name other than a test function from the suite\'s own module', `import { register } from './fixtures';\nregister('x', async () => { go(); });`, 'handed'],
    ["a test function handed on by a package the vocabulary does not know", `import { test } from 'some-lib';\ntest.describe('d', () => { test('x', async () => { go(); }); });`, 'handed'],
    ["ospec's test, the module's default export, inside o.spec", `import o from 'ospec';\no.spec('s', () => { o('x', async () => { go(); }); });`, 'test:test'],
    ["otest's o.test and its hook", `import o from '@tutao/otest';\no.spec('s', () => { o.beforeEach(() => { go(); }); o.test('x', () => {}); });`, 'test:beforeEach'],
    ["an ospec o(…) with no title is a check's subject, no test", `import o from 'ospec';\no(() => { go(); }).throws(Error);`, 'handed'],
    ["Intern's suite object: a function of its tests", `registerSuite('uploads', { tests: { 'shows a preview'() { go(); } } });`, 'test:helper'],
    ["a suite-like object handed to another call declares nothing", `configure('uploads', { tests: { 'shows a preview'() { go(); } } });`, 'handed'],
    ["Meteor's Tinytest test, a global", `Tinytest.addAsync('logs in', async (test) => { go(); });`, 'test:addAsync'],
    ['another member of a global Tinytest is no test', `Tinytest.onlyRun('x', async (test) => { go(); });`, 'handed'],
    ['a nodeunit test in the exported object, ended through its parameter', `module.exports = { 'x': function (t) { go(); t.done(); } };`, 'test:helper'],
    ['a nodeunit test in a group of the exported object', `module.exports = { group: { 'x': (test) => { go(); test.done(); } } };`, 'test:helper'],
    ['a nodeunit test exported by name', `exports.testX = function (test) { go(); test.done(); };`, 'test:helper'],
    ["a nodeunit setUp hook", `module.exports = { setUp: function (callback) { go(); callback(); } };`, 'test:helper'],
    ['an exported function that ends through no done() of its parameter (a helper module)', `module.exports = { later: function (cb) { go(); cb(); } };`, 'handed'],
    ['a function exported as the module itself', `module.exports = function (t) { go(); t.done(); };`, 'handed'],
    ['a function in an object that is not exported', `const tests = { 'x': function (t) { go(); t.done(); } };`, 'handed'],
    ["a Nightwatch test in the exported object, driving the browser it is handed", `module.exports = { 'opens the menu': function (browser) { browser.click('#menu'); go(); } };`, 'test:helper'],
    ["a Nightwatch test handed a browser named client, exported by default", `export default { 'saves'(client) { client.click('#save').pause(100); go(); } };`, 'test:helper'],
    ["a Nightwatch test whose function drives nothing it is handed", `module.exports = { 'x': function (browser) { go(); } };`, 'handed'],
    ["a Nightwatch setting under an @ key", `module.exports = { '@sources': function (browser) { browser.click('#a'); go(); } };`, 'handed'],
    ["a test body in the titled options of a wrapper the vocabulary does not know, inline", `bothPlatformsIt({ title: 'sends a GIF', ios: { testCb: async (platform) => { go(); } } });`, 'test:helper'],
    ["a test body in the titled options of an unknown wrapper, held by its name", `bothPlatformsIt({ title: 'sends a GIF', android: { testCb: sendGif } });\nasync function sendGif(platform) { go(); }`, 'test:helper'],
    ["titled options whose call's value is kept make something: the function is handed to it", `const app = createApp({ name: 'api', handler: async (req) => { go(); } });`, 'handed'],
    ["a helper gathered into an object the module exports (a namespace of its helpers) is no callback handed away", `async function enable() { go(); }\nexport const Plugin = { enable };`, 'test:helper'],
    ["a helper gathered into module.exports by name", `async function enable() { go(); }\nmodule.exports = { enable };`, 'test:helper'],
    ["a helper in an object kept inside a function, handed on from there, is handed away", `async function loader() { go(); }\nfunction setup() { const options = { loader }; return createRouter(options); }`, 'handed'],
    ["options with no title handed to a statement call", `configure({ android: { testCb: async () => { go(); } } });`, 'handed'],
    ["titled options handed inside a test body are the code's", `it('x', () => { queue.add({ name: 'job', run: async () => { go(); } }); });`, 'handed'],
    ["a method a constructor gives the object it builds (a Protractor page object)", `var LoginPage = function () { this.login = function () { go(); }; };\nmodule.exports = new LoginPage();`, 'test:helper'],
    ["a method given through `var self = this`", `function LoginPage() { var self = this; self.login = function () { go(); }; }`, 'test:helper'],
    ["a method through an arrow function's `this`, in a constructor", `function LoginPage() { ['a'].forEach(() => { this.login = function () { go(); }; }); }`, 'test:helper'],
    ["a method given through the prototype of a constructor the file declares", `function BudgetPage() {}\nBudgetPage.prototype.open = function () { go(); };`, 'test:helper'],
    ["a method given through the prototype of a constructor kept in a variable", `var BudgetPage = function () {};\nBudgetPage.prototype.open = function () { go(); };`, 'test:helper'],
    ["a method put on the prototype of something the file does not declare overrides it", `Connection.prototype.onData = function () { go(); };`, 'handed'],
    ["a function assigned to a member of something the object holds is handed to that code", `function Feed() { this.client.onMessage = function () { go(); }; }`, 'handed'],
    ["a function assigned to another object's member overrides its method", `connection.processData = async () => { go(); };`, 'handed'],
    ["`this` of an arrow function at the top of a module is no object being built", `const setup = () => { this.login = function () { go(); }; };`, 'handed'],
  ])('places %s', (_name, code, expected) => {
    expect(roleOf(code, 'go()')).toBe(expected);
  });

  it("reads a nodeunit test's parameter as its test context: its checks are assertions, its done() ends it", () => {
    const code = `module.exports = { 'x': function (t) { t.equal(count, 3); t.done(); } };`;
    expect(analyse(code, ({ vocab, find }) => vocab.assertionAt(find('CallExpression', 't.equal(count, 3)'))?.matcher)).toBe('equal');
    expect(analyse(`module.exports = { later: function (t) { t.equal(count, 3); } };`, ({ vocab, find }) => vocab.assertionAt(find('CallExpression', 't.equal(count, 3)')))).toBeNull();
  });

  it('takes a test method on another global for something else', () => {
    expect(roleOf(`Bun.test('x', () => { go(); });`, 'go()')).toBe('handed');
  });

  it('takes a locally defined `it` for something else', () => {
    expect(roleOf(`const it = (name: string, f: () => void) => f();\nit('x', () => { go(); });`, 'go()')).toBe('handed');
  });

  it('honours test wrappers named in settings', () => {
    const role = analyse(`scenario('x', async () => { go(); });`, ({ vocab, find }) => vocab.roleOf(find('CallExpression', 'go()')).role, {
      'dispatch-lag': { tests: ['scenario'] },
    });
    expect(role).toBe('test');
  });
});

describe('steps', () => {
  it('does not end the steps at a `start()` the file declares', () => {
    const kind = analyse(`const start = () => server.listen();\nit('x', async () => {\n  start();\n});`, ({ vocab, find }) => vocab.classifyStatement(find('ExpressionStatement', 'start();')).kind);
    expect(kind).toBe('action');
  });

  it('classifies what follows a statement, across block boundaries', () => {
    const kinds = analyse(
      `it('x', async () => {\n  { await start(); }\n  console.log('x');\n  const found = registry.get(1);\n  expect(found).toBe(1);\n  await waitFor(() => x);\n  done();\n});`,
      ({ vocab, find }) => [...vocab.stepsAfter(find('CallExpression', 'start()'))!].map((step) => step.kind),
    );
    expect(kinds).toEqual(['read', 'assertion', 'wait', 'end']);
  });

  it.each([
    ["if (!shutdown) {\n    throw new Error('Unexpected state.');\n  }", { kind: 'assertion', negative: false }],
    ["if (called) throw new Error('should not be called');", { kind: 'assertion', negative: true }],
    ["if (events.length !== 0) return done(new Error('got events'));", { kind: 'assertion', negative: true }],
    ["if (n !== 1) t.fail('wrong count');", { kind: 'assertion', negative: false }],
    ["if (null != leftover) throw new Error('left over');", { kind: 'assertion', negative: true }],
    // Not a check: something else happens in the branch, or there is an else.
    ["if (!ready) { await start(); }", { kind: 'action', negative: null }],
    ["if (!ready) throw new Error('x'); else go();", { kind: 'end', negative: null }],
    ['void terminator.terminate();', { kind: 'action', negative: null }],
    // Playwright's and WebdriverIO's web-first assertions retry until they hold: awaited, a wait.
    ["await expect(page.locator('#a')).toHaveText('5');", { kind: 'wait', negative: null }],
    ["await expect($('.ok')).toBeDisplayed();", { kind: 'wait', negative: null }],
    // Not awaited (jest-dom's toBeVisible checks once), or a plain matcher awaited on a promise: an assertion.
    ["expect(screen.getByText('ok')).toBeVisible();", { kind: 'assertion', negative: false }],
    ['await expect(fetchCount()).resolves.toBe(2);', { kind: 'assertion', negative: false }],
    // jest-dom's matchers share names with Playwright's; awaited on an element of the DOM they still check once.
    ["await expect(screen.getByText('ok')).toBeVisible();", { kind: 'assertion', negative: false }],
    // QUnit 1's global `start()` resumes the paused test: the end of its steps. A `start` the file declares is its own.
    ['start();', { kind: 'end', negative: null }],
    ['start(server);', { kind: 'action', negative: null }],
    // Printing: a suite's own logger called by name, or what the test context prints. Not a call that only contains "log".
    ["debugLog('moduleLoader: done sleeping');", { kind: 'inert', negative: null }],
    ["logStep('uploaded');", { kind: 'inert', negative: null }],
    ["t.diagnostic('retrying');", { kind: 'inert', negative: null }],
    ["t.comment('second pass');", { kind: 'inert', negative: null }],
    ["login('admin');", { kind: 'action', negative: null }],
    ["catalog.add('x');", { kind: 'action', negative: null }],
    ["await flushLog();", { kind: 'action', negative: null }],
    // A read whose promise callback opens with a check of what was read is that check; any other callback acts.
    ['agentControls.getSpans().then((spans) => { expect(spans).to.have.lengthOf(0); });', { kind: 'assertion', negative: true }],
    ['agentControls.getSpans().then((spans) => { expect(spans).to.have.lengthOf(2); });', { kind: 'assertion', negative: false }],
    ['client.send(msg).then((reply) => { expect(reply.ok).toBe(true); });', { kind: 'action', negative: null }],
    ['agentControls.getSpans().then((spans) => { save(spans); expect(spans).to.have.lengthOf(0); });', { kind: 'action', negative: null }],
    ['agentControls.getSpans().then((spans) => { return expect(spans).to.have.lengthOf(0); });', { kind: 'assertion', negative: true }],
    ['agentControls.getSpans().then(({ length }) => expect(length).toBe(0));', { kind: 'assertion', negative: true }],
    // A read that hands its result to a callback, Node's style: past checks of the error alone, the check of the result.
    ['pm2.list(function (err, apps) { should(err).be.null(); should(apps).have.length(0); done(); });', { kind: 'assertion', negative: true }],
    ['pm2.list(function (err, apps) { should(apps).have.length(2); });', { kind: 'assertion', negative: false }],
    // (Not a call that acts, nor a callback that does something else first.)
    ['pm2.start(function (err, apps) { should(apps).have.length(2); });', { kind: 'action', negative: null }],
    ['pm2.list(function (err, apps) { save(apps); should(apps).have.length(2); });', { kind: 'action', negative: null }],
    // (A callback whose first parameter is no error is no result handed back: a route, a handler.)
    ["fetchMock.get('/api', (url, opts) => { expect(opts.headers.auth).toBe('x'); });", { kind: 'action', negative: null }],
  ])('classifies `%s`', (code, expected) => {
    const step = analyse(`it('x', async () => {\n  ${code}\n});`, ({ vocab, find }) => {
      const body = find('ArrowFunctionExpression', 'async () => {', true).body as { body: unknown[] };
      const found = vocab.classifyStatement(body.body[0] as never);
      return { kind: found.kind, negative: found.kind === 'assertion' ? found.assertion.negative : null };
    });
    expect(step).toEqual(expected);
  });
});

describe('listeners registered with `.bind`', () => {
  it.each([
    ["channel.bind('disconnected', () => { done(); });", true],
    // Taking what it hears, handed on as a value, or bound to a receiver: not a listener told of an event.
    ["channel.bind('message', (data) => { done(); });", false],
    ["queue.process(handler.bind('ctx', () => { done(); }));", false],
    ["const listener = channel.bind('disconnected', () => { done(); });", false],
    ['channel.bind(EVENT, () => { done(); });', false],
  ])('`%s` is a bound event listener: %s', (code, expected) => {
    const found = analyse(code, ({ find }) => isBoundEventListener(find('ArrowFunctionExpression', '(', true)));
    expect(found).toBe(expected);
  });
});

describe('lastStepDone: the statement that last does something', () => {
  const lastOf = (code: string, intoLoops: boolean) =>
    analyse(code, ({ vocab, find }) => {
      const found = lastStepDone(find('Program', code).body[0], { intoLoops });
      return found ? vocab.text(found) : null;
    });

  it.each([
    ['{ a(); b(); }', false, 'b();'],
    ['if (ready) { a(); b(); }', false, 'b();'],
    ['if (ready) a();', false, 'a();'],
    ['if (ready) { a(); } else { b(); }', false, null],
    ['for (const k of keys) { send(k); continue; }', false, null],
    ['for (const k of keys) { send(k); continue; }', true, 'send(k);'],
    ["switch (key) { case 'a': first(); break; case 'b': second(); break; default: }", true, 'second();'],
    ["switch (key) { case 'a': first(); break; }", false, null],
    ['while (busy) { tick(); }', true, null],
  ])('`%s` (into loops: %s) ends on %s', (code, intoLoops, expected) => {
    expect(lastOf(code, intoLoops)).toBe(expected);
  });
});

describe('moduleConstInitializer: a const at the top of the module', () => {
  it.each([
    ['const options = { ttl: 100 };\nuse(options);', '{ ttl: 100 }'],
    ['export const options = { ttl: 100 } as const;\nuse(options);', '{ ttl: 100 } as const'],
    ['function f() { const options = { ttl: 100 };\nuse(options); }', null],
    ['let options = { ttl: 100 };\nuse(options);', null],
    ['{ const options = { ttl: 100 };\nuse(options); }', null],
  ])('`%s` gives %s', (code, expected) => {
    const found = analyse(code, ({ vocab, find }) => {
      const init = moduleConstInitializer(vocab.sourceCode, find('CallExpression', 'use(options)').arguments[0] as TSESTree.Identifier);
      return init ? vocab.text(init) : null;
    });
    expect(found).toBe(expected);
  });
});

describe('barriers through an in-place promisify', () => {
  it.each([
    ['await client.close();', 'client.close()', true],
    ["const run = require('promisify-tuple');\nawait run(alice.close)(true);", 'run(alice.close)(true)', true],
    ["const { promisify: p } = require('util');\nawait p(server.close)();", 'p(server.close)()', true],
    ["import { promisify } from 'util';\nawait promisify(client.close.bind(client))();", 'promisify(client.close.bind(client))()', true],
    ["const run = require('promisify-tuple');\nawait run(alice.publish)({});", 'run(alice.publish)({})', false],
    ['await spyOn(recorder.close)();', 'spyOn(recorder.close)()', false],
  ])('%s', (code, text, expected) => {
    expect(analyse(code, ({ vocab, find }) => vocab.isBarrier(find('CallExpression', text)))).toBe(expected);
  });
});

describe('file writes', () => {
  it.each([
    [`import fs from 'node:fs';\nfs.writeFileSync(file, 'x');`, 'fs.writeFileSync(file, \'x\')', true],
    [`import { unlink } from 'node:fs/promises';\nunlink(file);`, 'unlink(file)', true],
    [`const fse = require('fs-extra');\nfse.outputFile(file, 'x');`, "fse.outputFile(file, 'x')", true],
    [`fs.promises.rename(a, b);`, 'fs.promises.rename(a, b)', true],
    [`const replaceText = (f) => fs.writeFileSync(f, 'v2');\nreplaceText(file);`, 'replaceText(file)', true],
    [`fixture.writeFile('value.js', 'x');`, "fixture.writeFile('value.js', 'x')", true],
    [`redis.rename('a', 'b');`, "redis.rename('a', 'b')", false],
    [`user.touch();`, 'user.touch()', false],
    [`git.rm(file);`, 'git.rm(file)', false],
  ])('%s', (code, text, expected) => {
    expect(analyse(code, ({ vocab, find }) => writesFile(find('CallExpression', text), vocab))).toBe(expected);
  });
});

describe('store writes and change feeds', () => {
  it.each([
    ["r.db('d').table('t').update({ foo: 1 }).run();", "r.db('d').table('t').update({ foo: 1 }).run()", 'r'],
    ['collection.insertOne(doc);', 'collection.insertOne(doc)', 'collection'],
    ["cache.get('a');", "cache.get('a')", null],
  ])('%s writes to the store %s', (code, text, expected) => {
    expect(analyse(code, ({ find }) => storeWrittenBy(find('CallExpression', text)))).toBe(expected);
  });

  it.each([
    ["feed = r.db('d').table('t').changes().run();", 'r'],
    ['const stream = collection.watch();', 'collection'],
    ["const value = await cache.get('a');", null],
  ])('%s opens a change feed on %s', (code, expected) => {
    expect(analyse(code, ({ vocab }) => changeFeedOpenedBy(vocab.sourceCode.ast.body[0]))).toBe(expected);
  });
});

describe('read calls', () => {
  it.each([
    ['getJobs()', true],
    ['queue.getJobCounts()', true],
    ['cache.has(key)', true],
    ['agenda.queryJobs({})', true],
    ['worker.isRunning()', true],
    ['client.listGroups()', true],
    ['queue.add(job)', false],
    ['server.listen(0)', false],
    ['issue()', false],
    ['counter()', false],
    // a question asked of a thing, named thing first; not a setter of such a flag
    ['editorHasFocus()', true],
    ['page.elementIsVisible()', true],
    ['setIsOpen(true)', false],
    ['markIsRead(id)', false],
    ['mockIsOnline(false)', false],
    ['stubIsMobile()', false],
  ])('%s is a read: %s', (code, expected) => {
    const found = analyse(`${code};`, ({ find }) => isReadCall(find('CallExpression', code)));
    expect(found).toBe(expected);
  });
});

describe('a file that cannot hold a sleep', () => {
  it.each([
    ["it('x', async () => { await start(); expect(x).toBe(1); });", [], false],
    ["await new Promise((r) => process.nextTick(r));", [], false],
    ["import later from 'delay';\nawait later(5);", [], true],
    ["const s = require('timers/promises').setTimeout;", [], true],
    ["await page.waitForTimeout(5);", [], true],
    ["const helper = require('think-helper');\nawait helper.timeout(10);", [], true],
    ["await helper.timeout(10);", [], false],
    ["await waitMs(5);", [], true],
    ["await setTimeoutAsync(5);", [], true],
    ["await PromiseDelay(5);", [], true],
    ["await page.waitFor(1000);", [], true],
    ["await page.waitFor('#done');", [], false],
    ["while (Date.now() < end) {}", [], true],
    ["await kit.settle(5);", [['kit', 'settle']], true],
    ["await kit.settle(5);", [['kit', '*']], true],
    ["await kit.settle(5);", [['kit', 'rest']], false],
  ] as const)('%s (settings %j) may hold one: %s', (text, settings, expected) => {
    expect(mayContainSleep(text, settings as unknown as string[][])).toBe(expected);
  });
});

describe('a file that cannot hold a wait on a condition', () => {
  it.each([
    ["it('x', async () => { await start(); expect(x).toBe(1); });", [], false],
    ["await new Promise((r) => emitter.once('ready', r));", [], false],
    ["await waitFor(() => expect(x).toBe(1));", [], true],
    ["await vi.waitUntil(() => ready);", [], true],
    ["await expect.poll(() => count).toBe(2);", [], true],
    ["import pWait from 'p-wait-for';\nawait pWait(() => ready);", [], true],
    ["await screen.findByText('saved');", [], true],
    ["await kit.settled(() => ready);", [['kit', 'settled']], true],
  ] as const)('%s (settings %j) may hold one: %s', (text, settings, expected) => {
    expect(mayContainConditionWait(text, settings as unknown as string[][])).toBe(expected);
  });
});


describe('testsUnderHook: the tests a setup hook runs before', () => {
  const under = (code: string, hook: string) =>
    analyse(code, ({ vocab, find }) => {
      const call = vocab.testCall(find('CallExpression', hook, true));
      return call ? vocab.testsUnderHook(call).map((test) => `${test.name}:${test.title ? vocab.text(test.title) : ''}`) : null;
    });

  it('takes the tests beside the hook and in the describe blocks beside it, with their own setup hooks', () => {
    const code = [
      "describe('outer', () => {",
      "  before((done) => { go(done); });",
      "  it('a', () => {});",
      "  describe('inner', () => {",
      "    beforeEach(() => { act(); });",
      "    it('b', () => {});",
      "  });",
      "});",
      "it('elsewhere', () => {});",
    ].join('\n');
    expect(under(code, 'before(')).toEqual(["it:'a'", 'beforeEach:', "it:'b'"]);
  });

  it('takes every test of the file for a hook at its top', () => {
    expect(under("before(() => { go(); });\nit('a', () => {});\ndescribe('d', () => { it('b', () => {}); });", 'before(')).toEqual(["it:'a'", "it:'b'"]);
  });

  it('testsAfter takes the tests after a test in its block, nested ones too, and none before it', () => {
    const code = "it('a', () => {});\nit('waits', (done) => { setTimeout(done, 10); });\nit('b', () => {});\ndescribe('d', () => { it('c', () => {}); });";
    const after = analyse(code, ({ vocab, find }) => {
      const call = vocab.testCall(find('CallExpression', "it('waits'", true));
      return call ? vocab.testsAfter(call).map((test) => (test.title ? vocab.text(test.title) : '')) : null;
    });
    expect(after).toEqual(["'b'", "'c'"]);
  });

  it('takes nothing for a hook that is not a statement of a block', () => {
    expect(under("const hooks = [before(() => { go(); })];\nit('a', () => {});", 'before(')).toEqual([]);
  });
});

describe('modules of the vocabulary', () => {
  // An import cycle that reads a constant of a module still loading throws only when that module is loaded first:
  // load each one alone, as a rule or a tool that needs only it would.
  const folder = path.join(__dirname, '../../lib/vocabulary');
  it.each(fs.readdirSync(folder).filter((name) => name.endsWith('.ts')))('%s loads on its own', (name) => {
    jest.isolateModules(() => {
      expect(() => require(path.join(folder, name))).not.toThrow();
    });
  });
});
