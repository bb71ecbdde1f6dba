using Microsoft.EntityFrameworkCore;
using Shop.Data;
using Shop.Models;

namespace Shop.Services;

public class OrderQueries
{
    private readonly ShopContext _db;

    public OrderQueries(ShopContext db)
    {
        _db = db;
    }

    public Task<List<OrderSummary>> RecentAsync(int customerId, CancellationToken ct)
    {
        return _db.Orders
            .AsNoTracking()
            .Where(o => o.CustomerId == customerId && o.Status != OrderStatus.Cancelled)
            .Include(o => o.Lines)
            .OrderByDescending(o => o.PlacedAt)
            .Take(20)
            .Select(o => new OrderSummary(o.Id, o.PlacedAt, o.Total))
            .ToListAsync(ct);
    }

    public Task<Order?> FindAsync(int id, CancellationToken ct)
    {
        return _db.Orders
            .Include(o => o.Lines)
            .FirstOrDefaultAsync(o => o.Id == id, ct);
    }
}
