import { dirname, isAbsolute } from 'node:path';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { isBoundMatcher, isEqualityMatcher, isLowerBoundMatcher, isNullish, BOUND_MATCHER_WORD, boundsHeldTrue } from './assertions';
import { isDoubleCreation } from './attempts';
import { durationFactoryCall, type Sleep, unitMilliseconds, unitWordMilliseconds } from './sleeps';
import { isTitleArgument, type TestCall } from './test-code';
import type { Vocabulary } from './index';
import { armsWatcher, closesWatcher, containsAwait, isInputEventName, statementOf, statementsAfter, statementsBefore, stopsReceiving, writesFile } from './steps';
import { anyNode, calleeName, chainBase, constantArithmetic, enclosingFunction, type FunctionNode, GLOBAL_OBJECTS, inOtherBranch, isCypressChain, isFunction, memberKey, nameWords, numberValue, pathOf, someChildNode, stringValue, unwrap } from './paths';
import { constInitializer, findVariable, moduleConstInitializer, requiredSource } from './resolve';
import { nearestPackageName } from './helper-modules';

/**
 * The kinds a sleep falls in. Only `signal` is a flake waiting to happen; the others are named so
 * a team can choose to report them too.
 * - signal: what follows depends on state written in the background
 * - guard: gives a would-be event time to wrongly happen; what follows asserts it did not
 * - poll: the pause inside a loop that re-checks a condition
 * - time: time itself is the subject (TTL, debounce, timeouts)
 * - pacing: simulates work or spaces events
 */
export type SleepKind = 'signal' | 'guard' | 'poll' | 'time' | 'pacing';

const TIME_TITLE = /\b(expir\w*|ttl|debounc\w*|throttl\w*|max-?age\w*|older than|(?:after (?:at (?:most|least) )?|every )\d+ ?(?:m?s|milliseconds?|secs?|seconds?|minutes?)|every (?:second|minute)|time[- ]?travel\w*|auto-?play\w*|heart-?beat\w*|interval\w*|(?:grace|vesting|trial|waiting|cool-?down|cooling|retention|lock(?:out)?|validity|billing|passive|idle|inactiv\w*|quiet) periods?|periodic\w*|timers?|sort(?:s|ed|ing)? by (?:last[- ]?)?(?:modifi\w*|updat\w*|creat\w*|date|time)|(?:newest|oldest|most recent|latest) first)\b/i;
/** "make sure it does not …", "give a wrongful retry time to happen", "let reconnection possibly fire": a guard. */
const GUARD_COMMENT = /\b(ensure|make sure|be sure|verify|check|confirm)\b(\s+\S+){0,4}?\s+[*_]*(not|never|no(?! longer\b)|doesn'?t|don'?t|didn'?t|isn'?t|wasn'?t|won'?t|hasn'?t|hadn'?t|haven'?t|aren'?t|weren'?t|nothing)\b|\berrors? to (surface|show up|appear)\b|\bsee (if|whether)\b(\s+\S+){0,4}?\s+(uncaught|crash\w*)\b|\b(any|other|further|late)\s+(other\s+)?errors?\s+(to\s+)?(shake|surface|show|bubble|pop|come)\b|\b(?:should|must)(?:n'?t| not)\b|\bshould (?:still )?(?:only|just) be\b|\b(?:ensure|make sure|be sure|verify|check|confirm)\b(?:\s+\S+){0,4}?\s+(?:stays?|remains?|keeps?)\s+(?:running|alive|open|connected|active|subscribed|listening|pending)\b(?!,?\s+(?:until|till)\b)|\bstill (?:only|just) (?:one|a single|once|\d+)\b|\bnegative\b|\bno more\b|\bcatch(?:es)?\s+(?:an?\s+|any\s+|the\s+)?(?:[\w-]+\s+)?(?:regression|failure|bug)s?\b|\b(wrong\w*|would-?be|spurious\w*|stray|unexpected\w*|accidental\w*|incorrect\w*|erroneous\w*|errant|mistaken\w*|broken|buggy)\b/i;
/** "wait for the write to be flushed", "allow some time for the event to be processed": the sleep hopes for a state. */
const SIGNAL_VERBS = '(flush|process|detect|notic|propagat|receiv|deliver|settl|complet|finish|arriv|reach|register|connect|ready|start|written|writ|sync|replicat|consum|emitt|handl|run|execut|fire|trigger|land|schedul|stabili[sz]|drain|pick|subscrib|unsubscrib|establish|initiali[sz]|load|mount|render|updat|resolv|persist|sav|stor|attach|open|begin|began|appli|bound|be set|creat)';
/** Any text up to the end of the sentence; a dot inside a name (`f.0`, `client.close`) does not end it. */
const IN_SENTENCE = '(?:[^.]|\\.(?=\\S))*';
const SIGNAL_COMMENT = new RegExp(
  `\\b(wait(ing)?|allow|give|leave|let)\\b${IN_SENTENCE}\\b(for|until|to|so)\\b${IN_SENTENCE}\\b(be |been |get |have )?${SIGNAL_VERBS}\\w*` +
    // "let the error handler schedule the reconnect", "wait for the cluster to stabilize"
    `|\\blet\\b[^.,;]{1,40}?\\b${SIGNAL_VERBS}\\w*` +
    // "wait for the file system to catch up"
    `|\\b(wait(ing)?|allow|give|leave|let)\\b${IN_SENTENCE}\\bcatch(es)? up\\b` +
    // "wait for the debounced function to be called"
    `|\\b(wait(ing)?|allow|give|leave|let)\\b${IN_SENTENCE}\\b(for|until|to|so)\\b${IN_SENTENCE}\\b(be|been|get|gets|got|was|were|is) called\\b` +
    // "use a timeout to ensure the UI has updated", "make sure the message has been delivered"
    `|\\b(ensure|make sure)\\b${IN_SENTENCE}\\b(has|have|is|are)( been| fully| finished)? ${SIGNAL_VERBS}\\w*`,
  'i',
);
/**
 * "wait for the fallback timer to trigger", "longer than scheduledDelayMillis": the sleep outlasts a timer or a
 * duration setting of the code under test; that duration elapsing is the subject. So is a comment about the clock
 * ("so the CURRENT_TIMESTAMP will be different", "mtime", "make sure the modified date is different", "for filesystems
 * with 1s resolution", "sleep a little to ensure consistent chronological ordering").
 */
const CODE_TIMER_COMMENT =
  /\b(timer|interval|delay)s?\b[^.]{0,20}?\b(to )?(fire|trigger|elapse|expire|kick|pass(es)?\b|lapse)|\b(longer|more) than\b[^.]{0,30}?\b\w*(delay|timeout|interval|millis|window|ttl)\w*\b|\b[a-z]+[A-Z]\w*(Millis|Ms|MS|Timeout|Interval|Delay|Ttl|TTL|Window)\b/;
const CLOCK_COMMENT = /timestamp|\b(ensure|keep|consistent|stable|guarantee)\b[^.]{0,30}\bchronolog\w* order|\border(ed|ing)? by (time|date|creation)\b|\bclock\b|\bmtime|\b\d+ ?(s|ms|secs?|seconds?) resolution\b|updated_?at|created_?at|last[-_ ]?modified|\b(time|date)s? (will |would |is |are )?(be )?(to )?(differ|change|advance|move)/i;
const PACING_COMMENT = /\b(simulat\w*|pretend\w*|emulat\w*|fake (some )?work|slow (down|operation)|spread|stagger|between (actions|steps|clicks|commands|keystrokes|key ?presses))\b/i;
/**
 * A comment that waits for a period to run out: "wait for real idle timeout to trigger", "let the TTL expire", "until
 * the lease lapses". (Not a period named in an aside: "wait for upload to finish (server timeout is 5s)".)
 */
const PERIOD_WORD = String.raw`(?:time ?outs?|ttls?|leases?|expir\w*|rate[- ]?limit\w*|backoffs?|(?:grace|cool-?down|cooling|idle|quiet|retention|lockout|vesting|activation)\s+(?:periods?|times?|windows?))`;
const PERIOD_COMMENT = new RegExp(
  String.raw`\b(?:wait(?:ing|s)?|let|allow|until|past|outlast\w*|exceed\w*)\b(?:\s+[\w-]+){0,4}?\s+${PERIOD_WORD}\b(?![^.(]*\b(?:is|of|=)\b)|\b${PERIOD_WORD}\s+(?:to\s+)?(?:expire|elapse|trigger|fire|pass|lapse|run out|kick in)\b`,
  'i',
);
const TIME_COMMENT = /\b(expir\w*|ttl|time ?out|debounc\w*|throttl\w*|stale|lease|(fake|mock)(ed)? (timers?|clock)|rate[- ]?limit\w*|max(imum)? rate|429|too many requests|anti-?spam)\b/i;
/**
 * "Need a timeout since cache.set might be called after the response", "add a short timeout", "Timeout to wait animation
 * end": the sleep itself.
 */
const SLEEP_CALLED_TIMEOUT =
  /\b(need(s|ed)?|add(s|ed|ing)?|use[sd]?|using|put)\s+an?\s+((small|short|little|tiny|brief)\s+)?time ?out\b|^\s*(an?\s+)?((small|short|little|tiny|brief)\s+)?time ?out(?=\s+(to|for|so|until|because|since|as)\b)/gi;

/** Identifiers a duration expression is built from (`ttl * 2` → ttl; `opts.lockDuration + 5` → opts.lockDuration). */
function durationNames(node: TSESTree.Node, into: TSESTree.Node[] = []): TSESTree.Node[] {
  switch (node.type) {
    case 'Identifier':
    case 'MemberExpression':
      into.push(node);
      break;
    case 'BinaryExpression':
      durationNames(node.left, into);
      durationNames(node.right, into);
      break;
    case 'UnaryExpression':
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      durationNames('argument' in node ? node.argument : node.expression, into);
      break;
    case 'ConditionalExpression':
      durationNames(node.consequent, into);
      durationNames(node.alternate, into);
      break;
    case 'CallExpression':
      // `ms('1s')`, `Math.max(a, b)`: look at the arguments.
      for (const argument of node.arguments) durationNames(argument, into);
      break;
    default:
      break;
  }
  return into;
}

/**
 * "Wait for the search document to be potentially created", "possibly twice", "a chance to process any unhandled
 * rejections": a hedge. It names a would-be event when what follows checks an absence, and the awaited work when what
 * follows checks it arrived. (Not "in any case", "any more", "any longer": no hedge on what is awaited.)
 */
const HEDGE_COMMENT = /\b(possibly|potential(ly)?)\b|(?<!\bin )\bany\b(?! (case|more|longer|way|time)\b)/i;

/** The sleep's comment (the one before it, or the words of the helper it calls), or null. */
function sleepComment(sleep: Sleep, vocab: Vocabulary): string | null {
  return [leadingComment(sleep, vocab), helperNameWords(sleep)].filter(Boolean).join(' ') || null;
}

/** The comment hedges ("potentially", "possibly", "any") and says nothing else of a guard. */
function hedges(comment: string | null): boolean {
  return !!comment && HEDGE_COMMENT.test(comment) && !GUARD_COMMENT.test(comment);
}

/**
 * The sleep's comment hedges, and nothing about the sleep says what it is: the hedge hid the comment's signal words,
 * and its duration, what it follows, say nothing. Then what follows decides: checks that something is absent make it
 * a guard, anything else is judged as if there were no comment.
 */
export function onlyHedged(sleep: Sleep, vocab: Vocabulary, testCall: TestCall | null): boolean {
  return hedges(sleepComment(sleep, vocab)) && sleepEvidence(sleep, vocab, testCall) === null;
}

/**
 * Evidence from the sleep itself, before looking at what follows: a duration tied to a configured
 * duration, a comment that states the intent, a test title about time. Null when it says nothing.
 * (A comment that hedges only loses its signal words: they may name a would-be event. Its other words, a period
 * to elapse or work to simulate, still count, and any other evidence about the sleep comes first.)
 */
export function sleepEvidence(sleep: Sleep, vocab: Vocabulary, testCall: TestCall | null): SleepKind | null {
  const comment = sleepComment(sleep, vocab);
  const reading = evidenceReading(sleep, vocab, testCall, comment);
  if (reading !== 'signal' || !hedges(comment)) return reading;
  return evidenceReading(sleep, vocab, testCall, null);
}

function evidenceReading(sleep: Sleep, vocab: Vocabulary, testCall: TestCall | null, comment: string | null): SleepKind | null {
  // `await expectNoMessage(node, 500)`: a window that fails the test if an event comes, a guard by its making.
  if (sleep.failsOnEvent) return 'guard';
  if (comment) {
    if (GUARD_COMMENT.test(comment)) return 'guard';
    if (CODE_TIMER_COMMENT.test(comment) || CLOCK_COMMENT.test(comment)) return 'time';
    // `// Wait for reset and fire again` … `setTimeout(…, resetTimeout * 1.25)`: a duration built from what the code
    // was configured with says what the comment's "reset" is waiting for: that duration to pass.
    if (sleep.duration && isConfiguredDuration(sleep.duration, vocab)) return 'time';
    // ("Wait for real idle timeout to trigger", "wait for the TTL to expire": what is awaited is a period running out,
    // whatever verb waits for it. A debounced call is work the code does after its window: the signal words decide.)
    if (PERIOD_COMMENT.test(comment.replace(SLEEP_CALLED_TIMEOUT, ''))) return 'time';
    if (SIGNAL_COMMENT.test(comment)) return 'signal';
    if (PACING_COMMENT.test(comment)) return 'pacing';
    if (TIME_COMMENT.test(comment.replace(SLEEP_CALLED_TIMEOUT, ''))) return 'time';
  }
  // `if (response.status === 429) { cy.wait(2000); … }`, `cy.wait(retryAfter)`: a sleep under a check for a rate limit,
  // or as long as the server's `Retry-After` says, waits out the limit's window: time, as a rate-limit comment says.
  if (underRateLimitCheck(sleep) || (sleep.duration && /retry-?after/i.test(vocab.text(sleep.duration)))) return 'time';
  // `await unlisten(); await sql.notify('test', 'b'); await delay(50)`: whatever is sent after the receiver stopped
  // must not arrive; the sleep gives it time to.
  if (sendsAfterReceiverStopped(sleep, vocab)) return 'guard';
  // `const response = await request(app).post('/scrape').send(body); await sleep(6000); expect(response.statusCode)…`:
  // what follows only reads a response that had arrived in full before the sleep; nothing depends on it.
  if (readsOnlyReceivedResponses(sleep, vocab)) return 'pacing';
  // `await lock.wait(); const local = global; await wait(500); global = local + 1; lock.signal()`: work simulated
  // while the lock is held.
  if (holdsLock(sleep, vocab)) return 'pacing';
  // `for await (const [x] of sql`…`.cursor()) { order.push(x); await delay(10); … }`: the code under test hands each
  // item over when the loop asks for it; a sleep in the loop's body is a slow consumer, not a wait for the next item.
  if (consumesAsyncIteration(sleep, vocab)) return 'pacing';
  // `delay(randomInt(30, 200))`, `setTimeout(r, Math.random() * 10)`: jitter spaces work; no signal takes a random time.
  if (sleep.duration && RANDOM.test(vocab.text(sleep.duration))) return 'pacing';
  // `delay(start + 150 - Date.now())`, `setTimeout(r, 1000 * (5 + (60 - now.getUTCSeconds())))`: a sleep until a moment on
  // the clock (a job's due time, the next minute): time is the subject.
  if (sleep.duration && CLOCK_IN_DURATION.test(vocab.text(sleep.duration))) return 'time';
  // (Also reckoned from readings the test kept, `const timeOfInitialCall = Date.now()` … `await wait(1000 -
  // (timeAfterFirstRetry - timeOfInitialCall))`: it pads the time since that moment to a length.)
  if (sleep.duration && reckonsFromKeptClock(sleep.duration, vocab)) return 'time';
  if (separatesClockReadings(sleep, vocab)) return 'time';
  // `const watcher = await createWatcher({ polling: true, interval: 50 }); watcher.add(file); await setTimeout(100);
  // fs.writeFileSync(file, 'updated')`: a sleep between arming a watcher and the first change made for it waits for the
  // watcher to be ready, whatever setting it outlasts.
  // (Asked only once a setting it outlasts would decide.)
  let armed: boolean | undefined;
  const outlasts = (value: number, where: TSESTree.Node, shared = false) => outlastsConfiguredDuration(value, sleep, where, vocab, shared) && !(armed ??= waitsForWatcherBeforeWrite(sleep, vocab));
  if (sleep.duration && isConfiguredDuration(sleep.duration, vocab)) return 'time';
  // (The sleep's length in milliseconds, worked out once for the test and every setup hook it is held against.)
  const length = literalMilliseconds(sleep, vocab);
  if (length !== null && testCall?.callback && outlasts(length, testCall.callback)) return 'time';
  // `map.set('a', { maxAge: Date.now() + 1000 }); await delay(400); map.set('b', …); await delay(300); … await delay(305)`:
  // the steps of one window, which together outlast a duration the test configured: each is part of timing it out.
  if (length !== null && testCall?.kind === 'test' && testCall.callback) {
    const total = totalSleptIn(testCall.callback, vocab);
    if (total !== null && total > length && outlasts(total, testCall.callback)) return 'time';
  }
  // (A script that asserts at its top level, with no test call around it, configures its durations there.)
  if (length !== null && !testCall && vocab.isTestScript() && outlasts(length, vocab.sourceCode.ast)) return 'time';
  // (Test code without a test call the vocabulary names: its own function is where its durations are set.)
  const own = length !== null && !testCall && !vocab.isTestScript() ? testFunctionWithoutCall(sleep.node, vocab) : null;
  if (own && outlasts(length!, own)) return 'time';
  if (length !== null && testCall?.kind === 'test' && setupHooksAround(sleep.node, vocab).some((hook) => outlasts(length, hook, true))) return 'time';
  // `const timeoutOptions = { lockTimeout: 300, refreshInterval: 80 }` at the top of the file, then `new Mutex(client,
  // 'key', timeoutOptions)` … `await delay(400)` in the test: options the test hands the code, kept for every test as a
  // hook's are (a safety net or a loop's period among them is incidental).
  if (length !== null && testCall?.kind === 'test' && testCall.callback && moduleOptionsHandedIn(testCall.callback, vocab).some((options) => outlasts(length, options, true))) return 'time';
  // `await sleep(1001)`, `await wait(1010)`: a hair past whole seconds outlasts a period of that many seconds that the
  // code keeps (a cache's lifetime, a prune delay, `flush(1)`), also one the test leaves at its default. A wait for
  // work to get done picks a round length, or a generous one.
  if (length !== null && justPastWholeSeconds(length)) return 'time';
  if (measuresElapsed(sleep, length, vocab)) return 'time';
  // (Not right after a wait on an event: `await once(bree, 'worker created'); await delay(10); t.true(bree.intervals.has(
  // 'short'))` in a test titled for an interval bridges the event to what it set off, whatever the title is about.)
  if (!vocab.followsWait(sleep.node) && vocab.titlesAround(sleep.node).some((title) => TIME_TITLE.test(title))) return 'time';
  if (movesClockBeforeWrite(sleep, vocab)) return 'time';
  return null;
}

