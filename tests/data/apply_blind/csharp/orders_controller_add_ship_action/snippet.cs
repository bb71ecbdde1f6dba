// ... existing code ...

        var order = await _orders.CreateAsync(request, ct);
        return CreatedAtAction(nameof(GetById), new { id = order.Id }, order);
    }

    [HttpPost("{id:guid}/ship")]
    public async Task<IActionResult> Ship(Guid id, [FromBody] ShipOrderRequest request, CancellationToken ct)
    {
        var result = await _orders.ShipAsync(id, request.Carrier, request.TrackingNumber, ct);
        return result switch
        {
            OperationResult.NotFound => NotFound(),
            OperationResult.Conflict => Conflict(),
            _ => NoContent(),
        };
    }

    [HttpPost("{id:guid}/cancel")]
    public async Task<IActionResult> Cancel(Guid id, [FromBody] CancelOrderRequest request, CancellationToken ct)
    {
// ... existing code ...
