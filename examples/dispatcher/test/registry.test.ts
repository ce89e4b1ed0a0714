import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Deduper } from '../src/deduper';
import { SessionRegistry } from '../src/registry';
import { WAIT, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

test('the registry persists every write and reopens from disk', async () => {
  const file = join(h.dir, 'registry.json');
  const registry = await SessionRegistry.open(file);
  await registry.register({ id: 's-1', workItem: 'acme/api#1', endpoint: 'agents:1.0', deliveryId: 'd-1' });
  await registry.touch('s-1', 'd-2');
  await registry.register({ id: 's-2', workItem: 'acme/api#2', endpoint: 'agents:2.0' });
  await registry.close('s-2');

  const reopened = await SessionRegistry.open(file);
  expect(reopened.list()).toEqual(registry.list());
  expect(reopened.findByWorkItem('acme/api#1')?.recentDeliveries).toEqual(['d-1', 'd-2']);
  expect(reopened.findByWorkItem('acme/api#2')).toBeUndefined();
  expect(JSON.parse(await readFile(file, 'utf8')).sessions).toHaveLength(2);
});

test('concurrent writes are serialised and none is lost', async () => {
  const registry = await SessionRegistry.open(join(h.dir, 'registry.json'));
  await registry.register({ id: 's-1', workItem: 'acme/api#1', endpoint: 'agents:1.0' });
  await Promise.all(Array.from({ length: 5 }, (_, i) => registry.touch('s-1', `d-${i}`)));
  const reopened = await SessionRegistry.open(join(h.dir, 'registry.json'));
  expect(reopened.get('s-1')?.recentDeliveries).toEqual(['d-0', 'd-1', 'd-2', 'd-3', 'd-4']);
});

test('a write to an unknown session is refused and leaves the file as it was', async () => {
  const registry = await SessionRegistry.open(join(h.dir, 'registry.json'));
  await expect(registry.touch('s-404', 'd-1')).rejects.toThrow('no session s-404');
  expect(registry.list()).toEqual([]);
});

test('the deduper holds a claimed id until it is discarded', async () => {
  const deduper = new Deduper(2);
  expect(deduper.claim('a')).toBe(true);
  expect(deduper.claim('a')).toBe(false);
  expect(deduper.holds('a')).toBe(true);
  deduper.discard('a');
  await waitUntil(() => !deduper.holds('a'), WAIT); // discard is a lag seam: under DISPATCH_LAG it lands later

  expect(deduper.claim('a')).toBe(true);
  deduper.claim('b');
  deduper.claim('c'); // over capacity: the oldest id is forgotten
  expect(deduper.holds('a')).toBe(false);
  expect(deduper.size).toBe(2);
});
