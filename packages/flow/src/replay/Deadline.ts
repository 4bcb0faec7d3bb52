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
 * One turn's clock. `guard` makes a promise reject once the turn is out of time; `expired` says whether it ran out;
 * `expiry` is how long to wait for the turn at most.
 *
 * @example
 * const deadline = new Deadline(2000);
 * deadline.start();
 * try { await Promise.race([deadline.guard(call.hear('Springfield')), deadline.expiry]); } finally { deadline.clear(); }
 */
export class Deadline {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiting = new Set<(error: ReplayTimeoutError) => void>();
  private hasExpired = false;
  private startedAt: number | undefined;
  private stoppedAt: number | undefined;
  private giveUp: (() => void) | undefined;
  /**
   * Resolves when this turn runs out of time (never, once it is cleared first): the moment to stop waiting for it.
   * It resolves after what the expiry sets going without waiting has run (a guarded lookup's rejection, the `error`
   * edge the call then takes), so the call is seen where the cut-off left it.
   */
  expiry: Promise<'expired'> = new Promise<'expired'>(() => {});

  constructor(readonly ms: number) {}

  /** Starts (or restarts) the clock for a new turn. */
  start(): void {
    this.clear();
    this.hasExpired = false;
    this.startedAt = performance.now();
    this.stoppedAt = undefined;
    this.expiry = new Promise<'expired'>((resolve) => { this.giveUp = () => resolve('expired'); });
    this.timer = setTimeout(() => {
      this.hasExpired = true;
      for (const reject of this.waiting) reject(new ReplayTimeoutError(this.ms));
      this.waiting.clear();
      // Promise reactions run before the next turn of the event loop: the rejected waits' error edges settle first.
      const giveUp = this.giveUp;
      setImmediate(() => giveUp?.());
    }, this.ms);
  }

  /**
   * Whether the turn ran out of time. Read from the clock as well as the timer: synchronous work (a slow lookup
   * that never yields) keeps the timer from firing, but not the time from passing.
   */
  get expired(): boolean {
    if (this.hasExpired) return true;
    if (this.startedAt === undefined) return false;
    return (this.stoppedAt ?? performance.now()) - this.startedAt >= this.ms;
  }

  /** Settles like `promise`, or rejects with {@link ReplayTimeoutError} once the turn is out of time, even if it then resolves. */
  guard<T>(promise: Promise<T>): Promise<T> {
    if (this.expired) return Promise.reject(new ReplayTimeoutError(this.ms));
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      promise.then(
        (value) => {
          this.waiting.delete(reject);
          if (this.expired) reject(new ReplayTimeoutError(this.ms));
          else resolve(value);
        },
        (error: unknown) => { this.waiting.delete(reject); reject(error); },
      );
    });
  }

  /** Stops the clock: the turn is over. */
  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.giveUp = undefined;
    if (this.startedAt !== undefined && this.stoppedAt === undefined) this.stoppedAt = performance.now();
  }
}
