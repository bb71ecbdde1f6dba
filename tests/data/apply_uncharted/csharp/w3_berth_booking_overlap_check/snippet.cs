// ... keep existing code

    [HttpPost]
    public async Task<ActionResult<BerthBookingDto>> Create(
        string berthId, [FromBody] CreateBerthBookingRequest request, CancellationToken ct)
    {
        if (request.Etd <= request.Eta)
        {
            return ValidationProblem("ETD must be after ETA.");
        }

        if (await _bookings.HasOverlapAsync(berthId, request.Eta, request.Etd, excludeBookingId: null, ct: ct))
        {
            return Conflict($"Berth {berthId} is already booked in that window.");
        }

        var created = await _bookings.CreateAsync(berthId, request, ct);
        // ... keep existing code
    }

    [HttpPut("{bookingId:guid}/window")]
    public async Task<ActionResult<BerthBookingDto>> Reschedule(
        string berthId, Guid bookingId, [FromBody] RescheduleRequest request, CancellationToken ct)
    {
        // ... keep existing code

        if (await _bookings.HasOverlapAsync(berthId, request.Eta, request.Etd, excludeBookingId: bookingId, ct: ct))
        {
            return Conflict($"Berth {berthId} is already booked in that window.");
        }

        var updated = await _bookings.RescheduleAsync(berthId, bookingId, request.Eta, request.Etd, ct);
        // ... keep existing code
