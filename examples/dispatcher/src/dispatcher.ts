import type { Announcer } from './announcer';
import type { Deduper } from './deduper';
import type { EventLog } from './eventlog';
import { AsyncQueue } from './queue';
import type { SessionRegistry } from './registry';
import type { Tmux } from './tmux';

/** What the dispatcher is asked to do. Every job carries the delivery id it is deduplicated by. */
export type DispatchJob =
  | { kind: 'spawn'; deliveryId: string; workItem: string; title: string }
  | { kind: 'deliver'; deliveryId: string; workItem: string; text: string }
  | { kind: 'close'; deliveryId: string; workItem: string };

/**
 * - `inflight`: the id is held and its dispatch has not finished (queued, being attempted, or its outcome is still
 *   being written);
 * - `delivered`: dispatched, outcome written; a redelivery of the id is a duplicate;
 * - `failed`: the dispatch failed and the id was released: a redelivery is retried;
 * - `unknown`: never seen (or forgotten).
 */
export type DeliveryStatus = 'unknown' | 'inflight' | 'delivered' | 'failed';

export interface DispatcherDeps {
  tmux: Tmux;
  registry: SessionRegistry;
  deduper: Deduper;
  eventLog: EventLog;
  announcer: Announcer;
}

const STOP = Symbol('stop');

/**
 * Takes routed events off a queue and dispatches them one at a time on its own background loop (the worker).
 * A dispatch is two events: the *attempt* (`tmux.spawn` / `tmux.deliver`) and, after it, the *outcome*: the
 * registry, event-log and announcer writes, and on failure `deduper.discard(id)`. `submit()` returns as soon as
 * the job is queued; nothing of the outcome exists yet at that point.
 */
export class Dispatcher {
  private readonly queue = new AsyncQueue<DispatchJob | typeof STOP>();
  private readonly outcomes = new Map<string, 'delivered' | 'failed'>();
  private worker: Promise<void> | undefined;
  private stopping = false;
  /** Unexpected errors the worker survived (an outcome write that threw, for instance). */
  readonly errors: Error[] = [];

  constructor(private readonly deps: DispatcherDeps) {}

  /** Starts the worker. Idempotent. */
  start(): this {
    this.worker ??= this.run();
    return this;
  }

  /**
   * Queues `job` unless its delivery id is already held, in which case it is a duplicate and nothing happens.
   * Returns at once: the dispatch happens later, on the worker.
   */
  submit(job: DispatchJob): 'queued' | 'duplicate' {
    if (this.stopping) throw new Error('the dispatcher is stopping; it takes no new jobs');
    if (!this.deps.deduper.claim(job.deliveryId)) return 'duplicate';
    this.outcomes.delete(job.deliveryId);
    this.queue.put(job);
    return 'queued';
  }

  deliveryStatus(deliveryId: string): DeliveryStatus {
    if (this.deps.deduper.holds(deliveryId)) {
      return this.outcomes.get(deliveryId) === 'delivered' ? 'delivered' : 'inflight';
    }
    return this.outcomes.get(deliveryId) === 'failed' ? 'failed' : 'unknown';
  }

  /** Jobs queued and not yet taken by the worker. */
  get backlog(): number {
    return this.queue.length;
  }

  /**
   * Queues a sentinel behind every job already queued and resolves when the worker has reached it: every job
   * submitted before `stop()` has been attempted and its outcome awaited. A barrier.
   */
  async stop(): Promise<void> {
    if (!this.worker) return;
    if (!this.stopping) {
      this.stopping = true;
      this.queue.put(STOP);
    }
    await this.worker;
  }

  private async run(): Promise<void> {
    for (;;) {
      const job = await this.queue.take();
      if (job === STOP) return;
      try {
        await this.dispatchOne(job);
      } catch (error) {
        // The worker must outlive any one job.
        this.errors.push(error as Error);
      }
    }
  }

  private async dispatchOne(job: DispatchJob): Promise<void> {
    switch (job.kind) {
      case 'spawn':
        return this.spawn(job);
      case 'deliver':
        return this.deliver(job);
      case 'close':
        return this.close(job);
    }
  }

  private async spawn(job: Extract<DispatchJob, { kind: 'spawn' }>): Promise<void> {
    const { tmux, registry, eventLog, announcer } = this.deps;
    const existing = registry.findByWorkItem(job.workItem);
    if (existing) {
      await eventLog.append({ type: 'dispatch.skipped', workItem: job.workItem, deliveryId: job.deliveryId, sessionId: existing.id });
      this.outcomes.set(job.deliveryId, 'delivered');
      return;
    }
    let spawned;
    try {
      spawned = await tmux.spawn({ workItem: job.workItem, title: job.title }); // the attempt
    } catch (error) {
      return this.failed(job, error);
    }
    // The outcome, written after the attempt, on this worker:
    await registry.register({ id: spawned.sessionId, workItem: job.workItem, endpoint: spawned.endpoint, deliveryId: job.deliveryId });
    await eventLog.append({ type: 'session.spawned', workItem: job.workItem, deliveryId: job.deliveryId, sessionId: spawned.sessionId });
    await announcer.announce(job.workItem, `started session ${spawned.sessionId} for ${job.workItem}: ${job.title}`);
    this.outcomes.set(job.deliveryId, 'delivered');
  }

  private async deliver(job: Extract<DispatchJob, { kind: 'deliver' }>): Promise<void> {
    const { tmux, registry, eventLog } = this.deps;
    const session = registry.findByWorkItem(job.workItem);
    if (!session) return this.failed(job, new Error(`no open session for ${job.workItem}`));
    try {
      await tmux.deliver(session.endpoint, job.text); // the attempt
    } catch (error) {
      return this.failed(job, error, session.id);
    }
    await registry.touch(session.id, job.deliveryId);
    await eventLog.append({ type: 'dispatch.delivered', workItem: job.workItem, deliveryId: job.deliveryId, sessionId: session.id });
    this.outcomes.set(job.deliveryId, 'delivered');
  }

  private async close(job: Extract<DispatchJob, { kind: 'close' }>): Promise<void> {
    const { tmux, registry, eventLog, announcer } = this.deps;
    const session = registry.findByWorkItem(job.workItem);
    if (!session) {
      await eventLog.append({ type: 'dispatch.skipped', workItem: job.workItem, deliveryId: job.deliveryId });
      this.outcomes.set(job.deliveryId, 'delivered');
      return;
    }
    try {
      await tmux.kill(session.endpoint); // the attempt
    } catch (error) {
      return this.failed(job, error, session.id);
    }
    await registry.close(session.id);
    await eventLog.append({ type: 'session.closed', workItem: job.workItem, deliveryId: job.deliveryId, sessionId: session.id });
    await announcer.announce(job.workItem, `closed session ${session.id}: ${job.workItem} was closed`);
    this.outcomes.set(job.deliveryId, 'delivered');
  }

  /** The failure tail: record it, then release the id so that a redelivery is retried, not deduplicated away. */
  private async failed(job: DispatchJob, error: unknown, sessionId?: string): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.deps.eventLog.append({ type: 'dispatch.failed', workItem: job.workItem, deliveryId: job.deliveryId, sessionId, error: message });
    this.outcomes.set(job.deliveryId, 'failed');
    this.deps.deduper.discard(job.deliveryId);
  }
}
