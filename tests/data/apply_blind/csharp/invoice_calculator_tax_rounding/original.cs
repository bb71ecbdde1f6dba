using System;
using System.Collections.Generic;
using System.Linq;
using Acme.Billing.Domain;

namespace Acme.Billing.Services;

public class InvoiceCalculator
{
    private readonly ITaxRateProvider _taxRates;

    public InvoiceCalculator(ITaxRateProvider taxRates)
    {
        _taxRates = taxRates;
    }

    public decimal Subtotal(IEnumerable<InvoiceLine> lines)
    {
        var sum = lines.Sum(l => l.UnitPrice * l.Quantity);
        return Math.Round(sum, 2);
    }

    public decimal Discount(IEnumerable<InvoiceLine> lines, Coupon? coupon)
    {
        if (coupon is null)
        {
            return 0m;
        }
        var eligible = lines.Where(l => coupon.AppliesTo(l.Sku)).Sum(l => l.UnitPrice * l.Quantity);
        var discount = coupon.IsPercentage ? eligible * coupon.Value / 100m : Math.Min(coupon.Value, eligible);
        return Math.Round(discount, 2);
    }

    public decimal Tax(IEnumerable<InvoiceLine> lines, Coupon? coupon, string region)
    {
        var rate = _taxRates.RateFor(region);
        var taxable = Subtotal(lines.Where(l => !l.TaxExempt)) - Discount(lines, coupon);
        if (taxable <= 0m)
        {
            return 0m;
        }
        return Math.Round(taxable * rate, 2);
    }

    public decimal Total(IEnumerable<InvoiceLine> lines, Coupon? coupon, string region)
    {
        var list = lines.ToList();
        var total = Subtotal(list) - Discount(list, coupon) + Tax(list, coupon, region);
        return Math.Round(total, 2);
    }
}
