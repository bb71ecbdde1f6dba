export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

export interface Clock {
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  check(key: string): RateLimitDecision {
    const now = this.clock.now();
    const recent = this.prune(key, now);
    if (recent.length >= this.limit) {
      const retryAfterMs = recent[0] + this.windowMs - now;
      return { allowed: false, remaining: 0, retryAfterMs };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, remaining: this.limit - recent.length, retryAfterMs: 0 };
  }

  private prune(key: string, now: number): number[] {
    const cutoff = now - this.windowMs;
    const timestamps = this.hits.get(key) ?? [];
    return timestamps.filter((t) => t > cutoff);
  }
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly clock: Clock = systemClock,
  ) {}

  check(key: string): RateLimitDecision {
    const now = this.clock.now();
    const bucket = this.refill(key, now);
    if (bucket.tokens < 1) {
      const retryAfterMs = Math.ceil(((1 - bucket.tokens) / this.refillPerSecond) * 1000);
      return { allowed: false, remaining: 0, retryAfterMs };
    }
    bucket.tokens -= 1;
    return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterMs: 0 };
  }

  private refill(key: string, now: number): { tokens: number; updatedAt: number } {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updatedAt: now };
    const elapsedSeconds = (now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.capacity, bucket.tokens + elapsedSeconds * this.refillPerSecond);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    return bucket;
  }
}
