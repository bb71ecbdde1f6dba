impl Inventory {
    // ... existing methods ...

    pub fn restock(&mut self, sku: &str, qty: u32) -> Result<u32, InventoryError> {
        let item = self.items.get_mut(sku).ok_or_else(|| InventoryError::UnknownSku(sku.to_string()))?;
        item.on_hand += qty;
        Ok(item.on_hand)
    }
}