/**
 * The sleep comes between arming a file watcher (`watch(…)`, `createWatcher(…)`, `chokidar.watch(…)`, `watcher.add(file)`:
 * the nearest of the statements before it that either arms one or writes a file arms one) and a file written right
 * after it, before any check: it waits for the watcher to be ready for that change. (Between two writes, `write(a);
 * await sleep(150); write(b)`, it spaces the changes: a debounce's window, not this.)
 */
function waitsForWatcherBeforeWrite(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = statementOf(sleep.node);
  if (!statement || sleep.form === 'callback') return false;
  const writes = (node: TSESTree.Node) => anyNode(node, (inner) => inner.type === 'CallExpression' && writesFile(inner, vocab));
  let written = false;
  for (const next of take(statementsAfter(statement), 4)) {
    const kind = vocab.classifyStatement(next).kind;
    if (kind === 'assertion' || kind === 'sleep' || kind === 'wait') return false;
    if ((written = writes(next))) break;
  }
  if (!written) return false;
  for (const before of statementsBefore(statement)) {
    let seen: 'write' | 'watch' | null = null;
    anyNode(before, (node) => {
      if (node.type !== 'CallExpression') return false;
      if (writesFile(node, vocab)) seen = 'write';
      else if (seen === null && armsWatcher(node)) seen = 'watch';
      return seen === 'write';
    });
    if (seen) return seen === 'watch';
  }
  return false;
}

/**
 * The function of the test around the node when no test call the vocabulary names holds it: the titled callback the
 * node sits in directly (`const { test } = options; test('expires', async () => { … })` in a shared suite), or a test
 * declared without a test call (nodeunit's `exports.led = { fadeIn(test) { … } }`, an Ember class's `'@test …'` method).
 */
function testFunctionWithoutCall(node: TSESTree.Node, vocab: Vocabulary): FunctionNode | null {
  const own = enclosingFunction(node);
  if (own?.parent?.type === 'CallExpression' && own.parent.arguments.includes(own as TSESTree.CallExpressionArgument) && isTitleArgument(own.parent.arguments[0])) return own;
  for (let fn = own; fn; fn = enclosingFunction(fn)) {
    if (vocab.exportedTest(fn)?.kind === 'test') return fn;
  }
  return null;
}

/**
 * In the body of a `for await … of` loop of its own function, over what the code hands over (not a list of the test's:
 * one written in place, or a constant made of one), and nothing after it in that body checks anything: the body only
 * handles the item. (`for await (const id of ids) { await api.create(id); await delay(200); expect(store.has(id)) }`
 * walks the test's list and checks what each act set off.)
 */
function consumesAsyncIteration(sleep: Sleep, vocab: Vocabulary): boolean {
  for (let child: TSESTree.Node = sleep.node, parent = sleep.node.parent; parent && !isFunction(parent); child = parent, parent = parent.parent) {
    if (parent.type !== 'ForOfStatement' || !parent.await || child !== parent.body) continue;
    if (isTestList(parent.right, vocab)) return false;
    const statement = statementOf(sleep.node);
    if (!statement) return false;
    const [from, to] = parent.body.range;
    for (const next of statementsAfter(statement)) {
      if (next.range[0] < from || next.range[1] > to) break;
      if (vocab.classifyStatement(next).kind === 'assertion') return false;
    }
    return true;
  }
  return false;
}

/** `[1, 2]`, or a constant made of a list written in place (`const ids = [1, 2, 3]`). */
function isTestList(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const inner = unwrap(node);
  if (inner.type === 'ArrayExpression') return true;
  if (inner.type !== 'Identifier') return false;
  const definition = findVariable(vocab.sourceCode.getScope(inner), inner.name)?.defs[0];
  const init = definition?.type === 'Variable' ? definition.node.init : null;
  return !!init && unwrap(init).type === 'ArrayExpression';
}

/** The sleep sits in the branch of an `if` whose condition compares something with 429, Too Many Requests. */
function underRateLimitCheck(sleep: Sleep): boolean {
  for (let child: TSESTree.Node = sleep.node, node = sleep.node.parent; node && !isFunction(node); child = node, node = node.parent) {
    if (node.type !== 'IfStatement' || node.consequent !== child) continue;
    if (anyNode(node.test, (part) => part.type === 'Literal' && part.value === 429)) return true;
  }
  return false;
}

/** Taking a lock or a semaphore's slot (`await lock.wait()`, `const release = await mutex.acquire()`), and giving it back. */
const ACQUIRE_METHOD = /^(acquire|acquireLock|acquireRead|acquireWrite|lock|wait|take|enter|obtain|claim)$/;
const RELEASE_METHOD = /^(release|releaseLock|releaseRead|releaseWrite|signal|unlock|dispose|leave|free|give)$/;

/**
 * A sleep between taking a lock and giving it back, in the same block: `const f = async () => { await lock.wait();
 * const local = global; await wait(500); global = local + 1; lock.signal() }`, `const lock = await semaphore.lock();
 * …; await delay(5); …; lock.dispose()`. It holds the lock as work would, so that other tasks queue behind it;
 * what comes after it is the task's own bookkeeping, not a step waiting on the background.
 */
function holdsLock(sleep: Sleep, vocab: Vocabulary): boolean {
  if (sleep.form !== 'promise') return false;
  // (In a test's own body, `const releaser = await mutex.acquire(); const pending = mutex2.acquire(); await sleep(100);
  // await mutex.cancel()`, the test holds the lock while contenders queue: it waits for them, a signal. Only a task the
  // test runs, `const f = async () => { … }; f(); f()`, simulates work in the section.)
  const statement = statementOf(sleep.node);
  const block = statement?.parent;
  if (!statement || block?.type !== 'BlockStatement') return false;
  const index = block.body.indexOf(statement as TSESTree.Statement);
  // `reader1.then(async () => { results.push('reader1 acquired'); await sleep(30); lock.releaseRead() })` with
  // `const reader1 = lock.acquireRead()`: the callback runs once its task holds the lock, wherever the test wrote it.
  const handles = new Set<string>(lockTakenBeforeCallback(block, vocab));
  const role = vocab.roleOf(sleep.node);
  if (handles.size === 0 && role.role === 'test' && role.testCall) return false;
  for (const before of block.body.slice(0, index)) {
    const declarator = before.type === 'VariableDeclaration' && before.declarations.length === 1 ? before.declarations[0] : null;
    const awaited = declarator ? declarator.init : before.type === 'ExpressionStatement' ? before.expression : null;
    if (awaited?.type !== 'AwaitExpression') continue;
    const call = unwrap(awaited.argument);
    // (No duration handed over: `await page.wait(500)` is no lock.)
    if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression' || call.arguments.some((argument) => numberValue(argument) !== null)) continue;
    if (!ACQUIRE_METHOD.test(memberKey(call.callee) ?? '')) continue;
    handles.add(vocab.text(call.callee.object));
    if (declarator?.id.type === 'Identifier') handles.add(declarator.id.name);
  }
  if (handles.size === 0) return false;
  return block.body.slice(index + 1).some((after) => {
    const expression = after.type === 'ExpressionStatement' ? unwrap(after.expression) : null;
    const call = expression?.type === 'AwaitExpression' ? unwrap(expression.argument) : expression;
    if (call?.type !== 'CallExpression') return false;
    const callee = unwrap(call.callee);
    // `release()`, the function the acquire handed back; `lock.signal()`, `lock.dispose()`.
    if (callee.type === 'Identifier') return handles.has(callee.name);
    return callee.type === 'MemberExpression' && RELEASE_METHOD.test(memberKey(callee) ?? '') && handles.has(vocab.text(callee.object));
  });
}

/**
 * The lock (its receiver's text) whose acquire a callback's promise waits on: the block is the body of a callback
 * handed to `.then` of `lock.acquireRead()`, written in place or kept in a constant first.
 */
function lockTakenBeforeCallback(block: TSESTree.BlockStatement, vocab: Vocabulary): string[] {
  const fn = block.parent;
  const call = fn && isFunction(fn) ? fn.parent : null;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== fn || call.callee.type !== 'MemberExpression' || memberKey(call.callee) !== 'then') return [];
  // A task the test runs beside others, its promise kept in a list or a constant: not one the test awaits in place,
  // `await reader.then(async () => { await sleep(50); expect(lock.pendingWriters).toBe(1); … })`, where the test holds
  // the lock while contenders queue.
  if (call.parent?.type !== 'ArrayExpression' && call.parent?.type !== 'VariableDeclarator') return [];
  // (`mutex.acquire().then(async (release) => { …; release() })`: the function the acquire hands back gives it back.)
  const handed = isFunction(fn) && fn.params[0]?.type === 'Identifier' ? [fn.params[0].name] : [];
  let receiver: TSESTree.Node | null = unwrap(call.callee.object);
  if (receiver.type === 'Identifier') {
    const definition = findVariable(vocab.sourceCode.getScope(receiver), receiver.name)?.defs[0];
    receiver = definition?.type === 'Variable' && definition.parent.kind === 'const' && definition.node.init ? unwrap(definition.node.init) : null;
  }
  if (receiver?.type !== 'CallExpression' || receiver.callee.type !== 'MemberExpression' || receiver.arguments.some((argument) => numberValue(argument) !== null)) return [];
  return ACQUIRE_METHOD.test(memberKey(receiver.callee) ?? '') ? [vocab.text(receiver.callee.object), ...handed] : [];
}

/** Names of a measured span of time: `elapsed`, `secondElapsed`, `durationMs`, `took`. */
const ELAPSED_NAME = /elapsed|duration|took|milliseconds|millis\b/i;
/** A name for how many: `count`, `avatarCount`, `length`, `size`, `total`, `callCount`. */
const COUNT_NAME = /(count|length|size|total|number|calls)$/i;
/** The last name in an expression's text: `headerAvatars.count()` → `count`, `received.length` → `length`. */
function lastWord(text: string): string {
  const words = text.match(/[A-Za-z_$][\w$]*/g);
  return words ? words[words.length - 1]! : '';
}

/** A comparison with a number, `duration >= 990`, `90 <= elapsed`: a bound that may be written without a matcher (not an arrow, `=> 0`). */
const WRITTEN_COMPARISON = /(?:[^=]>|<)=?\s*\d|\d\s*(?:<|>(?!=?>))/;

/**
 * A value held to at least `atLeast` after a sleep of `length` ms holds most of that length: from half of it to all of
 * it, in milliseconds, or in seconds for a sleep of a second or more.
 */
function boundsSleptLength(atLeast: number, subject: TSESTree.Node | null, length: number, vocab: Vocabulary, inSeconds = true): boolean {
  if (atLeast <= 0) return false;
  // (A count held from below, `expect(avatarCount).toBeGreaterThanOrEqual(1)`, `received.length`, `durationCount`, is
  // what arrived, not a time measured.)
  if (subject && COUNT_NAME.test(lastWord(vocab.text(subject)))) return false;
  // (`await sleep(3); stopwatch.stop(); expect(stopwatch.totalMilliseconds).to.be.gte(2)`: a value named for a span of
  // time may be held to a bound of a few milliseconds.)
  if (subject && ELAPSED_NAME.test(vocab.text(subject)) && atLeast * 2 >= length && atLeast <= length) return true;
  if (atLeast >= 5 && atLeast * 2 >= length && atLeast <= length) return true;
  return inSeconds && length >= 1000 && atLeast >= 1 && atLeast * 2000 >= length && atLeast * 1000 <= length;
}

/**
 * `bench.start(); await sleep(50); bench.end(); expect(bench.elapsed()).toBeGreaterThanOrEqual(45)`: a value the test
 * then holds to at least most of the sleep's length (from half of it to all of it, in milliseconds, or in seconds for
 * a sleep of a second or more: `sleep(3000)` … `expect(secs).to.be.above(2)`), or one measured span to exceed
 * another, is the time the code measured. The sleep is what it measures, not a wait on background work.
 */
