import { appendFile, readFile } from 'node:fs/promises';

export type DispatchEventType =
  | 'session.spawned'
  | 'session.closed'
  | 'dispatch.delivered'
  | 'dispatch.failed'
  | 'dispatch.skipped';

export interface DispatchEvent {
  type: DispatchEventType;
  workItem: string;
  deliveryId?: string;
  sessionId?: string;
  error?: string;
  at?: string;
}

/** An append-only log of what the dispatcher did, one JSON object a line. */
export class EventLog {
  private tail: Promise<void> = Promise.resolve();

  constructor(readonly file: string) {}

  /** Appends one event; appends are written in call order. */
  async append(event: DispatchEvent): Promise<void> {
    const line = JSON.stringify({ ...event, at: event.at ?? new Date().toISOString() }) + '\n';
    const write = this.tail.then(() => appendFile(this.file, line, 'utf8'));
    this.tail = write.catch(() => undefined);
    await write;
  }

  async read(): Promise<DispatchEvent[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as DispatchEvent);
  }
}
