// ... existing code ...

	p.slots[s.Berth] = append(p.slots[s.Berth], s)
	return nil
}

// Delay pushes a booked slot back by d, failing if the later slot would clash.
func (p *Plan) Delay(berth, sailing string, d time.Duration) error {
	slots := p.slots[berth]
	for i, s := range slots {
		if s.Sailing != sailing {
			continue
		}
		moved := s
		moved.Arrives = s.Arrives.Add(d)
		moved.Departs = s.Departs.Add(d)
		for j, other := range slots {
			if j != i && overlaps(other, moved) {
				return fmt.Errorf("%w: delaying %s clashes with %s", ErrBerthOccupied, sailing, other.Sailing)
			}
		}
		slots[i] = moved
		return nil
	}
	return fmt.Errorf("no slot for sailing %s at berth %s", sailing, berth)
}

// Release frees the berth held for a sailing.
func (p *Plan) Release(berth, sailing string) bool {
// ... existing code ...