function measuresElapsed(sleep: Sleep, length: number | null, vocab: Vocabulary): boolean {
  // (Only where a bound from below is written at all, as a matcher or a comparison with a number: most sleeps are
  // followed by none.)
  const scope = sleep.callback ?? enclosingFunction(sleep.node);
  const scopeText = scope ? vocab.text(scope) : '';
  if (!scope || !(BOUND_MATCHER_WORD.test(scopeText) || WRITTEN_COMPARISON.test(scopeText))) return false;
  const steps = (sleep.form === 'callback' ? (sleep.callback ? vocab.stepsOfBody(sleep.callback) : null) : vocab.stepsAfter(sleep.node)) ?? [];
  let seen = 0;
  for (const step of steps) {
    if (++seen > 12) return false;
    if (step.kind !== 'assertion') continue;
    const { atLeast, subject, expected } = step.assertion;
    if (length !== null && atLeast !== undefined && boundsSleptLength(atLeast, subject, length, vocab)) return true;
    // (Also written as a comparison held true: `expect(stopwatch.duration >= 990 && stopwatch.duration <= 1200).toBe(true)`,
    // `t.is(Date.now() - now > 550, true)`; of a value named for a span of time or read off the clock only, and not in
    // seconds: `assert(contains(log, 'cron') >= 1)` after `sleep(1000)` is a count, `backpressureHistory[14] > 6` a level.)
    if (length !== null && boundsHeldTrue(step.assertion).some((bound) => bound.from === 'below' && isTimedValue(bound.subject, vocab) && boundsSleptLength(bound.bound, bound.subject, length, vocab, false))) return true;
    if (!isLowerBoundMatcher(step.assertion.matcher) || !subject || !expected || !ELAPSED_NAME.test(vocab.text(subject))) continue;
    // One measured span held to exceed another, or to reach the sleep's own length, named: `await asyncSleep(sleepTime);
    // … expect(loopTimer.getElapsedTime()).toBeGreaterThanOrEqual(sleepTime)`.
    if (ELAPSED_NAME.test(vocab.text(expected))) return true;
    if (sleep.duration && vocab.text(unwrap(expected)) === vocab.text(unwrap(sleep.duration))) return true;
  }
  return false;
}

/** Methods that send an HTTP request: `request(app).post('/x')`, `axios.get(url)`, `agent.del('/a')`. */
const HTTP_VERB = /^(get|post|put|patch|del|delete|head|options)$/;

/** `await request(app).post('/x').send(body)`, `await fetch(url)`, `await axios.get(url)`: an HTTP response, awaited. */
function isAwaitedHttpResponse(init: TSESTree.Node | null | undefined): boolean {
  if (init?.type !== 'AwaitExpression') return false;
  let link: TSESTree.Node = unwrap(init.argument);
  if (link.type !== 'CallExpression') return false;
  for (let i = 0; i < 16 && link.type === 'CallExpression'; i++) {
    const callee: TSESTree.Node = unwrap(link.callee);
    if (callee.type === 'Identifier') return callee.name === 'fetch';
    if (callee.type !== 'MemberExpression') return false;
    if (HTTP_VERB.test(memberKey(callee) ?? '')) return chainBase(callee).type === 'Identifier';
    link = unwrap(callee.object);
  }
  return false;
}

/**
 * Every statement after the sleep, to the end of its block, is an assertion on a response the test awaited before
 * the sleep (`expect(response.body.data).toHaveProperty('content')`).
 */
function readsOnlyReceivedResponses(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = sleep.form === 'promise' ? statementOf(sleep.node) : null;
  if (!statement) return false;
  const responses = new Set<string>();
  for (const before of statementsBefore(statement)) {
    if (before.type !== 'VariableDeclaration') continue;
    for (const declarator of before.declarations) {
      if (declarator.id.type === 'Identifier' && isAwaitedHttpResponse(declarator.init)) responses.add(declarator.id.name);
    }
  }
  if (responses.size === 0) return false;
  let checks = 0;
  for (const after of statementsAfter(statement)) {
    const step = vocab.classifyStatement(after);
    if (step.kind === 'inert') continue;
    if (step.kind !== 'assertion' || !step.assertion.subject) return false;
    // (Also through what the response's own values do: `response.body.error.toLowerCase()`, `await res.json()`.)
    const base = chainBase(step.assertion.subject);
    if (base.type !== 'Identifier' || !responses.has(base.name)) return false;
    checks++;
  }
  return checks > 0;
}

/** 1001, 1010, 2005 ms: whole seconds and a margin of at most 20 ms. */
function justPastWholeSeconds(ms: number): boolean {
  const margin = ms % 1000;
  return ms > 1000 && margin > 0 && margin <= 20;
}

/** `delay.spec.ts`, `sleep.test.js`, `delay-test.js`, `timeout_test.ts`: the name of what a test file tests. */
const TEST_FILE_STEM = /^(.+?)(?:[._-](?:spec|test|tests))?\.[cm]?[jt]sx?$/i;

/** The name of what the linted test file tests, lower-cased (`AsyncPolling.spec.ts`: `asyncpolling`); read once per file. */
const fileStems = new WeakMap<Vocabulary, string | null>();
function testFileStem(vocab: Vocabulary): string | null {
  if (!fileStems.has(vocab)) {
    const base = vocab.filename?.split(/[\\/]/).pop() ?? '';
    const stem = TEST_FILE_STEM.exec(base)?.[1]?.toLowerCase() ?? null;
    // `source/test.ts` of the package expiry-set: a file named only for being a test tests the package itself.
    const named = stem && GENERIC_TEST_STEMS.has(stem) && vocab.filename && isAbsolute(vocab.filename) ? nearestPackageName(dirname(vocab.filename)) : null;
    fileStems.set(vocab, named ?? stem);
  }
  return fileStems.get(vocab)!;
}

/** Test files named for no unit of their own. */
const GENERIC_TEST_STEMS = new Set(['test', 'tests', 'spec', 'index']);

/**
 * The file is named for a sleep function and the test calls that function (`delay.spec.js` with `await delay(20)`,
 * `delay-test.js` with `when().delay(100)`), other than a helper the file declares: the sleep is the code under test,
 * so every sleep in the test, also the timers that check around it, is about time. The test is the test call's body,
 * or the outermost function around the sleep for a runner the vocabulary does not know (buster's `testCase({ … })`).
 * Worked out once per test body.
 */
const sleepUnderTest = new WeakMap<TSESTree.Node, boolean>();
export function testsTheSleepItself(sleep: Sleep, vocab: Vocabulary, testCall: TestCall | null): boolean {
  const stem = testFileStem(vocab);
  if (!stem) return false;
  let body: TSESTree.Node | null = testCall?.callback ?? null;
  if (!body) for (let fn = enclosingFunction(sleep.node); fn; fn = enclosingFunction(fn)) body = fn;
  if (!body) return false;
  const known = sleepUnderTest.get(body);
  if (known !== undefined) return known;
  const found = anyNode(body, (node) => {
    if (node.type !== 'CallExpression' || calleeName(unwrap(node.callee))?.toLowerCase() !== stem) return false;
    if (node.callee.type === 'Identifier' && vocab.resolve(node.callee)?.origin?.kind === 'local') return false;
    return !!vocab.sleepAt(node);
  }, { intoFunctions: true });
  sleepUnderTest.set(body, found);
  return found;
}

const RANDOM = /\brandom/i;
/**
 * The clock read in the duration: `Date.now()`, `performance.now()`, or a field of a date
 * (`1000 * (60 - now.getUTCSeconds())`, until the next minute on the clock).
 */
const CLOCK_IN_DURATION = /\b(Date\.now|performance\.now)\(\)|\.get(?:UTC)?(?:Milliseconds|Seconds|Minutes|Hours|Time)\(\)/;

/** The two statements before the sleep: the test stopped receiving, then acted (sent, inserted, notified). */
function sendsAfterReceiverStopped(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = sleep.form === 'promise' ? statementOf(sleep.node) : null;
  if (!statement) return false;
  const [acted, stopped] = take(statementsBefore(statement), 2);
  return !!acted && !!stopped && (stopsReceiving(stopped) || closesWatcher(stopped)) && vocab.classifyStatement(acted).kind === 'action';
}


/**
 * `Date.now()`, `new Date()`, `performance.now()`, `process.hrtime()`: a reading of the clock, kept; also as text or a
 * number (`Date.now().toString()`, `new Date().toISOString()`, `String(Date.now())`: a nonce, a timestamp), and scaled
 * to another unit (`BigInt(Date.now() * 1_000_000)` in nanoseconds, `Math.floor(Date.now() / 1000)` in seconds), or moved
 * by a number (`Date.now() - 1000`, a moment a second ago; not `Date.now() - sentAt`, a latency the test may go on to
 * check beside what arrived).
 */
const CLOCK_READ = String.raw`(?:Date\.now\(\)|new Date\(\)|performance\.now\(\)|process\.hrtime(?:\.bigint)?\(\))`;
const CLOCK_VALUE = String.raw`${CLOCK_READ}(?:\.(?:toString|toISOString|toJSON|getTime|valueOf)\(\))?(?:\s*[*/]\s*[\d_]+n?)?(?:\s*[-+]\s*[\d_]+)?`;
const CLOCK_READING = new RegExp(String.raw`^(?:${CLOCK_VALUE}|(?:String|Number|BigInt|Math\.(?:floor|round|trunc|ceil))\(${CLOCK_VALUE}\))$`);
/**
 * A value named for a span of time by its last name (`elapsed`, `span.duration()`, `stopwatch.durationMs`; not
 * `durations.length` or `countLines(durationLog)`), or one read off the clock (`Date.now() - start`).
 */
function isTimedValue(node: TSESTree.Node, vocab: Vocabulary): boolean {
  const text = vocab.text(node);
  return ELAPSED_LAST_NAME.test(lastWord(text)) || CLOCK_READ_ANYWHERE.test(text);
}
const ELAPSED_LAST_NAME = /(elapsed|duration|took|milliseconds|millis)(ms|millis|milliseconds|seconds|secs)?$/i;
const CLOCK_READ_ANYWHERE = new RegExp(CLOCK_READ);

/**
 * The sleep only makes the clock move: `const now = Date.now(); await sleep(10); await update(); assert(doc.updatedAt
 * >= now)`. A reading of the clock is kept right before or right after it. Time is the subject.
 */
function separatesClockReadings(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = statementOf(sleep.node);
  if (!statement || sleep.form === 'blocking') return false;
  const near = [...take(statementsBefore(statement), 1), ...take(statementsAfter(statement), 1)];
  return near.some((node) => {
    const value =
      node.type === 'VariableDeclaration' && node.declarations.length === 1
        ? node.declarations[0].init
        : node.type === 'ExpressionStatement' && node.expression.type === 'AssignmentExpression'
          ? node.expression.right
          : null;
    return !!value && CLOCK_READING.test(vocab.text(value));
  });
}

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  let taken = 0;
  for (const item of items) {
    yield item;
    if (++taken >= count) return;
  }
}

/**
 * A duration derived from a value the code under test was configured with: a member
 * (`options.timeout`), or a name used elsewhere than in sleeps (`new Cache({ ttl })` then
 * `sleep(ttl * 2)`), or named for time semantics with arithmetic on it (`sleep(LOCK_MS + 5)`).
 * A literal, or a constant used only for sleeping (`PROPAGATION_DELAY`), is not.
 */
function isConfiguredDuration(duration: TSESTree.Node, vocab: Vocabulary, depth = 0): boolean {
  const names = durationNames(duration);
  for (const name of names) {
    // `const wait = params.retainScore / 2; await delay(wait)`: a local constant is judged by what it is made of.
    if (name.type === 'Identifier' && depth === 0) {
      const origin = vocab.resolve(name)?.origin;
      const declarator = origin?.kind === 'local' ? origin.variable.defs[0]?.node : null;
      // (Not one named for what the test waits on, `REPLICATION_TIMEOUT = 2 * CONNECTION_TIMEOUT`: the test's
      // patience for that work, whatever it is reckoned from.)
      if (declarator?.type === 'VariableDeclarator' && declarator.parent.kind === 'const' && declarator.init && !isFunction(declarator.init) && !namesAwaitedWork(name.name)) {
        if (isConfiguredDuration(declarator.init, vocab, depth + 1)) return true;
      }
    }
    // Named for what only time can do (a TTL, a lock, a debounce): time is the subject whatever the source.
    if (namesExpiry(vocab.text(name))) return true;
    // The period of a loop in the code (`checkTimeout * 3`, `pollInterval * 2`): the sleep waits for that
    // loop to have done something in the background, which is a signal, not time as the subject.
    // (Unless it is a few rounds of it, `pollInterval * 3.5`, `2.5 * pollIntervalSeconds * 1000`, and the test then
    // checks a count of two or more, `assert.equal(changes, 3)`: it lets the loop go round a counted number of times and
    // counts what the rounds did, time as the subject. Ten rounds or forty, `40 * ackInterval`, are patience for the work
    // the loop does; a check that it did something, `messages.length.should.eql(1)`, waits for that.)
    if (CYCLE_WORDS.test(vocab.text(name))) {
      const rounds = roundsOf(duration, name, vocab);
      if (rounds !== null && rounds >= FEW_ROUNDS.from && rounds < FEW_ROUNDS.below && checksRoundCount(duration, vocab)) return true;
      // (One round and some slack, `refreshRate + 30`, of a period the test handed the code, then an exact count,
      // `expect(connection.pipeline).toBeCalledTimes(1)`: it lets the loop go round once and counts that round.)
      if (rounds !== null && rounds >= 1 && rounds < FEW_ROUNDS.from && checksRoundCount(duration, vocab, 1) && isHandedByName(name, vocab)) return true;
      continue;
    }
    // The latency a double simulates (`networkDelay` given to a fake provider): sleeping it out waits for the
    // delayed answer to land, which is a signal.
    // (Unless the sleep is a part of it, `sleep(visibilityDelay / 2)`: that waits inside the delay, not for its end.)
    // (But a delay the code under test exports is its own timing, `import { STORE_UNMOUNT_DELAY } from '../index.js'`:
    // no double's latency.)
    if (LATENCY_WORDS.test(vocab.text(name)) && !isPartOf(duration, name) && !exportedDelayOfCode(name, vocab)) continue;
    // Otherwise the value must reach the code under test: `new Cache({ ttl })`, `new Client(options)`.
    const root = rootIdentifier(name);
    if (!root) continue;
    const resolved = vocab.resolve(root);
    // Or come from it: `cy.wait(HOT_TOAST_DEFAULT_TIMEOUTS.blank)` with the constant imported from the code's own
    // source, a duration it keeps (a default) that the sleep waits out.
    // (Not the constants of an end-to-end suite's own, `TIMEOUTS.SHORT` from `../../constants`: the suite's patience,
    // which its sleeps spend waiting for the app.)
    if (resolved?.origin?.kind === 'import' && vocab.importsCodeUnderTest(resolved.origin.source) && !vocab.importsSuiteConstants(resolved.origin.source) && pathOf(name)?.some(namesDurationOrDurations)) return true;
    if (exportedDelayOfCode(name, vocab)) return true;
    if (isHandedByName(name, vocab)) return true;
  }
  return false;
}

/**
 * Words that only describe time passing: a TTL, an expiry, a lock or lease, a debounce or throttle window. (A TTL as a
 * word of its own, `ttlMs`, `cacheTtl`, `DEFAULT_TTL`, `entry.ttl`: not the letters inside `settle` or `battle`.)
 */
const EXPIRY_WORDS = /(expir|debounce|throttle|lease|lock_?(duration|time|ttl)|lockDuration|grace|max_?age(?!n)|stale_?age(?!n))/i;
const TTL_WORD = /(?:^|[^a-zA-Z])[tT]tl|[tT]tl(?![a-z])|TTL/;
function namesExpiry(text: string): boolean {
  return EXPIRY_WORDS.test(text) || TTL_WORD.test(text);
}

/** `STORE_UNMOUNT_DELAY` imported from the code under test (not from the suite's own constants): a delay it keeps. */
function exportedDelayOfCode(name: TSESTree.Node, vocab: Vocabulary): boolean {
  const root = rootIdentifier(name);
  const origin = root ? vocab.resolve(root)?.origin : null;
  if (origin?.kind !== 'import' || !vocab.importsCodeUnderTest(origin.source) || vocab.importsSuiteConstants(origin.source)) return false;
  return nameWords(pathOf(name)?.at(-1) ?? '').at(-1) === 'delay';
}

