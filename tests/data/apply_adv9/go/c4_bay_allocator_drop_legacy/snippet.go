// ... existing code ...

		if needsEV && !bay.EVCharge {
			continue
		}
		bay.Occupied = true
		a.assigned[ticketID] = bay
		return bay, nil
	}
	return nil, ErrGarageFull
}

// Release frees the bay held by a ticket.
func (a *Allocator) Release(ticketID string) error {
// ... existing code ...
