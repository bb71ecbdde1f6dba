use std::time::Duration;

/// Collects request latencies and reports simple statistics over them.
#[derive(Debug, Default, Clone)]
pub struct LatencyHistogram {
    samples_ms: Vec<f64>,
    sorted: bool,
}

impl LatencyHistogram {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn record(&mut self, elapsed: Duration) {
        self.samples_ms.push(elapsed.as_secs_f64() * 1000.0);
        self.sorted = false;
    }

    pub fn count(&self) -> usize {
        self.samples_ms.len()
    }

    fn ensure_sorted(&mut self) {
        if !self.sorted {
            self.samples_ms
                .sort_by(|a, b| a.partial_cmp(b).expect("latency is never NaN"));
            self.sorted = true;
        }
    }

    pub fn percentile(&mut self, pct: f64) -> f64 {
        if self.samples_ms.is_empty() {
            return 0.0;
        }
        self.ensure_sorted();
        let rank = (pct / 100.0 * (self.samples_ms.len() - 1) as f64).round() as usize;
        self.samples_ms[rank.min(self.samples_ms.len() - 1)]
    }

    pub fn mean(&self) -> f64 {
        if self.samples_ms.is_empty() {
            return 0.0;
        }
        self.samples_ms.iter().sum::<f64>() / self.samples_ms.len() as f64
    }

    pub fn max(&self) -> f64 {
        self.samples_ms.iter().copied().fold(0.0, f64::max)
    }

    pub fn summary(&mut self) -> String {
        let p50 = self.percentile(50.0);
        let p99 = self.percentile(99.0);
        format!("{} samples, p50={:.1}ms, mean={:.1}ms", self.count(), p50, self.mean())
    }

    pub fn reset(&mut self) {
        self.samples_ms.clear();
        self.sorted = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(values: &[u64]) -> LatencyHistogram {
        let mut h = LatencyHistogram::new();
        for &v in values {
            h.record(Duration::from_millis(v));
        }
        h
    }

    #[test]
    fn percentile_of_empty_is_zero() {
        assert_eq!(LatencyHistogram::new().percentile(50.0), 0.0);
    }

    #[test]
    fn median_of_odd_count() {
        let mut h = filled(&[30, 10, 20]);
        assert_eq!(h.percentile(50.0), 20.0);
    }

    #[test]
    fn max_tracks_largest() {
        let h = filled(&[5, 50, 7]);
        assert_eq!(h.max(), 50.0);
    }
}