/** Words for a simulated latency, or the time a UI takes to settle (an animation, a transition). */
const LATENCY_WORDS = /(delay|latency|lag|animation|transition)/i;

/**
 * A name made of a word for work a test waits on the code to finish in the background: `REPLICATION_TIMEOUT`,
 * `propagationWait`, `INDEXING_DELAY` (whole words; not `reindex`, nor a flush or settle window, which the code times).
 */
const AWAITED_WORK = /^(replicat|propagat|index|deliver|converg|arriv|persist|eventual)/;
function namesAwaitedWork(name: string): boolean {
  const words = nameWords(name);
  return words.some((word) => AWAITED_WORK.test(word)) || words.join(' ').includes('catch up');
}

/** Words for the period of a loop the code runs in the background. */
const CYCLE_WORDS = /(check|poll|interval|frequency|period|heartbeat|refresh|tick|sweep|cycle)/i;

function rootIdentifier(node: TSESTree.Node): TSESTree.Identifier | null {
  let current = node;
  while (current.type === 'MemberExpression') current = current.object;
  return current.type === 'Identifier' ? current : null;
}

/** The name a call chain starts from: `expect(a).toEqual(b)` → 'expect'. */
function calleeRoot(callee: TSESTree.Node): string {
  let current = callee;
  while (current.type === 'MemberExpression' || current.type === 'CallExpression') {
    current = current.type === 'MemberExpression' ? current.object : current.callee;
  }
  return current.type === 'Identifier' ? current.name : '';
}

const OBSERVERS = new Set(['expect', 'assert', 'should', 'console', 'sinon']);

/**
 * What the name holds reaches the code under test by another reference to it (`new Cache({ ttl })`, a period handed by
 * position, `new ImpressionCountsCache(logger, key, connection, undefined, refreshRate)`), not a parameter's.
 */
function isHandedByName(name: TSESTree.Node, vocab: Vocabulary): boolean {
  const root = rootIdentifier(name);
  const resolved = root ? vocab.resolve(root) : null;
  const variable = resolved?.origin && 'variable' in resolved.origin ? resolved.origin.variable : null;
  if (!variable || resolved?.origin?.kind === 'parameter') return false;
  const durationPath = pathOf(name);
  return variable.references.some((reference) => {
    const id = reference.identifier as TSESTree.Node;
    return !reference.init && !insideSleepDuration(id, vocab) && isHandedToCode(id, durationPath, vocab);
  });
}

/**
 * The first check after the sleep whose duration this is (in its own callback, for a timer's) counts to `least` or more
 * (two unless one round is slept): a count (`assert.equal(changes, 3)`, `expect(polls).toBeGreaterThanOrEqual(3)`,
 * `expect(pollFn.mock.calls.length)…`, `toHaveBeenCalledTimes(2)`), not any number (`expect(lastValue).toBe(42)` reads a
 * value).
 */
function checksRoundCount(duration: TSESTree.Node, vocab: Vocabulary, least = 2): boolean {
  const count = checkedRoundCount(duration, vocab);
  return count !== null && count >= least;
}

/** The count the checks right after the sleep hold its rounds to (see `checksRoundCount`), or null. */
function checkedRoundCount(duration: TSESTree.Node, vocab: Vocabulary): number | null {
  // (The statement of the sleep, through the executor of `new Promise((r) => setTimeout(r, pollInterval * 3))`.)
  let statement: TSESTree.Node | null = duration;
  while (statement && !(statement.parent?.type === 'BlockStatement' || statement.parent?.type === 'Program')) statement = statement.parent ?? null;
  if (!statement) return null;
  // (The callback form, `setTimeout(() => { expect(flush).toBeCalledTimes(1) }, interval + 30)`: its own statements.)
  const timer = duration.parent?.type === 'CallExpression' && duration.parent.arguments.length === 2 && duration.parent.arguments[1] === duration ? duration.parent : null;
  const callback = timer && isFunction(timer.arguments[0]) ? (timer.arguments[0] as FunctionNode).body : null;
  const steps = callback?.type === 'BlockStatement' ? callback.body : statementsAfter(statement);
  for (const next of take(steps, 8)) {
    const step = vocab.classifyStatement(next);
    if (step.kind === 'sleep' || step.kind === 'wait') return null;
    if (step.kind !== 'assertion') continue;
    const { assertion } = step;
    if (assertion.negative) return null;
    const count = (assertion.expected ? numberValue(assertion.expected) : null) ?? assertion.atLeast ?? (/twice/i.test(assertion.matcher) ? 2 : /thrice/i.test(assertion.matcher) ? 3 : null);
    if (count === null || count < 1) return null;
    const counted = !!assertion.subject && COUNTED_SUBJECT.test(vocab.text(assertion.subject));
    return assertion.exactCount || (counted && (isEqualityMatcher(assertion.matcher) || isLowerBoundMatcher(assertion.matcher))) ? count : null;
  }
  return null;
}

/** A subject that is a count: `changes`, `pollCount`, `calls.length`, `callCount`, `emptyPolls`, `runs`, `ticks`. */
const COUNTED_SUBJECT = /(count|calls|length|size|times|total|number|num\b|polls|runs|ticks|rounds|changes|events|fired|invocations)\w*\W*$/i;

/** A loop's period taken this many times (at least two, fewer than five) is a count of its rounds. */
const FEW_ROUNDS = { from: 2, below: 5 };

/**
 * How many times the duration takes the name, when it is only the name scaled by numbers written in place (`interval *
 * 3.5`, `2.5 * pollIntervalSeconds * 1000`, a factor of 1000 read as seconds to milliseconds); null for anything else.
 */
function roundsOf(duration: TSESTree.Node, name: TSESTree.Node, vocab: Vocabulary): number | null {
  let rounds = 1;
  let seen = false;
  let thousand = false;
  const walk = (node: TSESTree.Node, divides: boolean): boolean => {
    const expression = unwrap(node);
    if (expression === name) {
      if (seen || divides) return false;
      seen = true;
      return true;
    }
    const value = numberValue(expression);
    if (value !== null) {
      if (value <= 0) return false;
      if (value === 1000 && !divides && !thousand) thousand = true;
      else rounds = divides ? rounds / value : rounds * value;
      return true;
    }
    if (expression.type !== 'BinaryExpression' || (expression.operator !== '*' && expression.operator !== '/')) return false;
    return walk(expression.left as TSESTree.Node, divides) && walk(expression.right, divides !== (expression.operator === '/'));
  };
  const whole = unwrap(duration);
  // (`refreshRate + 30`, `30 + refreshRate`: the rounds, and some slack; less than one round when the period is known,
  // else no more than SLACK_MS. `pollInterval * 2 + 5000` is no count of rounds.)
  if (whole.type === 'BinaryExpression' && whole.operator === '+') {
    const [slack, rest] = numberValue(whole.right) !== null ? [numberValue(whole.right)!, whole.left as TSESTree.Node] : [numberValue(whole.left as TSESTree.Node), whole.right];
    if (slack === null || slack <= 0 || !walk(rest, false) || !seen) return null;
    const period = name.type === 'Identifier' ? numberValue(constInitializer(vocab.sourceCode as TSESLint.SourceCode, name) ?? name) : null;
    return slack < (period ?? SLACK_MS + 1) ? rounds : null;
  }
  return walk(duration, false) && seen ? rounds : null;
}

/** Slack added to a loop's period of unknown length that still counts as the same round. */
const SLACK_MS = 100;

/** `delay / 2`, `delay * 0.5`, `delay - 20`: a part of the duration `name` holds, written in one step. */
function isPartOf(duration: TSESTree.Node, name: TSESTree.Node): boolean {
  const expression = unwrap(duration);
  if (expression.type !== 'BinaryExpression' || unwrap(expression.left as TSESTree.Node) !== name) return false;
  const by = numberValue(expression.right);
  if (by === null) return false;
  return (expression.operator === '/' && by > 1) || (expression.operator === '*' && by > 0 && by < 1) || (expression.operator === '-' && by > 0);
}

/**
 * The value is given to a call or constructor: as an argument, or a property of an object literal argument. What is
 * given must be the duration's value or what holds it (`options` or `options.timeout` for `options.timeout`), not
 * another member of the same object (`worker.name` says nothing about `worker.options.timeout`).
 */
function isHandedToCode(identifier: TSESTree.Node, durationPath: string[] | null, vocab: Vocabulary, hops = 0): boolean {
  let current = identifier;
  while (current.parent?.type === 'MemberExpression' && current.parent.object === current) current = current.parent;
  const given = pathOf(current);
  if (!given || !durationPath || given.length > durationPath.length || given.some((segment, i) => segment !== durationPath[i])) {
    return false;
  }
  for (let depth = 0; depth < 4; depth++) {
    const parent = current.parent;
    if (!parent) return false;
    if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.arguments.includes(current as TSESTree.CallExpressionArgument)) {
      // Given to an assertion or a log, the value configures nothing.
      return !OBSERVERS.has(calleeRoot(parent.callee));
    }
    if (parent.type === 'Property' && parent.value === current) current = parent.parent!;
    else if (parent.type === 'SpreadElement' || parent.type === 'ObjectExpression') current = parent;
    else if (parent.type === 'VariableDeclarator' && parent.init === current && current.type === 'ObjectExpression' && parent.id.type === 'Identifier' && hops === 0) {
      // `const defaultBufferConfig = { bufferTimeout: DEFAULT_BUFFER_TIMEOUT }; new ExporterBuffer(exporter,
      // defaultBufferConfig)`: options kept in a constant on their way to the code.
      const options = parent.id;
      const origin = vocab.resolve(options)?.origin;
      if (origin?.kind !== 'local') return false;
      return origin.variable.references.some((reference) => !reference.init && isHandedToCode(reference.identifier, [options.name], vocab, hops + 1));
    } else return false;
  }
  return false;
}

/** Words a duration setting's name ends with: `requestTimeout`, `autoCommitInterval`, `cacheTTL`, `minTime`. */
const DURATION_WORDS: ReadonlySet<string> = new Set([
  'timeout', 'interval', 'ttl', 'threshold', 'debounce', 'throttle', 'lease', 'lock', 'duration', 'lifetime', 'backoff',
  'idle', 'window', 'time', 'frequency', 'period', 'maxage', 'staleage', 'validity', 'retention', 'visibility',
]);
/** Words that bound a count from above or below: `maxIdle`, `minimumIdle`. */
const BOUND_WORDS: ReadonlySet<string> = new Set(['min', 'max', 'minimum', 'maximum']);
/** `minimumIdle`, `maxIdle`: a bound on idle connections, with no unit. */
function countsIdle(name: string): boolean {
  const words = nameWords(name);
  return words.length === 2 && words[1] === 'idle' && BOUND_WORDS.has(words[0]);
}
/** What a code does again after a delay it is configured with: `refillDelay`, `retryDelay`, `reconnectDelay`. */
const REPEATED_WORK: ReadonlySet<string> = new Set(['refill', 'retry', 'reconnect', 'restart', 'resend', 'redelivery', 'requeue', 'respawn', 'reset', 'renew', 'refresh', 'update']);
/** Unit words a name may end with after its duration word: `idleTimeoutMillis`, `expireInSeconds`, `timeout_ms`. */
const UNIT_WORDS: ReadonlySet<string> = new Set(['ms', 'millis', 'milliseconds', 'second', 'seconds', 'sec', 'secs']);

/**
 * The name of a duration the test configures, read word by word (camelCase, snake_case, kebab-case, dotted):
 * `requestTimeout`, `idle_timeout_ms`, `LOCK_TTL`, `maxAge`, `s-maxage`, `expireInSeconds`. Not `blockSize` or
 * `clockSkew`, which only contain such a word.
 */
function namesDuration(name: string): boolean {
  const words = nameWords(name);
  let unit = false;
  while (words.length > 1 && UNIT_WORDS.has(words[words.length - 1])) {
    words.pop();
    unit = true;
  }
  // `frameProcessingTimeoutInMs`: "in" only joins the unit on.
  if (unit && words.length > 1 && words[words.length - 1] === 'in') words.pop();
  if (words.some((word) => word.startsWith('expir'))) return true;
  // `{ maxRequests: 2, perMilliseconds: 100 }`, `perSecond`: the window a rate is counted in.
  if (unit && words.length === 1 && words[0] === 'per') return true;
  const last = words[words.length - 1] ?? '';
  const before = words[words.length - 2];
  // `maxAge`, `staleAge`, and `maxErrorAge`: an age bounded from above.
  if (last === 'age') return before === 'max' || before === 'stale' || words[0] === 'max';
  // `stealFromInactiveConsumersAfterMs`, `deleteAfter`: after a duration (with a unit, or as the name's last word).
  if (last === 'after') return unit || words.length > 1;
  // `refillDelay`, `retryDelay`, `reconnectDelay`: the delay of something the code does again. (Not a bare `delay`, nor
  // `responseDelay` or `networkDelay`, a latency a double simulates.)
  if (last === 'delay') return words.length > 1 && REPEATED_WORK.has(before ?? '');
  // `repeat: { every: 200 }`: a repeat's period. (Only the bare key: `reportEvery` counts, `processEvery` is a loop's.)
  if (last === 'every') return words.length === 1;
  return DURATION_WORDS.has(last);
}

/** `requestTimeout`, or a table of them: `DEFAULT_TIMEOUTS`. */
function namesDurationOrDurations(name: string): boolean {
  return namesDuration(name) || (/s$/i.test(name) && namesDuration(name.slice(0, -1)));
}

/**
 * A setting written inside text the code is given: a header (`'cache-control': 'max-age=1'`), a manifest
 * (`<SegmentTemplate duration="2">`), a query string (`?timeout=50`), with its unit if it has one (`'interval: 1.5s'`).
 */
