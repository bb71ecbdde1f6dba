// ... existing code ...

impl HarvestLot {
    pub fn lot_code(&self) -> String {
        format!("{}-{}-{:03}", self.vintage, self.block.code(), self.sequence)
    }

    // ... removed legacy_lot_code() (and its doc comment) — new scales print the standard code ...

    pub fn tonnes(&self) -> f64 {
        self.net_weight_kg / 1000.0
    }

    // ... existing code ...
}

// ... existing code ...

    #[test]
    fn lot_code_is_zero_padded() {
        assert_eq!(sample_lot().lot_code(), "2024-B04-007");
    }

    // ... removed legacy_code_uses_two_digit_vintage test ...

    #[test]
    fn under_ripe_lot_is_rejected() {
// ... existing code ...
