        // ... existing endpoints ...

        [HttpPost("{barcode}/return")]
        public async Task<ActionResult<LoanDto>> Return(string cardNumber, string barcode)
        {
            var loan = await _loans.FindActiveLoanAsync(cardNumber, barcode);
            if (loan == null)
            {
                return NotFound();
            }

            var returned = await _loans.ReturnAsync(loan.Id, DateTime.UtcNow);
            return Ok(returned);
        }

        [HttpPost("{barcode}/renew")]
        public async Task<ActionResult<LoanDto>> Renew(string cardNumber, string barcode)
        {
            var loan = await _loans.FindActiveLoanAsync(cardNumber, barcode);
            if (loan == null)
            {
                return NotFound();
            }

            if (await _loans.HasPendingHoldsAsync(barcode))
            {
                return Conflict(new { error = "This item has holds waiting and cannot be renewed." });
            }

            var renewed = await _loans.RenewAsync(loan.Id, DateTime.UtcNow);
            return Ok(renewed);
        }
    }
}
