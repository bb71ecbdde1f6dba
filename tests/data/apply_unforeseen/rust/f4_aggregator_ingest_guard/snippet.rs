// ... existing code ...

    pub fn ingest(&mut self, sample: Sample) {
        // Gateways occasionally forward NaN from a disconnected sensor; skip it
        // so one bad frame doesn't poison the running mean.
        if !sample.value.is_finite() {
            return;
        }
        let key = (sample.robot_id.clone(), sample.metric.clone());
        self.stats.entry(key).or_default().observe(sample.value);
        // Batches can arrive out of order after a reconnect: only move forward.
        let seen = self.last_seen.entry(sample.robot_id).or_insert(sample.ts);
        if sample.ts > *seen {
            *seen = sample.ts;
        }
    }

// ... existing code ...
