package filing

import (
	"fmt"
	"strings"
	"time"
)

// FlightPlan is the subset of the OFP we need to file an ICAO FPL message.
type FlightPlan struct {
	Callsign     string
	AircraftType string
	WakeCategory string
	Equipment    string
	Departure    string
	EOBT         time.Time
	CruiseSpeed  string
	CruiseLevel  string
	Route        string
	Destination  string
	EET          time.Duration
	Alternates   []string
	Remarks      []string
}

// Filer sends FPL messages to the IFPS over AFTN.
type Filer struct {
	originator string
	addresses  []string
	send       func(header, body string) error
}

func NewFiler(originator string, addresses []string, send func(header, body string) error) *Filer {
	return &Filer{originator: originator, addresses: addresses, send: send}
}

func formatEET(d time.Duration) string {
	h := int(d.Hours())
	m := int(d.Minutes()) % 60
	return fmt.Sprintf("%02d%02d", h, m)
}

// maxFilingHorizon is how far ahead of EOBT IFPS accepts a plan.
const maxFilingHorizon = 120 * time.Hour

func buildFPL(p *FlightPlan, now time.Time) (string, error) {
	if p.EOBT.Sub(now) > maxFilingHorizon {
		return "", fmt.Errorf("filing: EOBT %s is more than 120h ahead", p.EOBT.UTC().Format(time.RFC3339))
	}
	var b strings.Builder
	b.WriteString("(FPL-")
	b.WriteString(p.Callsign)
	b.WriteString("-IS\n")
	fmt.Fprintf(&b, "-%s/%s-%s\n", p.AircraftType, p.WakeCategory, p.Equipment)
	fmt.Fprintf(&b, "-%s%s\n", p.Departure, p.EOBT.UTC().Format("1504"))
	fmt.Fprintf(&b, "-%s%s %s\n", p.CruiseSpeed, p.CruiseLevel, p.Route)
	fmt.Fprintf(&b, "-%s%s %s\n", p.Destination, formatEET(p.EET), strings.Join(p.Alternates, " "))
	fmt.Fprintf(&b, "-%s)", strings.Join(p.Remarks, " "))
	return b.String(), nil
}

func (f *Filer) header() string {
	stamp := time.Now().UTC().Format("021504")
	return fmt.Sprintf("FF %s\n%s %s", strings.Join(f.addresses, " "), stamp, f.originator)
}

// File submits a new flight plan.
func (f *Filer) File(p *FlightPlan) error {
	if p.Callsign == "" || p.Departure == "" || p.Destination == "" {
		return fmt.Errorf("filing: incomplete flight plan for %q", p.Callsign)
	}
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
