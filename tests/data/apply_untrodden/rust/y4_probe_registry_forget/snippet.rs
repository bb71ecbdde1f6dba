impl ProbeRegistry {
    // ... existing code ...

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

    // ... existing code ...
}
