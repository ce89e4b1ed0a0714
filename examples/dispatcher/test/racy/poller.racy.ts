/**
 * EVIDENCE, not part of the suite: cases 2 and 3 in the shape a real suite had. Their versions in the suite are in
 * test/poller.test.ts.
 *
 * Case 2 waits on the failed delivery (the attempt), sleeps, and polls again; the poller only gives up on a
 * delivery the dispatcher no longer reports `inflight`, which needs `Deduper.discard` (the outcome) to have
 * landed. Passes on an idle machine; fails every run under DISPATCH_LAG=0.5.
 *
 * Case 3 looks the same (a wait on the spawn, then an action) and its comment claims the registry gates the
 * second spawn. It does not: the poller's own state does. It passes under DISPATCH_LAG=0.5: the run disproves
 * the suspicion.
 */
import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { Poller } from '../../src/poller';
import { REF, WAIT, startHarness, type Harness } from '../support/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

test('an abandoned comment is reported on the work item', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  tracker.comment(REF, 'alice', 'please also update the docs');
  tmux.failDeliveries();
  const poller = new Poller({ tracker, dispatcher, registry, attemptBudget: 1 });

  await poller.pollOnce(); // attempt 1 (budget = 1)
  await waitUntil(() => tmux.delivers.length >= 1, WAIT);
  await sleep(200);
  const summary = await poller.pollOnce(); // budget exhausted -> give up + notice
  await dispatcher.stop();
  expect(summary.failures).toBe(1);
  expect(tracker.posted).toHaveLength(1);
});

test('a labelled item spawns one registered session', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const poller = new Poller({ tracker, dispatcher, registry });

  await poller.pollOnce();
  await waitUntil(() => tmux.spawns.length === 1, WAIT);
  await poller.pollOnce(); // registry now has it -> must not spawn again
  await dispatcher.stop();
  expect(tmux.spawns).toHaveLength(1);
  const session = registry.findByWorkItem(REF);
  expect(session?.endpoint).toBe('agents:1.0');
});
