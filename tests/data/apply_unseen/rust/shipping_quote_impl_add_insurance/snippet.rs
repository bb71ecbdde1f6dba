impl Quote {
    // ... existing code ...

    /// Adds insurance at 1.5% of the declared value, with a minimum of 2.00.
    pub fn with_insurance(mut self, declared_value: Money) -> Self {
        let premium = (declared_value * 15 / 1000).max(Money::from_cents(200));
        self.surcharges.push(("insurance".to_string(), premium));
        self
    }
}
