// ... existing code ...

    pub fn check_controlled_pocket(&self, pocket: &Pocket) -> Option<RestockTask> {
        let usage = self.daily_usage(&pocket.ndc);
        // Controlled restocks need a witness and a blind count, so keep two days on hand.
        let reorder_point = ((usage * 2.0).ceil() as u32).max(ABSOLUTE_FLOOR);
        if pocket.on_hand >= reorder_point {
            return None;
        }
        // ... existing code ...
    }

// ... existing code ...
