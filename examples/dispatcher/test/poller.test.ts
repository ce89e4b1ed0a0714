import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { Poller, commentDeliveryId } from '../src/poller';
import { REF, WAIT, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

// Fixed version of case 2 (the racy one is test/racy/poller.racy.ts).
test('an abandoned comment is reported on the work item', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const commentId = tracker.comment(REF, 'alice', 'please also update the docs');
  tmux.failDeliveries();
  const poller = new Poller({ tracker, dispatcher, registry, attemptBudget: 1 });

  await poller.pollOnce(); // attempt 1 (budget = 1)
  // Wait on what the next cycle reads: the dispatcher no longer reports the delivery in flight (the discard landed).
  await waitUntil(() => dispatcher.deliveryStatus(commentDeliveryId(commentId)) !== 'inflight', WAIT);
  const summary = await poller.pollOnce(); // budget exhausted -> give up + notice
  await dispatcher.stop();
  expect(summary.failures).toBe(1);
  expect(tracker.posted).toEqual([{ workItem: REF, author: 'dispatch-bot', body: expect.stringContaining(`comment ${commentId}`) }]);
});

// Case 3. Not racy, and kept as it was apart from the comment: the racy copy in test/racy/poller.racy.ts says
// the registry gates the second spawn; the lag run shows it does not need to.
test('a labelled item spawns one registered session', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const poller = new Poller({ tracker, dispatcher, registry });

  await poller.pollOnce();
  // A suspect the lagged run disproved (`dispatch-lag sweep`: green under DISPATCH_LAG=0.5).
  // eslint-disable-next-line dispatch-lag/wait-on-outcome -- the next poll reads the poller's own state, not the outcome
  await waitUntil(() => tmux.spawns.length === 1, WAIT);
  await poller.pollOnce(); // the poller already tracks REF: its own state gates a second spawn, not the registry
  await dispatcher.stop(); // barrier: the spawn's outcome is written
  expect(tmux.spawns).toHaveLength(1);
  const session = registry.findByWorkItem(REF);
  expect(session?.endpoint).toBe('agents:1.0');
});

test('a poll reports what it saw and did', async () => {
  const { tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  tracker.add('acme/api#43', 'Not for the agent');
  tracker.comment(REF, 'alice', 'first');
  tracker.comment('acme/api#43', 'bob', 'not forwarded: the item is not labelled');
  const poller = new Poller({ tracker, dispatcher, registry });

  expect(await poller.pollOnce()).toEqual({ itemsSeen: 2, spawns: 1, commentsForwarded: 1, retries: 0, failures: 0, closures: 0, inflight: 0, errors: [] });
  await dispatcher.stop();
  expect(h.tmux.delivers.map((d) => d.text)).toEqual([`@alice commented on ${REF}:\nfirst`]);
});

test('new comments are forwarded once, the bot’s own are not', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const poller = new Poller({ tracker, dispatcher, registry });
  await poller.pollOnce();

  const second = tracker.comment(REF, 'alice', 'second');
  tracker.comment(REF, 'dispatch-bot', 'an echo of our own');
  expect((await poller.pollOnce()).commentsForwarded).toBe(1);
  expect((await poller.pollOnce()).commentsForwarded).toBe(0);

  await waitUntil(() => dispatcher.deliveryStatus(commentDeliveryId(second)) === 'delivered', WAIT);
  expect(tmux.delivers.map((d) => d.text)).toEqual([`@alice commented on ${REF}:\nsecond`]);
  expect(registry.findByWorkItem(REF)?.recentDeliveries).toContain(commentDeliveryId(second));
});

test('a failed delivery is retried within the budget', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const commentId = tracker.comment(REF, 'alice', 'retry me');
  const id = commentDeliveryId(commentId);
  tmux.failDeliveries(1);
  const poller = new Poller({ tracker, dispatcher, registry, attemptBudget: 2 });

  await poller.pollOnce();
  await waitUntil(() => dispatcher.deliveryStatus(id) === 'failed', WAIT);
  expect(await poller.pollOnce()).toMatchObject({ retries: 1, failures: 0 });
  await waitUntil(() => dispatcher.deliveryStatus(id) === 'delivered', WAIT);
  expect(await poller.pollOnce()).toMatchObject({ retries: 0, failures: 0, inflight: 0 });
  expect(tmux.delivers).toHaveLength(2);
  expect(tracker.posted).toEqual([]);
});

test('no retry is spent on a delivery still in flight', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const id = commentDeliveryId(tracker.comment(REF, 'alice', 'slow'));
  const release = tmux.holdDeliveries();
  tmux.failDeliveries(1);
  const poller = new Poller({ tracker, dispatcher, registry, attemptBudget: 1 });

  await poller.pollOnce();
  await waitUntil(() => tmux.delivers.length === 1, WAIT); // the delivery is held: in flight by construction
  expect(dispatcher.deliveryStatus(id)).toBe('inflight');
  expect(await poller.pollOnce()).toMatchObject({ inflight: 1, retries: 0, failures: 0 });
  release();
  await waitUntil(() => dispatcher.deliveryStatus(id) === 'failed', WAIT);
  expect(await poller.pollOnce()).toMatchObject({ inflight: 0, failures: 1 });
});

test('a closed item closes its session', async () => {
  const { tmux, tracker, dispatcher, registry } = h;
  tracker.add(REF, 'Fix the flaky test', { labels: ['agent'] });
  const poller = new Poller({ tracker, dispatcher, registry });
  await poller.pollOnce();
  await waitUntil(() => registry.findByWorkItem(REF) !== undefined, WAIT);

  tracker.close(REF);
  expect((await poller.pollOnce()).closures).toBe(1);
  expect((await poller.pollOnce()).closures).toBe(0);
  await waitUntil(() => registry.get('s-1')?.state === 'closed', WAIT);
  expect(tmux.kills).toEqual(['agents:1.0']);
});

test('a tracker outage is reported, not thrown', async () => {
  const { tracker, dispatcher, registry } = h;
  tracker.listWorkItems = async () => {
    throw new Error('503 Service Unavailable');
  };
  const poller = new Poller({ tracker, dispatcher, registry });
  expect(await poller.pollOnce()).toMatchObject({ itemsSeen: 0, errors: ['listing work items: 503 Service Unavailable'] });
});
