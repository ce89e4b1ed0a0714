import type { Dispatcher } from './dispatcher';
import type { SessionRegistry } from './registry';
import { commentText } from './routing';
import type { Tracker } from './tracker';

export interface PollerOptions {
  tracker: Tracker;
  dispatcher: Dispatcher;
  registry: SessionRegistry;
  triggerLabel?: string;
  botName?: string;
  /** How many times one comment is attempted before the poller gives up on it and says so on the work item. */
  attemptBudget?: number;
}

export interface PollSummary {
  itemsSeen: number;
  spawns: number;
  commentsForwarded: number;
  retries: number;
  /** Comments given up on in this cycle (a notice was posted on the work item for each). */
  failures: number;
  closures: number;
  /** Failed-or-not-yet-known deliveries still in flight, left for a later cycle. */
  inflight: number;
  errors: string[];
}

/** The delivery id the poller forwards tracker comment `commentId` under (and retries it under). */
export function commentDeliveryId(commentId: number): string {
  return `poll:comment:${commentId}`;
}

interface PendingDelivery {
  workItem: string;
  commentId: number;
  text: string;
  attempts: number;
}

/**
 * The pull side of the service: each `pollOnce()` reads the tracker, asks for a session for every open item with
 * the trigger label, forwards new comments on those items, retries comments whose delivery failed, and gives up
 * (with a notice on the item) when a comment's attempt budget is spent. It never spends a retry on a delivery the
 * dispatcher still reports `inflight`: that one may yet succeed.
 */
export class Poller {
  private readonly tracker: Tracker;
  private readonly dispatcher: Dispatcher;
  private readonly registry: SessionRegistry;
  private readonly triggerLabel: string;
  private readonly botName: string;
  private readonly attemptBudget: number;
  /** Work items this poller has asked a session for: what stops a second spawn. */
  private readonly tracked = new Set<string>();
  private readonly closed = new Set<string>();
  private readonly lastSeenComment = new Map<string, number>();
  private readonly pending = new Map<string, PendingDelivery>();

  constructor(options: PollerOptions) {
    this.tracker = options.tracker;
    this.dispatcher = options.dispatcher;
    this.registry = options.registry;
    this.triggerLabel = options.triggerLabel ?? 'agent';
    this.botName = options.botName ?? 'dispatch-bot';
    this.attemptBudget = options.attemptBudget ?? 3;
    if (!Number.isInteger(this.attemptBudget) || this.attemptBudget < 1) throw new Error('attemptBudget must be a positive integer');
  }

  async pollOnce(): Promise<PollSummary> {
    const summary: PollSummary = { itemsSeen: 0, spawns: 0, commentsForwarded: 0, retries: 0, failures: 0, closures: 0, inflight: 0, errors: [] };
    let items;
    try {
      items = await this.tracker.listWorkItems();
    } catch (error) {
      summary.errors.push(`listing work items: ${(error as Error).message}`);
      return summary;
    }
    summary.itemsSeen = items.length;

    await this.settlePending(summary);

    for (const item of items) {
      try {
        if (item.state === 'open' && item.labels.includes(this.triggerLabel) && !this.tracked.has(item.ref)) {
          this.tracked.add(item.ref);
          if (!this.registry.findByWorkItem(item.ref)) {
            const spawn = this.dispatcher.submit({ kind: 'spawn', deliveryId: `poll:spawn:${item.ref}`, workItem: item.ref, title: item.title });
            if (spawn === 'queued') summary.spawns += 1;
          }
        }
        if (!this.tracked.has(item.ref)) continue;

        const lastSeen = this.lastSeenComment.get(item.ref) ?? 0;
        for (const comment of item.comments) {
          if (comment.id <= lastSeen) continue;
          this.lastSeenComment.set(item.ref, Math.max(this.lastSeenComment.get(item.ref) ?? 0, comment.id));
          if (comment.author === this.botName) continue;
          const delivery: PendingDelivery = { workItem: item.ref, commentId: comment.id, text: commentText(item.ref, comment), attempts: 1 };
          const deliveryId = commentDeliveryId(comment.id);
          if (this.submitDelivery(deliveryId, delivery) === 'queued') summary.commentsForwarded += 1;
        }

        if (item.state === 'closed' && !this.closed.has(item.ref)) {
          this.closed.add(item.ref);
          this.dispatcher.submit({ kind: 'close', deliveryId: `poll:close:${item.ref}`, workItem: item.ref });
          summary.closures += 1;
        }
      } catch (error) {
        summary.errors.push(`${item.ref}: ${(error as Error).message}`);
      }
    }
    return summary;
  }

  private submitDelivery(deliveryId: string, delivery: PendingDelivery): 'queued' | 'duplicate' {
    const result = this.dispatcher.submit({ kind: 'deliver', deliveryId, workItem: delivery.workItem, text: delivery.text });
    if (result === 'queued') this.pending.set(deliveryId, delivery);
    return result;
  }

  /** Looks at every comment forwarded earlier: done, still in flight, to retry, or to give up on. */
  private async settlePending(summary: PollSummary): Promise<void> {
    for (const [deliveryId, delivery] of [...this.pending]) {
      const status = this.dispatcher.deliveryStatus(deliveryId);
      if (status === 'inflight') {
        summary.inflight += 1; // not a failure (yet): no retry is spent on it
        continue;
      }
      if (status !== 'failed') {
        this.pending.delete(deliveryId); // delivered, or forgotten by the deduper
        continue;
      }
      if (delivery.attempts < this.attemptBudget) {
        delivery.attempts += 1;
        this.submitDelivery(deliveryId, delivery);
        summary.retries += 1;
        continue;
      }
      this.pending.delete(deliveryId);
      summary.failures += 1;
      try {
        await this.tracker.postComment(
          delivery.workItem,
          this.botName,
          `Could not deliver comment ${delivery.commentId} to the session after ${delivery.attempts} attempt(s); giving up. Please repost it.`,
        );
      } catch (error) {
        summary.errors.push(`${delivery.workItem}: posting the give-up notice: ${(error as Error).message}`);
      }
    }
  }
}
