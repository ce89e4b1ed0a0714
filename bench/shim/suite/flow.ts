// One bench test file's worth of tests: the fixed redelivery flow of the fixture app (it waits on the outcome),
// polling every millisecond so that the suite's own time is mostly Jest and the code, not poll intervals.
import { waitUntil } from 'eslint-plugin-dispatch-lag/wait';
import { createApp } from '../../../tests/shim/fixtures/app';

const fast = { interval: 1, timeout: 4000 };

export function defineSuite(tests: number): void {
  for (let i = 1; i <= tests; i++) {
    test(`redelivery ${i}`, async () => {
      const { tmux, deduper, dispatcher } = createApp();
      tmux.failNextDeliveries = 1;
      expect(dispatcher.post('e-1', 'issue-7', 'hello')).toBe('accepted');
      await waitUntil(() => tmux.delivers.length === 1, fast);
      await waitUntil(() => !deduper.has('e-1'), fast);
      expect(dispatcher.post('e-1', 'issue-7', 'hello')).toBe('accepted');
      await waitUntil(() => tmux.delivers.length === 2, fast);
    });
  }
}
