        public decimal Tax(Invoice invoice)
        {
            var rate = _taxRates.RateFor(invoice.ShippingAddress.CountryCode);
            var taxable = Subtotal(invoice) - Discount(invoice) + Shipping(invoice);
            return Math.Round(taxable * rate, 2, MidpointRounding.ToEven);
        }

        // ... rest of InvoiceCalculator unchanged ...
