        // ... existing code ...

        [HttpPut("{id}")]
        public async Task<IActionResult> Update(int id, Product product)
        {
            if (id != product.Id)
            {
                return UnprocessableEntity();
            }
            // ... existing code ...
        }
    }
}
