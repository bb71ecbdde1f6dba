        public IReadOnlyList<StockRow> GetStockForWarehouse(int warehouseId)
        {
            // ... unchanged ...
        }

        // ... removed GetLegacyStock() — the inv_legacy table no longer exists ...

        public void AdjustStock(string sku, int delta)
        {
            // ... unchanged ...
        }
