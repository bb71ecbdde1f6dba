impl Inventory {
    // ... existing code ...

    pub fn total_value_cents(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.unit_price_cents * u64::from(item.quantity))
            .sum()
    }
}
