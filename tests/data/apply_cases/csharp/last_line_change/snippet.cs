        // ... existing code ...
        public async Task<ActionResult<Product>> Create(Product product)
        {
            var created = await _products.AddAsync(product);
            return Created($"/api/products/{created.Id}", created);
        }
        // ... existing code ...
