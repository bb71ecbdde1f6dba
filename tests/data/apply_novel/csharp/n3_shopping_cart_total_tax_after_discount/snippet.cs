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
