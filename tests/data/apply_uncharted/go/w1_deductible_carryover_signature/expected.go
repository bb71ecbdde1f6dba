package adjudication

import (
	"fmt"
	"strings"
)

// Decision codes returned to the claims workbench.
const (
	DecisionPay  = "PAY"
	DecisionDeny = "DENY"
	DecisionPend = "PEND"
)

// LineItem is one billed service on a medical claim.
type LineItem struct {
	Code      string
	Billed    float64
	Allowed   float64
	Covered   bool
	PriorAuth bool
}

// Policy holds the member's cost-sharing terms for the plan year.
type Policy struct {
	Number          string
	Deductible      float64
	DeductibleMet   float64
	CoinsuranceRate float64
	RequiresAuth    map[string]bool
}

// LineResult is the adjudicated outcome of a single line item.
type LineResult struct {
	Code     string
	Decision string
	Payable  float64
	Reason   string
}

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
	res := LineResult{Code: item.Code}
	if !item.Covered {
		res.Decision = DecisionDeny
		res.Reason = "service not covered"
		return res
	}
	if p.RequiresAuth[strings.ToUpper(item.Code)] && !item.PriorAuth {
		res.Decision = DecisionPend
		res.Reason = "prior authorization required"
		return res
	}
	afterDeductible := applyDeductible(item.Allowed, remaining)
	res.Payable = afterDeductible * (1 - p.CoinsuranceRate)
	res.Decision = DecisionPay
	return res
}

// AdjudicateClaim runs every line item through adjudication and totals the payable amount.
func AdjudicateClaim(items []LineItem, p Policy) ([]LineResult, float64, error) {
	if p.Number == "" {
		return nil, 0, fmt.Errorf("adjudication: policy number is required")
	}
	results := make([]LineResult, 0, len(items))
	var total float64
	remaining := p.Deductible - p.DeductibleMet
	for _, item := range items {
		r := adjudicateLine(item, p, &remaining)
		results = append(results, r)
		total += r.Payable
	}
	return results, total, nil
}
