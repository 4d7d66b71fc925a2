import { ResultCode } from '@ptcg/contract';
import { ApiError } from '../routes/handler.ts';

export const BUSY_MESSAGE = '服务器繁忙，请稍后重试';

/** A call refused because the database is saturated; answered 503 with Retry-After. */
export const busy = () => new ApiError(ResultCode.unavailable, BUSY_MESSAGE, 503);

interface Waiter {
  arrivedAt: number;
  start: () => void;
  refuse: (err: ApiError) => void;
}

/**
 * Admission of calls to the database by the time they have waited (decision 022). A few calls run at
 * once (what the database can work on in parallel); the others wait in arrival order. A call that has
 * waited longer than `maxWaitMs` since the server first saw its request is refused with 503 instead of
 * being answered late, and so is a newcomer while the oldest waiter is already over the bound (the queue
 * is not draining fast enough for it to be answered in time) or while `maxPending` calls are admitted.
 *
 * The next waiter starts from a macrotask, not straight from the call that finished: on the embedded
 * database one call's queries would otherwise chain into the next without the event loop reading the
 * sockets in between, and requests would wait unseen in the socket queue.
 */
export class Admission {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly maxRunning: number,
    private readonly maxPending: number,
    private readonly maxWaitMs: number,
  ) {}

  async run<T>(arrivedAt: number, work: () => Promise<T>): Promise<T> {
    await this.admit(arrivedAt);
    try {
      return await work();
    } finally {
      this.running--;
      setImmediate(() => this.startNext());
    }
  }

  private admit(arrivedAt: number): Promise<void> {
    const now = performance.now();
    if (now - arrivedAt > this.maxWaitMs) return Promise.reject(busy());
    if (this.running < this.maxRunning && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    const oldest = this.waiting[0];
    if (this.running + this.waiting.length >= this.maxPending || (oldest && now - oldest.arrivedAt > this.maxWaitMs))
      return Promise.reject(busy());
    this.sweeper ??= setInterval(() => this.sweep(), Math.max(10, this.maxWaitMs / 4)).unref();
    return new Promise((start, refuse) => this.waiting.push({ arrivedAt, start, refuse }));
  }

  /** Refuses the waiters past the bound while the calls running hold the database longer than expected. */
  private sweep() {
    const now = performance.now();
    while (this.waiting.length > 0 && now - this.waiting[0]!.arrivedAt > this.maxWaitMs)
      this.waiting.shift()!.refuse(busy());
    if (this.waiting.length === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  private startNext() {
    const now = performance.now();
    while (this.running < this.maxRunning && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      if (now - next.arrivedAt > this.maxWaitMs) {
        next.refuse(busy());
        continue;
      }
      this.running++;
      next.start();
    }
  }
}
