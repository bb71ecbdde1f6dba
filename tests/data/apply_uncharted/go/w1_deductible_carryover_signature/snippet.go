// ... existing code ...

// applyDeductible consumes the member's remaining deductible and returns what is left of amount.
func applyDeductible(amount float64, remaining *float64) float64 {
	if *remaining <= 0 {
		return amount
	}
	if amount <= *remaining {
		*remaining -= amount
		return 0
	}
	amount -= *remaining
	*remaining = 0
	return amount
}

// adjudicateLine decides a single line item against the policy terms.
func adjudicateLine(item LineItem, p Policy, remaining *float64) LineResult {
	// ... existing code ...
	afterDeductible := applyDeductible(item.Allowed, remaining)
	res.Payable = afterDeductible * (1 - p.CoinsuranceRate)
	res.Decision = DecisionPay
	return res
}

// AdjudicateClaim runs every line item through adjudication and totals the payable amount.
func AdjudicateClaim(items []LineItem, p Policy) ([]LineResult, float64, error) {
	// ... existing code ...
	results := make([]LineResult, 0, len(items))
	var total float64
	remaining := p.Deductible - p.DeductibleMet
	for _, item := range items {
		r := adjudicateLine(item, p, &remaining)
		// ... existing code ...
	}
	return results, total, nil
}
