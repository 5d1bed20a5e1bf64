/**
 * A token bucket: `capacity` calls at once, refilled continuously at `perMinute` tokens per
 * minute. It keeps a paid provider under its quota whatever the traffic: a burst spends the
 * bucket, then calls pass at the refill rate. Per process (N processes allow N × the rate).
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perMinute: number,
    private readonly capacity: number = perMinute,
    private readonly now: () => number = Date.now,
  ) {
    if (!(perMinute > 0) || !(capacity >= 1)) {
      throw new Error('TokenBucket needs a positive rate and a capacity of at least 1');
    }
    this.tokens = capacity;
    this.updatedAt = now();
  }

  private refill() {
    const now = this.now();
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perMinute) / 60_000);
    this.updatedAt = now;
  }

  /** Takes one token when there is one; false means "over the rate, do not call". */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  get available(): number {
    this.refill();
    return Math.floor(this.tokens);
  }
}
