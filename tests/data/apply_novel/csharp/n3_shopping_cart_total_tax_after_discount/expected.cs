using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Checkout.Domain
{
    public sealed class ShoppingCart
    {
        private readonly List<CartLine> _lines = new();
        private readonly ITaxPolicy _taxPolicy;

        public ShoppingCart(ITaxPolicy taxPolicy)
        {
            _taxPolicy = taxPolicy ?? throw new ArgumentNullException(nameof(taxPolicy));
        }

        public IReadOnlyList<CartLine> Lines => _lines;

        public Coupon? AppliedCoupon { get; private set; }

        public void AddItem(Product product, int quantity)
        {
            if (quantity <= 0)
            {
                throw new ArgumentOutOfRangeException(nameof(quantity));
            }

            var existing = _lines.FirstOrDefault(l => l.Product.Sku == product.Sku);
            if (existing is not null)
            {
                existing.Quantity += quantity;
                return;
            }

            _lines.Add(new CartLine(product, quantity));
        }

        public void RemoveItem(string sku)
        {
            _lines.RemoveAll(l => l.Product.Sku == sku);
        }

        public void ApplyCoupon(Coupon coupon)
        {
            if (coupon.ExpiresAt < DateTime.UtcNow)
            {
                throw new InvalidOperationException($"Coupon {coupon.Code} has expired.");
            }

            AppliedCoupon = coupon;
        }

        public decimal CalculateSubtotal()
        {
            return _lines.Sum(l => l.Product.UnitPrice * l.Quantity);
        }

        public decimal CalculateTotal()
        {
            var subtotal = CalculateSubtotal();
            if (subtotal == 0m)
            {
                return 0m;
            }

            var discount = AppliedCoupon?.PercentOff is decimal pct ? subtotal * pct / 100m : 0m;
            var discounted = Math.Max(0m, subtotal - discount);
            var tax = _taxPolicy.TaxFor(discounted);
            return Math.Round(discounted + tax, 2, MidpointRounding.AwayFromZero);
        }

        public void Clear()
        {
            _lines.Clear();
            AppliedCoupon = null;
        }
    }
}
