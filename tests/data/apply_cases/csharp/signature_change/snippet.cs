        // ... existing code ...

        [HttpGet]
        public async Task<ActionResult<IEnumerable<Product>>> GetAll(int page = 1, int size = 20)
        {
            var items = await _products.ListAsync(page, size);
            return Ok(items);
        }

        // ... existing code ...
