impl Inventory {
    // ... existing code ...

    pub fn restock(&mut self, sku: &str, count: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::NotFound(sku.to_string()))?;
        item.quantity = item.quantity.saturating_add(count);
        Ok(item.quantity)
    }
}
