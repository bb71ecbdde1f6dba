// Backoff returns how long to wait before the given attempt (starting at 1).
func (p Policy) Backoff(attempt int) time.Duration {
	if attempt <= 1 {
		return p.BaseDelay
	}
	d := float64(p.BaseDelay) * math.Pow(p.Multiplier, float64(attempt-1))
	if p.Jitter > 0 {
		d += d * p.Jitter * (rand.Float64()*2 - 1)
	}
	return min(time.Duration(d), p.MaxDelay)
}

// ... existing code ...
