// ... existing code ...

// maxFilingHorizon is how far ahead of EOBT IFPS accepts a plan.
const maxFilingHorizon = 120 * time.Hour

func buildFPL(p *FlightPlan, now time.Time) (string, error) {
	if p.EOBT.Sub(now) > maxFilingHorizon {
		return "", fmt.Errorf("filing: EOBT %s is more than 120h ahead", p.EOBT.UTC().Format(time.RFC3339))
	}
	var b strings.Builder
	// ... existing code ...
	fmt.Fprintf(&b, "-%s)", strings.Join(p.Remarks, " "))
	return b.String(), nil
}

// ... existing code ...

func (f *Filer) File(p *FlightPlan) error {
	// ... existing code ...
	body, err := buildFPL(p, time.Now())
	if err != nil {
		return err
	}
	return f.send(f.header(), body)
}

// Refile re-sends an amended plan after a CHG message was rejected by IFPS.
func (f *Filer) Refile(p *FlightPlan, reason string) error {
	p.Remarks = append(p.Remarks, "RMK/REFILED "+reason)
	body, err := buildFPL(p, time.Now())
	if err != nil {
		return err
	}
	return f.send(f.header(), body)
}
