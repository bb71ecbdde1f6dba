use std::collections::HashMap;
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

/// One telemetry sample as decoded from the gateway stream.
#[derive(Debug, Clone, Deserialize)]
pub struct Sample {
    pub robot_id: String,
    pub metric: String,
    pub value: f64,
    pub ts: SystemTime,
}

/// Rolling per-robot statistics for one metric.
#[derive(Debug, Default, Clone, Serialize)]
pub struct MetricStats {
    pub count: u64,
    pub min: f64,
    pub max: f64,
    pub mean: f64,
    pub last: f64,
}

impl MetricStats {
    pub fn observe(&mut self, value: f64) {
        if self.count == 0 {
            self.min = value;
            self.max = value;
        } else {
            self.min = self.min.min(value);
            self.max = self.max.max(value);
        }
        self.count += 1;
        self.mean += (value - self.mean) / self.count as f64;
        self.last = value;
    }
}

#[derive(Debug)]
pub struct FleetAggregator {
    window: Duration,
    stats: HashMap<(String, String), MetricStats>,
    last_seen: HashMap<String, SystemTime>,
}

impl FleetAggregator {
    pub fn new(window: Duration) -> Self {
        Self {
            window,
            stats: HashMap::new(),
            last_seen: HashMap::new(),
        }
    }

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

    pub fn stats_for(&self, robot_id: &str, metric: &str) -> Option<&MetricStats> {
        self.stats.get(&(robot_id.to_string(), metric.to_string()))
    }

    pub fn silent_robots(&self, now: SystemTime) -> Vec<&str> {
        let mut silent: Vec<&str> = self
            .last_seen
            .iter()
            .filter(|(_, seen)| {
                now.duration_since(**seen)
                    .map(|age| age > self.window)
                    .unwrap_or(false)
            })
            .map(|(id, _)| id.as_str())
            .collect();
        silent.sort_unstable();
        silent
    }

    pub fn reset(&mut self) {
        self.stats.clear();
        self.last_seen.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(robot: &str, metric: &str, value: f64, secs: u64) -> Sample {
        Sample {
            robot_id: robot.to_string(),
            metric: metric.to_string(),
            value,
            ts: SystemTime::UNIX_EPOCH + Duration::from_secs(secs),
        }
    }

    #[test]
    fn ingest_tracks_min_max_mean() {
        let mut agg = FleetAggregator::new(Duration::from_secs(60));
        agg.ingest(sample("r-017", "battery_soc", 80.0, 100));
        agg.ingest(sample("r-017", "battery_soc", 60.0, 101));
        let stats = agg.stats_for("r-017", "battery_soc").unwrap();
        assert_eq!(stats.count, 2);
        assert_eq!(stats.min, 60.0);
        assert_eq!(stats.max, 80.0);
        assert_eq!(stats.mean, 70.0);
    }

    #[test]
    fn silent_robots_respects_window() {
        let mut agg = FleetAggregator::new(Duration::from_secs(60));
        agg.ingest(sample("r-003", "odometry_m", 12.5, 0));
        agg.ingest(sample("r-009", "odometry_m", 40.0, 90));
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(100);
        assert_eq!(agg.silent_robots(now), vec!["r-003"]);
    }
}
