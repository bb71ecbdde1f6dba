using System;

namespace Shop.Orders
{
    /// <summary>
    /// Lifecycle of a customer order, from checkout to delivery.
    /// </summary>
    public enum OrderStatus
    {
        Pending,
        Paid,
        OnHold,
        Shipped,
        Delivered,
        Cancelled,
    }

    public static class OrderStatusExtensions
    {
        public static string DisplayName(this OrderStatus status) => status switch
        {
            OrderStatus.Pending => "Awaiting payment",
            OrderStatus.Paid => "Paid",
            OrderStatus.OnHold => "On hold",
            OrderStatus.Shipped => "Shipped",
            OrderStatus.Delivered => "Delivered",
            OrderStatus.Cancelled => "Cancelled",
            _ => throw new ArgumentOutOfRangeException(nameof(status), status, null),
        };

        public static bool IsFinal(this OrderStatus status) =>
            status is OrderStatus.Delivered or OrderStatus.Cancelled;

        public static bool NeedsAttention(this OrderStatus status) =>
            status is OrderStatus.OnHold;

        public static bool CanTransitionTo(this OrderStatus from, OrderStatus to) => (from, to) switch
        {
            (OrderStatus.Pending, OrderStatus.Paid) => true,
            (OrderStatus.Pending, OrderStatus.Cancelled) => true,
            (OrderStatus.Paid, OrderStatus.OnHold) => true,
            (OrderStatus.Paid, OrderStatus.Shipped) => true,
            (OrderStatus.Paid, OrderStatus.Cancelled) => true,
            (OrderStatus.OnHold, OrderStatus.Paid) => true,
            (OrderStatus.OnHold, OrderStatus.Cancelled) => true,
            (OrderStatus.Shipped, OrderStatus.Delivered) => true,
            _ => false,
        };
    }
}
