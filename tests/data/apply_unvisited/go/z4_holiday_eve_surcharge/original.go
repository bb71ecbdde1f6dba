package pricing

import (
	"time"

	"github.com/harbourlight/booking/internal/calendar"
	"github.com/harbourlight/booking/internal/money"
)

// RatePlan holds the surcharge configuration for a sellable rate.
type RatePlan struct {
	Code       string
	PropertyID string
	WeekendPct int
	HolidayPct int
	EventPct   int
	Calendar   calendar.Source
}

// NightlyBreakdown is the per-night price split shown on folios.
type NightlyBreakdown struct {
	Night     time.Time
	Base      money.Amount
	Surcharge money.Amount
}

// weekendSurcharge returns the uplift for Friday and Saturday nights.
func weekendSurcharge(plan *RatePlan, night time.Time, base money.Amount) money.Amount {
	if plan.WeekendPct == 0 {
		return money.Zero
	}
	if !isWeekendNight(night) {
		return money.Zero
	}
	return base.Percent(plan.WeekendPct)
}

// holidaySurcharge returns the uplift for public holidays in the property's region.
func holidaySurcharge(plan *RatePlan, night time.Time, base money.Amount) money.Amount {
	if plan.HolidayPct == 0 {
		return money.Zero
	}
	if !plan.Calendar.IsHoliday(night) {
		return money.Zero
	}
	return base.Percent(plan.HolidayPct)
}

// eventSurcharge returns the uplift for city-wide events near the property.
func eventSurcharge(plan *RatePlan, night time.Time, base money.Amount) money.Amount {
	if plan.EventPct == 0 {
		return money.Zero
	}
	if !plan.Calendar.HasEvent(night, plan.PropertyID) {
		return money.Zero
	}
	return base.Percent(plan.EventPct)
}

func isWeekendNight(night time.Time) bool {
	wd := night.Weekday()
	return wd == time.Friday || wd == time.Saturday
}

// Breakdown prices every night of a stay and applies the largest surcharge only.
func Breakdown(plan *RatePlan, base money.Amount, checkIn, checkOut time.Time) []NightlyBreakdown {
	var nights []NightlyBreakdown
	for night := checkIn; night.Before(checkOut); night = night.AddDate(0, 0, 1) {
		surcharge := money.Max(
			weekendSurcharge(plan, night, base),
			holidaySurcharge(plan, night, base),
			eventSurcharge(plan, night, base),
		)
		nights = append(nights, NightlyBreakdown{Night: night, Base: base, Surcharge: surcharge})
	}
	return nights
}
