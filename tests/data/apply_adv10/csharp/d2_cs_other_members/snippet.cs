public class Order
{
    // other members

    public decimal Total => Math.Round(Lines.Sum(l => l.Price * l.Qty), 2);
}
