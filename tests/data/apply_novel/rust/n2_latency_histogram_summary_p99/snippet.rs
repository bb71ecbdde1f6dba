    pub fn summary(&mut self) -> String {
        let p50 = self.percentile(50.0);
        let p99 = self.percentile(99.0);
        format!(
            "{} samples, p50={:.1}ms, p99={:.1}ms, max={:.1}ms",
            self.count(),
            p50,
            p99,
            self.max()
        )
    }

    // ... existing code ...
