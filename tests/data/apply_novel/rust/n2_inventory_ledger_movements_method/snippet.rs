impl Ledger {
    // ... existing code ...

    pub fn movements(&self, sku: &str) -> Vec<i64> {
        self.history
            .iter()
            .filter(|(s, _)| s == sku)
            .map(|(_, delta)| *delta)
            .collect()
    }
}
