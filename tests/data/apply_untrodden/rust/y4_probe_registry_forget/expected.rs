use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::telemetry::{ProbeId, Reading};

/// How long a probe may stay silent before it is reported as stale.
pub const DEFAULT_STALE_AFTER: Duration = Duration::from_secs(2 * 60 * 60);

#[derive(Debug, Clone)]
pub struct ProbeStatus {
    pub last_seen: Instant,
    pub last_vwc: f32,
    pub battery_mv: u16,
    pub uplinks: u64,
}

#[derive(Debug)]
pub struct ProbeRegistry {
    probes: HashMap<ProbeId, ProbeStatus>,
    stale_after: Duration,
}

impl Default for ProbeRegistry {
    fn default() -> Self {
        Self::new(DEFAULT_STALE_AFTER)
    }
}

impl ProbeRegistry {
    pub fn new(stale_after: Duration) -> Self {
        Self {
            probes: HashMap::new(),
            stale_after,
        }
    }

    pub fn record(&mut self, id: ProbeId, reading: &Reading, now: Instant) {
        let entry = self.probes.entry(id).or_insert_with(|| ProbeStatus {
            last_seen: now,
            last_vwc: reading.vwc_pct,
            battery_mv: reading.battery_mv,
            uplinks: 0,
        });
        entry.last_seen = now;
        entry.last_vwc = reading.vwc_pct;
        entry.battery_mv = reading.battery_mv;
        entry.uplinks += 1;
    }

    pub fn stale_probes(&self, now: Instant) -> Vec<ProbeId> {
        let mut stale: Vec<ProbeId> = self
            .probes
            .iter()
            .filter(|(_, s)| now.saturating_duration_since(s.last_seen) > self.stale_after)
            .map(|(id, _)| *id)
            .collect();
        stale.sort();
        stale
    }

    pub fn get(&self, id: &ProbeId) -> Option<&ProbeStatus> {
        self.probes.get(id)
    }

    /// Drops a probe that was decommissioned or swapped out in the field.
    pub fn forget(&mut self, id: &ProbeId) -> Option<ProbeStatus> {
        self.probes.remove(id)
    }

    pub fn len(&self) -> usize {
        self.probes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.probes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(vwc: f32) -> Reading {
        Reading { vwc_pct: vwc, battery_mv: 3600 }
    }

    #[test]
    fn new_probe_is_not_stale() {
        let mut reg = ProbeRegistry::default();
        let now = Instant::now();
        reg.record(ProbeId(7), &reading(24.5), now);
        assert!(reg.stale_probes(now).is_empty());
        assert_eq!(reg.len(), 1);
    }
}
