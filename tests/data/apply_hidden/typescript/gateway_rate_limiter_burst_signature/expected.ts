import { Request, Response, NextFunction } from "express";
import { RedisClient } from "../infra/redis";
import { logger } from "../infra/logger";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  resetAt: number;
}

const DEFAULT_RULE: RateLimitRule = { key: "global", limit: 100, windowSeconds: 60 };

function bucketKey(rule: RateLimitRule, clientId: string, now: number): string {
  const window = Math.floor(now / (rule.windowSeconds * 1000));
  return `rl:${rule.key}:${clientId}:${window}`;
}

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

function clientIdFrom(req: Request): string {
  const apiKey = req.header("x-api-key");
  if (apiKey) return `key:${apiKey}`;
  return `ip:${req.ip}`;
}

export function rateLimitMiddleware(redis: RedisClient, rule: RateLimitRule = DEFAULT_RULE) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await checkRateLimit(redis, clientIdFrom(req), rule);
      res.setHeader("X-RateLimit-Limit", String(rule.limit));
      res.setHeader("X-RateLimit-Remaining", String(result.remaining));
      res.setHeader("X-RateLimit-Reset", String(Math.ceil(result.resetAt / 1000)));
      if (!result.allowed) {
        res.status(429).json({ error: "rate_limited", retryAfter: result.resetAt - Date.now() });
        return;
      }
      next();
    } catch (err) {
      logger.warn("rate limiter unavailable, failing open", { err });
      next();
    }
  };
}
