        // ... existing code ...

        public RateQuote Quote(string propertyId, string ratePlanCode, DateOnly checkIn, DateOnly checkOut, int adults)
        {
            // ... existing code ...
            var subtotal = CalculateStayTotal(plan, checkIn, checkOut, adults);
            // ... existing code ...
        }

        public IReadOnlyList<RateQuote> QuoteAll(string propertyId, DateOnly checkIn, DateOnly checkOut, int adults)
        {
            var quotes = new List<RateQuote>();
            foreach (var plan in _ratePlans.Sellable(propertyId, checkIn))
            {
                var subtotal = CalculateStayTotal(plan, checkIn, checkOut, adults);
                // ... existing code ...
            }
            // ... existing code ...
        }

        private decimal CalculateStayTotal(RatePlan plan, DateOnly checkIn, DateOnly checkOut, int adults)
        {
            var extraAdults = Math.Max(0, adults - plan.BaseOccupancy);
            decimal total = 0m;
            for (var night = checkIn; night < checkOut; night = night.AddDays(1))
            {
                var nightly = _nightlyRates.Get(plan.Id, night);
                total += nightly.Amount + extraAdults * plan.ExtraAdultCharge;
            }
            // ... existing code ...
        }
    }
}
