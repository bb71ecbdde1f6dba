using Microsoft.AspNetCore.Mvc;
using Shop.Api.Contracts;
using Shop.Application.Orders;

namespace Shop.Api.Controllers;

[ApiController]
[Route("api/orders")]
public class OrdersController : ControllerBase
{
    private readonly IOrderService _orders;

    public OrdersController(IOrderService orders)
    {
        _orders = orders;
    }

    [HttpGet]
    public async Task<ActionResult<IReadOnlyList<OrderDto>>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20)
    {
        var orders = await _orders.ListAsync(page, pageSize);
        return Ok(orders.Select(OrderDto.From).ToList());
    }

    [HttpGet("{id:guid}")]
    public async Task<ActionResult<OrderDto>> Get(Guid id)
    {
        var order = await _orders.FindAsync(id);
        return order is null ? NotFound() : Ok(OrderDto.From(order));
    }

    [HttpPost]
    public async Task<ActionResult<OrderDto>> Create(CreateOrderRequest request)
    {
        var order = await _orders.CreateAsync(request.CustomerId, request.Lines);
        return CreatedAtAction(nameof(Get), new { id = order.Id }, OrderDto.From(order));
    }

    [HttpPost("{id:guid}/cancel")]
    public async Task<IActionResult> Cancel(Guid id)
    {
        var cancelled = await _orders.CancelAsync(id);
        return cancelled ? NoContent() : Conflict();
    }

    [HttpDelete("{id:guid}")]
    public async Task<IActionResult> Delete(Guid id)
    {
        await _orders.DeleteAsync(id);
        return NoContent();
    }
}
