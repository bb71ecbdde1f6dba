package employees

import (
	"fmt"
	"regexp"
	"strings"
	"time"
)

var (
	niNumberRe = regexp.MustCompile(`^[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]$`)
	taxCodeRe  = regexp.MustCompile(`^(S|C)?(K?\d{1,5}[LMNT]|BR|D0|D1|NT|0T)( ?(W1|M1|X))?$`)
	sortCodeRe = regexp.MustCompile(`^\d{2}-\d{2}-\d{2}$`)
)

// FieldError reports a single invalid field on an employee record.
type FieldError struct {
	Field   string
	Message string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%s %s", e.Field, e.Message)
}

func fieldError(field, message string) error {
	return &FieldError{Field: field, Message: message}
}

func validateNINumber(e *Employee) error {
	if e.NINumber == "" {
		return fieldError("ni_number", "is required")
	}
	if !niNumberRe.MatchString(strings.ToUpper(e.NINumber)) {
		return fieldError("ni_number", "is not a valid National Insurance number")
	}
	return nil
}

func validateTaxCode(e *Employee) error {
	if e.TaxCode == "" {
		return fieldError("tax_code", "is required")
	}
	if !taxCodeRe.MatchString(strings.ToUpper(e.TaxCode)) {
		return fieldError("tax_code", "is not a recognised PAYE tax code")
	}
	return nil
}

func validateSortCode(e *Employee) error {
	if e.Bank.SortCode == "" {
		return fieldError("bank.sort_code", "is required")
	}
	if !sortCodeRe.MatchString(e.Bank.SortCode) {
		return fieldError("bank.sort_code", "must look like 12-34-56")
	}
	return nil
}

var validators = []func(*Employee) error{
	validateNINumber,
	validateTaxCode,
	validateSortCode,
}

// Validate runs every field validator and returns all failures, so the
// payroll team can fix a record in one pass.
func Validate(e *Employee) []error {
	var errs []error
	for _, v := range validators {
		if err := v(e); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// IsLeaverBefore reports whether the employee left before the given date.
func IsLeaverBefore(e *Employee, cutoff time.Time) bool {
	return e.LeavingDate != nil && e.LeavingDate.Before(cutoff)
}
