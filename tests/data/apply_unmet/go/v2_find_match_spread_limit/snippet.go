// ... existing code ...

// FindMatch pulls the lobbySize closest-rated tickets from a region whose
// rating spread (highest minus lowest) is at most maxSpread.
func (q *Queue) FindMatch(region string, maxSpread int) (*Match, error) {
	q.mu.Lock()
	defer q.mu.Unlock()

	pending := q.byRegion[region]
	if len(pending) < lobbySize {
		return nil, ErrNotEnoughPlayers
	}
	sort.Slice(pending, func(i, j int) bool {
		return pending[i].Rating < pending[j].Rating
	})

	start := -1
	for i := 0; i+lobbySize <= len(pending); i++ {
		if pending[i+lobbySize-1].Rating-pending[i].Rating <= maxSpread {
			start = i
			break
		}
	}
	if start < 0 {
		return nil, ErrNotEnoughPlayers
	}

	picked := make([]Ticket, lobbySize)
	copy(picked, pending[start:start+lobbySize])
	q.byRegion[region] = append(pending[:start:start], pending[start+lobbySize:]...)

	// ... existing code ...
}

// RunTick tries to form one match per region and reports what it built.
func (q *Queue) RunTick(regions []string, maxSpread int) []*Match {
	var built []*Match
	for _, r := range regions {
		m, err := q.FindMatch(r, maxSpread)
		// ... existing code ...
	}
	return built
}

// ... existing code ...
