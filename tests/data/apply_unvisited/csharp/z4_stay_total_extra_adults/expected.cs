using System;
using System.Collections.Generic;
using System.Linq;
using Harbourlight.Booking.Domain;

namespace Harbourlight.Booking.Pricing
{
    public sealed class RateQuoteService
    {
        private readonly IRatePlanRepository _ratePlans;
        private readonly INightlyRateStore _nightlyRates;
        private readonly ITaxCalculator _taxes;

        public RateQuoteService(IRatePlanRepository ratePlans, INightlyRateStore nightlyRates, ITaxCalculator taxes)
        {
            _ratePlans = ratePlans;
            _nightlyRates = nightlyRates;
            _taxes = taxes;
        }

        public RateQuote Quote(string propertyId, string ratePlanCode, DateOnly checkIn, DateOnly checkOut, int adults)
        {
            var plan = _ratePlans.Get(propertyId, ratePlanCode)
                ?? throw new KeyNotFoundException($"Rate plan {ratePlanCode} not found for {propertyId}");

            var subtotal = CalculateStayTotal(plan, checkIn, checkOut, adults);
            var tax = _taxes.ForStay(propertyId, subtotal, checkOut.DayNumber - checkIn.DayNumber);

            return new RateQuote(plan.Code, checkIn, checkOut, adults, subtotal, tax, subtotal + tax);
        }

        public IReadOnlyList<RateQuote> QuoteAll(string propertyId, DateOnly checkIn, DateOnly checkOut, int adults)
        {
            var quotes = new List<RateQuote>();
            foreach (var plan in _ratePlans.Sellable(propertyId, checkIn))
            {
                var subtotal = CalculateStayTotal(plan, checkIn, checkOut, adults);
                var tax = _taxes.ForStay(propertyId, subtotal, checkOut.DayNumber - checkIn.DayNumber);
                quotes.Add(new RateQuote(plan.Code, checkIn, checkOut, adults, subtotal, tax, subtotal + tax));
            }

            return quotes.OrderBy(q => q.Total).ToList();
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

            if (plan.DiscountPercent > 0)
            {
                total -= Math.Round(total * plan.DiscountPercent / 100m, 2, MidpointRounding.ToEven);
            }

            return total;
        }
    }
}
