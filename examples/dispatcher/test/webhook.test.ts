import { once } from 'node:events';
import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import type { Announcement } from '../src/announcer';
import { REF, WAIT, issueClosed, issueComment, issueLabeled, postWebhook, sendWebhook, startHarness, type Harness } from './support/harness';

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('the webhook endpoint', () => {
  beforeEach(async () => {
    h = await startHarness({ webhook: true });
  });

  test('a labelled issue is answered 202 and spawns a registered session', async () => {
    const { status, body } = await sendWebhook(h.port, 'issues', issueLabeled(REF), 'e-0');
    expect(status).toBe(202);
    expect(body).toEqual({ status: 'queued' });

    await waitUntil(() => h.dispatcher.deliveryStatus('e-0') === 'delivered', WAIT);
    expect(h.registry.findByWorkItem(REF)).toMatchObject({ id: 's-1', endpoint: 'agents:1.0', state: 'open', recentDeliveries: ['e-0'] });
    expect(h.tmux.spawns).toEqual([{ workItem: REF, title: 'Fix the flaky test' }]);
    expect((await h.eventLog.read()).map((event) => event.type)).toEqual(['session.spawned']);
  });

  test('the spawn is announced', async () => {
    const announced = once(h.announcer, 'announce');
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-0')).toBe(202);
    const [announcement] = (await announced) as [Announcement];
    expect(announcement).toMatchObject({ workItem: REF, text: expect.stringContaining('started session s-1') });
  });

  test('a comment is pasted into the session and recorded', async () => {
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-0')).toBe(202);
    expect(await postWebhook(h.port, 'issue_comment', issueComment(REF, 'looks good'), 'e-1')).toBe(202);

    await waitUntil(() => h.dispatcher.deliveryStatus('e-1') === 'delivered', WAIT);
    expect(h.tmux.delivers).toEqual([{ endpoint: 'agents:1.0', text: `@alice commented on ${REF}:\nlooks good` }]);
    expect(h.registry.findByWorkItem(REF)?.recentDeliveries).toEqual(['e-0', 'e-1']);
    expect((await h.eventLog.read()).map((event) => event.type)).toEqual(['session.spawned', 'dispatch.delivered']);
  });

  test('a redelivered id is a duplicate and is dispatched once', async () => {
    expect((await sendWebhook(h.port, 'issues', issueLabeled(REF), 'e-0')).body).toEqual({ status: 'queued' });
    const again = await sendWebhook(h.port, 'issues', issueLabeled(REF), 'e-0');
    expect(again).toEqual({ status: 202, body: { status: 'duplicate' } });

    await h.dispatcher.stop(); // barrier: everything queued before it has been dispatched
    expect(h.tmux.spawns).toHaveLength(1);
  });

  // Fixed version of case 1 (the racy one is test/racy/webhook-routing.racy.ts).
  test('the delivery error is isolated and a redelivery retries', async () => {
    const { tmux, registry, dispatcher, port } = h;
    expect(await postWebhook(port, 'issues', issueLabeled(REF), 'e-0')).toBe(202);
    await waitUntil(() => registry.findByWorkItem(REF) !== undefined, WAIT);

    tmux.failDeliveries(1);
    expect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);
    // Wait on what the re-POST depends on: the failed dispatch released e-1 (Deduper.discard), not on the attempt.
    await waitUntil(() => dispatcher.deliveryStatus('e-1') === 'failed', WAIT);
    expect(registry.findByWorkItem(REF)?.recentDeliveries).not.toContain('e-1');
    expect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);
    await waitUntil(() => tmux.delivers.length === 2, WAIT);
    await waitUntil(() => dispatcher.deliveryStatus('e-1') === 'delivered', WAIT);
    expect(registry.findByWorkItem(REF)?.recentDeliveries).toEqual(['e-0', 'e-1']);
  });

  test('a closed issue closes its session', async () => {
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-0')).toBe(202);
    expect(await postWebhook(h.port, 'issues', issueClosed(REF), 'e-9')).toBe(202);

    await waitUntil(() => h.dispatcher.deliveryStatus('e-9') === 'delivered', WAIT);
    expect(h.tmux.kills).toEqual(['agents:1.0']);
    expect(h.registry.get('s-1')?.state).toBe('closed');
    expect(h.registry.findByWorkItem(REF)).toBeUndefined();
  });

  test('events that ask for nothing are accepted and ignored', async () => {
    expect((await sendWebhook(h.port, 'issues', issueLabeled(REF, 'title', 'bug'), 'e-1')).body).toEqual({ status: 'ignored' });
    expect((await sendWebhook(h.port, 'push', { ref: 'main' }, 'e-2')).body).toEqual({ status: 'ignored' });
    expect((await sendWebhook(h.port, 'issue_comment', issueComment(REF, 'echo', { author: 'dispatch-bot' }), 'e-3')).body).toEqual({ status: 'ignored' });

    await h.dispatcher.stop();
    expect(h.tmux.spawns).toEqual([]);
    expect(h.tmux.delivers).toEqual([]);
  });

  test.each([
    ['no event name', undefined, issueLabeled(REF), 'e-1', {}],
    ['no delivery id', 'issues', issueLabeled(REF), undefined, {}],
    ['a malformed delivery id', 'issues', issueLabeled(REF), 'e 1; drop', {}],
    ['a body that is not JSON', 'issues', undefined, 'e-1', { raw: '{"action": "labeled",' }],
    ['a body that is not an object', 'issues', [1, 2], 'e-1', {}],
    ['an issue without a ref', 'issues', { action: 'labeled', issue: { title: 't' }, label: { name: 'agent' } }, 'e-1', {}],
    ['a malformed ref', 'issues', issueLabeled('not a ref'), 'e-1', {}],
    ['a comment without an id', 'issue_comment', { action: 'created', issue: { ref: REF, title: 't' }, comment: { author: 'a', body: 'b' } }, 'e-1', {}],
  ] as const)('%s is answered 400 and dispatches nothing', async (_name, eventName, payload, deliveryId, options) => {
    const { status, body } = await sendWebhook(h.port, eventName, payload, deliveryId, options);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));

    await h.dispatcher.stop();
    expect(h.tmux.spawns).toEqual([]);
    expect(h.deduper.size).toBe(0);
  });

  test('only POST /webhook is served', async () => {
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-1', { method: 'GET', raw: '' })).toBe(405);
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-1', { path: '/elsewhere' })).toBe(404);
  });
});

describe('the webhook endpoint with a secret', () => {
  beforeEach(async () => {
    h = await startHarness({ webhook: true, secret: 's3cret' });
  });

  test('a signed body is accepted', async () => {
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-1', { secret: 's3cret' })).toBe(202);
    await waitUntil(() => h.registry.findByWorkItem(REF) !== undefined, WAIT);
  });

  test('an unsigned or wrongly signed body is answered 401 and dispatches nothing', async () => {
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-1')).toBe(401);
    expect(await postWebhook(h.port, 'issues', issueLabeled(REF), 'e-2', { secret: 'guess' })).toBe(401);

    await h.dispatcher.stop();
    expect(h.tmux.spawns).toEqual([]);
  });
});
