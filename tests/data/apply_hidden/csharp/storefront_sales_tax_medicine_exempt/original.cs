using System;
using System.Collections.Generic;
using System.Linq;

namespace Storefront.Checkout.Tax
{
    public enum ProductCategory
    {
        General,
        Food,
        Clothing,
        Medicine,
        Digital
    }

    public sealed record CartLine(string Sku, ProductCategory Category, decimal UnitPrice, int Quantity);

    public sealed record TaxBreakdown(decimal Subtotal, decimal Tax, decimal Total);

    public class SalesTaxCalculator
    {
        private readonly decimal _standardRate;
        private readonly decimal _reducedRate;

        public SalesTaxCalculator(decimal standardRate, decimal reducedRate)
        {
            if (standardRate < 0 || reducedRate < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(standardRate), "Rates must be non-negative.");
            }
            _standardRate = standardRate;
            _reducedRate = reducedRate;
        }

        public decimal RateFor(ProductCategory category)
        {
            switch (category)
            {
                case ProductCategory.Food:
                case ProductCategory.Medicine:
                    return _reducedRate;
                default:
                    return _standardRate;
            }
        }

        public decimal LineTax(CartLine line)
        {
            var net = line.UnitPrice * line.Quantity;
            return Math.Round(net * RateFor(line.Category), 2, MidpointRounding.AwayFromZero);
        }

        public TaxBreakdown Calculate(IEnumerable<CartLine> lines)
        {
            var list = lines.ToList();
            var subtotal = list.Sum(l => l.UnitPrice * l.Quantity);
            var tax = list.Sum(LineTax);
            return new TaxBreakdown(subtotal, tax, subtotal + tax);
        }

        public decimal EffectiveRate(IEnumerable<CartLine> lines)
        {
            var breakdown = Calculate(lines);
            return breakdown.Subtotal == 0 ? 0 : Math.Round(breakdown.Tax / breakdown.Subtotal, 4);
        }
    }
}
