using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Shop.Orders;

public class OrderService
{
    private readonly IOrderRepository _orders;
    private readonly IPaymentGateway _payments;
    private readonly ILogger<OrderService> _logger;

    public OrderService(IOrderRepository orders, IPaymentGateway payments, ILogger<OrderService> logger)
    {
        _orders = orders;
        _payments = payments;
        _logger = logger;
    }

    public async Task<Order> GetAsync(Guid orderId, CancellationToken ct = default)
    {
        var order = await _orders.FindAsync(orderId, ct);
        return order ?? throw new OrderNotFoundException(orderId);
    }

    public Task<IReadOnlyList<Order>> ListForCustomerAsync(Guid customerId, CancellationToken ct = default)
    {
        return _orders.ListByCustomerAsync(customerId, ct);
    }

    public async Task<Order> PlaceAsync(Cart cart, CancellationToken ct = default)
    {
        if (cart.Items.Count == 0)
        {
            throw new InvalidOperationException("Cannot place an empty order.");
        }

        var order = Order.FromCart(cart);
        await _orders.AddAsync(order, ct);
        _logger.LogInformation("Placed order {OrderId} for {CustomerId}", order.Id, order.CustomerId);
        return order;
    }

    public async Task MarkPaidAsync(Guid orderId, string paymentReference, CancellationToken ct = default)
    {
        var order = await GetAsync(orderId, ct);
        order.MarkPaid(paymentReference);
        await _orders.UpdateAsync(order, ct);
    }
}

public sealed class OrderNotFoundException : Exception
{
    public OrderNotFoundException(Guid orderId)
        : base($"Order {orderId} was not found.")
    {
        OrderId = orderId;
    }

    public Guid OrderId { get; }
}
