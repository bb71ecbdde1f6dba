// ... existing code ...

// BufferBetweenTurns is the minimum gap kept between two occupations of the same stand.
const BufferBetweenTurns = 15 * time.Minute

// LongTurnThreshold is the ground time above which a flight is kept off contact gates.
const LongTurnThreshold = 3 * time.Hour

// ... existing code ...

func (a *Allocator) Assign(f Flight) (string, error) {
	// ... existing code ...

	for _, g := range candidates {
		if !a.isFree(g.ID, f.OnBlock, f.OffBlock) {
			continue
		}
		// Long turns go to remote stands so contact gates stay free for quick turnarounds.
		if g.Contact && f.OffBlock.Sub(f.OnBlock) > LongTurnThreshold {
			continue
		}
		a.occupy(g.ID, f)
		return g.ID, nil
	}
	return "", ErrNoGate
}

// ... existing code ...
