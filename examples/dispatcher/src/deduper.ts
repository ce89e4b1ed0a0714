/**
 * Remembers which delivery ids are held: being dispatched, or already dispatched. A webhook sender retries a
 * delivery it believes failed with the same id; the deduper turns a second copy into a no-op. The dispatcher
 * discards an id when its dispatch failed, so that a redelivery of that id is retried rather than dropped.
 */
export class Deduper {
  private readonly held = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  /** Holds `id` and returns true, or returns false when it is already held (a duplicate). */
  claim(id: string): boolean {
    if (this.held.has(id)) return false;
    this.held.set(id, Date.now());
    if (this.held.size > this.capacity) {
      // Forget the oldest id: a duplicate that old is no longer a realistic retry.
      const oldest = this.held.keys().next().value as string;
      this.held.delete(oldest);
    }
    return true;
  }

  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** Releases `id` so that a redelivery is processed again. Written by the dispatcher after a failed dispatch. */
  discard(id: string): void {
    this.held.delete(id);
  }

  get size(): number {
    return this.held.size;
  }
}
