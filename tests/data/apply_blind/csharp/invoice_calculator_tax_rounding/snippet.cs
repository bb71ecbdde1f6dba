    public decimal Tax(IEnumerable<InvoiceLine> lines, Coupon? coupon, string region)
    {
        var rate = _taxRates.RateFor(region);
        var taxable = Subtotal(lines.Where(l => !l.TaxExempt)) - Discount(lines, coupon);
        if (taxable <= 0m)
        {
            return 0m;
        }
        return Math.Round(taxable * rate, 2, MidpointRounding.AwayFromZero);
    }

    // ... existing code ...
