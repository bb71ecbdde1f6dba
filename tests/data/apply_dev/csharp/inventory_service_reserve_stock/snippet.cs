        // ... existing code ...

            item.OnHand -= quantity;
            await _stock.SaveAsync(item, ct);
            _logger.LogInformation("Removed {Quantity} units of {Sku}", quantity, sku);
        }

        public async Task<bool> TryReserveAsync(string sku, int quantity, CancellationToken ct = default)
        {
            var item = await _stock.FindBySkuAsync(sku, ct);
            if (item == null || item.OnHand - item.Reserved < quantity)
            {
                _logger.LogWarning("Could not reserve {Quantity} units of {Sku}", quantity, sku);
                return false;
            }

            item.Reserved += quantity;
            await _stock.SaveAsync(item, ct);
            return true;
        }

        public async Task<IReadOnlyList<StockItem>> GetLowStockAsync(int threshold, CancellationToken ct = default)
        {
            // ... existing code ...
