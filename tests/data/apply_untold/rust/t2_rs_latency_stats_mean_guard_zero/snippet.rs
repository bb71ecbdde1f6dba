    pub fn mean_ms(&self) -> f64 {
        let total_ms = self.total.as_secs_f64() * 1000.0;
        if self.count == 0 { 0.0 } else { total_ms / self.count as f64 }
    }

    // ... existing code ...
