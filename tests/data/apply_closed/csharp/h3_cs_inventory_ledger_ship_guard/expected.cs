using System;
using System.Collections.Generic;
using System.Linq;

namespace Warehouse.Inventory;

public class InsufficientStockException : Exception
{
    public InsufficientStockException(string sku, int requested, int available)
        : base($"Cannot reserve {requested} of {sku}: only {available} available.")
    {
        Sku = sku;
        Requested = requested;
        Available = available;
    }

    public string Sku { get; }
    public int Requested { get; }
    public int Available { get; }
}

public class StockLevel
{
    public string Sku { get; init; } = "";
    public int OnHand { get; set; }
    public int Reserved { get; set; }
    public int Available => OnHand - Reserved;
}

public class InventoryLedger
{
    private readonly Dictionary<string, StockLevel> _levels = new(StringComparer.OrdinalIgnoreCase);
    private readonly object _gate = new();

    public StockLevel Get(string sku)
    {
        lock (_gate)
        {
            if (!_levels.TryGetValue(sku, out var level))
            {
                level = new StockLevel { Sku = sku };
                _levels[sku] = level;
            }
            return level;
        }
    }

    public void Restock(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity));
        }

        lock (_gate)
        {
            var level = Get(sku);
            level.OnHand += quantity;
        }
    }

    public void Reserve(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity));
        }

        lock (_gate)
        {
            var level = Get(sku);
            if (level.Available < quantity)
            {
                throw new InsufficientStockException(sku, quantity, level.Available);
            }
            level.Reserved += quantity;
        }
    }

    public void Release(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity));
        }

        lock (_gate)
        {
            var level = Get(sku);
            level.Reserved = Math.Max(0, level.Reserved - quantity);
        }
    }

    public void Ship(string sku, int quantity)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity), quantity, "Quantity must be positive.");
        }

        lock (_gate)
        {
            var level = Get(sku);
            if (level.Reserved < quantity)
            {
                throw new InvalidOperationException(
                    $"Cannot ship {quantity} of {sku}: only {level.Reserved} reserved.");
            }

            level.Reserved -= quantity;
            level.OnHand -= quantity;
        }
    }

    public IReadOnlyList<StockLevel> LowStock(int threshold)
    {
        lock (_gate)
        {
            return _levels.Values
                .Where(l => l.Available <= threshold)
                .OrderBy(l => l.Available)
                .ToList();
        }
    }
}
