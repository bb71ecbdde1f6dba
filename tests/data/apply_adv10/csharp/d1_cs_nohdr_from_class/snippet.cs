public class Inventory
{
    private readonly Dictionary<string, int> _stock = new();

    public void Add(string sku, int qty)
    {
        if (qty <= 0) throw new ArgumentOutOfRangeException(nameof(qty));
        _stock[sku] = _stock.GetValueOrDefault(sku) + qty;
    }

    public int Count(string sku) => _stock.GetValueOrDefault(sku);
}
