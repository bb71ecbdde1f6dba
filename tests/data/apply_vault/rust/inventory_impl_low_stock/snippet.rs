impl Inventory {
    // ... existing methods ...

    /// Items at or below their reorder level, sorted by SKU.
    pub fn low_stock(&self) -> Vec<&Item> {
        let mut low: Vec<&Item> = self
            .items
            .values()
            .filter(|item| item.quantity <= item.reorder_level)
            .collect();
        low.sort_by(|a, b| a.sku.cmp(&b.sku));
        low
    }
}
