use std::time::Duration;

/// How a failed HTTP request should be retried.
#[derive(Debug, Clone)]
pub struct RetryPolicy {
    base: Duration,
    max: Duration,
    max_attempts: u32,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            base: Duration::from_millis(100),
            max: Duration::from_secs(10),
            max_attempts: 5,
        }
    }
}

impl RetryPolicy {
    pub fn new(base: Duration, max: Duration, max_attempts: u32) -> Self {
        assert!(base <= max, "base delay must not exceed max delay");
        RetryPolicy {
            base,
            max,
            max_attempts,
        }
    }

    pub fn max_attempts(&self) -> u32 {
        self.max_attempts
    }

    pub fn should_retry(&self, attempt: u32, status: u16) -> bool {
        attempt < self.max_attempts && (status == 429 || (500..600).contains(&status))
    }

    /// Delay before retry number `attempt` (0-based), doubling each time.
    pub fn delay_for(&self, attempt: u32) -> Duration {
        let base = self.base.as_millis() as u64;
        let exp = base.saturating_mul(1u64 << attempt.min(16));
        Duration::from_millis(exp.min(self.max.as_millis() as u64))
    }

    pub fn total_budget(&self) -> Duration {
        (0..self.max_attempts).fold(Duration::ZERO, |acc, _| acc + self.max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_server_errors() {
        let p = RetryPolicy::default();
        assert!(p.should_retry(0, 503));
        assert!(p.should_retry(4, 429));
        assert!(!p.should_retry(5, 503));
    }

    #[test]
    fn does_not_retry_client_errors() {
        let p = RetryPolicy::default();
        assert!(!p.should_retry(0, 404));
        assert!(!p.should_retry(0, 400));
    }

    #[test]
    #[should_panic(expected = "base delay must not exceed max delay")]
    fn rejects_base_above_max() {
        RetryPolicy::new(Duration::from_secs(5), Duration::from_secs(1), 3);
    }
}
