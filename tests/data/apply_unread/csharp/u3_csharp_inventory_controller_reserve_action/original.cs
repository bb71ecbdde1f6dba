using System.Threading;
using System.Threading.Tasks;
using Acme.Warehouse.Domain;
using Acme.Warehouse.Services;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

namespace Acme.Warehouse.Controllers;

[ApiController]
[Route("api/inventory")]
public class InventoryController : ControllerBase
{
    private readonly IInventoryService _inventory;
    private readonly ILogger<InventoryController> _logger;

    public InventoryController(IInventoryService inventory, ILogger<InventoryController> logger)
    {
        _inventory = inventory;
        _logger = logger;
    }

    [HttpGet("{sku}")]
    public async Task<ActionResult<StockLevelResponse>> Get(string sku, CancellationToken ct)
    {
        var level = await _inventory.GetLevelAsync(sku, ct);
        if (level is null)
        {
            return NotFound();
        }

        return Ok(StockLevelResponse.From(level));
    }

    [HttpPost("{sku}/receive")]
    public async Task<IActionResult> Receive(string sku, [FromBody] ReceiveRequest request, CancellationToken ct)
    {
        if (request.Quantity <= 0)
        {
            return BadRequest("Quantity must be positive.");
        }

        await _inventory.ReceiveAsync(sku, request.Quantity, request.Location, ct);
        _logger.LogInformation("Received {Quantity} of {Sku} at {Location}", request.Quantity, sku, request.Location);
        return NoContent();
    }

    [HttpPost("{sku}/adjust")]
    public async Task<IActionResult> Adjust(string sku, [FromBody] AdjustRequest request, CancellationToken ct)
    {
        var result = await _inventory.AdjustAsync(sku, request.Delta, request.Reason, ct);
        if (!result.Succeeded)
        {
            return Conflict(result.Error);
        }

        _logger.LogInformation("Adjusted {Sku} by {Delta}: {Reason}", sku, request.Delta, request.Reason);
        return NoContent();
    }
}

public sealed record ReceiveRequest(int Quantity, string Location);

public sealed record AdjustRequest(int Delta, string Reason);

public sealed record ReserveRequest(int Quantity, string OrderId);

public sealed record StockLevelResponse(string Sku, int OnHand, int Reserved, int Available)
{
    public static StockLevelResponse From(StockLevel level) =>
        new(level.Sku, level.OnHand, level.Reserved, level.OnHand - level.Reserved);
}
