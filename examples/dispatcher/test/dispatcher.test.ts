import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { REF, WAIT, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

test('stop() drains the queue: every outcome is written when it resolves', async () => {
  const { dispatcher, tmux, registry, announcer, eventLog } = h;
  expect(dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' })).toBe('queued');
  expect(dispatcher.submit({ kind: 'deliver', deliveryId: 'd-2', workItem: REF, text: 'hello' })).toBe('queued');
  expect(dispatcher.submit({ kind: 'close', deliveryId: 'd-3', workItem: REF })).toBe('queued');

  await dispatcher.stop();
  expect(tmux.spawns).toHaveLength(1);
  expect(tmux.delivers).toEqual([{ endpoint: 'agents:1.0', text: 'hello' }]);
  expect(tmux.kills).toEqual(['agents:1.0']);
  expect(registry.get('s-1')).toMatchObject({ state: 'closed', recentDeliveries: ['d-1', 'd-2'] });
  expect((await eventLog.read()).map((event) => event.type)).toEqual(['session.spawned', 'dispatch.delivered', 'session.closed']);
  expect(announcer.announcements.map((a) => a.text)).toEqual([expect.stringContaining('started session s-1'), expect.stringContaining('closed session s-1')]);
  expect(['d-1', 'd-2', 'd-3'].map((id) => dispatcher.deliveryStatus(id))).toEqual(['delivered', 'delivered', 'delivered']);
});

test('a job is in flight from submit() until its outcome is written', async () => {
  const { dispatcher } = h;
  expect(dispatcher.deliveryStatus('d-1')).toBe('unknown');
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' });
  expect(dispatcher.deliveryStatus('d-1')).toBe('inflight');
  await waitUntil(() => dispatcher.deliveryStatus('d-1') === 'delivered', WAIT);
  expect(h.registry.findByWorkItem(REF)).toBeDefined();
});

test('a failed spawn is recorded and its id released for a retry', async () => {
  const { dispatcher, tmux, eventLog, registry } = h;
  tmux.failSpawns(1);
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' });
  await waitUntil(() => dispatcher.deliveryStatus('d-1') === 'failed', WAIT);
  expect(registry.list()).toEqual([]);
  expect(await eventLog.read()).toEqual([expect.objectContaining({ type: 'dispatch.failed', deliveryId: 'd-1', error: expect.stringContaining('new-session failed') })]);

  expect(dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' })).toBe('queued');
  await waitUntil(() => dispatcher.deliveryStatus('d-1') === 'delivered', WAIT);
  expect(registry.findByWorkItem(REF)?.id).toBe('s-2');
});

test('a comment for a work item without a session fails without an attempt', async () => {
  const { dispatcher, tmux } = h;
  dispatcher.submit({ kind: 'deliver', deliveryId: 'd-1', workItem: REF, text: 'anyone there?' });
  await waitUntil(() => dispatcher.deliveryStatus('d-1') === 'failed', WAIT);
  expect(tmux.delivers).toEqual([]);
});

test('a second spawn for a work item with an open session is skipped', async () => {
  const { dispatcher, tmux, eventLog } = h;
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' });
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-2', workItem: REF, title: 'Fix it' });
  await dispatcher.stop();
  expect(tmux.spawns).toHaveLength(1);
  expect((await eventLog.read()).map((event) => event.type)).toEqual(['session.spawned', 'dispatch.skipped']);
});

test('the worker survives a job that throws', async () => {
  const { dispatcher, registry } = h;
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'Fix it' });
  await waitUntil(() => dispatcher.deliveryStatus('d-1') === 'delivered', WAIT);
  registry.touch = async () => {
    throw new Error('disk full');
  };
  dispatcher.submit({ kind: 'deliver', deliveryId: 'd-2', workItem: REF, text: 'one' });
  dispatcher.submit({ kind: 'spawn', deliveryId: 'd-3', workItem: 'acme/api#43', title: 'Another' });

  await dispatcher.stop();
  expect(dispatcher.errors.map((error) => error.message)).toEqual(['disk full']);
  expect(registry.findByWorkItem('acme/api#43')).toBeDefined();
});

test('a stopped dispatcher takes no new jobs', async () => {
  await h.dispatcher.stop();
  expect(() => h.dispatcher.submit({ kind: 'spawn', deliveryId: 'd-1', workItem: REF, title: 'late' })).toThrow(/stopping/);
});
