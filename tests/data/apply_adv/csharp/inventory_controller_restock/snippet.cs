// ... keep existing code

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
// ... keep existing code