const SETTING_IN_TEXT = /([A-Za-z_][\w.-]*)['"]?\s*[:=]\s*['"]?(\d[\d_]*(?:\.\d+)?)(?:\s*(ms|s|sec|m|min)\b)?/gi;
/** `'500ms'`, `'1s'`, `` `2m` ``, `'30'`: a duration written as text, with its unit if it has one. */
const DURATION_TEXT = /^(\d[\d_]*(?:\.\d+)?)(?:\s*(ms|s|sec|m|min)\b)?/i;

/**
 * The key a setting is written under: `{ ttl: 1 }`, `{ 'ttl': 1 }`, `options.ttl = 1`, `this.#ttl = 1`, `const ttl = 1`,
 * `(ttl = 1) =>`, a class field `ttl = 1`, a JSX attribute `ttl={1}`.
 */
function settingName(node: TSESTree.Node): { name: string; value: TSESTree.Node } | null {
  const nameOf = (key: TSESTree.Node): string | null =>
    key.type === 'Identifier' || key.type === 'PrivateIdentifier' || key.type === 'JSXIdentifier'
      ? key.name
      : key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
  switch (node.type) {
    case 'PropertyDefinition':
      return node.value && (!node.computed || node.key.type === 'Literal') ? withValue(nameOf(node.key), node.value) : null;
    case 'JSXAttribute': {
      // `<Toast duration="1000" />`, `<Toast duration={1000} />`.
      const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      return value && value.type !== 'JSXEmptyExpression' ? withValue(nameOf(node.name), value) : null;
    }
    case 'Property':
      return !node.computed || node.key.type === 'Literal' ? withValue(nameOf(node.key), node.value) : null;
    case 'AssignmentExpression':
      if (node.operator !== '=') return null;
      if (node.left.type === 'MemberExpression') {
        return !node.left.computed || node.left.property.type === 'Literal' ? withValue(nameOf(node.left.property), node.right) : null;
      }
      return withValue(nameOf(node.left), node.right);
    case 'VariableDeclarator':
      return node.init ? withValue(nameOf(node.id), node.init) : null;
    case 'AssignmentPattern':
      return withValue(nameOf(node.left), node.right);
    case 'CallExpression': {
      // `set.config('intellisense.update.delay', 100)`, `config.set('server:timeout', 50)`, `configuration.update('debounceMs',
      // 200)`: a setter handed a key and its value; the key names the setting.
      // (Only a setter of configuration, by its own name or its receiver's: not a Map's, a cache's or Redis's `set('ttl', 100)`.)
      const [key, value] = node.arguments;
      if (!value || key?.type !== 'Literal' || typeof key.value !== 'string' || !setsConfiguration(node.callee)) return null;
      // (`'intellisense.update.delay'` reads as `updateDelay`: a bare last segment says too little.)
      const [owner, last] = key.value.split(/[.:/]/).slice(-2);
      return withValue(last === undefined ? owner : owner + last.charAt(0).toUpperCase() + last.slice(1), value);
    }
    default:
      return null;
  }
}
/** `config(…)`, `setConfig(…)`, `updateSetting(…)`; or `set`, `update`, `put` on a receiver named for configuration (`config.set`, `settings.update`). */
function setsConfiguration(callee: TSESTree.Node): boolean {
  const name = calleeName(callee) ?? '';
  if (CONFIG_SETTERS.has(name)) return true;
  if (!GENERIC_SETTERS.has(name) || callee.type !== 'MemberExpression') return false;
  const receiver = unwrap(callee.object);
  const receiverName = receiver.type === 'Identifier' ? receiver.name : receiver.type === 'MemberExpression' ? memberKey(receiver) ?? '' : '';
  return CONFIG_RECEIVER.test(receiverName);
}
const CONFIG_SETTERS: ReadonlySet<string> = new Set(['config', 'configure', 'setConfig', 'setConfiguration', 'setSetting', 'setOption', 'updateSetting', 'updateConfiguration']);
const GENERIC_SETTERS: ReadonlySet<string> = new Set(['set', 'update', 'put']);
const CONFIG_RECEIVER = /(conf|config|configuration|settings?|options|prefs|preferences)$/i;

function withValue(name: string | null, value: TSESTree.Node): { name: string; value: TSESTree.Node } | null {
  return name ? { name, value } : null;
}

/**
 * The milliseconds a setting's value is: a number (`ttl: 100`, `ttl: 2 * 1000`), a moment that far ahead
 * (`expires: Date.now() + 100`, also as a date, `new Date(Date.now() + 100)`), or text with a unit (`timeWindow: '1s'`). A bare number is read in the unit
 * the name gives (`expireInSeconds: 1`).
 */
function settingMilliseconds(name: string, value: TSESTree.Node, vocab: Vocabulary): number | null {
  const node = unwrap(value);
  const ahead = momentAhead(node, vocab) ?? node;
  const number = constantArithmetic(ahead);
  if (number !== null) return number * unitOf(name);
  const text = stringValue(ahead);
  const match = text === null ? null : DURATION_TEXT.exec(text);
  if (match) return textMilliseconds(match[1], match[2], name);
  // `{ tokensPerInterval: 1, interval: 'second' }` (limiter's spelling): one of that unit.
  return text === null ? null : unitWordMilliseconds(text.trim()) ?? null;
}

/**
 * `Date.now() + 500`, `new Date(Date.now() + 500)`: a moment that far ahead on the clock, as a setting named for a
 * duration holds it (`{ expires: new Date(Date.now() + 500) }`); the offset.
 */
function momentAhead(value: TSESTree.Node, vocab?: Vocabulary): TSESTree.Node | null {
  let node = unwrap(value);
  // (Also written out, `new Date(Date.now() + 300).toISOString()`.)
  if (node.type === 'CallExpression' && node.arguments.length === 0 && node.callee.type === 'MemberExpression' && ['toISOString', 'toJSON', 'getTime', 'valueOf', 'toUTCString'].includes(memberKey(node.callee) ?? '')) {
    node = unwrap(node.callee.object);
  }
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 1) node = unwrap(node.arguments[0]);
  return node.type === 'BinaryExpression' && node.operator === '+' && readsClockNow(node.left, vocab) ? node.right : null;
}

/**
 * `Date.now()`, `new Date().getTime()`, `new Date().valueOf()`: the clock read as milliseconds. Also through a constant
 * the test read the clock into (`const now = Date.now(); … now + 3000`, `const currentDate = new Date(); …
 * currentDate.getTime() + 3000`), given the vocabulary.
 */
/** The duration names a constant the test kept a reading of the clock in (`const start = Date.now()`). */
function reckonsFromKeptClock(duration: TSESTree.Node, vocab: Vocabulary): boolean {
  const kept = (node: TSESTree.Node): boolean => {
    if (node.type !== 'Identifier') return false;
    const init = constInitializer(vocab.sourceCode as TSESLint.SourceCode, node);
    return !!init && (CLOCK_IN_DURATION.test(vocab.text(init)) || readsClockNow(init, vocab));
  };
  const whole = unwrap(duration);
  return whole.type !== 'Literal' && (kept(whole) || anyNode(whole, kept));
}

function readsClockNow(node: TSESTree.Node, vocab?: Vocabulary): boolean {
  const inner = unwrap(node);
  // (`const now = Date.now(); … new Date(now + 3000)`.)
  if (inner.type === 'Identifier' && vocab) {
    const kept = constInitializer(vocab.sourceCode as TSESLint.SourceCode, inner);
    return !!kept && kept.type !== 'Identifier' && readsClockNow(kept);
  }
  if (inner.type !== 'CallExpression') return false;
  if (/^Date\.now$/.test(pathOf(inner.callee)?.join('.') ?? '')) return true;
  const callee = inner.callee;
  if (callee.type !== 'MemberExpression' || !['getTime', 'valueOf'].includes(memberKey(callee) ?? '')) return false;
  let made: TSESTree.Node | null = unwrap(callee.object);
  if (made.type === 'Identifier' && vocab) made = constInitializer(vocab.sourceCode as TSESLint.SourceCode, made);
  return !!made && made.type === 'NewExpression' && made.callee.type === 'Identifier' && made.callee.name === 'Date' && made.arguments.length === 0;
}

/** `'1_500'` with unit `ms`, or with no unit under a name that gives one (`expireInSeconds`): the milliseconds. */
function textMilliseconds(digits: string, unit: string | undefined, name: string): number {
  return Number(digits.replace(/_/g, '')) * (unit ? unitMilliseconds(unit) : unitOf(name));
}

/**
 * A duration the test configures, with where it is written (an offset in the source). `positional`: a bare number
 * handed to the unit under test by position, with no name to give its unit.
 */
type Configured = { value: number; at: number; incidental: boolean; positional?: boolean; settles?: boolean; polls?: boolean | 'ms' };

// (Cron expressions are described in words below: a star followed by a slash would end these comments.)
/** A field of a cron expression in numbers: a star, a star with a step, a number, a range, a list, with a step. */
const CRON_NUMBERS = String.raw`(?:\*|\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*)(?:\/\d+)?`;
/** The month and weekday fields, which may also be names (`JAN`, `MON-FRI`) or Quartz's `?`. */
const CRON_NAMES = String.raw`(?:\*|\?|[0-9A-Za-z]{1,3}(?:-[0-9A-Za-z]{1,3})?(?:,[0-9A-Za-z]{1,3}(?:-[0-9A-Za-z]{1,3})?)*)(?:\/\d+)?`;
/**
 * A cron expression of five fields, or six with seconds first: six stars fire every second; or Quartz's seven, seconds
 * first and a year last (`'* * * * * * *'`, every second).
 */
const CRON = new RegExp(String.raw`^\s*(?:${CRON_NUMBERS}(?:\s+${CRON_NUMBERS}){2,3}\s+${CRON_NAMES}\s+${CRON_NAMES}|${CRON_NUMBERS}(?:\s+${CRON_NUMBERS}){3}\s+${CRON_NAMES}\s+${CRON_NAMES}\s+${CRON_NUMBERS})\s*$`);

/**
 * How often a cron expression fires, when its first field says: six stars every second, a first field of a star with
 * a step of three every three seconds; five stars every minute. (A fixed first field fires once in a longer period than
 * tests sleep: not read.)
 */
function cronPeriod(text: string): number | null {
  if (!CRON.test(text)) return null;
  const fields = text.trim().split(/\s+/);
  // (Five fields of only digits and names could be anything; a cron has at least one star.)
  if (!fields.some((field) => field.startsWith('*'))) return null;
  const unit = fields.length >= 6 ? 1000 : 60_000;
  const every = /^\*(?:\/(\d+))?$/.exec(fields[0]);
  return every ? unit * Number(every[1] ?? 1) : null;
}

/** A setting at `node` whose name says it is a duration: `{ requestTimeout: 50 }`, `client.ttl = 100`, `'max-age=1'`. */
function settingDurations(node: TSESTree.Node, found: Configured[], vocab: Vocabulary): void {
  const text = node.type === 'Literal' && typeof node.value === 'string' ? node.value : node.type === 'TemplateElement' ? node.value.cooked : null;
  // `new InlineScheduledTask('* * * * * *', fn)`, `{ repeat: { cron: … } }`: a schedule's period, a loop's like
  // `{ pollInterval: 50 }` (incidental when a hook sets it for every test).
  const period = text === null ? null : cronPeriod(text);
  if (period !== null) found.push({ value: period, at: node.range[0], incidental: true });
  for (const match of text ? text.matchAll(SETTING_IN_TEXT) : []) {
    if (namesDuration(match[1])) found.push({ value: textMilliseconds(match[2], match[3], match[1]), at: node.range[0], incidental: isIncidentalSetting(match[1]) });
  }
  const setting = settingName(node);
  const name = setting && (unitHolderName(node, setting.name) ?? setting.name);
  // `{ runAt: new Date(Date.now() + 300) }`, `scheduled_at`: a moment that far ahead the code is to act at.
  const scheduled = !!setting && !!name && schedulesMoment(name) && momentAhead(setting.value, vocab) !== null;
  if (!setting || !name || !(namesDuration(name) || scheduled)) return;
  if (SAFETY_NET.test(name) && limitsTestsOwnWait(node, vocab)) return;
  if (timesSimulatedInput(node, vocab)) return;
  const value = settingMilliseconds(setting.name, setting.value, vocab);
  // `{ minimumIdle: 2 }`, `maxIdle: 10`: how many pooled connections may sit idle, a count. (A bare `idle: 10000` is
  // how long, and so are `maxIdle: 1000` and one with a unit, `maxIdleMs`.)
  if (value !== null && value < 100 && countsIdle(name)) return;
  if (value !== null) found.push({ value, at: node.range[0], incidental: isIncidentalSetting(name), ...(timesSettling(node, name) ? { settles: true } : {}), ...(POLL_SETTING.test(name) ? { polls: true } : isBarePeriod(node, name) ? { polls: 'ms' as const } : {}) });
}

/**
 * How often a worker looks for work (`pollInterval`, `pollingIntervalSeconds`, `pollFrequency`): a loop's period, not a
 * window. (Not a bound on it, `maxPollInterval`, nor how long one poll may take, `pollTimeout`.)
 */
const POLL_SETTING = /^(?!.*(?:max|min|timeout)).*poll(?:ing)?_?(?:interval|period|frequency|every|delay)/i;

/**
 * A bare `interval` in the test's options, `new Crawler({ interval: 100 })`: a loop's period, in milliseconds unless it
 * is five or less. (Not a
 * rate's window, an `interval` beside a cap on what it lets through, p-queue's `{ intervalCap: 1, interval: 100 }`.)
 */
function isBarePeriod(node: TSESTree.Node, name: string): boolean {
  if (name !== 'interval') return false;
  const options = node.type === 'Property' ? node.parent : null;
  return !(options?.type === 'ObjectExpression' && options.properties.some((property) => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && RATE_CAP.test(property.key.name)));
}
const RATE_CAP = /cap|limit|max|tokens|requests|points/i;
/**
 * A sleep this many times a worker's poll period (or a bare `interval`, a crawler's or a scheduler's) gives the worker
 * more than one chance to act: it waits for the work. (Three until held-out 1858; two gave +13 true, +3 false.)
 */
const POLLS_WAITED_FOR_WORK = 2;

/**
 * `runAt`, `scheduled_at`, `deliverAt`, `dueAt`: a moment the code is to act at. (Not a stamp of what happened,
 * `createdAt`, `updatedAt`, which a fixture may set ahead without scheduling anything.)
 */
const SCHEDULING_WORDS: ReadonlySet<string> = new Set(['run', 'scheduled', 'schedule', 'due', 'fire', 'send', 'deliver', 'publish', 'execute', 'trigger', 'dispatch', 'start', 'process', 'notify', 'remind', 'retry', 'available', 'visible']);
function schedulesMoment(name: string): boolean {
  const words = nameWords(name);
  // (`waitUntil`, `delayUntil`: a job held back until the moment.)
  return words.length === 2 && ((words[1] === 'at' && SCHEDULING_WORDS.has(words[0])) || (words[1] === 'until' && HOLDING_WORDS.has(words[0])));
}
const HOLDING_WORDS: ReadonlySet<string> = new Set(['wait', 'delay', 'defer', 'hold', 'hidden', 'hide', 'sleep']);

/**
 * `addComponent(Transitions, { value: [{ property: 'position', duration: 200 }] })`, `{ animationDuration: 300 }`,
 * `transition.value[0] = { duration: 200 }`: how long the code takes to settle (an animation, a transition). Stopping
 * partway through it is about time; sleeping past its end waits for the code to have got there, a signal. (Named so,
 * or held in an object, a call or an assignment named so, a few levels up.)
 */
function timesSettling(node: TSESTree.Node, name: string): boolean {
  if (SETTLING_WORDS.test(name)) return true;
  let current: TSESTree.Node | undefined = node.parent;
  for (let depth = 0; current && depth < 6; depth++, current = current.parent) {
    if (current.type === 'Property' && !current.computed && current.key.type === 'Identifier' && SETTLING_WORDS.test(current.key.name)) return true;
    if (current.type === 'CallExpression') return current.arguments.some((argument) => argument.type === 'Identifier' && SETTLING_WORDS.test(argument.name)) || SETTLING_WORDS.test(pathOf(current.callee)?.at(-1) ?? '');
    // (`transitionComponent.value[0] = { property: 'position', duration: 200 }`.)
    if (current.type === 'AssignmentExpression') return SETTLING_WORDS.test(rootIdentifier(current.left)?.name ?? '');
  }
  return false;
}
const SETTLING_WORDS = /(animat|transition)/i;

/**
 * `panX(element, { amount: 20, duration: 100 })`, `swipe(el, { duration: 300 })`: how long an input the test simulates
 * itself lasts (a gesture, a drag, a scroll), not a setting of the code under test; a sleep of about that length waits
 * for the input to be done. (Not a call of the code under test named so, `scrollTo(100, { duration: 500 })` imported
 * from `../src/scroll`, whose duration is the code's own.)
 */
function timesSimulatedInput(property: TSESTree.Node, vocab: Vocabulary): boolean {
  const options = property.parent;
  const call = options?.type === 'ObjectExpression' ? options.parent : null;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(options as TSESTree.ObjectExpression)) return false;
  if (!isInputEventName(pathOf(call.callee)?.at(-1) ?? '')) return false;
  const origin = vocab.resolve(call.callee)?.origin;
  return !(origin?.kind === 'import' && vocab.importsCodeUnderTest(origin.source));
}

/**
 * `threshold: { milliseconds: 100 }`, `timeout: { seconds: 5 }`: a duration written as an object of units is named by
 * the key that holds it. (The unit key gives the unit; the holder's key says what the duration is.)
 */
function unitHolderName(node: TSESTree.Node, name: string): string | null {
  if (node.type !== 'Property' || !/^(ms|millis|milliseconds?|seconds?|secs?|minutes?)$/i.test(name)) return null;
  const holder = node.parent?.parent;
  const holderName = holder?.type === 'Property' ? settingName(holder)?.name : null;
  return holderName ?? null;
}

