// ... existing code ...
    public Task<IReadOnlyList<StockLevel>> LowStockAsync(int threshold) => _repo.BelowAsync(threshold);

    #endregion

    #region Reservations

    public Task ReserveAsync(string sku, int quantity, Guid orderId) => _repo.ReserveAsync(sku, quantity, orderId);

    public Task ReleaseAsync(Guid orderId) => _repo.ReleaseAsync(orderId);

    #endregion

    // ... existing code ...
