        // ... existing code ...

        /// <summary>Captures a previously authorized payment.</summary>
        [HttpPost("{id:guid}/capture")]
        public async Task<IActionResult> Capture(Guid id, CancellationToken ct)
        {
            var result = await _payments.CaptureAsync(id, ct);
            return result.Succeeded ? Ok(result.Payment) : Conflict(new { error = result.Error });
        }

        /// <summary>Refunds part or all of a captured payment.</summary>
        [HttpPost("{id:guid}/refund")]
        public async Task<IActionResult> Refund(Guid id, [FromBody] RefundRequest request, CancellationToken ct)
        {
            // ... existing code ...
        }

        // ... existing code ...
