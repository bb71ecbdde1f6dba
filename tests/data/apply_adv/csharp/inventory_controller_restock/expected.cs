using System.Threading;
using System.Threading.Tasks;
using Acme.Inventory.Contracts;
using Acme.Inventory.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace Acme.Inventory.Api.Controllers
{
    [ApiController]
    [Route("api/items")]
    [Authorize]
    public class InventoryController : ControllerBase
    {
        private readonly IInventoryService _inventory;

        public InventoryController(IInventoryService inventory)
        {
            _inventory = inventory;
        }

        [HttpGet]
        public async Task<ActionResult<PagedResult<ItemDto>>> List(
            [FromQuery] int page = 1,
            [FromQuery] int pageSize = 25,
            CancellationToken ct = default)
        {
            var result = await _inventory.ListAsync(page, pageSize, ct);
            return Ok(result);
        }

        [HttpGet("{id:int}")]
        public async Task<ActionResult<ItemDto>> Get(int id, CancellationToken ct)
        {
            var item = await _inventory.GetAsync(id, ct);
            if (item is null)
            {
                return NotFound();
            }
            return Ok(item);
        }

        [HttpPost]
        [Authorize(Roles = "inventory-admin")]
        public async Task<ActionResult<ItemDto>> Create([FromBody] CreateItemRequest request, CancellationToken ct)
        {
            var created = await _inventory.CreateAsync(request, ct);
            return CreatedAtAction(nameof(Get), new { id = created.Id }, created);
        }

        [HttpPut("{id:int}")]
        [Authorize(Roles = "inventory-admin")]
        public async Task<ActionResult<ItemDto>> Update(int id, [FromBody] UpdateItemRequest request, CancellationToken ct)
        {
            var updated = await _inventory.UpdateAsync(id, request, ct);
            if (updated is null)
            {
                return NotFound();
            }
            return Ok(updated);
        }

        [HttpPost("{id:int}/restock")]
        [Authorize(Roles = "inventory-admin")]
        public async Task<ActionResult<ItemDto>> Restock(int id, [FromBody] RestockRequest request, CancellationToken ct)
        {
            if (request.Quantity <= 0)
            {
                return BadRequest("Quantity must be positive.");
            }
            var item = await _inventory.RestockAsync(id, request.Quantity, request.Reference, ct);
            if (item is null)
            {
                return NotFound();
            }
            return Ok(item);
        }

        [HttpDelete("{id:int}")]
        [Authorize(Roles = "inventory-admin")]
        public async Task<IActionResult> Delete(int id, CancellationToken ct)
        {
            var removed = await _inventory.DeleteAsync(id, ct);
            return removed ? NoContent() : NotFound();
        }
    }
}
