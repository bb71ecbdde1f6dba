using System;
using System.Collections.Generic;
using System.Linq;

namespace Storefront.Cart;

public sealed record CartLine(string Sku, string Name, decimal UnitPrice, int Quantity)
{
    public decimal Total => UnitPrice * Quantity;
}

public class ShoppingCart
{
    private readonly Dictionary<string, CartLine> _lines = new();

    public Guid Id { get; } = Guid.NewGuid();

    public string? PromoCode { get; private set; }

    public IReadOnlyCollection<CartLine> Lines => _lines.Values;

    public decimal Subtotal => _lines.Values.Sum(l => l.Total);

    public void Add(string sku, string name, decimal unitPrice, int quantity = 1)
    {
        if (quantity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(quantity));
        }

        _lines[sku] = _lines.TryGetValue(sku, out var existing)
            ? existing with { Quantity = existing.Quantity + quantity }
            : new CartLine(sku, name, unitPrice, quantity);
    }

    public bool Remove(string sku) => _lines.Remove(sku);

    public void SetQuantity(string sku, int quantity)
    {
        if (!_lines.TryGetValue(sku, out var line))
        {
            throw new KeyNotFoundException($"No line for SKU {sku}.");
        }

        if (quantity <= 0)
        {
            _lines.Remove(sku);
            return;
        }

        _lines[sku] = line with { Quantity = quantity };
    }

    public void Clear()
    {
        _lines.Clear();
        PromoCode = null;
    }
}

public static class CartFormatting
{
    public static string Summary(this ShoppingCart cart)
    {
        var items = cart.Lines.Sum(l => l.Quantity);
        return $"{items} item(s), subtotal {cart.Subtotal:C}";
    }

    public static IEnumerable<string> Receipt(this ShoppingCart cart)
    {
        foreach (var line in cart.Lines.OrderBy(l => l.Name))
        {
            yield return $"{line.Quantity} x {line.Name} @ {line.UnitPrice:C} = {line.Total:C}";
        }
    }
}
