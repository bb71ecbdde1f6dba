using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
// ... other usings ...

        // ... constructor and GetOrderAsync unchanged ...

        public async Task<IReadOnlyList<Order>> GetOrdersForCustomerAsync(int customerId, CancellationToken cancellationToken = default)
        {
            var orders = await _db.Orders
                .Where(o => o.CustomerId == customerId)
                .OrderByDescending(o => o.CreatedAt)
                .ToListAsync(cancellationToken);
            return orders;
        }

        // ... PlaceOrderAsync and CancelOrderAsync unchanged ...
