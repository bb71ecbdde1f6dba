using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

namespace Shop.Orders
{
    public class OrderService
    {
        private readonly ShopDbContext _db;
        private readonly ILogger<OrderService> _logger;

        public OrderService(ShopDbContext db, ILogger<OrderService> logger)
        {
            _db = db;
            _logger = logger;
        }

        public async Task<Order?> GetOrderAsync(int id)
        {
            return await _db.Orders
                .Include(o => o.Lines)
                .FirstOrDefaultAsync(o => o.Id == id);
        }

        public async Task<IReadOnlyList<Order>> GetOrdersForCustomerAsync(int customerId)
        {
            var orders = await _db.Orders
                .Where(o => o.CustomerId == customerId)
                .OrderByDescending(o => o.CreatedAt)
                .ToListAsync();
            return orders;
        }

        public async Task<Order> PlaceOrderAsync(int customerId, IEnumerable<OrderLine> lines)
        {
            var order = new Order
            {
                CustomerId = customerId,
                CreatedAt = DateTime.UtcNow,
                Lines = lines.ToList(),
            };
            _db.Orders.Add(order);
            await _db.SaveChangesAsync();
            _logger.LogInformation("Placed order {OrderId} for customer {CustomerId}", order.Id, customerId);
            return order;
        }

        public async Task<bool> CancelOrderAsync(int id)
        {
            var order = await _db.Orders.FindAsync(id);
            if (order == null || order.Status == OrderStatus.Shipped)
            {
                return false;
            }
            order.Status = OrderStatus.Cancelled;
            await _db.SaveChangesAsync();
            return true;
        }
    }
}
