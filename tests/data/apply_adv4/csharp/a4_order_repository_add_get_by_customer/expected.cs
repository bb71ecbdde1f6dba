using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;
using Shop.Domain.Orders;

namespace Shop.Infrastructure.Persistence
{
    public interface IOrderRepository
    {
        Task<Order?> GetByIdAsync(Guid id, CancellationToken ct = default);
        Task<IReadOnlyList<Order>> GetPendingAsync(CancellationToken ct = default);
        Task AddAsync(Order order, CancellationToken ct = default);
        Task RemoveAsync(Guid id, CancellationToken ct = default);
    }

    public sealed class OrderRepository : IOrderRepository
    {
        private readonly ShopDbContext _db;

        public OrderRepository(ShopDbContext db)
        {
            _db = db ?? throw new ArgumentNullException(nameof(db));
        }

        public async Task<Order?> GetByIdAsync(Guid id, CancellationToken ct = default)
        {
            return await _db.Orders
                .Include(o => o.Lines)
                .FirstOrDefaultAsync(o => o.Id == id, ct);
        }

        public async Task<IReadOnlyList<Order>> GetPendingAsync(CancellationToken ct = default)
        {
            return await _db.Orders
                .Where(o => o.Status == OrderStatus.Pending)
                .OrderBy(o => o.CreatedAt)
                .ToListAsync(ct);
        }

        public async Task AddAsync(Order order, CancellationToken ct = default)
        {
            await _db.Orders.AddAsync(order, ct);
            await _db.SaveChangesAsync(ct);
        }

        public async Task RemoveAsync(Guid id, CancellationToken ct = default)
        {
            var order = await _db.Orders.FindAsync(new object[] { id }, ct);
            if (order is null)
            {
                return;
            }

            _db.Orders.Remove(order);
            await _db.SaveChangesAsync(ct);
        }

        public async Task<IReadOnlyList<Order>> GetByCustomerAsync(Guid customerId, CancellationToken ct = default)
        {
            return await _db.Orders
                .Where(o => o.CustomerId == customerId)
                .OrderByDescending(o => o.CreatedAt)
                .ToListAsync(ct);
        }
    }

    public sealed class OrderQueryOptions
    {
        public int PageSize { get; init; } = 50;
        public bool IncludeLines { get; init; } = true;
        public OrderStatus? Status { get; init; }

        public static OrderQueryOptions Default { get; } = new();
    }
}
