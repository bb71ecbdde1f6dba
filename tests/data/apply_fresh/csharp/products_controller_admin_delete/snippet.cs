// ... usings, constructor and the GET actions unchanged ...

    [HttpPost]
    [Authorize]
    public async Task<ActionResult<ProductDto>> Create(CreateProductRequest request)
    {
        if (await _products.SkuExistsAsync(request.Sku))
        {
            return Conflict(new { message = $"SKU '{request.Sku}' already exists." });
        }
        var product = await _products.AddAsync(request.ToProduct());
        return CreatedAtAction(nameof(Get), new { id = product.Id }, ProductDto.From(product));
    }

    // ... Update action as before ...

    [HttpDelete("{id:int}")]
    [Authorize(Roles = "Admin")]
    public async Task<IActionResult> Delete(int id)
    {
        // ... body unchanged ...
    }
}
