public class OrderService
{
    // ... existing code ...

    public async Task<bool> CancelAsync(Guid orderId, string reason, CancellationToken ct = default)
    {
        var order = await GetAsync(orderId, ct);
        if (order.Status == OrderStatus.Shipped || order.Status == OrderStatus.Cancelled)
        {
            return false;
        }

        if (order.PaymentReference is not null)
        {
            await _payments.RefundAsync(order.PaymentReference, order.Total, ct);
        }

        order.Cancel(reason);
        await _orders.UpdateAsync(order, ct);
        _logger.LogInformation("Cancelled order {OrderId}: {Reason}", order.Id, reason);
        return true;
    }
}
