import * as fs from 'node:fs';

/** What a run has done so far, read from the progress reporter's lines. */
export interface ProgressState {
  files: number | null;
  filesDone: number;
  tests: number;
  failed: number;
  fileErrors: number;
}

/**
 * Follows the progress file of one Jest run and shows it: on a terminal, one line redrawn in place (tests done of
 * total, failures so far, elapsed); when stderr is not a terminal or under CI, a plain line when the run starts, one
 * every `plainEvery` seconds while it runs and one when it ends.
 */
export class ProgressDisplay {
  readonly state: ProgressState = { files: null, filesDone: 0, tests: 0, failed: 0, fileErrors: 0 };
  private offset = 0;
  private rest = '';
  private timer: NodeJS.Timeout | null = null;
  private readonly started = Date.now();
  private lastPlain = 0;
  private lastLine = '';

  constructor(
    private readonly label: string,
    private readonly file: string,
    private readonly stream: NodeJS.WriteStream,
    private readonly mode: 'tty' | 'plain' | 'off',
    /** The number of tests expected, when an earlier run counted them. */
    private readonly expectedTests: number | null,
    private readonly plainEvery = 10,
  ) {}

  start(): void {
    if (this.mode === 'off') return;
    if (this.mode === 'plain') this.stream.write(`${this.label}: started\n`);
    this.timer = setInterval(() => this.tick(), this.mode === 'tty' ? 200 : 1000);
    this.timer.unref();
  }

  stop(): ProgressState {
    if (this.timer) clearInterval(this.timer);
    this.read();
    if (this.mode === 'tty') this.stream.write(`\r\x1b[K${this.line()}\n`);
    else if (this.mode === 'plain') this.stream.write(`${this.line()} (done)\n`);
    return this.state;
  }

  private tick(): void {
    this.read();
    const line = this.line();
    if (this.mode === 'tty') {
      const width = this.stream.columns ?? 100;
      this.stream.write(`\r\x1b[K${line.slice(0, width - 1)}`);
    } else if (Date.now() - this.lastPlain >= this.plainEvery * 1000 && line !== this.lastLine) {
      this.lastPlain = Date.now();
      this.lastLine = line;
      this.stream.write(`${line}\n`);
    }
  }

  line(): string {
    const s = this.state;
    const elapsed = ((Date.now() - this.started) / 1000).toFixed(1);
    const tests = this.expectedTests !== null ? `${s.tests}/${this.expectedTests} tests` : `${s.tests} tests`;
    const files = s.files !== null ? `, ${s.filesDone}/${s.files} files` : '';
    const errors = s.fileErrors > 0 ? `, ${s.fileErrors} file${s.fileErrors === 1 ? '' : 's'} did not run` : '';
    return `${this.label}: ${tests}${files}, ${s.failed} failed${errors}, ${elapsed}s`;
  }

  /** Reads the lines appended since the last read. */
  read(): void {
    let text: string;
    try {
      const fd = fs.openSync(this.file, 'r');
      try {
        const size = fs.fstatSync(fd).size;
        if (size <= this.offset) return;
        const buffer = Buffer.alloc(size - this.offset);
        fs.readSync(fd, buffer, 0, buffer.length, this.offset);
        this.offset = size;
        text = this.rest + buffer.toString('utf8');
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return; // not written yet
    }
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line) continue;
      const event = JSON.parse(line) as { type: string; files?: number; status?: string; error?: boolean };
      if (event.type === 'start') this.state.files = event.files ?? null;
      else if (event.type === 'test') {
        if (event.status === 'passed' || event.status === 'failed') this.state.tests++;
        if (event.status === 'failed') this.state.failed++;
      } else if (event.type === 'file') {
        this.state.filesDone++;
        if (event.error) this.state.fileErrors++;
      }
    }
  }
}

/** How to show progress: redrawn on a terminal, plain lines when stderr is not one or under CI. */
export function progressMode(stream: NodeJS.WriteStream, enabled: boolean, env: NodeJS.ProcessEnv = process.env): 'tty' | 'plain' | 'off' {
  if (!enabled) return 'off';
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false';
  return stream.isTTY && !ci ? 'tty' : 'plain';
}
