// holidaySurcharge returns the uplift for public holidays in the property's region.
func holidaySurcharge(plan *RatePlan, night time.Time, base money.Amount) money.Amount {
	// ... existing code ...
	if !plan.Calendar.IsHoliday(night) && !plan.Calendar.IsHoliday(night.AddDate(0, 0, 1)) {
		return money.Zero
	}
	// ... existing code ...
}
