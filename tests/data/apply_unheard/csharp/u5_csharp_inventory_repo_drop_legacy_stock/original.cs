using System.Collections.Generic;
using System.Data;
using System.Linq;
using Dapper;

namespace Warehouse.Data
{
    public sealed class InventoryRepository
    {
        private readonly IDbConnection _db;

        public InventoryRepository(IDbConnection db)
        {
            _db = db;
        }

        public int GetStock(string sku)
        {
            return _db.ExecuteScalar<int>(
                "SELECT quantity FROM stock WHERE sku = @sku",
                new { sku });
        }

        public IReadOnlyList<StockRow> GetStockForWarehouse(int warehouseId)
        {
            return _db.Query<StockRow>(
                "SELECT sku, quantity, bin FROM stock WHERE warehouse_id = @warehouseId",
                new { warehouseId }).ToList();
        }

        public int GetLegacyStock(string sku)
        {
            // Old table kept around until the 2021 migration finished.
            return _db.ExecuteScalar<int>(
                "SELECT qty FROM inv_legacy WHERE item_code = @sku",
                new { sku });
        }

        public void AdjustStock(string sku, int delta)
        {
            _db.Execute(
                "UPDATE stock SET quantity = quantity + @delta WHERE sku = @sku",
                new { sku, delta });
        }

        public void SetBin(string sku, string bin)
        {
            _db.Execute(
                "UPDATE stock SET bin = @bin WHERE sku = @sku",
                new { sku, bin });
        }
    }

    public sealed class StockRow
    {
        public string Sku { get; set; } = "";
        public int Quantity { get; set; }
        public string Bin { get; set; } = "";
    }
}
