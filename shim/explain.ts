/** The text added to a test's failure when it failed under the lag. */
import type { TestReport } from './bus';
import { DISPATCH_LAG } from './core';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function explainFailure(report: TestReport): string {
  const lines = [`${DISPATCH_LAG}=${report.seconds} was on: this test ran with its declared seams delayed ${report.seconds} s each.`];
  if (report.delayed.length === 0) {
    lines.push('No declared seam was delayed during this test, so the lag did not cause this failure.');
  } else {
    const width = Math.max(...report.delayed.map((s) => s.label.length));
    const spent = (report.lagSpentMs / 1000).toFixed(2);
    lines.push(`Delayed during this test (a delayed call was waiting for ${spent} s of it):`);
    for (const seam of report.delayed) {
      const pending = seam.pendingAtEnd ? `, ${seam.pendingAtEnd} still waiting when the test function ended` : '';
      lines.push(`  ${seam.label.padEnd(width)}  ${seam.kind.padEnd(6)}  ${plural(seam.calls, 'call')}${pending}`);
    }
  }
  if (report.refused?.length) {
    lines.push(
      `The shim refused ${report.refused.join(', ')} (see the TypeError above): a seam declared with the wrong kind, ` +
        'not a race. Fix the declaration first.',
    );
  } else if (report.delayed.length > 0) {
    lines.push(
      'If this test passes without the lag, it waits on a signal that comes before the state it depends on (the ' +
        'attempt, not its outcome): wait on that state instead, with waitUntil/waitFor from ' +
        'eslint-plugin-dispatch-lag/wait. See docs/testing.md in eslint-plugin-dispatch-lag.',
    );
  }
  if (report.notCalled.length > 0 && report.notCalled.length <= 12) {
    lines.push(`Declared but not called: ${report.notCalled.join(', ')}.`);
  }
  for (const note of report.notes) lines.push(`Note: ${note}`);
  return lines.join('\n');
}
