// ... existing code ...

func (a *Allocator) free(b *Berth, c Call) bool {
	for _, existing := range b.Calls {
		if c.Arrival.Before(existing.Depart) && existing.Arrival.Before(c.Depart) {
			return false
		}
	}
	return true
}

// Occupancy is the share of the given period during which the berth has a
// vessel alongside, for the weekly quay utilisation report.
func (a *Allocator) Occupancy(b *Berth, from, to time.Time) float64 {
	period := to.Sub(from)
	if period <= 0 {
		return 0
	}
	var busy time.Duration
	for _, c := range b.Calls {
		start, end := c.Arrival, c.Depart
		if start.Before(from) {
			start = from
		}
		if end.After(to) {
			end = to
		}
		if end.After(start) {
			busy += end.Sub(start)
		}
	}
	return float64(busy) / float64(period)
}

// Allocate puts the call on the shallowest berth that fits and is free.
func (a *Allocator) Allocate(c Call) (*Berth, error) {
// ... existing code ...
