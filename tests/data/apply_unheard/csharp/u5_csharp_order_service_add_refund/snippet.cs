    public class OrderService : IOrderService
    {
        // ... existing code ...

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
