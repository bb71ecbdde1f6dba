impl Inventory {
    // ... existing code ...

    pub fn low_stock(&self, threshold: u32) -> Vec<&Item> {
        let mut items: Vec<&Item> = self
            .items
            .values()
            .filter(|item| item.quantity <= threshold)
            .collect();
        items.sort_by(|a, b| a.sku.cmp(&b.sku));
        items
    }

    pub fn restock(&mut self, sku: &str, quantity: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        item.quantity = item.quantity.saturating_add(quantity);
        Ok(item.quantity)
    }
}

// ... existing code ...
