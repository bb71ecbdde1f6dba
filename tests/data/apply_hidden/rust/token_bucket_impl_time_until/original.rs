use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A classic token bucket: `capacity` tokens, refilled at `rate` tokens per second.
#[derive(Debug, Clone)]
pub struct TokenBucket {
    capacity: f64,
    tokens: f64,
    rate: f64,
    last_refill: Instant,
}

impl TokenBucket {
    pub fn new(capacity: u32, rate: f64) -> Self {
        Self {
            capacity: capacity as f64,
            tokens: capacity as f64,
            rate,
            last_refill: Instant::now(),
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last_refill).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.rate).min(self.capacity);
        self.last_refill = now;
    }

    pub fn try_acquire(&mut self, n: u32) -> bool {
        self.refill(Instant::now());
        if self.tokens >= n as f64 {
            self.tokens -= n as f64;
            true
        } else {
            false
        }
    }

    pub fn available(&mut self) -> u32 {
        self.refill(Instant::now());
        self.tokens.floor() as u32
    }
}

/// Per-key rate limiting, one bucket per client key.
pub struct RateLimiter {
    buckets: HashMap<String, TokenBucket>,
    capacity: u32,
    rate: f64,
    idle_ttl: Duration,
}

impl RateLimiter {
    pub fn new(capacity: u32, rate: f64, idle_ttl: Duration) -> Self {
        Self {
            buckets: HashMap::new(),
            capacity,
            rate,
            idle_ttl,
        }
    }

    pub fn check(&mut self, key: &str) -> bool {
        let (capacity, rate) = (self.capacity, self.rate);
        self.buckets
            .entry(key.to_owned())
            .or_insert_with(|| TokenBucket::new(capacity, rate))
            .try_acquire(1)
    }

    pub fn purge_idle(&mut self) {
        let now = Instant::now();
        let ttl = self.idle_ttl;
        self.buckets
            .retain(|_, bucket| now.saturating_duration_since(bucket.last_refill) < ttl);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_starts_full() {
        let mut bucket = TokenBucket::new(5, 1.0);
        assert_eq!(bucket.available(), 5);
    }

    #[test]
    fn limiter_rejects_after_capacity() {
        let mut limiter = RateLimiter::new(2, 0.0, Duration::from_secs(60));
        assert!(limiter.check("a"));
        assert!(limiter.check("a"));
        assert!(!limiter.check("a"));
        assert!(limiter.check("b"));
    }
}
