package claims

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Procedure is one CDT-coded line on a claim.
type Procedure struct {
	Code     string
	Tooth    string
	Surfaces string
	FeeCents int64
}

// Claim is what we send to the clearinghouse for one visit.
type Claim struct {
	ID          string
	PatientID   string
	ServiceDate time.Time
	Procedures  []Procedure
	Attachments []string
}

var errNoProcedures = errors.New("claim has no procedures")

// Codes in these ranges always need a tooth number.
var toothSpecificPrefixes = []string{"D2", "D3", "D6", "D7"}

func requiresTooth(code string) bool {
	for _, prefix := range toothSpecificPrefixes {
		if strings.HasPrefix(code, prefix) {
			return true
		}
	}
	return false
}

func validateCommon(c *Claim) error {
	if len(c.Procedures) == 0 {
		return errNoProcedures
	}
	if c.ServiceDate.After(time.Now()) {
		return fmt.Errorf("claim %s: service date %s is in the future", c.ID, c.ServiceDate.Format("2006-01-02"))
	}
	return nil
}

func validatePreventiveClaim(c *Claim) error {
	if err := validateCommon(c); err != nil {
		return err
	}
	if len(c.Procedures) > 6 {
		return fmt.Errorf("claim %s: too many procedures (%d)", c.ID, len(c.Procedures))
	}
	return nil
}

func validateBasicClaim(c *Claim) error {
	if err := validateCommon(c); err != nil {
		return err
	}
	if len(c.Procedures) > 8 {
		return fmt.Errorf("claim %s: too many procedures (%d)", c.ID, len(c.Procedures))
	}
	for _, p := range c.Procedures {
		if p.Tooth == "" && requiresTooth(p.Code) {
			return fmt.Errorf("claim %s: procedure %s needs a tooth number", c.ID, p.Code)
		}
	}
	return nil
}

func validateMajorClaim(c *Claim) error {
	if err := validateCommon(c); err != nil {
		return err
	}
	if len(c.Procedures) > 6 { // carriers accept up to 6 lines for crowns/bridges
		return fmt.Errorf("claim %s: too many procedures (%d)", c.ID, len(c.Procedures))
	}
	for _, p := range c.Procedures {
		if p.Tooth == "" && requiresTooth(p.Code) {
			return fmt.Errorf("claim %s: procedure %s needs a tooth number", c.ID, p.Code)
		}
	}
	if len(c.Attachments) == 0 {
		return fmt.Errorf("claim %s: major services need x-rays attached", c.ID)
	}
	return nil
}

// Validate dispatches on the claim's category.
func Validate(c *Claim, category string) error {
	switch category {
	case "preventive":
		return validatePreventiveClaim(c)
	case "basic":
		return validateBasicClaim(c)
	case "major":
		return validateMajorClaim(c)
	default:
		return fmt.Errorf("claim %s: unknown category %q", c.ID, category)
	}
}
