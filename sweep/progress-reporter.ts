/**
 * A Jest reporter the sweep passes with `--reporters`: it appends one JSON line per event to the file named by
 * DISPATCH_LAG_SWEEP_PROGRESS, which the sweep reads to show tests done, failures so far and elapsed time. Jest runs
 * reporters in its main process, so this works with any number of workers. Without the variable it does nothing.
 */
import * as fs from 'node:fs';

interface AggregatedStart {
  numTotalTestSuites: number;
}
interface CaseResult {
  status: string;
}
interface FileResult {
  numFailingTests: number;
  testExecError?: unknown;
}

class SweepProgressReporter {
  private readonly file = process.env.DISPATCH_LAG_SWEEP_PROGRESS;

  private write(event: Record<string, unknown>): void {
    if (!this.file) return;
    try {
      fs.appendFileSync(this.file, `${JSON.stringify(event)}\n`);
    } catch {
      // Progress is a display: losing a line must never fail the run.
    }
  }

  onRunStart(results: AggregatedStart): void {
    this.write({ type: 'start', files: results.numTotalTestSuites });
  }

  onTestCaseResult(_test: unknown, result: CaseResult): void {
    this.write({ type: 'test', status: result.status });
  }

  onTestFileResult(_test: unknown, result: FileResult): void {
    this.write({ type: 'file', failed: result.numFailingTests, error: Boolean(result.testExecError) });
  }

  getLastError(): undefined {
    return undefined;
  }
}

export = SweepProgressReporter;
