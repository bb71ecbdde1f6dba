    // ... existing actions ...

    [HttpPost("{id:guid}/maintenance")]
    [Authorize(Roles = "fleet-admin,mechanic")]
    public async Task<IActionResult> ScheduleMaintenance(Guid id, ScheduleMaintenanceRequest request, CancellationToken ct)
    {
        var vehicle = await _store.FindAsync(id, ct);
        if (vehicle is null)
        {
            return NotFound();
        }
        vehicle.ScheduleMaintenance(request.Date, request.Notes);
        await _store.UpdateAsync(vehicle, ct);
        return Accepted();
    }
}
