/// Delay before retry number `attempt` (0-based): exponential backoff with
/// "equal jitter", so clients that failed together don't retry in lockstep.
/// `jitter` must be a uniform random number in `[0, 1)`.
pub fn delay_for(&self, attempt: u32, jitter: f64) -> Duration {
    debug_assert!((0.0..1.0).contains(&jitter), "jitter must be in [0, 1)");
    let base = self.base.as_millis() as u64;
    let exp = base.saturating_mul(1u64 << attempt.min(16));
    let capped = exp.min(self.max.as_millis() as u64);
    let half = capped / 2;
    Duration::from_millis(half + (half as f64 * jitter) as u64)
}
