        // ...

        [HttpGet]
        public async Task<ActionResult<IReadOnlyList<InvoiceDto>>> List(
            [FromQuery] Guid? ownerId,
            [FromQuery] InvoiceStatus? status,
            [FromQuery] bool overdueOnly,
            CancellationToken ct)
        {
            var invoices = await _invoices.ListAsync(ownerId, ct);
            // ...
            if (overdueOnly)
            {
                var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
                invoices = invoices.Where(i => i.Status != InvoiceStatus.Paid && i.DueDate < today).ToList();
            }
            return Ok(invoices);
        }

        // ... rest of the code ...
