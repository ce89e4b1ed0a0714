import type { Tracker, WorkItem } from '../../src/tracker';

/** An issue tracker in memory. `posted` is what the service wrote back (the poller's notices). */
export class InMemoryTracker implements Tracker {
  private readonly items = new Map<string, WorkItem>();
  private nextCommentId = 1;
  readonly posted: Array<{ workItem: string; author: string; body: string }> = [];

  add(ref: string, title: string, options: { labels?: string[] } = {}): void {
    this.items.set(ref, { ref, title, labels: [...(options.labels ?? [])], state: 'open', comments: [] });
  }

  label(ref: string, label: string): void {
    this.item(ref).labels.push(label);
  }

  /** Adds a comment and returns its id. */
  comment(ref: string, author: string, body: string): number {
    const id = this.nextCommentId++;
    this.item(ref).comments.push({ id, author, body });
    return id;
  }

  close(ref: string): void {
    this.item(ref).state = 'closed';
  }

  async listWorkItems(): Promise<WorkItem[]> {
    // A copy, as an HTTP API would return: the poller cannot reach into the tracker's state.
    return structuredClone([...this.items.values()]);
  }

  async postComment(workItem: string, author: string, body: string): Promise<void> {
    this.posted.push({ workItem, author, body });
    this.comment(workItem, author, body);
  }

  private item(ref: string): WorkItem {
    const item = this.items.get(ref);
    if (!item) throw new Error(`no work item ${ref}`);
    return item;
  }
}
