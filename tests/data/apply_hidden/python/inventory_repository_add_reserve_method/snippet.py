class InventoryRepository:
    # ... existing methods ...

    def reserve(self, sku: str, quantity: int) -> bool:
        """Reserve stock for an order; returns False if not enough is available."""
        item = self.session.get(StockItem, sku, with_for_update=True)
        if item is None:
            raise KeyError(sku)
        if item.on_hand - item.reserved < quantity:
            return False
        item.reserved += quantity
        self.session.flush()
        return True
