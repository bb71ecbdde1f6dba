impl Inventory {
    // ... existing methods ...

    /// Total stock value in cents.
    pub fn total_value(&self) -> u64 {
        self.items
            .values()
            .map(|item| item.price_cents * u64::from(item.quantity))
            .sum()
    }
}
