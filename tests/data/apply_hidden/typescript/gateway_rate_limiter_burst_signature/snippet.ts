// ... existing code ...

export async function checkRateLimit(
  redis: RedisClient,
  clientId: string,
  rule: RateLimitRule = DEFAULT_RULE,
  burst = 0,
): Promise<RateLimitResult> {
  const now = Date.now();
  const key = bucketKey(rule, clientId, now);
  const count = await redis.incr(key);
  if (count === 1) {
    await redis.expire(key, rule.windowSeconds);
  }
  const effectiveLimit = rule.limit + burst;
  const resetAt = (Math.floor(now / (rule.windowSeconds * 1000)) + 1) * rule.windowSeconds * 1000;
  return {
    allowed: count <= effectiveLimit,
    remaining: Math.max(0, effectiveLimit - count),
    resetAt,
  };
}

// ... existing code ...
