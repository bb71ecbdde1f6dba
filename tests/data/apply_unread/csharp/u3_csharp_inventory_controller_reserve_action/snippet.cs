public class InventoryController : ControllerBase
{
    // ... existing code ...

    [HttpPost("{sku}/reserve")]
    public async Task<IActionResult> Reserve(string sku, [FromBody] ReserveRequest request, CancellationToken ct)
    {
        var reservation = await _inventory.ReserveAsync(sku, request.Quantity, request.OrderId, ct);
        if (reservation is null)
        {
            return Conflict($"Not enough stock of {sku} to reserve {request.Quantity}.");
        }

        _logger.LogInformation("Reserved {Quantity} of {Sku} for order {OrderId}", request.Quantity, sku, request.OrderId);
        return Ok(reservation);
    }
}
