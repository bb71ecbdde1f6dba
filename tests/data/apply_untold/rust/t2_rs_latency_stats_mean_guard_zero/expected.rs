use std::time::{Duration, Instant};

#[derive(Debug, Default, Clone)]
pub struct LatencyStats {
    samples: Vec<Duration>,
    total: Duration,
    count: u64,
    errors: u64,
}

impl LatencyStats {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn record(&mut self, elapsed: Duration) {
        self.samples.push(elapsed);
        self.total += elapsed;
        self.count += 1;
    }

    pub fn record_error(&mut self) {
        self.errors += 1;
    }

    pub fn time<T>(&mut self, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = f();
        self.record(start.elapsed());
        out
    }

    pub fn count(&self) -> u64 {
        self.count
    }

    pub fn error_rate(&self) -> f64 {
        let attempts = self.count + self.errors;
        self.errors as f64 / attempts as f64
    }

    pub fn mean_ms(&self) -> f64 {
        let total_ms = self.total.as_secs_f64() * 1000.0;
        if self.count == 0 { 0.0 } else { total_ms / self.count as f64 }
    }

    pub fn percentile_ms(&self, p: f64) -> f64 {
        let mut sorted = self.samples.clone();
        sorted.sort();
        let idx = ((p / 100.0) * (sorted.len() as f64 - 1.0)).round() as usize;
        sorted[idx].as_secs_f64() * 1000.0
    }

    pub fn summary(&self) -> String {
        format!(
            "n={} mean={:.2}ms p50={:.2}ms p99={:.2}ms errors={:.1}%",
            self.count,
            self.mean_ms(),
            self.percentile_ms(50.0),
            self.percentile_ms(99.0),
            self.error_rate() * 100.0
        )
    }
}
