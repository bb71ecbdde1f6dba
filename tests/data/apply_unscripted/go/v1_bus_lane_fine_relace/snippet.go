// ... keep existing code

// baseFines maps violation codes to the base fine in cents.
var baseFines = map[string]int{
	// ... keep existing code
	"FIRE_HYDRANT":  15000,
	"BUS_LANE":      20000,
}

// ... keep existing code

// AmountDue returns the fine plus late penalties as of now.
func (c *Citation) AmountDue(now time.Time) int {
	if c.Status == StatusPaid || c.Status == StatusVoided {
		return 0
	}
	days := int(now.Sub(c.IssuedAt).Hours() / 24)
	switch {
	case days > 90:
		return c.BaseFineCents * 3
	case days > 60:
		return c.BaseFineCents * 2
	case days > 30:
		return c.BaseFineCents + c.BaseFineCents/2
	default:
		return c.BaseFineCents
	}
}

// ... keep existing code
