    public class ProductsController : ControllerBase
    {
        // ... existing code ...

        [HttpGet("search")]
        public async Task<ActionResult<IEnumerable<Product>>> Search(string q)
        {
            var items = await _products.SearchAsync(q);
            return Ok(items);
        }
    }
