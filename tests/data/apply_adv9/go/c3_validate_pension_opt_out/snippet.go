// ... existing code ...

	if !sortCodeRe.MatchString(e.Bank.SortCode) {
		return fieldError("bank.sort_code", "must look like 12-34-56")
	}
	return nil
}

func validatePensionOptOut(e *Employee) error {
	if e.Pension.OptedOut && e.Pension.OptOutDate == nil {
		return fieldError("pension.opt_out_date", "is required when the employee has opted out")
	}
	if e.Pension.OptOutDate != nil && e.Pension.OptOutDate.Before(e.StartDate) {
		return fieldError("pension.opt_out_date", "cannot be before the start date")
	}
	return nil
}

var validators = []func(*Employee) error{
	validateNINumber,
	validateTaxCode,
	validateSortCode,
	validatePensionOptOut,
}

// ... existing code ...
