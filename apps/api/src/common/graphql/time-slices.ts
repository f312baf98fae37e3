/** How long one request resolves fields before it lets the event loop serve other requests. */
export const TIME_SLICE_MS = 5;

/**
 * Splits one request's resolving into time slices (issue 12, item 4: /healthz waited for the
 * heaviest allowed query). A field resolver runs at once while the request's slice lasts; after
 * that it waits in a queue, and the queue is worked through on `setImmediate` turns of at most one
 * slice each, so the event loop polls for I/O (other requests, /healthz) between slices. Waiting
 * resolvers run in the order they arrived, each once.
 */
export class TimeSlices {
  private sliceStartedAt = performance.now();
  private waiting: (() => void)[] = [];
  private next = 0;
  private turnScheduled = false;

  constructor(private readonly sliceMs = TIME_SLICE_MS) {}

  /** `work()` now while the slice lasts and nothing waits; otherwise a promise of it, run on a later turn. */
  run<T>(work: () => T): T | Promise<T> {
    if (this.next === this.waiting.length && performance.now() - this.sliceStartedAt < this.sliceMs) return work();
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      });
      this.scheduleTurn();
    });
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => this.turn());
  }

  private turn(): void {
    this.turnScheduled = false;
    this.sliceStartedAt = performance.now();
    // At least one a turn, so a slice shorter than any resolver still moves on.
    do {
      const work = this.waiting[this.next];
      this.next += 1;
      work();
    } while (this.next < this.waiting.length && performance.now() - this.sliceStartedAt < this.sliceMs);
    if (this.next < this.waiting.length) {
      this.scheduleTurn();
      return;
    }
    this.waiting = [];
    this.next = 0;
  }
}
