import { describe, expect, it, beforeEach } from "vitest";
import { RateLimiter } from "../src/rateLimiter";

describe("RateLimiter", () => {
  let now: number;
  let limiter: RateLimiter;

  beforeEach(() => {
    now = 1_000;
    limiter = new RateLimiter({ limit: 3, windowMs: 1_000, clock: () => now });
  });

  describe("allow", () => {
    it("allows requests under the limit", () => {
      expect(limiter.allow("a")).toBe(true);
      expect(limiter.allow("a")).toBe(true);
      expect(limiter.allow("a")).toBe(true);
    });

    it("blocks the request over the limit", () => {
      for (let i = 0; i < 3; i++) limiter.allow("a");
      expect(limiter.allow("a")).toBe(false);
    });

    it("counts keys separately", () => {
      for (let i = 0; i < 3; i++) limiter.allow("a");
      expect(limiter.allow("b")).toBe(true);
    });

    it("allows again once the window has passed", () => {
      for (let i = 0; i < 3; i++) limiter.allow("a");
      now += 1_001;
      expect(limiter.allow("a")).toBe(true);
    });
  });

  describe("reset", () => {
    it("forgets a key", () => {
      for (let i = 0; i < 3; i++) limiter.allow("a");
      limiter.reset("a");
      expect(limiter.allow("a")).toBe(true);
    });
  });
});
