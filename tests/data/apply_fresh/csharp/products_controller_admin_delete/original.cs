using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Catalog.Api.Models;
using Catalog.Api.Services;

namespace Catalog.Api.Controllers;

[ApiController]
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
    private readonly IProductRepository _products;

    public ProductsController(IProductRepository products)
    {
        _products = products;
    }

    [HttpGet]
    public async Task<ActionResult<IEnumerable<ProductDto>>> List([FromQuery] int page = 1, [FromQuery] int pageSize = 20)
    {
        var items = await _products.ListAsync(page, pageSize);
        return Ok(items.Select(ProductDto.From));
    }

    [HttpGet("{id:int}")]
    public async Task<ActionResult<ProductDto>> Get(int id)
    {
        var product = await _products.FindAsync(id);
        if (product is null)
        {
            return NotFound();
        }
        return Ok(ProductDto.From(product));
    }

    [HttpPost]
    [Authorize]
    public async Task<ActionResult<ProductDto>> Create(CreateProductRequest request)
    {
        var product = await _products.AddAsync(request.ToProduct());
        return CreatedAtAction(nameof(Get), new { id = product.Id }, ProductDto.From(product));
    }

    [HttpPut("{id:int}")]
    [Authorize]
    public async Task<IActionResult> Update(int id, UpdateProductRequest request)
    {
        var product = await _products.FindAsync(id);
        if (product is null)
        {
            return NotFound();
        }
        request.ApplyTo(product);
        await _products.SaveAsync(product);
        return NoContent();
    }

    [HttpDelete("{id:int}")]
    [Authorize]
    public async Task<IActionResult> Delete(int id)
    {
        var product = await _products.FindAsync(id);
        if (product is null)
        {
            return NotFound();
        }
        await _products.RemoveAsync(product);
        return NoContent();
    }
}
