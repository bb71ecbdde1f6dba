    public class Order
    {
        // ... existing properties ...

        public decimal Tax { get; set; }

        public decimal ShippingCost { get; set; }

        public OrderStatus Status { get; set; } = OrderStatus.Pending;

        public decimal Total => Subtotal + Tax + ShippingCost;

        // ... existing code ...
    }

    public enum OrderStatus
    {
        Pending,
        Paid,
        Shipped,
        Cancelled,
        Refunded
    }
