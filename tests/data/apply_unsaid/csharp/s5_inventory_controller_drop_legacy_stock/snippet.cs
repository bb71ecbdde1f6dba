        [HttpGet("{sku}")]
        public async Task<ActionResult<StockItemDto>> Get(string sku)
        {
            // ... unchanged ...
        }

        // ... removed the obsolete GetLegacyStock endpoint ...

        [HttpPost("{sku}/adjust")]
        [Authorize(Roles = "WarehouseManager")]
        public async Task<IActionResult> Adjust(string sku, [FromBody] AdjustStockRequest request)
        // ... rest of the controller unchanged ...
