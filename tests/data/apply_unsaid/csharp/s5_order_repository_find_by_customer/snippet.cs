public class OrderRepository : IOrderRepository
{
    // ... existing code ...

    public async Task<IReadOnlyList<Order>> GetByCustomerAsync(Guid customerId, int take = 20, CancellationToken cancellationToken = default)
    {
        return await _context.Orders
            .AsNoTracking()
            .Where(o => o.CustomerId == customerId)
            .OrderByDescending(o => o.CreatedAt)
            .Take(take)
            .ToListAsync(cancellationToken);
    }
}
