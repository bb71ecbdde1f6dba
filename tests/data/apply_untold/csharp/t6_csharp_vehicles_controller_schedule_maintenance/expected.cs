using Acme.Fleet.Api.Contracts;
using Acme.Fleet.Domain;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Fleet.Api.Controllers;

[ApiController]
[Route("api/vehicles")]
[Authorize]
public class VehiclesController : ControllerBase
{
    private readonly IVehicleStore _store;

    public VehiclesController(IVehicleStore store)
    {
        _store = store;
    }

    [HttpGet]
    public async Task<ActionResult<IEnumerable<VehicleDto>>> List([FromQuery] string? depot, CancellationToken ct)
    {
        var vehicles = await _store.ListAsync(depot, ct);
        return Ok(vehicles.Select(VehicleDto.From));
    }

    [HttpGet("{id:guid}")]
    public async Task<ActionResult<VehicleDto>> Get(Guid id, CancellationToken ct)
    {
        var vehicle = await _store.FindAsync(id, ct);
        if (vehicle is null)
        {
            return NotFound();
        }
        return Ok(VehicleDto.From(vehicle));
    }

    [HttpPost]
    [Authorize(Roles = "fleet-admin")]
    public async Task<ActionResult<VehicleDto>> Create(CreateVehicleRequest request, CancellationToken ct)
    {
        var vehicle = Vehicle.Register(request.Registration, request.Model, request.Depot);
        await _store.AddAsync(vehicle, ct);
        return CreatedAtAction(nameof(Get), new { id = vehicle.Id }, VehicleDto.From(vehicle));
    }

    [HttpPut("{id:guid}/depot")]
    [Authorize(Roles = "fleet-admin")]
    public async Task<IActionResult> MoveToDepot(Guid id, MoveDepotRequest request, CancellationToken ct)
    {
        var vehicle = await _store.FindAsync(id, ct);
        if (vehicle is null)
        {
            return NotFound();
        }
        vehicle.MoveTo(request.Depot);
        await _store.UpdateAsync(vehicle, ct);
        return NoContent();
    }

    [HttpDelete("{id:guid}")]
    [Authorize(Roles = "fleet-admin")]
    public async Task<IActionResult> Retire(Guid id, CancellationToken ct)
    {
        var vehicle = await _store.FindAsync(id, ct);
        if (vehicle is null)
        {
            return NotFound();
        }
        vehicle.Retire();
        await _store.UpdateAsync(vehicle, ct);
        return NoContent();
    }

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