/**
 * `cy.get('.spinner', { timeout: 3000 })`, `await waitFor(check, { timeout: 2000 })`, `expect(banner).toBeVisible({
 * timeout: 5000 })`: a limit given to the test's own wait, a Cypress command or an assertion bounds how long the test
 * is patient; it configures nothing of the code under test.
 */
function limitsTestsOwnWait(property: TSESTree.Node, vocab: Vocabulary): boolean {
  const options = property.parent;
  const call = options?.type === 'ObjectExpression' ? options.parent : null;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(options as TSESTree.ObjectExpression)) return false;
  return isCypressChain(call, vocab) || vocab.waitAt(call) !== null || vocab.assertionAt(call) !== null || drivesPageWithLimit(call);
}

/**
 * Methods of a browser driver's page or element that take a limit on how long they look (Playwright's
 * `locator.isVisible({ timeout: 5000 })`, `click({ timeout })`, `page.goto(url, { timeout })`, WebdriverIO's
 * `waitForDisplayed({ timeout })`): the limit is the test's patience with the page, not a setting of the code.
 */
const DRIVER_LIMITED_METHODS = new Set([
  'isVisible', 'isHidden', 'isEnabled', 'isDisabled', 'isChecked', 'isEditable', 'click', 'dblclick', 'fill', 'type', 'press', 'check',
  'uncheck', 'hover', 'tap', 'focus', 'selectOption', 'setInputFiles', 'goto', 'reload', 'textContent', 'innerText', 'inputValue',
  'getAttribute', 'scrollIntoViewIfNeeded', 'waitForSelector', 'waitForURL', 'waitForLoadState', 'waitForEvent', 'waitForResponse',
  'waitForRequest', 'waitForDisplayed', 'waitForExist', 'waitForClickable', 'waitForEnabled',
]);
function drivesPageWithLimit(call: TSESTree.CallExpression): boolean {
  return call.callee.type === 'MemberExpression' && DRIVER_LIMITED_METHODS.has(memberKey(call.callee) ?? '');
}

/**
 * `scheduler.schedule(job, 50, 'id')`, `pDebounce(async (v) => { … }, 100)`, `queue.every(job, 200)`: a duration handed
 * to the code as a scheduling call's second argument. (Not the test's own `setInterval(emit, 50)`: a fake peer's rhythm.)
 */
/** A builder or policy named for a duration: `.timeout(200)`, `ttl(60)`, `expireAfter(5)`, `debounce(100)`. */
const BUILDER_CALLEE = /^(timeout|ttl|expires?|expireAfter|debounce|throttle|deadline)$/;
const SCHEDULING_CALLEE = /(schedule|every|interval|repeat|debounce|throttle|batch)/i;
/** An option that holds a window's own options: `http(url, { batch: { wait: 16 } })`. */
const WINDOW_GROUP = /^(batch|debounce|throttle)$/i;
const WINDOW_CALLEE = /^(interval|debounce|throttle)$/i;
/** The options of a scheduling or debouncing call that give its window: `{ wait: 20 }`, `{ maxWait: 50 }`, `{ delayMs: 5 }`. */
const WINDOW_OPTION = /^(wait|maxWait|delay|interval|period|ms)$|(Wait|Delay|Interval|Period|Ms)$/;
/** `redis.set('k', 'v', 'EX', 1)`, `getex('k', 'PX', 100)`: a key's expiry in seconds or milliseconds. */
const EXPIRY_UNIT: Record<string, number> = { EX: 1000, PX: 1 };

/** `{ expiration: { type: 'PX', value: 50 } }`: Redis's expiry as an object (node-redis), in a command's options. */
function expiryObjects(options: TSESTree.ObjectExpression, found: Configured[]): void {
  const own = (object: TSESTree.ObjectExpression, key: string) =>
    object.properties.find((property): property is TSESTree.Property => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === key)?.value;
  const expiration = own(options, 'expiration');
  if (expiration?.type !== 'ObjectExpression') return;
  const type = own(expiration, 'type');
  const spelled = type ? stringValue(type) : null;
  const unit = spelled === 'PX' || spelled === 'EX' ? EXPIRY_UNIT[spelled] : undefined;
  const value = unit ? numberValue(own(expiration, 'value')) : null;
  if (unit && value !== null && value > 0) found.push({ value: value * unit, at: expiration.range[0], incidental: false });
}

/** The window options of a scheduling call's options object: `{ wait: 20 }`, `{ maxWait: 50 }`, `{ delayMs: 5 }`. */
function windowOptions(options: TSESTree.ObjectExpression, found: Configured[]): void {
  for (const property of options.properties) {
    const key = property.type === 'Property' && !property.computed && property.key.type === 'Identifier' ? property.key.name : null;
    if (property.type !== 'Property' || !key || !WINDOW_OPTION.test(key)) continue;
    const option = numberValue(property.value as TSESTree.Node);
    if (option !== null && option > 0) found.push({ value: option, at: property.range[0], incidental: false });
  }
}

/** Durations a call at `node` hands to the code as arguments: a scheduling call's second argument, a Redis-style expiry. */
function argumentDurations(node: TSESTree.Node, found: Configured[], vocab: Vocabulary): void {
  if (node.type === 'NewExpression') {
    unitUnderTestDurations(node, found, vocab);
    heldForDurations(node, found);
  }
  if (node.type !== 'CallExpression') return;
  // Another sleep of the test (`await timeout(100)` with a helper named `timeout`) configures nothing, nor does the
  // test's own wait (`retryInterval(10, 1000, check)`: the interval between its checks).
  if (vocab.sleepAt(node) || vocab.waitAt(node)) return;
  const name = calleeName(node.callee) ?? '';
  const second = node.arguments[1];
  // `request.get(url).timeout(200)`, `timeout(2, TimeoutStrategy.Cooperative)`: a builder or a policy given a duration
  // (not Mocha's `this.timeout(5000)` or AVA's `t.timeout(…)`, the test's own limit).
  const receiver = node.callee.type === 'MemberExpression' ? node.callee.object : null;
  const ownLimit = receiver?.type === 'ThisExpression' || (receiver?.type === 'Identifier' && receiver.name === 't');
  const first = node.arguments[0];
  if (BUILDER_CALLEE.test(name) && !ownLimit && first) {
    const value = numberValue(first);
    if (value !== null && value > 0 && first.type === 'Literal') found.push({ value, at: node.range[0], incidental: false });
  }
  // `interval(100)`, `debounce(50)`: a window given alone. (Not `repeat(3)` or `every(2)`, which are as often counts.)
  if (node.arguments.length === 1 && first?.type === 'Literal' && WINDOW_CALLEE.test(name) && name !== 'setInterval') {
    const value = numberValue(first);
    if (value !== null && value > 0) found.push({ value, at: node.range[0], incidental: false });
  }
  const schedules = name !== 'setInterval' && SCHEDULING_CALLEE.test(name);
  const value = schedules && second ? numberValue(second) : null;
  if (value !== null && value > 0) found.push({ value, at: node.range[0], incidental: false });
  for (const argument of node.arguments) {
    if (argument.type !== 'ObjectExpression') continue;
    // `debounceFunction(fn, { wait: 20, maxWait: 50 })`, `useDebounceEffect(effect, deps, { wait: 200 })`,
    // `createBatchScheduler({ wait: 10, fn })`: the window given as options, in whichever argument holds them.
    if (schedules) windowOptions(argument, found);
    // `http(url, { batch: { wait: 16 } })`: a batch's, a debounce's or a throttle's window, in options of any call.
    for (const property of argument.properties) {
      if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && WINDOW_GROUP.test(property.key.name) && property.value.type === 'ObjectExpression') {
        windowOptions(property.value, found);
      }
    }
  }
  unitUnderTestDurations(node, found, vocab);
  heldForDurations(node, found);
  redisKeyExpiry(node, found);
  // `cache.store(key, 0, Duration.fromSeconds(2))`, `Duration.ofMillis(500)`: a duration built in its unit.
  // (Not the length handed to a sleep: `await utilities.pause(Duration.seconds(1))` configures nothing.)
  const built = durationBuiltInUnit(node);
  const handedToSleep = node.parent?.type === 'CallExpression' && node.parent.arguments[0] === node && vocab.sleepAt(node.parent) !== null;
  if (built !== null && !handedToSleep) found.push({ value: built, at: node.range[0], incidental: false });
  // `server.setTimeout(100)`, `socket.setTimeout(50)`, `req.setTimeout(20)`: how long a server, socket or request may
  // sit idle, set on it. (Not the global timer, `globalThis.setTimeout(…)`, one imported from `timers`, nor the test's
  // own limit: `jest.setTimeout(…)`, Playwright's `test.setTimeout(…)` or `testInfo.setTimeout(…)`, tap's `t.setTimeout(…)`.)
  if (name === 'setTimeout' && receiver && first?.type === 'Literal' && setsIdleTimeoutOn(receiver, vocab)) {
    const value = numberValue(first);
    if (value !== null && value > 0) found.push({ value, at: node.range[0], incidental: false });
  }
  node.arguments.forEach((argument, i) => {
    // `{ expiration: { type: 'PX', value: 50 } }`: the same expiry given as an object.
    if (argument.type === 'ObjectExpression') expiryObjects(argument, found);
    const unit = argument.type === 'Literal' && typeof argument.value === 'string' ? EXPIRY_UNIT[argument.value.toUpperCase()] : undefined;
    const next = node.arguments[i + 1];
    const value = unit && next ? numberValue(next) : null;
    if (unit && value !== null && value > 0) found.push({ value: value * unit, at: argument.range[0], incidental: false });
  });
}

/**
 * What `.setTimeout(n)` is called on is a server, a socket or a request of the test's own: a name the file declares,
 * a member of one (`app.server`), or a parameter of a function that is no test's body (`(req, res) => res.setTimeout(50)`).
 */
function setsIdleTimeoutOn(receiver: TSESTree.Node, vocab: Vocabulary): boolean {
  if (receiver.type === 'MemberExpression') return receiver.object.type !== 'Identifier' || setsIdleTimeoutOn(receiver.object, vocab);
  if (receiver.type !== 'Identifier' || GLOBAL_OBJECTS.has(receiver.name)) return false;
  const origin = vocab.resolve(receiver)?.origin;
  if (origin?.kind === 'local') return true;
  if (origin?.kind !== 'parameter' || !isFunction(origin.fn)) return false;
  const call = origin.fn.parent;
  return !(call?.type === 'CallExpression' && vocab.testCall(call));
}

/**
 * Redis's commands that give a key its lifetime, with the unit of the number they take: `r.setex(key, 1, 'v')` (seconds),
 * `psetex(key, 100, 'v')`, `expire(key, 1)`, `pexpire(key, 300)` (milliseconds), `pexpireat(key, Date.now() + 300)`.
 */
const REDIS_EXPIRY_COMMANDS: Readonly<Record<string, number>> = { setex: 1000, psetex: 1, expire: 1000, pexpire: 1, pexpireat: 1 };
function redisKeyExpiry(node: TSESTree.CallExpression | TSESTree.NewExpression, found: Configured[]): void {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.arguments.length < 2) return;
  const command = (memberKey(node.callee) ?? '').toLowerCase();
  const unit = Object.hasOwn(REDIS_EXPIRY_COMMANDS, command) ? REDIS_EXPIRY_COMMANDS[command] : undefined;
  if (unit === undefined) return;
  const second = node.arguments[1] as TSESTree.Node;
  const value = command === 'pexpireat' ? (momentAhead(second) ? numberValue(momentAhead(second)!) : null) : numberValue(second);
  if (value !== null && value > 0) found.push({ value: value * unit, at: node.range[0], incidental: false });
}

/** Words of a callee or its receiver that name something held for a time: a lock, a lease, an expiring entry. */
const HELD_FOR_WORDS: ReadonlySet<string> = new Set(['lock', 'lease', 'expiry', 'expire', 'expires', 'expiring', 'ttl']);

/**
 * `provider.createLock('foo', 1000)`, `lock.extend(1000)`, `acquireLease(key, 500)`, `new ExpiryMap(1000)`: a lock, a
 * lease or an expiring store is handed how long it holds. (Not a small number, which is as often a count of permits
 * or retries.)
 */
function heldForDurations(node: TSESTree.CallExpression | TSESTree.NewExpression, found: Configured[]): void {
  const receiver = node.callee.type === 'MemberExpression' ? node.callee.object : null;
  const receiverName = receiver?.type === 'Identifier' ? receiver.name : receiver?.type === 'MemberExpression' ? memberKey(receiver) ?? '' : '';
  if (![...nameWords(calleeName(node.callee) ?? ''), ...nameWords(receiverName)].some((word) => HELD_FOR_WORDS.has(word))) return;
  for (const argument of node.arguments) {
    const value = argument.type === 'Literal' ? numberValue(argument) : null;
    if (value !== null && value >= 50) found.push({ value, at: argument.range[0], incidental: false });
  }
}

/**
 * `Duration.fromSeconds(2)`, `Duration.ofMillis(500)`, `Duration.minutes(1)`: the milliseconds a duration object built
 * by a factory named for its unit stands for, or null.
 */
function durationBuiltInUnit(call: TSESTree.CallExpression): number | null {
  const built = durationFactoryCall(call);
  const value = built ? numberValue(built.amount) : null;
  return !built || value === null || value <= 0 ? null : value * built.unit;
}

/**
 * `new AsyncPolling(fn, 30)` in `AsyncPolling.spec.ts`, `new DuplicateCheckerPlugin(now, 50)` in
 * `DuplicateCheckerPlugin.test.ts`: the file is named for the unit it builds, and a number handed to that unit by
 * position is its setting (a period, a window). Only for the unit the file is named for: elsewhere a bare number is as
 * often a size, a count or a port.
 */
function unitUnderTestDurations(node: TSESTree.CallExpression | TSESTree.NewExpression, found: Configured[], vocab: Vocabulary): void {
  // (`async-polling.test.js` names `AsyncPolling` too: compared without separators.)
  const unit = testFileStem(vocab)?.replace(/[^a-z0-9]/g, '');
  const name = calleeName(node.callee)?.replace(/[^a-z0-9]/gi, '').toLowerCase();
  if (!unit || name !== unit) return;
  for (const argument of node.arguments) {
    if (argument.type !== 'Literal' || typeof argument.value !== 'number' || argument.value <= 0) continue;
    found.push({ value: argument.value, at: argument.range[0], incidental: false, positional: true });
  }
}

/** The durations a test or hook configures, in settings and as arguments: one walk over it, callbacks included. */
function configuredDurations(test: TSESTree.Node, vocab: Vocabulary): Configured[] {
  const found: Configured[] = [];
  anyNode(test, (node) => {
    // `const sleep = async (time = 1000) => { await new Promise((r) => setTimeout(r, time)) }`: the default is the
    // helper's own length, not a setting of the code under test.
    if (node.type === 'AssignmentPattern' && isFunction(node.parent) && vocab.containsSleep(node.parent, true)) return false;
    settingDurations(node, found, vocab);
    argumentDurations(node, found, vocab);
    return false;
  }, { intoFunctions: true });
  return found.filter((setting) => setting.value > 0);
}

const moduleOptionsIn = new WeakMap<TSESTree.Node, TSESTree.ObjectExpression[]>();
/**
 * The option objects declared at the top of the file (`const timeoutOptions = { lockTimeout: 300 }`, also typed or
 * `as const`) that the test hands a call or a constructor by name, or spreads into options it hands: `new Mutex(client,
 * 'key', timeoutOptions)`, `createQueue({ ...queueOptions, name })`.
 */
