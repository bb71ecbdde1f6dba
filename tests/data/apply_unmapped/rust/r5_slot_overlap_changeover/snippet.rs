impl Slot {
    // ... existing code ...

    pub fn overlaps(&self, other: &Slot, changeover: Duration) -> bool {
        self.start < other.end + changeover && other.start < self.end + changeover
    }
}

// ... existing code ...

    pub fn add(&mut self, slot: Slot) -> Result<(), ScheduleError> {
        // ... existing code ...
        if let Some(existing) = self.slots.iter().find(|s| s.overlaps(&slot, self.changeover)) {
            return Err(ScheduleError::Clash {
                new: slot.artist,
                existing: existing.artist.clone(),
            });
        }
        // ... existing code ...
    }

// ... existing code ...
