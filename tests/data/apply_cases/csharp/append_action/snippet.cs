        // ... existing code ...

        [HttpDelete("{id}")]
        public async Task<IActionResult> Delete(int id)
        {
            var removed = await _products.RemoveAsync(id);
            if (!removed)
            {
                return NotFound();
            }
            return NoContent();
        }
    }
}
