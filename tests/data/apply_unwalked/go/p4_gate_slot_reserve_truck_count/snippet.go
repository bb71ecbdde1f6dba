// ... existing code ...

// Reserve books trucks into the slot containing at. All trucks must fit in the same slot.
func (b *SlotBook) Reserve(gateID string, at time.Time, trucks int) (*Slot, error) {
	if trucks < 1 {
		return nil, fmt.Errorf("gate: invalid truck count %d", trucks)
	}
	b.mu.Lock()
	defer b.mu.Unlock()

	// ... existing code ...
	if slot.Booked+trucks > slot.Capacity {
		return nil, ErrSlotFull
	}
	slot.Booked += trucks
	return slot, nil
}

// ... existing code ...

// ReserveFirstFree tries each slot from at onwards until one has room for all trucks.
func (b *SlotBook) ReserveFirstFree(gateID string, at time.Time, trucks, maxSlots int) (*Slot, error) {
	for i := 0; i < maxSlots; i++ {
		slot, err := b.Reserve(gateID, at.Add(time.Duration(i)*SlotLength), trucks)
		if errors.Is(err, ErrSlotFull) {
			continue
		}
		return slot, err
	}
	return nil, ErrSlotFull
}
