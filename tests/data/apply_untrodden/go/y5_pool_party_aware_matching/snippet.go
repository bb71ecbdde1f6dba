// ... existing code ...

// FindMatches greedily groups tickets of the same region whose ratings fit
// inside the oldest ticket's spread. Parties count as len(PartyIDs) players,
// so a group is complete once it holds exactly two full teams of players.
func (p *Pool) FindMatches(now time.Time) []Match {
	p.mu.Lock()
	defer p.mu.Unlock()

	waiting := make([]*Ticket, 0, len(p.tickets))
	for _, t := range p.tickets {
		waiting = append(waiting, t)
	}
	sort.Slice(waiting, func(i, j int) bool {
		return waiting[i].EnqueuedAt.Before(waiting[j].EnqueuedAt)
	})

	needed := p.teamSize * 2
	var matches []Match
	used := make(map[string]bool)
	for _, anchor := range waiting {
		if used[anchor.ID] {
			continue
		}
		group := []*Ticket{anchor}
		players := len(anchor.PartyIDs)
		for _, cand := range waiting {
			if cand == anchor || used[cand.ID] || cand.Region != anchor.Region {
				continue
			}
			if players+len(cand.PartyIDs) > needed {
				continue
			}
			if abs(cand.Rating-anchor.Rating) <= p.spread(anchor, now) {
				group = append(group, cand)
				players += len(cand.PartyIDs)
			}
			if players == needed {
				break
			}
		}
		if players < needed {
			continue
		}
		total := 0
		for _, t := range group {
			used[t.ID] = true
			total += t.Rating
		}
		matches = append(matches, Match{Tickets: group, Region: anchor.Region, AvgMMR: total / len(group)})
	}

	for id := range used {
		delete(p.tickets, id)
	}
	return matches
}

// ... existing code ...
