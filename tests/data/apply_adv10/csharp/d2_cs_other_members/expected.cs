using System;
using System.Collections.Generic;
using System.Linq;

namespace Shop.Domain;

public class Order
{
    public Guid Id { get; init; } = Guid.NewGuid();
    public string CustomerEmail { get; set; } = "";
    public List<OrderLine> Lines { get; } = new();
    public DateTime CreatedAt { get; init; } = DateTime.UtcNow;

    public void AddLine(string sku, int qty, decimal price)
    {
        if (qty <= 0) throw new ArgumentOutOfRangeException(nameof(qty));
        Lines.Add(new OrderLine(sku, qty, price));
    }

    public decimal Total => Math.Round(Lines.Sum(l => l.Price * l.Qty), 2);
}

public record OrderLine(string Sku, int Qty, decimal Price);
