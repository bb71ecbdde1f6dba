impl Inventory {
    // ... existing code ...

    /// Take `quantity` units of `sku`, oldest lots first.
    /// The sku is dropped from the inventory once its last lot is used up.
    pub fn withdraw(&mut self, sku: &str, quantity: u32) -> Result<u32, StockError> {
        if quantity == 0 {
            return Ok(0);
        }
        let lots = self
            .lots
            .get_mut(sku)
            .ok_or_else(|| StockError::UnknownSku(sku.to_string()))?;
        let available: u32 = lots.iter().map(|l| l.quantity).sum();
        if available < quantity {
            return Err(StockError::Insufficient {
                sku: sku.to_string(),
                requested: quantity,
                available,
            });
        }
        let mut left = quantity;
        for lot in lots.iter_mut() {
            let take = left.min(lot.quantity);
            lot.quantity -= take;
            left -= take;
            if left == 0 {
                break;
            }
        }
        lots.retain(|l| l.quantity > 0);
        if lots.is_empty() {
            self.lots.remove(sku);
        }
        Ok(quantity)
    }

    // ... existing code ...
}
