using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Shop.Domain.Orders;
using Shop.Infrastructure.Persistence;

namespace Shop.Application.Orders
{
    public class OrderService : IOrderService
    {
        private readonly IOrderRepository _orders;
        private readonly IPaymentClient _payments;
        private readonly IClock _clock;

        public OrderService(IOrderRepository orders, IPaymentClient payments, IClock clock)
        {
            _orders = orders;
            _payments = payments;
            _clock = clock;
        }

        public async Task<Order> GetAsync(Guid orderId)
        {
            var order = await _orders.FindAsync(orderId);
            if (order == null)
            {
                throw new OrderNotFoundException(orderId);
            }
            return order;
        }

        public async Task<IReadOnlyList<Order>> ListForCustomerAsync(Guid customerId)
        {
            var orders = await _orders.ListByCustomerAsync(customerId);
            return orders.OrderByDescending(o => o.CreatedAt).ToList();
        }

        public async Task CancelAsync(Guid orderId, string reason)
        {
            var order = await GetAsync(orderId);
            if (order.Status == OrderStatus.Shipped)
            {
                throw new InvalidOperationException("Shipped orders cannot be cancelled.");
            }
            order.Status = OrderStatus.Cancelled;
            order.CancellationReason = reason;
            order.UpdatedAt = _clock.UtcNow;
            await _orders.SaveAsync(order);
        }

        public async Task MarkShippedAsync(Guid orderId, string trackingNumber)
        {
            var order = await GetAsync(orderId);
            order.Status = OrderStatus.Shipped;
            order.TrackingNumber = trackingNumber;
            order.UpdatedAt = _clock.UtcNow;
            await _orders.SaveAsync(order);
        }

        public async Task RefundAsync(Guid orderId, decimal amount)
        {
            var order = await GetAsync(orderId);
            if (amount <= 0 || amount > order.Total)
            {
                throw new ArgumentOutOfRangeException(nameof(amount));
            }
            await _payments.RefundAsync(order.PaymentId, amount);
            order.RefundedAmount += amount;
            order.UpdatedAt = _clock.UtcNow;
            await _orders.SaveAsync(order);
        }
    }

    public class OrderNotFoundException : Exception
    {
        public OrderNotFoundException(Guid orderId)
            : base($"Order {orderId} was not found.")
        {
        }
    }
}