function moduleOptionsHandedIn(test: TSESTree.Node, vocab: Vocabulary): TSESTree.ObjectExpression[] {
  let found = moduleOptionsIn.get(test);
  if (found) return found;
  const objects = new Set<TSESTree.ObjectExpression>();
  anyNode(test, (node) => {
    const handed = node.type === 'Identifier' && (
      ((node.parent?.type === 'CallExpression' || node.parent?.type === 'NewExpression') && node.parent.arguments.includes(node as TSESTree.CallExpressionArgument)) ||
      (node.parent?.type === 'SpreadElement' && node.parent.parent?.type === 'ObjectExpression'));
    if (!handed) return false;
    const init = moduleConstInitializer(vocab.sourceCode, node as TSESTree.Identifier);
    const value = init && unwrap(init);
    if (value?.type !== 'ObjectExpression' || objects.has(value)) return false;
    // (Not an expected value, `expect(store.get()).toEqual(expected)`, `assert.deepStrictEqual(config, expectedConfig)`,
    // nor what a log prints: only what the code is handed.)
    const statement = statementOf(node);
    if (statement && ['assertion', 'inert'].includes(vocab.classifyStatement(statement).kind)) return false;
    // (Nor a call in a function only kept for later, `const check = () => other(slowOptions)`: it may never run.)
    for (let fn = enclosingFunction(node); fn && fn !== test; fn = enclosingFunction(fn)) {
      if (fn.parent?.type === 'VariableDeclarator') return false;
    }
    objects.add(value);
    return false;
  }, { intoFunctions: true });
  found = [...objects];
  moduleOptionsIn.set(test, found);
  return found;
}

/** The durations a test or hook configures, with where each is written (offsets in the source). */
const configuredInTest = new WeakMap<TSESTree.Node, Configured[]>();
/**
 * Option keys that bound how long something may take (`ackTimeout`, `connectTimeout`, a deadline); not
 * the timeouts that end something left idle (`idleTimeout`, `keepAliveTimeout`, `sessionTimeout`), which tests wait out.
 */
const SAFETY_NET = /^(?!.*(idle|alive|session|lock|heartbeat|lease|inactiv|ping)).*(time_?out|deadline)/i;
/** A setting that, set for every test, is not what a test sleeping near it is about: a safety net or a loop's period. */
function isIncidentalSetting(name: string): boolean {
  return SAFETY_NET.test(name) || CYCLE_WORDS.test(name);
}


/** `expireInSeconds: 1` is 1000 ms; a bare name is taken as milliseconds. */
function unitOf(name: string): number {
  // (`perMilliseconds`, `timeoutMilliseconds` end in "seconds" too.)
  if (/milli(second)?s?$/i.test(name)) return 1;
  if (/(seconds?|secs?)$/i.test(name)) return 1000;
  if (/minutes?$/i.test(name)) return 60_000;
  return 1;
}

/**
 * A literal sleep from half to ten times a duration the same test configures is about that
 * duration elapsing (`{ autoCommitInterval: 30 }` … `sleep(50)`), not about a background write.
 */
function outlastsConfiguredDuration(value: number, sleep: Sleep, test: TSESTree.Node, vocab: Vocabulary, shared = false): boolean {
  let configured = configuredInTest.get(test);
  if (!configured) {
    configured = configuredDurations(test, vocab);
    configuredInTest.set(test, configured);
  }
  // The sleep's own call is no setting: `await timeout(1)`, a sleep helper named `timeout`.
  const [from, to] = sleep.node.range;
  // A timeout or a loop's period a setup hook sets for every test (`ackTimeout: 200`, `pollInterval: 50`) is
  // incidental: the tests that sleep near it wait for a signal (the loop to have acted), not for it. Set in the test
  // itself, it is what the test is about.
  // (So is a worker's poll period set in the test when the sleep lasts several of its rounds, unless the test is about
  // time: `work(queue, { pollingIntervalSeconds: 0.5 }, handler)` … `await delay(3000)` waits for the jobs to be done.)
  // (A small bare number may be seconds, as `within` reads it below: counted in the longer reading, fewer rounds.)
  const aboutTime = () => vocab.titlesAround(sleep.node).some((title) => TIME_TITLE.test(title) || /\bpoll/i.test(title));
  // (A bare `interval` is read in seconds only up to five, `{ interval: 1 }` of a metrics policy; `{ interval: 50 }` is
  // a crawler's milliseconds.)
  const pollRounds = (period: number, bare = false) => value / ((bare ? period <= 5 : period < 60) ? period * 1000 : period);
  // (`{ interval: 1000 }` … `await sleep(3500); t.is(app.executedTime, 4)`: a count of about as many as the rounds slept,
  // time as the subject; `processed.length` of 4 after six rounds counts the jobs done.)
  let count: number | null | undefined;
  const countsRounds = (rounds: number) => {
    count ??= sleep.duration ? checkedRoundCount(sleep.duration, vocab) : null;
    return count !== null && count >= 2 && count >= Math.floor(rounds) && count <= Math.ceil(rounds) + 1;
  };
  const settings = configured.filter((setting) => (setting.at < from || setting.at >= to) && !(shared && setting.incidental) && !(setting.polls && pollRounds(setting.value, setting.polls === 'ms') >= POLLS_WAITED_FOR_WORK && !aboutTime() && !countsRounds(pollRounds(setting.value, setting.polls === 'ms'))));
  // Half or more of it: tests step past a window in parts (`sleep(1000)` twice for a 2000 ms TTL). Not ten times more:
  // `sleep(320)` with `{ dedupingInterval: 1 }` is not measuring that millisecond, it waits for something else.
  // (A small bare number, `{ poolTimeout: 1 }` … `sleep(1100)`, `{ ttl: 0.2 }` … `sleep(250)`, is often seconds: read
  // it both ways. A number handed by position has no name to say so, and may be no duration at all: only milliseconds,
  // and no more than four times it, `new FileWatcher(…, 50)` … `sleep(300)` waits for the watcher to notice a change.)
  const within = (configured: number, most = 10) => value * 2 >= configured && value <= configured * most;
  // (An animation's or a transition's length: only a sleep after which the test samples a value mid-way, between two
  // bounds, is about time; one followed by the end value waits for the code to have settled, a signal.)
  const midway = settings.some((setting) => setting.settles) && samplesMidway(sleep, vocab);
  return settings.some(({ value: configured, positional, settles }) =>
    settles ? midway && within(configured) : positional ? within(configured, 4) : within(configured) || (configured < 60 && within(configured * 1000)),
  );
}

/**
 * `await wait(100); expect(x).toBeGreaterThan(0); expect(x).toBeLessThan(1)`: before the next sleep, the test holds a
 * value between a bound from below and one from above, a sample taken mid-way through a change.
 */
function samplesMidway(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = statementOf(sleep.node);
  if (!statement) return false;
  let below = false;
  let above = false;
  for (const next of take(statementsAfter(statement), 24)) {
    const step = vocab.classifyStatement(next);
    if (step.kind === 'sleep' || step.kind === 'wait') break;
    if (step.kind !== 'assertion') continue;
    if (isLowerBoundMatcher(step.assertion.matcher)) below = true;
    else if (isBoundMatcher(step.assertion.matcher)) above = true;
  }
  return below && above;
}

const totals = new WeakMap<TSESTree.Node, number | null>();
/**
 * How long the test's own flow sleeps in all, in milliseconds: the sum of its sleeps (not those in callbacks it hands
 * on); null when one of them is no literal or there is only one.
 */
function totalSleptIn(fn: FunctionNode, vocab: Vocabulary): number | null {
  if (totals.has(fn)) return totals.get(fn)!;
  let total: number | null = 0;
  let count = 0;
  anyNode(fn.body, (node) => {
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return false;
    const inner = vocab.sleepAt(node);
    if (!inner || inner.form !== 'promise' || inner.node !== node) return false;
    const length = literalMilliseconds(inner, vocab);
    count++;
    if (length === null) total = null;
    else if (total !== null) total += length;
    return total === null;
  });
  const result = count > 1 ? total : null;
  totals.set(fn, result);
  return result;
}

/** A literal sleep's length in milliseconds (`sleep(0.105)` of a helper counting in seconds is 105), or null. */
function literalMilliseconds(sleep: Sleep, vocab: Vocabulary): number | null {
  // (Also arithmetic on numbers written in place: `setTimeout(next, 4 * 1000)`.)
  const written = numberValue(sleep.duration) ?? (sleep.duration ? constantArithmetic(unwrap(sleep.duration)) : null);
  if (written === null) return null;
  if (sleep.durationScale !== undefined) return written * sleep.durationScale;
  return countsInSeconds(sleep, vocab) ? written * 1000 : written;
}

/** Packages known to count in milliseconds, whatever a file hands their sleeps. */
const MILLISECOND_PACKAGES: ReadonlySet<string> = new Set(['delay', 'sleep-promise', 'await-sleep', 'then-sleep', 'timers/promises', 'timers', 'bluebird']);

/**
 * A sleep helper from a package the rule cannot read, which the file also hands a fraction (`sleep(0.01)`,
 * `sleep(0.105)` from `@deepkit/core`): no timer waits a fraction of a millisecond, so it counts in seconds, and
 * `sleep(1)` beside `{ deduplicationInterval: '1s' }` is that second. (A helper built on the global timer, or from a
 * package known to count in milliseconds, counts in milliseconds whatever it is handed.)
 */
function countsInSeconds(sleep: Sleep, vocab: Vocabulary): boolean {
  const call = sleep.node;
  if (sleep.form !== 'promise' || sleep.usesGlobalTimer || call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return false;
  const variable = findVariable(vocab.sourceCode.getScope(call), call.callee.name);
  if (!variable?.defs.some((def) => def.type === 'ImportBinding' || def.type === 'Variable')) return false;
  const source = variable.defs.map(moduleOfDefinition).find((name) => name !== null);
  if (source && MILLISECOND_PACKAGES.has(source.replace(/^node:/, ''))) return false;
  return variable.references.some((reference) => {
    const use = reference.identifier.parent;
    if (use?.type !== 'CallExpression' || use.callee !== reference.identifier) return false;
    const handed = numberValue((use.arguments[0] as TSESTree.Node | undefined) ?? null);
    return handed !== null && handed > 0 && handed < 10 && !Number.isInteger(handed);
  });
}

/** The module a name comes from: `import { sleep } from 'x'`, `const { sleep } = require('x')`; null otherwise. */
function moduleOfDefinition(def: TSESLint.Scope.Definition): string | null {
  if (def.type === 'ImportBinding') return 'source' in def.parent ? String(def.parent.source.value) : null;
  return def.node.type === 'VariableDeclarator' ? requiredSource(def.node.init) : null;
}

/**
 * The callbacks of the `before*` hooks of the describes around a node, and the other statements of those describes:
 * `beforeEach(() => { client = new Client({ maxIdleTimeMS: 100 }) })` configures the code the test then sleeps
 * against (`await sleep(500)`), and so does `const pool = createPool({ idleTimeout: 1000 })` in a describe body.
 */
export function setupHooksAround(node: TSESTree.Node, vocab: Vocabulary): TSESTree.Node[] {
  // The same for every node under one describe: computed once per innermost describe (or file).
  let scope: TSESTree.Node | undefined = node.parent;
  while (scope && scope.type !== 'Program' && !isDescribeCallback(scope, vocab)) scope = scope.parent;
  if (!scope) return [];
  let hooks = setupInScope.get(scope);
  if (!hooks) {
    hooks = [];
    for (let current: TSESTree.Node | undefined = scope; current; current = current.parent) {
      if (current.type === 'Program') collectSetup(current.body, false, hooks, vocab);
      else if (isDescribeCallback(current, vocab)) collectSetup(current.body.body, true, hooks, vocab);
    }
    setupInScope.set(scope, hooks);
  }
  // (`if (legacy) { it(…) } else { const cache = createCache({ ttl: 100 }); it(…) }`: the other branch sets up nothing
  // for this test.)
  return hooks.filter((hook) => !inOtherBranch(hook, node));
}

const setupInScope = new WeakMap<TSESTree.Node, TSESTree.Node[]>();

function isDescribeCallback(node: TSESTree.Node, vocab: Vocabulary): node is FunctionWithBlock {
  return isFunction(node) && node.body.type === 'BlockStatement' && vocab.roleOf(node).role === 'describe';
}
type FunctionWithBlock = TSESTree.FunctionLike & { body: TSESTree.BlockStatement };

/**
 * What a describe's statements set up for its tests: its `before*` hooks' callbacks and (`inDescribe`) its other
 * statements. At the top of a file only hooks count; the rest is the module's own code.
 */
function collectSetup(statements: readonly TSESTree.Node[], inDescribe: boolean, into: TSESTree.Node[], vocab: Vocabulary): void {
  for (const statement of statements) {
    const expression = statement.type === 'ExpressionStatement' ? unwrap(statement.expression) : null;
    const call = expression?.type === 'CallExpression' ? vocab.testCall(expression) : null;
    if (call) {
      if (call.kind === 'hook' && call.hook === 'before' && call.callback) into.push(call.callback);
      continue;
    }
    // `for (const adapter of adapters) { describe(…) }`: a statement that holds tests is no setup as a whole; what it
    // sets up around them (`[{ ttl: 100 }].forEach(({ ttl }) => { const cache = createCache({ ttl }); it(…) })`) is,
    // the tests' own settings are not.
    if (declaresTests(statement, vocab)) collectSetup(partsAroundTests(statement, vocab), inDescribe, into, vocab);
    // `describe('pool', () => { const pool = createPool({ idleTimeout: 1000 }); it(…) })`: set up like a hook.
    else if (inDescribe) into.push(statement);
  }
}

const holdsTests = new WeakMap<TSESTree.Node, boolean>();
/** A test, a hook or a describe is declared somewhere inside `node`. */
function declaresTests(node: TSESTree.Node, vocab: Vocabulary): boolean {
  let holds = holdsTests.get(node);
  if (holds === undefined) {
    holds = anyNode(node, (inner) => inner.type === 'CallExpression' && !!vocab.testCall(inner), { intoFunctions: true });
    holdsTests.set(node, holds);
  }
  return holds;
}

/**
 * The parts of a node that holds tests, one level down: the statements of a block, a loop's or a branch's body, a
 * function's body, and every part that holds no test (a loop's header, the list a `forEach` runs over, a wrapper's
 * options); not what a test or a describe holds.
 */
function partsAroundTests(node: TSESTree.Node, vocab: Vocabulary): TSESTree.Node[] {
  const found: TSESTree.Node[] = [];
  const visit = (current: TSESTree.Node): void => {
    someChildNode(current, (inner) => {
      // (`adapters.forEach((a) => describe(…))`: what a describe or a test holds is its own.)
      if (inner.type === 'CallExpression' && vocab.testCall(inner)) return false;
      if (inner.type === 'BlockStatement') found.push(...inner.body);
      else if (!declaresTests(inner, vocab) || inner.type.endsWith('Statement') || inner.type.endsWith('Declaration')) found.push(inner);
      else visit(inner);
      return false;
    });
  };
  visit(node);
  return found;
}

function insideSleepDuration(node: TSESTree.Node, vocab: Vocabulary): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'CallExpression' || current.type === 'NewExpression') {
      if (vocab.sleepAt(current)) return true;
      if (current.type === 'CallExpression' && /(^|\.)setTimeout$/.test(vocab.text(current.callee))) return true;
    }
    if (current.type.endsWith('Statement') || current.type === 'VariableDeclarator') return false;
  }
  return false;
}

/** "wait for tasks to start processing", "so the request is in flight": the sleep hopes work is under way, not done. */
const IN_FLIGHT = /\b(start(s|ed|ing)?|begin(s|ning)?|begun|in[- ]?flight|in progress|under ?way|mid-?\w+|(be|is|are) (running|processing|streaming))\b/i;

/**
 * The sleep's comment says it waits for work to be under way: a close or a stop after it is meant to land
 * mid-work, so it depends on the sleep whatever the test asserts after the close.
 */
export function commentHopesInFlight(sleep: Sleep, vocab: Vocabulary): boolean {
  const comment = leadingComment(sleep, vocab);
  return !!comment && SIGNAL_COMMENT.test(comment) && IN_FLIGHT.test(comment) && !GUARD_COMMENT.test(comment);
}

