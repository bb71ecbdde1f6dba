impl Inventory {
    // ... existing code ...

    pub fn restock(&mut self, sku: &str, qty: u32) -> Result<u32, InventoryError> {
        let item = self
            .items
            .get_mut(sku)
            .ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        item.quantity = item.quantity.saturating_add(qty);
        Ok(item.quantity)
    }
}
