using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Fleetline.Maintenance.Data;
using Fleetline.Maintenance.Domain;
using Microsoft.Extensions.Logging;

namespace Fleetline.Maintenance.Services
{
    public class MaintenanceScheduler
    {
        private readonly IServiceOrderRepository _orders;
        private readonly IVehicleRepository _vehicles;
        private readonly ILogger<MaintenanceScheduler> _logger;

        public MaintenanceScheduler(
            IServiceOrderRepository orders,
            IVehicleRepository vehicles,
            ILogger<MaintenanceScheduler> logger)
        {
            _orders = orders;
            _vehicles = vehicles;
            _logger = logger;
        }

        public async Task<ServiceOrder> ScheduleAsync(Guid vehicleId, DateTime dueDate, string reason, CancellationToken ct = default)
        {
            var vehicle = await _vehicles.GetAsync(vehicleId, ct)
                ?? throw new InvalidOperationException($"Vehicle {vehicleId} not found.");
            var order = new ServiceOrder(Guid.NewGuid(), vehicle.Id, dueDate, reason, ServiceOrderStatus.Scheduled);
            await _orders.AddAsync(order, ct);
            _logger.LogInformation("Scheduled service {OrderId} for {Plate} on {Due:d}", order.Id, vehicle.Plate, dueDate);
            return order;
        }

        public async Task CompleteAsync(Guid orderId, int odometerKm, CancellationToken ct = default)
        {
            var order = await _orders.GetAsync(orderId, ct)
                ?? throw new InvalidOperationException($"Service order {orderId} not found.");
            order.Status = ServiceOrderStatus.Completed;
            order.CompletedAt = DateTime.UtcNow;
            order.OdometerKm = odometerKm;
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
            var order = await _orders.GetAsync(orderId, ct)
                ?? throw new InvalidOperationException($"Service order {orderId} not found.");
            order.Status = ServiceOrderStatus.Cancelled;
            order.Notes = reason;
            await _orders.UpdateAsync(order, ct);
            _logger.LogWarning("Cancelled service {OrderId}: {Reason}", order.Id, reason);
        }

        public async Task<IReadOnlyList<ServiceOrder>> OverdueAsync(DateTime asOf, CancellationToken ct = default)
        {
            var open = await _orders.ListByStatusAsync(ServiceOrderStatus.Scheduled, ct);
            return open.Where(o => o.DueDate < asOf).OrderBy(o => o.DueDate).ToList();
        }
    }
}
