using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Dapper;
using Warehouse.Core.Models;

namespace Warehouse.Data
{
    public class InventoryRepository : IInventoryRepository
    {
        private readonly IDbConnectionFactory _connections;

        public InventoryRepository(IDbConnectionFactory connections)
        {
            _connections = connections;
        }

        public async Task<InventoryItem?> GetBySkuAsync(string sku, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            return await db.QuerySingleOrDefaultAsync<InventoryItem>(
                new CommandDefinition(
                    "SELECT sku, name, quantity, location FROM inventory WHERE sku = @sku",
                    new { sku },
                    cancellationToken: ct));
        }

        public async Task<IReadOnlyList<InventoryItem>> ListByLocationAsync(string location, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            var rows = await db.QueryAsync<InventoryItem>(
                new CommandDefinition(
                    "SELECT sku, name, quantity, location FROM inventory WHERE location = @location ORDER BY sku",
                    new { location },
                    cancellationToken: ct));
            return rows.ToList();
        }

        public async Task<int> UpdateQuantityAsync(string sku, int quantity, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            return await db.ExecuteAsync(
                new CommandDefinition(
                    "UPDATE inventory SET quantity = @quantity, updated_at = now() WHERE sku = @sku",
                    new { sku, quantity },
                    cancellationToken: ct));
        }

        public async Task<int> UpdateQuantitiesAsync(IReadOnlyDictionary<string, int> quantities, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            using var tx = db.BeginTransaction();
            var affected = 0;
            foreach (var (sku, quantity) in quantities)
            {
                affected += await db.ExecuteAsync(
                    new CommandDefinition(
                        "UPDATE inventory SET quantity = @quantity, updated_at = now() WHERE sku = @sku",
                        new { sku, quantity },
                        transaction: tx,
                        cancellationToken: ct));
            }
            tx.Commit();
            return affected;
        }

        public async Task<int> DeleteAsync(string sku, CancellationToken ct = default)
        {
            using var db = await _connections.OpenAsync(ct);
            return await db.ExecuteAsync(
                new CommandDefinition(
                    "DELETE FROM inventory WHERE sku = @sku",
                    new { sku },
                    cancellationToken: ct));
        }
    }
}
