/** An unbounded FIFO queue whose `take()` waits until an item is there. */
export class AsyncQueue<T> {
  private readonly items: T[] = [];
  private readonly takers: Array<(item: T) => void> = [];

  put(item: T): void {
    const taker = this.takers.shift();
    if (taker) taker(item);
    else this.items.push(item);
  }

  take(): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift() as T);
    return new Promise((resolve) => this.takers.push(resolve));
  }

  get length(): number {
    return this.items.length;
  }
}
