using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using PortOps.Berths.Application;
using PortOps.Berths.Contracts;

namespace PortOps.Berths.Api.Controllers;

[ApiController]
[Route("api/berths/{berthId}/bookings")]
[Authorize(Policy = "BerthPlanner")]
public class BerthBookingsController : ControllerBase
{
    private readonly IBerthBookingService _bookings;
    private readonly TimeProvider _clock;

    public BerthBookingsController(IBerthBookingService bookings, TimeProvider clock)
    {
        _bookings = bookings;
        _clock = clock;
    }

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<BerthBookingDto>>> List(
        string berthId, [FromQuery] DateOnly? from, CancellationToken ct)
    {
        var start = from ?? DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        var result = await _bookings.ListAsync(berthId, start, ct);
        return Ok(result);
    }

    [HttpGet("{bookingId:guid}")]
    public async Task<ActionResult<BerthBookingDto>> Get(string berthId, Guid bookingId, CancellationToken ct)
    {
        var booking = await _bookings.FindAsync(berthId, bookingId, ct);
        if (booking is null)
        {
            return NotFound();
        }
        return Ok(booking);
    }

    [HttpPost]
    public async Task<ActionResult<BerthBookingDto>> Create(
        string berthId, [FromBody] CreateBerthBookingRequest request, CancellationToken ct)
    {
        if (request.Etd <= request.Eta)
        {
            return ValidationProblem("ETD must be after ETA.");
        }

        var created = await _bookings.CreateAsync(berthId, request, ct);
        return CreatedAtAction(nameof(Get), new { berthId, bookingId = created.Id }, created);
    }

    [HttpPut("{bookingId:guid}/window")]
    public async Task<ActionResult<BerthBookingDto>> Reschedule(
        string berthId, Guid bookingId, [FromBody] RescheduleRequest request, CancellationToken ct)
    {
        if (request.Etd <= request.Eta)
        {
            return ValidationProblem("ETD must be after ETA.");
        }

        var updated = await _bookings.RescheduleAsync(berthId, bookingId, request.Eta, request.Etd, ct);
        if (updated is null)
        {
            return NotFound();
        }
        return Ok(updated);
    }

    [HttpDelete("{bookingId:guid}")]
    public async Task<IActionResult> Cancel(string berthId, Guid bookingId, CancellationToken ct)
    {
        var cancelled = await _bookings.CancelAsync(berthId, bookingId, ct);
        if (!cancelled)
        {
            return NotFound();
        }
        return NoContent();
    }
}
