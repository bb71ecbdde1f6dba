// ... existing code ...

func validateMajorClaim(c *Claim) error {
	if err := validateCommon(c); err != nil {
		return err
	}
	if len(c.Procedures) > 6 { // carriers accept up to 6 lines for crowns/bridges
		return fmt.Errorf("claim %s: too many procedures (%d)", c.ID, len(c.Procedures))
	}
	// ... existing code ...
}

// ... existing code ...
