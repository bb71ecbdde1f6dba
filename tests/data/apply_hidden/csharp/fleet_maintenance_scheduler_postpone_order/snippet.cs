        // ... existing code ...
            await _orders.UpdateAsync(order, ct);
            _logger.LogInformation("Completed service {OrderId} at {Km} km", order.Id, odometerKm);
        }

        public async Task PostponeAsync(Guid orderId, DateTime newDueDate, CancellationToken ct = default)
        {
            var order = await _orders.GetAsync(orderId, ct)
                ?? throw new InvalidOperationException($"Service order {orderId} not found.");
            if (newDueDate <= order.DueDate)
            {
                throw new ArgumentOutOfRangeException(nameof(newDueDate), "New due date must be later than the current one.");
            }
            order.DueDate = newDueDate;
            await _orders.UpdateAsync(order, ct);
            _logger.LogInformation("Postponed service {OrderId} to {Due:d}", order.Id, newDueDate);
        }

        public async Task CancelAsync(Guid orderId, string reason, CancellationToken ct = default)
        {
            // ... existing code ...
