using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Acme.Warehouse.Data;
using Acme.Warehouse.Models;
using Microsoft.Extensions.Logging;

namespace Acme.Warehouse.Services
{
    public class InventoryService : IInventoryService
    {
        private readonly IStockRepository _stock;
        private readonly ILogger<InventoryService> _logger;

        public InventoryService(IStockRepository stock, ILogger<InventoryService> logger)
        {
            _stock = stock ?? throw new ArgumentNullException(nameof(stock));
            _logger = logger ?? throw new ArgumentNullException(nameof(logger));
        }

        public async Task<int> GetAvailableAsync(string sku, CancellationToken ct = default)
        {
            var item = await _stock.FindBySkuAsync(sku, ct);
            return item == null ? 0 : item.OnHand - item.Reserved;
        }

        public async Task AddStockAsync(string sku, int quantity, CancellationToken ct = default)
        {
            if (quantity <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(quantity), "Quantity must be positive.");
            }

            var item = await _stock.FindBySkuAsync(sku, ct) ?? new StockItem { Sku = sku };
            item.OnHand += quantity;
            await _stock.SaveAsync(item, ct);
            _logger.LogInformation("Added {Quantity} units of {Sku}", quantity, sku);
        }

        public async Task RemoveStockAsync(string sku, int quantity, CancellationToken ct = default)
        {
            if (quantity <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(quantity), "Quantity must be positive.");
            }

            var item = await _stock.FindBySkuAsync(sku, ct)
                ?? throw new InvalidOperationException($"Unknown SKU {sku}");
            if (item.OnHand - item.Reserved < quantity)
            {
                throw new InvalidOperationException($"Not enough stock for {sku}");
            }

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
            var all = await _stock.ListAsync(ct);
            return all.Where(i => i.OnHand - i.Reserved <= threshold)
                      .OrderBy(i => i.OnHand - i.Reserved)
                      .ToList();
        }
    }
}
