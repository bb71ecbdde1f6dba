impl TokenBucket {
    // ... existing methods ...

    /// How long until `n` tokens will be available, or `None` if `n` exceeds the capacity.
    pub fn time_until(&mut self, n: u32) -> Option<Duration> {
        if n as f64 > self.capacity {
            return None;
        }
        self.refill(Instant::now());
        let missing = (n as f64 - self.tokens).max(0.0);
        if self.rate == 0.0 && missing > 0.0 {
            return None;
        }
        Some(Duration::from_secs_f64(missing / self.rate.max(f64::MIN_POSITIVE)))
    }
}
