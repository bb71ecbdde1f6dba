// ... keep existing code

    public decimal CalculateTotal(Invoice invoice)
    {
        // ... keep existing code
    }

    public async Task ApplyDiscountAsync(Guid invoiceId, decimal percent)
    {
        if (percent is < 0m or > 100m)
        {
            throw new ArgumentOutOfRangeException(nameof(percent), "Discount must be between 0 and 100.");
        }

        var invoice = await GetRequiredAsync(invoiceId);
        if (invoice.Status != InvoiceStatus.Draft)
        {
            throw new InvalidOperationException("Discounts can only be applied to draft invoices.");
        }

        invoice.DiscountPercent = percent;
        invoice.Total = CalculateTotal(invoice);
        await _repository.UpdateAsync(invoice);
        _logger.LogInformation("Applied {Percent}% discount to invoice {InvoiceId}", percent, invoiceId);
    }

    public async Task MarkAsSentAsync(Guid invoiceId)
// ... keep existing code
