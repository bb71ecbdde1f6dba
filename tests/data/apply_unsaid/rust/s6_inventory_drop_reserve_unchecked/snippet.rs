impl Inventory {
    // ... existing code ...

    pub fn available(&self, sku: &Sku) -> u32 {
        let stock = self.items.get(sku).map(|i| i.quantity).unwrap_or(0);
        let held = self.reserved.get(sku).copied().unwrap_or(0);
        stock.saturating_sub(held)
    }

    pub fn reserve(&mut self, sku: &Sku, qty: u32) -> Result<(), InventoryError> {
        if !self.items.contains_key(sku) {
            return Err(InventoryError::UnknownSku(sku.clone()));
        }
        // ... existing code ...
    }

    // ... existing code ...
}
