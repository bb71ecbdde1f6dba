using System;
using System.Collections.Generic;

namespace Acme.Shop.Orders
{
    public enum OrderStatus
    {
        Pending,
        Paid,
        Packed,
        Shipped,
        Delivered,
        Cancelled,
        Refunded,
    }

    public static class OrderStatusExtensions
    {
        private static readonly IReadOnlyDictionary<OrderStatus, OrderStatus[]> Transitions =
            new Dictionary<OrderStatus, OrderStatus[]>
            {
                [OrderStatus.Pending] = new[] { OrderStatus.Paid, OrderStatus.Cancelled },
                [OrderStatus.Paid] = new[] { OrderStatus.Packed, OrderStatus.Refunded },
                [OrderStatus.Packed] = new[] { OrderStatus.Shipped, OrderStatus.Refunded },
                [OrderStatus.Shipped] = new[] { OrderStatus.Delivered },
                [OrderStatus.Delivered] = new[] { OrderStatus.Refunded },
                [OrderStatus.Cancelled] = Array.Empty<OrderStatus>(),
                [OrderStatus.Refunded] = Array.Empty<OrderStatus>(),
            };

        public static string DisplayName(this OrderStatus status) => status switch
        {
            OrderStatus.Pending => "Awaiting payment",
            OrderStatus.Paid => "Paid",
            OrderStatus.Packed => "Packed",
            OrderStatus.Shipped => "On its way",
            OrderStatus.Delivered => "Delivered",
            OrderStatus.Cancelled => "Cancelled",
            OrderStatus.Refunded => "Refunded",
            _ => throw new ArgumentOutOfRangeException(nameof(status), status, null),
        };

        public static bool CanTransitionTo(this OrderStatus from, OrderStatus to) =>
            Transitions.TryGetValue(from, out var next) && Array.IndexOf(next, to) >= 0;

        public static bool IsTerminal(this OrderStatus status) =>
            Transitions.TryGetValue(status, out var next) && next.Length == 0;

        public static bool IsCustomerVisible(this OrderStatus status) =>
            status is not OrderStatus.Packed;
    }
}
