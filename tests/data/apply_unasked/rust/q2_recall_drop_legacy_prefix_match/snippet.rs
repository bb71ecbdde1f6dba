// ... existing code ...

    fn lot_matches(notice: &RecallNotice, lot: &str) -> bool {
        let wanted = Self::normalize_lot(lot);
        notice.lots.iter().any(|l| Self::normalize_lot(l) == wanted)
    }

    // ... removed deprecated lot_prefix_matches() ...

    /// Every stock item hit by at least one notice, paired with that notice.
    pub fn affected_items<'a>(
// ... existing code ...
