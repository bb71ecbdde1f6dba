using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Warehouse.Api.Contracts;
using Warehouse.Application.Inventory;

namespace Warehouse.Api.Controllers
{
    [ApiController]
    [Route("api/[controller]")]
    [Authorize]
    public class InventoryController : ControllerBase
    {
        private readonly IInventoryService _inventory;

        public InventoryController(IInventoryService inventory)
        {
            _inventory = inventory;
        }

        [HttpGet("{sku}")]
        public async Task<ActionResult<StockItemDto>> Get(string sku)
        {
            var item = await _inventory.FindAsync(sku);
            if (item is null)
            {
                return NotFound();
            }

            return Ok(StockItemDto.From(item));
        }

        [HttpGet("legacy/stock")]
        [Obsolete("Use GET api/inventory/{sku} instead.")]
        public async Task<IActionResult> GetLegacyStock([FromQuery] string sku, [FromQuery] string? warehouse)
        {
            var item = await _inventory.FindAsync(sku);
            if (item is null)
            {
                return Ok(new { sku, quantity = 0, warehouse = warehouse ?? "MAIN" });
            }

            return Ok(new { sku, quantity = item.Quantity, warehouse = warehouse ?? item.WarehouseCode });
        }

        [HttpPost("{sku}/adjust")]
        [Authorize(Roles = "WarehouseManager")]
        public async Task<IActionResult> Adjust(string sku, [FromBody] AdjustStockRequest request)
        {
            if (request.Delta == 0)
            {
                return BadRequest("Delta must not be zero.");
            }

            await _inventory.AdjustAsync(sku, request.Delta, request.Reason, User.Identity?.Name);
            return NoContent();
        }

        [HttpPost("{sku}/reserve")]
        public async Task<IActionResult> Reserve(string sku, [FromBody] ReserveStockRequest request)
        {
            var reserved = await _inventory.ReserveAsync(sku, request.Quantity, request.OrderId);
            return reserved ? Accepted() : Conflict("Insufficient stock.");
        }
    }
}
