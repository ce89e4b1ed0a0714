/**
 * EVIDENCE, not part of the suite: case 1 in the racy shape a real suite had. It waits on the failed delivery
 * (the attempt), sleeps, and re-posts the same delivery id, which only works once `Deduper.discard('e-1')` (the
 * outcome, written after the attempt on the dispatcher's worker) has landed. Passes on an idle machine; fails
 * every run under DISPATCH_LAG=0.5. Its fixed version is in test/webhook.test.ts.
 */
import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { REF, WAIT, issueComment, issueLabeled, postWebhook, startHarness, type Harness } from '../support/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ webhook: true });
});
afterEach(async () => {
  await h.close();
});

test('the delivery error is isolated and a redelivery retries', async () => {
  const { tmux, registry, port } = h;
  expect(await postWebhook(port, 'issues', issueLabeled(REF), 'e-0')).toBe(202);
  await waitUntil(() => registry.findByWorkItem(REF) !== undefined, WAIT);

  tmux.failDeliveries(1);
  expect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);
  await waitUntil(() => tmux.delivers.length === 1, { timeout: 3_000 });
  // Failure is isolated: the delivery is not marked processed, so a redelivery of the same id is retried, not deduped away.
  await sleep(200);
  expect(await postWebhook(port, 'issue_comment', issueComment(REF, 'boom'), 'e-1')).toBe(202);
  await waitUntil(() => tmux.delivers.length === 2, { timeout: 3_000 });
});
