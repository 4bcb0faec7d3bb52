// A per-turn time limit, so a lookup or model reply that never settles fails the replay instead of hanging it.

/** The error a guarded promise rejects with when its turn runs out of time. */
export class ReplayTimeoutError extends Error {
  readonly code = 'replay_timeout';

  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'ReplayTimeoutError';
  }
}

/**
 * One turn's clock. `guard` makes a promise reject once the turn is out of time; `expired` says whether it ran out.
 *
 * @example
 * const deadline = new Deadline(2000);
 * try { await deadline.guard(call.hear('Springfield')); } finally { deadline.clear(); }
 */
export class Deadline {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiting = new Set<(error: ReplayTimeoutError) => void>();
  private hasExpired = false;

  constructor(readonly ms: number) {}

  /** Starts (or restarts) the clock for a new turn. */
  start(): void {
    this.clear();
    this.hasExpired = false;
    this.timer = setTimeout(() => {
      this.hasExpired = true;
      for (const reject of this.waiting) reject(new ReplayTimeoutError(this.ms));
      this.waiting.clear();
    }, this.ms);
  }

  get expired(): boolean {
    return this.hasExpired;
  }

  guard<T>(promise: Promise<T>): Promise<T> {
    if (this.hasExpired) return Promise.reject(new ReplayTimeoutError(this.ms));
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      promise.then(
        (value) => { this.waiting.delete(reject); resolve(value); },
        (error: unknown) => { this.waiting.delete(reject); reject(error); },
      );
    });
  }

  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