/**
 * A sleep helper named like a sentence reads as a comment: `waitAFewMillisecondsToMakeSureExecutionIsNotResuming()`
 * → "wait a few milliseconds to make sure execution is not resuming". Short names (`sleep`, `waitMs`) say nothing.
 */
function helperNameWords(sleep: Sleep): string | null {
  const call = sleep.node.type === 'CallExpression' ? sleep.node : null;
  const callee = call ? unwrap(call.callee) : null;
  const name = callee?.type === 'Identifier' ? callee.name : callee?.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
  if (!name) return null;
  const words = nameWords(name);
  return words.length >= 4 ? words.join(' ') : null;
}

/** Comments right before the sleep's statement or on its line; for a promise settled by a timer, the timer's too. */
function leadingComment(sleep: Sleep, vocab: Vocabulary): string | null {
  const all = [sleep.node, ...(sleep.timer ? [sleep.timer] : [])].flatMap((node) => {
    const statement = statementOf(node) ?? node;
    const trailing = vocab.sourceCode.getCommentsAfter(statement).filter((comment) => comment.loc.start.line === statement.loc.end.line);
    return [...ownCommentsBefore(statement, vocab), ...trailing];
  });
  // `setTimeout(() => { // wait a little to be sure no unexpected open happens …`: the timer's comment opens its body.
  const body = sleep.form === 'callback' && sleep.callback && isFunction(sleep.callback) && sleep.callback.body.type === 'BlockStatement' ? sleep.callback.body : null;
  const first = body?.body[0];
  if (body && first) all.push(...vocab.sourceCode.getCommentsBefore(first).filter((comment) => comment.range[0] > body.range[0]));
  all.push(...durationDeclarationComments(sleep, vocab));
  all.push(...openingHelperComments(sleep, vocab));
  all.push(...ladderHeadingComments(sleep, vocab));
  const prose = all.filter((comment) => !TOOL_DIRECTIVE.test(comment.value));
  return prose.length > 0 ? prose.map((comment) => comment.value).join(' ') : null;
}

/**
 * `// Write a file with a 1s sleep beforehand so the poll watcher's whole-second mtime comparison sees the change` above
 * `async function editFile(path, content) { await sleep(1000); fs.writeFileSync(path, content) }`: a helper of the file
 * that opens with its sleep says why in its own comment.
 */
function openingHelperComments(sleep: Sleep, vocab: Vocabulary): TSESTree.Comment[] {
  const statement = statementOf(sleep.node);
  const block = statement?.parent;
  const fn = block?.type === 'BlockStatement' ? block.parent : null;
  if (!statement || !fn || !isFunction(fn) || block!.type !== 'BlockStatement' || block!.body[0] !== statement) return [];
  // (Declared by name at a statement of its own: `function editFile(…) {…}`, `const editFile = async (…) => {…}`.)
  const declaration =
    fn.type === 'FunctionDeclaration' ? fn
    : fn.parent?.type === 'VariableDeclarator' && fn.parent.init === fn && fn.parent.parent.declarations.length === 1 ? fn.parent.parent
    : null;
  if (!declaration || (declaration.parent?.type !== 'Program' && declaration.parent?.type !== 'BlockStatement' && declaration.parent?.type !== 'ExportNamedDeclaration')) return [];
  // (Only the comments right above it: a section's heading or a file's header is no word on the helper.)
  return adjacentCommentsAbove(declaration.parent?.type === 'ExportNamedDeclaration' ? declaration.parent : declaration, vocab);
}

/** The node's own comments right above it, with no blank line between them or before the node. */
function adjacentCommentsAbove(node: TSESTree.Node, vocab: Vocabulary): TSESTree.Comment[] {
  const adjacent: TSESTree.Comment[] = [];
  let line = node.loc.start.line;
  for (const comment of [...ownCommentsBefore(node, vocab)].reverse()) {
    if (comment.loc.end.line < line - 1) break;
    adjacent.unshift(comment);
    line = comment.loc.start.line;
  }
  return adjacent;
}

/**
 * `// every event must have a different timestamp, so we add a small delay between each event` above `await
 * createSnapshot(…); await sleep(10); await modifyFlows(…); await sleep(10); …`: the comment heading a ladder of the
 * same sleep between single steps, three rungs or more, speaks for each of them. (Only the comments right above the
 * ladder's first step, with no blank line between.)
 */
function ladderHeadingComments(sleep: Sleep, vocab: Vocabulary): TSESTree.Comment[] {
  const statement = statementOf(sleep.node);
  const block = statement?.parent;
  if (!statement || block?.type !== 'BlockStatement' || sleep.form === 'callback') return [];
  const list = block.body;
  const at = list.indexOf(statement as TSESTree.Statement);
  const text = vocab.text(statement);
  const rung = (index: number) => index >= 0 && index < list.length && vocab.text(list[index]) === text;
  let first = at;
  while (rung(first - 2) && !rung(first - 1)) first -= 2;
  let last = at;
  while (rung(last + 2) && !rung(last + 1)) last += 2;
  // (Three rungs or more: two sleeps around one step are no pattern the heading could be about.)
  if (last - first < 4 || first === 0) return [];
  return adjacentCommentsAbove(list[first - 1], vocab);
}

/**
 * `// Waiting time between actions in ms` above `const waitingTime = 5000`, then `await AppHelper.pause(waitingTime)`:
 * what the file says of the constant the sleep is handed is said of every sleep that takes it.
 */
function durationDeclarationComments(sleep: Sleep, vocab: Vocabulary): TSESTree.Comment[] {
  const duration = sleep.duration ? unwrap(sleep.duration) : null;
  if (duration?.type !== 'Identifier') return [];
  const definition = findVariable(vocab.sourceCode.getScope(duration), duration.name)?.defs[0];
  const declaration = definition?.type === 'Variable' ? definition.parent : null;
  if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const' || declaration.declarations.length !== 1) return [];
  const trailing = vocab.sourceCode.getCommentsAfter(declaration).filter((comment) => comment.loc.start.line === declaration.loc.end.line);
  return [...ownCommentsBefore(declaration, vocab), ...trailing];
}

/**
 * The comments before a statement that speak of it: not one that trails the statement before on that statement's line
 * (`await redis.publish('other:789', m) // Should not receive this` says so of the publish, not of the sleep after it).
 */
function ownCommentsBefore(node: TSESTree.Node, vocab: Vocabulary): TSESTree.Comment[] {
  const comments = vocab.sourceCode.getCommentsBefore(node);
  const previous = vocab.sourceCode.getTokenBefore(node, { includeComments: false });
  // (A comment after the `{` that opens the block, `async () => { // give any erroneous reconnect time to fire`, opens
  // the block's first statement.)
  if (!previous || (previous.type === 'Punctuator' && ['{', '(', '=>'].includes(previous.value))) return comments;
  return comments.filter((comment) => comment.loc.start.line !== previous.loc.end.line || comment.loc.start.line === node.loc.start.line);
}

/**
 * `// eslint-disable-next-line playwright/no-wait-for-timeout`, `// @ts-expect-error`, `/* istanbul ignore next *\/`:
 * instructions to a tool, not prose about the sleep (a rule's name is no "timeout" the test waits out).
 */
const TOOL_DIRECTIVE = /^\s*(eslint(-disable|-enable)?\b|global\s|@ts-|prettier-ignore|istanbul\s|c8\s|v8\s|biome-ignore|deno-lint-ignore|jshint\s|jscs:|tslint:)/;

/**
 * "flush any pending sync", "wait for any pending error handling", "give subscriptions a chance to get called": the
 * comment waits for whatever may come, if it comes at all.
 */
const ANY_PENDING = /\bany\b|\b(?:a chance|an opportunity) to (?:get |be )?(?:called|invoked|fired?|happen|triggered|emitted|arrive)\b/i;

/**
 * The sleep's comment waits for whatever may still come ("give the SDK a moment to flush any pending sync", "give
 * subscriptions a chance to get called"): followed
 * only by checks that nothing happened, it is a guard.
 */
export function commentAwaitsAnything(sleep: Sleep, vocab: Vocabulary): boolean {
  const comment = leadingComment(sleep, vocab);
  return !!comment && ANY_PENDING.test(comment);
}

/**
 * `await sleep(1010); await repo.save(post); … expect(after.updatedAt.getTime()).to.be.greaterThan(before)`: the sleep
 * lets the clock move before a write whose timestamp the test then compares.
 */
function movesClockBeforeWrite(sleep: Sleep, vocab: Vocabulary): boolean {
  const statement = sleep.form === 'promise' ? statementOf(sleep.node) : null;
  if (!statement) return false;
  let first: TSESTree.Node | null = null;
  for (const later of statementsAfter(statement)) {
    if (!first) {
      if (vocab.classifyStatement(later).kind === 'inert' || buildsInPlace(later, vocab) || namesWhatWasKept(later, sleep.node, vocab)) continue;
      if (!isAwaitedCall(later)) return false;
      first = later;
      continue;
    }
    if (comparesTimestamps(later, statement, vocab)) return true;
  }
  return false;
}

/**
 * `const queue = new helper.Queue({ credentials })`, `const onSuccess = vi.fn()`: a value built in place, nothing
 * waited on and nothing of the background read (unlike `const calls = handler.mock.calls.length`, which reads what
 * the sleep waited for).
 */
function buildsInPlace(statement: TSESTree.Node, vocab: Vocabulary): boolean {
  if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) return false;
  const init = statement.declarations[0].init ? unwrap(statement.declarations[0].init) : null;
  if (!init || containsAwait(init)) return false;
  // (Also a literal, a function, or a double: `const onSuccess = vi.fn()`, `vi.spyOn(service, 'refresh').mockImplementation(…)`.)
  return ['NewExpression', 'ObjectExpression', 'ArrayExpression', 'ArrowFunctionExpression', 'FunctionExpression'].includes(init.type) || isDoubleCreation(init, vocab);
}

/** `const firstUser = firstCredential.user`: a new name for part of what the test already held before the sleep. */
function namesWhatWasKept(statement: TSESTree.Node, sleep: TSESTree.Node, vocab: Vocabulary): boolean {
  if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) return false;
  const init = statement.declarations[0].init ? unwrap(statement.declarations[0].init) : null;
  return init?.type === 'MemberExpression' && !init.computed && keptBeforeSleep(init, sleep, vocab);
}

function isAwaitedCall(statement: TSESTree.Node): boolean {
  // (Also into a name kept from before: `doc = await Model.findOneAndUpdate(…)`.)
  const expression =
    statement.type === 'ExpressionStatement'
      ? statement.expression.type === 'AssignmentExpression' ? statement.expression.right : statement.expression
      : statement.type === 'VariableDeclaration' && statement.declarations.length === 1
        ? statement.declarations[0].init
        : null;
  return expression?.type === 'AwaitExpression' && unwrap(expression.argument).type === 'CallExpression';
}

/**
 * A member named for an instant: `updatedAt`, `createdDate`, `lastUse`, `timestamp`, `getTime()`, a file's `mtime`,
 * `mtimeMs` or `birthtime`, also as a quoted path (`nested.property('mtime.secs')`); or a name the test keeps one in
 * (`originalMtime.secs`, `initialAccessTime`, `lastModifiedDate`; not a quoted key, `session.get('expiresAt')`).
 */
const TIMESTAMP_MEMBER = /\.(\w*(At|Date|Time)|timestamp|lastUse)\b|[.'"](m|a|c|birth)time(Ms|Ns)?\b|(?<![\w'"`])[a-z]\w*(At|Date|Time|Mtime|Atime|Ctime|Timestamp)\b/;
/** Besides the bounds (`greaterThan`, `isAbove`): a predicate, or chai-datetime's `afterTime`, `isBefore`. */
const ORDERING_MATCHER = /^(satisfy|satisfies|isAfter|isBefore|afterTime|beforeTime|afterDate|beforeDate)$/;
/** `a > b`, `a.createdAt >= t`, `x !== before`: an ordering or a difference written out. */
const ORDERING_OPERATORS = new Set(['<', '>', '<=', '>=', '!==', '!=']);
/**
 * An assertion that compares timestamps: orders them or says one changed (`expect(post.updatedAt.getTime()).to.be
 * .greaterThan(…)`, `assert.ok(a.createdAt >= t)`, `expect(doc.updatedAt).not.toEqual(before)`), or holds one to a
 * reading the test kept before the sleep (`expect(stat.mtimeMs).toBe(mtimeBefore)`). Not a timestamp checked against
 * a value worked out after it, `strictEqual(entry.startTime - activationStart, fcp.value)`: nothing there needs the
 * clock to have moved.
 */
function comparesTimestamps(statement: TSESTree.Node, sleep: TSESTree.Node, vocab: Vocabulary): boolean {
  const assertion = vocab.assertionAt(statement);
  if (!assertion || !TIMESTAMP_MEMBER.test(vocab.text(statement))) return false;
  const subject = assertion.subject ? unwrap(assertion.subject) : null;
  if (assertion.negative || isBoundMatcher(assertion.matcher) || ORDERING_MATCHER.test(assertion.matcher) || (subject?.type === 'BinaryExpression' && ORDERING_OPERATORS.has(subject.operator))) return true;
  // `assertDeepEqual(before !== null && after !== null && before.last_updated.getTime() < after.last_updated.getTime(), true)`:
  // an ordering of timestamps among the null checks that guard it.
  if (subject?.type === 'LogicalExpression' && conjuncts(subject).some((part) => part.type === 'BinaryExpression' && ORDERING_OPERATORS.has(part.operator) && TIMESTAMP_MEMBER.test(vocab.text(part)) && !isNullCheck(part))) return true;
  return isEqualityMatcher(assertion.matcher) && !!assertion.expected && keptBeforeSleep(assertion.expected, sleep, vocab);
}

/** The parts of `a && b && c`. */
function conjuncts(node: TSESTree.Node): TSESTree.Node[] {
  const inner = unwrap(node);
  return inner.type === 'LogicalExpression' && inner.operator === '&&' ? [...conjuncts(inner.left), ...conjuncts(inner.right)] : [inner];
}

/** `x !== null`, `y != undefined`: a guard against nothing, no comparison of values. */
function isNullCheck(node: TSESTree.BinaryExpression): boolean {
  return isNullish(unwrap(node.left)) || isNullish(unwrap(node.right as TSESTree.Node));
}

/** Conversions of a value already held: they read nothing new. */
const VALUE_CONVERSIONS: ReadonlySet<string> = new Set(['getTime', 'valueOf', 'toISOString', 'toJSON', 'toString', 'toNumber', 'toMillis']);

/**
 * `mtimeBefore`, `original.createdAt`: a name the test's own function set before the sleep and not after it. (Not an
 * import or a constant of the file, nor `let at; … sleep … at = await clock.now()`.)
 */
function keptBeforeSleep(expression: TSESTree.Node, sleep: TSESTree.Node, vocab: Vocabulary): boolean {
  let root = unwrap(expression);
  // (`before.modifiedAt.getTime()`: a reading of what was kept, through its members and the conversions of a value,
  // not through a call that reads anew, `replica.latest().updatedAt`.)
  for (;;) {
    if (root.type === 'MemberExpression' && !root.computed) root = unwrap(root.object);
    else if (root.type === 'CallExpression' && root.arguments.length === 0 && root.callee.type === 'MemberExpression' && VALUE_CONVERSIONS.has(memberKey(root.callee) ?? '')) root = unwrap(root.callee);
    else break;
  }
  if (root.type !== 'Identifier') return false;
  const variable = findVariable(vocab.sourceCode.getScope(root), root.name);
  const declared = variable?.defs[0]?.node;
  const fn = enclosingFunction(sleep);
  if (!variable || !declared || !fn || declared.range[0] < fn.range[0] || declared.range[1] > sleep.range[0]) return false;
  return variable.references.every((reference) => !reference.isWrite() || reference.identifier.range[1] <= sleep.range[0]);
}
