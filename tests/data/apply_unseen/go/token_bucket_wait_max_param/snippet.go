// ... existing code ...

// Wait returns how long the caller must wait before n tokens are available,
// and false when that wait would be longer than maxWait.
func (b *Bucket) Wait(n int, maxWait time.Duration) (time.Duration, bool) {
	// ... existing code ...
	missing := float64(n) - b.tokens
	if missing <= 0 {
		return 0, true
	}
	d := time.Duration(missing / b.rate * float64(time.Second))
	return d, d <= maxWait
}

// ... existing code ...
