using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Http;
using Microsoft.AspNetCore.Mvc;
using Shop.Catalog.Models;
using Shop.Catalog.Services;

namespace Shop.Catalog.Controllers
{
    [ApiController]
    [Route("api/products")]
    public class ProductsController : ControllerBase
    {
        private readonly IProductService _products;

        public ProductsController(IProductService products)
        {
            _products = products;
        }

        [HttpGet]
        public async Task<ActionResult<IReadOnlyList<ProductDto>>> List([FromQuery] int page = 1, CancellationToken ct = default)
        {
            var items = await _products.ListAsync(page, ct);
            return Ok(items);
        }

        [HttpGet("{id:int}")]
        public async Task<ActionResult<ProductDto>> Get(int id, CancellationToken ct)
        {
            var product = await _products.FindAsync(id, ct);
            return product is null ? NotFound() : Ok(product);
        }

        [HttpGet("sku/{sku}")]
        public async Task<ActionResult<ProductDto>> GetBySku(string sku, CancellationToken ct)
        {
            var product = await _products.FindBySkuAsync(sku, ct);
            return product is null ? NotFound() : Ok(product);
        }

        [Obsolete("Use GetBySku; legacy codes are no longer issued.")]
        [HttpGet("legacy/{code}")]
        public async Task<ActionResult<ProductDto>> GetByLegacyCode(string code, CancellationToken ct)
        {
            var sku = await _products.MapLegacyCodeAsync(code, ct);
            if (sku is null)
            {
                return NotFound();
            }
            return RedirectToAction(nameof(GetBySku), new { sku });
        }

        [HttpPost]
        [ProducesResponseType(StatusCodes.Status201Created)]
        public async Task<ActionResult<ProductDto>> Create(CreateProductRequest request, CancellationToken ct)
        {
            var created = await _products.CreateAsync(request, ct);
            return CreatedAtAction(nameof(Get), new { id = created.Id }, created);
        }

        [HttpDelete("{id:int}")]
        public async Task<IActionResult> Delete(int id, CancellationToken ct)
        {
            var removed = await _products.DeleteAsync(id, ct);
            return removed ? NoContent() : NotFound();
        }
    }
}
