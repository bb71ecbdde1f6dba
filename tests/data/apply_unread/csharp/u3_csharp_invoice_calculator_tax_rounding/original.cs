using System;
using System.Collections.Generic;
using System.Linq;
using Acme.Billing.Models;

namespace Acme.Billing.Calculation
{
    public sealed class InvoiceCalculator
    {
        private readonly ITaxRateProvider _taxRates;
        private readonly decimal _freeShippingThreshold;

        public InvoiceCalculator(ITaxRateProvider taxRates, decimal freeShippingThreshold = 50m)
        {
            _taxRates = taxRates ?? throw new ArgumentNullException(nameof(taxRates));
            _freeShippingThreshold = freeShippingThreshold;
        }

        public decimal Subtotal(Invoice invoice)
        {
            var sum = invoice.Lines.Sum(line => line.UnitPrice * line.Quantity);
            return Math.Round(sum, 2, MidpointRounding.AwayFromZero);
        }

        public decimal Discount(Invoice invoice)
        {
            if (invoice.Coupon is null)
            {
                return 0m;
            }

            var subtotal = Subtotal(invoice);
            var discount = invoice.Coupon.IsPercentage
                ? subtotal * invoice.Coupon.Value / 100m
                : Math.Min(invoice.Coupon.Value, subtotal);
            return Math.Round(discount, 2, MidpointRounding.AwayFromZero);
        }

        public decimal Shipping(Invoice invoice)
        {
            if (Subtotal(invoice) - Discount(invoice) >= _freeShippingThreshold)
            {
                return 0m;
            }

            var weight = invoice.Lines.Sum(line => line.WeightKg * line.Quantity);
            var cost = 4.90m + Math.Max(0m, weight - 2m) * 1.25m;
            return Math.Round(cost, 2, MidpointRounding.AwayFromZero);
        }

        public decimal Tax(Invoice invoice)
        {
            var rate = _taxRates.RateFor(invoice.ShippingAddress.CountryCode);
            var taxable = Subtotal(invoice) - Discount(invoice) + Shipping(invoice);
            return Math.Round(taxable * rate, 2, MidpointRounding.AwayFromZero);
        }

        public decimal Total(Invoice invoice)
        {
            return Subtotal(invoice) - Discount(invoice) + Shipping(invoice) + Tax(invoice);
        }

        public IReadOnlyList<InvoiceLineSummary> Summarize(Invoice invoice)
        {
            return invoice.Lines
                .Select(line => new InvoiceLineSummary(
                    line.Sku,
                    line.Description,
                    line.Quantity,
                    Math.Round(line.UnitPrice * line.Quantity, 2, MidpointRounding.AwayFromZero)))
                .ToList();
        }
    }
}
