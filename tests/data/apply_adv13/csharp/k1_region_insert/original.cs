namespace Acme.Inventory;

public sealed class StockService
{
    private readonly IStockRepository _repo;

    public StockService(IStockRepository repo) => _repo = repo;

    #region Queries

    public Task<int> OnHandAsync(string sku) => _repo.OnHandAsync(sku);

    public Task<IReadOnlyList<StockLevel>> LowStockAsync(int threshold) => _repo.BelowAsync(threshold);

    #endregion

    #region Commands

    public Task ReceiveAsync(string sku, int quantity) => _repo.AdjustAsync(sku, +quantity, "receive");

    public Task ShipAsync(string sku, int quantity) => _repo.AdjustAsync(sku, -quantity, "ship");

    #endregion
}
